/**
 * Lists (docs/api.md "Lists"): the page request's shape, its query string and what a list's spec
 * is. The specs themselves are list-specs.ts. What answers a request out of a whole array
 * (parseListParams, applyList) is list-apply.ts: the server's, and the SPA's when a spec backend
 * sends its whole array.
 */

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

/** A filterable field: its allowed values and a row's value. */
export interface ListFilter<T> {
  values: readonly string[];
  of(row: T): string | null;
}

/** What a kind of record offers to lists. */
export interface ListSpec<T> {
  /** What `q` searches. */
  words(row: T): readonly (string | null | undefined)[];
  /** Sortable fields. */
  sort: Readonly<Record<string, (row: T) => string | number | null>>;
  /** Filterable fields with their allowed values. */
  filters: Readonly<Record<string, ListFilter<T>>>;
  defaultSort: { field: string; order: SortOrder };
}

/**
 * A filter whose values are read when asked for. The spec modules are re-exported by index.ts,
 * whose constants (ROLES, REVIEW_STATUSES…) may not be initialised yet while a spec module's top
 * level runs in that ESM cycle. A function declaration, so it is there before the cycle settles.
 */
export function lazyFilter<T>(values: () => readonly string[], of: (row: T) => string | null): ListFilter<T> {
  return {
    get values() {
      return values();
    },
    of,
  };
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
