import '../../dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LIST_SPECS, type ListPage, type ListParams, type ListSpec } from '../../../src/contract';
import type { RequestOptions } from '../../../src/lib/http';
import { SEARCH_WAIT_MS, createListEndpoint, useList, useListState, useRowCursor, useSelection, type ListStateConfig } from '../../../src/lib/list';
import { QueryClientProvider, createQueryClient } from '../../../src/lib/query';
import { here, renderRouter } from '../router/render-router';

const config: ListStateConfig = { spec: LIST_SPECS.trips, sort: 'submittedAt', order: 'asc', fixedFilters: { status: 'pending' } };

function ListView() {
  const list = useListState(config);
  return (
    <>
      <p data-testid="params">{JSON.stringify(list.params)}</p>
      <p data-testid="carry">{list.carry()}</p>
      <p data-testid="here">{list.here}</p>
      <button onClick={() => list.setPage(3)}>page 3</button>
      <button onClick={() => list.setQuery('wreck')}>search</button>
      <button onClick={() => list.setSort('price', 'desc')}>sort</button>
      <button onClick={() => list.setPageSize(10)}>size</button>
    </>
  );
}

const params = (): ListParams => JSON.parse(screen.getByTestId('params').textContent ?? '') as ListParams;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

test('useListState reads the URL and writes changes into it, keeping keys it does not own', () => {
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

test('typing replaces the history entry; page, sort and size push one, so Back returns to each view', () => {
  const { history } = renderRouter([{ path: '/trips/pending', element: <ListView /> }], { initial: '/trips/pending' });
  click('page 3');
  click('search');
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
      <button onClick={() => selection.retain(['b', 'x'])}>retain</button>
      <button onClick={() => cursor.move(1)}>j</button>
      <button onClick={() => cursor.move(-1)}>k</button>
    </>
  );
}

test('useSelection: click, shift-click range, select page, other pages kept, retain', () => {
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
  click('retain');
  assert.equal(text('selected'), 'b,x');
});

test('useRowCursor moves with j and k, holds at the ends and forgets a row that left', () => {
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

interface Row { id: string }
test('useList keeps the old page on screen, marked updating, until the next one arrives', async () => {
  const answers: { page: number; resolve(p: ListPage<Row>): void }[] = [];
  const spec: ListSpec<Row> = { words: (r) => [r.id], sort: { id: (r) => r.id }, filters: {}, defaultSort: { field: 'id', order: 'asc' } };
  const client = {
    raw: <T,>(_method: string, _path: string, _body?: unknown, options?: RequestOptions) =>
      new Promise<T>((resolve) => answers.push({ page: Number(options?.query?.page), resolve: (p) => resolve({ success: true, ...p } as T) })),
  };
  const endpoint = createListEndpoint<Row>({ name: 'test/rows', path: () => '/rows', spec, provides: () => ['Row'], client });
  const page = (n: number): ListPage<Row> => ({ data: [{ id: `row-${n}` }], meta: { total: 60, page: n, pageSize: 25, facets: {} } });
  const queryClient = createQueryClient();
  const base: ListParams = { page: 1, pageSize: 25, q: '', sort: null, order: 'desc', filters: {} };
  function View({ p }: { p: ListParams }) {
    const list = useList(endpoint, p);
    return <p data-testid="list">{`${list.isLoading ? 'loading' : list.rows.map((r) => r.id).join(',')}${list.isUpdating ? ' (updating)' : ''}`}</p>;
  }
  const ui = (p: ListParams) => <QueryClientProvider client={queryClient}><View p={p} /></QueryClientProvider>;
  const view = render(ui(base));
  const text = () => screen.getByTestId('list').textContent;
  assert.equal(text(), 'loading');
  await act(async () => answers[0]?.resolve(page(1)));
  assert.equal(text(), 'row-1');
  view.rerender(ui({ ...base, page: 2 }));
  assert.equal(text(), 'row-1 (updating)');
  await act(async () => answers.find((a) => a.page === 2)?.resolve(page(2)));
  assert.equal(text(), 'row-2');
  queryClient.reset();
});

/** A list endpoint whose answers the test gives, one by one, with the `q` each was asked for. */
function heldEndpoint() {
  const answers: { q: string; resolve(p: ListPage<Row>): void }[] = [];
  const spec: ListSpec<Row> = { words: (r) => [r.id], sort: { id: (r) => r.id }, filters: {}, defaultSort: { field: 'id', order: 'asc' } };
  const client = {
    raw: <T,>(_method: string, _path: string, _body?: unknown, options?: RequestOptions) =>
      new Promise<T>((resolve) => answers.push({ q: String(options?.query?.q ?? ''), resolve: (p) => resolve({ success: true, ...p } as T) })),
  };
  const endpoint = createListEndpoint<Row>({ name: `test/held-${Math.random()}`, path: () => '/rows', spec, client });
  const page = (...ids: string[]): ListPage<Row> => ({ data: ids.map((id) => ({ id })), meta: { total: ids.length, page: 1, pageSize: 25, facets: {} } });
  // The URL follows the answer a few promise steps later: wait for them inside act.
  const answer = (q: string, ...ids: string[]) => act(async () => {
    answers.find((a) => a.q === q)?.resolve(page(...ids));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { endpoint, answers, answer };
}

test('a search asks for its rows first, shows them once they are in, and the URL follows: never the old rows marked updating', async () => {
  const { endpoint, answers, answer } = heldEndpoint();
  const queryClient = createQueryClient();
  const shown: string[] = [];
  function Searching() {
    const list = useListState({ spec: LIST_SPECS.trips });
    const result = useList(endpoint, list.params);
    shown.push(`${list.params.q}:${result.rows.map((r) => r.id).join(',')}${result.isUpdating ? ' (updating)' : ''}`);
    return (
      <>
        <button onClick={() => list.setQuery('reef')}>search</button>
        <button onClick={() => list.setPage(2)}>page 2</button>
      </>
    );
  }
  const { history } = renderRouter([{ path: '/trips/all', element: <QueryClientProvider client={queryClient}><Searching /></QueryClientProvider> }], { initial: '/trips/all' });
  await answer('', 'a', 'b');
  click('search');
  assert.deepEqual(answers.map((a) => a.q), ['', 'reef'], 'the request left at once');
  assert.equal(here(history), '/trips/all', 'the URL waits for the rows');
  shown.length = 0;
  await answer('reef', 'r');
  assert.equal(shown.at(-1), 'reef:r', 'the rows show as soon as they are in');
  await waitFor(() => assert.equal(here(history), '/trips/all?q=reef'), { timeout: 1000 });
  const searched = shown.filter((s) => s.startsWith('reef'));
  assert.ok(searched.length > 0 && searched.every((s) => s === 'reef:r'), `the new URL rendered with its rows, never the old ones marked updating: ${searched.join(' | ')}`);

  // A change made while a search waits builds on it, and goes at once.
  click('search');
  act(() => history.replace('/trips/all'));
  await waitFor(() => assert.equal(here(history), '/trips/all'));
  click('search');
  click('page 2');
  assert.equal(here(history), '/trips/all?page=2&q=reef');
  await answer('reef', 'r');
  assert.equal(here(history), '/trips/all?page=2&q=reef', 'the search does not come back over the page');
  queryClient.reset();
});

test('a search left behind (Back, another page) does not change the URL when its rows come', async () => {
  const { endpoint, answer } = heldEndpoint();
  const queryClient = createQueryClient();
  function Searching() {
    const list = useListState({ spec: LIST_SPECS.trips });
    useList(endpoint, list.params);
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

test('a search whose rows do not come within SEARCH_WAIT_MS changes the URL anyway; the old rows show updating', async () => {
  const { endpoint, answer } = heldEndpoint();
  const queryClient = createQueryClient();
  function Searching() {
    const list = useListState({ spec: LIST_SPECS.trips });
    const result = useList(endpoint, list.params);
    return (
      <>
        <p data-testid="rows">{`${result.rows.map((r) => r.id).join(',')}${result.isUpdating ? ' (updating)' : ''}`}</p>
        <button onClick={() => list.setQuery('slow')}>search</button>
      </>
    );
  }
  const { history } = renderRouter([{ path: '/trips/all', element: <QueryClientProvider client={queryClient}><Searching /></QueryClientProvider> }], { initial: '/trips/all' });
  await answer('', 'a');
  const started = performance.now();
  click('search');
  await waitFor(() => assert.equal(here(history), '/trips/all?q=slow'), { timeout: SEARCH_WAIT_MS * 5 });
  assert.ok(performance.now() - started >= SEARCH_WAIT_MS - 20, 'it waited first');
  assert.equal(screen.getByTestId('rows').textContent, 'a (updating)');
  await answer('slow', 's');
  assert.equal(screen.getByTestId('rows').textContent, 's');
  queryClient.reset();
});
