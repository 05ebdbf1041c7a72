import { OVERDUE_HOURS, type ReviewStatus } from '../../../contract';
import { formatDate, relativeTimeParts, type I18n } from '../../../lib/i18n';
import { Badge, VisuallyHidden, type BadgeTone } from '../../../ui';

const HOUR_MS = 3_600_000;

/** Whether an item submitted at `submittedAt` and still `status` is overdue at `now` (ms). */
export function isOverdue(status: ReviewStatus, submittedAt: string, now: number): boolean {
  const at = Date.parse(submittedAt);
  return status === 'pending' && Number.isFinite(at) && now - at > OVERDUE_HOURS * HOUR_MS;
}

// The cells below are plain functions of the table's i18n, not components with a hook each: a
// page has 25 rows of them, and each hook was a subscription to the language per cell. A row
// renders them again only when its record or the language changes (the table memoizes rows).

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** How old a submission is ("3 days"); invalid → ''. */
function ageWords(i18n: I18n, submittedAt: string, now: number): string {
  const at = Date.parse(submittedAt);
  if (Number.isNaN(at)) return '';
  const { unit, count } = relativeTimeParts(at - now, now);
  return i18n.t(`time.age.${unit}`, count === undefined ? undefined : { count });
}

/**
 * When it was submitted, in one style on every tab and queue: the submission's age ("3 days"), the
 * short form that leaves room for the overdue badge in the column; the full date on hover; an
 * overdue badge, named for screen readers too, past 72 hours pending. `i18n` as `useI18n` gives it
 * (a new object when the language or its texts change).
 */
export function submittedCell(i18n: I18n, submittedAt: string, status: ReviewStatus, now: number) {
  const overdue = isOverdue(status, submittedAt, now);
  const age = ageWords(i18n, submittedAt, now);
  return (
    <span className="queue-age">
      <time dateTime={submittedAt} title={formatDate(i18n, submittedAt, DATE_TIME)}>{age}</time>
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

/** The review status as a coloured badge with its word (`i18n` as for `submittedCell`). */
export function statusBadge(i18n: I18n, status: ReviewStatus) {
  return <Badge size="sm" dot tone={STATUS_TONES[status]}>{i18n.t(`reviews.list.status.${status}`)}</Badge>;
}
