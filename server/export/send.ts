/**
 * The CSV answer of every list endpoint and of `GET /activity` (docs/api.md "Export"): the same
 * query as a page (`q`, filters, sort; the path's fixed filter), every row, in the pages' order,
 * written a batch at a time as the store hands them over. A batch is written only once the last
 * has drained to the socket, so the server holds one batch whatever the list's size, and a client
 * that reads slowly slows the reading instead of filling memory.
 */
import type { ServerResponse } from 'node:http';
import { parseListParams } from '../../src/contract';
import type { ListSpec } from '../../src/contract';
import type { RequestContext } from '../context';
import { ApiError } from '../http/errors';
import type { ListQuery } from '../store/interface';
import { appendActivity } from '../activity/log';
import { BOM, CSV_TYPE, csvLine } from './csv';
import { EXPORT_COLUMNS, cellContext } from './columns';
import { LANGUAGE_CODES, exportLanguage, wordsOf } from './labels';

/** Rows read and written at a time: large enough for few round trips, small enough to hold. */
export const EXPORT_BATCH_ROWS = 500;

/** Query names of an export that are not the list's own (never part of what the log records). */
const EXPORT_ONLY = ['format', 'lang', 'page', 'pageSize'];

/**
 * Whether the request asks for CSV: `format=csv`, or no `format` and an `Accept` naming
 * `text/csv`. A `format` other than `csv` or `json` is a 400.
 */
export function wantsCsv(rc: RequestContext, search: URLSearchParams): boolean {
  const format = search.get('format');
  if (format === 'csv') return true;
  if (format !== null && format !== '' && format !== 'json') {
    throw new ApiError('VALIDATION_FAILED', 'Some query parameters are not valid.', { errors: [{ field: 'format', message: 'Must be one of: csv, json.' }] });
  }
  return format === null && /(^|[\s,])text\/csv\s*(;|,|$)/i.test(rc.req.headers.accept ?? '');
}

/** The file's name without the date: the list, and the status of a review queue's path. */
function fileStem(query: ListQuery): string {
  switch (query.list) {
    case 'users':
      return query.fixed ? 'dive-buddies' : 'users';
    case 'diveMasters':
      return query.fixed ? `dive-masters-${query.fixed.value}` : 'dive-masters';
    case 'trips':
    case 'products':
      return query.fixed ? `${query.list}-${query.fixed.value}` : query.list;
    case 'news':
    case 'contact':
    case 'activity':
      return query.list;
  }
}

/** The path and the list's own query, as the log records what was exported. */
function exportedView(rc: RequestContext, search: URLSearchParams): string {
  const path = (rc.req.url ?? '').split('?')[0]?.replace(/^\/api\/v1/, '') ?? '';
  const kept = new URLSearchParams([...search].filter(([name]) => !EXPORT_ONLY.includes(name)));
  kept.sort();
  const text = kept.toString();
  return text === '' ? path : `${path}?${text}`;
}

/** Writes `text`; resolves at once, or when the socket has taken what was queued; rejects when the client has gone. */
function flush(res: ServerResponse, text: string): Promise<void> {
  if (res.destroyed) return Promise.reject(new Error('The client closed the export.'));
  if (res.write(text)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const settle = (gone: boolean) => {
      res.off('drain', drained);
      res.off('close', closed);
      if (gone) reject(new Error('The client closed the export.'));
      else resolve();
    };
    const drained = () => settle(false);
    const closed = () => settle(true);
    res.on('drain', drained);
    res.on('close', closed);
  });
}

/**
 * Answers `query` as CSV: 400 naming a bad parameter before anything is written, then the entry
 * in the log, then the file. A failure once the file has begun ends the connection, so a
 * truncated file never looks complete.
 */
export async function sendCsv<T>(rc: RequestContext, query: ListQuery, spec: ListSpec<T>, search: URLSearchParams): Promise<void> {
  const listSearch = new URLSearchParams([...search].filter(([name]) => name !== 'page' && name !== 'pageSize'));
  const parsed = parseListParams(listSearch, spec);
  const errors = 'errors' in parsed ? [...parsed.errors] : [];
  const language = exportLanguage(search.get('lang'), rc.req.headers['accept-language']);
  if (language === null) errors.push({ field: 'lang', message: `Must be one of: ${LANGUAGE_CODES.join(', ')}.` });
  if ('errors' in parsed || language === null) throw new ApiError('VALIDATION_FAILED', 'Some query parameters are not valid.', { errors });
  const actor = rc.user;
  if (!actor) throw new ApiError('UNAUTHENTICATED', 'Please sign in.');
  const { app, res } = rc;
  await appendActivity(rc, actor, 'list.exported', { record: null, changes: [{ field: 'list', from: null, to: exportedView(rc, search) }] });

  const t = wordsOf(language);
  const context = cellContext(language, t);
  const columns = EXPORT_COLUMNS[query.list];
  const day = new Date(app.now()).toISOString().slice(0, 10);
  res.statusCode = 200;
  res.setHeader('Content-Type', CSV_TYPE);
  res.setHeader('Content-Disposition', `attachment; filename="${fileStem(query)}-${day}.csv"`);
  res.setHeader('Content-Language', language);
  res.setHeader('Cache-Control', 'no-store');
  try {
    await flush(res, BOM + csvLine(columns.map((c) => t(c.heading))));
    await app.store.eachRow(query, parsed.params, EXPORT_BATCH_ROWS, (rows) =>
      flush(res, rows.map((row) => csvLine(columns.map((c) => c.value(row as never, context)))).join('')));
    res.end();
  } catch (error) {
    // The client went away: nothing to answer; anything else ends the connection (app.ts).
    if (res.destroyed) return;
    throw error;
  }
}
