import '../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, fireEvent, screen } from '@testing-library/react';
import { Accordion, type AccordionItem } from '../../src/ui';
import { renderUi } from '../helpers/render';

const items: AccordionItem[] = [
  { id: 'profile', title: 'Profile', content: 'Profile body' },
  { id: 'documents', title: 'Documents', content: 'Documents body' },
  { id: 'history', title: 'History', content: 'History body' },
];
const header = (name: string) => screen.getByRole('button', { name });
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '');

test('headers control labelled region panels', () => {
  renderUi(<Accordion items={items} />);
  const button = header('Profile');
  assert.equal(button.getAttribute('aria-expanded'), 'false');
  const panel = panelOf(button);
  assert.equal(panel?.getAttribute('role'), 'region');
  assert.equal(panel?.getAttribute('aria-labelledby'), button.id);
  assert.equal(panel?.hidden, true);
  assert.equal(button.parentElement?.tagName, 'H3');
});

test('single mode: opening one closes the other', () => {
  const seen: string[][] = [];
  renderUi(<Accordion items={items} defaultValue={['profile']} onChange={(open) => seen.push(open)} />);
  assert.equal(header('Profile').getAttribute('aria-expanded'), 'true');
  fireEvent.click(header('Documents'));
  assert.equal(header('Documents').getAttribute('aria-expanded'), 'true');
  assert.equal(header('Profile').getAttribute('aria-expanded'), 'false');
  assert.equal(panelOf(header('Profile'))?.hidden, true);
  assert.equal(panelOf(header('Documents'))?.hidden, false);
  fireEvent.click(header('Documents'));
  assert.equal(header('Documents').getAttribute('aria-expanded'), 'false');
  assert.deepEqual(seen, [['documents'], []]);
});

test('multiple mode keeps several open', () => {
  renderUi(<Accordion items={items} multiple />);
  fireEvent.click(header('Profile'));
  fireEvent.click(header('History'));
  assert.equal(header('Profile').getAttribute('aria-expanded'), 'true');
  assert.equal(header('History').getAttribute('aria-expanded'), 'true');
  assert.equal(header('Documents').getAttribute('aria-expanded'), 'false');
});

test('arrow keys, Home and End move between headers', () => {
  renderUi(<Accordion items={items} />);
  act(() => header('Profile').focus());
  fireEvent.keyDown(header('Profile'), { key: 'ArrowDown' });
  assert.equal(document.activeElement, header('Documents'));
  fireEvent.keyDown(header('Documents'), { key: 'End' });
  assert.equal(document.activeElement, header('History'));
  fireEvent.keyDown(header('History'), { key: 'ArrowDown' });
  assert.equal(document.activeElement, header('Profile'));
  fireEvent.keyDown(header('Profile'), { key: 'ArrowUp' });
  assert.equal(document.activeElement, header('History'));
  fireEvent.keyDown(header('History'), { key: 'Home' });
  assert.equal(document.activeElement, header('Profile'));
});
