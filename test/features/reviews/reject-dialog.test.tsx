import '../../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { Button } from '../../../src/ui';
import { RejectDialog } from '../../../src/features/reviews/components/reject-dialog';
import { REJECT_PHRASES } from '../../../src/features/reviews/components/phrases';
import type { ReviewKind } from '../../../src/features/reviews/api';
import { en, renderUi } from '../../helpers/render';

function Harness({ kind = 'trip', count, onSubmit = () => {} }: { kind?: ReviewKind; count?: number; onSubmit?: (r: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Reject…</Button>
      <RejectDialog kind={kind} open={open} count={count} onClose={() => setOpen(false)} onSubmit={(r) => { onSubmit(r); setOpen(false); }} />
    </>
  );
}

const open = () => {
  const opener = screen.getByRole('button', { name: 'Reject…' });
  act(() => opener.focus());
  fireEvent.click(opener);
  return opener;
};
const reasonField = () => screen.getByRole('textbox', { name: /Reason/ }) as HTMLTextAreaElement;
const phrases = en.reviews as { phrases: Record<ReviewKind, Record<string, string>> };

test('opens named for the kind, focus in the reason, at least six phrases of that kind', () => {
  renderUi(<Harness kind="diveMaster" />);
  open();
  screen.getByRole('dialog', { name: 'Reject this certification' });
  assert.equal(document.activeElement, reasonField());
  const group = screen.getByRole('group', { name: /Ready phrases/ });
  const buttons = group.querySelectorAll('button');
  assert.ok(buttons.length >= 6);
  assert.equal(buttons.length, REJECT_PHRASES.diveMaster.length);
  screen.getByRole('button', { name: "The certification number does not match the agency's records." });
});

test('every kind has six or more phrases with English text', () => {
  for (const kind of ['diveMaster', 'trip', 'product'] as const) {
    assert.ok(REJECT_PHRASES[kind].length >= 6, kind);
    for (const key of REJECT_PHRASES[kind]) assert.ok(phrases.phrases[kind][key], `${kind}.${key}`);
  }
});

test('says how many it rejects when there are several', () => {
  renderUi(<Harness kind="product" count={3} />);
  open();
  screen.getByRole('dialog', { name: 'Reject 3 products' });
  screen.getByRole('button', { name: 'Reject 3' });
});

test('refuses an empty reason with an error next to the field, and sends nothing', () => {
  const sent: string[] = [];
  renderUi(<Harness onSubmit={(r) => sent.push(r)} />);
  open();
  fireEvent.change(reasonField(), { target: { value: '   ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
  assert.deepEqual(sent, []);
  const field = reasonField();
  assert.equal(field.getAttribute('aria-invalid'), 'true');
  const describedBy = field.getAttribute('aria-describedby') ?? '';
  const messages = describedBy.split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
  assert.ok(messages.includes('Write why this is rejected.'), messages.join('|'));
  assert.ok(messages.includes('3 / 500'), 'the counter is tied to the field');
});

test('a phrase inserts at the caret, stays editable, and the trimmed reason is sent', () => {
  const sent: string[] = [];
  renderUi(<Harness onSubmit={(r) => sent.push(r)} />);
  open();
  const field = reasonField();
  fireEvent.change(field, { target: { value: 'Sorry. Please fix.' } });
  field.setSelectionRange(6, 6);
  fireEvent.click(screen.getByRole('button', { name: 'Photos are missing or do not show the dive site.' }));
  assert.equal(reasonField().value, 'Sorry. Photos are missing or do not show the dive site. Please fix.');
  assert.equal(document.activeElement, reasonField(), 'focus goes back to the reason');
  fireEvent.change(reasonField(), { target: { value: `${reasonField().value} Thanks!  ` } });
  fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
  assert.deepEqual(sent, ['Sorry. Photos are missing or do not show the dive site. Please fix. Thanks!']);
  assert.equal(screen.queryByRole('dialog'), null);
});

test('a phrase clicked twice is in the reason once', () => {
  renderUi(<Harness />);
  open();
  const phrase = 'Photos are missing or do not show the dive site.';
  fireEvent.click(screen.getByRole('button', { name: phrase }));
  fireEvent.click(screen.getByRole('button', { name: phrase }));
  assert.equal(reasonField().value, phrase);
  assert.equal(reasonField().selectionStart, phrase.length, 'the caret stays after the phrase');
});

test('a phrase that would pass 500 characters shows the limit error', () => {
  const sent: string[] = [];
  renderUi(<Harness onSubmit={(r) => sent.push(r)} />);
  open();
  fireEvent.change(reasonField(), { target: { value: 'x'.repeat(490) } });
  fireEvent.click(screen.getByRole('button', { name: 'Photos are missing or do not show the dive site.' }));
  screen.getByText('Keep the reason to 500 characters or fewer.');
  fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
  assert.deepEqual(sent, []);
});

test('Esc closes, focus returns to the opener, and the next opening starts empty', () => {
  renderUi(<Harness />);
  const opener = open();
  fireEvent.change(reasonField(), { target: { value: 'Draft' } });
  fireEvent.keyDown(reasonField(), { key: 'Escape' });
  assert.equal(screen.queryByRole('dialog'), null);
  assert.equal(document.activeElement, opener);
  open();
  assert.equal(reasonField().value, '');
});

test('while busy, Esc does not close and the buttons are disabled', () => {
  renderUi(<RejectDialog kind="trip" open busy onClose={() => assert.fail('closed while busy')} onSubmit={() => assert.fail('sent twice')} />);
  fireEvent.keyDown(reasonField(), { key: 'Escape' });
  screen.getByRole('dialog');
  assert.equal((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled, true);
  assert.equal((screen.getByRole('button', { name: 'Reject' }) as HTMLButtonElement).disabled, true);
});

test('Ctrl+Enter in the reason sends it, and the field says so', () => {
  const sent: string[] = [];
  renderUi(<Harness onSubmit={(r) => sent.push(r)} />);
  open();
  const field = reasonField();
  assert.match(document.getElementById(field.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent ?? '', /Press Ctrl\+Enter to reject\./);
  assert.equal(screen.getByRole('button', { name: 'Reject' }).getAttribute('aria-keyshortcuts'), 'Control+Enter');
  fireEvent.change(field, { target: { value: 'Blurry photos.' } });
  fireEvent.keyDown(field, { key: 'Enter' });
  assert.deepEqual(sent, [], 'Enter alone is a new line');
  fireEvent.keyDown(field, { key: 'Enter', ctrlKey: true });
  assert.deepEqual(sent, ['Blurry photos.']);
  assert.equal(screen.queryByRole('dialog'), null);
});

test('Ctrl+Enter with no reason sends nothing and shows the error', () => {
  const sent: string[] = [];
  renderUi(<Harness onSubmit={(r) => sent.push(r)} />);
  open();
  fireEvent.keyDown(reasonField(), { key: 'Enter', ctrlKey: true });
  assert.deepEqual(sent, []);
  screen.getByText('Write why this is rejected.');
});

test('opens with the reason it is given (one kept from a refused rejection)', () => {
  renderUi(<RejectDialog kind="trip" open initialReason="Kept from before." onClose={() => {}} onSubmit={() => {}} />);
  assert.equal(reasonField().value, 'Kept from before.');
});
