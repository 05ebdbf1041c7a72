import '../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, fireEvent, screen } from '@testing-library/react';
import { ConfirmDialog } from '../../src/ui';
import { renderUi } from '../helpers/render';

test('a danger confirmation is an alertdialog with Cancel focused first', () => {
  const calls: string[] = [];
  renderUi(
    <ConfirmDialog open title="Delete news?" message="This cannot be undone." confirmLabel="Delete" tone="danger"
      onConfirm={() => { calls.push('confirm'); }} onCancel={() => calls.push('cancel')} />,
  );
  const dialog = screen.getByRole('alertdialog', { name: 'Delete news?' });
  assert.equal(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent, 'This cannot be undone.');
  assert.equal(document.activeElement, screen.getByRole('button', { name: 'Cancel' }));
  assert.equal(screen.getByRole('button', { name: 'Delete' }).dataset.variant, 'danger');
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  assert.deepEqual(calls, ['confirm', 'cancel']);
});

test('default labels are Confirm and Cancel, and Esc cancels', () => {
  let cancels = 0;
  renderUi(<ConfirmDialog open title="Leave?" onConfirm={() => {}} onCancel={() => { cancels += 1; }} />);
  assert.equal(document.activeElement, screen.getByRole('button', { name: 'Confirm' }));
  fireEvent.keyDown(screen.getByRole('button', { name: 'Confirm' }), { key: 'Escape' });
  assert.equal(cancels, 1);
});

test('busy spins the confirm button, disables Cancel and ignores Esc', () => {
  let cancels = 0;
  renderUi(<ConfirmDialog open busy title="Reject?" onConfirm={() => {}} onCancel={() => { cancels += 1; }} />);
  const confirm = screen.getByRole('button', { name: 'Confirm' });
  assert.equal(confirm.getAttribute('aria-busy'), 'true');
  assert.equal((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled, true);
  fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
  assert.equal(cancels, 0);
});

test('a confirm that returns a promise shows busy until it settles', async () => {
  let finish: () => void = () => {};
  renderUi(<ConfirmDialog open title="Approve?" onConfirm={() => new Promise<void>((resolve) => { finish = resolve; })} onCancel={() => {}} />);
  const confirm = screen.getByRole('button', { name: 'Confirm' });
  fireEvent.click(confirm);
  assert.equal(confirm.getAttribute('aria-busy'), 'true');
  await act(async () => { finish(); });
  assert.equal(confirm.hasAttribute('aria-busy'), false);
});

test('extra content such as a reason field gets the first focus', () => {
  renderUi(
    <ConfirmDialog open title="Reject trip?" tone="danger" onConfirm={() => {}} onCancel={() => {}}>
      <label>Reason <textarea /></label>
    </ConfirmDialog>,
  );
  assert.equal(document.activeElement, screen.getByLabelText('Reason'));
});
