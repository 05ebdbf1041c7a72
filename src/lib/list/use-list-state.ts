import { useCallback, useMemo } from 'react';
import type { ListParams, SortOrder } from '../../contract';
import { useLocation, useSearchParams } from '../router';
import { changeListParams, listQueryOf, pickSearch, readListParams, type ListChange, type ListStateConfig } from './params';
import { listReaderOf } from './reader';
import { useSearchFirst } from './use-search-first';

/** A list's view, read from the URL query, and the ways to change it. */
export interface ListState {
  /** What to ask the list endpoint for (fixed filters included). */
  params: ListParams;
  /** Another page; a new history entry (so Back returns to this one) unless `replace`. */
  setPage(page: number, options?: { replace?: boolean }): void;
  /** Rows per page (one of the config's `pageSizes`); back to page 1; a new history entry. */
  setPageSize(pageSize: number): void;
  /**
   * The search text; back to page 1. When a useList reads this view, the new rows are asked for at
   * once and shown when they are in (the old rows marked updating meanwhile). With `typing` (every
   * key, before the search field's pause) that is all; without it (the pause, Enter, Esc, clear) the
   * URL follows after the frame with the rows, replacing the entry, so typing leaves no trail in
   * history (use-search-first.ts).
   */
  setQuery(q: string, options?: { typing?: boolean }): void;
  /** Sorts by `sort` (`null`: the list's default); back to page 1; a new history entry. */
  setSort(sort: string | null, order?: SortOrder): void;
  /** Sets (or with `null` removes) a URL filter; back to page 1; a new history entry. */
  setFilter(name: string, value: string | null): void;
  /** `pathname + search` of this view: where a details page returns to (`?from=`). */
  here: string;
  /** This view's query reduced to `keys` ("?q=…"), for links to sibling views; default q and pageSize. */
  carry(keys?: readonly string[]): string;
}

const CARRIED = ['q', 'pageSize'] as const;

/**
 * The list view in the URL: `page`, `pageSize`, `q`, `sort`, `order` and the spec's filters, so a
 * reload, a shared link and Back/Forward all show the same rows. Invalid values fall back to the
 * config's defaults and defaults are kept out of the URL. Query keys the list does not own (such
 * as a details page's `from`) are left alone.
 */
export function useListState(config: ListStateConfig): ListState {
  const [query, setQuery] = useSearchParams();
  const location = useLocation();
  const { spec, sort, order, pageSize, pageSizes, fixedFilters } = config;
  // The config is usually a fresh literal each render: key the memo on its values, not its identity.
  const configKey = JSON.stringify([sort, order, pageSize, pageSizes, fixedFilters]);
  const stable = useMemo(() => ({ spec, sort, order, pageSize, pageSizes, fixedFilters }), [spec, configKey]);
  const fromUrl = useMemo(() => readListParams(query, stable), [query, stable]);
  const write = useCallback(
    (next: ListParams, replace = true) => setQuery(listQueryOf(next, stable), { replace }),
    [setQuery, stable],
  );
  const search = useSearchFirst(location.key, fromUrl, write);
  const { params } = search;

  // A change made while a search is on its way builds on that search, and goes first.
  const apply = (change: ListChange, replace: boolean) => {
    const next = changeListParams(search.base(), change, stable);
    search.cancel(next);
    write(next, replace);
  };

  return {
    params,
    setPage: (page, options) => apply({ page }, options?.replace ?? false),
    setPageSize: (size) => apply({ pageSize: size }, false),
    setQuery: (q, options) => {
      const next = changeListParams(search.base(), { q }, stable);
      if (options?.typing) search.type(next, listReaderOf(params));
      else search.run(next, listReaderOf(params));
    },
    setSort: (field, direction) => apply({ sort: field, order: direction }, false),
    setFilter: (name, value) => apply({ filter: name, value }, false),
    here: location.pathname + location.search,
    carry: (keys = CARRIED) => pickSearch(location.search, keys),
  };
}
