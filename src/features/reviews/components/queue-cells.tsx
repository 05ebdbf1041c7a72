import { OVERDUE_HOURS, type ReviewStatus } from '../../../contract';
import { formatAge, formatDate, formatRelativeTime, type I18n } from '../../../lib/i18n';
import { Badge, VisuallyHidden, type BadgeTone } from '../../../ui';

const HOUR_MS = 3_600_000;

/** A person's name as a queue writes it: first, then last. */
export const personName = (p: { firstName: string; lastName: string }): string => `${p.firstName} ${p.lastName}`;

/** Whether an item submitted at `submittedAt` and still `status` is overdue at `now` (ms). */
export function isOverdue(status: ReviewStatus, submittedAt: string, now: number): boolean {
  const at = Date.parse(submittedAt);
  return status === 'pending' && Number.isFinite(at) && now - at > OVERDUE_HOURS * HOUR_MS;
}

// The cells below are plain functions of the table's i18n, not components with a hook each: a
// page has 25 rows of them, and each hook was a subscription to the language per cell.

/**
 * When it was submitted: a pending item's age ("3 days"), otherwise how long ago ("3 days ago"); the
 * full date on hover; an overdue badge, named for screen readers too, past 72 hours pending.
 */
export function submittedCell(i18n: I18n, submittedAt: string, status: ReviewStatus, now: number) {
  const overdue = isOverdue(status, submittedAt, now);
  return (
    <span className="queue-age">
      <time dateTime={submittedAt} title={formatDate(i18n, submittedAt, { dateStyle: 'medium', timeStyle: 'short' })}>
        {status === 'pending' ? formatAge(i18n, submittedAt, now) : formatRelativeTime(i18n, submittedAt, now)}
      </time>
      {overdue && (
        <Badge size="sm" tone="error" variant="solid" className="queue-age__overdue">
          {i18n.t('reviews.list.overdue')}
          <VisuallyHidden>{i18n.t('reviews.list.overdueHint', { hours: OVERDUE_HOURS })}</VisuallyHidden>
        </Badge>
      )}
    </span>
  );
}

const STATUS_TONES: Readonly<Record<ReviewStatus, BadgeTone>> = { pending: 'warning', approved: 'success', rejected: 'error' };

/** The review status as a coloured badge with its word. */
export function statusBadge(i18n: I18n, status: ReviewStatus) {
  return <Badge size="sm" dot tone={STATUS_TONES[status]}>{i18n.t(`reviews.list.status.${status}`)}</Badge>;
}
