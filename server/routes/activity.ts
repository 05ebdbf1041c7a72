/**
 * `GET /activity`: the activity log for admins, always paged (a year of entries is too much for
 * one answer), with the list parameters plus `admin`, `from` and `to`; as CSV, every entry they
 * match. Only GET is routed, so any other method on the path is 405: nothing edits or deletes an
 * entry through the API. A staff role without `activity.readAll` reads its own entries only: the
 * `admin` bound is the caller whatever the query says, so no filter, sort or export reaches others'.
 */
import { ACTIVITY_LIST_SPEC, parseListParams, staffMay, staffRoleOf } from '../../src/contract';
import type { FieldError } from '../../src/contract';
import type { RequestContext } from '../context';
import { ApiError } from '../http/errors';
import { sendJsonText } from '../http/respond';
import { requireAdmin } from '../auth/guard';
import { queryOf } from './lists';
import { sendCsv, wantsCsv } from '../export/send';
import type { Routes } from './common';

/** `YYYY-MM-DD` or a full ISO date-time, as the instant it starts; `end` moves a bare day to its end. */
function instant(raw: string, end: boolean): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(raw)) {
    const day = new Date(`${raw}T00:00:00.000Z`);
    if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== raw) return null;
    return end ? new Date(day.getTime() + 86_400_000 - 1).toISOString() : day.toISOString();
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(raw)) return null;
  const at = new Date(raw);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

interface Range {
  admin: string | null;
  from: string | null;
  to: string | null;
}

function readRange(query: URLSearchParams): Range {
  const errors: FieldError[] = [];
  const admin = query.get('admin')?.trim() || null;
  if (admin !== null && admin.length > 100) errors.push({ field: 'admin', message: 'Must be a user id.' });
  const bound = (name: 'from' | 'to'): string | null => {
    const raw = query.get(name)?.trim();
    if (!raw) return null;
    const value = instant(raw, name === 'to');
    if (value === null) errors.push({ field: name, message: 'Must be a date (YYYY-MM-DD) or an ISO 8601 date-time.' });
    return value;
  };
  const from = bound('from');
  const to = bound('to');
  if (from && to && from > to) errors.push({ field: 'to', message: 'Must not be before from.' });
  if (errors.length > 0) throw new ApiError('VALIDATION_FAILED', 'Some query parameters are not valid.', { errors });
  return { admin, from, to };
}

async function listActivity(rc: RequestContext): Promise<void> {
  const actor = await requireAdmin(rc);
  const { app } = rc;
  const query = queryOf(rc);
  const asked = readRange(query);
  const range = staffMay(staffRoleOf(actor), 'activity.readAll') ? asked : { ...asked, admin: actor.id };
  if (wantsCsv(rc, query)) return sendCsv(rc, { list: 'activity', ...range }, ACTIVITY_LIST_SPEC, query);
  const parsed = parseListParams(query, ACTIVITY_LIST_SPEC);
  if ('errors' in parsed) throw new ApiError('VALIDATION_FAILED', 'Some query parameters are not valid.', { errors: parsed.errors });
  sendJsonText(rc.res, 200, await app.store.list({ list: 'activity', ...range }, parsed.params));
}

/** Adds `GET /activity`. */
export function addActivityRoutes(routes: Routes): void {
  routes.add('GET', '/activity', ['activity.readAll', 'activity.readOwn'], listActivity);
}
