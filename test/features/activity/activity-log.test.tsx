import '../../helpers/dom';
import { afterEach, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACTIVITY_ACTIONS, type ActivityRecordKind } from '../../../src/contract';
import { freshIds, readRange, scopeOf } from '../../../src/features/activity/model';
import { paths, recordPath } from '../../../src/paths';
import { goneRecords } from '../../../src/ui';
import en from '../../../locales/en.json';
import { LEGAL_IDS, arriving, entry, here, installBackend, renderActivity, type FakeBackend } from '../../helpers/activity-fixture';

let backend: FakeBackend;
let restore: () => void;
beforeEach(() => ({ backend, restore } = installBackend()));
afterEach(() => restore());

const bodyRows = () => screen.getAllByRole('row').filter((r) => r.closest('tbody'));
const loaded = () => waitFor(() => assert.ok(screen.queryAllByRole('rowheader').length > 0));
const rowOf = (text: string) => {
  const row = bodyRows().find((r) => r.textContent?.includes(text));
  assert.ok(row, `a row with "${text}"`);
  return row;
};
const activityCalls = () => backend.calls.filter((c) => c.startsWith('GET /api/v1/activity'));

test('the range: a day, a bad day, an end before the start; only valid parts are asked for', () => {
  const range = (search: string) => readRange(new URLSearchParams(search));
  assert.deepEqual(range('admin=u1&from=2026-11-01&to=2026-11-20'), { admin: 'u1', from: '2026-11-01', to: '2026-11-20', problem: null });
  assert.deepEqual(range('from=2026-02-30').problem, { field: 'from', reason: 'invalid' });
  assert.deepEqual(scopeOf(range('from=2026-02-30&to=2026-03-01')), { admin: null, from: null, to: '2026-03-01' });
  assert.deepEqual(range('from=2026-11-20&to=2026-11-01').problem, { field: 'to', reason: 'reversed' });
  assert.deepEqual(scopeOf(range('admin=u1&from=2026-11-20&to=2026-11-01')), { admin: 'u1', from: null, to: null });
});

test('every action, a possible decision.undone included, and every kind has its words in English', () => {
  const actions = en.activity.actions as Record<string, Record<string, string>>;
  for (const action of [...ACTIVITY_ACTIONS, 'decision.undone']) {
    const [group = '', name = ''] = action.split('.');
    assert.ok(actions[group]?.[name], action);
  }
});

test('record links: each kind to its page; a legal page by its type once known; none without a record', () => {
  const legal = new Map([[LEGAL_IDS.privacy, 'privacy' as const]]);
  const href = (kind: ActivityRecordKind, id = 'x1') => recordPath({ kind, id, name: 'n' }, legal);
  assert.equal(href('trip'), paths.trips.details('x1'));
  assert.equal(href('product'), paths.products.details('x1'));
  assert.equal(href('diveMaster'), paths.diveMaster.details('x1'));
  assert.equal(href('user'), paths.users.details('x1'));
  assert.equal(href('news'), paths.news.details('x1'));
  assert.equal(href('siteContact'), paths.legal.contact);
  assert.equal(href('contact'), paths.contact.details('x1'));
  assert.equal(href('legal', LEGAL_IDS.privacy), paths.legal.privacy);
  assert.equal(href('legal', 'unknown'), null);
  assert.equal(recordPath(null, legal), null);
});

test('deleted news and fresh rows are told apart from the rest', () => {
  const [a] = backend.admins;
  assert.ok(a);
  const gone = goneRecords(backend.entries);
  assert.deepEqual([...gone], ['news:n_0001']);
  const seen = { ids: new Set(backend.entries.map((e) => e.id)), newest: backend.entries[0]?.at ?? '' };
  const arrived = entry(a, 'user.unblocked', -1, { kind: 'user', id: 'u_0200', name: 'Lina Park' });
  const older = entry(a, 'user.changed', 60, { kind: 'user', id: 'u_0200', name: 'Lina Park' });
  assert.deepEqual([...freshIds([arrived, ...backend.entries, older], seen)], [arrived.id], 'an older row moved onto the page is not new');
});

