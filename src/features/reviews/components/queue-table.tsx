import { useMemo, type ReactNode } from 'react';
import { useI18n } from '../../../lib/i18n';
import type { Selection } from '../../../lib/list';
import { Link } from '../../../lib/router';
import { Table, type TableColumn, type TableSort } from '../../../ui';
import type { QueueConfig } from './queue-kinds';
import { StatusBadge, SubmittedCell } from './queue-cells';

export interface QueueTableProps<R extends { id: string }> {
  config: QueueConfig<R>;
  caption: string;
  rows: readonly R[];
  loading: boolean;
  updating: boolean;
  sort: TableSort;
  onSortChange(sort: TableSort | null): void;
  selection: Selection;
  /** The keyboard's current row (j / k): the one in the Tab order, with a focus ring. */
  activeId: string | null;
  onActivate(id: string): void;
  /** Where each row's link says it came from (`?from=`), for previous / next and the way back. */
  from: string;
  /** Registers each row's element, so the keyboard can focus it. */
  rowRef(id: string, element: HTMLTableRowElement | null): void;
  empty: ReactNode;
}

/** The `?from=` link to a row's details page. */
export function rowHref<R extends { id: string }>(config: QueueConfig<R>, id: string, from: string): string {
  return `${config.detailsPath(id)}?from=${encodeURIComponent(from)}`;
}

/**
 * A queue's table: the row's name (a link to its details), the kind's columns, when it was
 * submitted (age, overdue) and its status; every column sorts; a checkbox per row with shift-click
 * ranges; the keyboard's current row is focusable (roving tabindex) and shows a focus ring.
 */
export function QueueTable<R extends { id: string }>(props: QueueTableProps<R>) {
  const { config, rows, selection, activeId, from, onActivate, rowRef } = props;
  const i18n = useI18n();
  const { t } = i18n;
  const now = Date.now();

  const columns = useMemo((): TableColumn<R>[] => [
    {
      key: config.nameColumn.key, header: t(config.nameColumn.header), sortable: true, rowHeader: true,
      render: (row) => <Link className="queue__link" dir="auto" to={rowHref(config, row.id, from)}>{config.name(row)}</Link>,
    },
    ...config.columns.map((column): TableColumn<R> => ({
      key: column.key, header: t(column.header), sortable: true, align: column.align, render: (row) => column.render(row, i18n),
    })),
    {
      key: 'submittedAt', header: t('reviews.columns.submitted'), sortable: true,
      render: (row) => {
        const review = config.review(row);
        return review ? <SubmittedCell submittedAt={review.submittedAt} status={review.status} now={now} /> : '—';
      },
    },
    {
      key: 'status', header: t('reviews.columns.status'), sortable: true,
      render: (row) => {
        const review = config.review(row);
        return review ? <StatusBadge status={review.status} /> : '—';
      },
    },
  // `now` moves every render; the ages are re-read whenever the rows or the language change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  ], [config, i18n, from, rows]);

  return (
    <Table
      caption={props.caption}
      columns={columns}
      rows={rows}
      getRowKey={(row) => row.id}
      getRowLabel={config.name}
      sort={props.sort}
      onSortChange={props.onSortChange}
      selected={selection.selected}
      onToggleRow={(id, { range }) => selection.toggle(id, { range })}
      onTogglePage={selection.togglePage}
      loading={props.loading}
      updating={props.updating}
      empty={props.empty}
      className="queue__table"
      getRowProps={(row) => ({
        ref: (element: HTMLTableRowElement | null) => rowRef(row.id, element),
        tabIndex: row.id === activeId ? 0 : -1,
        'data-active': row.id === activeId ? '' : undefined,
        onFocus: () => onActivate(row.id),
      })}
    />
  );
}
