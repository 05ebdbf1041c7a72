/** Message tables: nested lookup by dotted key, plural forms through Intl.PluralRules, `{{name}}`. */

/** A message table: nested objects of strings, addressed by dotted keys (`login.errors.email`). */
export type Messages = { [key: string]: string | Messages };

/** Values for `{{name}}` placeholders; `count` also selects the plural form. */
export type TParams = Record<string, string | number>;

/** Translates a key; a key missing everywhere comes back unchanged. */
export type TFunction = (key: string, params?: TParams) => string;

/** The string at a dotted key, or undefined when absent or not a string. */
export function lookup(table: Messages | undefined, key: string): string | undefined {
  let node: string | Messages | undefined = table;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The cached `Intl.PluralRules` of a locale. */
export function pluralRulesFor(locale: string): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules;
}

/**
 * The keys to try, in order, for `key` with an optional `count`: `_zero` for 0 when a table has it
 * (as i18next does), the locale's plural category, `_other`, then the bare key.
 */
export function candidateKeys(key: string, count: number | undefined, locale: string): string[] {
  if (count === undefined || !Number.isFinite(count)) return [key];
  const keys = count === 0 ? [`${key}_zero`] : [];
  const category = pluralRulesFor(locale).select(count);
  keys.push(`${key}_${category}`);
  if (category !== 'other') keys.push(`${key}_other`);
  keys.push(key);
  return [...new Set(keys)];
}

/** Finds the first candidate key present in the table. */
export function resolve(table: Messages | undefined, key: string, count: number | undefined, locale: string): string | undefined {
  for (const candidate of candidateKeys(key, count, locale)) {
    const found = lookup(table, candidate);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Replaces `{{name}}` (spaces allowed inside the braces); numbers go through `formatNumber`. Unknown
 * names stay visible. With `isolate` (a right-to-left language) each text value is a bidi isolate
 * (U+2068…U+2069): a name such as "3-day dive package" keeps its own order inside an Arabic
 * sentence instead of showing as "day dive package-3".
 */
export function interpolate(template: string, params: TParams | undefined, formatNumber: (n: number) => string, isolate = false): string {
  if (!params || !template.includes('{{')) return template;
  return template.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (typeof value === 'number') return formatNumber(value);
    return isolate ? `\u2068${value}\u2069` : value;
  });
}
