/**
 * Relative time worded like moment's and dayjs's `fromNow`: "a few seconds ago", "a minute ago",
 * "3 days ago", "in 2 hours". This module only picks the phrase and its number; the words are the
 * locale's `time.past.*` and `time.future.*` messages.
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
/** Average month and year, as moment counts them (400 Gregorian years = 146 097 days). */
const MONTH_DAYS = 146_097 / 4_800;
const YEAR_DAYS = 146_097 / 400;

/**
 * The phrase for `diffMs` (target minus now; 0 and negatives are the past). Thresholds, on values
 * rounded to whole units: under 45 s a few seconds, under 90 s a minute, under 45 min minutes,
 * under 90 min an hour, under 22 h hours, under 36 h a day, under 26 d days, under 45 d a month,
 * under 320 d months, under 548 d a year, then years.
 */
export function relativeTimeParts(diffMs: number): RelativeTimeParts {
  const direction = diffMs > 0 ? 'future' : 'past';
  const ms = Math.abs(diffMs);
  const seconds = Math.round(ms / SECOND_MS);
  const minutes = Math.round(ms / MINUTE_MS);
  const hours = Math.round(ms / HOUR_MS);
  const days = Math.round(ms / DAY_MS);
  const many = (unit: RelativeUnit, n: number): RelativeTimeParts => ({ direction, unit, count: Math.max(2, n) });

  if (seconds < 45) return { direction, unit: 'seconds' };
  if (seconds < 90) return { direction, unit: 'minute' };
  if (minutes < 45) return many('minutes', minutes);
  if (minutes < 90) return { direction, unit: 'hour' };
  if (hours < 22) return many('hours', hours);
  if (hours < 36) return { direction, unit: 'day' };
  if (days < 26) return many('days', days);
  if (days < 45) return { direction, unit: 'month' };
  if (days < 320) return many('months', Math.round(ms / DAY_MS / MONTH_DAYS));
  if (days < 548) return { direction, unit: 'year' };
  return many('years', Math.round(ms / DAY_MS / YEAR_DAYS));
}

/**
 * "a few seconds ago", "3 days ago", "in an hour" in the language of `i18n` (its `time.*` texts);
 * `now` in epoch ms, default `Date.now()`. An invalid date gives `''`. A function rather than an
 * i18n method so the screens that show times bring it, not the sign-in page.
 */
export function formatRelativeTime(i18n: { t: TFunction }, value: string | number | Date, now = Date.now()): string {
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(time)) return '';
  const { direction, unit, count } = relativeTimeParts(time - now);
  return i18n.t(`time.${direction}.${unit}`, count === undefined ? undefined : { count });
}
