import '../../helpers/dom';
import { afterEach, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { tabOf } from '../../../src/features/reviews/components/queue-page';
import { placeName } from '../../../src/features/reviews/components/place';
import { isOverdue } from '../../../src/features/reviews/components/queue-cells';
import { tabCounts } from '../../../src/features/reviews/components/queue-tabs';
import { installBackend, renderQueue, settle, type FakeBackend } from '../../helpers/review-queue-fixture';
// The reject and shortcuts dialogs load when first opened: have their code in before the waits start.
import '../../../src/features/reviews/components/reject-dialog';

let backend: FakeBackend;
let restore: () => void;
beforeEach(() => ({ backend, restore } = installBackend()));
afterEach(() => restore());

const here = (h: { location: { pathname: string; search: string } }) => h.location.pathname + h.location.search;
const bodyRows = () => screen.getAllByRole('row').filter((r) => r.closest('tbody'));
const titles = () => screen.getAllByRole('rowheader').map((c) => c.textContent ?? '');
const key = (k: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key: k });

test('helpers: the tab of a path, counts from facets, overdue past 72 h, place names', () => {
  assert.equal(tabOf('/trips/pending'), 'pending');
  assert.equal(tabOf('/trips/rejected/'), 'rejected');
  assert.equal(tabOf('/trips/whatever'), 'all');
  assert.deepEqual(tabCounts({ total: 3, page: 1, pageSize: 25, facets: { status: { pending: 3, approved: 5, rejected: 1 } } }),
    { all: 9, pending: 3, approved: 5, rejected: 1 });
  assert.deepEqual(tabCounts(undefined), {});
  const now = Date.parse('2026-11-25T09:00:00Z');
  assert.equal(isOverdue('pending', '2026-11-22T08:59:00Z', now), true);
  assert.equal(isOverdue('pending', '2026-11-22T09:01:00Z', now), false);
  assert.equal(isOverdue('approved', '2026-01-01T00:00:00Z', now), false);
  assert.equal(placeName('Ari Atoll, Maldives', 'Maldives'), 'Ari Atoll, Maldives');
  assert.equal(placeName('Blue Hole, Dahab', 'Egypt'), 'Blue Hole, Dahab, Egypt');
});

test('pending opens oldest first with ages, overdue badges a screen reader names, and tab counts', async () => {
  const { history } = renderQueue('/trips/pending');
  await waitFor(() => assert.ok(bodyRows().length > 1 && !bodyRows()[0]?.classList.contains('table__skeleton')));
  const pending = backend.trips.filter((t) => t.status === 'pending').sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
  assert.equal(titles()[0], pending[0]?.title);
  assert.equal(titles().length, Math.min(25, pending.length));
  assert.match(backend.calls[0] ?? '', /^GET \/api\/v1\/trips\/all-trips\/pending\?page=1&sort=submittedAt&order=asc&status=pending$/);
  const first = bodyRows()[0];
  assert.ok(first);
  assert.match(first.textContent ?? '', /\d+ days/);
  const badge = within(first).getByText('Overdue');
  assert.match(badge.textContent ?? '', /Overdue\(pending for more than 72 hours\)/);
  const nav = screen.getByRole('navigation', { name: 'Trips by status' });
  const count = (status: string) => backend.trips.filter((t) => status === 'all' || t.status === status).length;
  for (const [name, status] of [['All', 'all'], ['Pending', 'pending'], ['Approved', 'approved'], ['Rejected', 'rejected']]) {
    const link = within(nav).getByRole('link', { name: new RegExp(`^${name}`) });
    assert.equal(link.textContent, `${name}${count(status ?? '')}`);
  }
  assert.equal(within(nav).getByRole('link', { name: /^Pending/ }).getAttribute('aria-current'), 'page');
  const submitted = screen.getByRole('columnheader', { name: /Submitted/ });
  assert.equal(submitted.getAttribute('aria-sort'), 'ascending');
  fireEvent.click(within(screen.getByRole('columnheader', { name: /Title/ })).getByRole('button'));
  assert.equal(here(history), '/trips/pending?sort=title&order=asc');
  await waitFor(() => assert.equal(screen.getByRole('columnheader', { name: /Title/ }).getAttribute('aria-sort'), 'ascending'));
  await waitFor(() => assert.deepEqual(titles(), [...titles()].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))));
  const link = within(nav).getByRole('link', { name: /^All/ });
  assert.equal(link.getAttribute('href'), '/trips/all', 'tabs carry only the search and page size');
  const open = screen.getAllByRole('link').find((a) => a.getAttribute('href')?.startsWith('/trips/details/'));
  assert.equal(new URL(open?.getAttribute('href') ?? '', 'http://x').searchParams.get('from'), '/trips/pending?sort=title&order=asc');
});

