import { createQueryCache, type QueryCache, type QueryCacheOptions } from './cache';
import type { CacheEntry } from './entry';
import type { Tag } from './tags';

/** One app's cache and the operations views and writes need on it. */
export interface QueryClient {
  readonly cache: QueryCache;
  /** Watched entries providing a matching tag refetch; unwatched ones are dropped. */
  invalidateTags(tags: readonly Tag[]): void;
  /** Forgets all data: unwatched entries go, watched ones reload from scratch. */
  reset(): void;
  /** The entry under `queryKey(endpoint, args)`, if cached. */
  getEntry(key: string): CacheEntry | undefined;
}

/** A client with a cache of its own; one per app (tests make one per test). */
export function createQueryClient(options: QueryCacheOptions = {}): QueryClient {
  const cache = createQueryCache(options);
  return {
    cache,
    invalidateTags: (tags) => cache.invalidateTags(tags),
    reset: () => cache.reset(),
    getEntry: (key) => cache.get(key),
  };
}
