/**
 * The live events against the real query client and the features' real endpoints (their requests
 * answered by a stub of `fetch`, counted per path): which views refetch, and how often.
 */
import { afterEach, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { createQueryClient, type QueryClient, type QueryEndpoint } from '../../../src/lib/query';
import { tripList, getTrip, getDiveMaster, decide } from '../../../src/features/reviews/api';
import { getDashboardSummary } from '../../../src/features/dashboard/api';
import { userList } from '../../../src/features/users/api';
import { createLiveSync, LIVE_MAX_WAIT_MS, LIVE_QUIET_MS, type LiveSync } from '../../../src/app/live/live-sync';
import type { LiveEventBody } from '../../../src/contract';
import { fakeTimers, settle } from '../../helpers/fake-timers';

const PARAMS = { page: 1, pageSize: 25, q: '', sort: null, order: 'desc' as const, filters: {} };
const PENDING_TRIPS = { scope: 'pending' as const, params: PARAMS };
const USERS = { scope: undefined, params: PARAMS };

/** Every GET counted by path; `hold` keeps a path's answers back until released. */
const requests = new Map<string, number>();
let held: { path: string; release: () => void }[] = [];
let holding = new Set<string>();
const realFetch = globalThis.fetch;

function answerFor(path: string): unknown {
  if (path.startsWith('/api/v1/trips/all-trips/')) return { success: true, data: [], meta: { total: 0, page: 1, pageSize: 25, facets: {} } };
  if (path.startsWith('/api/v1/users/') && path !== '/api/v1/users/') return { success: true, data: { id: 'u1' } };
  if (path === '/api/v1/users/') return { success: true, data: [], meta: { total: 0, page: 1, pageSize: 25, facets: {} } };
  if (path.startsWith('/api/v1/trips/')) return { success: true, data: { id: 't1', status: 'approved', updatedAt: 'x' } };
  if (path === '/api/v1/dashboard/summary') return { success: true, data: { pending: { trips: 1 } } };
  return { success: true, data: null };
}

beforeEach(() => {
  requests.clear();
  held = [];
  holding = new Set();
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname;
    if ((init?.method ?? 'GET') === 'GET') requests.set(path, (requests.get(path) ?? 0) + 1);
    if (holding.has(path)) await new Promise<void>((release) => held.push({ path, release }));
    if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    return new Response(JSON.stringify(answerFor(path)), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
});

afterEach(() => {
  globalThis.fetch = realFetch;
});

const count = (path: string) => requests.get(`/api/v1${path}`) ?? 0;

/** A client whose given queries are watched (as mounted views watch them) and loaded. */
async function watching(views: [QueryEndpoint<any, any>, unknown][]): Promise<QueryClient> {
  const client = createQueryClient();
  for (const [endpoint, args] of views) {
    client.cache.subscribe(endpoint, args, () => {});
    void client.cache.ensure(endpoint, args);
  }
  await settle();
  requests.clear();
  return client;
}

function syncFor(client: QueryClient) {
  const clock = fakeTimers();
  const sync = createLiveSync(client, { now: clock.now, setTimeout: clock.setTimeout, clearTimeout: clock.clearTimeout });
  return { clock, sync };
}

const decision = (id: string, kind = 'trip'): LiveEventBody =>
  ({ type: 'decision', kind, id, status: 'approved', by: { id: 'u2', name: 'Layla Haddad' }, at: '2026-01-01T00:00:00Z' }) as LiveEventBody;

test('a decision refetches its queue, the dashboard (tab counts, badges) and the record, once, after a quiet moment', async () => {
  const client = await watching([[tripList, PENDING_TRIPS], [getDashboardSummary, null], [getTrip, 't1'], [getTrip, 't9'], [userList, USERS]]);
  const { clock, sync } = syncFor(client);
  sync.handle(decision('t1'));
  await clock.advance(LIVE_QUIET_MS - 1);
  assert.equal(count('/trips/all-trips/pending'), 0, 'nothing before the quiet moment');
  await clock.advance(1);
  assert.equal(count('/trips/all-trips/pending'), 1);
  assert.equal(count('/dashboard/summary'), 1);
  assert.equal(count('/trips/t1'), 1);
  assert.equal(count('/trips/t9'), 0, 'another trip stays');
  assert.equal(count('/users/'), 0, 'the users stay');
  sync.dispose();
});

test('50 decisions by another admin within 5 s cost an open list at most 2 refetches', async () => {
  const client = await watching([[tripList, PENDING_TRIPS], [getDashboardSummary, null]]);
  const { clock, sync } = syncFor(client);
  for (let i = 0; i < 50; i += 1) {
    sync.handle(decision(`t${i}`));
    sync.handle({ type: 'counts', kinds: ['trip'] } as LiveEventBody);
    await clock.advance(100);
  }
  await clock.advance(LIVE_MAX_WAIT_MS);
  const lists = count('/trips/all-trips/pending');
  const summaries = count('/dashboard/summary');
  console.log(`# 50 decisions in 5 s: ${lists} list refetches, ${summaries} summary refetches`);
  assert.ok(lists >= 1 && lists <= 2, `${lists} list refetches`);
  assert.ok(summaries >= 1 && summaries <= 2, `${summaries} summary refetches`);
  sync.dispose();
});

test('a refetch in flight since before the event finishes first, then the key refetches once', async () => {
  const client = await watching([[tripList, PENDING_TRIPS]]);
  const { clock, sync } = syncFor(client);
  holding.add('/api/v1/trips/all-trips/pending');
  client.invalidateTags([{ type: 'Trip', id: 'LIST' }]);
  await settle();
  assert.equal(count('/trips/all-trips/pending'), 1);
  sync.handle(decision('t1'));
  await clock.advance(LIVE_QUIET_MS);
  assert.equal(count('/trips/all-trips/pending'), 1, 'not cut off and restarted');
  holding.clear();
  for (const { release } of held.splice(0)) release();
  await settle();
  await clock.advance(LIVE_QUIET_MS);
  assert.equal(count('/trips/all-trips/pending'), 2, 'one more after it');
  await clock.advance(LIVE_MAX_WAIT_MS);
  assert.equal(count('/trips/all-trips/pending'), 2);
  sync.dispose();
});

test("the user's own decision refetches once: the write's own refetch, started after the event, covers it", async () => {
  const client = await watching([[tripList, PENDING_TRIPS], [getDashboardSummary, null], [getTrip, 't1']]);
  const { clock, sync } = syncFor(client);
  const write = client.mutate(decide, { kind: 'trip', id: 't1', status: 'approved', expectedUpdatedAt: 'x' });
  // The server's event can come before the PUT's answer.
  sync.handle(decision('t1'));
  await write;
  await settle();
  await clock.advance(LIVE_MAX_WAIT_MS);
  assert.equal(count('/trips/all-trips/pending'), 1);
  assert.equal(count('/dashboard/summary'), 1);
  assert.equal(count('/trips/t1'), 1);
  sync.dispose();
});

test('record, counts, activity and reset events reach their views; unknown events change nothing', async () => {
  const activity = { name: 'activity', kind: 'query', request: async () => { requests.set('activity', (requests.get('activity') ?? 0) + 1); return []; }, provides: () => ['Activity'] } as QueryEndpoint<null, unknown[]>;
  const client = await watching([[userList, USERS], [getDiveMaster, 'u1'], [activity, null], [getTrip, 't1']]);
  const { clock, sync } = syncFor(client);
  sync.handle({ type: 'presence', kind: 'trip', id: 't1', viewers: [] } as LiveEventBody);
  await clock.advance(LIVE_MAX_WAIT_MS);
  assert.equal(requests.size, 0);
  sync.handle({ type: 'record', kind: 'user', id: 'u1', action: 'changed' } as LiveEventBody);
  sync.handle({ type: 'activity', entry: {} } as LiveEventBody);
  await clock.advance(LIVE_QUIET_MS);
  assert.equal(count('/users/'), 1);
  assert.equal(count('/users/u1'), 1);
  assert.equal(requests.get('activity'), 1);
  assert.equal(count('/trips/t1'), 0);
  sync.handle({ type: 'reset', lastId: 3 } as LiveEventBody);
  await clock.advance(LIVE_QUIET_MS);
  assert.equal(count('/users/'), 2);
  assert.equal(count('/trips/t1'), 1);
  assert.equal(requests.get('activity'), 2);
  sync.dispose();
});
