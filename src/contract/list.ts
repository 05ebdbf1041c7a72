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

/**
 * Counts stop here (docs/api.md "Lists at scale"): a total or facet count is exact up to it, and
 * past it the answer says "at least this many", so that a page's cost does not grow with the rows
 * a search matches.
 */
export const LIST_COUNT_CAP = 10_000;

export interface ListMeta {
  /** Rows matching `q` and the filters; LIST_COUNT_CAP when there are more (`totalAtLeast`). */
  total: number;
  /** Present when more than LIST_COUNT_CAP rows match: `total` is then the cap, not the count. */
  totalAtLeast?: true;
  page: number;
  pageSize: number;
  /** Filter name → value → rows matching `q` and the other filters (LIST_COUNT_CAP at most). */
  facets: Record<string, Record<string, number>>;
  /** Present when some facet count stopped at the cap: filter name → those values. */
  facetsAtLeast?: Record<string, string[]>;
}

/**
 * The meta of a page from the counts as found, each either exact or any number above the cap
 * (a store may stop counting at LIST_COUNT_CAP + 1): counts past the cap become the cap, marked.
 * Both stores build their meta here, so that they answer alike, key order included.
 */
export function listMeta(params: Pick<ListParams, 'page' | 'pageSize'>, total: number, facets: Record<string, Record<string, number>>): ListMeta {
  const capped: Record<string, string[]> = {};
  const counts: Record<string, Record<string, number>> = {};
  for (const [name, values] of Object.entries(facets)) {
    counts[name] = {};
    for (const [value, count] of Object.entries(values)) {
      (counts[name] as Record<string, number>)[value] = Math.min(count, LIST_COUNT_CAP);
      if (count > LIST_COUNT_CAP) (capped[name] ??= []).push(value);
    }
  }
  return {
    total: Math.min(total, LIST_COUNT_CAP),
    ...(total > LIST_COUNT_CAP ? { totalAtLeast: true as const } : {}),
    page: params.page,
    pageSize: params.pageSize,
    facets: counts,
    ...(Object.keys(capped).length > 0 ? { facetsAtLeast: capped } : {}),
  };
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
