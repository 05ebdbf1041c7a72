import '../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { Table, assignSlots, nextSort, selectionOf, toggleAll, type TableColumn, type TableSort } from '../../src/ui';
import { renderUi } from '../helpers/render';

interface Trip { id: string; name: string; seats: number }
const trips: Trip[] = [
  { id: 't1', name: 'Blue Hole', seats: 8 },
  { id: 't2', name: 'Thistlegorm', seats: 12 },
  { id: 't3', name: 'Ras Mohammed', seats: 10 },
];
const columns: TableColumn<Trip>[] = [
  { key: 'name', header: 'Name', sortable: true, rowHeader: true, render: (t) => t.name },
  { key: 'seats', header: 'Seats', sortable: true, align: 'end', render: (t) => t.seats },
  { key: 'actions', header: 'Actions', render: () => null },
];

test('nextSort cycles ascending, descending, none, and restarts on another column', () => {
  const asc = nextSort(null, 'name');
  assert.deepEqual(asc, { key: 'name', direction: 'asc' });
  const desc = nextSort(asc, 'name');
  assert.deepEqual(desc, { key: 'name', direction: 'desc' });
  assert.equal(nextSort(desc, 'name'), null);
  assert.deepEqual(nextSort(desc, 'seats'), { key: 'seats', direction: 'asc' });
});

test('select-all clears only when every row on screen is selected, keeping other pages', () => {
  assert.equal(selectionOf(['a', 'b'], new Set(['a'])), 'some');
  assert.deepEqual([...toggleAll(['a', 'b'], new Set(['a', 'z']))].sort(), ['a', 'b', 'z']);
  assert.deepEqual([...toggleAll(['a', 'b'], new Set(['a', 'b', 'z']))], ['z']);
});

/** How many rows React moves to show `slots` after `before` (a row whose old place is before one it left in place). */
function movesOf(before: ReadonlyMap<string, number>, slots: ReadonlyMap<string, number>): number {
  const place = new Map([...before.values()].map((slot, i) => [slot, i]));
  let inPlace = -1;
  let moves = 0;
  for (const slot of slots.values()) {
    const old = place.get(slot);
    if (old === undefined) continue;
    if (old < inPlace) moves += 1;
    else inPlace = old;
  }
  return moves;
}

test('assignSlots keeps the slots of records that stay and gives new records the freed ones that stay in place', () => {
  const first = assignSlots(new Map(), ['a', 'b', 'c', 'd', 'e']);
  assert.deepEqual([...first], [['a', 0], ['b', 1], ['c', 2], ['d', 3], ['e', 4]], 'a first page: slots in order');
  // b and d stay; x between them takes c's slot, y after d takes e's: nothing moves.
  const narrowed = assignSlots(first, ['b', 'x', 'd', 'y']);
  assert.deepEqual([...narrowed], [['b', 1], ['x', 2], ['d', 3], ['y', 4]]);
  assert.equal(movesOf(first, narrowed), 0);
  // z comes after the last kept record and no freed slot is after it: a freed one before moves alone.
  const later = assignSlots(narrowed, ['b', 'd', 'y', 'z']);
  assert.deepEqual([...later], [['b', 1], ['d', 3], ['y', 4], ['z', 2]]);
  assert.equal(movesOf(narrowed, later), 1);
  // More rows than slots: new numbers, the smallest not in use; a key twice never shares a slot.
  const grown = assignSlots(later, ['q', 'b', 'd', 'y', 'z', 'r', 's']);
  assert.deepEqual([...grown], [['q', 0], ['b', 1], ['d', 3], ['y', 4], ['z', 2], ['r', 5], ['s', 6]]);
  assert.equal(new Set(grown.values()).size, grown.size);
  assert.deepEqual([...assignSlots(grown, [])], [], 'no rows, no slots');
  // The focused row's record (d) leaves: the record in its place (y) takes its row, y's is freed.
  const decided = assignSlots(grown, ['q', 'b', 'y', 'z', 'r', 's', 't'], 'd');
  assert.deepEqual([...decided], [['q', 0], ['b', 1], ['y', 3], ['z', 2], ['r', 5], ['s', 6], ['t', 4]]);
  assert.deepEqual([...assignSlots(grown, ['q', 'b', 'y'], 'z')].map(([, slot]) => slot), [0, 1, 2], 'the last row\'s record left: the new last row takes it');
  assert.deepEqual([...assignSlots(grown, ['q', 'b', 'd'], 'd')], [['q', 0], ['b', 1], ['d', 3]], 'a focused record that stays keeps its own');
});

test('renders a captioned table in a focusable, labelled scroll region', () => {
  renderUi(<Table caption="Trips" columns={columns} rows={trips} getRowKey={(t) => t.id} />);
  const table = screen.getByRole('table', { name: 'Trips' });
  const region = screen.getByRole('region', { name: 'Trips' });
  assert.equal(region.tabIndex, 0);
  assert.ok(region.contains(table));
  assert.equal(screen.getAllByRole('rowheader').map((c) => c.textContent).join(','), 'Blue Hole,Thistlegorm,Ras Mohammed');
});

