/**
 * What the palette offers: the screens of the navigation, and the records each list search finds
 * (docs/api.md "Lists": one page of a few rows with `q`), through each feature's own list endpoint.
 */
import { personName, type ListParams, type News, type Product, type Trip, type User } from '../../contract';
import type { ListEndpoint } from '../../lib/list';
import { paths } from '../../paths';
import { newsList } from '../../features/news/api';
import { diveMasterList, productList, tripList } from '../../features/reviews/api';
import { userList } from '../../features/users/api';
import { SCREENS, SECTIONS } from '../screens';

/** A screen the palette can open: its path and the locale keys of its label and section. */
export interface PaletteScreen {
  path: string;
  label: string;
  section: string;
}

/** Every screen listed in the navigation of the signed-in shell, in navigation order (settings last). */
export const PALETTE_SCREENS: readonly PaletteScreen[] = SCREENS.flatMap((screen) => {
  const section = SECTIONS.find((s) => s.id === screen.section);
  const inShell = (screen.frame ?? 'shell') === 'shell' && screen.access !== 'guest';
  return inShell && section && screen.nav !== false ? [{ path: screen.path, label: screen.label, section: section.label }] : [];
});

/** One found record as an option: where it opens, its title and a line that tells it apart. */
export interface FoundRecord {
  path: string;
  title: string;
  detail: string;
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

const person = (user: User, path: string): FoundRecord => ({ path, title: personName(user), detail: user.email });

/** The groups searched, in the order they are listed. */
export const RECORD_SOURCES: readonly RecordSource[] = [
  source('trips', 'palette.groups.trips', tripList, 'all', (trip: Trip) => ({
    path: paths.trips.details(trip.id), title: trip.title, detail: trip.location.name,
  })),
  source('products', 'palette.groups.products', productList, 'all', (product: Product) => ({
    path: paths.products.view(product.id), title: product.name, detail: personName(product.seller),
  })),
  source('diveMasters', 'palette.groups.diveMasters', diveMasterList, 'all', (user: User) => person(user, paths.diveMaster.details(user.id))),
  source('users', 'palette.groups.users', userList, undefined, (user: User) => person(user, paths.management.user(user.id))),
  source('news', 'palette.groups.news', newsList, undefined, (news: News) => ({
    path: paths.news.edit(news.id), title: news.title, detail: news.summary,
  })),
];

/** The page each group asks for: the first few rows matching `q`, in the list's default order. */
export function searchParams(q: string): ListParams {
  return { page: 1, pageSize: RECORDS_PER_GROUP, q: q.trim(), sort: null, order: 'desc', filters: {} };
}
