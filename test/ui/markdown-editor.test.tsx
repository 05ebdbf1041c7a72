import '../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MarkdownEditor } from '../../src/ui/markdown-editor.tsx';
import { WithI18n } from '../helpers/render.tsx';

let setOutside: (value: string) => void = () => {};

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  setOutside = setValue;
  return <MarkdownEditor label="Content" value={value} onChange={setValue} maxLength={50} />;
}

const mount = (initial?: string) => render(<WithI18n><Harness initial={initial} /></WithI18n>);
const area = () => screen.getByRole('textbox', { name: 'Content' }) as HTMLTextAreaElement;
/** Lets React finish the update and the promise steps after it (the preview's renderer loads once). */
const flush = () => act(async () => {});

test('a labelled text with a named toolbar, a counter and a live preview', async () => {
  mount('# Hello');
  assert.equal(area().value, '# Hello');
  const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
  for (const name of [/^Bold \(Ctrl\+B\)$/, /^Italic \(Ctrl\+I\)$/, /^Link \(Ctrl\+K\)$/, /^Heading$/, /^Bulleted list$/, /^Numbered list$/]) {
    assert.ok(screen.getAllByRole('button', { name }).some((b) => toolbar.contains(b)), String(name));
  }
  assert.ok(screen.getByText('7 / 50'));
  fireEvent.change(area(), { target: { value: '# Hello\n\n- one\n- [two](https://ok.test)' } });
  const preview = screen.getByRole('region', { name: 'Preview' });
  // The renderer loads with the first text to preview (markdown-editor.tsx).
  await waitFor(() => assert.equal(preview.querySelector('h3')?.textContent, 'Hello'));
  assert.equal(preview.querySelectorAll('li').length, 2);
  assert.equal(preview.querySelector('a')?.getAttribute('href'), 'https://ok.test/');
});

test('toolbar buttons and Ctrl/Cmd shortcuts format the selection', async () => {
  mount('make this loud');
  area().setSelectionRange(10, 14);
  fireEvent.keyDown(area(), { key: 'b', ctrlKey: true });
  await flush();
  assert.equal(area().value, 'make this **loud**');
  assert.deepEqual([area().selectionStart, area().selectionEnd], [12, 16]);
  fireEvent.keyDown(area(), { key: 'k', metaKey: true });
  await flush();
  assert.equal(area().value, 'make this **[loud](https://)**');
  area().setSelectionRange(0, 0);
  fireEvent.click(screen.getByRole('button', { name: /^Bulleted list/ }));
  await flush();
  assert.equal(area().value, '- make this **[loud](https://)**');
});

test('the toolbar is one tab stop; arrow keys move between its buttons', () => {
  mount();
  const buttons = screen.getAllByRole('button').filter((b) => b.closest('[role="toolbar"]'));
  assert.deepEqual(buttons.map((b) => b.tabIndex), [0, -1, -1, -1, -1, -1, -1]);
  buttons[0]?.focus();
  fireEvent.keyDown(buttons[0] as HTMLElement, { key: 'ArrowRight' });
  assert.equal(document.activeElement, buttons[1]);
  fireEvent.keyDown(buttons[1] as HTMLElement, { key: 'End' });
  assert.equal(document.activeElement, buttons[6]);
});

test('a value set from outside (discard, their version) replaces the text', async () => {
  mount('typed');
  act(() => setOutside('their version'));
  await flush();
  assert.equal(area().value, 'their version');
});

test('Enter in a list starts the next item (numbers count on); Enter on an empty item ends the list', async () => {
  mount('- one');
  fireEvent.focus(area());
  await flush();
  const enter = () => fireEvent.keyDown(area(), { key: 'Enter' });
  area().setSelectionRange(5, 5);
  enter();
  await flush();
  assert.equal(area().value, '- one\n- ');
  assert.deepEqual([area().selectionStart, area().selectionEnd], [8, 8]);
  enter();
  await flush();
  assert.equal(area().value, '- one\n', 'the empty item is gone, the list has ended');

  setOutside('1. first');
  await flush();
  area().setSelectionRange(8, 8);
  enter();
  await flush();
  assert.equal(area().value, '1. first\n2. ');
  screen.getByText('12 / 50');
});

test('the counter passes its limit without cutting the text, and says how much is over', () => {
  mount('x'.repeat(49));
  fireEvent.change(area(), { target: { value: 'x'.repeat(53) } });
  assert.equal(area().value.length, 53, 'nothing is cut');
  screen.getByText('53 / 50');
  screen.getByText('Too long: use at most 50 characters (remove 3).');
  assert.equal(area().getAttribute('aria-invalid'), 'true');
});
