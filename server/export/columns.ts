/**
 * The columns of each list's export: the columns its screen shows, in the screen's order, under the
 * screen's headings (locale keys), with values a person reads rather than codes: statuses, roles,
 * categories and actions in the admin's language, countries by name, money with its currency.
 *
 * Times are ISO 8601 in UTC as stored (`YYYY-MM-DDTHH:mm:ss.sssZ`) and days `YYYY-MM-DD`; a trip's
 * dates are one ISO 8601 interval (`YYYY-MM-DD/YYYY-MM-DD`). Unlike "3 days ago" or a localized
 * date, they mean the same to every admin in every time zone, sort as text and are read as dates
 * by spreadsheets.
 */
import { intlLocale, personName } from '../../src/contract';
import type { ActivityEntry, ContactMessage, Language, Money, News, Product, Trip, User } from '../../src/contract';
import type { ListQuery } from '../store/interface';
import type { CellValue } from './csv';
import type { Translate } from './labels';

/** What a column's value may use besides its row. */
export interface CellContext {
  t: Translate;
  /** The country's name in the admin's language. */
  country(code: string): string;
}

/** One column: its heading's locale key and its cell. */
export interface Column<T> {
  heading: string;
  value(row: T, c: CellContext): CellValue;
}

/** The digits after the point of each currency (2 for EUR, 0 for JPY), from Intl's own data. */
const fractionDigits = new Map<string, number>();

/** `1250.00 EUR`: a plain decimal (no grouping, any spreadsheet reads it) and the ISO 4217 code. */
export function moneyText(money: Money): string {
  let digits = fractionDigits.get(money.currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency: money.currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    fractionDigits.set(money.currency, digits);
  }
  return `${(money.amount / 10 ** digits).toFixed(digits)} ${money.currency}`;
}

const reviewStatus = (status: string | undefined, c: CellContext): string => (status ? c.t(`reviews.list.status.${status}`) : '');

const USER_COLUMNS: readonly Column<User>[] = [
  { heading: 'users.columns.name', value: (u) => personName(u) },
  { heading: 'users.columns.email', value: (u) => u.email },
  { heading: 'users.columns.role', value: (u, c) => c.t(`users.role.${u.role}`) },
  { heading: 'users.columns.status', value: (u, c) => c.t(`users.status.${u.status}`) },
  { heading: 'users.columns.createdAt', value: (u) => u.createdAt },
  { heading: 'users.columns.lastLoginAt', value: (u) => u.lastLoginAt },
];

const DIVE_MASTER_COLUMNS: readonly Column<User>[] = [
  { heading: 'reviews.columns.name', value: (u) => personName(u) },
  { heading: 'reviews.columns.email', value: (u) => u.email },
  { heading: 'reviews.columns.agency', value: (u) => u.certification?.agency },
  { heading: 'reviews.columns.level', value: (u) => u.certification?.level },
  { heading: 'reviews.columns.number', value: (u) => u.certification?.number },
  { heading: 'reviews.columns.submitted', value: (u) => u.certification?.submittedAt },
  { heading: 'reviews.columns.status', value: (u, c) => reviewStatus(u.certification?.status, c) },
];

const TRIP_COLUMNS: readonly Column<Trip>[] = [
  { heading: 'reviews.columns.title', value: (t) => t.title },
  { heading: 'reviews.columns.location', value: (t, c) => `${t.location.name}, ${c.country(t.location.country)}` },
  { heading: 'reviews.columns.dates', value: (t) => `${t.startDate}/${t.endDate}` },
  { heading: 'reviews.columns.price', value: (t) => moneyText(t.price) },
  { heading: 'reviews.columns.diveMaster', value: (t) => personName(t.diveMaster) },
  { heading: 'reviews.columns.submitted', value: (t) => t.submittedAt },
  { heading: 'reviews.columns.status', value: (t, c) => reviewStatus(t.status, c) },
];

const PRODUCT_COLUMNS: readonly Column<Product>[] = [
  { heading: 'reviews.columns.name', value: (p) => p.name },
  { heading: 'reviews.columns.category', value: (p, c) => c.t(`reviews.columns.categories.${p.category}`) },
  { heading: 'reviews.columns.condition', value: (p, c) => c.t(`reviews.columns.conditions.${p.condition}`) },
  { heading: 'reviews.columns.price', value: (p) => moneyText(p.price) },
  { heading: 'reviews.columns.seller', value: (p) => personName(p.seller) },
  { heading: 'reviews.columns.submitted', value: (p) => p.submittedAt },
  { heading: 'reviews.columns.status', value: (p, c) => reviewStatus(p.status, c) },
];

const NEWS_COLUMNS: readonly Column<News>[] = [
  { heading: 'news.list.columns.title', value: (n) => n.title },
  { heading: 'news.list.columns.status', value: (n, c) => c.t(`news.status.${n.status}`) },
  { heading: 'news.list.columns.publishedAt', value: (n) => n.publishedAt },
  { heading: 'news.list.columns.updatedAt', value: (n) => n.updatedAt },
];

const CONTACT_COLUMNS: readonly Column<ContactMessage>[] = [
  { heading: 'contact.columns.from', value: (m) => m.name },
  { heading: 'contact.columns.email', value: (m) => m.email },
  { heading: 'contact.columns.subject', value: (m) => m.subject },
  { heading: 'contact.columns.status', value: (m, c) => c.t(`contact.status.${m.status}`) },
  { heading: 'contact.columns.received', value: (m) => m.createdAt },
];

const ACTIVITY_COLUMNS: readonly Column<ActivityEntry>[] = [
  { heading: 'activity.columns.at', value: (e) => e.at },
  { heading: 'activity.columns.actor', value: (e) => e.actor.name },
  { heading: 'activity.columns.action', value: (e, c) => c.t(`activity.actions.${e.action}`) },
  { heading: 'activity.columns.record', value: (e, c) => (e.record ? `${c.t(`activity.kinds.${e.record.kind}`)}: ${e.record.name}` : '') },
  // Codes and values as stored (the screens' words for each field live in the SPA); an entry about
  // no record (an export) has one value, the view it wrote.
  { heading: 'activity.columns.change', value: (e) => (e.record ? e.changes.map((c) => `${c.field}: ${c.from ?? '—'} → ${c.to ?? '—'}`) : e.changes.map((c) => String(c.to ?? ''))).join('; ') },
  { heading: 'activity.columns.address', value: (e) => e.address },
];

/** The columns of every list of `ListQuery`, total over its names. */
export const EXPORT_COLUMNS: Readonly<Record<ListQuery['list'], readonly Column<never>[]>> = {
  users: USER_COLUMNS,
  diveMasters: DIVE_MASTER_COLUMNS,
  trips: TRIP_COLUMNS,
  products: PRODUCT_COLUMNS,
  news: NEWS_COLUMNS,
  contact: CONTACT_COLUMNS,
  activity: ACTIVITY_COLUMNS,
};

/** What the cells of `language` use. */
export function cellContext(language: Language, t: Translate): CellContext {
  const regions = new Intl.DisplayNames([intlLocale(language)], { type: 'region', fallback: 'code' });
  return {
    t,
    country: (code) => {
      try {
        return regions.of(code) ?? code;
      } catch {
        return code;
      }
    },
  };
}
