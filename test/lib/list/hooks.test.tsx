import '../../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LIST_SPECS, type ListPage, type ListParams, type ListSpec } from '../../../src/contract';
import type { MemoryHistory } from 'history';
import type { RequestOptions } from '../../../src/lib/http';
import { UPDATING_DELAY_MS, createListEndpoint, useListController, useRowCursor, useSelection, type ListStateConfig } from '../../../src/lib/list';
import { QueryClientProvider, createQueryClient } from '../../../src/lib/query';
import { here, renderRouter } from '../../helpers/render-router';
import { fakeTimers } from '../../helpers/fake-timers';

const config: ListStateConfig = { spec: LIST_SPECS.trips, sort: 'submittedAt', order: 'asc', fixedFilters: { status: 'pending' } };

interface Row { id: string }
const rowSpec: ListSpec<Row> = { words: (r) => [r.id], sort: { id: (r) => r.id }, filters: {}, defaultSort: { field: 'id', order: 'asc' } };
// Never answers: these tests read the view, not the rows.
const silent = createListEndpoint<Row>({ name: 'test/silent', path: () => '/rows', spec: rowSpec, client: { raw: () => new Promise(() => {}) } });
const silentClient = createQueryClient();
const viewClock = fakeTimers();

function ListView() {
  return <QueryClientProvider client={silentClient}><ListViewBody /></QueryClientProvider>;
}

function ListViewBody() {
  const list = useListController({ endpoint: silent, view: config, extraKeys: ['admin'], timers: viewClock });
  return (
    <>
      <p data-testid="params">{JSON.stringify(list.params)}</p>
      <p data-testid="filtered">{String(list.isFiltered)}</p>
      <p data-testid="carry">{list.carry()}</p>
      <p data-testid="here">{list.here}</p>
      <button onClick={() => list.setPage(3)}>page 3</button>
      <button onClick={() => list.setQuery('wreck')}>search</button>
      <button onClick={() => list.setSort('price', 'desc')}>sort</button>
      <button onClick={() => list.setPageSize(10)}>size</button>
      <button onClick={() => list.setExtra('admin', 'u1')}>admin</button>
      <button onClick={() => list.setExtra('admin', '')}>any admin</button>
      <button onClick={() => list.setExtra('from', '2026-01-01')}>not a key of the screen</button>
    </>
  );
}

const params = (): ListParams => JSON.parse(screen.getByTestId('params').textContent ?? '') as ListParams;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

test('the list controller reads the URL and writes changes into it, keeping keys it does not own', () => {
  const { history } = renderRouter([{ path: '/trips/pending', element: <ListView /> }], { initial: '/trips/pending?page=2&q=reef&from=%2Fx' });
  assert.deepEqual(params(), { page: 2, pageSize: 25, q: 'reef', sort: 'submittedAt', order: 'asc', filters: { status: 'pending' } });
  assert.equal(screen.getByTestId('carry').textContent, '?q=reef');
  assert.equal(screen.getByTestId('here').textContent, '/trips/pending?page=2&q=reef&from=%2Fx');
  click('page 3');
  assert.equal(here(history), '/trips/pending?page=3&q=reef&from=%2Fx');
  click('sort');
  assert.equal(here(history), '/trips/pending?q=reef&from=%2Fx&sort=price&order=desc', 'a new sort is page 1');
  click('size');
  assert.equal(params().pageSize, 10);
  assert.equal(new URLSearchParams(history.location.search).get('pageSize'), '10');
});

test('a search replaces the history entry (its rows slow: the URL goes first); page, sort and size push one', async () => {
  const { history } = renderRouter([{ path: '/trips/pending', element: <ListView /> }], { initial: '/trips/pending' });
  click('page 3');
  act(() => click('search'));
  await act(() => viewClock.advance(UPDATING_DELAY_MS - 1));
  assert.equal(here(history), '/trips/pending?page=3', 'the URL waits for the rows a while');
  await act(() => viewClock.advance(1));
  assert.equal(here(history), '/trips/pending?q=wreck');
  act(() => history.back());
  assert.equal(here(history), '/trips/pending', 'the search replaced page 3');
  assert.equal(params().page, 1);
  act(() => history.forward());
  assert.equal(params().q, 'wreck');
  click('sort');
  act(() => history.back());
  assert.deepEqual([params().q, params().sort], ['wreck', 'submittedAt']);
});

