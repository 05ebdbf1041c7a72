/**
 * Answers a list endpoint (docs/api.md "Lists"): the whole array without `page`, one page with
 * meta and facets with it. A status in the path is the list's fixed filter: the page's status
 * filter, over every row, so that `facets.status` still counts every status. With `format=csv` (or
 * `Accept: text/csv`) the same query answers every row as a file (docs/api.md "Export").
 */
import { parseListParams } from '../../src/contract';
import type { ListSpec } from '../../src/contract';
import type { RequestContext } from '../context';
import type { ListQuery } from '../store/interface';
import { ApiError } from '../http/errors';
import { sendJsonText } from '../http/respond';
import { sendCsv, wantsCsv } from '../export/send';

/** The query of the request (empty when there is none). */
export function queryOf(rc: RequestContext): URLSearchParams {
  const url = rc.req.url ?? '';
  const at = url.indexOf('?');
  return new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
}

/**
 * Sends the whole array of `query`, one page when the request has `page`, or every row as CSV when
 * it asks for CSV (export/send.ts); 400 naming a bad parameter.
 */
export async function sendList<T>(rc: RequestContext, query: ListQuery, spec: ListSpec<T>): Promise<void> {
  const search = queryOf(rc);
  if (wantsCsv(rc, search)) return sendCsv(rc, query, spec, search);
  if (!search.has('page')) {
    sendJsonText(rc.res, 200, await rc.app.store.list(query, null));
    return;
  }
  const parsed = parseListParams(search, spec);
  if ('errors' in parsed) throw new ApiError('VALIDATION_FAILED', 'Some query parameters are not valid.', { errors: parsed.errors });
  sendJsonText(rc.res, 200, await rc.app.store.list(query, parsed.params));
}
