import '../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { render } from '@testing-library/react';
import { Markdown } from '../../src/ui/markdown.tsx';

test('renders the subset as elements: headings, lists, marks and links', () => {
  const { container } = render(<Markdown source={'# Title\n\nSome **bold**, *it* and `code`.\n\n- a\n- [site](https://ok.test)\n\n3. three'} />);
  assert.equal(container.querySelector('h2')?.textContent, 'Title');
  assert.equal(container.querySelector('strong')?.textContent, 'bold');
  assert.equal(container.querySelector('em')?.textContent, 'it');
  assert.equal(container.querySelector('code')?.textContent, 'code');
  assert.equal(container.querySelectorAll('ul li').length, 2);
  assert.equal(container.querySelector('ol')?.getAttribute('start'), '3');
  const link = container.querySelector('a');
  assert.equal(link?.getAttribute('href'), 'https://ok.test/');
  assert.equal(link?.getAttribute('target'), '_blank');
  assert.match(link?.getAttribute('rel') ?? '', /noopener/);
  // Every block reads in the direction of its own text (an English list in the Arabic interface).
  for (const block of container.querySelectorAll('h2, p, ul, ol')) assert.equal(block.getAttribute('dir'), 'auto', block.tagName);
});

test('headings never skip a level going down, and keep their written level for the look', () => {
  const { container } = render(<Markdown headingLevel={3} source={'### deep first\n\n# top\n\n### skipped two'} />);
  const headings = [...container.querySelectorAll('h3, h4, h5')].map((h) => `${h.tagName}:${h.getAttribute('data-level')}`);
  assert.deepEqual(headings, ['H3:3', 'H3:1', 'H4:3']);
});

test('HTML in the source is text, never markup', () => {
  const { container } = render(<Markdown source={'<img src=x onerror=alert(1)> [x](javascript:alert(1))'} />);
  assert.equal(container.querySelector('img'), null);
  assert.equal(container.querySelector('a'), null);
  assert.match(container.textContent ?? '', /<img src=x onerror=alert\(1\)>/);
});
