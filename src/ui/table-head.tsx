import { memo, type ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { Checkbox } from './checkbox';
import { Icon } from './icons';
import { ariaSortOf, nextSort, type TableSort } from './table-state';

/**
 * A column's part in a list's narrow layout (styles/components.css, "Table as cards"): below 768 px
 * each row is a card with its `title` and `status` on top, its `age` under them and each `key`
 * field with its column's name; `extra` columns leave the card, and between 768 px and a wide
 * screen they leave the table too, so the key columns fit without sideways scrolling.
 */
export type TableCardRole = 'title' | 'status' | 'age' | 'key' | 'extra';

/** One column of a `Table`. */
export interface TableColumn<T> {
  /** Stable id of the column; also the sort key. */
  key: string;
  /** Never empty: for an actions column pass `<VisuallyHidden>Actions</VisuallyHidden>`. */
  header: ReactNode;
  /** The header's text when `header` is not a string (for "Sort by …"). */
  label?: string;
  sortable?: boolean;
  /** Cell alignment along the reading direction, default `start`. */
  align?: 'start' | 'center' | 'end';
  /** A CSS width such as `12rem` or `20%`. */
  width?: string;
  /** This column's cells name their row (`<th scope="row">`). */
  rowHeader?: boolean;
  /** Its part in the narrow layout; a table with a role on any column shows its rows as cards below 768 px. */
  card?: TableCardRole;
  render(row: T): ReactNode;
}

export interface TableHeadProps<T> {
  columns: readonly TableColumn<T>[];
  sort: TableSort | null;
  onSortChange?(sort: TableSort | null): void;
  /** Present when rows are selectable: the state of the select-all box. */
  selection?: { state: 'none' | 'some' | 'all'; disabled: boolean; onToggleAll(): void };
}

/** The column's name as text: `label`, else a string `header`. */
export function columnName<T>(column: TableColumn<T>): string | undefined {
  return column.label ?? (typeof column.header === 'string' ? column.header : undefined);
}

function TableHeadView<T>({ columns, sort, onSortChange, selection }: TableHeadProps<T>) {
  const t = useT();
  return (
    <thead className="table__head">
      <tr>
        {selection && (
          <th scope="col" className="table__select">
            <Checkbox
              aria-label={t('ui.table.selectAll')}
              checked={selection.state === 'all'}
              indeterminate={selection.state === 'some'}
              disabled={selection.disabled}
              onChange={selection.onToggleAll}
            />
          </th>
        )}
        {columns.map((column) => {
          const sortable = Boolean(column.sortable && onSortChange);
          const direction = ariaSortOf(sort, column.key);
          const name = columnName(column);
          return (
            <th
              key={column.key}
              scope="col"
              data-align={column.align ?? 'start'}
              data-card={column.card}
              style={column.width ? { inlineSize: column.width } : undefined}
              aria-sort={sortable ? direction : undefined}
            >
              {sortable ? (
                <button
                  type="button"
                  className="table__sort"
                  title={name ? t('ui.table.sortBy', { column: name }) : undefined}
                  onClick={() => onSortChange?.(nextSort(sort, column.key))}
                >
                  {column.header}
                  <Icon name={direction === 'ascending' ? 'sort-asc' : direction === 'descending' ? 'sort-desc' : 'sort-none'} />
                </button>
              ) : column.header}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

function sameHead<T>(a: TableHeadProps<T>, b: TableHeadProps<T>): boolean {
  return a.columns === b.columns && a.onSortChange === b.onSortChange && a.selection === b.selection
    && a.sort?.key === b.sort?.key && a.sort?.direction === b.sort?.direction;
}

/**
 * The header row: sort buttons with `aria-sort` on their `<th>`, and the select-all box. Memoized
 * (the sort compared by value): a new page of rows or a moved cursor does not render it again.
 */
export const TableHead = memo(TableHeadView, sameHead) as <T>(props: TableHeadProps<T>) => ReturnType<typeof TableHeadView>;
