import { useId, type ComponentPropsWithRef, type Key, type ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { Checkbox } from './checkbox';
import { EmptyState } from './states';
import { Skeleton } from './skeleton';
import { TableHead, type TableColumn } from './table-head';
import { selectionOf, toggleAll, toggleOne, type TableSort } from './table-state';
import { cx } from './utils';

/** Extra attributes of a body row (ids, `tabIndex`, handlers, `data-*` for styles). */
export type TableRowProps = Omit<ComponentPropsWithRef<'tr'>, 'children'> & { [data: `data-${string}`]: string | undefined };

export interface TableProps<T> {
  /** Names the table (and its scroll region); visually hidden unless `showCaption`. */
  caption: ReactNode;
  showCaption?: boolean;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  getRowKey(row: T): string;
  /** The current sort; `null` or absent = unsorted. */
  sort?: TableSort | null;
  /** Makes `sortable` columns clickable: asc → desc → none. */
  onSortChange?(sort: TableSort | null): void;
  /** Selected row keys (rows of other pages may be in it too). */
  selected?: ReadonlySet<string>;
  /** Adds the checkbox column; called with the whole new selection. */
  onSelectionChange?(selected: Set<string>): void;
  /**
   * Adds the checkbox column with the owner keeping the selection (lib/list's `useSelection`): a
   * row's box calls this, `range` when shift was held (a shift-click extends from the last row).
   */
  onToggleRow?(key: string, options: { range: boolean }): void;
  /** The select-page box when the owner keeps the selection; default `onSelectionChange(toggleAll(…))`. */
  onTogglePage?(): void;
  /** Attributes of each body row, e.g. roving `tabIndex` and `data-active` for keyboard navigation. */
  getRowProps?(row: T): TableRowProps;
  /** Names a row's checkbox ("Select {{name}}"); default "Select row". */
  getRowLabel?(row: T): string;
  /** First load: skeleton rows instead of `rows`. */
  loading?: boolean;
  /** The rows shown are being replaced (another page loads): `aria-busy` and dimmed rows. */
  updating?: boolean;
  /** Skeleton rows while loading, default 5. */
  skeletonRows?: number;
  /** Shown in the body when there are no rows; default an `EmptyState` "Nothing here yet". */
  empty?: ReactNode;
  /** Header stays visible while the body scrolls (the wrapper gets a max height). Default `true`. */
  stickyHeader?: boolean;
  className?: string;
}

/**
 * A semantic data table in a focusable, horizontally scrollable region: sortable headers, optional
 * row selection with a select-all box (mixed when some are selected), skeleton rows, empty slot.
 */
export function Table<T>({
  caption, showCaption = false, columns, rows, getRowKey, sort = null, onSortChange, selected,
  onSelectionChange, onToggleRow, onTogglePage, getRowProps, getRowLabel, loading = false, updating = false,
  skeletonRows = 5, empty, stickyHeader = true, className,
}: TableProps<T>) {
  const t = useT();
  const captionId = useId();
  const selectable = Boolean(onSelectionChange || onToggleRow);
  const chosen = selected ?? new Set<string>();
  const keys = loading ? [] : rows.map(getRowKey);
  const span = columns.length + (selectable ? 1 : 0);
  const cell = (column: TableColumn<T>, row: T, key: Key) => {
    const Tag = column.rowHeader ? 'th' : 'td';
    return <Tag key={key} scope={column.rowHeader ? 'row' : undefined} data-align={column.align ?? 'start'}>{column.render(row)}</Tag>;
  };

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: skeletonRows }, (_, i) => (
      <tr key={`skeleton-${i}`} className="table__skeleton">
        {Array.from({ length: span }, (__, j) => <td key={j}><Skeleton /></td>)}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = <tr><td colSpan={span} className="table__empty">{empty ?? <EmptyState title={t('ui.empty.title')} compact />}</td></tr>;
  } else {
    body = rows.map((row) => {
      const key = getRowKey(row);
      const isSelected = chosen.has(key);
      return (
        <tr key={key} {...getRowProps?.(row)} data-selected={isSelected ? '' : undefined}>
          {selectable && (
            <td className="table__select">
              <Checkbox
                aria-label={getRowLabel ? t('ui.table.selectRowNamed', { name: getRowLabel(row) }) : t('ui.table.selectRow')}
                checked={isSelected}
                // A checkbox's change comes from a click (also for Space), which carries Shift.
                onChange={(event) => (onToggleRow
                  ? onToggleRow(key, { range: (event.nativeEvent as MouseEvent).shiftKey === true })
                  : onSelectionChange?.(toggleOne(key, chosen)))}
              />
            </td>
          )}
          {columns.map((column) => cell(column, row, column.key))}
        </tr>
      );
    });
  }

  return (
    <div className={cx('table-wrap', className)} role="region" aria-labelledby={captionId} tabIndex={0}
      data-sticky={stickyHeader ? '' : undefined} data-updating={updating && !loading ? '' : undefined}>
      <table className="table" aria-busy={loading || updating || undefined}>
        <caption id={captionId} className={showCaption ? 'table__caption' : 'sr-only'}>{caption}</caption>
        <TableHead
          columns={columns}
          sort={sort}
          onSortChange={onSortChange}
          selection={selectable ? {
            state: selectionOf(keys, chosen),
            disabled: keys.length === 0,
            onToggleAll: () => (onTogglePage ? onTogglePage() : onSelectionChange?.(toggleAll(keys, chosen))),
          } : undefined}
        />
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}
