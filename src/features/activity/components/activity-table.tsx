import { useMemo } from 'react';
import type { ActivityEntry, LegalType } from '../../../contract';
import { useI18n } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { paths } from '../../../paths';
import { Badge, Table, type ListTableProps, type TableColumn } from '../../../ui';
import { goneRecords, recordHref, recordKey } from '../model';
import { ActionText, EntryChange, EntryRecord, EntryTime } from './activity-bits';

export interface ActivityTableProps extends ListTableProps<ActivityEntry> {
  /** Entries that came in while the log was open, marked until the view changes. */
  fresh: ReadonlySet<string>;
  /** Legal document id → type, for the legal pages' links; undefined until known. */
  legalTypes: ReadonlyMap<string, LegalType> | undefined;
}

/**
 * The log in one table: when (relative and absolute), who (a link to the admin), what in words, the
 * record with a link to its page (or a note that it was deleted), the change and the address.
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
          {fresh.has(e.id) && <Badge size="sm" tone="primary" className="activity__new">{t('activity.new')}</Badge>}
        </>
      ),
    },
    {
      key: 'actor', header: t('activity.columns.actor'), sortable: true, rowHeader: true, card: 'title',
      render: (e) => <Link className="activity__link activity__actor" dir="auto" to={paths.management.user(e.actor.id)}>{e.actor.name}</Link>,
    },
    { key: 'action', header: t('activity.columns.action'), sortable: true, card: 'status', render: (e) => <ActionText action={e.action} /> },
    {
      key: 'record', header: t('activity.columns.record'), card: 'key',
      render: (e) => <EntryRecord record={e.record} href={recordHref(e.record, legalTypes)} gone={e.record !== null && gone.has(recordKey(e.record))} />,
    },
    { key: 'change', header: t('activity.columns.change'), card: 'key', render: (e) => <EntryChange change={e.change} /> },
    { key: 'address', header: t('activity.columns.address'), card: 'extra', render: (e) => <bdi className="activity__address">{e.address}</bdi> },
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
