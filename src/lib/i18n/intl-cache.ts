/** One Intl formatter per kind, locale and options: building them is slow, formatting is not. */

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
