import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ListParams, SortOrder } from '../../contract';
import { useLocation, useSearchParams } from '../router';
import { changeListParams, listQueryOf, pickSearch, readListParams, type ListChange, type ListStateConfig } from './params';
import { listReaderOf, readWithin, SEARCH_WAIT_MS } from './reader';

/** A list's view, read from the URL query, and the ways to change it. */
export interface ListState {
  /** What to ask the list endpoint for (fixed filters included). */
  params: ListParams;
  /** Another page; a new history entry (so Back returns to this one) unless `replace`. */
  setPage(page: number, options?: { replace?: boolean }): void;
  /** Rows per page (one of the config's `pageSizes`); back to page 1; a new history entry. */
  setPageSize(pageSize: number): void;
  /**
   * The search text; back to page 1. Replaces the entry, so typing leaves no trail in history. When
   * a useList reads this view, the new rows are asked for first and the URL follows when they are
   * in (at most SEARCH_WAIT_MS later), so the page renders once, with them.
   */
  setQuery(q: string): void;
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
  const params = useMemo(() => readListParams(query, stable), [query, stable]);
  const search = useSearch(location.key);

  const apply = useCallback(
    (change: ListChange, replace: boolean) => {
      // A change made while a search waits for its rows builds on that search, and goes first.
      const next = changeListParams(search.waiting(location.key) ?? params, change, stable);
      search.cancel();
      setQuery(listQueryOf(next, stable), { replace });
    },
    [params, stable, setQuery, search, location.key],
  );

  const setSearch = useCallback(
    (q: string) => {
      const next = changeListParams(search.waiting(location.key) ?? params, { q }, stable);
      const reader = listReaderOf(params);
      if (!reader) {
        search.cancel();
        setQuery(listQueryOf(next, stable), { replace: true });
        return;
      }
      search.wait(location.key, next, readWithin(reader, next, SEARCH_WAIT_MS), () => setQuery(listQueryOf(next, stable), { replace: true }));
    },
    [params, stable, setQuery, search, location.key],
  );

  return {
    params,
    setPage: (page, options) => apply({ page }, options?.replace ?? false),
    setPageSize: (size) => apply({ pageSize: size }, false),
    setQuery: setSearch,
    setSort: (field, direction) => apply({ sort: field, order: direction }, false),
    setFilter: (name, value) => apply({ filter: name, value }, false),
    here: location.pathname + location.search,
    carry: (keys = CARRIED) => pickSearch(location.search, keys),
  };
}

interface Waiting {
  /** The history entry the search was typed on: another entry (Back, a link) drops it. */
  entry: string;
  params: ListParams;
}

/** The search waiting for its rows before it changes the URL (at most one; the latest wins). */
function useSearch(entry: string) {
  const current = useRef<Waiting | null>(null);
  // The entry shown, as of the last render (a navigation renders at once, before any answer lands).
  const shown = useRef(entry);
  shown.current = entry;
  // Leaving the entry or the page drops it: the URL must not jump back to a search left behind.
  useEffect(() => () => {
    current.current = null;
  }, [entry]);
  return useMemo(() => ({
    waiting: (at: string): ListParams | null => (current.current?.entry === at ? current.current.params : null),
    cancel: () => {
      current.current = null;
    },
    wait(at: string, params: ListParams, ready: Promise<void>, go: () => void) {
      const ticket: Waiting = { entry: at, params };
      current.current = ticket;
      void ready.then(() => {
        if (current.current !== ticket || shown.current !== ticket.entry) return;
        current.current = null;
        go();
      });
    },
  }), []);
}
