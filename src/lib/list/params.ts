/**
 * A list's view as URL query values and back: which page, how many rows, the search text, the
 * sort and the filters. Pure, so the rules (invalid values fall back to the defaults, defaults are
 * left out of the URL, a new search, sort, filter or page size starts again at page 1) are tested
 * without React; use-list-state.ts binds them to the router.
 */
import { DEFAULT_PAGE_SIZE, MAX_QUERY_LENGTH, type ListParams, type SortOrder } from '../../contract';

/** The page sizes every list offers. */
export const PAGE_SIZES: readonly number[] = [10, 25, 50];

/** Highest page number read from a URL; anything above is a typo, not a page. */
const MAX_PAGE = 1_000_000;

/** The URL query names a list owns besides its filters. */
export const LIST_QUERY_KEYS = ['page', 'pageSize', 'q', 'sort', 'order'] as const;

/** What of a contract `ListSpec` the URL state needs: any `LIST_SPECS.*` is one. */
export interface ListSpecShape {
  sort: Readonly<Record<string, unknown>>;
  filters: Readonly<Record<string, { values: readonly string[] }>>;
  defaultSort: { field: string; order: SortOrder };
}

/** What a list view may be, and what it is when the URL says nothing. */
export interface ListStateConfig {
  /** The record's list spec: its sortable fields and filter values are the only ones read from the URL. */
  spec: ListSpecShape;
  /** Sort field when the URL names none; default the spec's `defaultSort.field`. */
  sort?: string;
  /** Order when the URL names no sort; default the spec's `defaultSort.order`. */
  order?: SortOrder;
  /** Rows per page when the URL names none (one of `pageSizes`); default DEFAULT_PAGE_SIZE (25). */
  pageSize?: number;
  /** Default PAGE_SIZES (10, 25, 50). */
  pageSizes?: readonly number[];
  /**
   * Filters set by the screen, not the URL (a status tab that is its own route). They are sent with
   * every request and their names are never read from or written to the query.
   */
  fixedFilters?: Readonly<Record<string, string>>;
}

/** A change to a list's view; anything but `page` starts again at page 1. */
export type ListChange =
  | { page: number }
  | { pageSize: number }
  | { q: string }
  | { sort: string | null; order?: SortOrder }
  | { filter: string; value: string | null };

interface Resolved {
  sort: string;
  order: SortOrder;
  pageSize: number;
  pageSizes: readonly number[];
  fixed: Readonly<Record<string, string>>;
  /** The filters the URL may carry. */
  urlFilters: string[];
}

function resolve(config: ListStateConfig): Resolved {
  const pageSizes = config.pageSizes ?? PAGE_SIZES;
  const wanted = config.pageSize ?? DEFAULT_PAGE_SIZE;
  const fixed = config.fixedFilters ?? {};
  const sort = config.sort !== undefined && Object.hasOwn(config.spec.sort, config.sort) ? config.sort : config.spec.defaultSort.field;
  return {
    sort,
    order: config.order ?? config.spec.defaultSort.order,
    pageSize: pageSizes.includes(wanted) ? wanted : (pageSizes[0] ?? DEFAULT_PAGE_SIZE),
    pageSizes,
    fixed,
    urlFilters: Object.keys(config.spec.filters).filter((name) => !Object.hasOwn(fixed, name)),
  };
}

function wholeNumber(text: string | null): number | null {
  if (text === null || !/^\d{1,7}$/.test(text)) return null;
  return Number(text);
}

/**
 * The view a URL query asks for. Every missing or invalid value falls back to its default, so a
 * hand-edited or stale link still shows a list. `sort` is never null here: the default is named.
 */
export function readListParams(query: URLSearchParams, config: ListStateConfig): ListParams {
  const r = resolve(config);
  const page = wholeNumber(query.get('page'));
  const size = wholeNumber(query.get('pageSize'));
  const sortText = query.get('sort');
  const named = sortText !== null && Object.hasOwn(config.spec.sort, sortText) ? sortText : null;
  const orderText = query.get('order');
  const order: SortOrder = orderText === 'asc' || orderText === 'desc'
    ? orderText
    : named === null || named === r.sort ? r.order : 'asc';
  const filters: Record<string, string> = {};
  for (const name of r.urlFilters) {
    const value = query.get(name);
    if (value !== null && config.spec.filters[name]?.values.includes(value)) filters[name] = value;
  }
  Object.assign(filters, r.fixed);
  return {
    page: page !== null && page >= 1 && page <= MAX_PAGE ? page : 1,
    pageSize: size !== null && r.pageSizes.includes(size) ? size : r.pageSize,
    q: (query.get('q') ?? '').slice(0, MAX_QUERY_LENGTH),
    sort: named ?? r.sort,
    order,
    filters,
  };
}

/**
 * The query values of a view: each list key set to its value, or `null` (remove it) when it is the
 * default, so the default view has a clean URL. Fixed filters are left out.
 */
export function listQueryOf(params: ListParams, config: ListStateConfig): Record<string, string | null> {
  const r = resolve(config);
  const sort = params.sort ?? r.sort;
  const isDefaultSort = sort === r.sort && params.order === r.order;
  const out: Record<string, string | null> = {
    page: params.page > 1 ? String(params.page) : null,
    pageSize: params.pageSize !== r.pageSize ? String(params.pageSize) : null,
    q: params.q.trim() !== '' ? params.q : null,
    sort: isDefaultSort ? null : sort,
    order: isDefaultSort ? null : params.order,
  };
  for (const name of r.urlFilters) out[name] = params.filters[name] ?? null;
  return out;
}

/** The view after `change`: a new search, sort, filter or page size goes back to page 1. */
export function changeListParams(params: ListParams, change: ListChange, config: ListStateConfig): ListParams {
  const r = resolve(config);
  if ('page' in change) return { ...params, page: Math.max(1, Math.floor(change.page)) };
  if ('pageSize' in change) return { ...params, page: 1, pageSize: r.pageSizes.includes(change.pageSize) ? change.pageSize : r.pageSize };
  if ('q' in change) return { ...params, page: 1, q: change.q.slice(0, MAX_QUERY_LENGTH) };
  if ('sort' in change) {
    // "No sort" (a third click on a header) is the list's default order, not an unsorted list.
    if (change.sort === null || !Object.hasOwn(config.spec.sort, change.sort)) return { ...params, page: 1, sort: r.sort, order: r.order };
    return { ...params, page: 1, sort: change.sort, order: change.order ?? 'asc' };
  }
  if (Object.hasOwn(r.fixed, change.filter)) return params;
  const filters = { ...params.filters };
  if (change.value === null || change.value === '') delete filters[change.filter];
  else filters[change.filter] = change.value;
  return { ...params, page: 1, filters };
}

/**
 * `search` reduced to `keys` ("?q=blue&pageSize=10"), or `''`: what a link to a sibling view
 * (another status tab) carries over.
 */
export function pickSearch(search: string | URLSearchParams, keys: readonly string[]): string {
  const from = typeof search === 'string' ? new URLSearchParams(search) : search;
  const out = new URLSearchParams();
  for (const key of keys) {
    const value = from.get(key);
    if (value !== null && value !== '') out.set(key, value);
  }
  const text = out.toString();
  return text ? `?${text}` : '';
}
