// The tagged query cache (TanStack Query core / RTK Query as models): endpoints declared with
// defineQuery / defineMutation, a React-free cache of entries keyed by name + sorted-JSON args, a
// two-way tag index, in-flight de-duplication, structural sharing, abort on unmount, 60 s retention
// of unwatched data, and the hooks useQuery / useMutation over it. Writes go through client.mutate:
// optimistic setData writes rolled back on failure, then the invalidated tags, coalesced while other
// writes are in flight, refetch every watched entry once and drop unwatched copies. Watched data
// older than its endpoint's staleTimeMs refetches on return to the tab and when the network comes
// back; keepPreviousData shows the old rows while new arguments load.
export { defineMutation, defineQuery, type MutationEndpoint, type QueryEndpoint } from './endpoints';
export type { NormalizedTag, Tag } from './tags';
export { queryKey, replaceEqualDeep, stableStringify } from './keys';
export { DEFAULT_STALE_TIME_MS, UNUSED_RETENTION_MS, type CacheEntry, type QueryState, type QueryStatus } from './entry';
export { createQueryCache, type QueryCache, type QueryCacheOptions } from './cache';
export { createQueryClient, type MutateOptions, type QueryClient } from './client';
export { QueryClientProvider, QueryError, useQueryClient } from './provider';
export { useQuery, type UseQueryOptions, type UseQueryResult } from './use-query';
export { useMutation, type MutationStatus, type UseMutationResult } from './use-mutation';
