/**
 * Prices of the demo data: a fixed table of currencies (minor-unit digits as in ISO 4217 and an
 * approximate rate per US dollar), rounding to prices people actually ask.
 */
import type { Money } from '../../src/contract';

interface Currency {
  /** Digits of the minor unit (ISO 4217): EUR 2, JPY 0. */
  digits: number;
  /** Units per US dollar, roughly. */
  perUsd: number;
}

const CURRENCIES: Record<string, Currency> = {
  USD: { digits: 2, perUsd: 1 },
  EUR: { digits: 2, perUsd: 0.92 },
  GBP: { digits: 2, perUsd: 0.79 },
  AUD: { digits: 2, perUsd: 1.52 },
  NZD: { digits: 2, perUsd: 1.65 },
  IDR: { digits: 2, perUsd: 15_800 },
  THB: { digits: 2, perUsd: 35 },
  EGP: { digits: 2, perUsd: 48 },
  MXN: { digits: 2, perUsd: 18 },
  MYR: { digits: 2, perUsd: 4.6 },
  PHP: { digits: 2, perUsd: 57 },
  JPY: { digits: 0, perUsd: 150 },
  ISK: { digits: 0, perUsd: 137 },
  NOK: { digits: 2, perUsd: 10.7 },
  BRL: { digits: 2, perUsd: 5.2 },
  SAR: { digits: 2, perUsd: 3.75 },
  CNY: { digits: 2, perUsd: 7.2 },
  ZAR: { digits: 2, perUsd: 18.3 },
};

/** The currencies the data may use. */
export const CURRENCY_CODES: readonly string[] = Object.keys(CURRENCIES);

/** Minor-unit digits of a currency of the table (2 for unknown codes). */
export function minorDigits(currency: string): number {
  return CURRENCIES[currency]?.digits ?? 2;
}

const COUNTRY_CURRENCY: Record<string, string> = {
  ES: 'EUR', FR: 'EUR', IT: 'EUR', PT: 'EUR', DE: 'EUR', US: 'USD', GB: 'GBP', AU: 'AUD', NZ: 'NZD',
  ID: 'IDR', TH: 'THB', EG: 'EGP', MX: 'MXN', MY: 'MYR', PH: 'PHP', JP: 'JPY', NO: 'NOK', BR: 'BRL',
  SA: 'SAR', JO: 'USD', CN: 'CNY',
};

/** The currency someone in `country` sells in (USD when unknown). */
export function currencyOf(country: string | null): string {
  return (country && COUNTRY_CURRENCY[country]) || 'USD';
}

/** Rounds to a price-like number: two to three significant digits ending in 0 or 5. */
export function niceRound(value: number): number {
  if (value < 10) return Math.max(1, Math.round(value));
  const step = 5 * 10 ** (Math.floor(Math.log10(value)) - 2);
  return Math.max(step, Math.round(value / step) * step);
}

/**
 * An amount of about `usd` US dollars in `currency`, rounded like a real price; `charm` makes
 * it end in .99 (currencies with cents, amounts under 10,000) as shops like.
 */
export function priceIn(usd: number, currency: string, charm = false): Money {
  const table = CURRENCIES[currency] ?? { digits: 2, perUsd: 1 };
  const major = niceRound(usd * table.perUsd);
  const factor = 10 ** table.digits;
  const amount = Math.round(major * factor) - (charm && table.digits === 2 && major < 10_000 ? 1 : 0);
  return { amount, currency };
}

/** Roughly what an amount is worth in US dollars (for sanity checks of generated prices). */
export function approximateUsd(money: Money): number {
  const table = CURRENCIES[money.currency] ?? { digits: 2, perUsd: 1 };
  return money.amount / 10 ** table.digits / table.perUsd;
}
