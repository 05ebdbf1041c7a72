import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ListMeta, ListParams, SortOrder } from '../../contract';
import { afterNextPaint } from '../after-paint';
import type { DownloadedFile, HttpError } from '../http';
import { queryKey, useQuery, useQueryClient } from '../query';
import { useCurrentLocation, useLocation, useSearchParams } from '../router';
import type { ListEndpoint } from './endpoint';
import { changeListParams, listQueryOf, pickSearch, readListParams, type ListChange, type ListStateConfig } from './params';
import { useRowCursor, useRowsById, type RowCursor } from './row-cursor';
import { useSelection, type Selection } from './use-selection';

/**
 * How long a key's rows may keep the list waiting before the list shows the text's view anyway,
 * the old rows marked updating (dimmed, with a spinning status). Rows that come sooner, as most
 * do, show at once with one render, and no mark flashes on every key.
 */
export const UPDATING_DELAY_MS = 200;

/** Everything a list screen needs: its view and the ways to change it, its rows, selection and cursor. */
export interface ListController<T> {
  /** What is asked of the list endpoint (fixed filters included); `q` is the text typed last. */
  params: ListParams;
  /** Whether the URL sets a filter (fixed filters, such as a status tab, do not count). */
  isFiltered: boolean;
  /** The page's rows; while another view loads, the previous rows (see `isUpdating`). */
  rows: readonly T[];
  /** Total, page and facets of the rows shown; undefined until the first answer. */
  meta: ListMeta | undefined;
  /** Filter name → value → count, of the rows shown; `{}` until the first answer. */
  facets: ListMeta['facets'];
  /** The first load: nothing to show yet (a skeleton). */
  isLoading: boolean;
  /** Rows are shown but a newer answer is on its way. */
  isUpdating: boolean;
  /** The last failure; rows of an earlier answer may still be shown. */
  error: HttpError | Error | null;
  /** Asks again (the error state's retry); never rejects. */
  refetch(): Promise<void>;
  /** Another page; a new history entry (so Back returns to this one) unless `replace`. */
  setPage(page: number, options?: { replace?: boolean }): void;
  /** Rows per page (one of the config's `pageSizes`); back to page 1; a new history entry. */
  setPageSize(pageSize: number): void;
  /**
   * The search text; back to page 1. Its rows are asked for at once, before anything renders, and
   * the rows shown stay until they come. With `typing` (every key) the URL stays; without it (the
   * field's pause, Enter, Esc) the URL says the text too, replacing its history entry.
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
  /** Selected rows, kept across pages. */
  selection: Selection;
  /** The keyboard's current row: the one shown focused, which the list's shortcuts act on. */
  cursor: RowCursor;
  /** A row seen on any page, by id, as last seen. */
  rowById(id: string): T | undefined;
  /** The CSV file of this view, every page (the endpoint's `download`), words in `language`. */
  download(language: string, signal?: AbortSignal): Promise<DownloadedFile>;
}

export interface ListControllerOptions<T, A> {
  endpoint: ListEndpoint<T, A>;
  /** What fills the endpoint's path (a queue's status tab); omitted when nothing does. */
  scope?: A;
  /** The view's defaults and fixed filters; a fresh literal each render is fine. */
  view: ListStateConfig;
}

const CARRIED = ['q', 'pageSize'] as const;
const NO_ROWS: readonly never[] = Object.freeze([]);
const idOf = (row: { id: string }) => row.id;

/**
 * The one controller of every list screen. The view lives in the URL query (page, pageSize, q,
 * sort, order, the spec's filters; defaults left out, invalid values ignored), so reload, a shared
 * link and Back/Forward show the same rows; keys it does not own (a details page's `from`) stay.
 * Rows come through lib/query, the previous rows kept on screen while the next ones load.
 *
 * Search as you type: a key asks for its rows in the field's change handler, before React renders
 * anything, so the request leaves at once, and the list takes the text when its rows are in the
 * cache: one render, with the new rows (after UPDATING_DELAY_MS without them, the old rows show
 * marked updating). A request typed over is aborted and never shown. The URL follows the field's
 * pause once its rows are painted, replacing its entry, so typing leaves no trail in history; until
 * then the text typed is this view's own, and a navigation from elsewhere (Back, a link) drops it.
 *
 * Every change acts on where the history is, not on the last render: a filter click pushes its
 * entry at once and the screen renders it a little later, so an Enter in the search (or a filter
 * after an Enter) can come in between, and it builds on the change before it instead of undoing it.
 */