test('the screen\'s extra URL keys go through the controller: with its own keys, back to page 1, counted as filters', () => {
  const { history } = renderRouter([{ path: '/trips/pending', element: <ListView /> }], { initial: '/trips/pending?page=2&q=reef' });
  assert.equal(screen.getByTestId('filtered').textContent, 'false');
  click('admin');
  assert.equal(here(history), '/trips/pending?q=reef&admin=u1');
  assert.equal(screen.getByTestId('filtered').textContent, 'true');
  click('page 3');
  assert.equal(here(history), '/trips/pending?q=reef&admin=u1&page=3', 'a list change keeps it');
  click('any admin');
  assert.equal(here(history), '/trips/pending?q=reef', 'an empty value removes it');
  assert.equal(screen.getByTestId('filtered').textContent, 'false');
  click('not a key of the screen');
  assert.equal(here(history), '/trips/pending?q=reef', 'a key the screen did not name is not written');
  act(() => history.back());
  assert.equal(here(history), '/trips/pending?q=reef&admin=u1&page=3', 'each change is a history entry');
});

function Rows({ ids }: { ids: string[] }) {
  const selection = useSelection(ids);
  const cursor = useRowCursor(ids);
  return (
    <>
      <p data-testid="selected">{[...selection.selected].sort().join(',')}</p>
      <p data-testid="page">{selection.pageState}</p>
      <p data-testid="active">{cursor.activeId ?? '-'}</p>
      {ids.map((id) => (
        <input key={id} type="checkbox" aria-label={id} checked={selection.has(id)}
          onChange={(e) => selection.toggle(id, { range: (e.nativeEvent as MouseEvent).shiftKey })} />
      ))}
      <button onClick={selection.togglePage}>page</button>
      <button onClick={() => selection.deselect(['a', 'c', 'd', 'q'])}>deselect</button>
      <button onClick={() => cursor.move(1)}>j</button>
      <button onClick={() => cursor.move(-1)}>k</button>
    </>
  );
}

test('useSelection: click, shift-click range, select page, other pages kept, deselect', () => {
  const view = render(<Rows ids={['a', 'b', 'c', 'd']} />);
  const text = (id: string) => screen.getByTestId(id).textContent;
  fireEvent.click(screen.getByRole('checkbox', { name: 'a' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'c' }), { shiftKey: true });
  assert.equal(text('selected'), 'a,b,c');
  assert.equal(text('page'), 'some');
  click('page');
  assert.equal(text('page'), 'all');
  view.rerender(<Rows ids={['x', 'y']} />);
  assert.equal(text('page'), 'none');
  fireEvent.click(screen.getByRole('checkbox', { name: 'x' }));
  assert.equal(text('selected'), 'a,b,c,d,x', 'page 1 is still selected');
  click('deselect');
  assert.equal(text('selected'), 'b,x');
});

test('useRowCursor moves with j and k, holds at the ends and forgets the rows of another page', () => {
  const view = render(<Rows ids={['a', 'b', 'c']} />);
  const active = () => screen.getByTestId('active').textContent;
  click('k');
  assert.equal(active(), 'c', 'k from nowhere starts at the last row');
  click('j');
  assert.equal(active(), 'c');
  click('k');
  click('k');
  click('k');
  assert.equal(active(), 'a');
  view.rerender(<Rows ids={['x', 'y']} />);
  assert.equal(active(), '-');
  click('j');
  assert.equal(active(), 'x');
});

test('when the current row leaves and the others stay, the row that takes its place is current', () => {
  const view = render(<Rows ids={['a', 'b', 'c', 'd']} />);
  const active = () => screen.getByTestId('active').textContent;
  click('j');
  click('j');
  assert.equal(active(), 'b');
  view.rerender(<Rows ids={['a', 'c', 'd', 'e']} />);
  assert.equal(active(), 'c', 'the row now on that line');
  click('j');
  assert.equal(active(), 'd', 'and the keys go on from there');
  view.rerender(<Rows ids={['a', 'c']} />);
  assert.equal(active(), 'c', 'the last row when the line is past the end');
});

test('the list controller keeps the old page on screen, marked updating, until the next one arrives', async () => {
  const answers: { page: number; resolve(p: ListPage<Row>): void }[] = [];
  const spec: ListSpec<Row> = { words: (r) => [r.id], sort: { id: (r) => r.id }, filters: {}, defaultSort: { field: 'id', order: 'asc' } };
  const client = {
    raw: <T,>(_method: string, _path: string, _body?: unknown, options?: RequestOptions) =>
      new Promise<T>((resolve) => answers.push({ page: Number(options?.query?.page), resolve: (p) => resolve({ success: true, ...p } as T) })),
  };
  const endpoint = createListEndpoint<Row>({ name: 'test/rows', path: () => '/rows', spec, provides: () => ['Row'], client });
  const page = (n: number): ListPage<Row> => ({ data: [{ id: `row-${n}` }], meta: { total: 60, page: n, pageSize: 25, facets: {} } });
  const queryClient = createQueryClient();
  function View() {
    const list = useListController({ endpoint, view: { spec } });
    return (
      <>
        <p data-testid="list">{`${list.isLoading ? 'loading' : list.rows.map((r) => r.id).join(',')}${list.isUpdating ? ' (updating)' : ''}`}</p>
        <button onClick={() => list.setPage(2)}>page 2</button>
      </>
    );
  }
  renderRouter([{ path: '/rows', element: <QueryClientProvider client={queryClient}><View /></QueryClientProvider> }], { initial: '/rows' });
  const text = () => screen.getByTestId('list').textContent;
  assert.equal(text(), 'loading');
  await act(async () => answers[0]?.resolve(page(1)));
  assert.equal(text(), 'row-1');
  click('page 2');
  assert.equal(text(), 'row-1 (updating)');
  await act(async () => answers.find((a) => a.page === 2)?.resolve(page(2)));
  assert.equal(text(), 'row-2');
  queryClient.reset();
});

