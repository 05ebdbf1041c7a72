/**
 * The query cache without React: a Map of entries by key, each a small state machine
 * (idle → loading → success | error; invalidate → refetch; direct writes), a tag index, in-flight
 * de-duplication, abort when the last subscriber leaves, removal of entries unused for
 * UNUSED_RETENTION_MS, and refetch of stale watched entries on demand (tab return, reconnect).
 * Failures are state, never throws: every returned promise resolves.
 */
import { queryKey, replaceEqualDeep } from './keys';
import { createTagIndex, type Tag } from './tags';
import {
  DEFAULT_STALE_TIME_MS, IDLE_STATE, UNUSED_RETENTION_MS, toError,
  type AnyEndpoint, type Entry, type QueryCache, type QueryCacheOptions, type QueryState,
} from './entry';

export type { QueryCache, QueryCacheOptions } from './entry';

/** A cache of its own; apps use createQueryClient, which wraps one. */
export function createQueryCache(options: QueryCacheOptions = {}): QueryCache {
  const retentionMs = options.unusedRetentionMs ?? UNUSED_RETENTION_MS;
  const entries = new Map<string, Entry>();
  const index = createTagIndex();
  let watched = 0;

  function setState(entry: Entry, state: QueryState): void {
    entry.state = state;
    for (const listener of [...entry.subscribers]) listener();
  }

  function fileTags(entry: Entry, result: unknown): void {
    let tags: Tag[] = [];
    try {
      tags = entry.endpoint.provides?.(result, entry.args) ?? [];
    } catch (error) {
      console.error(`query: provides() of "${entry.endpoint.name}" threw; the entry keeps no tags`, error);
    }
    index.set(entry.key, tags);
    entry.tags = index.tagsOf(entry.key);
  }

  function cancelRemoval(entry: Entry): void {
    if (entry.removalTimer === null) return;
    globalThis.clearTimeout(entry.removalTimer);
    entry.removalTimer = null;
  }

  function scheduleRemoval(entry: Entry): void {
    cancelRemoval(entry);
    const timer = globalThis.setTimeout(() => {
      entry.removalTimer = null;
      if (entry.subscribers.size === 0 && entries.get(entry.key) === entry) remove(entry);
    }, retentionMs);
    // A cache timer must not keep a Node process (tests, SSR) alive; browsers return a number.
    if (typeof timer === 'object' && timer !== null && 'unref' in timer && typeof timer.unref === 'function') timer.unref();
    entry.removalTimer = timer;
  }

  /** Stops the request in flight without touching the state; its outcome will be ignored. */
  function cancelFetch(entry: Entry): void {
    entry.controller?.abort();
    entry.controller = null;
    entry.promise = null;
    entry.stateBeforeFetch = null;
  }

  function remove(entry: Entry): void {
    cancelRemoval(entry);
    cancelFetch(entry);
    entries.delete(entry.key);
    index.remove(entry.key);
  }

  function getOrCreate(endpoint: AnyEndpoint, args: unknown): Entry {
    const key = queryKey(endpoint, args);
    const existing = entries.get(key);
    if (existing) return existing;
    const entry: Entry = {
      key, endpoint, args, state: IDLE_STATE, promise: null, subscribers: new Set(), tags: [], dataUpdateCount: 0,
      controller: null, stateBeforeFetch: null, removalTimer: null,
    };
    entries.set(key, entry);
    // Filed before the first answer, so a write landing during the first load still refetches it.
    fileTags(entry, undefined);
    scheduleRemoval(entry);
    return entry;
  }

  function start(entry: Entry): Promise<void> {
    entry.controller?.abort(); // superseded: its answer may predate the change that invalidated it
    const controller = new AbortController();
    if (entry.promise === null) entry.stateBeforeFetch = entry.state;
    entry.controller = controller;
    const before = entry.state;
    const hasData = before.status === 'success' || before.data !== undefined;
    setState(entry, hasData ? { ...before, isFetching: true } : { ...before, status: 'loading', error: null, isFetching: true });

    const run: Promise<void> = (async () => {
      let outcome: { ok: true; data: unknown } | { ok: false; error: unknown };
      try {
        outcome = { ok: true, data: await entry.endpoint.request(entry.args, controller.signal) };
      } catch (error) {
        outcome = { ok: false, error };
      }
      if (entry.controller !== controller) {
        // Aborted, removed or superseded: whoever awaited this waits for the successor, if any.
        if (entry.controller !== null && entry.promise !== null) await entry.promise;
        return;
      }
      entry.controller = null;
      entry.promise = null;
      entry.stateBeforeFetch = null;
      if (outcome.ok) {
        fileTags(entry, outcome.data);
        entry.dataUpdateCount += 1;
        const data = replaceEqualDeep(entry.state.data, outcome.data);
        setState(entry, { status: 'success', data, error: null, updatedAt: Date.now(), isFetching: false, isInvalidated: false });
      } else {
        fileTags(entry, undefined);
        setState(entry, { ...entry.state, status: 'error', error: toError(outcome.error), isFetching: false, isInvalidated: false });
      }
    })();
    entry.promise = run;
    return run;
  }

  /** Stops the request in flight; a first load goes back to the state before it. Does not notify. */
  function stopFetch(entry: Entry): void {
    if (!entry.controller) return;
    // Over data, the current state stands: it may hold a write made while the request ran.
    const previous = entry.state.status === 'loading' ? (entry.stateBeforeFetch ?? entry.state) : entry.state;
    cancelFetch(entry);
    entry.state = { ...previous, isFetching: false };
  }

  /** Marks a watched entry invalidated (or drops an unwatched one); true when it is still there. */
  function markInvalidated(entry: Entry): boolean {
    if (entry.subscribers.size === 0) {
      remove(entry);
      return false;
    }
    // Stays marked even if the refetch is aborted, so the next view to mount refetches.
    if (entry.stateBeforeFetch) entry.stateBeforeFetch = { ...entry.stateBeforeFetch, isInvalidated: true };
    if (!entry.state.isInvalidated) entry.state = { ...entry.state, isInvalidated: true };
    return true;
  }

  function invalidateEntry(entry: Entry): void {
    if (markInvalidated(entry)) void start(entry);
  }

  return {
    tags: index,
    get: (key) => entries.get(key),
    getState: (key) => entries.get(key)?.state ?? IDLE_STATE,
    keys: () => [...entries.keys()],

    subscribe(endpoint, args, listener) {
      const entry = getOrCreate(endpoint as AnyEndpoint, args);
      cancelRemoval(entry);
      const before = entry.subscribers.size;
      entry.subscribers.add(listener);
      if (before === 0 && entry.subscribers.size === 1 && ++watched === 1) options.onWatchingChange?.(true);
      return () => {
        if (!entry.subscribers.delete(listener) || entry.subscribers.size > 0) return;
        if (--watched === 0) options.onWatchingChange?.(false);
        if (entries.get(entry.key) !== entry) return;
        stopFetch(entry);
        scheduleRemoval(entry);
      };
    },

    fetch(endpoint, args) {
      const entry = getOrCreate(endpoint as AnyEndpoint, args);
      return entry.promise ?? start(entry);
    },

    ensure(endpoint, args, { refetchOnMount = false } = {}) {
      const entry = getOrCreate(endpoint as AnyEndpoint, args);
      if (entry.promise) return entry.promise;
      const { status, isInvalidated } = entry.state;
      if (status === 'idle' || status === 'error' || isInvalidated || refetchOnMount) return start(entry);
      return Promise.resolve();
    },

    invalidate(key) {
      const entry = entries.get(key);
      if (entry) invalidateEntry(entry);
    },

    invalidateTags(tags, { refetch = true } = {}) {
      for (const key of index.keysInvalidatedBy(tags)) {
        const entry = entries.get(key);
        if (entry && markInvalidated(entry) && refetch) void start(entry);
      }
    },

    setData(endpoint, args, updater) {
      const entry = getOrCreate(endpoint as AnyEndpoint, args);
      const next = updater(entry.state.data as Parameters<typeof updater>[0]);
      if (next === undefined) return false;
      const data = replaceEqualDeep(entry.state.data, next);
      if (data === entry.state.data && entry.state.status === 'success') return false;
      fileTags(entry, data);
      setState(entry, { ...entry.state, status: 'success', data, error: null });
      return true;
    },

    restore(key, state) {
      const entry = entries.get(key);
      if (!entry) return;
      fileTags(entry, state.data);
      setState(entry, { ...entry.state, status: state.status, data: state.data, error: state.error });
    },

    cancel(key) {
      const entry = entries.get(key);
      if (!entry?.controller) return;
      stopFetch(entry);
      setState(entry, entry.state);
    },

    refetchStale(now) {
      for (const entry of [...entries.values()]) {
        const { status, updatedAt } = entry.state;
        if (entry.subscribers.size === 0 || entry.promise || (status !== 'success' && status !== 'error')) continue;
        if (now - updatedAt >= (entry.endpoint.staleTimeMs ?? DEFAULT_STALE_TIME_MS)) void start(entry);
      }
    },

    reset() {
      for (const entry of [...entries.values()]) {
        if (entry.subscribers.size === 0) {
          remove(entry);
          continue;
        }
        cancelFetch(entry);
        fileTags(entry, undefined);
        entry.state = IDLE_STATE;
        void start(entry);
      }
    },
  };
}
