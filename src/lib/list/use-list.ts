import type { ListMeta, ListParams } from '../../contract';
import type { HttpError } from '../http';
import { useQuery, useQueryClient } from '../query';
import type { ListEndpoint } from './endpoint';
import { fileListReader } from './reader';

/** One page of a list as a screen shows it. */
export interface UseListResult<T> {
  /** The page's rows; while another page loads, the previous page's rows (see `isUpdating`). */
  rows: readonly T[];
  /** Total, page and facets of the rows shown; undefined until the first answer. */
  meta: ListMeta | undefined;
  /** The first load: nothing to show yet (a skeleton). */
  isLoading: boolean;
  /** Rows are shown but a newer answer is on its way (another page, search, sort, or a refetch). */
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
 * It also tells the `params` object (useListState's) how to read other params of the same list, so
 * a new search asks for its rows before the URL changes (reader.ts).
 */
export function useList<T, A = void>(
  endpoint: ListEndpoint<T, A>,
  params: ListParams,
  ...scope: A extends void ? [] : [scope: A]
): UseListResult<T> {
  const client = useQueryClient();
  const query = useQuery(endpoint, { scope: scope[0] as A, params }, { keepPreviousData: true });
  fileListReader(params, (next) => client.cache.ensure(endpoint, { scope: scope[0] as A, params: next }));
  const page = query.data;
  return {
    rows: page?.data ?? NO_ROWS,
    meta: page?.meta,
    isLoading: query.isLoading && page === undefined,
    isUpdating: page !== undefined && (query.isPreviousData || query.isFetching),
    error: query.error,
    refetch: query.refetch,
  };
}
