/**
 * Time and id helpers of the demo data: every moment is an offset from the caller's `now`, so a
 * different `now` shifts the whole data set without changing its shape.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** ISO 8601 UTC timestamp of epoch milliseconds. */
export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** `YYYY-MM-DD` (UTC) of epoch milliseconds. */
export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Midnight UTC of the day holding `ms`. */
export function startOfDay(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** English "March 2025" of epoch milliseconds (fixed table, independent of the host's ICU data). */
export function monthYear(ms: number): string {
  const date = new Date(ms);
  return `${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
}

/** Sequential opaque ids: `prefix_0001`, `prefix_0002`… (base 36, at least 4 digits). */
export function createIds(prefix: string): () => string {
  let counter = 0;
  return () => `${prefix}_${(++counter).toString(36).padStart(4, '0')}`;
}
