/**
 * A record's values as the admin reads them: money, countries and date ranges in the active
 * language. Money comes as docs/api.md sends it (`amount` in minor units of an ISO 4217 currency); the
 * minor unit is ISO 4217's, not Intl's: Intl shows some currencies with fewer decimals than they
 * have (IDR has 2 minor digits but is displayed without), and dividing by Intl's digits would make
 * an IDR price a hundred times too large.
 */
import type { Money } from '../../../contract';
import { formatDate } from '../../../lib/i18n';

// ISO 4217 currencies whose minor unit is not 2 digits.
const MINOR_DIGITS: Readonly<Record<string, number>> = {
  BHD: 3, IQD: 3, JOD: 3, KWD: 3, LYD: 3, OMR: 3, TND: 3,
  BIF: 0, CLP: 0, DJF: 0, GNF: 0, ISK: 0, JPY: 0, KMF: 0, KRW: 0, PYG: 0, RWF: 0,
  UGX: 0, UYI: 0, VND: 0, VUV: 0, XAF: 0, XOF: 0, XPF: 0,
};

/** Digits of the minor unit of `currency` (ISO 4217; 2 for codes not listed). */
export const minorDigits = (currency: string): number => MINOR_DIGITS[currency.toUpperCase()] ?? 2;

// A symbol of Latin letters and a sign ("AU$", "R$", "CA$"), which right-to-left text shows as "$AU".
const LATIN_SYMBOL = /[A-Za-z]+[$£¥₩]|[$£¥₩][A-Za-z]+/g;

/**
 * "€125.00", "IDR 82,500,000", "¥12,000" in the language of `i18n`; an unknown code as "125 XYZ".
 * In a right-to-left language a symbol such as "AU$" is isolated left to right (U+2066…U+2069), as
 * Intl's own marks leave its "$" on the wrong side of the letters.
 */
export function formatMoney(
  i18n: { formatNumber(value: number, options?: Intl.NumberFormatOptions): string; dir?: 'ltr' | 'rtl' },
  money: Money,
): string {
  const value = money.amount / 10 ** minorDigits(money.currency);
  let text: string;
  try {
    text = i18n.formatNumber(value, { style: 'currency', currency: money.currency });
  } catch {
    text = `${i18n.formatNumber(value)} ${money.currency}`;
  }
  return i18n.dir === 'rtl' ? text.replace(LATIN_SYMBOL, (symbol) => `\u2066${symbol}\u2069`) : text;
}

/** A trip's first and last day, ["Dec 19, 2026", "Dec 30, 2026"]; one date when both are the same day. */
export function dateRangeParts(i18n: Parameters<typeof formatDate>[0], start: string, end: string): [string] | [string, string] {
  const from = formatDate(i18n, start);
  const to = formatDate(i18n, end);
  return from === to ? [from] : [from, to];
}

/** A trip's dates, "Dec 19, 2026 – Dec 30, 2026"; one date when both are the same day. */
export function formatDates(i18n: Parameters<typeof formatDate>[0], start: string, end: string): string {
  return dateRangeParts(i18n, start, end).join(' – ');
}
