import { useId, useMemo } from 'react';
import type { ActivityEntry, User } from '../../../contract';
import { useI18n } from '../../../lib/i18n';
import { useQuery } from '../../../lib/query';
import { Link } from '../../../lib/router';
import { paths, recordPath } from '../../../paths';
import { Card, CardHeader, EntryChanges, EntryRecord, EntryTime, ErrorState, Skeleton, goneRecords, recordKey } from '../../../ui';
import { recentActivity } from '../api';

/**
 * The activity log's link for `user`: an admin's own actions (`admin=`), anyone else's entries
 * found by their id (`q=`), the same rows this section shows first.
 */
export function activityHref(user: Pick<User, 'id' | 'role'>): string {
  const query = new URLSearchParams(user.role === 'admin' ? { admin: user.id } : { q: user.id });
  return `${paths.management.activity}?${query.toString()}`;
}

/** One entry: who did what, to which record (linked), what changed, and when (relative and absolute). */
function Entry({ entry, now, gone }: { entry: ActivityEntry; now: number; gone: ReadonlySet<string> }) {
  const { t } = useI18n();
  return (
    <li className="recent-activity__item">
      <span className="recent-activity__what">
        <span className="recent-activity__who">
          <Link className="activity__link" dir="auto" to={paths.users.details(entry.actor.id)}>{entry.actor.name}</Link>
          {' '}
          <span>{t(`activity.actions.${entry.action}`)}</span>
        </span>
        {entry.record && <EntryRecord record={entry.record} href={recordPath(entry.record)} gone={gone.has(recordKey(entry.record))} />}
        {entry.changes.length > 0 && <EntryChanges entry={entry} />}
      </span>
      <EntryTime at={entry.at} now={now} />
    </li>
  );
}

/**
 * "Recent activity" on a user's page: an admin's last actions, or for anyone else the last entries
 * whose record is them (blocked, role changed, certification decided), newest first, with a link
 * to the whole log filtered the same way.
 */
export function RecentActivity({ user }: { user: User }) {
  const { t } = useI18n();
  const titleId = useId();
  const by = user.role === 'admin' ? 'actor' : 'record';
  const query = useQuery(recentActivity, { id: user.id, by });
  const now = Date.now();
  const entries = query.data;
  const gone = useMemo(() => goneRecords(entries ?? []), [entries]);
  return (
    <Card as="section" aria-labelledby={titleId} className="recent-activity">
      <CardHeader title={t('users.recent.title')} titleId={titleId}
        actions={<Link className="link" to={activityHref(user)}>{t('users.recent.seeAll')}</Link>} />
      {entries === undefined && query.error === null && <Skeleton lines={3} />}
      {entries === undefined && query.error !== null && (
        <ErrorState compact title={t('users.recent.error')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
      {entries?.length === 0 && <p className="users__never">{t(by === 'actor' ? 'users.recent.empty' : 'users.recent.emptyAbout')}</p>}
      {entries !== undefined && entries.length > 0 && (
        <ol className="recent-activity__list" aria-label={t('users.recent.caption')}>
          {entries.map((e) => <Entry key={e.id} entry={e} now={now} gone={gone} />)}
        </ol>
      )}
    </Card>
  );
}
