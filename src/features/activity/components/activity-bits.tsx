import type { ActivityEntry } from '../../../contract';
import { formatDate, formatRelativeTime, useI18n } from '../../../lib/i18n';
import { Link } from '../../../lib/router';

/**
 * When an entry happened, relative ("3 min ago") with the date and time under it, so both read at
 * a glance; `dateTime` carries the instant for machines. `now` is the render's clock.
 */
export function EntryTime({ at, now }: { at: string; now: number }) {
  const i18n = useI18n();
  const absolute = formatDate(i18n, at, { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <span className="activity__when">
      <time dateTime={at} title={absolute}>{formatRelativeTime(i18n, at, now)}</time>
      <span className="activity__absolute">{absolute}</span>
    </span>
  );
}

/** What an admin did, in words ("Approved a review"). */
export function ActionText({ action }: { action: ActivityEntry['action'] }) {
  const { t } = useI18n();
  return <span className="activity__action">{t(`activity.actions.${action}`)}</span>;
}

export interface EntryRecordProps {
  record: ActivityEntry['record'];
  /** The record's page; null when there is none to open. */
  href: string | null;
  /** The record was deleted since: named, not linked. */
  gone: boolean;
}

/** The record an entry is about: its kind and name, a link to its page, or a note that it was deleted. */
export function EntryRecord({ record, href, gone }: EntryRecordProps) {
  const { t } = useI18n();
  if (!record) return <span className="activity__none">{t('activity.noRecord')}</span>;
  const kind = <span className="activity__kind">{t(`activity.kinds.${record.kind}`)}</span>;
  if (gone) {
    return (
      <span className="activity__record">
        {kind}
        <span className="activity__record-name" dir="auto">{record.name}</span>
        <span className="activity__gone">{t('activity.deleted')}</span>
      </span>
    );
  }
  return (
    <span className="activity__record">
      {kind}
      {href
        ? <Link className="activity__record-name activity__link" dir="auto" to={href}>{record.name}</Link>
        : <span className="activity__record-name" dir="auto">{record.name}</span>}
    </span>
  );
}

/** "pending → approved": the change as the server wrote it, isolated so its arrow keeps its direction. */
export function EntryChange({ change }: { change: string | null }) {
  const { t } = useI18n();
  if (change === null) return <span className="activity__none">{t('activity.noChange')}</span>;
  return <bdi className="activity__change">{change}</bdi>;
}
