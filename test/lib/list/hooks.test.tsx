import '../../dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { LIST_SPECS, type ListPage, type ListParams, type ListSpec } from '../../../src/contract';
import type { RequestOptions } from '../../../src/lib/http';
import { createListEndpoint, useList, useListState, useRowCursor, useSelection, type ListStateConfig } from '../../../src/lib/list';
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
