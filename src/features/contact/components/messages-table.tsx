import { useMemo } from 'react';
import type { ContactMessage } from '../../../contract';
import { useI18n } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { CLICKABLE_ROW, Table, openRowOnClick, type ListTableProps, type TableColumn } from '../../../ui';
import { excerpt } from '../listing';
import { MessageStatusBadge, TimeAgo } from './message-bits';

export interface MessagesTableProps extends ListTableProps<ContactMessage> {
  /** The URL of a message's page (remembering this view, for the way back). */
  hrefOf(id: string): string;
  /** Opens a message (a click anywhere on its row; the sender's link for the keyboard). */
  onOpen(id: string): void;
}

/**
 * Messages in one table: the sender (a link to the whole message), their e-mail, the subject with
 * the first words of the text, the status and when it arrived; every column sorts. New messages
 * are set in bold, as unread mail is.
 */
export function MessagesTable({ caption, rows, loading, updating, sort, onSortChange, hrefOf, onOpen, empty }: MessagesTableProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const now = Date.now();

  const columns = useMemo((): TableColumn<ContactMessage>[] => [
    {
      key: 'name', header: t('contact.columns.from'), sortable: true, rowHeader: true, card: 'title',
      render: (m) => <Link className="contact__link" dir="auto" to={hrefOf(m.id)}>{m.name}</Link>,
    },
    { key: 'email', header: t('contact.columns.email'), sortable: true, card: 'extra', render: (m) => <span className="contact__email" dir="auto" title={m.email}>{m.email}</span> },
    {
      key: 'subject', header: t('contact.columns.subject'), sortable: true, card: 'key',
      render: (m) => (
        <span className="contact__subject">
          <span className="contact__subject-line" dir="auto">{m.subject}</span>
          <span className="contact__excerpt" dir="auto">{excerpt(m.message)}</span>
        </span>
      ),
    },
    { key: 'status', header: t('contact.columns.status'), sortable: true, card: 'status', render: (m) => <MessageStatusBadge status={m.status} /> },
    { key: 'createdAt', header: t('contact.columns.received'), sortable: true, card: 'age', render: (m) => <TimeAgo at={m.createdAt} now={now} /> },
  // `now` moves every render; the times are re-read whenever the rows or the language change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  ], [i18n, rows, hrefOf]);

  return (
    <Table
      caption={caption}
      columns={columns}
      rows={rows}
      getRowKey={(m) => m.id}
      sort={sort}
      onSortChange={onSortChange}
      loading={loading}
      updating={updating}
      empty={empty}
      className="contact__table"
      getRowProps={(m) => ({ ...CLICKABLE_ROW, 'data-new': m.status === 'new' ? '' : undefined })}
      onRowClick={openRowOnClick(onOpen)}
    />
  );
}
