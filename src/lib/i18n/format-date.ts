/**
 * Dates in the active language through Intl. A function of lib/i18n rather than an i18n method,
 * like formatRelativeTime: the screens that show dates bring it, the sign-in page does not.
 */
import { cachedFormat, cachedFormatter } from './intl-cache';
import { intlLocale, type Language } from './languages';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Formats a date in `i18n`'s language; default `{ dateStyle: 'medium' }`. Calendar dates
 * (`YYYY-MM-DD`) are read in UTC, so they show the same day everywhere. Invalid → `''`.
 */
export function formatDate(
  i18n: { language: Language },
  value: string | number | Date,
  options?: Intl.DateTimeFormatOptions,
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const resolved: Intl.DateTimeFormatOptions = { ...(options ?? { dateStyle: 'medium' }) };
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) resolved.timeZone ??= 'UTC';
  const locale = intlLocale(i18n.language);
  const key = `d|${locale}|${JSON.stringify(resolved)}`;
  return cachedFormat(key, date.getTime(), () => cachedFormatter(key, () => new Intl.DateTimeFormat(locale, resolved)).format(date));
}
