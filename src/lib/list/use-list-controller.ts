import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ListMeta, ListParams, SortOrder } from '../../contract';
import { afterNextPaint } from '../after-paint';
import type { DownloadedFile, HttpError } from '../http';
import { queryKey, replaceEqualDeep, useQuery, useQueryClient } from '../query';
import { useCurrentLocation, useLocation, useSearchParams } from '../router';
import { createStore, useStore, type ReadableStore } from '../store';
import type { ListEndpoint } from './endpoint';
import { changeListParams, listQueryOf, pickSearch, readListParams, type ListChange, type ListStateConfig } from './params';
import {
  SEARCH_PAUSE_MS, initialSearch, reduceSearch, shownTextOver,
  type SearchEffect, type SearchEvent, type SearchTimer, type SearchTimers,
} from './search-machine';
import { useRowCursor, useRowsById, type RowCursor } from './row-cursor';
import { useSelection, type Selection } from './use-selection';

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
  /** The search field's text and what it reports (search-machine.ts has the rules). */
  search: SearchBox;
  /**
   * Searches for `q` as Enter in the field would (an empty state's "clear search"): the field shows
   * it, its rows are asked for at once and the URL follows them, replacing its history entry.
   */
  setQuery(q: string): void;
  /** Sorts by `sort` (`null`: the list's default); back to page 1; a new history entry. */
  setSort(sort: string | null, order?: SortOrder): void;
  /** Sets (or with `null` removes) a URL filter; back to page 1; a new history entry. */
  setFilter(name: string, value: string | null): void;
  /** Sets (or with `null` or `''` removes) one of the screen's `extraKeys`, as `setFilter` does. */
  setExtra(name: string, value: string | null): void;
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
  /**
   * URL query names the screen reads itself (the activity log's admin and dates): `setExtra` writes
   * them with the list's own keys, and one set makes the view `isFiltered`.
   */
  extraKeys?: readonly string[];
  /** The search's timers; default the platform's (a test passes fake ones). */
  timers?: SearchTimers;
  /** How long typing pauses before the URL follows the field; default SEARCH_PAUSE_MS. */
  searchPauseMs?: number;
}

/** A search field's side of the list: its text, and the two ways it reports what is typed. */
export interface SearchBox {
  /** What the field shows. */
  text: ReadableStore<string>;
  /** A key: the rows are asked for at once; the URL follows the pause. */
  type(text: string): void;
  /** Enter, Esc or the clear button: the URL follows at once, without the pause. */
  submit(text: string): void;
}

const PLATFORM_TIMERS: SearchTimers = {
  now: () => performance.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  afterNextPaint,
};

const CARRIED = ['q', 'pageSize'] as const;
const NO_ROWS: readonly never[] = Object.freeze([]);
const NO_KEYS: readonly string[] = [];
const idOf = (row: { id: string }) => row.id;

/** What the controller's running timers and paint waits are kept under, to stop them. */
type Handle = SearchTimer | `paint:${number}` | 'fieldPaint' | 'draw';

/**
 * `rows`, where each record equal to one of the rows last shown is that row's own object: a search
 * or a page that keeps records (another answer, another cache entry) leaves their rows untouched,
 * as the table's rows are memoized by record (src/ui/table-row.tsx). The rows last committed are
 * the reference, so a render that is thrown away changes nothing.
 */
function useSameRecords<T extends { id: string }>(rows: readonly T[]): readonly T[] {
  const shown = useRef<readonly T[]>(NO_ROWS);
  const same = useMemo(() => {
    if (rows === shown.current || shown.current.length === 0) return rows;
    const before = new Map(shown.current.map((row) => [row.id, row]));
    const shared = rows.map((row) => replaceEqualDeep(before.get(row.id), row));
    return shared.every((row, i) => row === rows[i]) ? rows : shared;
  }, [rows]);
  useLayoutEffect(() => {
    shown.current = same;
  }, [same]);
  return same;
}

/**
 * The one controller of every list screen. The view lives in the URL query (page, pageSize, q,
 * sort, order, the spec's filters; defaults left out, invalid values ignored), so reload, a shared
 * link and Back/Forward show the same rows; keys it does not own (a details page's `from`) stay.
 * Rows come through lib/query, the previous rows kept on screen while the next ones load.
 *
 * Search as you type is search-machine.ts's: this hook runs its effects (the request leaves in the
 * field's change handler, before React renders anything; timers on `timers`; the URL written where
 * the history is) and renders the text it shows, so the list re-renders when rows or a text arrive,
 * not on every key (the field alone follows the keys).
 *
 * Every change acts on where the history is, not on the last render: a filter click pushes its
 * entry at once and the screen renders it a little later, so an Enter in the search (or a filter
 * after an Enter) can come in between, and it builds on the change before it instead of undoing it.
 */
