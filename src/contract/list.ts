/**
 * Lists (API.md "Lists"): the page request's shape, its query string and the spec of each list.
 * What answers a request out of a whole array (parseListParams, applyList) is list-apply.ts: the
 * server's, and the SPA's only when a spec backend sends its whole array (loaded then).
 */
import type { ContactMessage, News, Product, Trip, User } from './index';
import { CONTACT_STATUSES, NEWS_STATUSES, PRODUCT_CATEGORIES, REVIEW_STATUSES, ROLES, USER_STATUSES } from './index';

export type SortOrder = 'asc' | 'desc';

/** One page request, as parsed from (or turned into) a query string. */
export interface ListParams {
  page: number;
  pageSize: number;
  q: string;
  /** A key of the spec's `sort`; null: the spec's default field. */
  sort: string | null;
  order: SortOrder;
  /** Filter name → the one value kept. */
  filters: Readonly<Record<string, string>>;
}

export interface ListMeta {
  total: number;
  page: number;
  pageSize: number;
  /** Filter name → value → rows matching `q` and the other filters. */
  facets: Record<string, Record<string, number>>;
}

export interface ListPage<T> {
  data: T[];
  meta: ListMeta;
}

/** What a kind of record offers to lists. */
export interface ListSpec<T> {
  /** What `q` searches. */
  words(row: T): readonly (string | null | undefined)[];
  /** Sortable fields. */
  sort: Readonly<Record<string, (row: T) => string | number | null>>;
  /** Filterable fields with their allowed values. */
  filters: Readonly<Record<string, { values: readonly string[]; of(row: T): string | null }>>;
  defaultSort: { field: string; order: SortOrder };
}

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/** Longest accepted `q`. */
export const MAX_QUERY_LENGTH = 200;

/**
 * The query a client sends for `params`: `page` and `order` always, the rest when set (filters in
 * name order), so equal params give equal strings (cache keys).
 */
export function toListSearch(params: ListParams): URLSearchParams {
  const search = new URLSearchParams();
  search.set('page', String(params.page));
  if (params.pageSize !== DEFAULT_PAGE_SIZE) search.set('pageSize', String(params.pageSize));
  if (params.q.trim() !== '') search.set('q', params.q.trim());
  if (params.sort !== null) search.set('sort', params.sort);
  search.set('order', params.order);
  for (const name of Object.keys(params.filters).sort()) {
    const value = params.filters[name];
    if (value !== undefined && value !== '') search.set(name, value);
  }
  return search;
}

// ---- The specs of API.md's lists ----

const personName = (p: { firstName: string; lastName: string }): string => `${p.firstName} ${p.lastName}`;
// index.ts re-exports this module, so its constants are not initialised yet while this module's
// top level runs (ESM cycle, and one scope in the bundle): the specs read them lazily.
const reviewFilter = {
  get values(): readonly string[] {
    return REVIEW_STATUSES;
  },
  of: (row: { status: string }): string => row.status,
};

const users: ListSpec<User> = {
  words: (u) => [u.firstName, u.lastName, u.email, u.phone, u.certification?.agency, u.certification?.number],
  sort: {
    name: (u) => personName(u),
    email: (u) => u.email,
    role: (u) => u.role,
    status: (u) => u.status,
    createdAt: (u) => u.createdAt,
    lastLoginAt: (u) => u.lastLoginAt,
  },
  filters: {
    role: {
      get values() {
        return ROLES;
      },
      of: (u) => u.role,
    },
    status: {
      get values() {
        return USER_STATUSES;
      },
      of: (u) => u.status,
    },
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
};

const diveMasters: ListSpec<User> = {
  words: (u) => [u.firstName, u.lastName, u.email, u.certification?.agency, u.certification?.level, u.certification?.number],
  sort: {
    name: (u) => personName(u),
    email: (u) => u.email,
    agency: (u) => u.certification?.agency ?? null,
    level: (u) => u.certification?.level ?? null,
    number: (u) => u.certification?.number ?? null,
    submittedAt: (u) => u.certification?.submittedAt ?? null,
    status: (u) => u.certification?.status ?? null,
    createdAt: (u) => u.createdAt,
  },
  filters: {
    status: {
      get values() {
        return REVIEW_STATUSES;
      },
      of: (u) => u.certification?.status ?? null,
    },
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
};

const trips: ListSpec<Trip> = {
  words: (t) => [t.title, t.location.name, t.location.country, personName(t.diveMaster), t.diveMaster.email],
  sort: {
    title: (t) => t.title,
    location: (t) => t.location.name,
    startDate: (t) => t.startDate,
    price: (t) => t.price.amount,
    diveMaster: (t) => personName(t.diveMaster),
    submittedAt: (t) => t.submittedAt,
    status: (t) => t.status,
    createdAt: (t) => t.createdAt,
  },
  filters: { status: reviewFilter },
  defaultSort: { field: 'createdAt', order: 'desc' },
};

const products: ListSpec<Product> = {
  words: (p) => [p.name, p.category, personName(p.seller), p.seller.email],
  sort: {
    name: (p) => p.name,
    category: (p) => p.category,
    condition: (p) => p.condition,
    price: (p) => p.price.amount,
    seller: (p) => personName(p.seller),
    submittedAt: (p) => p.submittedAt,
    status: (p) => p.status,
    createdAt: (p) => p.createdAt,
  },
  filters: {
    status: reviewFilter,
    category: {
      get values() {
        return PRODUCT_CATEGORIES;
      },
      of: (p) => p.category,
    },
    condition: { values: ['new', 'used'], of: (p) => p.condition },
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
};

const news: ListSpec<News> = {
  words: (n) => [n.title, n.summary, n.author.name],
  sort: {
    title: (n) => n.title,
    status: (n) => n.status,
    publishedAt: (n) => n.publishedAt,
    updatedAt: (n) => n.updatedAt,
    createdAt: (n) => n.createdAt,
  },
  filters: {
    status: {
      get values() {
        return NEWS_STATUSES;
      },
      of: (n) => n.status,
    },
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
};

const contact: ListSpec<ContactMessage> = {
  words: (m) => [m.name, m.email, m.phone, m.subject, m.message],
  sort: {
    name: (m) => m.name,
    email: (m) => m.email,
    subject: (m) => m.subject,
    status: (m) => m.status,
    createdAt: (m) => m.createdAt,
  },
  filters: {
    status: {
      get values() {
        return CONTACT_STATUSES;
      },
      of: (m) => m.status,
    },
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
};

/** The spec of each list of API.md (`/users/dive-buddy` uses `users`). */
export const LIST_SPECS: {
  users: ListSpec<User>;
  diveMasters: ListSpec<User>;
  trips: ListSpec<Trip>;
  products: ListSpec<Product>;
  news: ListSpec<News>;
  contact: ListSpec<ContactMessage>;
} = { users, diveMasters, trips, products, news, contact };
