import { startTransition, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { ListParams } from '../../contract';
import { afterNextPaint } from '../after-paint';
import { stableStringify } from '../query';
import { readWithin, searchingCopy, SEARCH_UPDATING_MS, SEARCH_WAIT_MS, type ListReader } from './reader';

/** A search asked for: the history entry it was typed on (another entry drops it) and its view. */
interface Search {
  entry: string;
  params: ListParams;
  reader: ListReader;
  /**
   * Settled (the field's pause, Enter, Esc): the URL says it once its rows are shown. Typing: not
   * yet (the pause that follows settles the search typed last rather than asking again).
   */
  settled: boolean;
  /** Its rows are in (set once). */
  answered?: boolean;
}

interface View {
  /** The search whose rows are shown until the URL says it too (or the entry changes). */
  shown: Search | null;
  /** The entry on which a search waits for its rows: the rows shown are marked updating. */
  waitingOn: string | null;
}

const NOTHING: View = { shown: null, waitingOn: null };

/**
 * show: the search's rows are in the cache; wait: it waits for them (the rows shown are marked
 * updating); here: its rows are the ones on screen; leave: another entry is shown.
 */
type Action = { kind: 'show' | 'wait' | 'here'; search: Search } | { kind: 'leave' };

function reduce(view: View, action: Action, isLatest: (search: Search) => boolean): View {
  if (action.kind === 'leave') return NOTHING;
  // Run as the update renders: a search typed over since it was dispatched changes nothing.
  if (!isLatest(action.search)) return view;
  if (action.kind === 'show') return { shown: action.search, waitingOn: null };
  const waitingOn = action.kind === 'wait' ? action.search.entry : null;
  return view.waitingOn === waitingOn ? view : { ...view, waitingOn };
}

const same = (a: ListParams, b: ListParams) => stableStringify(a) === stableStringify(b);

/** What useListState gets from useSearchFirst. */
export interface SearchFirst {
  /** The view to show: a search whose rows are in, until the URL says it too; else the URL's. */
  params: ListParams;
  /** What a change builds on: the search on its way, if any, else what is shown. */
  base(): ListParams;
  /** Typing: asks for `next`'s rows at once and shows them when they are in; the URL stays. */
  type(next: ListParams, reader: ListReader | undefined): void;
  /** A settled search: as `type`, then the URL says it after the rows' frame (see useSearchFirst). */
  run(next: ListParams, reader: ListReader | undefined): void;
  /** Drops the search on its way, aborting its request unless it reads `keep` (another change goes first). */
  cancel(keep?: ListParams): void;
}

/**
 * Search as you type. With `reader` (a useList reads this view) every key asks for the rows of the
 * text typed so far at once; the request of a text typed over is aborted, so at most one search
 * request per list is in flight, the newest (an answer a key has made stale is never worth its
 * render, and the next key's request is the one that counts). When the newest text's rows are in
 * the cache the list shows them, in a transition, so a key typed meanwhile is painted first (the
 * render starts over with the newer text, and a text typed over never shows). Until then the old
 * rows stay, marked updating once they have been behind for SEARCH_UPDATING_MS. The URL follows only a settled search (the field's pause, Enter,
 * Esc), replacing the entry, after the frame with its rows is painted: the router re-renders the
 * whole app for a new URL, which need not hold up the rows. A settled search whose rows take longer
 * than SEARCH_WAIT_MS changes the URL first (the old rows show updating until they come). `entry`
 * is the history entry shown, `fromUrl` its view, `write` puts a view in the URL (replacing it).
 */
export function useSearchFirst(entry: string, fromUrl: ListParams, write: (params: ListParams) => void): SearchFirst {
  // The newest search asked for on this page; only it may show its rows or change the URL.
  const latest = useRef<Search | null>(null);
  // The entry shown as of the last render: a navigation renders at once, before an answer lands.
  const at = useRef(entry);
  at.current = entry;
  const writer = useRef(write);
  writer.current = write;
  const isLatest = (search: Search) => latest.current === search && at.current === search.entry;
  // A reducer, not a state updater: React runs it when it renders the update (an updater may run
  // once, when it is set), so a key typed before the transition renders makes the answer stale.
  const [view, dispatch] = useReducer((v: View, action: Action) => reduce(v, action, isLatest), NOTHING);
  // Another entry starts with its URL's view: Back and Forward return to an entry by its key, and
  // what was typed on it before leaving must not come back with it.
  const [viewed, setViewed] = useState(entry);
  if (viewed !== entry) {
    setViewed(entry);
    dispatch({ kind: 'leave' });
  }
  const shown = view.shown !== null && view.shown.entry === entry ? view.shown.params : fromUrl;
  const waiting = view.waitingOn === entry;
  const params = useMemo(() => (waiting ? searchingCopy(shown) : shown), [shown, waiting]);

  const marking = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopMark = () => {
    globalThis.clearTimeout(marking.current);
    marking.current = undefined;
  };

  const cancel = (keep?: ListParams) => {
    stopMark();
    const search = latest.current;
    latest.current = null;
    if (search !== null && (keep === undefined || !same(search.params, keep))) search.reader.abort(search.params);
  };
  // Leaving the entry or the page drops the search: the URL must not jump back to one left behind.
  useEffect(() => () => cancel(), [entry]);

  // A settled search's rows are on screen: the URL says so once that frame is painted.
  const committed = useRef<Search | null>(null);
  useEffect(() => {
    const search = view.shown;
    committed.current = search;
    if (search === null || !search.settled || search.entry !== entry) return undefined;
    return afterNextPaint(() => settle(search));
  }, [view.shown, entry]);

  function settle(search: Search): void {
    if (!isLatest(search)) return;
    latest.current = null;
    writer.current(search.params);
  }

  /** Starts `search`: the one before it is aborted unless it reads the same rows. */
  function ask(search: Search): void {
    const before = latest.current;
    latest.current = search;
    if (before !== null && !same(before.params, search.params)) before.reader.abort(before.params);
  }

  /** `search`'s rows are in: nothing to mark. */
  function onScreen(search: Search): void {
    search.answered = true;
    stopMark();
  }

  function show(search: Search): void {
    if (!isLatest(search)) return;
    onScreen(search);
    startTransition(() => dispatch({ kind: 'show', search }));
  }

  /**
   * Marks the rows shown as updating once they have been behind the newest search for
   * SEARCH_UPDATING_MS (counted from the first key whose rows did not come, not from the last).
   */
  function markWaiting(): void {
    if (waiting || marking.current !== undefined) return;
    marking.current = globalThis.setTimeout(() => {
      marking.current = undefined;
      const search = latest.current;
      if (search !== null && !search.answered && isLatest(search)) startTransition(() => dispatch({ kind: 'wait', search }));
    }, SEARCH_UPDATING_MS);
  }

  return {
    params,
    base: () => (latest.current !== null && latest.current.entry === at.current ? latest.current.params : params),
    cancel,
    type(next, reader) {
      if (!reader) return; // nothing reads this view's rows: the URL follows the settled search
      const search: Search = { entry: at.current, params: next, reader, settled: false };
      ask(search);
      if (same(next, params)) {
        // Typed back to the rows on screen: nothing to wait for.
        onScreen(search);
        if (waiting) startTransition(() => dispatch({ kind: 'here', search }));
        return;
      }
      markWaiting();
      void reader.read(next).then(() => show(search));
    },
    run(next, reader) {
      if (!reader) {
        cancel();
        write(next);
        return;
      }
      const typed = latest.current;
      if (typed !== null && typed.entry === at.current && same(typed.params, next) && !(same(next, params) && !waiting)) {
        // The rows typed for this text are on their way or about to render: the URL follows them,
        // rather than a second show that would start their render over.
        typed.settled = true;
        if (committed.current === typed) afterNextPaint(() => settle(typed));
        else {
          void readWithin(reader, next, SEARCH_WAIT_MS).then((ready) => {
            if (!ready) settle(typed); // slow rows: the URL first, as for any settled search
          });
        }
        return;
      }
      const search: Search = { entry: at.current, params: next, reader, settled: true };
      ask(search);
      if (same(next, params) && !waiting) {
        // Its rows are on screen already (typed): only the URL is left.
        onScreen(search);
        afterNextPaint(() => settle(search));
        return;
      }
      markWaiting();
      void readWithin(reader, next, SEARCH_WAIT_MS).then((ready) => {
        if (!isLatest(search)) return;
        if (ready) show(search);
        else settle(search);
      });
    },
  };
}