test('each entry: actor, action in words, the record linked (or said deleted), the change, the address and both times', async () => {
  renderActivity(paths.management.activity);
  await loaded();
  assert.deepEqual(activityCalls(), ['GET /api/v1/activity?page=1&sort=at&order=desc']);
  assert.equal(bodyRows().length, backend.entries.length);

  const trip = rowOf('Blue hole at dawn');
  const first = backend.entries[0];
  assert.ok(first);
  within(trip).getByRole('rowheader', { name: first.actor.name });
  assert.equal(within(trip).getByRole('link', { name: first.actor.name }).getAttribute('href'), paths.users.details(first.actor.id));
  assert.equal(trip.querySelector('.activity__action')?.textContent, 'Approved');
  within(trip).getByText('Trip');
  assert.equal(within(trip).getByRole('link', { name: 'Blue hole at dawn' }).getAttribute('href'), paths.trips.details('t_0001'));
  // The changes have their column on a wide screen and fold into the record's cell below it (CSS
  // decides which shows): both say the same. The address is under the time.
  const changes = trip.querySelectorAll('.activity__change');
  assert.equal(changes.length, 2);
  // "changed to" is for screen readers, the arrow for the eye.
  for (const change of changes) assert.equal(change.textContent, 'Status: Pending →changed to Approved');
  assert.equal(trip.querySelector('.activity__from-where')?.textContent, 'Address: 127.0.0.1');
  const time = trip.querySelector('time');
  assert.equal(time?.getAttribute('dateTime'), first.at);
  assert.ok(time?.getAttribute('title'), 'the absolute time on hover');
  assert.ok(trip.querySelector('.activity__absolute')?.textContent, 'and written beside it');

  assert.equal(within(rowOf('Reef hook')).getByRole('link', { name: 'Reef hook' }).getAttribute('href'), paths.products.details('p_0001'));
  assert.equal(within(rowOf('Omar Said')).getByRole('link', { name: 'Omar Said' }).getAttribute('href'), paths.diveMaster.details('u_0100'));
  assert.equal(within(rowOf('Lina Park')).getByRole('link', { name: 'Lina Park' }).getAttribute('href'), paths.users.details('u_0200'));
  assert.equal(within(rowOf('Night dives')).getByRole('link', { name: 'Night dives' }).getAttribute('href'), paths.news.details('n_0002'));
  assert.equal(within(rowOf('hello@diving.test')).getByRole('link', { name: 'hello@diving.test' }).getAttribute('href'), paths.legal.contact);
  assert.equal(within(rowOf('Refund?')).getByRole('link', { name: 'Refund?' }).getAttribute('href'), paths.contact.details('c_0001'));
  await waitFor(() => assert.equal(within(rowOf('Privacy policy')).getByRole('link', { name: 'Privacy policy' }).getAttribute('href'), paths.legal.privacy));

  // The deleted article is named in both of its entries, never linked.
  for (const row of bodyRows().filter((r) => r.textContent?.includes('Old dive fair'))) {
    assert.equal(within(row).queryByRole('link', { name: 'Old dive fair' }), null);
    within(row).getByText('Deleted');
  }
  within(rowOf('Deleted an article')).getByText('Old dive fair');
  within(rowOf('Signed in')).getAllByText('—');
});

