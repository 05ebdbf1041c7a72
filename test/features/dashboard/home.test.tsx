import '../../helpers/dom';
import { afterEach, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { DashboardSummary } from '../../../src/contract';
import DashboardHomePage from '../../../src/features/dashboard/pages/home';
import { useNavCounts, type NavCounts } from '../../../src/features/dashboard';
import { QueryClientProvider, createQueryClient, type QueryClient } from '../../../src/lib/query';
import { RouterProvider, createAppHistory } from '../../../src/lib/router';
import { WithI18n } from '../../helpers/render';

const HOUR = 3_600_000;
const iso = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
const summary = (): DashboardSummary => ({
  pending: { diveMasters: 17, trips: 28, products: 3 },
  overdue: { diveMasters: 10, trips: 0, products: 1 },
  newMessages: 8,
  oldestPending: [
    { kind: 'trip', id: 't 1', title: 'Blue Hole week', submittedAt: iso(100 * HOUR) },
    { kind: 'diveMaster', id: 'u1', title: 'Ana Ruiz', submittedAt: iso(5 * HOUR) },
  ],
  decisionsByDay: Array.from({ length: 14 }, (_, i) => ({ date: `2026-11-${String(12 + i).padStart(2, '0')}`, approved: i % 3, rejected: i === 13 ? 5 : 0 })),
});

let answer: { status: number; body: unknown };
let calls = 0;
const original = globalThis.fetch;
beforeEach(() => {
  calls = 0;
  answer = { status: 200, body: { success: true, data: summary() } };
  globalThis.fetch = (async () => {
    calls += 1;
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
});
afterEach(() => { globalThis.fetch = original; });


function renderHome(client: QueryClient = createQueryClient()) {
  const history = createAppHistory('memory', '/dashboards/home');
  return render(
    <WithI18n>
      <QueryClientProvider client={client}>
        <RouterProvider history={history} routes={[{ path: '/dashboards/home', element: <DashboardHomePage /> }]}
          access={{ status: 'signed-in', loginPath: '/login', homePath: '/' }} />
      </QueryClientProvider>
    </WithI18n>,
  );
}

test('cards link each count to its queue, with the overdue beside it', async () => {
  renderHome();
  screen.getByRole('status');
  const cards = await screen.findByRole('list', { name: 'Waiting for you' });
  const dm = within(cards).getByRole('link', { name: /Dive masters to review/ });
  assert.equal(dm.getAttribute('href'), '/dive-master/pending');
  assert.match(dm.textContent ?? '', /17.*10 overdue/);
  assert.match(within(cards).getByRole('link', { name: /Trips to review/ }).textContent ?? '', /28.*0 overdue/);
  assert.match(within(cards).getByRole('link', { name: /Products to review/ }).textContent ?? '', /1 overdue/);
  const messages = within(cards).getByRole('link', { name: /New contact messages/ });
  assert.equal(messages.getAttribute('href'), '/contact/all');
  assert.match(messages.textContent ?? '', /8$/);
});

test('lists the oldest pending with their age and overdue mark, each linked to its details in its queue', async () => {
  renderHome();
  const region = await screen.findByRole('region', { name: 'Oldest pending' });
  const items = within(region).getAllByRole('listitem');
  assert.equal(items.length, 2);
  const trip = within(items[0] as HTMLElement).getByRole('link', { name: 'Blue Hole week' });
  assert.equal(trip.getAttribute('href'), `/trips/details/t%201?from=${encodeURIComponent('/trips/pending')}`);
  assert.match(items[0]?.textContent ?? '', /4 days/);
  assert.match(items[0]?.textContent ?? '', /Overdue/);
  assert.match(items[1]?.textContent ?? '', /5 hours/);
  assert.doesNotMatch(items[1]?.textContent ?? '', /Overdue/);
  assert.equal(within(items[1] as HTMLElement).getByRole('link').getAttribute('href'), `/dive-master/details/u1?from=${encodeURIComponent('/dive-master/pending')}`);
});

test('draws the decisions as an image named by their totals, with a table behind a button', async () => {
  renderHome();
  const chart = await screen.findByRole('img', { name: /^Decisions in the last 14 days\. 13 approved and 5 rejected\.$/ });
  assert.equal(chart.querySelectorAll('rect').length, 28);
  const toggle = screen.getByRole('button', { name: 'Show as a table' });
  assert.equal(toggle.getAttribute('aria-expanded'), 'false');
  assert.equal(screen.queryByRole('table'), null, 'hidden until asked');
  fireEvent.click(toggle);
  const table = screen.getByRole('table', { name: 'Decisions in the last 14 days' });
  assert.equal(within(table).getAllByRole('row').length, 15);
  assert.equal(screen.getByRole('button', { name: 'Hide the table' }).getAttribute('aria-expanded'), 'true');
});

test('a failed load shows the error with a retry', async () => {
  answer = { status: 500, body: { success: false, code: 'INTERNAL', message: 'Down for a moment' } };
  renderHome();
  await screen.findByText('Down for a moment');
  answer = { status: 200, body: { success: true, data: summary() } };
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await screen.findByRole('list', { name: 'Waiting for you' });
});

test('useNavCounts gives the sidebar the pending and new counts from the same request, and follows decisions', async () => {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useNavCounts(), { wrapper });
  const counts = (): NavCounts | null => result.current;
  assert.equal(counts(), null);
  await waitFor(() => assert.deepEqual(counts(), { diveMaster: 17, trips: 28, products: 3, messages: 8 }));
  const changed = summary();
  changed.pending.trips = 27;
  answer = { status: 200, body: { success: true, data: changed } };
  act(() => client.invalidateTags(['Dashboard']));
  await waitFor(() => assert.equal(counts()?.trips, 27));
  assert.equal(calls, 2);
});
