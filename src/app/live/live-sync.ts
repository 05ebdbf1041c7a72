/**
 * Live events into the query cache, coalesced. Each event names tags; their cache keys are
 * collected and refetched together once the stream has been quiet for `quietMs` (at the latest
 * `maxWaitMs` after the first one waiting), so a burst of another admin's decisions costs an open
 * list a refetch or two, not one per decision. A key needs a fetch that starts after its latest
 * event: one already started since then (the user's own write settling, a view mounting) is
 * enough, and one that started before waits to finish first rather than being cut off and
 * restarted.
 */
import type { LiveEventBody } from '../../contract';
import type { QueryClient } from '../../lib/query';
import { ALL, tagsOfEvent } from './event-tags';

/** Quiet time after the last event before the cache refetches. */
export const LIVE_QUIET_MS = 300;
/** The longest a collected key waits while events keep coming. */
export const LIVE_MAX_WAIT_MS = 3_000;

export interface LiveSyncOptions {
  quietMs?: number;
  maxWaitMs?: number;
  now?(): number;
  setTimeout?(callback: () => void, ms: number): unknown;
  clearTimeout?(handle: unknown): void;
}

/** What a key looked like at its latest event: the fetch then in flight and the answers so far. */
interface Seen {
  promise: Promise<void> | null;
  count: number;
}

export interface LiveSync {
  /** Takes one event from the stream. */
  handle(body: LiveEventBody): void;
  /** Refetches what is collected now (tests; the timer does it otherwise). */
  flush(): void;
  /** Stops the timer and forgets what is collected. */
  dispose(): void;
}

export function createLiveSync(client: QueryClient, options: LiveSyncOptions = {}): LiveSync {
  const quietMs = options.quietMs ?? LIVE_QUIET_MS;
  const maxWaitMs = options.maxWaitMs ?? LIVE_MAX_WAIT_MS;
  const now = options.now ?? Date.now;
  const setTimer = options.setTimeout ?? ((callback: () => void, ms: number) => globalThis.setTimeout(callback, ms));
  const clearTimer = options.clearTimeout ?? ((handle: unknown) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));

  const pending = new Map<string, Seen>();
  const awaited = new Set<Promise<void>>();
  let timer: unknown = null;
  let firstAt: number | null = null;
  let disposed = false;

  const schedule = () => {
    if (disposed || pending.size === 0) return;
    const at = now();
    if (firstAt === null) firstAt = at;
    const due = Math.min(at + quietMs, firstAt + maxWaitMs);
    if (timer !== null) clearTimer(timer);
    timer = setTimer(flush, Math.max(0, due - at));
  };

  /** After an older fetch ends, its key's turn comes at the next quiet moment. */
  const afterFetch = (promise: Promise<void>) => {
    if (awaited.has(promise)) return;
    awaited.add(promise);
    void promise.finally(() => {
      awaited.delete(promise);
      schedule();
    });
  };

  function flush(): void {
    if (timer !== null) clearTimer(timer);
    timer = null;
    firstAt = null;
    for (const [key, seen] of [...pending]) {
      const entry = client.getEntry(key);
      if (!entry) {
        pending.delete(key);
        continue;
      }
      if (entry.promise !== null && entry.promise === seen.promise) {
        afterFetch(entry.promise);
        continue;
      }
      pending.delete(key);
      // A fetch started after the event: in flight now, or answered since.
      const fetchedSince = entry.promise !== null || (seen.promise === null && entry.dataUpdateCount > seen.count);
      if (!fetchedSince) client.cache.invalidate(key);
    }
  }

  return {
    handle(body) {
      if (disposed) return;
      const tags = tagsOfEvent(body);
      const keys = tags === ALL ? client.cache.keys() : tags.length > 0 ? client.cache.tags.keysInvalidatedBy(tags) : [];
      for (const key of keys) {
        const entry = client.getEntry(key);
        if (entry) pending.set(key, { promise: entry.promise, count: entry.dataUpdateCount });
      }
      schedule();
    },
    flush,
    dispose() {
      disposed = true;
      if (timer !== null) clearTimer(timer);
      timer = null;
      pending.clear();
    },
  };
}
