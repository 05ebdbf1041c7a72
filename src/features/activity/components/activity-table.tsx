import { useMemo } from 'react';
import type { ActivityEntry, LegalType } from '../../../contract';
import { useI18n } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { paths, recordPath } from '../../../paths';
import { Badge, EntryChanges, EntryRecord, EntryTime, Table, goneRecords, recordKey, type ListTableProps, type TableColumn } from '../../../ui';
import { ActionText } from './activity-bits';

export interface ActivityTableProps extends ListTableProps<ActivityEntry> {
  /** Entries that came in while the log was open, marked until the view changes. */
  fresh: ReadonlySet<string>;
  /** Legal document id → type, for the legal pages' links; undefined until known. */
  legalTypes: ReadonlyMap<string, LegalType> | undefined;
}

/**
 * The log in one table: when (relative and absolute), who (a link to the admin), what in words, the
 * record with a link to its page (or a note that it was deleted) and the changes field by field.
 * The address sits under the time (when and from where, as a server log line reads), so the table
 * fits a 1366 px screen and the row's header stays the admin's name alone.
 * Below a wide screen the changes leave their column (`extra`) and fold into the record's cell,
 * the row's detail (styles/activity.css), so nothing is cut off.
 * Rows are keyed by entry, so a new entry coming in leaves the focused row's element where it is.
 */
export function ActivityTable({ caption, rows, loading, updating, sort, onSortChange, empty, fresh, legalTypes }: ActivityTableProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const now = Date.now();
  const gone = useMemo(() => goneRecords(rows), [rows]);

  const columns = useMemo((): TableColumn<ActivityEntry>[] => [
    {
      key: 'at', header: t('activity.columns.at'), sortable: true, card: 'age',
      render: (e) => (
        <>
          <EntryTime at={e.at} now={now} />
          <span className="activity__from-where">
            <span className="sr-only">{t('activity.fieldLabel', { field: t('activity.columns.address') })} </span>
            <bdi className="activity__address">{e.address}</bdi>
          </span>
          {fresh.has(e.id) && <Badge size="sm" tone="primary" className="activity__new">{t('activity.new')}</Badge>}
        </>
      ),
    },
    {
      key: 'actor', header: t('activity.columns.actor'), sortable: true, rowHeader: true, card: 'title',
      render: (e) => <Link className="activity__link activity__actor" dir="auto" to={paths.users.details(e.actor.id)}>{e.actor.name}</Link>,
    },
    { key: 'action', header: t('activity.columns.action'), sortable: true, card: 'status', render: (e) => <ActionText action={e.action} /> },
    {
      key: 'record', header: t('activity.columns.record'), card: 'key',
      render: (e) => (
        // One box: a card lays out each child of a cell in a column of its own.
        <div className="activity__record-cell">
          <EntryRecord record={e.record} href={recordPath(e.record, legalTypes)} gone={e.record !== null && gone.has(recordKey(e.record))} />
          {e.changes.length > 0 && (
            <dl className="activity__detail">
              <dt>{t('activity.columns.change')}</dt>
              <dd><EntryChanges entry={e} /></dd>
            </dl>
          )}
        </div>
      ),
    },
    { key: 'change', header: t('activity.columns.change'), card: 'extra', render: (e) => <EntryChanges entry={e} /> },
  // `now` moves every render; the times are re-read whenever the rows or the language change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  ], [i18n, rows, gone, legalTypes, fresh]);

  return (
    <Table
      caption={caption}
      columns={columns}
      rows={rows}
      getRowKey={(e) => e.id}
      sort={sort}
      onSortChange={onSortChange}
      loading={loading}
      updating={updating}
      empty={empty}
      className="activity__table"
      getRowProps={(e) => ({ 'data-fresh': fresh.has(e.id) ? '' : undefined })}
    />
  );
}
