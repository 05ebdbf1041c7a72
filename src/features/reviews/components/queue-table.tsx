import { useMemo } from 'react';
import { useI18n } from '../../../lib/i18n';
import type { Selection } from '../../../lib/list';
import { Link, useLocation } from '../../../lib/router';
import { Table, type ListTableProps, type TableColumn } from '../../../ui';
import type { QueueConfig } from './queue-kinds';
import { statusBadge, submittedCell } from './queue-cells';
import { ClaimTag } from './claim-tag';

/** What ListScreen hands every list's table, and the queue's selection, cursor and columns. */
export interface QueueTableProps<R extends { id: string }> extends ListTableProps<R> {
  config: QueueConfig<R>;
  /** The rows chosen for a bulk decision; null for a staff role that does not decide (no checkboxes). */
  selection: Selection | null;
  /** The keyboard's current row (j / k): the one in the Tab order, with a focus ring. */
  activeId: string | null;
  onActivate(id: string): void;
  /** Registers each row's element, so the keyboard can focus it. */
  rowRef(id: string, element: HTMLTableRowElement | null): void;
}

/** The `?from=` link to a row's details page. */
export function rowHref<R extends { id: string }>(config: QueueConfig<R>, id: string, from: string): string {
  return `${config.detailsPath(id)}?from=${encodeURIComponent(from)}`;
}

/**
 * A row's name, linking to its details with `?from=` the list as shown now (for previous / next and
 * the way back). It reads the location itself: a new search or page changes the link, not the row,
 * so the memoized rows are not all rendered again for it.
 */
function RowLink<R extends { id: string }>({ config, row }: { config: QueueConfig<R>; row: R }) {
  const { pathname, search } = useLocation();
  return <Link className="queue__link" dir="auto" to={rowHref(config, row.id, pathname + search)}>{config.name(row)}</Link>;
}

/**
 * A queue's table: the row's name (a link to its details), the kind's columns, when it was
 * submitted (age, overdue) and its status; every column sorts; a checkbox per row with shift-click
 * ranges; the keyboard's current row is focusable (roving tabindex) and shows a focus ring.
 */
export function QueueTable<R extends { id: string }>(props: QueueTableProps<R>) {
  const { config, rows, selection, activeId } = props;
  const i18n = useI18n();
  const { t } = i18n;

  // Stable while the language stays, so a row renders again only when its record changes. The age
  // is read when the row renders (a new page, a refetch that changed it).
  const columns = useMemo((): TableColumn<R>[] => [
    {
      key: config.nameColumn.key, header: t(config.nameColumn.header), sortable: true, rowHeader: true, card: 'title',
      render: (row) => <><RowLink config={config} row={row} /><ClaimTag kind={config.kind} id={row.id} /></>,
    },
    ...config.columns.map((column): TableColumn<R> => ({
      key: column.key, header: t(column.header), sortable: true, align: column.align, card: column.card, render: (row) => column.render(row, i18n),
    })),
    {
      key: 'submittedAt', header: t('reviews.columns.submitted'), sortable: true, card: 'age',
      render: (row) => {
        const review = config.review(row);
        return review ? submittedCell(i18n, review.submittedAt, review.status, Date.now()) : '—';
      },
    },
    {
      key: 'status', header: t('reviews.columns.status'), sortable: true, card: 'status',
      render: (row) => {
        const review = config.review(row);
        return review ? statusBadge(i18n, review.status) : '—';
      },
    },
  ], [config, i18n, t]);

  return (
    <Table
      caption={props.caption}
      columns={columns}
      rows={rows}
      getRowKey={(row) => row.id}
      getRowLabel={config.name}
      sort={props.sort}
      onSortChange={props.onSortChange}
      selected={selection?.selected}
      onToggleRow={selection ? (id, { range }) => selection.toggle(id, { range }) : undefined}
      onTogglePage={selection?.togglePage}
      loading={props.loading}
      updating={props.updating}
      empty={props.empty}
      className="queue__table"
      // A new search or page updates the rows in place rather than rebuilding them.
      recycleRows
      getRowProps={(row) => ({
        tabIndex: row.id === activeId ? 0 : -1,
        'data-active': row.id === activeId ? '' : undefined,
      })}
      onRowFocus={props.onActivate}
      rowRef={props.rowRef}
    />
  );
}
