import '../../helpers/dom';
import { afterEach, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { toastStore } from '../../../src/lib/feedback';
import { AUTO_ADVANCE_KEY } from '../../../src/features/reviews/components/auto-advance';
import { ME, approveElsewhere, installDetailsBackend, pendingOldestFirst, renderDetails, settle, type DetailsBackend } from '../../helpers/review-details-fixture';
// The reject dialog loads when first opened: have its code in before the waits start.
import '../../../src/features/reviews/components/reject-dialog';

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
const toasts = () => toastStore.get().toasts.map((t) => t.message);
const path = (view: ReturnType<typeof renderDetails>) => view.history.location.pathname + view.history.location.search;

async function open(at: string) {
  const view = renderDetails(at);
  await settle();
  return view;
}

test('shows loading, then the whole trip with its photos, dive master and history', async () => {
  const [, second = ''] = pendingIds();
  const trip = backend.trips.find((t) => t.id === second);
  const view = renderDetails(`/trips/details/${second}${FROM}`);
  screen.getByRole('status', { name: '' });
  await settle();
  const title = screen.getByRole('heading', { level: 1, name: trip?.title });
  assert.notEqual(document.activeElement, title, 'a first visit leaves focus alone');
  screen.getByRole('list', { name: `Photos of ${trip?.title}` });
  const dm = trip?.diveMaster;
  assert.equal(screen.getByRole('link', { name: `${dm?.firstName} ${dm?.lastName}` }).getAttribute('href'), `/dive-master/details/${dm?.id}`);
  screen.getByRole('heading', { name: 'History' });
  assert.ok(screen.getByText(`2 of ${pendingIds().length}`));
  view.unmount();
});

test('links previous and next within the queue it came from, and [ ] move', async () => {
  const [first = '', second = '', third = ''] = pendingIds();
  const view = await open(`/trips/details/${second}${FROM}`);
  const nav = screen.getByRole('navigation', { name: 'Queue' });
  assert.equal(within(nav).getByRole('link', { name: 'Previous' }).getAttribute('href'), `/trips/details/${first}${FROM}`);
  assert.equal(within(nav).getByRole('link', { name: 'Next' }).getAttribute('href'), `/trips/details/${third}${FROM}`);
  assert.equal(within(nav).getByRole('link', { name: 'Back to the pending queue' }).getAttribute('href'), '/trips/pending');
  fireEvent.keyDown(document.body, { key: ']' });
  await settle();
  assert.equal(path(view), `/trips/details/${third}${FROM}`);
  fireEvent.keyDown(document.body, { key: '[' });
  fireEvent.keyDown(document.body, { key: '[' });
  await settle();
  assert.equal(path(view), `/trips/details/${first}${FROM}`);
  assert.ok(within(screen.getByRole('navigation', { name: 'Queue' })).getByText('Previous').closest('[aria-disabled="true"]'), 'the first has no previous');
});

test('approving sends the updatedAt it showed, toasts, and moves on to the next pending item', async () => {
  const [first = '', second = ''] = pendingIds();
  const shown = backend.trips.find((t) => t.id === first)?.updatedAt;
  const view = await open(`/trips/details/${first}${FROM}`);
  fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
  await settle();
  assert.deepEqual(backend.decisions, [{ id: first, body: { status: 'approved', expectedUpdatedAt: shown } }]);
  const named = backend.trips.find((t) => t.id === first)?.title;
  assert.ok(toasts().includes(`Approved “${named}”`), toasts().join('|'));
  assert.equal(path(view), `/trips/details/${second}${FROM}`);
  await settle();
  const title = screen.getByRole('heading', { level: 1, name: backend.trips.find((t) => t.id === second)?.title });
  assert.equal(document.activeElement, title, 'focus on the new record\'s title');
});

test('a slow decision does not move on once the admin has gone back to the queue', async () => {
  const [first = ''] = pendingIds();
  const view = await open(`/trips/details/${first}${FROM}`);
  let release = () => {};
  backend.hold = new Promise((resolve) => { release = resolve; });
  fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
  await settle();
  act(() => view.history.push('/trips/pending'));
  release();
  await settle();
  assert.equal(backend.trips.find((t) => t.id === first)?.status, 'approved', 'the decision is saved');
  assert.equal(path(view), '/trips/pending', 'the admin stays where they went');
});

test('with moving on turned off (and remembered), the page stays and its history shows the decision', async () => {
  const [first = ''] = pendingIds();
  const view = await open(`/trips/details/${first}${FROM}`);
  fireEvent.click(screen.getByRole('switch', { name: 'Go to the next pending item after a decision' }));
  assert.equal(localStorage.getItem(AUTO_ADVANCE_KEY), 'off');
  fireEvent.keyDown(document.body, { key: 'a' });
  await settle();
  assert.equal(path(view), `/trips/details/${first}${FROM}`);
  const history = screen.getByRole('region', { name: 'History' });
  assert.ok(within(history).getByText('by Ada Admin'));
  assert.equal((screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled, true, 'already approved');
});

test('r opens the reason, a ready phrase goes in, and the rejection carries it', async () => {
  localStorage.setItem(AUTO_ADVANCE_KEY, 'off');
  const [first = ''] = pendingIds();
  await open(`/trips/details/${first}${FROM}`);
  fireEvent.keyDown(document.body, { key: 'r' });
  const dialog = await screen.findByRole('dialog', { name: 'Reject this trip' });
  await settle(); // its reset on opening runs before the typing
  fireEvent.keyDown(dialog, { key: 'a' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Photos are missing or do not show the dive site.' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  await settle();
  assert.equal(backend.decisions.length, 1, 'the a pressed inside the dialog approved nothing');
  assert.deepEqual(backend.decisions[0]?.body.reason, 'Photos are missing or do not show the dive site.');
  assert.equal(screen.queryByRole('dialog'), null);
  const history = screen.getByRole('region', { name: 'History' });
  assert.ok(within(history).getByText('Photos are missing or do not show the dive site.'));
});

test('a 409 says who decided first in the page\'s language, keeps the typed reason, and a second decision is knowing', async () => {
  localStorage.setItem(AUTO_ADVANCE_KEY, 'off');
  const [first = ''] = pendingIds();
  await open(`/trips/details/${first}${FROM}`);
  approveElsewhere(backend, first);
  fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
  await screen.findByRole('dialog');
  await settle(); // its reset on opening runs before the typing
  fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: 'Too late?' } });
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }));
  await settle();
  const alert = await screen.findByRole('alert'); // its code loads with the first conflict
  const text = alert.textContent ?? '';
  const decided = backend.trips.find((t) => t.id === first)?.history.at(-1)?.at ?? '';
  const time = new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date(decided));
  assert.ok(text.includes(`Approved by Ana Ruiz at ${time}.`), text);
  assert.doesNotMatch(text, /UTC/, 'the sentence is the page\'s own, not the server\'s');
  assert.match(text, /Now: Approved/);
  assert.ok(within(alert).getByText('Too late?'), 'the reason typed is shown, not thrown away');
  assert.equal(backend.trips.find((t) => t.id === first)?.status, 'approved', 'nothing overwritten');
  assert.ok(within(screen.getByRole('region', { name: 'History' })).getByText('by Ana Ruiz'), 'the fresh record is shown');
  // Deciding again opens with the reason kept, uses the fresh updatedAt and goes through.
  fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
  await settle();
  assert.equal((screen.getByRole('textbox', { name: /Reason/ }) as HTMLTextAreaElement).value, 'Too late?');
  fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: 'Seen it; still no.' } });
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }));
  await settle();
  assert.equal(backend.trips.find((t) => t.id === first)?.status, 'rejected');
  assert.equal(screen.queryByRole('alert'), null);
});

