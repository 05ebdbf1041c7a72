import '../dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MarkdownEditor } from '../../src/ui/markdown-editor.tsx';
import { WithI18n } from './render.tsx';

let setOutside: (value: string) => void = () => {};

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  setOutside = setValue;
  return <MarkdownEditor label="Content" value={value} onChange={setValue} maxLength={50} />;
}

const mount = (initial?: string) => render(<WithI18n><Harness initial={initial} /></WithI18n>);
const area = () => screen.getByRole('textbox', { name: 'Content' }) as HTMLTextAreaElement;
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 10)); });

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
