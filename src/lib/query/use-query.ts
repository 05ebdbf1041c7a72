import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { HttpError } from '../http';
import type { QueryEndpoint } from './endpoints';
import { IDLE_STATE, type QueryStatus } from './entry';
import { queryKey } from './keys';
import { useQueryClient } from './provider';

export interface UseQueryOptions {
  /** Don't subscribe or fetch (e.g. until an id is known); the result stays idle. Default false. */
  skip?: boolean;
  /**
   * Refetch in the background when a view mounts over cached data. Default false: cached data
   * (kept at most UNUSED_RETENTION_MS unwatched) is shown as it is unless it was invalidated.
   */
  refetchOnMount?: boolean;
  /**
   * While new `args` load, keep showing the data of the earlier args of the same endpoint (a new
   * page, sort or search shows the old rows marked `isPreviousData`, never a skeleton). Default
   * false: new args start with no data. An error of the new args replaces the old data.
   */
  keepPreviousData?: boolean;
}

export interface UseQueryResult<R> {
  data: R | undefined;
  error: HttpError | Error | null;
  status: QueryStatus;
  /** The first load: fetching with no data yet. */
  isLoading: boolean;
  /** Any request in flight, including a background refetch over shown data. */
  isFetching: boolean;
  /**
   * `data` belongs to earlier args while the new ones load (`keepPreviousData`); `status` is then
   * `success`, `isLoading` false and `isFetching` true.
   */
  isPreviousData: boolean;
  /** Fetches again (or joins the request in flight); resolves when done, never rejects. */
  refetch(): Promise<void>;
}

const noop = () => {};

/**
 * Reads `endpoint(args)` through the cache: one request however many views ask, refetched when
 * `args` change (by value, not identity) or a write invalidates its tags, aborted when the last
 * view unmounts. Failures are returned in `error`, never thrown.
 */
export function useQuery<A, R>(endpoint: QueryEndpoint<A, R>, args: A, options: UseQueryOptions = {}): UseQueryResult<R> {
  const { skip = false, refetchOnMount = false, keepPreviousData = false } = options;
  const client = useQueryClient();
  const key = queryKey(endpoint, args);

  // `key` stands for `endpoint` and `args`: equal keys mean equal arguments, so the first ones serve.
  const subscribe = useCallback(
    (listener: () => void) => (skip ? noop : client.cache.subscribe(endpoint, args, listener)),
    [client, key, skip],
  );
  const getSnapshot = useCallback(() => (skip ? IDLE_STATE : client.cache.getState(key)), [client, key, skip]);
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);

  useEffect(() => {
    if (!skip) void client.cache.ensure(endpoint, args, { refetchOnMount });
  }, [client, key, skip]);

  const refetch = useCallback(
    () => (skip ? Promise.resolve() : client.cache.fetch(endpoint, args)),
    [client, key, skip],
  );

  // Not fetched yet but about to be (the effect above): report the load now, not a blank frame.
  const pending = !skip && state.status === 'idle';
  const status: QueryStatus = pending ? 'loading' : state.status;

  // The last data this hook showed for its own args (React's "state from previous renders" pattern).
  const [shown, setShown] = useState<{ name: string; key: string; data: unknown } | null>(null);
  const remember = keepPreviousData && !skip && state.data !== undefined;
  if (remember && (shown?.key !== key || shown.data !== state.data)) {
    setShown({ name: endpoint.name, key, data: state.data });
  }
  const previous = keepPreviousData && status === 'loading' && shown?.name === endpoint.name && shown.key !== key ? shown : null;

  if (previous) {
    return {
      data: previous.data as R, error: null, status: 'success', isLoading: false, isFetching: true, isPreviousData: true, refetch,
    };
  }
  return {
    data: state.data as R | undefined,
    error: state.error,
    status,
    isLoading: status === 'loading',
    isFetching: pending || state.isFetching,
    isPreviousData: false,
    refetch,
  };
}
