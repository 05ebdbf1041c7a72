import { memo, type ComponentPropsWithRef, type MouseEvent as ReactMouseEvent } from 'react';
import type { TFunction } from '../lib/i18n';
import { RowCheckbox } from './checkbox';
import { columnName, type TableColumn } from './table-head';

/** Extra attributes of a body row (ids, `tabIndex`, handlers, `data-*` for styles). */
export type TableRowProps = Omit<ComponentPropsWithRef<'tr'>, 'children'> & { [data: `data-${string}`]: string | undefined };

/** What the table hands each body row; every function is stable across the table's renders. */
export interface BodyRowProps<T> {
  row: T;
  rowKey: string;
  columns: readonly TableColumn<T>[];
  selectable: boolean;
  selected: boolean;
  /** `useT()`'s: a new function when the language or its texts change (row names are kept by it). */
  t: TFunction;
  getRowLabel: ((row: T) => string) | undefined;
  /** The owner's attributes for this row; compared attribute by attribute, not by identity. */
  rowProps: TableRowProps | undefined;
  /** The row's box changed; `range` when Shift was held. */
  onToggle(key: string, range: boolean): void;
  onRowClick: ((key: string, event: ReactMouseEvent<HTMLTableRowElement>) => void) | undefined;
  onRowFocus: ((key: string) => void) | undefined;
  rowRef: ((key: string, element: HTMLTableRowElement | null) => void) | undefined;
}

// Each row box's name by the table's `t` (a new function per language): a search shows many of the
// rows it showed a key earlier, and a name with a parameter costs a lookup and an interpolation.
const labels = new WeakMap<TFunction, Map<string, string>>();

function rowLabel(t: TFunction, name: string): string {
  let own = labels.get(t);
  if (!own) labels.set(t, (own = new Map()));
  let label = own.get(name);
  if (label === undefined) {
    if (own.size >= 1000) own.clear(); // a bound, not an LRU
    label = t('ui.table.selectRowNamed', { name });
    own.set(name, label);
  }
  return label;
}

function BodyRowView<T>({
  row, rowKey, columns, selectable, selected, t, getRowLabel, rowProps, onToggle, onRowClick, onRowFocus, rowRef,
}: BodyRowProps<T>) {
  return (
    <tr
      ref={rowRef ? (element) => rowRef(rowKey, element) : undefined}
      onClick={onRowClick ? (event) => onRowClick(rowKey, event) : undefined}
      onFocus={onRowFocus ? () => onRowFocus(rowKey) : undefined}
      {...rowProps}
      data-selected={selected ? '' : undefined}
    >
      {selectable && (
        <td className="table__select">
          <RowCheckbox
            aria-label={getRowLabel ? rowLabel(t, getRowLabel(row)) : t('ui.table.selectRow')}
            checked={selected}
            // A checkbox's change comes from a click (also for Space), which carries Shift.
            onChange={(event) => onToggle(rowKey, (event.nativeEvent as MouseEvent).shiftKey === true)}
          />
        </td>
      )}
      {columns.map((column) => {
        const Cell = column.rowHeader ? 'th' : 'td';
        // data-label names a key field in the narrow layout's card, where the header row is hidden.
        return (
          <Cell key={column.key} scope={column.rowHeader ? 'row' : undefined} data-align={column.align ?? 'start'}
            data-card={column.card} data-label={column.card === 'key' || column.card === 'age' ? columnName(column) : undefined}>
            {column.render(row)}
          </Cell>
        );
      })}
    </tr>
  );
}

function sameAttributes(a: TableRowProps | undefined, b: TableRowProps | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a) as (keyof TableRowProps)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

function sameRow<T>(a: BodyRowProps<T>, b: BodyRowProps<T>): boolean {
  return a.row === b.row && a.rowKey === b.rowKey && a.columns === b.columns && a.selectable === b.selectable
    && a.selected === b.selected && a.t === b.t && a.getRowLabel === b.getRowLabel && a.onToggle === b.onToggle
    && a.onRowClick === b.onRowClick && a.onRowFocus === b.onRowFocus && a.rowRef === b.rowRef
    && sameAttributes(a.rowProps, b.rowProps);
}

/**
 * One body row. Memoized: a row renders again only when its record, the columns, its selection or
 * its attributes change, so moving the keyboard's cursor, ticking a box or the next URL does not
 * re-render every row of the page (bench/lists.ts: the rows were most of a search's render).
 */
export const BodyRow = memo(BodyRowView, sameRow) as <T>(props: BodyRowProps<T>) => ReturnType<typeof BodyRowView>;
