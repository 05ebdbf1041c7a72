// Changes made before React renders the last one: a filter click pushes its entry at once and the
// screen renders it a little later, so an Enter in the search (or a filter after an Enter) can land
// in between. Each change acts on where the history is, never on the render before it, and none
// loses another; the field's pause reporting the text before Enter does not lose it either.
import '../../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { USER_LIST_SPEC, type ListPage, type ListSpec } from '../../../src/contract';
import type { RequestOptions } from '../../../src/lib/http';
import { SEARCH_BURST_MS, UPDATING_DELAY_MS, createListEndpoint, useListController, type ListController } from '../../../src/lib/list';
import { QueryClientProvider, createQueryClient } from '../../../src/lib/query';
import { SearchField } from '../../../src/ui';
import { fakeTimers } from '../../helpers/fake-timers';
import { WithI18n } from '../../helpers/render';
import { here, renderRouter } from '../../helpers/render-router';

interface Row { id: string }
const rowSpec: ListSpec<Row> = { words: (r) => [r.id], sort: { id: (r) => r.id }, filters: {}, defaultSort: { field: 'id', order: 'asc' } };
let lists = 0;

/** A list of users (role and status filters) whose answers the test gives, by `q`. */
function renderUsers(initial: string, pauseMs = 60_000) {
  const clock = fakeTimers();
  const asked: { q: string; status: string; answered: boolean; resolve(ids: string[]): void }[] = [];
  const client = {
    raw: <T,>(_method: string, _path: string, _body?: unknown, options?: RequestOptions) => new Promise<T>((resolve) => {
      const request = {
        q: String(options?.query?.q ?? ''), status: String(options?.query?.status ?? ''), answered: false,
        resolve: (ids: string[]) => {
          request.answered = true;
          const page: ListPage<Row> = { data: ids.map((id) => ({ id })), meta: { total: ids.length, page: 1, pageSize: 25, facets: {} } };
          resolve({ success: true, ...page } as T);
        },
      };
      asked.push(request);
    }),
  };
  const endpoint = createListEndpoint<Row>({ name: `test/before-render-${lists++}`, path: () => '/users', spec: rowSpec, client });
  const queryClient = createQueryClient();
  const controller: { current: ListController<Row> | null } = { current: null };
  function Users() {
    const list = useListController({ endpoint, view: { spec: USER_LIST_SPEC }, timers: clock, searchPauseMs: pauseMs });
    controller.current = list;
    return (
      <>
        <SearchField label="Search users" search={list.search} />
        <p data-testid="rows">{list.rows.map((r) => r.id).join(',')}</p>
        <p data-testid="q">{list.params.q}</p>
      </>
    );
  }
  const element = <WithI18n><QueryClientProvider client={queryClient}><Users /></QueryClientProvider></WithI18n>;
  const { history } = renderRouter([{ path: '/users', element }], { initial });
  const list = () => {
    assert.ok(controller.current);
    return controller.current;
  };
  /** Answers every unanswered request for `q`, then lets the promise steps, the paint and the render run. */
  const answer = (q: string, ...ids: string[]) => act(async () => {
    for (const request of asked.filter((a) => a.q === q && !a.answered)) request.resolve(ids);
    await clock.advance(0);
  });
  /** Lets `ms` pass on the list's clock. */
  const wait = (ms: number) => act(() => clock.advance(ms));
  const input = screen.getByRole('searchbox', { name: 'Search users' }) as HTMLInputElement;
  return { history, asked, answer, list, input, wait, done: () => queryClient.reset() };
}

const query = (path: string) => Object.fromEntries(new URLSearchParams(path.split('?')[1] ?? ''));

test('a search settled after a filter change, before the filter is rendered, lands on the filtered view', async () => {
  const s = renderUsers('/users?role=diveMaster&status=blocked');
  await s.answer('', 'b1');
  act(() => {
    const list = s.list();
    list.setFilter('status', null);
    list.setQuery('Kittipong'); // with the closure of the render before the filter
  });
  assert.deepEqual(query(here(s.history)), { role: 'diveMaster' }, 'the filter is in the URL at once');
  assert.deepEqual(s.asked.map((a) => [a.q, a.status]).at(-1), ['Kittipong', ''], 'the search asked for the filtered view');
  await s.answer('Kittipong', 'k1');
  await waitFor(() => assert.deepEqual(query(here(s.history)), { role: 'diveMaster', q: 'Kittipong' }));
  assert.equal(screen.getByTestId('rows').textContent, 'k1');
  assert.equal(s.input.value, 'Kittipong');
  s.done();
});

test('a filter changed after a settled search, before the search is rendered, keeps the text', async () => {
  const s = renderUsers('/users?role=diveMaster&status=blocked');
  await s.answer('', 'b1');
  act(() => {
    const list = s.list();
    list.setQuery('Kittipong');
    list.setFilter('status', null); // with the closure of the render before the search
  });
  assert.deepEqual(query(here(s.history)), { role: 'diveMaster', q: 'Kittipong' }, 'the filter builds on the text');
  await s.answer('Kittipong', 'k1');
  await s.wait(UPDATING_DELAY_MS + 50);
  assert.deepEqual(query(here(s.history)), { role: 'diveMaster', q: 'Kittipong' });
  assert.equal(screen.getByTestId('q').textContent, 'Kittipong');
  s.done();
});

test('two filter changes before a render both stay', () => {
  const s = renderUsers('/users?status=blocked');
  act(() => {
    const list = s.list();
    list.setFilter('role', 'admin');
    list.setFilter('status', 'active');
  });
  assert.deepEqual(query(here(s.history)), { role: 'admin', status: 'active' });
  s.done();
});

test('Enter after the field\'s pause reported the text, before the URL followed, still puts it in the URL', async () => {
  const s = renderUsers('/users', 20);
  await s.answer('', 'a');
  fireEvent.change(s.input, { target: { value: 'Kittipong' } });
  await s.wait(20); // the pause: reported, rows not in yet
  fireEvent.keyDown(s.input, { key: 'Enter' });
  await s.answer('Kittipong', 'k1');
  await waitFor(() => assert.equal(here(s.history), '/users?q=Kittipong'));
  assert.equal(screen.getByTestId('rows').textContent, 'k1');
  s.done();
});

test('a text typed away from the one settled and back, before the URL followed, still puts it in the URL', async () => {
  const s = renderUsers('/users', 20);
  await s.answer('', 'a');
  fireEvent.change(s.input, { target: { value: 'Kitti' } });
  await s.wait(20); // the pause: reported, rows not in yet
  fireEvent.change(s.input, { target: { value: 'Kittip' } });
  fireEvent.change(s.input, { target: { value: 'Kitti' } }); // the field counts it reported: no second report
  await s.answer('Kitti', 'k1');
  await s.wait(SEARCH_BURST_MS); // the keys stopped: the rows it waits for show
  await waitFor(() => assert.equal(here(s.history), '/users?q=Kitti'));
  assert.equal(screen.getByTestId('rows').textContent, 'k1');
  s.done();
});

test('a navigation before the render still drops the search settled on the entry left', async () => {
  const s = renderUsers('/users?status=blocked');
  await s.answer('', 'b1');
  act(() => s.history.push('/users?status=active'));
  act(() => s.history.back());
  act(() => {
    s.list().setQuery('Kittipong');
    s.history.forward();
  });
  await s.answer('Kittipong', 'k1');
  await s.wait(UPDATING_DELAY_MS + 50);
  assert.equal(here(s.history), '/users?status=active', 'the search typed on the entry left never writes');
  s.done();
});