/** A list endpoint whose answers the test gives, one by one, with the `q` each was asked for. */
function heldEndpoint() {
  const clock = fakeTimers();
  const answers: { q: string; resolve(p: ListPage<Row>): void }[] = [];
  const spec: ListSpec<Row> = { words: (r) => [r.id], sort: { id: (r) => r.id }, filters: {}, defaultSort: { field: 'id', order: 'asc' } };
  const client = {
    raw: <T,>(_method: string, _path: string, _body?: unknown, options?: RequestOptions) =>
      new Promise<T>((resolve) => answers.push({ q: String(options?.query?.q ?? ''), resolve: (p) => resolve({ success: true, ...p } as T) })),
  };
  const endpoint = createListEndpoint<Row>({ name: `test/held-${Math.random()}`, path: () => '/rows', spec, client });
  const page = (...ids: string[]): ListPage<Row> => ({ data: ids.map((id) => ({ id })), meta: { total: ids.length, page: 1, pageSize: 25, facets: {} } });
  // The URL follows the answer a few promise steps and a paint later: let them run inside act.
  const answer = (q: string, ...ids: string[]) => act(async () => {
    answers.find((a) => a.q === q)?.resolve(page(...ids));
    await clock.advance(0);
  });
  return { endpoint, answers, answer, clock };
}

test('a settled search asks for its rows at once; the old rows stay until the new come, then the URL follows in place', async () => {
  const { endpoint, answers, answer, clock } = heldEndpoint();
  const queryClient = createQueryClient();
  function Searching() {
    const list = useListController({ endpoint, view: { spec: LIST_SPECS.trips }, timers: clock });
    return (
      <>
        <p data-testid="rows">{list.rows.map((r) => r.id).join(',')}</p>
        <button onClick={() => list.setQuery('reef')}>search</button>
        <button onClick={() => list.setPage(2)}>page 2</button>
      </>
    );
  }
  const { history } = renderRouter([{ path: '/trips/all', element: <QueryClientProvider client={queryClient}><Searching /></QueryClientProvider> }], { initial: '/trips/all' });
  await answer('', 'a', 'b');
  const entries = (history as MemoryHistory).index;
  act(() => click('search'));
  assert.deepEqual(answers.map((a) => a.q), ['', 'reef'], 'the request left at once');
  assert.equal(screen.getByTestId('rows').textContent, 'a,b');
  assert.equal(here(history), '/trips/all', 'the URL waits for the rows');
  await answer('reef', 'r');
  assert.equal(screen.getByTestId('rows').textContent, 'r');
  assert.equal(here(history), '/trips/all?q=reef');
  assert.equal((history as MemoryHistory).index, entries, 'in place of the entry, not a new one');
  click('page 2');
  assert.equal(here(history), '/trips/all?q=reef&page=2', 'a change builds on the search');
  queryClient.reset();
});

test('a search left behind (Back, another page) does not change the URL when its rows come', async () => {
  const { endpoint, answer, clock } = heldEndpoint();
  const queryClient = createQueryClient();
  function Searching() {
    const list = useListController({ endpoint, view: { spec: LIST_SPECS.trips }, timers: clock });
    return <button onClick={() => list.setQuery('wreck')}>search</button>;
  }
  const { history } = renderRouter([
    { path: '/trips/all', element: <QueryClientProvider client={queryClient}><Searching /></QueryClientProvider> },
    { path: '/elsewhere', element: <p>Elsewhere</p> },
  ], { initial: '/trips/all' });
  await answer('', 'a');
  click('search');
  act(() => history.push('/elsewhere'));
  await answer('wreck', 'w');
  assert.equal(here(history), '/elsewhere');
  act(() => history.back());
  click('search');
  act(() => history.push('/trips/all?page=3'));
  await answer('wreck', 'w');
  assert.equal(here(history), '/trips/all?page=3', 'another entry of the same list drops it too');
  queryClient.reset();
});