test('bulk approve: at most 4 in flight, each with its expectedUpdatedAt, a report, failures stay selected', async () => {
  renderQueue('/trips/pending?pageSize=10');
  await waitFor(() => assert.equal(titles().length, 10));
  const shown = backend.trips.filter((t) => t.status === 'pending').sort((a, b) => a.submittedAt.localeCompare(b.submittedAt)).slice(0, 10);
  const planted = shown[2];
  assert.ok(planted);
  backend.conflicts.add(planted.id);
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
  assert.match((await screen.findByRole('group', { name: 'Selected rows' })).textContent ?? '', /10 selected/);
  const before = backend.calls.length;
  fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
  // A bulk decision asks first, naming the count and the kind.
  const confirm = await screen.findByRole('alertdialog', { name: 'Approve 10 trips?' });
  assert.equal(backend.calls.slice(before).filter((c) => c.startsWith('PUT')).length, 0, 'nothing is sent before the yes');
  fireEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
  await waitFor(() => assert.ok(screen.getByRole('region', { name: 'Approval finished' })));
  const puts = backend.calls.slice(before).filter((c) => c.startsWith('PUT'));
  assert.equal(puts.length, 10);
  assert.ok(backend.peak <= 4 && backend.peak >= 2, `peak ${backend.peak}`);
  const report = screen.getByRole('region', { name: 'Approval finished' });
  assert.match(report.textContent ?? '', /9 succeeded · 1 failed/);
  const failure = within(report).getByText(planted.title).closest('li');
  assert.match(failure?.textContent ?? '', /Someone got there first: approved by Ana Ruiz 5 minutes ago\./);
  const lists = backend.calls.slice(before).filter((c) => c.startsWith('GET'));
  assert.equal(lists.length, 1, 'the list refetched once, after the last decision');
  await waitFor(() => assert.ok(!titles().includes(shown[0]?.title ?? '')));
  assert.match(screen.getByRole('group', { name: 'Selected rows' }).textContent ?? '', /1 selected/, 'the failure stays selected');
  assert.equal((screen.getByRole('checkbox', { name: `Select ${planted.title}` }) as HTMLInputElement).checked, true);
});

test('keyboard: j j x selects the second row, k moves back, / focuses search, g p goes to pending', async () => {
  const { history } = renderQueue('/trips/all');
  await waitFor(() => assert.ok(titles().length > 3));
  key('j');
  key('j');
  const second = bodyRows()[1];
  assert.equal(document.activeElement, second);
  assert.ok(second?.hasAttribute('data-active'));
  assert.equal(second?.tabIndex, 0);
  key('x');
  assert.equal((within(second as HTMLElement).getByRole('checkbox') as HTMLInputElement).checked, true);
  key('k');
  assert.equal(document.activeElement, bodyRows()[0]);
  key('/');
  assert.equal(document.activeElement, screen.getByRole('searchbox', { name: 'Search trips' }));
  act(() => (document.activeElement as HTMLElement).blur());
  key('g');
  key('p');
  assert.equal(here(history), '/trips/pending');
  await settle();
});

test('a failed load shows the error with a retry that brings the rows', async () => {
  backend.failNextList = true;
  renderQueue('/trips/approved');
  const alert = await screen.findByRole('alert');
  assert.match(alert.textContent ?? '', /The list is down/);
  fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  await waitFor(() => assert.ok(titles().length > 0));
  assert.equal(screen.queryByRole('alert'), null);
});

test('bulk reject asks for one reason and sends it with every row; a and r act on the focused row; ? lists the keys', async () => {
  renderQueue('/trips/pending?pageSize=10');
  await waitFor(() => assert.equal(titles().length, 10));
  const shown = titles();
  fireEvent.click(screen.getByRole('checkbox', { name: `Select ${shown[0]}` }));
  fireEvent.click(screen.getByRole('checkbox', { name: `Select ${shown[1]}` }));
  fireEvent.click(within(await screen.findByRole('group', { name: 'Selected rows' })).getByRole('button', { name: 'Reject' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject 2 trips' });
  await settle(); // its reset on opening runs before the typing
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Photos are missing.' } });
  const before = backend.calls.length;
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reject 2' }));
  await waitFor(() => assert.ok(screen.getByRole('region', { name: 'Rejection finished' })));
  const puts = backend.calls.slice(before).filter((c) => c.startsWith('PUT'));
  assert.equal(puts.length, 2);
  const rejected = backend.trips.filter((t) => t.status === 'rejected' && [shown[0], shown[1]].includes(t.title));
  assert.equal(rejected.length, 2);
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  await waitFor(() => assert.ok(!titles().includes(shown[0] ?? '')));

  // The keyboard acts on the focused row when nothing is selected: one decision needs no report.
  key('j');
  const target = titles()[0];
  key('a');
  await waitFor(() => assert.equal(backend.trips.find((t) => t.title === target)?.status, 'approved'));
  assert.equal(screen.queryByRole('region', { name: 'Approval finished' }), null);
  await waitFor(() => assert.ok(!titles().includes(target ?? '')));
  key('j');
  key('r');
  assert.ok(await screen.findByRole('dialog', { name: 'Reject this trip' }));
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await settle();
  act(() => (document.activeElement as HTMLElement | null)?.blur());
  key('?');
  const help = await screen.findByRole('dialog', { name: /Keyboard shortcuts/ });
  within(help).getByText('Undo the last decision (while its message shows)');
});
