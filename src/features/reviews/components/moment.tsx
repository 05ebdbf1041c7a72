import { formatDate, formatRelativeTime, useI18n } from '../../../lib/i18n';

/** A moment as the admin reads it: relative ("3 days ago") and absolute (date and time) side by side. */
export function Moment({ at, now }: { at: string; now?: number }) {
  const i18n = useI18n();
  const absolute = formatDate(i18n, at, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <span className="moment">
      <time dateTime={at} title={absolute}>{formatRelativeTime(i18n, at, now)}</time>
      {/* The dot stays with the relative time; the space after it is where a narrow card breaks the line. */}
      <span className="moment__sep">{'\u00a0· '}</span><span className="moment__absolute">{absolute}</span>
    </span>
  );
}
