/** The shapes of cache entries and their states (cache.ts runs them). */
import { SOMETHING_WENT_WRONG } from '../http';
import type { QueryEndpoint } from './endpoints';
import type { NormalizedTag } from './tags';

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

export const IDLE_STATE: QueryState<never> = Object.freeze({
  status: 'idle', data: undefined, error: null, updatedAt: 0, isFetching: false, isInvalidated: false,
});

/** Failures are stored as Errors; a thrown non-Error keeps its value as the cause. */
export function toError(error: unknown): Error {
  if (error instanceof Error) return error;
  return new Error(typeof error === 'string' && error ? error : SOMETHING_WENT_WRONG, { cause: error });
}