export function useListController<T extends { id: string }, A = void>(options: ListControllerOptions<T, A>): ListController<T> {
  const { endpoint, scope, view } = options;
  const client = useQueryClient();
  const [query, setSearch] = useSearchParams();
  const location = useLocation();
  const currentLocation = useCurrentLocation();
  const { spec, sort, order, pageSize, pageSizes, fixedFilters } = view;
  // Keyed on the config's values, not its identity.
  const configKey = JSON.stringify([sort, order, pageSize, pageSizes, fixedFilters]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- configKey stands for the values
  const config = useMemo(() => ({ spec, sort, order, pageSize, pageSizes, fixedFilters }), [spec, configKey]);
  const fromUrl = useMemo(() => readListParams(query, config), [query, config]);

  // The text typed ahead of the URL, and the search this view itself last wrote.
  const [typed, setTyped] = useState<string | null>(null);
  const [written, setWritten] = useState<string | null>(null);
  const [seenSearch, setSeenSearch] = useState(location.search);
  if (seenSearch !== location.search) {
    setSeenSearch(location.search);
    if (location.search !== written) setTyped(null); // a navigation from elsewhere
  }
  const params = useMemo(
    () => (typed === null || typed === fromUrl.q ? fromUrl : changeListParams(fromUrl, { q: typed }, config)),
    [fromUrl, typed, config],
  );
  // The text typed and the entry it was typed on, as of the last change rather than the last
  // render: the rendered text, then each change made since, so one that follows before the next
  // render builds on it. Typed on an entry the history has left, it is not this view's.
  const typedNow = useRef<{ q: string; entry: string } | null>(null);
  useLayoutEffect(() => {
    typedNow.current = typed === null ? null : { q: typed, entry: location.key };
  }, [typed, location.key]);
  const type = (text: { q: string; entry: string } | null) => {
    typedNow.current = text;
    setTyped(text && text.q);
  };
  /** The query where the history is now; the one shown once the history has left this page. */
  const searchNow = () => {
    const now = currentLocation();
    return now.pathname === location.pathname ? now.search : location.search;
  };
  /** The view where the history is now, with the text typed on its entry: what a change builds on. */
  const viewNow = (): ListParams => {
    const search = searchNow();
    const inUrl = search === location.search ? fromUrl : readListParams(new URLSearchParams(search), config);
    const text = typedNow.current;
    if (text === null || text.entry !== currentLocation().key || text.q === inUrl.q) return inUrl;
    return changeListParams(inUrl, { q: text.q }, config);
  };

  const args = (p: ListParams) => ({ scope: scope as A, params: p });
  const result = useQuery(endpoint, args(params), { keepPreviousData: true });
  const page = result.data;

  // The newest search asked for ahead of its render, and the entry it was typed on: only it may
  // show, and only there. A search typed over or left behind is stopped if nothing watches its rows.
  const asked = useRef<{ key: string; entry: string } | null>(null);
  // The text settled last (the field's pause, Enter) whose URL has not followed yet, and its entry.
  // The field counts it reported: a key that comes back to it (Enter after the pause, a text typed
  // away and back) settles it again, or nothing would put it in the URL.
  const settling = useRef<{ q: string; entry: string } | null>(null);
  // Rows that keep the list waiting: counted from the first key whose rows did not come, so keys
  // faster than UPDATING_DELAY_MS do not put the mark off for ever.
  const slow = useRef<{ timer: ReturnType<typeof setTimeout>; show(): void } | null>(null);
  const stopSlow = () => {
    if (slow.current) globalThis.clearTimeout(slow.current.timer);
    slow.current = null;
  };
  const cancelUnwatched = (key: string) => {
    if (client.cache.get(key)?.subscribers.size === 0) client.cache.cancel(key);
  };
  /** Drops the search on its way unless it was typed on entry `keep`. */
  const drop = (keep: string | null) => {
    const before = asked.current;
    if (before === null || before.entry === keep) return;
    asked.current = null;
    stopSlow();
    cancelUnwatched(before.key);
  };
  // The entry rendered may already be behind the history (a change made since): the search stays
  // if it was typed where the history is now.
  useEffect(() => {
    drop(currentLocation().key);
  }, [location.key]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- on leaving the page
  useEffect(() => () => drop(null), []);
  const ask = (next: ListParams) => {
    const key = queryKey(endpoint, args(next));
    const before = asked.current;
    if (before !== null && before.key !== key) cancelUnwatched(before.key);
    const search = { key, entry: currentLocation().key };
    asked.current = search;
    return { search, rows: client.cache.ensure(endpoint, args(next)) };
  };
  const isLatest = (search: { key: string; entry: string }) => asked.current === search && currentLocation().key === search.entry;

  const write = (next: ListParams, replace: boolean) => {
    const values = listQueryOf(next, config);
    const search = new URLSearchParams(searchNow()); // where setSearch patches it
    for (const [name, value] of Object.entries(values)) {
      if (value === null) search.delete(name);
      else search.set(name, value);
    }
    const text = search.toString();
    setWritten(text ? `?${text}` : '');
    setSearch(values, { replace });
  };
  const apply = (change: ListChange, replace = false) => {
    const next = changeListParams(viewNow(), change, config);
    asked.current = null;
    settling.current = null;
    stopSlow();
    type(null);
    write(next, replace);
  };

  const rows = page?.data ?? NO_ROWS;
  const ids = useMemo(() => rows.map(idOf), [rows]);
  const selection = useSelection(ids);
  const cursor = useRowCursor(ids);
  const rowById = useRowsById(rows, idOf);

  // A page past the end (a stale link, rows decided or removed since) shows the last page instead.
  const settled = page !== undefined && !result.isPreviousData && !result.isFetching;
  const lastPage = page ? Math.max(1, Math.ceil(page.meta.total / params.pageSize)) : 1;
  const pastEnd = settled && rows.length === 0 && params.page > lastPage;
  useEffect(() => {
    if (pastEnd) apply({ page: lastPage }, true);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the page turns out past the end
  }, [pastEnd, lastPage]);

  return {
    params,
    isFiltered: Object.keys(params.filters).some((name) => !Object.hasOwn(fixedFilters ?? {}, name)),
    rows,
    meta: page?.meta,
    facets: page?.meta.facets ?? {},
    isLoading: result.isLoading && page === undefined,
    isUpdating: page !== undefined && (result.isPreviousData || result.isFetching),
    error: result.error,
    refetch: result.refetch,
    setPage: (to, opts) => apply({ page: to }, opts?.replace),
    setPageSize: (size) => apply({ pageSize: size }),
    setQuery: (q, opts) => {
      const next = changeListParams(viewNow(), { q }, config);
      const entry = currentLocation().key;
      const resettled = settling.current?.q === next.q && settling.current.entry === entry;
      const { search, rows: answered } = ask(next);
      if (opts?.typing && !resettled) {
        const show = () => {
          if (!isLatest(search)) return;
          stopSlow();
          type({ q: next.q, entry: search.entry });
        };
        void answered.then(show);
        if (slow.current) slow.current.show = show;
        else slow.current = { show, timer: globalThis.setTimeout(() => slow.current?.show(), UPDATING_DELAY_MS) };
        return;
      }
      // Settled (a pause, Enter, Esc, a key back to the text settled last): the view takes the text
      // at once, so a change that follows builds on it. The URL follows once its rows are painted
      // (at most UPDATING_DELAY_MS later): a new URL renders the whole app again, which need not
      // hold up the rows. Another change made meanwhile goes instead.
      stopSlow();
      type({ q: next.q, entry });
      const inUrl = readListParams(new URLSearchParams(searchNow()), config).q;
      settling.current = next.q === inUrl ? null : { q: next.q, entry };
      if (next.q === inUrl) return;
      let following = false;
      const follow = () => {
        if (following) return;
        following = true;
        afterNextPaint(() => {
          if (!isLatest(search)) return;
          settling.current = null;
          write(next, true);
        });
      };
      void answered.then(follow);
      globalThis.setTimeout(follow, UPDATING_DELAY_MS); // slow rows: the URL goes first
    },
    setSort: (field, direction) => apply({ sort: field, order: direction }),
    setFilter: (name, value) => apply({ filter: name, value }),
    here: location.pathname + location.search,
    carry: (keys = CARRIED) => pickSearch(location.search, keys),
    selection, cursor, rowById,
    download: (language, signal) => endpoint.download(args(params), language, signal),
  };
}
