// A trip's details page with other admins about: who else views it, its claim (taken on arrival,
// shown when another admin holds it, taken over after a confirmation), auto-advance passing over
// claimed items, and the decision's Undo (the toast's button and `u`, refused with the reason).
import '../../helpers/dom';
import { afterEach, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { fireEvent, screen, within } from '@testing-library/react';
import { toastStore } from '../../../src/lib/feedback';
import type { AdminRef, Claim } from '../../../src/contract';
import { ME, approveElsewhere, installDetailsBackend, pendingOldestFirst, renderDetails, settle, type DetailsBackend } from '../../helpers/review-details-fixture';
import { until } from '../../helpers/fake-backend';

const LAYLA: AdminRef = { id: 'u-layla', name: 'Layla Haddad', avatarUrl: null };

let backend: DetailsBackend;
let restore: () => void;
beforeEach(() => {
  ({ backend, restore } = installDetailsBackend());
  localStorage.clear();
  toastStore.dismiss();
});
afterEach(() => restore());

const FROM = `?from=${encodeURIComponent('/trips/pending')}`;
const pendingIds = () => pendingOldestFirst(backend.trips).map((t) => t.id);
const toasts = () => toastStore.get().toasts.filter((t) => !t.closing);
const path = (view: ReturnType<typeof renderDetails>) => view.history.location.pathname + view.history.location.search;
const claimOf = (id: string, by: AdminRef): Claim => ({
  kind: 'trip', id, by, since: new Date(Date.now() - 2 * 60_000).toISOString(), expiresAt: new Date(Date.now() + 60_000).toISOString(),
});

test('announces itself, shows the other admins viewing, claims the pending trip and releases both on leaving', async () => {
  const [first = ''] = pendingIds();
  backend.collab.viewers.set(`trip/${first}`, [LAYLA]);
  const view = renderDetails(`/trips/details/${first}${FROM}`);
  await until(() => screen.getByText('Layla Haddad is viewing'));
  assert.ok(!screen.queryByText(/Ada Admin is viewing/), 'the admin is not told about themselves');
  await until(() => assert.ok(backend.calls.includes(`PUT /api/v1/claims/trip/${first}`)));
  assert.ok(backend.calls.includes(`PUT /api/v1/presence/trip/${first}`));
  await until(() => assert.equal(view.claims.get().byKey[`trip:${first}`]?.by.id, ME.id));
  assert.ok(!screen.queryByText(/Being reviewed by/), 'the admin\'s own claim needs no banner');
  view.unmount();
  await settle();
  assert.ok(backend.calls.includes(`DELETE /api/v1/presence/trip/${first}`));
  assert.ok(backend.calls.includes(`DELETE /api/v1/claims/trip/${first}`));
});

test('another admin\'s claim shows with its age; Take over asks first, then claims it', async () => {
  const [first = ''] = pendingIds();
  backend.collab.claims = [claimOf(first, LAYLA)];
  const view = renderDetails(`/trips/details/${first}${FROM}`);
  const banner = await until(() => screen.getByText(/Being reviewed by Layla Haddad, 2 minutes/));
  assert.ok(banner);
  fireEvent.click(screen.getByRole('button', { name: 'Take over' }));
  const dialog = await until(() => screen.getByRole('alertdialog', { name: 'Take over the review from Layla Haddad?' }));
  assert.ok(!backend.calls.some((c) => c.startsWith('PUT /api/v1/claims') && backend.collab.claims[0]?.by.id === ME.id), 'nothing before the yes');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Take over' }));
  await until(() => assert.ok(!screen.queryByText(/Being reviewed by/), 'the banner goes'));
  assert.equal(backend.collab.claims.find((c) => c.id === first)?.by.id, ME.id);
  assert.ok(toasts().some((t) => t.message === 'You are reviewing this item now; Layla Haddad was told.'), 'the admin who took over is told it worked');
  view.unmount();
});

test('auto-advance passes over the next item when another admin is reviewing it', async () => {
  const [first = '', second = '', third = ''] = pendingIds();
  backend.collab.claims = [claimOf(second, LAYLA)];
  const view = renderDetails(`/trips/details/${first}${FROM}`);
  await until(() => assert.equal(view.claims.get().byKey[`trip:${second}`]?.by.id, LAYLA.id));
  await until(() => screen.getByRole('button', { name: 'Approve' }));
  fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
  await until(() => assert.ok(path(view).startsWith(`/trips/details/${third}`), path(view)));
  view.unmount();
});

test('the decision\'s toast offers Undo; u takes it, with the updatedAt the decision answered', async () => {
  localStorage.setItem('reviews.autoAdvance', 'off');
  const [first = ''] = pendingIds();
  const view = renderDetails(`/trips/details/${first}${FROM}`);
  await until(() => screen.getByRole('button', { name: 'Approve' }));
  fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
  const offer = await until(() => {
    const found = toasts().find((t) => t.action?.label === 'Undo');
    assert.ok(found);
    return found;
  });
  assert.equal(offer.duration, 10_000);
  const answered = backend.trips.find((t) => t.id === first)?.updatedAt;
  fireEvent.keyDown(document.body, { key: 'u' });
  const title = backend.trips.find((t) => t.id === first)?.title;
  await until(() => assert.ok(toasts().some((t) => t.message === `Undone: “${title}”`)));
  assert.deepEqual(backend.undos, [{ id: first, body: { expectedUpdatedAt: answered } }]);
  assert.equal(backend.trips.find((t) => t.id === first)?.status, 'pending');
  await until(() => screen.getByText('Undone: back to Pending'));
  view.unmount();
});

test('an undo after another admin changed the item is refused with who did it, on the page too', async () => {
  localStorage.setItem('reviews.autoAdvance', 'off');
  const [first = ''] = pendingIds();
  const view = renderDetails(`/trips/details/${first}${FROM}`);
  await until(() => screen.getByRole('button', { name: 'Approve' }));
  fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
  const offer = await until(() => {
    const found = toasts().find((t) => t.action?.label === 'Undo');
    assert.ok(found);
    return found;
  });
  approveElsewhere(backend, first, { id: 'u-kenji', name: 'Kenji Watanabe' });
  offer.action?.onClick();
  const refused = await until(() => {
    const found = toasts().find((t) => t.message === `Not undone: “${backend.trips.find((x) => x.id === first)?.title}” changed in the meantime`);
    assert.ok(found);
    return found;
  });
  assert.match(refused.description ?? '', /Approved by Kenji Watanabe/);
  const notice = await until(() => screen.getByRole('alert'));
  assert.match(notice.textContent ?? '', /Approved by Kenji Watanabe/);
  view.unmount();
});

test('u is in the ? help with no decision to take back, and says so when pressed then', async () => {
  const [first = ''] = pendingIds();
  const view = renderDetails(`/trips/details/${first}${FROM}`);
  await until(() => screen.getByRole('button', { name: 'Approve' }));
  fireEvent.keyDown(document.body, { key: '?', shiftKey: true });
  const dialog = await until(() => screen.getByRole('dialog', { name: 'Keyboard shortcuts' }));
  const details = within(dialog).getByRole('region', { name: 'On a details page' });
  within(details).getByText('Undo the last decision (while its message shows)');
  fireEvent.keyDown(dialog, { key: 'Escape' });
  await until(() => assert.equal(screen.queryByRole('dialog'), null));
  fireEvent.keyDown(document.body, { key: 'u' });
  assert.deepEqual(toasts().map((t) => t.message), ['Nothing to undo: u takes back a decision while its message shows']);
  assert.deepEqual(backend.undos, []);
  view.unmount();
});
