import type { ReactElement } from 'react';
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
// page has 25 rows of them, and each hook was a subscription to the language per cell.

// Their elements, kept per i18n object (`useI18n` gives a new one per language and loaded texts):
// a cell whose text is the same as before is the same element, which React skips without
// comparing it (the statuses, the overdue badge, an age seen on the page before), and a cell seen
// earlier in the search does not format its date again.
const cells = new WeakMap<object, Map<string, ReactElement>>();
const MAX_CELLS = 600;

/** The element `make` gives, kept for `i18n` under `key` (which names everything the element shows). */
export function cachedCell(i18n: I18n, key: string, make: () => ReactElement): ReactElement {
  let own = cells.get(i18n);
  if (!own) cells.set(i18n, (own = new Map()));
  let element = own.get(key);
  if (!element) {
    if (own.size >= MAX_CELLS) own.clear(); // a bound, not an LRU: a few pages refill it
    element = make();
    own.set(key, element);
  }
  return element;
}

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

const overdueBadge = (i18n: I18n) => cachedCell(i18n, 'overdue', () => (
  <Badge size="sm" tone="error" variant="solid" className="queue-age__overdue">
    {i18n.t('reviews.list.overdue')}
    <VisuallyHidden>{i18n.t('reviews.list.overdueHint', { hours: OVERDUE_HOURS })}</VisuallyHidden>
  </Badge>
));

// The words of each age phrase per i18n object ("3 days", "3 days ago"): a page has one age per
// row, most of them a phrase seen on the page before, and a phrase with a count is a plural rule
// and an interpolation.
const phrases = new WeakMap<object, Map<string, string>>();

/** formatAge's words for a pending item, formatRelativeTime's for another (the same phrases); invalid → ''. */
function ageWords(i18n: I18n, at: number, pending: boolean, now: number): string {
  if (Number.isNaN(at)) return '';
  const { direction, unit, count } = relativeTimeParts(at - now, now);
  const key = pending ? `time.age.${unit}` : `time.${direction}.${unit}`;
  let own = phrases.get(i18n);
  if (!own) phrases.set(i18n, (own = new Map()));
  const id = `${key}|${count ?? ''}`;
  let words = own.get(id);
  if (words === undefined) {
    words = i18n.t(key, count === undefined ? undefined : { count });
    own.set(id, words);
  }
  return words;
}

/**
 * When it was submitted: a pending item's age ("3 days"), otherwise how long ago ("3 days ago"); the
 * full date on hover; an overdue badge, named for screen readers too, past 72 hours pending.
 * `i18n` as `useI18n` gives it (a new object when the language or its texts change).
 */
export function submittedCell(i18n: I18n, submittedAt: string, status: ReviewStatus, now: number) {
  const overdue = isOverdue(status, submittedAt, now);
  const age = ageWords(i18n, Date.parse(submittedAt), status === 'pending', now);
  return cachedCell(i18n, `age|${submittedAt}|${age}|${overdue ? 1 : 0}`, () => (
    <span className="queue-age">
      <time dateTime={submittedAt} title={formatDate(i18n, submittedAt, DATE_TIME)}>{age}</time>
      {overdue && overdueBadge(i18n)}
    </span>
  ));
}

const STATUS_TONES: Readonly<Record<ReviewStatus, BadgeTone>> = { pending: 'warning', approved: 'success', rejected: 'error' };

/** The review status as a coloured badge with its word (`i18n` as for `submittedCell`). */
export function statusBadge(i18n: I18n, status: ReviewStatus) {
  return cachedCell(i18n, `status|${status}`, () => <Badge size="sm" dot tone={STATUS_TONES[status]}>{i18n.t(`reviews.list.status.${status}`)}</Badge>);
}
