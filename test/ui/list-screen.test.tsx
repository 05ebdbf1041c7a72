// The list page body over a hand-made controller: the failed load (instead of the table, or over
// the old rows, in our words), the empty states, the "updating" status, and the row that opens its
// record on a click anywhere but its links; Export downloads the view, busy meanwhile, a failure said beside it.
import '../helpers/dom';
import { mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { HttpError } from '../../src/lib/http';
import type { ListController, ListParams } from '../../src/lib/list';
import { createStore } from '../../src/lib/store';
import { CLICKABLE_ROW, ListScreen, Table, openRowOnClick, type ListScreenProps } from '../../src/ui';
import { renderUi } from '../helpers/render';

interface Row { id: string; name: string }
const DOWN = new HttpError({ status: 500, body: { success: false, code: 'INTERNAL', message: 'The list is down' } });
const ROWS: Row[] = [{ id: 'r1', name: 'Blue Hole' }, { id: 'r2', name: 'Thistlegorm' }];

type Over = Partial<Omit<ListController<Row>, 'params'>> & { params?: Partial<ListParams> };

function view(over: Over = {}) {
  const calls: string[] = [];
  const { params, ...rest } = over;
  const list: ListController<Row> = {
    params: { page: 1, pageSize: 10, q: '', sort: 'name', order: 'desc', filters: {}, ...params },
    isFiltered: Object.keys(params?.filters ?? {}).length > 0,
    rows: ROWS, meta: { total: 2, page: 1, pageSize: 10, facets: {} }, facets: {},
    isLoading: false, isUpdating: false, error: null, refetch: async () => {},
    setPage: (page, options) => calls.push(`page ${page}${options?.replace ? ' replace' : ''}`),
    setPageSize: (size) => calls.push(`size ${size}`),
    search: { text: createStore(params?.q ?? ''), type: (q) => calls.push(`type ${q}`), submit: (q) => calls.push(`q ${q}`) },
    setQuery: (q) => calls.push(`q ${q}`),
    setExtra: (name, value) => calls.push(`extra ${name} ${value}`),
    setSort: (sort, order) => calls.push(`sort ${sort} ${order}`),
    setFilter: (name, value) => calls.push(`filter ${name} ${value}`),
    here: '/sites',
    carry: () => '',
    selection: {} as ListController<Row>['selection'],
    cursor: { activeId: null, setActiveId: () => {}, move: () => null },
    rowById: () => undefined,
    download: async () => ({ blob: new Blob(['x']), fileName: 'sites.csv' }),
    ...rest,
  };
  return { list, calls };
}

function screenOf(list: ListController<Row>, over: Partial<ListScreenProps<Row>> = {}) {
  return (
    <ListScreen<Row> className="sites" title="Dive sites" list={list} caption="Sites"
      search={{ label: 'Search sites' }} pagesLabel="Site pages"
      empty={{ icon: 'inbox', title: 'No sites yet', filteredTitle: 'No site matches the filters', clearLabel: 'Show every site', onClear: () => list.setFilter('all', null) }}
      table={(props) => (
        <Table {...props} columns={[{ key: 'name', header: 'Name', rowHeader: true, sortable: true, render: (r: Row) => r.name }]} getRowKey={(r) => r.id} />
      )}
      {...over} />
  );
}

test('the rows with their sort, the search, the pages; a header click sorts through the view', () => {
  const { list, calls } = view({ params: { order: 'asc' } });
  renderUi(screenOf(list, { actions: <button type="button">New site</button> }));
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

test('a failed first load shows the error instead of the table; a failed refetch keeps the rows under it', async () => {
  let retried = 0;
  const failed = renderUi(screenOf(view({ rows: [], meta: undefined, error: DOWN, refetch: async () => { retried += 1; } }).list));
  const alert = screen.getByRole('alert');
  assert.match(alert.textContent ?? '', /The list could not be loaded/);
  assert.match(alert.textContent ?? '', /The list is down/, 'our server\'s own sentence as the detail');
  assert.equal(alert.dataset.compact, undefined);
  assert.equal(screen.queryByRole('table'), null);
  assert.equal(screen.queryByRole('navigation', { name: 'Site pages' }), null, 'no pages without a total');
  fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  assert.equal(retried, 1);
  failed.unmount();

  renderUi(screenOf(view({ error: DOWN, isUpdating: true }).list));
  assert.equal(screen.getByRole('alert').dataset.compact, '', 'compact over the rows');
  assert.equal(screen.getAllByRole('rowheader').length, 2);
  assert.match(screen.getByRole('status').textContent ?? '', /Updating/);
});

test('a failure that is not one of ours shows our sentence without its raw text', () => {
  const proxy = new HttpError({ status: 502, body: { success: false, code: 'BAD_GATEWAY', message: 'boom' } as never });
  renderUi(screenOf(view({ rows: [], meta: undefined, error: proxy }).list));
  const alert = screen.getByRole('alert');
  assert.match(alert.textContent ?? '', /The list could not be loaded/);
  assert.doesNotMatch(alert.textContent ?? '', /boom/);
});

test('empty: the list\'s own words and action; a search names itself; filters offer every row back', () => {
  const none = { rows: [], meta: { total: 0, page: 1, pageSize: 10, facets: {} } };
  const plain = view(none);
  const first = renderUi(screenOf(plain.list, { empty: { icon: 'inbox', title: 'No sites yet', action: <a href="/new">Add the first site</a>, filteredTitle: 'x', clearLabel: 'y', onClear: () => {} } }));
  screen.getByText('No sites yet');
  screen.getByRole('link', { name: 'Add the first site' });
  first.unmount();

  const searched = view({ ...none, params: { q: '  reef ' } });
  const second = renderUi(screenOf(searched.list));
  screen.getByText('Nothing matches “reef”.');
  fireEvent.click(screen.getByRole('button', { name: 'Show every site' }));
  assert.deepEqual(searched.calls, ['filter all null']);
  second.unmount();

  renderUi(screenOf(view({ ...none, params: { filters: { status: 'closed' } } }).list));
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

test('Export downloads the view in the reader\'s language, busy until the file comes; a failure is said beside it', async () => {
  const asked: string[] = [];
  let answer!: { resolve(file: { blob: Blob; fileName: string | null }): void; reject(error: unknown): void };
  const download = (language: string, signal?: AbortSignal) => {
    asked.push(`${language} ${signal instanceof AbortSignal}`);
    return new Promise<{ blob: Blob; fileName: string | null }>((resolve, reject) => { answer = { resolve, reject }; });
  };
  const saved: string[] = [];
  const created = mock.method(URL, 'createObjectURL', () => 'blob:sites');
  const clicked = mock.method(HTMLAnchorElement.prototype, 'click', function (this: HTMLAnchorElement) { saved.push(`${this.download} ${this.href}`); });
  try {
    renderUi(screenOf(view({ download }).list));
    const button = screen.getByRole('button', { name: 'Export CSV' });
    fireEvent.click(button);
    assert.deepEqual(asked, ['en true']);
    assert.equal(button.getAttribute('aria-busy'), 'true', 'busy while the file comes');
    assert.match(screen.getByRole('status').textContent ?? '', /Preparing the file/);
    await act(async () => answer.resolve({ blob: new Blob(['a,b\r\n']), fileName: 'sites-2031-07-14.csv' }));
    assert.deepEqual(saved, ['sites-2031-07-14.csv blob:sites'], 'saved under the server\'s name');
    assert.equal(button.getAttribute('aria-busy'), null);

    fireEvent.click(button);
    await act(async () => answer.reject(new HttpError({ status: 400, body: { success: false, code: 'VALIDATION_FAILED', message: 'Some query parameters are not valid.' } })));
    assert.equal(screen.getByRole('alert').textContent, 'The export failed: Some query parameters are not valid.');
    assert.equal(saved.length, 1, 'nothing saved on a failure');
    fireEvent.click(button);
    assert.equal(screen.queryByRole('alert'), null, 'the next try clears it');
  } finally {
    created.mock.restore();
    clicked.mock.restore();
  }
});
