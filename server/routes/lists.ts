/**
 * Answers a list endpoint (API.md "Lists"): the spec's whole array without `page`, one page with
 * meta and facets with it. A status in the path is the status filter of the page, over every row,
 * so that `facets.status` still counts every status.
 */
import { parseListParams } from '../../src/contract';
import type { ListSpec } from '../../src/contract';
import type { RequestContext } from '../context';
import type { CollectionName } from '../store/types';
import type { ListKey } from '../http/list-cache';
import { ApiError } from '../http/errors';
import { sendJsonText } from '../http/respond';

/** What one list endpoint answers from. */
export interface ListSource<T> {
  /** Cache name of every row of the list (before any path filter). */
  name: string;
  /** Every collection the rows read: a commit to any of them drops the cached answers. */
  collections: readonly CollectionName[];
  /** Every row, newest first, as the GET answers each. */
  build(): T[];
  spec: ListSpec<T>;
  /** A filter fixed by the path (e.g. `status=pending`): the whole array keeps only its rows. */
  fixed?: { filter: string; value: string };
}

/** The query of the request (empty when there is none). */
export function queryOf(rc: RequestContext): URLSearchParams {
  const url = rc.req.url ?? '';
  const at = url.indexOf('?');
  return new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
}

/** Sends the whole array, or one page when the query has `page`; 400 naming a bad parameter. */
export function sendList<T>(rc: RequestContext, source: ListSource<T>): void {
  const { lists } = rc.app;
  const { name, collections, build, spec, fixed } = source;
  const key: ListKey = { name, collections, version: collections.map((c) => rc.app.store.version(c)).join(':') };
  const query = queryOf(rc);
  if (!query.has('page')) {
    if (!fixed) {
      sendJsonText(rc.res, 200, lists.get(key, build));
      return;
    }
    const of = spec.filters[fixed.filter]?.of;
    const bytes = lists.get({ ...key, name: `${name}|${fixed.filter}=${fixed.value}` }, () =>
      lists.rows(key, build).filter((row) => of?.(row) === fixed.value),
    );
    sendJsonText(rc.res, 200, bytes);
    return;
  }
  const parsed = parseListParams(query, spec);
  if ('errors' in parsed) throw new ApiError('VALIDATION_FAILED', 'Some query parameters are not valid.', { errors: parsed.errors });
  const params = fixed ? { ...parsed.params, filters: { ...parsed.params.filters, [fixed.filter]: fixed.value } } : parsed.params;
  sendJsonText(rc.res, 200, lists.page(key, build, params, spec));
}
