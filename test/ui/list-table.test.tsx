// The Table's hooks for lists: an owner-kept selection with shift ranges (lib/list's useSelection),
// row attributes for keyboard navigation, and old rows marked while the next page loads.
import '../dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fireEvent, screen } from '@testing-library/react';
import { useSelection } from '../../src/lib/list';
import { Table, type TableColumn } from '../../src/ui';
import { renderUi } from './render';

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
