// The list page body over a hand-made view and result: the page past the end, the failed load
// (instead of the table, or over the old rows), the empty states, the "updating" status, and the
// row that opens its record on a click anywhere but its links.
import '../dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpError } from '../../src/lib/http';
import type { ListParams, ListState, UseListResult } from '../../src/lib/list';
import { CLICKABLE_ROW, ListScreen, Table, openRowOnClick, type ListScreenProps } from '../../src/ui';
import { renderUi } from './render';

interface Row { id: string; name: string }
const DOWN = new HttpError({ status: 500, body: { success: false, code: 'INTERNAL', message: 'The list is down' } });
const ROWS: Row[] = [{ id: 'r1', name: 'Blue Hole' }, { id: 'r2', name: 'Thistlegorm' }];

function view(params: Partial<ListParams> = {}) {
  const calls: string[] = [];
  const list: ListState = {
    params: { page: 1, pageSize: 10, q: '', sort: null, order: 'desc', filters: {}, ...params },
    setPage: (page, options) => calls.push(`page ${page}${options?.replace ? ' replace' : ''}`),
    setPageSize: (size) => calls.push(`size ${size}`),
    setQuery: (q) => calls.push(`q ${q}`),
    setSort: (sort, order) => calls.push(`sort ${sort} ${order}`),
    setFilter: (name, value) => calls.push(`filter ${name} ${value}`),
    here: '/sites',
    carry: () => '',
  };
  return { list, calls };
}

function result(over: Partial<UseListResult<Row>> = {}): UseListResult<Row> {
  return { rows: ROWS, meta: { total: 2, page: 1, pageSize: 10, facets: {} }, isLoading: false, isUpdating: false, error: null, refetch: async () => {}, ...over };
}

function screenOf(list: ListState, res: UseListResult<Row>, over: Partial<ListScreenProps<Row>> = {}) {
  return (
    <ListScreen<Row> className="sites" title="Dive sites" list={list} result={res} caption="Sites" defaultSort="name"
      search={{ label: 'Search sites' }} pagesLabel="Site pages"
      empty={{ icon: 'inbox', title: 'No sites yet', filteredTitle: 'No site matches the filters', clearLabel: 'Show every site', onClear: () => list.setFilter('all', null) }}
      table={(props) => (
        <Table {...props} columns={[{ key: 'name', header: 'Name', rowHeader: true, sortable: true, render: (r: Row) => r.name }]} getRowKey={(r) => r.id} />
      )}
      {...over} />
  );
}

test('the rows with their sort, the search, the pages; a header click sorts through the view', () => {
  const { list, calls } = view({ order: 'asc' });
  renderUi(screenOf(list, result(), { actions: <button type="button">New site</button> }));
  assert.equal(screen.getByRole('heading', { level: 1 }).textContent, 'Dive sites');
  assert.ok(screen.getByRole('heading', { level: 1 }).closest('.list-screen__header'), 'the title stands beside its actions');
  assert.deepEqual(screen.getAllByRole('rowheader').map((c) => c.textContent), ['Blue Hole', 'Thistlegorm']);
  assert.equal(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort'), 'ascending', 'the default column, in the view\'s order');
  screen.getByRole('searchbox', { name: 'Search sites' });
  screen.getByRole('navigation', { name: 'Site pages' });
  assert.equal(screen.queryByRole('status'), null, 'nothing is updating');
  fireEvent.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
  assert.deepEqual(calls, ['sort name desc']);
});

test('a page past the end moves to the last page in place; not while the next answer is on its way', () => {
  const past = view({ page: 4 });
  const empty = { rows: [], meta: { total: 25, page: 4, pageSize: 10, facets: {} } };
  const first = renderUi(screenOf(past.list, result({ ...empty, isUpdating: true })));
  assert.deepEqual(past.calls, []);
  first.rerender(screenOf(past.list, result(empty)));
  assert.deepEqual(past.calls, ['page 3 replace']);
});

test('a failed first load shows the error instead of the table; a failed refetch keeps the rows under it', async () => {
  let retried = 0;
  const { list } = view();
  const failed = renderUi(screenOf(list, result({ rows: [], meta: undefined, error: DOWN, refetch: async () => { retried += 1; } })));
  const alert = screen.getByRole('alert');
  assert.match(alert.textContent ?? '', /The list is down/);
  assert.equal(alert.dataset.compact, undefined);
  assert.equal(screen.queryByRole('table'), null);
  assert.equal(screen.queryByRole('navigation', { name: 'Site pages' }), null, 'no pages without a total');
  fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  assert.equal(retried, 1);
  failed.unmount();

  renderUi(screenOf(list, result({ error: DOWN, isUpdating: true })));
  assert.equal(screen.getByRole('alert').dataset.compact, '', 'compact over the rows');
  assert.equal(screen.getAllByRole('rowheader').length, 2);
  assert.match(screen.getByRole('status').textContent ?? '', /Updating/);
});

test('empty: the list\'s own words and action; a search names itself; filters offer every row back', () => {
  const none = result({ rows: [], meta: { total: 0, page: 1, pageSize: 10, facets: {} } });
  const plain = view();
  const first = renderUi(screenOf(plain.list, none, { empty: { icon: 'inbox', title: 'No sites yet', action: <a href="/new">Add the first site</a>, filteredTitle: 'x', clearLabel: 'y', onClear: () => {} } }));
  screen.getByText('No sites yet');
  screen.getByRole('link', { name: 'Add the first site' });
  first.unmount();

  const searched = view({ q: '  reef ' });
  const second = renderUi(screenOf(searched.list, none));
  screen.getByText('Nothing matches “reef”.');
  fireEvent.click(screen.getByRole('button', { name: 'Show every site' }));
  assert.deepEqual(searched.calls, ['filter all null']);
  second.unmount();

  renderUi(screenOf(view({ filters: { status: 'closed' } }).list, none));
  screen.getByText('No site matches the filters');
  screen.getByRole('button', { name: 'Show every site' });
});

test('a row opens on a click in a cell, not on its link nor at the end of a text selection', () => {
  const opened: string[] = [];
  renderUi(
    <Table caption="Sites" rows={ROWS} getRowKey={(r) => r.id} getRowProps={() => CLICKABLE_ROW} onRowClick={openRowOnClick((id) => opened.push(id))}
      columns={[
        { key: 'name', header: 'Name', rowHeader: true, render: (r: Row) => <a href={`#${r.id}`}>{r.name}</a> },
        { key: 'id', header: 'Id', render: (r: Row) => r.id },
      ]} />,
  );
  const row = screen.getAllByRole('row')[2];
  assert.ok(row);
  assert.equal(row.getAttribute('data-clickable'), '');
  fireEvent.click(within(row).getByRole('link'));
  assert.deepEqual(opened, []);
  fireEvent.click(within(row).getByText('r2'));
  assert.deepEqual(opened, ['r2']);
  const selection = window.getSelection();
  const cell = within(row).getByText('r2');
  selection?.selectAllChildren(cell);
  fireEvent.click(cell);
  assert.deepEqual(opened, ['r2'], 'selecting text is not a click to open');
  selection?.removeAllRanges();
});