test('sortable headers cycle aria-sort through onSortChange', () => {
  const seen: (TableSort | null)[] = [];
  function Owner() {
    const [sort, setSort] = useState<TableSort | null>(null);
    return <Table caption="Trips" columns={columns} rows={trips} getRowKey={(t) => t.id} sort={sort}
      onSortChange={(s) => { seen.push(s); setSort(s); }} />;
  }
  renderUi(<Owner />);
  const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
  const seatsHeader = screen.getByRole('columnheader', { name: 'Seats' });
  assert.equal(nameHeader.getAttribute('aria-sort'), 'none');
  assert.equal(screen.getByRole('columnheader', { name: 'Actions' }).hasAttribute('aria-sort'), false);
  const sortName = within(nameHeader).getByRole('button');
  assert.equal(sortName.getAttribute('title'), 'Sort by Name');
  fireEvent.click(sortName);
  assert.equal(nameHeader.getAttribute('aria-sort'), 'ascending');
  fireEvent.click(sortName);
  assert.equal(nameHeader.getAttribute('aria-sort'), 'descending');
  fireEvent.click(within(seatsHeader).getByRole('button'));
  assert.equal(nameHeader.getAttribute('aria-sort'), 'none');
  assert.equal(seatsHeader.getAttribute('aria-sort'), 'ascending');
  fireEvent.click(within(seatsHeader).getByRole('button'));
  fireEvent.click(within(seatsHeader).getByRole('button'));
  assert.equal(seatsHeader.getAttribute('aria-sort'), 'none');
  assert.deepEqual(seen, [
    { key: 'name', direction: 'asc' }, { key: 'name', direction: 'desc' },
    { key: 'seats', direction: 'asc' }, { key: 'seats', direction: 'desc' }, null,
  ]);
});

test('headers are plain text without onSortChange', () => {
  renderUi(<Table caption="Trips" columns={columns} rows={trips} getRowKey={(t) => t.id} />);
  assert.equal(screen.getByRole('columnheader', { name: 'Name' }).querySelector('button'), null);
});

test('row selection drives the select-all box: none, mixed, all', () => {
  function Owner() {
    const [selected, setSelected] = useState<Set<string>>(new Set());
    return <Table caption="Trips" columns={columns} rows={trips} getRowKey={(t) => t.id} getRowLabel={(t) => t.name}
      selected={selected} onSelectionChange={setSelected} />;
  }
  renderUi(<Owner />);
  const all = screen.getByRole('checkbox', { name: 'Select all rows' }) as HTMLInputElement;
  assert.equal(all.checked, false);
  assert.equal(all.indeterminate, false);
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select Thistlegorm' }));
  assert.equal(all.checked, false);
  assert.equal(all.indeterminate, true);
  assert.ok(screen.getByRole('checkbox', { name: 'Select Thistlegorm' }).closest('tr')?.hasAttribute('data-selected'));
  fireEvent.click(all);
  assert.equal(all.checked, true);
  assert.equal(all.indeterminate, false);
  assert.ok(screen.getAllByRole('checkbox', { name: /^Select (?!all)/ }).every((b) => (b as HTMLInputElement).checked));
  fireEvent.click(all);
  assert.ok(screen.getAllByRole('checkbox').every((b) => !(b as HTMLInputElement).checked));
});

test('row checkboxes are named "Select row" without a row label', () => {
  renderUi(<Table caption="Trips" columns={columns} rows={trips} getRowKey={(t) => t.id} selected={new Set()} onSelectionChange={() => {}} />);
  assert.equal(screen.getAllByRole('checkbox', { name: 'Select row' }).length, 3);
});

test('loading shows skeleton rows and marks the table busy', () => {
  renderUi(<Table caption="Trips" columns={columns} rows={trips} getRowKey={(t) => t.id} loading skeletonRows={4} />);
  const table = screen.getByRole('table');
  assert.equal(table.getAttribute('aria-busy'), 'true');
  assert.equal(table.querySelectorAll('tbody tr.table__skeleton').length, 4);
  assert.equal(screen.queryByText('Blue Hole'), null);
});

test('no rows shows the empty slot across all columns, or the default message', () => {
  const { rerender } = renderUi(<Table caption="Trips" columns={columns} rows={[]} getRowKey={(t: Trip) => t.id} />);
  assert.ok(screen.getByText('Nothing here yet'));
  rerender(<Table caption="Trips" columns={columns} rows={[]} getRowKey={(t: Trip) => t.id} empty={<p>No trips match</p>} />);
  const cell = screen.getByText('No trips match').closest('td');
  assert.equal(cell?.getAttribute('colspan'), '3');
});

test('columns with a card role mark their cells for the narrow layout, and name the key fields and the age', () => {
  const carded: TableColumn<Trip>[] = [
    { key: 'name', header: 'Name', rowHeader: true, card: 'title', render: (t) => t.name },
    { key: 'seats', header: 'Seats', card: 'key', render: (t) => t.seats },
    { key: 'since', header: <span>Since</span>, label: 'Since', card: 'age', render: () => '3 days' },
    { key: 'notes', header: 'Notes', card: 'extra', render: () => '—' },
  ];
  renderUi(<Table caption="Trips" columns={carded} rows={trips} getRowKey={(t) => t.id} />);
  const table = screen.getByRole('table', { name: 'Trips' });
  assert.equal(table.hasAttribute('data-cards'), true);
  const row = screen.getByRole('row', { name: /Blue Hole/ });
  const cells = [...row.children] as HTMLElement[];
  assert.deepEqual(cells.map((cell) => cell.dataset.card), ['title', 'key', 'age', 'extra']);
  assert.deepEqual(cells.map((cell) => cell.dataset.label), [undefined, 'Seats', 'Since', undefined]);
  assert.equal(screen.getByRole('columnheader', { name: 'Notes' }).dataset.card, 'extra');
});

test('a table without card roles keeps its rows as a table at every width', () => {
  renderUi(<Table caption="Trips" columns={columns} rows={trips} getRowKey={(t) => t.id} />);
  assert.equal(screen.getByRole('table', { name: 'Trips' }).hasAttribute('data-cards'), false);
});
