import { useMemo } from 'react';
import type { News } from '../../../contract';
import { formatDate, formatRelativeTime, useI18n } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { paths } from '../../../paths';
import { Badge, CLICKABLE_ROW, Table, openRowOnClick, type ListTableProps, type TableColumn } from '../../../ui';

/** "3 days ago", the full date and time on hover; `none` when there is no time. */
function When({ at, none, now }: { at: string | null; none: string; now: number }) {
  const i18n = useI18n();
  if (!at) return <span className="news-list__none">{none}</span>;
  return (
    <time dateTime={at} title={formatDate(i18n, at, { dateStyle: 'medium', timeStyle: 'short' })}>
      {formatRelativeTime(i18n, at, now)}
    </time>
  );
}

export interface NewsListTableProps extends ListTableProps<News> {
  /** Opens an article in the editor (a click anywhere on its row; its title's link for the keyboard). */
  onOpen(id: string): void;
}

/**
 * Articles in one table: the title (a link to the editor) with its author, the status, when it was
 * published and last updated (relative, the full date on hover); every column sorts.
 */
export function NewsListTable({ caption, rows, loading, updating, sort, onSortChange, onOpen, empty }: NewsListTableProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const now = Date.now();

  const columns = useMemo((): TableColumn<News>[] => [
    {
      key: 'title', header: t('news.list.columns.title'), sortable: true, rowHeader: true, card: 'title',
      render: (n) => (
        <span className="news-list__title">
          <Link className="news-list__link" dir="auto" to={paths.news.details(n.id)}>{n.title}</Link>
          <span className="news-list__author">{t('news.meta.author', { name: n.author.name })}</span>
        </span>
      ),
    },
    {
      key: 'status', header: t('news.list.columns.status'), sortable: true, card: 'status',
      render: (n) => <Badge size="sm" dot tone={n.status === 'published' ? 'success' : 'neutral'}>{t(`news.status.${n.status}`)}</Badge>,
    },
    {
      key: 'publishedAt', header: t('news.list.columns.publishedAt'), sortable: true, card: 'key',
      render: (n) => <When at={n.publishedAt} none={t('news.list.notPublished')} now={now} />,
    },
    { key: 'updatedAt', header: t('news.list.columns.updatedAt'), sortable: true, card: 'age', render: (n) => <When at={n.updatedAt} none="—" now={now} /> },
  // `now` moves every render; the times are re-read whenever the rows or the language change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  ], [i18n, rows]);

  return (
    <Table
      caption={caption}
      columns={columns}
      rows={rows}
      getRowKey={(n) => n.id}
      sort={sort}
      onSortChange={onSortChange}
      loading={loading}
      updating={updating}
      empty={empty}
      className="news-list__table"
      getRowProps={() => CLICKABLE_ROW}
      onRowClick={openRowOnClick(onOpen)}
    />
  );
}
