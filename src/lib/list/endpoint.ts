/**
 * List endpoints: a query endpoint that asks the backend for one page (docs/api.md "Lists") and, when
 * the backend answers the spec's whole array without `meta`, cuts the same page out of it with the
 * contract's own `applyList` (loaded then: the server cuts the pages of every other backend), so the
 * rows are the same either way.
 */
import { toListSearch, type ListPage, type ListParams, type ListSpec } from '../../contract';
import { http, type DownloadedFile, type HttpClient } from '../http';
import type { QueryEndpoint, Tag } from '../query';

/** A list answer that is neither a page nor an array: a backend bug, named for whoever reads the log. */
export class ListError extends Error {
  override name = 'ListError';
}

/** The arguments of a list query: what fills the path (`void` when nothing does) and the view. */
export interface ListArgs<A = void> {
  scope: A;
  params: ListParams;
}

/** A query endpoint answering one page of `T`; it keeps its spec for whoever needs the fields. */
export interface ListEndpoint<T, A = void> extends QueryEndpoint<ListArgs<A>, ListPage<T>> {
  readonly spec: ListSpec<T>;
  /**
   * The CSV file of every row of the view (docs/api.md "Export"): the same search, filters and
   * sort, every page, headings and words in `language`.
   */
  download(args: ListArgs<A>, language: string, signal?: AbortSignal): Promise<DownloadedFile>;
}

export interface ListEndpointOptions<T, A = void> {
  /** Unique in the app: with the args it makes the cache key. */
  name: string;
  /** The API path, e.g. `() => '/users/'` or `(status) => `/trips/all-trips/${status}``. */
  path(scope: A): string;
  /** The contract's spec of the record (`LIST_SPECS.trips`): what a spec backend's array is cut with. */
  spec: ListSpec<T>;
  /** Tags of the cached page, e.g. `() => [{ type: 'Trip', id: 'LIST' }]` (called with `undefined` before the first answer). */
  provides?(page: ListPage<T> | undefined, scope: A): Tag[];
  /** Default: the app's client. Tests pass their own (one without `file` downloads through the app's). */
  client?: Pick<HttpClient, 'raw'> & Partial<Pick<HttpClient, 'file'>>;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The page in a list answer: `{ data, meta }` as it came, or, from a backend that ignored the query
 * and sent the whole array (bare or in the success envelope), the page `applyList` cuts from it.
 * @throws ListError (the promise rejects) when the answer is neither.
 */
export async function readListAnswer<T>(body: unknown, params: ListParams, spec: ListSpec<T>, name = 'list'): Promise<ListPage<T>> {
  const data = isObject(body) && !Array.isArray(body) ? body.data : body;
  const meta = isObject(body) && !Array.isArray(body) ? body.meta : undefined;
  if (Array.isArray(data) && isObject(meta) && typeof meta.total === 'number') {
    return { data: data as T[], meta: { facets: {}, page: params.page, pageSize: params.pageSize, ...meta } as ListPage<T>['meta'] };
  }
  if (Array.isArray(data)) {
    const { applyList } = await import('../../contract/list-apply');
    return applyList(data as T[], params, spec);
  }
  throw new ListError(`list: "${name}" answered neither a page nor an array`);
}

/** Declares a list endpoint (features keep theirs in their `api.ts`). */
export function createListEndpoint<T, A = void>(options: ListEndpointOptions<T, A>): ListEndpoint<T, A> {
  const { name, path, spec, provides } = options;
  return {
    kind: 'query',
    name,
    spec,
    async request({ scope, params }, signal) {
      const client = options.client ?? http;
      const query = Object.fromEntries(toListSearch(params));
      const body = await client.raw<unknown>('GET', path(scope), undefined, { query, signal });
      return readListAnswer(body, params, spec, name);
    },
    download({ scope, params }, language, signal) {
      const client = options.client?.file ? options.client : http;
      const search = toListSearch(params);
      search.delete('page');
      search.delete('pageSize');
      const query = { ...Object.fromEntries(search), format: 'csv', lang: language };
      return (client as Pick<HttpClient, 'file'>).file(path(scope), { query, signal });
    },
    provides: provides ? (page, args) => provides(page, args.scope) : undefined,
  };
}
