/** One Intl formatter per kind, locale and options: building them is slow, formatting is less so. */

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** The cached formatter for `key` (kind, locale and options), made by `make` the first time. */
export function cachedFormatter<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let found = formatters.get(key);
  if (!found) {
    found = make();
    formatters.set(key, found);
  }
  return found as F;
}

// The strings formatted lately, by formatter and value: a list of 25 trips formats ~100 dates,
// prices and counts per page, most of them seen before (the same days, prices and ages), and an
// ICU format call costs far more than a lookup (a profile of typing in the trips search, 4x CPU).
const formatted = new Map<string, string>();
const MAX_FORMATTED = 4000;

/** `make(value)` with the formatter `key`, remembered for the next call with the same value. */
export function cachedFormat(key: string, value: number, make: () => string): string {
  const id = `${key}|${value}`;
  let text = formatted.get(id);
  if (text === undefined) {
    text = make();
    if (formatted.size >= MAX_FORMATTED) formatted.clear(); // a bound, not an LRU: refills at once
    formatted.set(id, text);
  }
  return text;
}