export function useListController<T extends { id: string }, A = void>(options: ListControllerOptions<T, A>): ListController<T> {
  const { endpoint, scope, view, extraKeys = NO_KEYS, timers = PLATFORM_TIMERS, searchPauseMs = SEARCH_PAUSE_MS } = options;
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

  // The search's state lives outside React: the field renders its text, the list the text shown.
  const [machine] = useState(() => createStore(initialSearch(fromUrl.q)));
  const shownText = useStore(machine, (state) => shownTextOver(state, location.search));
  const params = useMemo(
    () => (shownText === null || shownText === fromUrl.q ? fromUrl : changeListParams(fromUrl, { q: shownText }, config)),
    [fromUrl, shownText, config],
  );
  // The URL query this list wrote last: a navigation to any other is from elsewhere.
  const written = useRef<string | null>(null);

  /** The query where the history is now; the one shown once the history has left this page. */
  const searchNow = () => {
    const now = currentLocation();
    return now.pathname === location.pathname ? now.search : location.search;
  };
  /** The view where the history is now, with the text shown over it: what a change builds on. */
  const viewNow = (): ListParams => {
    const search = searchNow();
    const inUrl = search === location.search ? fromUrl : readListParams(new URLSearchParams(search), config);
    const text = shownTextOver(machine.get(), search);
    return text === null || text === inUrl.q ? inUrl : changeListParams(inUrl, { q: text }, config);
  };

  const args = (p: ListParams) => ({ scope: scope as A, params: p });
  const result = useQuery(endpoint, args(params), { keepPreviousData: true });
  const page = result.data;

  /** Writes view `next` (and `extra` keys) into the URL where the history is now. */
  const writeUrl = (next: ListParams, replace: boolean, extra: Readonly<Record<string, string | null>> = {}) => {
    const values = { ...listQueryOf(next, config), ...extra };
    const urlQuery = new URLSearchParams(searchNow()); // where setSearch patches it
    for (const [name, value] of Object.entries(values)) {
      if (value === null) urlQuery.delete(name);
      else urlQuery.set(name, value);
    }
    const text = urlQuery.toString();
    written.current = text ? `?${text}` : '';
    dispatch({ type: 'urlWritten', search: written.current });
    setSearch(values, { replace });
  };

  // Timers and answers report to the latest render's dispatch, which reads the latest view.
  const latest = useRef<(event: SearchEvent) => void>(() => {});
  // Effects run with the handles of the timers they start; a timer that runs out reports back.
  const handles = useRef(new Map<Handle, () => void>());
  const stop = (name: Handle) => {
    handles.current.get(name)?.();
    handles.current.delete(name);
  };
  const run = (effect: SearchEffect) => {
    switch (effect.type) {
      case 'search': {
        const next = changeListParams(viewNow(), { q: effect.q }, config);
        const urlSearch = searchNow();
        dispatch({
          type: 'searchAsked', q: next.q, typing: effect.typing, key: queryKey(endpoint, args(next)), params: next,
          search: urlSearch, urlQ: readListParams(new URLSearchParams(urlSearch), config).q, entry: currentLocation().key,
        });
        return;
      }
      case 'fetch': {
        // A failed search arrives too: its error is in the cache, shown as the list's error.
        const arrived = () => latest.current({ type: 'rowsArrived', id: effect.id, entry: currentLocation().key, at: timers.now() });
        void client.cache.ensure(endpoint, args(effect.params)).then(arrived, arrived);
        return;
      }
      case 'cancelUnwatched':
        if (client.cache.get(effect.key)?.subscribers.size === 0) client.cache.cancel(effect.key);
        return;
      case 'startTimer': {
        stop(effect.timer);
        const handle = timers.setTimeout(() => {
          handles.current.delete(effect.timer);
          latest.current({ type: 'timerFired', timer: effect.timer, entry: currentLocation().key });
        }, effect.ms);
        handles.current.set(effect.timer, () => timers.clearTimeout(handle));
        return;
      }
      case 'stopTimer':
        stop(effect.timer);
        return;
      case 'afterPaint': {
        const name = `paint:${effect.id}` as const;
        handles.current.set(name, timers.afterNextPaint(() => {
          handles.current.delete(name);
          latest.current({ type: 'painted', id: effect.id, entry: currentLocation().key });
        }));
        return;
      }
      case 'afterFieldPaint':
        handles.current.set('fieldPaint', timers.afterNextPaint(() => {
          handles.current.delete('fieldPaint');
          latest.current({ type: 'fieldPainted', entry: currentLocation().key, at: timers.now() });
        }));
        return;
      case 'timeDraw': {
        // The rows render once this event's dispatch returns; the frame after them is their cost.
        const from = timers.now();
        stop('draw');
        handles.current.set('draw', timers.afterNextPaint(() => {
          handles.current.delete('draw');
          latest.current({ type: 'rowsDrawn', ms: timers.now() - from });
        }));
        return;
      }
      case 'writeUrl':
        writeUrl(changeListParams(viewNow(), { q: effect.q }, config), true);
    }
  };
  const dispatch = (event: SearchEvent) => {
    const [next, effects] = reduceSearch(machine.get(), event, { pauseMs: searchPauseMs });
    machine.set(next);
    for (const effect of effects) run(effect);
  };
  latest.current = dispatch;

  // A navigation: the search typed on another entry is dropped; one from elsewhere resets the field.
  useLayoutEffect(() => {
    dispatch({
      type: 'navigated', search: location.search, urlQ: fromUrl.q, entry: currentLocation().key,
      fromOutside: written.current !== location.search,
    });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- on each navigation
  }, [location.key]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- on leaving the page
  useEffect(() => () => {
    latest.current({ type: 'left' });
    for (const name of [...handles.current.keys()]) stop(name);
  }, []);

  /** A change of the view other than the search: the search on its way gives way to it. */
  const changeView = (change: ListChange, replace = false, extra?: Readonly<Record<string, string | null>>) => {
    const next = changeListParams(viewNow(), change, config);
    dispatch({ type: 'viewChanged' });
    writeUrl(next, replace, extra);
  };

  const rows = useSameRecords(page?.data ?? NO_ROWS);
  const ids = useMemo(() => rows.map(idOf), [rows]);
  const selection = useSelection(ids);
  const cursor = useRowCursor(ids);
  const rowById = useRowsById(rows, idOf);

  // A page past the end (a stale link, rows decided or removed since) shows the last page instead;
  // where the list stopped counting (`totalAtLeast`) the last page is unknown: the one before.
  const settled = page !== undefined && !result.isPreviousData && !result.isFetching;
  const lastPage = !page ? 1 : page.meta.totalAtLeast ? Math.max(1, params.page - 1) : Math.max(1, Math.ceil(page.meta.total / params.pageSize));
  const pastEnd = settled && rows.length === 0 && params.page > lastPage;
  useEffect(() => {
    if (pastEnd) changeView({ page: lastPage }, true);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the page turns out past the end
  }, [pastEnd, lastPage]);

  const search = useMemo<SearchBox>(() => ({
    text: { get: () => machine.get().fieldText, subscribe: machine.subscribe },
    type: (text) => latest.current({ type: 'keyTyped', text, at: timers.now() }),
    submit: (text) => latest.current({ type: 'submitted', text }),
  }), [machine, timers]);

  return {
    params,
    isFiltered: Object.keys(params.filters).some((name) => !Object.hasOwn(fixedFilters ?? {}, name))
      || extraKeys.some((name) => (query.get(name)?.trim() ?? '') !== ''),
    rows,
    meta: page?.meta,
    facets: page?.meta.facets ?? {},
    isLoading: result.isLoading && page === undefined,
    isUpdating: page !== undefined && (result.isPreviousData || result.isFetching),
    error: result.error,
    refetch: result.refetch,
    setPage: (to, opts) => changeView({ page: to }, opts?.replace),
    setPageSize: (size) => changeView({ pageSize: size }),
    search,
    setQuery: search.submit,
    setSort: (field, direction) => changeView({ sort: field, order: direction }),
    setFilter: (name, value) => changeView({ filter: name, value }),
    setExtra: (name, value) => {
      if (!extraKeys.includes(name)) return;
      changeView({ page: 1 }, false, { [name]: value === '' ? null : value });
    },
    here: location.pathname + location.search,
    carry: (keys = CARRIED) => pickSearch(location.search, keys),
    selection, cursor, rowById,
    download: (language, signal) => endpoint.download(args(params), language, signal),
  };
}
