/**
 * Lists (API.md "Lists"): paging, search, sort and facets as one pure function, so that the server
 * answering `?page=…` and the SPA working on a spec backend's whole array agree on every row.
 * Nothing here may depend on the runtime's locale data: Node and Chromium must sort alike.
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

const DIACRITICS = /[\u0300-\u036f]/g;
const PLAIN = /^[\x00-\x7f]*$/;

/** The form text is compared in: NFD, diacritics removed, lower case. */
export function foldText(text: string): string {
  // ASCII has nothing to decompose: skip the costly normalisation (dates, e-mails, most names).
  if (PLAIN.test(text)) return text.toLowerCase();
  return text.normalize('NFD').replace(DIACRITICS, '').toLowerCase();
}

// Folded haystacks per spec and row: rows are immutable records, so a search over a large array
// folds each row once. A WeakMap keeps this invisible and lets the rows be collected.
const haystacks = new WeakMap<object, WeakMap<object, string>>();

function haystackOf<T>(row: T, spec: ListSpec<T>): string {
  const build = (): string => foldText(spec.words(row).filter((w): w is string => typeof w === 'string' && w !== '').join('\n'));
  if (typeof row !== 'object' || row === null) return build();
  let bySpec = haystacks.get(spec);
  if (!bySpec) {
    bySpec = new WeakMap();
    haystacks.set(spec, bySpec);
  }
  let text = bySpec.get(row);
  if (text === undefined) {
    text = build();
    bySpec.set(row, text);
  }
  return text;
}

type SortKey = string | number | null;

function sortKey(value: string | number | null): SortKey {
  return typeof value === 'string' ? foldText(value) : value;
}

/** Nulls last in both orders; numbers before strings; strings by code unit on the folded form. */
function compareKeys(a: SortKey, b: SortKey, sign: number): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (typeof a !== typeof b) return typeof a === 'number' ? -1 : 1;
  return a < b ? -sign : a > b ? sign : 0;
}

/**
 * One page of `rows`: those matching `q` and every filter, sorted (stable: ties keep the input's
 * order, newest first on both ends), with facets over `q` and the other filters.
 */
export function applyList<T>(rows: readonly T[], params: ListParams, spec: ListSpec<T>): ListPage<T> {
  const terms = foldText(params.q).split(/\s+/).filter((t) => t !== '');
  const facets: Record<string, Record<string, number>> = {};
  const fields = Object.entries(spec.filters).map(([name, filter]) => {
    const counts = new Map<string, number>(filter.values.map((v) => [v, 0]));
    const wanted = Object.hasOwn(params.filters, name) ? params.filters[name] : undefined;
    return { name, of: filter.of, counts, wanted, value: null as string | null };
  });
  const kept: T[] = [];
  for (const row of rows) {
    if (terms.length > 0) {
      const text = haystackOf(row, spec);
      if (!terms.every((t) => text.includes(t))) continue;
    }
    let misses = 0;
    let missed = -1;
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i] as (typeof fields)[number];
      field.value = field.of(row);
      if (field.wanted !== undefined && field.value !== field.wanted) {
        misses += 1;
        missed = i;
      }
    }
    if (misses === 0) kept.push(row);
    if (misses > 1) continue;
    // A row counts in a facet when it passes every filter but (perhaps) that facet's own.
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i] as (typeof fields)[number];
      if (misses === 1 && missed !== i) continue;
      const count = field.value === null ? undefined : field.counts.get(field.value);
      if (count !== undefined && field.value !== null) field.counts.set(field.value, count + 1);
    }
  }
  for (const field of fields) facets[field.name] = Object.fromEntries(field.counts);
  const field = params.sort ?? spec.defaultSort.field;
  const key = spec.sort[field];
  let sorted = kept;
  if (key) {
    const sign = params.order === 'asc' ? 1 : -1;
    const decorated = kept.map((row, index) => ({ row, index, key: sortKey(key(row)) }));
    decorated.sort((a, b) => compareKeys(a.key, b.key, sign) || a.index - b.index);
    sorted = decorated.map((d) => d.row);
  }
  const start = (params.page - 1) * params.pageSize;
  return {
    data: sorted.slice(start, start + params.pageSize),
    meta: { total: kept.length, page: params.page, pageSize: params.pageSize, facets },
  };
}

type ParamError = { field: string; message: string };

function positiveInt(text: string): number | null {
  if (!/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
}

/**
 * Reads `page`, `pageSize`, `q`, `sort`, `order` and the spec's filters out of a query; unknown
 * names are ignored, an empty filter value means no filter, a bad value is an error naming it.
 * Without `sort`, `order` defaults to the spec's default order; with it, to `asc`.
 */
export function parseListParams<T>(query: URLSearchParams, spec: ListSpec<T>): { params: ListParams } | { errors: ParamError[] } {
  const errors: ParamError[] = [];
  const pageText = query.get('page');
  const page = pageText === null ? 1 : positiveInt(pageText);
  if (page === null) errors.push({ field: 'page', message: 'Must be a whole number from 1.' });
  const sizeText = query.get('pageSize');
  const pageSize = sizeText === null ? DEFAULT_PAGE_SIZE : positiveInt(sizeText);
  if (pageSize === null || pageSize > MAX_PAGE_SIZE) errors.push({ field: 'pageSize', message: `Must be a whole number from 1 to ${MAX_PAGE_SIZE}.` });
  const q = (query.get('q') ?? '').trim();
  if (q.length > MAX_QUERY_LENGTH) errors.push({ field: 'q', message: `Must be at most ${MAX_QUERY_LENGTH} characters.` });
  const sortText = query.get('sort');
  const sort = sortText === null || sortText === '' ? null : sortText;
  if (sort !== null && !Object.hasOwn(spec.sort, sort)) errors.push({ field: 'sort', message: `Must be one of: ${Object.keys(spec.sort).join(', ')}.` });
  const orderText = query.get('order');
  let order: SortOrder = sort === null ? spec.defaultSort.order : 'asc';
  if (orderText === 'asc' || orderText === 'desc') order = orderText;
  else if (orderText !== null && orderText !== '') errors.push({ field: 'order', message: 'Must be one of: asc, desc.' });
  const filters: Record<string, string> = {};
  for (const [name, filter] of Object.entries(spec.filters)) {
    const value = query.get(name);
    if (value === null || value === '') continue;
    if (filter.values.includes(value)) filters[name] = value;
    else errors.push({ field: name, message: `Must be one of: ${filter.values.join(', ')}.` });
  }
  if (errors.length > 0 || page === null || pageSize === null) return { errors };
  return { params: { page, pageSize, q, sort, order, filters } };
}

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
