/** The shapes of the cache, its entries and their states (cache.ts runs them). */
import { SOMETHING_WENT_WRONG } from '../http';
import type { QueryEndpoint } from './endpoints';
import type { NormalizedTag, Tag, TagIndex } from './tags';

/** How long data nobody watches stays cached, in ms (RTK Query's `keepUnusedDataFor`). */
export const UNUSED_RETENTION_MS = 60_000;

/**
 * How old watched data may be, in ms, before a return to the tab or the network coming back
 * refetches it, for endpoints that set no `staleTimeMs`. 0: always, because an administrator coming
 * back should see the other administrators' decisions, and the refetch shows the old data meanwhile.
 */
export const DEFAULT_STALE_TIME_MS = 0;

export type QueryStatus = 'idle' | 'loading' | 'success' | 'error';

/** One entry's snapshot; replaced (never mutated) on every change, so views compare by identity. */
export interface QueryState<R = unknown> {
  /** `loading`: fetching with no data yet. A refetch over data keeps `success` (or `error`). */
  readonly status: QueryStatus;
  readonly data: R | undefined;
  readonly error: Error | null;
  /** Time of the last fetched success, ms since the epoch; 0 before the first (setData leaves it). */
  readonly updatedAt: number;
  readonly isFetching: boolean;
  /** Stale after an invalidation: the next view to mount refetches it. */
  readonly isInvalidated: boolean;
}

export type AnyEndpoint = QueryEndpoint<unknown, unknown>;

export interface CacheEntry {
  readonly key: string;
  readonly endpoint: AnyEndpoint;
  readonly args: unknown;
  readonly state: QueryState;
  /** The request in flight (shared by every caller), or null. */
  readonly promise: Promise<void> | null;
  readonly subscribers: ReadonlySet<() => void>;
  /** What the entry provides, as filed in the tag index. */
  readonly tags: readonly NormalizedTag[];
  /** Answers stored so far (not setData writes): a rollback skips an entry refetched since its write. */
  readonly dataUpdateCount: number;
}

/** The cache's own, mutable view of an entry. */
export interface Entry extends CacheEntry {
  state: QueryState;
  promise: Promise<void> | null;
  subscribers: Set<() => void>;
  tags: NormalizedTag[];
  dataUpdateCount: number;
  controller: AbortController | null;
  /** The state to return to if the fetch in flight is aborted by the last subscriber leaving. */
  stateBeforeFetch: QueryState | null;
  removalTimer: ReturnType<typeof setTimeout> | null;
}

export interface QueryCacheOptions {
  /** ms an entry nobody watches is kept; default UNUSED_RETENTION_MS (60 s). */
  unusedRetentionMs?: number;
  /** Called with true when a first entry becomes watched, with false when the last one stops. */
  onWatchingChange?(watching: boolean): void;
}

export interface QueryCache {
  readonly tags: TagIndex;
  get(key: string): CacheEntry | undefined;
  /** The entry's state, or IDLE_STATE when there is none. */
  getState(key: string): QueryState;
  keys(): string[];
  /** Watches an entry (created if needed; a pending removal is cancelled). Returns the unsubscribe. */
  subscribe<A, R>(endpoint: QueryEndpoint<A, R>, args: A, listener: () => void): () => void;
  /** Fetches now, or joins the request already in flight. */
  fetch<A, R>(endpoint: QueryEndpoint<A, R>, args: A): Promise<void>;
  /**
   * Fetches only when needed: never fetched, failed, invalidated, or `refetchOnMount` (default
   * false: fresh cached data is shown as it is). Joins a request in flight.
   */
  ensure<A, R>(endpoint: QueryEndpoint<A, R>, args: A, options?: { refetchOnMount?: boolean }): Promise<void>;
  /** Watched: refetch (superseding a request in flight, old data shown meanwhile). Unwatched: drop. */
  invalidate(key: string): void;
  /**
   * `invalidate` for every key the tags match. With `refetch: false` (default true) watched entries
   * are only marked (the next view to mount refetches) for the caller to refetch later; unwatched
   * ones are dropped either way.
   */
  invalidateTags(tags: readonly Tag[], options?: { refetch?: boolean }): void;
  /**
   * Writes `updater(old data)` as the data (structurally shared, tags filed again, views notified),
   * creating the entry if needed. `undefined` from the updater, or equal data, changes nothing.
   * `updatedAt` stays the time of the last fetch. Returns whether anything changed.
   */
  setData<A, R>(endpoint: QueryEndpoint<A, R>, args: A, updater: (old: R | undefined) => R | undefined): boolean;
  /** Puts back the data, status and error of `state` (a rollback), notifying views. */
  restore(key: string, state: QueryState): void;
  /** Stops the request in flight, ignoring its answer: data stays, a first load goes back to before it. */
  cancel(key: string): void;
  /** Refetches watched, settled entries at least their endpoint's `staleTimeMs` old at `now` (ms). */
  refetchStale(now: number): void;
  /** Drops every unwatched entry; watched ones start over from idle and refetch. */
  reset(): void;
}

export const IDLE_STATE: QueryState<never> = Object.freeze({
  status: 'idle', data: undefined, error: null, updatedAt: 0, isFetching: false, isInvalidated: false,
});

/** Failures are stored as Errors; a thrown non-Error keeps its value as the cause. */
export function toError(error: unknown): Error {
  if (error instanceof Error) return error;
  return new Error(typeof error === 'string' && error ? error : SOMETHING_WENT_WRONG, { cause: error });
}
