import { createQueryCache, type QueryCache, type QueryCacheOptions } from './cache';
import type { MutationEndpoint, QueryEndpoint } from './endpoints';
import type { CacheEntry, QueryState } from './entry';
import { queryKey } from './keys';
import type { Tag } from './tags';

/** Options of one write (client.mutate, useMutation). */
export interface MutateOptions<A> {
  /**
   * Runs synchronously before the request is sent, typically `client.setData(...)` calls that show
   * the write's outcome at once. Each entry it writes is snapshotted first (a request in flight for
   * it is cancelled and made again when the writes settle, so an older answer cannot undo the
   * write) and put back if the write fails, unless a refetch has answered for it since.
   */
  optimistic?(client: QueryClient, args: A): void;
}

/** One app's cache and the operations views and writes need on it. */
export interface QueryClient {
  readonly cache: QueryCache;
  /** Watched entries providing a matching tag refetch; unwatched ones are dropped. */
  invalidateTags(tags: readonly Tag[]): void;
  /** Forgets all data: unwatched entries go, watched ones reload from scratch. */
  reset(): void;
  /** The entry under `queryKey(endpoint, args)`, if cached. */
  getEntry(key: string): CacheEntry | undefined;
  /** The cached data of `endpoint(args)`, if any. */
  getData<A, R>(endpoint: QueryEndpoint<A, R>, args: A): R | undefined;
  /**
   * Writes `updater(old)` as the data of `endpoint(args)` and notifies its views. Unchanged subtrees
   * keep their identity; `undefined` from the updater changes nothing; the entry is created if
   * missing (kept UNUSED_RETENTION_MS unless watched). Inside `optimistic`, the write is undone if
   * the mutation fails.
   */
  setData<A, R>(endpoint: QueryEndpoint<A, R>, args: A, updater: (old: R | undefined) => R | undefined): void;
  /**
   * The write path: runs `options.optimistic`, sends the request, then invalidates
   * `endpoint.invalidates(result, args)`. Writes in flight together are coalesced: their tags are
   * collected, unwatched matches dropped at once, and each watched match refetches once when the
   * last of them settles (a lone write therefore refetches at once). Resolves with the result;
   * rejects with the request's error after the optimistic writes are rolled back.
   */
  mutate<A, R>(endpoint: MutationEndpoint<A, R>, args: A, options?: MutateOptions<A>): Promise<R>;
  /**
   * Removes the tab-return and reconnect listeners now (tests; a client dropped while views still
   * watch). Otherwise they are added when a first entry is watched and removed with the last one.
   */
  dispose(): void;
}

interface Snapshot {
  /** The entry's state before this mutation's first write to it. */
  before: QueryState;
  /** Its dataUpdateCount then: a different count means a refetch has answered since. */
  dataUpdateCount: number;
  /** The data this mutation left in it. */
  written: unknown;
}

/** A client with a cache of its own; one per app (tests make one per test). */
export function createQueryClient(options: QueryCacheOptions = {}): QueryClient {
  let stopListening: (() => void) | null = null;
  const cache = createQueryCache({
    ...options,
    onWatchingChange(watching) {
      options.onWatchingChange?.(watching);
      stopListening?.();
      stopListening = watching ? listenForReturn(() => cache.refetchStale(Date.now())) : null;
    },
  });

  let inFlight = 0;
  let settleTags: Tag[] = [];
  let settleKeys = new Set<string>();
  let recording: Map<string, Snapshot> | null = null;

  /** The writes have settled: each collected entry refetches (watched) or goes (unwatched), once. */
  function settle(): void {
    const keys = new Set([...settleKeys, ...cache.tags.keysInvalidatedBy(settleTags)]);
    settleTags = [];
    settleKeys = new Set();
    for (const key of keys) cache.invalidate(key);
  }

  function rollBack(snapshots: Map<string, Snapshot>): void {
    for (const [key, snapshot] of snapshots) {
      const entry = cache.get(key);
      // Dropped, or refetched since: the server's answer stands.
      if (!entry || entry.dataUpdateCount !== snapshot.dataUpdateCount) continue;
      if (entry.state.data === snapshot.written) {
        cache.restore(key, snapshot.before);
        if (snapshot.before.data === undefined) settleKeys.add(key);
      } else {
        // Another write sits on ours: neither snapshot is known right, so ask the server.
        settleKeys.add(key);
      }
    }
  }

  const client: QueryClient = {
    cache,
    invalidateTags: (tags) => cache.invalidateTags(tags),
    reset: () => cache.reset(),
    getEntry: (key) => cache.get(key),
    getData<A, R>(endpoint: QueryEndpoint<A, R>, args: A): R | undefined {
      return cache.getState(queryKey(endpoint, args)).data as R | undefined;
    },

    setData<A, R>(endpoint: QueryEndpoint<A, R>, args: A, updater: (old: R | undefined) => R | undefined): void {
      const snapshots = recording;
      if (!snapshots) {
        cache.setData(endpoint, args, updater);
        return;
      }
      const key = queryKey(endpoint, args);
      cache.setData(endpoint, args, (old) => {
        const next = updater(old);
        if (next !== undefined && !snapshots.has(key)) {
          const entry = cache.get(key);
          if (entry?.promise) {
            cache.cancel(key);
            settleKeys.add(key);
          }
          snapshots.set(key, { before: cache.getState(key), dataUpdateCount: entry?.dataUpdateCount ?? 0, written: undefined });
        }
        return next;
      });
      const snapshot = snapshots.get(key);
      if (snapshot) snapshot.written = cache.getState(key).data;
    },

    async mutate<A, R>(endpoint: MutationEndpoint<A, R>, args: A, { optimistic }: MutateOptions<A> = {}): Promise<R> {
      inFlight += 1;
      const snapshots = new Map<string, Snapshot>();
      try {
        if (optimistic) {
          const outer = recording;
          recording = snapshots;
          try {
            optimistic(client, args);
          } finally {
            recording = outer;
          }
        }
        const result = await endpoint.request(args);
        const tags = invalidatedTags(endpoint, result, args);
        cache.invalidateTags(tags, { refetch: false });
        settleTags.push(...tags);
        return result;
      } catch (error) {
        rollBack(snapshots);
        throw error;
      } finally {
        inFlight -= 1;
        if (inFlight === 0) settle();
      }
    },

    dispose() {
      stopListening?.();
      stopListening = null;
    },
  };
  return client;
}

function invalidatedTags<A, R>(endpoint: MutationEndpoint<A, R>, result: R, args: A): Tag[] {
  try {
    return endpoint.invalidates?.(result, args) ?? [];
  } catch (error) {
    console.error(`query: invalidates() of "${endpoint.name}" threw; nothing was invalidated`, error);
    return [];
  }
}

/**
 * Calls `onReturn` when the tab becomes visible again or the network comes back. Returns the
 * removal of both listeners; without a window (Node) it listens to nothing.
 */
function listenForReturn(onReturn: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const target = window;
  const onVisibility = () => {
    if (typeof document === 'undefined' || document.visibilityState !== 'hidden') onReturn();
  };
  target.addEventListener('visibilitychange', onVisibility);
  target.addEventListener('online', onReturn);
  return () => {
    target.removeEventListener('visibilitychange', onVisibility);
    target.removeEventListener('online', onReturn);
  };
}
