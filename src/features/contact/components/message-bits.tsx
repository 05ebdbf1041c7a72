import type { ContactStatus } from '../../../contract';
import { formatDate, formatRelativeTime, useI18n } from '../../../lib/i18n';
import { Badge } from '../../../ui';
import { STATUS_TONES } from '../listing';

/** A message's status as a coloured badge with its word. */
export function MessageStatusBadge({ status }: { status: ContactStatus }) {
  const { t } = useI18n();
  return <Badge size="sm" dot tone={STATUS_TONES[status]}>{t(`contact.status.${status}`)}</Badge>;
}

/** "3 days ago", with the full date and time on hover and in `dateTime`. */
export function TimeAgo({ at, now }: { at: string; now?: number }) {
  const i18n = useI18n();
  return (
    <time dateTime={at} title={formatDate(i18n, at, { dateStyle: 'medium', timeStyle: 'short' })}>
      {formatRelativeTime(i18n, at, now)}
    </time>
  );
}

/** When a message arrived, relative and absolute side by side ("3 days ago · 22 Nov 2026, 10:15"). */
export function Received({ at }: { at: string }) {
  const i18n = useI18n();
  const absolute = formatDate(i18n, at, { dateStyle: 'long', timeStyle: 'short' });
  return (
    <span className="contact-received">
      <time dateTime={at}>{formatRelativeTime(i18n, at)}</time>
      <span className="contact-received__absolute">{absolute}</span>
    </span>
  );
}
