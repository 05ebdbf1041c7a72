import '../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fireEvent, screen, within } from '@testing-library/react';
import { useShortcuts } from '../../src/lib/shortcuts';
import { ShortcutsHelp } from '../../src/ui/shortcuts-dialog';
import { renderUi } from '../helpers/render';
// The dialog loads when first opened: have its code in before the waits start.

function DetailsLike() {
  useShortcuts({ '[': () => {}, ']': () => {}, a: () => {}, 'g p': () => {} });
  return <ShortcutsHelp sections={['details', 'general']} button />;
}

test('? opens a dialog listing the bound shortcuts by section, with translated names', async () => {
  renderUi(<DetailsLike />);
  fireEvent.keyDown(document.body, { key: '?', shiftKey: true });
  const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
  const details = within(dialog).getByRole('region', { name: 'On a details page' });
  assert.ok(within(details).getByText('Next item in the queue'));
  assert.ok(within(details).getByText('Approve'));
  assert.equal(within(details).queryByText('Reject (asks for a reason)'), null, 'r is not bound here');
  const general = within(dialog).getByRole('region', { name: 'Anywhere' });
  assert.match(general.textContent ?? '', /g then p/);
  assert.match(general.textContent ?? '', /\?Show these shortcuts/);
  assert.equal(within(dialog).queryByRole('region', { name: 'In lists' }), null);
});

test('Esc closes it; the button opens it too', async () => {
  renderUi(<DetailsLike />);
  const button = screen.getByRole('button', { name: 'Keyboard shortcuts' });
  assert.equal(button.getAttribute('aria-keyshortcuts'), '?');
  fireEvent.click(button);
  const dialog = await screen.findByRole('dialog');
  fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Close' }), { key: 'Escape' });
  assert.equal(screen.queryByRole('dialog'), null);
});

test('keys pressed inside the open dialog reach no page shortcut', async () => {
  let approved = 0;
  function Page() {
    useShortcuts({ a: () => { approved += 1; } });
    return <ShortcutsHelp />;
  }
  renderUi(<Page />);
  fireEvent.keyDown(document.body, { key: '?' });
  fireEvent.keyDown(await screen.findByRole('button', { name: 'Close' }), { key: 'a' });
  assert.equal(approved, 0);
});