test('a 409 from the same admin in another tab says so, not "someone else"', async () => {
  localStorage.setItem(AUTO_ADVANCE_KEY, 'off');
  const [first = ''] = pendingIds();
  await open(`/trips/details/${first}${FROM}`);
  approveElsewhere(backend, first, { id: ME.id, name: 'Ada Admin' });
  fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
  await settle();
  const alert = await screen.findByRole('alert');
  assert.match(alert.textContent ?? '', /Approved by you, in another tab or window, at /);
  assert.doesNotMatch(alert.textContent ?? '', /Ada Admin|Someone else/);
});

test('an unknown trip shows not found with the way back; a failed load offers a retry', async () => {
  const view = await open(`/trips/details/nope${FROM}`);
  screen.getByText('This trip does not exist');
  assert.equal(screen.getByRole('link', { name: 'Go to the pending queue' }).getAttribute('href'), '/trips/pending');
  view.unmount();
  const [first = ''] = pendingIds();
  backend.failNextGet = 500;
  await open(`/trips/details/${first}`);
  const retry = screen.getByRole('button', { name: 'Try again' });
  await act(async () => { fireEvent.click(retry); });
  await settle();
  screen.getByRole('heading', { level: 1, name: backend.trips.find((t) => t.id === first)?.title });
});

test('without a queue to come from, the back link is the pending queue and there is no position', async () => {
  const [first = ''] = pendingIds();
  await open(`/trips/details/${first}`);
  assert.equal(screen.getByRole('link', { name: 'Back to the pending queue' }).getAttribute('href'), '/trips/pending');
  assert.equal(screen.queryByText(/ of \d+$/), null);
});

test('at a page edge the neighbour comes from the next page, and its link names that page', async () => {
  const ids = pendingIds();
  const tenth = ids[9] ?? '';
  const from = (q: string) => `?from=${encodeURIComponent(`/trips/pending${q}`)}`;
  const view = await open(`/trips/details/${tenth}${from('?pageSize=10')}`);
  await settle();
  const next = within(screen.getByRole('navigation', { name: 'Queue' })).getByRole('link', { name: 'Next' });
  assert.equal(next.getAttribute('href'), `/trips/details/${ids[10]}${from('?page=2&pageSize=10')}`);
  assert.ok(screen.getByText(`10 of ${ids.length}`));
  fireEvent.click(next);
  await settle();
  assert.equal(path(view), `/trips/details/${ids[10]}${from('?page=2&pageSize=10')}`);
  const previous = within(screen.getByRole('navigation', { name: 'Queue' })).getByRole('link', { name: 'Previous' });
  assert.equal(previous.getAttribute('href'), `/trips/details/${tenth}${from('?pageSize=10')}`);
  assert.ok(screen.getByText(`11 of ${ids.length}`));
});
