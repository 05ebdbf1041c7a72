import type { ListMeta, ListParams } from '../../contract';
import type { HttpError } from '../http';
import { queryKey, useQuery, useQueryClient } from '../query';
import type { ListEndpoint } from './endpoint';
import { fileListReader, isSearching } from './reader';

/** One page of a list as a screen shows it. */
export interface UseListResult<T> {
  /** The page's rows; while another page loads, the previous page's rows (see `isUpdating`). */
  rows: readonly T[];
  /** Total, page and facets of the rows shown; undefined until the first answer. */
  meta: ListMeta | undefined;
  /** The first load: nothing to show yet (a skeleton). */
  isLoading: boolean;
  /**
   * Rows are shown but a newer answer is on its way (another page, sort, a refetch, or the rows of
   * the text typed in the search).
   */
  isUpdating: boolean;
  /** The last failure; rows of an earlier answer may still be shown. */
  error: HttpError | Error | null;
  /** Asks again (the error state's retry); never rejects. */
  refetch(): Promise<void>;
}

const NO_ROWS: readonly never[] = Object.freeze([]);

/**
 * Reads one page of `endpoint` for `params` (and the path `scope`, when the endpoint has one)
 * through the query cache. Moving to another page, search or sort keeps the old rows on screen,
 * marked updating, until the new page arrives, so the table never collapses to a skeleton.
 * It also tells the `params` object (useListState's) how to read, and stop reading, other params of
 * the same list, so a search asks for its rows on every key, before the URL changes (reader.ts).
 */
export function useList<T, A = void>(
  endpoint: ListEndpoint<T, A>,
  params: ListParams,
  ...scope: A extends void ? [] : [scope: A]
): UseListResult<T> {
  const client = useQueryClient();
  const query = useQuery(endpoint, { scope: scope[0] as A, params }, { keepPreviousData: true });
  const argsOf = (next: ListParams) => ({ scope: scope[0] as A, params: next });
  fileListReader(params, {
    read: (next) => client.cache.ensure(endpoint, argsOf(next)),
    abort(next) {
      // Only a read nobody watches: a view showing these rows keeps its request.
      const key = queryKey(endpoint, argsOf(next));
      if (client.cache.get(key)?.subscribers.size === 0) client.cache.cancel(key);
    },
  });
  const page = query.data;
  return {
    rows: page?.data ?? NO_ROWS,
    meta: page?.meta,
    isLoading: query.isLoading && page === undefined,
    isUpdating: page !== undefined && (query.isPreviousData || query.isFetching || isSearching(params)),
    error: query.error,
    refetch: query.refetch,
  };
}
