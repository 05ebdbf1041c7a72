/**
 * Relative time worded as dayjs's `fromNow` words it (its relativeTime plugin, whose thresholds
 * are moment's): "a few seconds ago", "a minute ago", "3 days ago", "in 2 hours". Same
 * thresholds, same rounding (`Math.round` of the difference in each unit), and months counted on
 * the calendar as dayjs's `monthDiff` does, so the words match what a dayjs-based screen shows.
 * This module only picks the phrase and its number; the words are the locale's `time.past.*` and
 * `time.future.*` messages.
 */
import type { TFunction } from './messages';

/** A phrase of `time.past.*` / `time.future.*`; plural ones take a `count` of at least 2. */
export type RelativeUnit =
  | 'seconds' | 'minute' | 'minutes' | 'hour' | 'hours' | 'day' | 'days'
  | 'month' | 'months' | 'year' | 'years';

/** Which phrase says a time difference, and with what number. */
export interface RelativeTimeParts {
  direction: 'past' | 'future';
  unit: RelativeUnit;
  /** Present for the plural units only. */
  count?: number;
}

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

type Measure = 'seconds' | 'minutes' | 'hours' | 'days' | 'months' | 'years';

/**
 * dayjs's table: each step measures the difference in its unit (or keeps the last measure) and
 * takes it while the rounded value is at most `max`. A plural step that rounds to 1 says the
 * singular of the step before ("1 minutes" → "a minute").
 */
const STEPS: readonly { unit: RelativeUnit; max: number; measure?: Measure }[] = [
  { unit: 'seconds', max: 44, measure: 'seconds' },
  { unit: 'minute', max: 89 },
  { unit: 'minutes', max: 44, measure: 'minutes' },
  { unit: 'hour', max: 89 },
  { unit: 'hours', max: 21, measure: 'hours' },
  { unit: 'day', max: 35 },
  { unit: 'days', max: 25, measure: 'days' },
  { unit: 'month', max: 45 },
  { unit: 'months', max: 10, measure: 'months' },
  { unit: 'year', max: 17 },
  { unit: 'years', max: Infinity, measure: 'years' },
];

/** dayjs's `utcOffset()`: minutes east of UTC, rounded to a quarter hour. */
const utcOffset = (date: Date) => -Math.round(date.getTimezoneOffset() / 15) * 15;

/** `date` plus `months` calendar months, the day clamped to the month's last (Jan 31 + 1 → Feb 28). */
function addMonths(date: Date, months: number): Date {
  const out = new Date(date.getTime());
  out.setDate(1);
  out.setMonth(out.getMonth() + months);
  const lastDay = new Date(out.getFullYear(), out.getMonth() + 1, 0).getDate();
  out.setDate(Math.min(date.getDate(), lastDay));
  return out;
}

/**
 * `a − b` in months, fractional, in local time: whole calendar months, then the rest as a share of
 * the month it falls in. moment's algorithm, which dayjs copies (`monthDiff` in its utils).
 */
export function monthDiff(a: Date, b: Date): number {
  if (a.getDate() < b.getDate()) return -monthDiff(b, a);
  const whole = (b.getFullYear() - a.getFullYear()) * 12 + (b.getMonth() - a.getMonth());
  const anchor = addMonths(a, whole).getTime();
  const before = b.getTime() - anchor < 0;
  const anchor2 = addMonths(a, whole + (before ? -1 : 1)).getTime();
  const share = (b.getTime() - anchor) / (before ? anchor - anchor2 : anchor2 - anchor);
  return -(whole + share) || 0;
}

/** The difference `target − now` in `unit`, as dayjs's `diff(…, unit, true)` measures it. */
function measure(unit: Measure, target: Date, now: Date): number {
  const diff = target.getTime() - now.getTime();
  switch (unit) {
    case 'seconds': return diff / SECOND_MS;
    case 'minutes': return diff / MINUTE_MS;
    case 'hours': return diff / HOUR_MS;
    // Days are local days: a daylight-saving shift between the two does not count.
    case 'days': return (diff - (utcOffset(now) - utcOffset(target)) * MINUTE_MS) / DAY_MS;
    case 'months': return monthDiff(target, now);
    case 'years': return monthDiff(target, now) / 12;
  }
}

/**
 * The phrase for a time `diffMs` away from `now` (target minus now; 0 and negatives are the past),
 * by dayjs's thresholds on values rounded to whole units: up to 44 s a few seconds, 89 s a minute,
 * 44 min minutes, 89 min an hour, 21 h hours, 35 h a day, 25 d days, 45 d a month, 10 months
 * months, 17 months a year, then years. Months and years are calendar months from `now`
 * (epoch ms, default `Date.now()`), in local time as dayjs counts them.
 */
export function relativeTimeParts(diffMs: number, now: number = Date.now()): RelativeTimeParts {
  const from = new Date(now);
  const target = new Date(now + diffMs);
  let value = 0;
  for (let i = 0; i < STEPS.length; i += 1) {
    const step = STEPS[i];
    if (!step) break;
    if (step.measure) value = measure(step.measure, target, from);
    const rounded = Math.round(Math.abs(value));
    if (rounded > step.max) continue;
    const direction = value > 0 ? 'future' : 'past';
    const unit = rounded === 1 && i > 0 ? (STEPS[i - 1]?.unit ?? step.unit) : step.unit;
    return isPlural(unit) ? { direction, unit, count: rounded } : { direction, unit };
  }
  return { direction: 'past', unit: 'seconds' };
}

const isPlural = (unit: RelativeUnit) => unit === 'minutes' || unit === 'hours' || unit === 'days' || unit === 'months' || unit === 'years';

/**
 * "a few seconds ago", "3 days ago", "in an hour" in the language of `i18n` (its `time.*` texts);
 * `now` in epoch ms, default `Date.now()`. An invalid date gives `''`. A function rather than an
 * i18n method so the screens that show times bring it, not the sign-in page.
 */
export function formatRelativeTime(i18n: { t: TFunction }, value: string | number | Date, now = Date.now()): string {
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(time)) return '';
  const { direction, unit, count } = relativeTimeParts(time - now, now);
  return i18n.t(`time.${direction}.${unit}`, count === undefined ? undefined : { count });
}

/**
 * How long ago `since` was, without "ago": "a few seconds", "an hour", "3 days" (dayjs's
 * `fromNow(true)`), for ages in queues. Words from the locale's `time.age.*`; invalid → `''`.
 */
export function formatAge(i18n: { t: TFunction }, since: string | number | Date, now = Date.now()): string {
  const time = (since instanceof Date ? since : new Date(since)).getTime();
  if (Number.isNaN(time)) return '';
  const { unit, count } = relativeTimeParts(time - now, now);
  return i18n.t(`time.age.${unit}`, count === undefined ? undefined : { count });
}
