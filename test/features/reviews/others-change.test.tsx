// What a details page tells the admin when another admin acts on the item on screen: one notice
// saying who did what and how long ago (read from the live stream's activity entries), the page
// following the record, and the queue's previous / next and "n of N" kept; and a reviewer whose
// claim is taken over told once.
import '../../helpers/dom';
import { afterEach, beforeEach, mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { act, screen, within } from '@testing-library/react';
import type { ActivityEntry, AdminRef, Claim, LiveEventBody } from '../../../src/contract';
import { toastStore } from '../../../src/lib/feedback';
import { subscribeLive } from '../../../src/lib/live';
import { createLiveSync } from '../../../src/app/live/live-sync';
import { OthersChangeNotice, othersChangeOf } from '../../../src/features/reviews/components/others-change';
import { ME, approveElsewhere, installDetailsBackend, pendingOldestFirst, renderDetails, type DetailsBackend } from '../../helpers/review-details-fixture';
import { until } from '../../helpers/fake-backend';
import { startFakeLive, type FakeLive } from '../../helpers/live-fake';
import { renderUi } from '../../helpers/render';

const LAYLA: AdminRef = { id: 'u-layla', name: 'Layla Haddad', avatarUrl: null };
const FROM = `?from=${encodeURIComponent('/trips/pending')}`;

let backend: DetailsBackend;
let restore: () => void;
let live: FakeLive;
beforeEach(() => {
  ({ backend, restore } = installDetailsBackend());
  localStorage.clear();
  toastStore.dismiss();
  live = startFakeLive();
});
afterEach(() => {
  live.stop();
  restore();
});

const pendingIds = () => pendingOldestFirst(backend.trips).map((t) => t.id);
const toasts = () => toastStore.get().toasts.filter((t) => !t.closing).map((t) => t.message);

const entry = (action: ActivityEntry['action'], id: string, by: { id: string; name: string } = LAYLA, kind: 'trip' | 'user' = 'trip'): ActivityEntry => ({
  id: `e-${action}-${id}`, at: new Date().toISOString(), actor: { id: by.id, name: by.name }, action,
  record: { kind, id, name: backend.trips.find((t) => t.id === id)?.title ?? id }, changes: [], address: '127.0.0.1',
});

/** The page as the app runs it: the live events into the query cache, then the stream is open. */
async function openDetails(id: string) {
  const view = renderDetails(`/trips/details/${id}${FROM}`);
  const sync = createLiveSync(view.client, { quietMs: 0 });
  const stop = subscribeLive((body) => sync.handle(body));
  const title = backend.trips.find((t) => t.id === id)?.title ?? '';
  await until(() => screen.getByRole('heading', { level: 1, name: title }));
  await until(() => screen.getByText(`2 of ${pendingIds().length}`));
  return { view, done: () => { stop(); sync.dispose(); view.unmount(); } };
}

const send = (body: LiveEventBody) => act(() => live.send(body));

test('another admin approves the trip on screen: one notice says who and when, and the queue\'s place stays', async () => {
  const [first = '', second = '', third = ''] = pendingIds();
  const total = pendingIds().length;
  const { done } = await openDetails(second);
  approveElsewhere(backend, second, LAYLA);
  send({ type: 'decision', kind: 'trip', id: second, status: 'approved', by: LAYLA, at: new Date().toISOString() });
  send({ type: 'activity', entry: entry('decision.approved', second) });
  const notice = await until(() => screen.getByText('Layla Haddad approved this trip a few seconds ago'));
  assert.ok(notice.closest('[role="status"]'), 'said politely, where the page is');
  // The record follows: its status and decision panel show the approval.
  await until(() => assert.equal((screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled, true));
  // The trip left the pending queue; the way through it is the one the admin had.
  const nav = screen.getByRole('navigation', { name: 'Queue' });
  assert.equal(within(nav).getByRole('link', { name: 'Previous' }).getAttribute('href'), `/trips/details/${first}${FROM}`);
  assert.equal(within(nav).getByRole('link', { name: 'Next' }).getAttribute('href'), `/trips/details/${third}${FROM}`);
  within(nav).getByText(`2 of ${total}`);
  assert.equal(document.querySelectorAll('.others-change').length, 1, 'one notice');
  assert.deepEqual(toasts(), [], 'and no toast besides');
  done();
});

test('an undo by another admin is told too; the admin\'s own actions and other records are not', async () => {
  const [first = '', second = ''] = pendingIds();
  const { done } = await openDetails(second);
  send({ type: 'activity', entry: entry('decision.approved', first) });
  send({ type: 'activity', entry: entry('decision.approved', second, { id: ME.id, name: 'Ada Admin' }) });
  send({ type: 'activity', entry: entry('decision.undone', second) });
  await until(() => screen.getByText('Layla Haddad undid the decision on this trip a few seconds ago'));
  assert.equal(document.querySelectorAll('.others-change').length, 1);
  done();
});

test('reads the log\'s actions about the item, a dive master\'s user edits included', () => {
  const base = { id: 'e1', at: '2026-01-01T10:00:00.000Z', actor: LAYLA, changes: [] as ActivityEntry['changes'], address: '' } as const;
  const of = (action: ActivityEntry['action'], kind: ActivityEntry['record'] extends infer R ? R extends { kind: infer K } ? K : never : never) =>
    othersChangeOf(kind === 'trip' ? 'trip' : 'diveMaster', 'x1', { ...base, action, record: { kind, id: 'x1', name: 'X' } }, ME.id)?.verb ?? null;
  assert.equal(of('decision.rejected', 'trip'), 'rejected');
  assert.equal(of('decision.reopened', 'trip'), 'reopened');
  assert.equal(of('user.changed', 'user'), 'changed');
  assert.equal(of('decision.approved', 'diveMaster'), 'approved');
  assert.equal(of('user.changed', 'trip'), 'changed', 'the action decides the verb, the kind decides the item');
  assert.equal(othersChangeOf('trip', 'x1', { ...base, action: 'auth.signedIn', record: null }, ME.id), null);
  assert.equal(othersChangeOf('product', 'x1', { ...base, action: 'decision.approved', record: { kind: 'trip', id: 'x1', name: 'X' } }, ME.id), null,
    'a trip and a product may share an id');
});

test('the notice\'s relative time follows the clock', () => {
  mock.timers.enable({ apis: ['setInterval', 'Date'], now: Date.parse('2026-03-01T10:00:00.000Z') });
  try {
    renderUi(<OthersChangeNotice kind="product" change={{ verb: 'rejected', by: LAYLA, at: '2026-03-01T10:00:00.000Z' }} onDismiss={() => {}} />);
    screen.getByText('Layla Haddad rejected this product a few seconds ago');
    act(() => mock.timers.tick(60_000));
    screen.getByText('Layla Haddad rejected this product a minute ago');
    act(() => mock.timers.tick(4 * 60_000));
    screen.getByText('Layla Haddad rejected this product 5 minutes ago');
  } finally {
    mock.timers.reset();
  }
});

test('a reviewer whose claim is taken over is told once: one alert, no toast, no second banner', async () => {
  const [, second = ''] = pendingIds();
  const { done } = await openDetails(second);
  await until(() => assert.ok(backend.collab.claims.some((c) => c.id === second && c.by.id === ME.id)));
  const mine = backend.collab.claims.find((c) => c.id === second) as Claim;
  const theirs: Claim = { ...mine, by: LAYLA, since: new Date().toISOString() };
  backend.collab.claims = [theirs];
  send({ type: 'claim', kind: 'trip', id: second, claim: theirs, previous: mine, ended: 'takenOver' });
  const alert = await until(() => screen.getByRole('alert'));
  assert.equal(alert.textContent, 'LHLayla Haddad took over this review. You can still decide, but they are on it now.Dismiss');
  assert.equal(screen.queryByText(/Being reviewed by/), null, 'the new holder is named once');
  assert.deepEqual(toasts(), []);
  assert.equal(document.querySelectorAll('.claim-banner').length, 1);
  done();
});
