/**
 * What the palette offers: the screens of the navigation, and the records each list search finds
 * (docs/api.md "Lists": one page of a few rows with `q`), through each feature's own list endpoint.
 */
import { personName, type ListParams, type News, type NewsStatus, type Product, type ReviewStatus, type Trip, type User, type UserStatus } from '../../contract';
import type { BadgeTone } from '../../ui';
import type { ListEndpoint } from '../../lib/list';
import { paths } from '../../paths';
import { newsList } from '../../features/news/api';
import { diveMasterList, productList, tripList } from '../../features/reviews/api';
import { userList } from '../../features/users/api';
import type { StaffRole } from '../../contract';
import { roleMayOpen } from '../navigation';
import { SCREENS, SECTIONS, type ScreenPermission } from '../screens';

/** A screen the palette can open: its path, the locale keys of its label and section, and what it needs. */
export interface PaletteScreen {
  path: string;
  label: string;
  section: string;
  permission: ScreenPermission;
}

/** Every screen listed in the navigation of the signed-in shell, in navigation order (settings last). */
export const PALETTE_SCREENS: readonly PaletteScreen[] = SCREENS.flatMap((screen) => {
  const section = SECTIONS.find((s) => s.id === screen.section);
  const inShell = (screen.frame ?? 'shell') === 'shell' && screen.access !== 'guest';
  return inShell && section && screen.nav !== false
    ? [{ path: screen.path, label: screen.label, section: section.label, permission: screen.permission ?? 'self' }]
    : [];
});

/** The screens of the palette that `role` may open, as the navigation lists them. */
export const paletteScreensFor = (role: StaffRole | null): readonly PaletteScreen[] =>
  PALETTE_SCREENS.filter((screen) => roleMayOpen(role, screen.permission));

/** A record's status as the palette shows it: the locale key of its word and the badge's tone. */
export interface FoundStatus {
  label: string;
  tone: BadgeTone;
}

/** A field the list search reads besides the title: the locale key of its label and its value. */
export interface FoundField {
  label: string;
  value: string;
}

/**
 * One found record as an option: where it opens, its title, a line that tells it apart, its
 * status, and the other fields the search reads, so the palette can say which one matched.
 */
export interface FoundRecord {
  path: string;
  title: string;
  detail: string;
  status?: FoundStatus;
  fields?: readonly FoundField[];
}

/** A group of records: the locale key naming it and the search that fills it. */
export interface RecordSource {
  id: 'users' | 'diveMasters' | 'trips' | 'products' | 'news';
  label: string;
  search(params: ListParams, signal: AbortSignal): Promise<FoundRecord[]>;
}

/** How many records each group shows. */
export const RECORDS_PER_GROUP = 4;

function source<T, A>(
  id: RecordSource['id'], label: string, endpoint: ListEndpoint<T, A>, scope: A, toRecord: (row: T) => FoundRecord,
): RecordSource {
  return {
    id,
    label,
    async search(params, signal) {
      const page = await endpoint.request({ scope, params }, signal);
      return page.data.slice(0, RECORDS_PER_GROUP).map(toRecord);
    },
  };
}

const REVIEW_TONES: Readonly<Record<ReviewStatus, BadgeTone>> = { pending: 'warning', approved: 'success', rejected: 'error' };
const USER_TONES: Readonly<Record<UserStatus, BadgeTone>> = { active: 'success', blocked: 'error' };
const NEWS_TONES: Readonly<Record<NewsStatus, BadgeTone>> = { draft: 'neutral', published: 'success' };

const reviewStatus = (status: ReviewStatus): FoundStatus => ({ label: `reviews.list.status.${status}`, tone: REVIEW_TONES[status] });

/** The given fields that have a value. */
const fields = (...all: [label: string, value: string | null | undefined][]): FoundField[] =>
  all.flatMap(([label, value]) => (value ? [{ label, value }] : []));

/** A user's fields the searches read (list-specs.ts), the e-mail first: it is the line shown. */
const personFields = (user: User): FoundField[] => fields(
  ['users.fields.email', user.email], ['users.fields.phone', user.phone], ['users.fields.agency', user.certification?.agency],
  ['users.fields.level', user.certification?.level], ['users.fields.number', user.certification?.number],
);

const person = (user: User, path: string, status: FoundStatus | undefined): FoundRecord => ({
  path, title: personName(user), detail: user.email, status, fields: personFields(user),
});

/** The groups searched, in the order they are listed. */
export const RECORD_SOURCES: readonly RecordSource[] = [
  source('trips', 'palette.groups.trips', tripList, 'all', (trip: Trip) => ({
    path: paths.trips.details(trip.id), title: trip.title, detail: trip.location.name, status: reviewStatus(trip.status),
    fields: fields(['reviews.columns.location', trip.location.name], ['reviews.columns.diveMaster', personName(trip.diveMaster)], ['users.fields.email', trip.diveMaster.email]),
  })),
  source('products', 'palette.groups.products', productList, 'all', (product: Product) => ({
    path: paths.products.details(product.id), title: product.name, detail: personName(product.seller), status: reviewStatus(product.status),
    fields: fields(['reviews.columns.seller', personName(product.seller)], ['users.fields.email', product.seller.email]),
  })),
  source('diveMasters', 'palette.groups.diveMasters', diveMasterList, 'all', (user: User) =>
    person(user, paths.diveMaster.details(user.id), user.certification ? reviewStatus(user.certification.status) : undefined)),
  source('users', 'palette.groups.users', userList, undefined, (user: User) =>
    person(user, paths.users.details(user.id), { label: `users.status.${user.status}`, tone: USER_TONES[user.status] })),
  source('news', 'palette.groups.news', newsList, undefined, (news: News) => ({
    path: paths.news.details(news.id), title: news.title, detail: news.summary, status: { label: `news.status.${news.status}`, tone: NEWS_TONES[news.status] },
    fields: fields(['news.fields.summary', news.summary]),
  })),
];

/** The page each group asks for: the first few rows matching `q`, in the list's default order. */
export function searchParams(q: string): ListParams {
  return { page: 1, pageSize: RECORDS_PER_GROUP, q: q.trim(), sort: null, order: 'desc', filters: {} };
}
