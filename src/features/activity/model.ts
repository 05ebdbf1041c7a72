/**
 * What the activity log decides without React: the range filters read from the URL (the admin and
 * the dates, which the list's spec does not own) and which rows came in while it was open.
 */
import type { ActivityEntry } from '../../contract';

/** The URL query names of the range filters. */
export const RANGE_KEYS = ['admin', 'from', 'to'] as const;

/** What the range filters ask for, and what is wrong with what the URL says. */
export interface ActivityRange {
  /** The actor's user id. */
  admin: string | null;
  /** `YYYY-MM-DD`, as typed; only valid days are sent. */
  from: string | null;
  to: string | null;
  /** A date that is not a day, or an end before the start: said beside the field, never sent. */
  problem: { field: 'from' | 'to'; reason: 'invalid' | 'reversed' } | null;
}

/** What the server is asked for: the range's valid parts only. */
export interface ActivityScope {
  admin: string | null;
  from: string | null;
  to: string | null;
}

/** Whether `text` is a real calendar day written `YYYY-MM-DD`. */
export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/**
 * The range a URL query asks for. A date that is not a day, or an end before the start, is kept
 * (the field shows what the admin typed) but left out of `scopeOf`, so the list never asks the
 * server for what it answers 400 to, and the field says why the dates are not applied.
 */
export function readRange(query: URLSearchParams): ActivityRange {
  const admin = query.get('admin')?.trim() || null;
  const from = query.get('from')?.trim() || null;
  const to = query.get('to')?.trim() || null;
  let problem: ActivityRange['problem'] = null;
  if (from !== null && !isDay(from)) problem = { field: 'from', reason: 'invalid' };
  else if (to !== null && !isDay(to)) problem = { field: 'to', reason: 'invalid' };
  else if (from !== null && to !== null && to < from) problem = { field: 'to', reason: 'reversed' };
  return { admin, from, to, problem };
}

/** The parts of `range` the server is asked for: a reversed range drops both dates, a bad day itself. */
export function scopeOf(range: ActivityRange): ActivityScope {
  const { admin, from, to, problem } = range;
  if (problem?.reason === 'reversed') return { admin, from: null, to: null };
  return { admin, from: problem?.field === 'from' ? null : from, to: problem?.field === 'to' ? null : to };
}

/** `?admin=…&from=…&to=…` of `scope` (its set parts), appended to the list's path. */
export function scopeSearch(scope: ActivityScope): string {
  const out = new URLSearchParams();
  for (const key of RANGE_KEYS) {
    const value = scope[key];
    if (value) out.set(key, value);
  }
  const text = out.toString();
  return text ? `?${text}` : '';
}

/** What a view had shown: its entries' ids and the time after which an entry is new to it. */
export interface SeenRows {
  ids: ReadonlySet<string>;
  /** The newest `at` shown, or the view's opening time if later (ISO). */
  newest: string;
}

/**
 * The rows that came in since `seen` was taken, in a view that stayed the same: not shown before
 * and newer than both the newest row shown and the time the view opened, so rows that new entries
 * push onto a later page are not called new (unless they themselves came in meanwhile).
 */
export function freshIds(rows: readonly ActivityEntry[], seen: SeenRows | null): ReadonlySet<string> {
  const fresh = new Set<string>();
  if (!seen) return fresh;
  for (const row of rows) if (!seen.ids.has(row.id) && row.at > seen.newest) fresh.add(row.id);
  return fresh;
}
