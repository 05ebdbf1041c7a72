/** The one date format a client sends back to the server: an ISO 8601 date and time. */

const ISO_TIME = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)(?::(\d\d)(?:\.\d{1,9})?)?(?:Z|[+-](\d\d):(\d\d))$/;

/**
 * True when `text` is an ISO 8601 date and time that exists on the calendar. `Date.parse` rolls
 * an impossible day over (February 30th reads as March 1st), so each part is checked on its own.
 */
export function isIsoDateTime(text: string): boolean {
  const match = ISO_TIME.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second = 0, offsetHours = 0, offsetMinutes = 0] = match.slice(1).map((part) => (part === undefined ? undefined : Number(part)));
  if (year === undefined || month === undefined || day === undefined || hour === undefined || minute === undefined) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth && hour <= 23 && minute <= 59 && second <= 59 && offsetHours <= 23 && offsetMinutes <= 59;
}