test('filters write the URL: action, kind, admin, days and sort; reload keeps them; Back undoes one', async () => {
  const { history, unmount } = renderActivity(paths.management.activity);
  await loaded();
  const [a] = backend.admins;
  assert.ok(a);

  fireEvent.change(screen.getByRole('combobox', { name: 'Action' }), { target: { value: 'decision.approved' } });
  assert.equal(here(history), `${paths.management.activity}?action=decision.approved`);
  await waitFor(() => assert.equal(bodyRows().length, backend.entries.filter((e) => e.action === 'decision.approved').length));
  // The option shows its count once the facets come.
  await waitFor(() => screen.getByRole('option', { name: 'Approved (2)' }));

  fireEvent.click(within(screen.getByRole('radiogroup', { name: 'Record' })).getByRole('radio', { name: /^Trip/ }));
  assert.equal(here(history), `${paths.management.activity}?action=decision.approved&kind=trip`);
  await waitFor(() => assert.equal(bodyRows().length, 1));
  act(() => history.back());
  await waitFor(() => assert.equal(bodyRows().length, 2));

  const adminSelect = await waitFor(() => {
    const select = screen.getByRole('combobox', { name: 'Admin' });
    within(select).getByRole('option', { name: `${a.firstName} ${a.lastName}` });
    return select;
  });
  fireEvent.change(adminSelect, { target: { value: a.id } });
  assert.equal(new URLSearchParams(history.location.search).get('admin'), a.id);
  await waitFor(() => assert.ok(activityCalls().some((c) => c.includes(`admin=${a.id}`))));

  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
  const search = new URLSearchParams(history.location.search);
  assert.equal(search.get('from'), '2026-11-01');
  assert.equal(search.get('to'), '2026-11-30');
  await waitFor(() => assert.ok(activityCalls().some((c) => c.includes('from=2026-11-01') && c.includes('to=2026-11-30'))));

  fireEvent.click(within(screen.getByRole('columnheader', { name: /Admin/ })).getByRole('button'));
  await waitFor(() => assert.equal(new URLSearchParams(history.location.search).get('sort'), 'actor'));
  const url = here(history);
  unmount();

  // A reload: the same URL shows the same filters.
  renderActivity(url);
  await waitFor(() => assert.equal((screen.getByRole('combobox', { name: 'Action' }) as HTMLSelectElement).value, 'decision.approved'));
  assert.equal((screen.getByLabelText('From') as HTMLInputElement).value, '2026-11-01');
  assert.equal((screen.getByLabelText('To') as HTMLInputElement).value, '2026-11-30');
  await waitFor(() => assert.equal((screen.getByRole('combobox', { name: 'Admin' }) as HTMLSelectElement).value, a.id));
  await waitFor(() => assert.deepEqual(bodyRows().map((r) => r.querySelector('th')?.textContent), backend.entries
    .filter((e) => e.action === 'decision.approved' && e.actor.id === a.id)
    .sort((x, y) => x.actor.name.localeCompare(y.actor.name)).map((e) => e.actor.name)));
});

test('an end before the start is said under "To" and not sent; the list stays', async () => {
  const { history } = renderActivity(`${paths.management.activity}?from=2026-11-20&to=2026-11-01`);
  await loaded();
  const to = screen.getByLabelText('To');
  assert.equal(to.getAttribute('aria-invalid'), 'true');
  screen.getByText(en.activity.filters.reversed);
  assert.ok(activityCalls().every((c) => !c.includes('from=') && !c.includes('to=')), 'the server is not asked for what it refuses');
  assert.equal(bodyRows().length, backend.entries.length);
  fireEvent.change(to, { target: { value: '2026-11-30' } });
  assert.equal(new URLSearchParams(history.location.search).get('to'), '2026-11-30');
  await waitFor(() => assert.equal(screen.getByLabelText('To').getAttribute('aria-invalid'), null));
  await waitFor(() => assert.ok(activityCalls().some((c) => c.includes('from=2026-11-20') && c.includes('to=2026-11-30'))));
});

test('entries that come in while the log is open are marked new; the page and focus stay', async () => {
  const { client, history } = renderActivity(`${paths.management.activity}?pageSize=10&page=2`);
  await waitFor(() => assert.equal(bodyRows().length, 1));
  const [a] = backend.admins;
  assert.ok(a);
  const link = within(bodyRows()[0] as HTMLElement).getAllByRole('link')[0] as HTMLElement;
  link.focus();
  backend.entries.unshift(arriving(a, 'user.unblocked', { kind: 'user', id: 'u_0200', name: 'Lina Park' }));
  await act(async () => { client.invalidateTags(['Activity']); });
  await waitFor(() => assert.equal(bodyRows().length, 2));
  assert.equal(here(history), `${paths.management.activity}?pageSize=10&page=2`);
  assert.ok(bodyRows().every((r) => !r.hasAttribute('data-fresh')), 'rows pushed onto page 2 are not new');
  assert.equal(document.activeElement, link, 'the focused link stays focused');
  await waitFor(() => screen.getByText('1 new entry since you opened this page.'));

  fireEvent.click(screen.getByRole('button', { name: 'Show the first page' }));
  assert.equal(here(history), `${paths.management.activity}?pageSize=10`);
  await waitFor(() => assert.equal(bodyRows().length, 10));
  backend.entries.unshift(arriving(a, 'user.blocked', { kind: 'user', id: 'u_0300', name: 'Sam Lee' }));
  await act(async () => { client.invalidateTags(['Activity']); });
  await waitFor(() => assert.ok(rowOf('Sam Lee').hasAttribute('data-fresh')));
  within(rowOf('Sam Lee')).getByText('New');
  assert.equal(bodyRows().filter((r) => r.hasAttribute('data-fresh')).length, 1);
  assert.equal(screen.queryByText(/since you opened this page/), null, 'page 1 shows them instead of counting');
});
