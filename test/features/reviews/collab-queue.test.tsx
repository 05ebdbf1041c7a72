// A queue with other admins at work: a claimed row says who is on it and j / k pass over it; a
// decision's toast offers Undo for the whole batch, which reports what could not be undone.
import '../../helpers/dom';
import { afterEach, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toastStore } from '../../../src/lib/feedback';
import { installBackend, renderQueue, settle, type FakeBackend } from '../../helpers/review-queue-fixture';

let backend: FakeBackend;
let restore: () => void;
beforeEach(() => {
  ({ backend, restore } = installBackend());
  toastStore.dismiss();
});
afterEach(() => restore());

const LAYLA = { id: 'u-layla', name: 'Layla Haddad', avatarUrl: null };
const bodyRows = () => screen.getAllByRole('row').filter((r) => r.closest('tbody'));
const key = (k: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key: k });
const pending = () => backend.trips.filter((t) => t.status === 'pending').sort((a, b) => a.submittedAt.localeCompare(b.submittedAt) || a.id.localeCompare(b.id));
const toasts = () => toastStore.get().toasts.filter((t) => !t.closing);

test('a row another admin is reviewing says so, and j passes over it', async () => {
  const [, second] = pending();
  assert.ok(second);
  const since = new Date().toISOString();
  backend.collab.claims = [{ kind: 'trip', id: second.id, by: LAYLA, since, expiresAt: since }];
  const view = renderQueue('/trips/pending?pageSize=10');
  await waitFor(() => assert.ok(within(bodyRows()[1] as HTMLElement).getByText('Layla Haddad is reviewing')));
  key('j');
  assert.equal(document.activeElement, bodyRows()[0]);
  key('j');
  assert.equal(document.activeElement, bodyRows()[2], 'the claimed second row is passed over');
  key('k');
  assert.equal(document.activeElement, bodyRows()[0], 'both ways');
  view.unmount();
  await settle();
});

test('the bulk decision\'s toast offers Undo for the batch; u takes it and a refusal is reported', async () => {
  const view = renderQueue('/trips/pending?pageSize=10');
  await waitFor(() => assert.equal(bodyRows().length, 10));
  const chosen = pending().slice(0, 3);
  for (const trip of chosen) fireEvent.click(screen.getByRole('checkbox', { name: `Select ${trip.title}` }));
  fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }));
  const [a, b, c] = chosen.map((t) => `“${t.title}”`);
  await waitFor(() => assert.ok(toasts().some((t) => t.message === `Approved ${a}, ${b}, and ${c}` && t.action?.label === 'Undo'), toasts().map((t) => t.message).join('|')));
  // Someone else changes one of them before the undo.
  const changed = chosen[1];
  assert.ok(changed);
  const at = backend.trips.findIndex((t) => t.id === changed.id);
  backend.trips[at] = { ...backend.trips[at]!, updatedAt: new Date(Date.now() + 5000).toISOString() };
  (document.activeElement as HTMLElement | null)?.blur();
  key('u');
  const report = await screen.findByRole('region', { name: 'Undo finished' });
  assert.match(report.textContent ?? '', /2 succeeded · 1 failed/);
  within(report).getByText(changed.title);
  assert.ok(toasts().some((t) => t.message === `Undone: ${a} and ${c}`), 'the names of the rows undone, which left the page');
  assert.ok(toasts().some((t) => t.message === `Could not undo ${b}`), 'and of the one refused');
  assert.equal(backend.calls.filter((c) => c.startsWith('POST') && c.endsWith('/undo')).length, 3);
  assert.deepEqual(chosen.map((t) => backend.trips.find((x) => x.id === t.id)?.status), ['pending', 'approved', 'pending']);
  view.unmount();
  await settle();
});
