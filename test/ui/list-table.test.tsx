// The Table's hooks for lists: an owner-kept selection with shift ranges (lib/list's useSelection),
// row attributes for keyboard navigation, and old rows marked while the next page loads.
import '../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider, createI18n } from '../../src/lib/i18n';
import { useSelection } from '../../src/lib/list';
import { Table, type TableColumn } from '../../src/ui';
import { en, renderUi } from '../helpers/render';

interface Row { id: string; name: string }
const rows: Row[] = ['Blue Hole', 'Thistlegorm', 'Ras Mohammed', 'Abu Nuhas', 'Elphinstone'].map((name, i) => ({ id: `r${i}`, name }));
const columns: TableColumn<Row>[] = [{ key: 'name', header: 'Name', rowHeader: true, sortable: true, render: (r) => r.name }];

function Owner({ active = null, updating = false }: { active?: string | null; updating?: boolean }) {
  const selection = useSelection(rows.map((r) => r.id));
  return (
    <>
      <p data-testid="selected">{[...selection.selected].sort().join(',')}</p>
      <Table caption="Trips" columns={columns} rows={rows} getRowKey={(r) => r.id} getRowLabel={(r) => r.name}
        selected={selection.selected} onToggleRow={selection.toggle} onTogglePage={selection.togglePage} updating={updating}
        getRowProps={(r) => ({ tabIndex: r.id === active ? 0 : -1, 'data-active': r.id === active ? '' : undefined })} />
    </>
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const selected = () => screen.getByTestId('selected').textContent;

test('a shift-click on a row box selects the range from the last one clicked', () => {
  renderUi(<Owner />);
  fireEvent.click(box('Select Thistlegorm'));
  fireEvent.click(box('Select Elphinstone'), { shiftKey: true });
  assert.equal(selected(), 'r1,r2,r3,r4');
  assert.equal(box('Select all rows').indeterminate, true, 'the page box is mixed');
  fireEvent.click(box('Select Abu Nuhas'));
  assert.equal(selected(), 'r1,r2,r4', 'a plain click toggles one');
});

test('the page box selects the whole page through the owner, then clears it', () => {
  renderUi(<Owner />);
  fireEvent.click(box('Select all rows'));
  assert.equal(selected(), 'r0,r1,r2,r3,r4');
  assert.equal(box('Select all rows').checked, true);
  fireEvent.click(box('Select all rows'));
  assert.equal(selected(), '');
});

test('row attributes reach the rows: a roving tabindex for the current row', () => {
  renderUi(<Owner active="r2" />);
  const row = screen.getByRole('rowheader', { name: 'Ras Mohammed' }).closest('tr');
  assert.equal(row?.tabIndex, 0);
  assert.ok(row?.hasAttribute('data-active'));
  const other = screen.getByRole('rowheader', { name: 'Blue Hole' }).closest('tr');
  assert.equal(other?.tabIndex, -1);
  assert.equal(other?.hasAttribute('data-active'), false);
});

test('updating keeps the rows, marks the table busy and the wrapper for dimming', () => {
  renderUi(<Owner updating />);
  assert.equal(screen.getByRole('table').getAttribute('aria-busy'), 'true');
  assert.ok(screen.getByRole('region', { name: 'Trips' }).hasAttribute('data-updating'));
  assert.equal(screen.getAllByRole('rowheader').length, 5);
});

test('rows are memoized: a tick, the cursor or an owner render with new closures renders only the rows that changed', () => {
  const renders = new Map<string, number>();
  const counted: TableColumn<Row>[] = [{
    key: 'name', header: 'Name', rowHeader: true,
    render: (r) => {
      renders.set(r.id, (renders.get(r.id) ?? 0) + 1);
      return r.name;
    },
  }];
  const label = (r: Row) => r.name;
  const focused: string[] = [];
  const clicked: string[] = [];
  const elements = new Map<string, HTMLTableRowElement>();
  function Counted({ active }: { active: string }) {
    const selection = useSelection(rows.map((r) => r.id));
    return (
      <Table caption="Trips" columns={counted} rows={rows} getRowKey={(r) => r.id} getRowLabel={label}
        selected={selection.selected} onToggleRow={(id, options) => selection.toggle(id, options)}
        getRowProps={(r) => ({ tabIndex: r.id === active ? 0 : -1, 'data-active': r.id === active ? '' : undefined })}
        onRowFocus={(id) => focused.push(id)} onRowClick={(id) => clicked.push(id)}
        rowRef={(id, element) => (element ? elements.set(id, element) : elements.delete(id))} />
    );
  }
  // One language instance for every render (renderUi's wrapper makes a new one each time).
  const i18n = createI18n({ loaders: {}, resources: { en }, storage: null, navigatorLanguages: ['en'] });
  const ui = (active: string) => <I18nProvider i18n={i18n}><Counted active={active} /></I18nProvider>;
  const view = render(ui('r0'));
  const total = () => [...renders.values()].reduce((a, b) => a + b, 0);
  assert.equal(total(), 5);
  fireEvent.click(box('Select Ras Mohammed'));
  assert.deepEqual([total(), renders.get('r2')], [6, 2], 'only the ticked row');
  view.rerender(ui('r3'));
  assert.deepEqual([total(), renders.get('r0'), renders.get('r3')], [8, 2, 2], 'only the rows the cursor left and reached');
  view.rerender(ui('r3'));
  assert.equal(total(), 8, 'new closures from the owner render no row');
  assert.equal(elements.size, 5);
  const row = elements.get('r4');
  assert.ok(row);
  clicked.length = 0; // the box's click went up to its row too
  fireEvent.focus(row);
  fireEvent.click(row);
  assert.deepEqual([focused, clicked], [['r4'], ['r4']]);
  assert.equal(box('Select Ras Mohammed').checked, true);
});

test('a controlled box draws only the mark it shows', () => {
  renderUi(<Owner />);
  const marks = () => box('Select Thistlegorm').closest('label')?.querySelectorAll('svg').length;
  assert.equal(marks(), 0);
  fireEvent.click(box('Select Thistlegorm'));
  assert.equal(marks(), 1);
  assert.equal(box('Select all rows').closest('label')?.querySelector('svg')?.dataset.icon, 'minus', 'the page box shows its dash');
});

test('recycleRows keeps the rows of records that stay and shows new records in the freed rows, where they are', () => {
  const named = (names: string[]) => names.map((name) => ({ id: name.toLowerCase().replace(/ /g, '-'), name }));
  const page = (recycle: boolean, list: Row[], selected: Set<string>) => (
    <Table caption="Trips" columns={columns} rows={list} getRowKey={(r) => r.id} getRowLabel={(r) => r.name}
      selected={selected} onToggleRow={() => {}} recycleRows={recycle} />
  );
  const first = named(['Blue Hole', 'Thistlegorm', 'Ras Mohammed', 'Abu Nuhas', 'Elphinstone']);
  // A narrower search: two records stay, three leave, two come in between and after them.
  const second = [first[1], ...named(['Shark Reef']), first[3], ...named(['Yolanda', 'Jackson Reef'])] as Row[];
  for (const recycle of [true, false]) {
    const view = renderUi(page(recycle, first, new Set(['thistlegorm'])));
    const before = new Map([...document.querySelectorAll('tbody tr')].map((tr) => [tr.querySelector('th')?.textContent ?? '', tr]));
    // The rows inserted into the body: new ones and moved ones (a move removes a row and inserts it).
    const observer = new MutationObserver(() => {});
    observer.observe(document.querySelector('tbody') as Node, { childList: true });
    view.rerender(page(recycle, second, new Set(['jackson-reef'])));
    const inserted = observer.takeRecords().flatMap((record) => [...record.addedNodes]);
    observer.disconnect();
    const after = [...document.querySelectorAll('tbody tr')];
    assert.deepEqual(after.map((tr) => tr.querySelector('th')?.textContent), ['Thistlegorm', 'Shark Reef', 'Abu Nuhas', 'Yolanda', 'Jackson Reef']);
    assert.equal(after[0], before.get('Thistlegorm'), 'a record that stays keeps its row');
    assert.equal(after[2], before.get('Abu Nuhas'));
    const reused = after.filter((tr) => [...before.values()].includes(tr)).length;
    assert.equal(reused, recycle ? 5 : 2, recycle ? 'the new records take the rows of those that left' : 'keyed by record, new records get new rows');
    if (recycle) {
      assert.equal(after[1], before.get('Ras Mohammed'), 'the row between its neighbours, where it is');
      assert.deepEqual(inserted, [after[4]], 'one row moves: Yolanda took the freed row after Abu Nuhas (Elphinstone\'s), so Jackson Reef takes Blue Hole\'s from the top');
    }
    assert.deepEqual(after.map((tr) => tr.hasAttribute('data-selected')), [false, false, false, false, true], 'the selection follows the records');
    assert.equal(box('Select Jackson Reef').checked, true);
    assert.equal(box('Select Thistlegorm').checked, false);
    view.unmount();
  }
});
