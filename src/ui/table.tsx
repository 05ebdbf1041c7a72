import { useCallback, useId, useLayoutEffect, useMemo, useRef, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { EmptyState } from './states';
import { Skeleton } from './skeleton';
import { TableHead, type TableColumn } from './table-head';
import { BodyRow, type TableRowProps } from './table-row';
import { assignSlots, selectionOf, toggleAll, toggleOne, type TableSort } from './table-state';
import { cx } from './utils';

export type { TableRowProps } from './table-row';

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
  /**
   * Attributes of each body row, e.g. roving `tabIndex` and `data-active` for keyboard navigation.
   * Rows are memoized and compare these attribute by attribute: return data, and pass handlers as
   * `onRowClick`, `onRowFocus` and `rowRef`, so a row renders again only when it changed.
   */
  getRowProps?(row: T): TableRowProps;
  /** A click in a body row (its key); the handler may change between renders. */
  onRowClick?(key: string, event: MouseEvent<HTMLTableRowElement>): void;
  /** Focus moved into a body row. */
  onRowFocus?(key: string): void;
  /** Each body row's element as it mounts (`null` as it goes), e.g. to focus it from the keyboard. */
  rowRef?(key: string, element: HTMLTableRowElement | null): void;
  /** Names a row's checkbox ("Select {{name}}"); default "Select row". */
  getRowLabel?(row: T): string;
  /**
   * Reuse the body rows' elements across new rows (a search, a page, a sort): a record shown before
   * keeps its row, and a new record takes the row of one that left, updated in place, where keyed
   * by record React removes every leaving row and builds every new one (bench/lists.ts: most of a
   * search's render and commit, and all of its style recalculation). See `assignSlots`. For rows
   * whose DOM holds no state of its own beyond what the props set (controlled boxes; an image keyed
   * by its source). When the record of the row focus was last in leaves, the record that takes its
   * place takes that row, so the focus stays on its line (as a decision takes a row out of a queue).
   */
  recycleRows?: boolean;
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
  onSelectionChange, onToggleRow, onTogglePage, getRowProps, getRowLabel, onRowClick, onRowFocus, rowRef, recycleRows = false,
  loading = false, updating = false, skeletonRows = 5, empty, stickyHeader = true, className,
}: TableProps<T>) {
  const t = useT();
  const captionId = useId();
  const selectable = Boolean(onSelectionChange || onToggleRow);
  const chosen = selected ?? new Set<string>();
  const keys = loading ? [] : rows.map(getRowKey);
  // The slots of the rows last committed; a render that is thrown away leaves them as they were.
  const committedSlots = useRef<ReadonlyMap<string, number>>(new Map());
  // The record of the row focus was last in (kept while a dialog has it, which gives it back).
  const lastFocused = useRef<string | null>(null);
  const slots = useMemo(
    () => (recycleRows ? assignSlots(committedSlots.current, keys, lastFocused.current) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the keys follow the rows
    [recycleRows, rows, loading],
  );
  useLayoutEffect(() => {
    if (slots) committedSlots.current = slots;
  }, [slots]);
  const span = columns.length + (selectable ? 1 : 0);
  const cards = columns.some((column) => column.card !== undefined);
  // The rows get stable functions that call the latest handlers, so a new closure from the owner
  // on each render does not re-render every row.
  const latest = useRef({ onToggleRow, onSelectionChange, onTogglePage, onSortChange, chosen, keys, onRowClick, onRowFocus, rowRef });
  latest.current = { onToggleRow, onSelectionChange, onTogglePage, onSortChange, chosen, keys, onRowClick, onRowFocus, rowRef };
  const toggle = useCallback((key: string, range: boolean) => {
    const now = latest.current;
    if (now.onToggleRow) now.onToggleRow(key, { range });
    else now.onSelectionChange?.(toggleOne(key, now.chosen));
  }, []);
  const click = useCallback((key: string, event: MouseEvent<HTMLTableRowElement>) => latest.current.onRowClick?.(key, event), []);
  const focus = useCallback((key: string) => latest.current.onRowFocus?.(key), []);
  const register = useCallback((key: string, element: HTMLTableRowElement | null) => latest.current.rowRef?.(key, element), []);
  const noteFocus = useCallback((event: FocusEvent<HTMLTableSectionElement>) => {
    const row = (event.target as Element).closest('tr');
    const index = row ? Array.prototype.indexOf.call(event.currentTarget.rows, row) : -1;
    lastFocused.current = latest.current.keys[index] ?? null;
  }, []);
  const sortBy = useCallback((next: TableSort | null) => latest.current.onSortChange?.(next), []);
  const togglePage = useCallback(() => {
    const now = latest.current;
    if (now.onTogglePage) now.onTogglePage();
    else now.onSelectionChange?.(toggleAll(now.keys, now.chosen));
  }, []);
  const pageState = selectionOf(keys, chosen);
  const noRows = keys.length === 0;
  const headSelection = useMemo(
    () => (selectable ? { state: pageState, disabled: noRows, onToggleAll: togglePage } : undefined),
    [selectable, pageState, noRows, togglePage],
  );

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
    body = rows.map((row, i) => {
      const key = keys[i] ?? getRowKey(row);
      return (
        <BodyRow key={slots?.get(key) ?? key} row={row} rowKey={key} columns={columns} selectable={selectable} selected={chosen.has(key)}
          t={t} getRowLabel={getRowLabel} rowProps={getRowProps?.(row)} onToggle={toggle}
          onRowClick={onRowClick ? click : undefined} onRowFocus={onRowFocus ? focus : undefined} rowRef={rowRef ? register : undefined} />
      );
    });
  }

  return (
    <div className={cx('table-wrap', className)} role="region" aria-labelledby={captionId} tabIndex={0}
      data-sticky={stickyHeader ? '' : undefined} data-updating={updating && !loading ? '' : undefined}>
      <table className="table" data-cards={cards ? '' : undefined} aria-busy={loading || updating || undefined}>
        <caption id={captionId} className={showCaption ? 'table__caption' : 'sr-only'}>{caption}</caption>
        <TableHead columns={columns} sort={sort} onSortChange={onSortChange ? sortBy : undefined} selection={headSelection} />
        <tbody onFocus={recycleRows ? noteFocus : undefined}>{body}</tbody>
      </table>
    </div>
  );
}
