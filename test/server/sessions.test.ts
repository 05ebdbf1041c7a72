/**
 * Sessions that end (docs/api.md "Sessions"): the rules on a clock the test moves (maximum life
 * whatever the refreshes, idle time since the last call, a refresh keeps the session), the store
 * of sessions as a contract both kinds meet (a file beside the embedded store, PostgreSQL for
 * every process: this file runs on both), sign-out, the lists and their routes, and the live
 * stream of a session that ends.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import postgres from 'postgres';
import type { Sql } from 'postgres';
import type { ActivityEntry, Session } from '../../src/contract';
import { USER_AGENT_MAX, keptUserAgent, openFileSessionStore, sessionEnd, TOUCH_MS } from '../../server/auth/sessions';
import type { SessionRecord, SessionStore } from '../../server/auth/sessions';
import { createPgSessionStore } from '../../server/pg/sessions';
import { removeDir, startTestServer, tempDir } from '../helpers/server';
import type { TestServer } from '../helpers/server';
import { api } from '../helpers/api-client';
import { expectError, expectOk, isIsoDateTime } from '../helpers/api-asserts';
import { createUser, decodeClaims, login } from '../helpers/accounts';
import { openEvents, wholeCommitOf } from '../helpers/sse-client';
import { databaseFor, onPostgres } from '../helpers/test-store';

const MINUTE = 60_000;
const START = Date.parse('2026-03-02T09:00:00.000Z');

/** A server clock that stands still until the test moves it. */
function movedClock(): { now: () => number; advance(ms: number): void } {
  let t = START;
  return { now: () => t, advance: (ms) => { t += ms; } };
}

const sidOf = (token: string): string => (decodeClaims(token) as { sid?: string }).sid ?? '';

describe('the session rules', () => {
  const limits = { maxS: 12 * 3600, idleS: 3600 };
  const session = (over: Partial<SessionRecord> = {}): SessionRecord => ({
    id: 's', userId: 'u', version: 2, createdAt: START, lastSeenAt: START, address: '127.0.0.1', userAgent: '', endedAt: null, endedWhy: null, ...over,
  });

  it('keeps a session open until its idle time, then ends it, counting from the last recorded call', () => {
    assert.equal(sessionEnd(session(), 2, START + 3600_000 - 1, limits), null);
    assert.equal(sessionEnd(session(), 2, START + 3600_000, limits), 'idle');
    assert.equal(sessionEnd(session({ lastSeenAt: START + 30 * MINUTE }), 2, START + 3600_000, limits), null);
  });

  it('ends a session at its maximum life however recent its last call', () => {
    const busy = session({ lastSeenAt: START + 12 * 3600_000 - 1 });
    assert.equal(sessionEnd(busy, 2, START + 12 * 3600_000 - 1, limits), null);
    assert.equal(sessionEnd(busy, 2, START + 12 * 3600_000, limits), 'expired');
  });

  it('ends a session ended by hand, or of an earlier session version, at once', () => {
    assert.equal(sessionEnd(session({ endedAt: START, endedWhy: 'signedOut' }), 2, START, limits), 'ended');
    assert.equal(sessionEnd(session(), 3, START, limits), 'replaced');
  });

  it('keeps a user agent as one line of at most 300 characters', () => {
    assert.equal(keptUserAgent('Mozilla/5.0\r\n(X11)\u0000'), 'Mozilla/5.0 (X11)');
    assert.equal(keptUserAgent(undefined), '');
    assert.equal(keptUserAgent('x'.repeat(1000)).length, USER_AGENT_MAX);
  });
});

/**
 * The contract of a session store, met by the embedded store's (a file) and, on PostgreSQL, by two
 * stores on one database as two processes hold them.
 */
describe(`the session store (${onPostgres ? 'PostgreSQL, two processes' : 'a file beside the embedded store'})`, () => {
  const dir = tempDir('diving-sessions-store-');
  const clients: Sql[] = [];
  let one: SessionStore;
  let two: SessionStore;
  /** A store over the same sessions as `one`, opened anew (a restart, or another process). */
  let reopen: () => Promise<SessionStore>;
  before(async () => {
    if (onPostgres) {
      const url = await databaseFor(dir);
      const open = async (): Promise<SessionStore> => {
        const sql = postgres(url, { max: 3, onnotice: () => undefined });
        clients.push(sql);
        return createPgSessionStore(sql);
      };
      reopen = open;
      one = await open();
      two = await open();
    } else {
      reopen = () => openFileSessionStore(dir);
      one = await reopen();
      // One process owns the file: its other "process" is itself.
      two = one;
    }
  });
  after(async () => {
    await one?.close();
    if (two !== one) await two?.close();
    await Promise.all(clients.map((sql) => sql.end()));
    removeDir(dir);
  });

  const input = (userId: string) => ({ userId, version: 0, address: '203.0.113.7', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' });

  it('creates sessions with unguessable ids, reads them back and lists a user\'s open ones', async () => {
    const a = await one.create(input('u_a'), START);
    const b = await one.create(input('u_a'), START + MINUTE);
    await one.create(input('u_b'), START);
    assert.match(a.id, /^[A-Za-z0-9_-]{24}$/);
    assert.notEqual(a.id, b.id);
    assert.deepEqual(await two.get(a.id), a);
    assert.equal(await two.get('no-such-session'), undefined);
    assert.equal(await two.get('nul\u0000'), undefined);
    assert.deepEqual(new Set((await two.ofUser('u_a')).map((s) => s.id)), new Set([a.id, b.id]));
  });

  it('records a call at most once a minute', async () => {
    const s = await one.create(input('u_touch'), START);
    await one.touch(s.id, START + TOUCH_MS - 1);
    assert.equal((await two.get(s.id))?.lastSeenAt, START, 'within the minute: not written');
    await two.touch(s.id, START + TOUCH_MS);
    assert.equal((await one.get(s.id))?.lastSeenAt, START + TOUCH_MS);
  });

  it('ends the sessions asked for, only the user\'s own, and every process hears which', async () => {
    const heard: string[][] = [];
    const stop = two.onEnded((ids) => heard.push([...ids]));
    try {
      const mine = await one.create(input('u_end'), START);
      const other = await one.create(input('u_end'), START);
      const third = await one.create(input('u_end'), START);
      const someoneElse = await one.create(input('u_other'), START);
      assert.deepEqual(await one.end('u_end', { ids: [someoneElse.id] }, 'ended', START), [], 'another user\'s session is not ended');
      assert.deepEqual(await one.end('u_end', { ids: [other.id] }, 'ended', START + MINUTE), [other.id]);
      assert.deepEqual(await one.end('u_end', { ids: [other.id] }, 'ended', START + MINUTE), [], 'ended once');
      assert.deepEqual(await one.end('u_end', { except: mine.id }, 'endedOthers', START + 2 * MINUTE), [third.id]);
      const ended = await two.get(other.id);
      assert.equal(ended?.endedAt, START + MINUTE);
      assert.equal(ended?.endedWhy, 'ended');
      assert.deepEqual((await two.ofUser('u_end')).map((s) => s.id), [mine.id]);
      assert.equal((await two.get(someoneElse.id))?.endedAt, null);
      // On PostgreSQL the other process hears it through the database: wait for it, never a sleep.
      await waitFor(() => heard.flat().includes(third.id));
      assert.ok(heard.flat().includes(other.id) && heard.flat().includes(third.id), JSON.stringify(heard));
    } finally {
      stop();
    }
  });

  it('keeps sessions and their ends across a restart, and forgets those past their maximum life', async () => {
    const kept = await one.create(input('u_restart'), START + 10 * MINUTE);
    const ended = await one.create(input('u_restart'), START + 10 * MINUTE);
    await one.end('u_restart', { ids: [ended.id] }, 'signedOut', START + 11 * MINUTE);
    const old = await one.create(input('u_restart'), START - 13 * 3600_000);
    const shared = two === one;
    await one.close();
    one = await reopen();
    if (shared) two = one;
    assert.deepEqual(await one.get(kept.id), kept);
    assert.equal((await one.get(ended.id))?.endedWhy, 'signedOut');
    assert.ok((await one.sweep(START - 12 * 3600_000)) >= 1);
    assert.equal(await two.get(old.id), undefined);
    assert.ok(await two.get(kept.id));
  });
});

/** Polls `check` on the event loop (no timer): for what another process hears. */
async function waitFor(check: () => boolean, what = 'the condition'): Promise<void> {
  const end = Date.now() + 30_000;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('sessions on a server whose clock the test moves', () => {
  const clock = movedClock();
  let server: TestServer;
  before(async () => {
    // Tokens longer than a session, so that what ends a call below is the session, not its token.
    server = await startTestServer({ tokenTtlS: 24 * 3600, sessionMaxS: 12 * 3600, sessionIdleS: 3600 }, { now: clock.now });
  });
  after(() => server.close());

  const refresh = async (token: string): Promise<string> => {
    const res = await api(server, 'GET', '/auth/refresh', { token });
    assert.equal(res.status, 200, res.text);
    return res.body.accessToken ?? '';
  };

  it('keeps the session through a refresh: same sid, a later expiry', async () => {
    const { token } = await login(server);
    clock.advance(MINUTE);
    const next = await refresh(token);
    assert.equal(sidOf(next), sidOf(token));
    assert.ok(sidOf(token).length >= 24);
    assert.ok((decodeClaims(next).iat ?? 0) > (decodeClaims(token).iat ?? 0));
  });

  it('ends a session SESSION_MAX_S after sign-in however often it is refreshed and used', async () => {
    const signedInAt = clock.now();
    const { token, user } = await login(server);
    let current = token;
    // Every 30 minutes for 11.5 hours: a call and a refresh, so it is never idle.
    for (let i = 0; i < 23; i++) {
      clock.advance(30 * MINUTE);
      expectOk(await api(server, 'GET', `/users/${user.id}`, { token: current }));
      current = await refresh(current);
    }
    clock.advance(30 * MINUTE - 1);
    expectOk(await api(server, 'GET', `/users/${user.id}`, { token: current }));
    clock.advance(1);
    expectError(await api(server, 'GET', `/users/${user.id}`, { token: current }), 401, 'UNAUTHENTICATED');
    expectError(await api(server, 'GET', '/auth/refresh', { token: current }), 401, 'UNAUTHENTICATED');
    // Its token never claimed to outlive the session either.
    assert.equal(decodeClaims(current).exp, Math.floor(signedInAt / 1000) + 12 * 3600);
  });

  it('ends a session SESSION_IDLE_S after its last call; refreshing is not a call', async () => {
    const { token, user } = await login(server);
    clock.advance(30 * MINUTE);
    expectOk(await api(server, 'GET', `/users/${user.id}`, { token }));
    clock.advance(3600_000 - 1);
    const refreshed = await refresh(token);
    expectOk(await api(server, 'GET', '/auth/sessions', { token: refreshed }), 200);
    // That list was a call: an hour from it.
    clock.advance(3600_000 - 1);
    await refresh(refreshed);
    clock.advance(1);
    expectError(await api(server, 'GET', '/auth/refresh', { token: refreshed }), 401, 'UNAUTHENTICATED');
    expectError(await api(server, 'GET', `/users/${user.id}`, { token: refreshed }), 401, 'UNAUTHENTICATED');
    expectError(await api(server, 'GET', `/users/${user.id}`, { token }), 401, 'UNAUTHENTICATED');
  });

  it('records calls to the minute: one within a minute of the recorded one does not move the idle time', async () => {
    const { token, user } = await login(server);
    clock.advance(MINUTE - 1);
    expectOk(await api(server, 'GET', `/users/${user.id}`, { token }));
    clock.advance(3600_000 - MINUTE + 1);
    expectError(await api(server, 'GET', '/auth/refresh', { token }), 401, 'UNAUTHENTICATED');
  });
});

describe('signing out and the sessions lists', () => {
  let server: TestServer;
  let owner: { token: string; user: { id: string } };
  before(async () => {
    server = await startTestServer({ eventsHeartbeatMs: 600_000 });
    owner = await login(server);
  });
  after(() => server.close());

  it('ends the session at sign-out: its token, a token refreshed from it and the refresh are 401; other sessions stay', async () => {
    const diver = await createUser(server);
    const other = await login(server, diver.email, diver.password);
    const refreshed = (await api(server, 'GET', '/auth/refresh', { token: diver.token })).body.accessToken ?? '';
    expectOk(await api(server, 'POST', '/auth/sign-out', { token: diver.token }));
    for (const token of [diver.token, refreshed]) {
      expectError(await api(server, 'GET', `/users/${diver.user.id}`, { token }), 401, 'UNAUTHENTICATED');
      expectError(await api(server, 'GET', '/auth/refresh', { token }), 401, 'UNAUTHENTICATED');
      expectError(await api(server, 'POST', '/auth/sign-out', { token }), 401, 'UNAUTHENTICATED');
    }
    expectOk(await api(server, 'GET', `/users/${diver.user.id}`, { token: other.token }));
  });

  it('refuses a well-signed token without a session, or naming another user\'s', async () => {
    const { signToken } = await import('../helpers/accounts');
    const { tokenSecretOf } = await import('../helpers/test-store');
    const secret = await tokenSecretOf(server);
    const diver = await createUser(server);
    const claims = decodeClaims(diver.token) as unknown as Record<string, unknown>;
    const { sid: _sid, ...withoutSid } = claims;
    expectError(await api(server, 'GET', `/users/${diver.user.id}`, { token: signToken(withoutSid, secret) }), 401, 'UNAUTHENTICATED');
    const ownersSid = sidOf(owner.token);
    expectError(await api(server, 'GET', `/users/${diver.user.id}`, { token: signToken({ ...claims, sid: ownersSid }, secret) }), 401, 'UNAUTHENTICATED');
    expectError(await api(server, 'GET', `/users/${diver.user.id}`, { token: signToken({ ...claims, sid: 'x'.repeat(65) }, secret) }), 401, 'UNAUTHENTICATED');
  });

  it('closes the live stream of a session signed out, and only that one', async () => {
    const first = await login(server);
    const second = await login(server);
    const ended = await openEvents(server, first.token);
    const kept = await openEvents(server, second.token);
    try {
      assert.equal(ended.status, 200);
      assert.equal(kept.status, 200);
      expectOk(await api(server, 'POST', '/auth/sign-out', { token: first.token }));
      // The heartbeat is ten minutes away: the sign-out itself closed it.
      await ended.ended;
      // The other session's stream still gets what happens next.
      await api(server, 'POST', '/news', { token: second.token, json: { title: 'Still live', summary: 's', content: 'c', status: 'draft' } });
      const isNews = (f: { data: unknown }): boolean => (f.data as { kind?: string }).kind === 'news';
      await kept.next(isNews);
      assert.ok(!ended.frames.some(isNews), 'no event after the sign-out');
    } finally {
      ended.close();
      kept.close();
    }
  });

  it('closes an admin\'s streams at once when the password changes or the account is blocked, before any event of that commit', async () => {
    for (const change of ['password', 'block'] as const) {
      const admin = await createUser(server, { role: 'admin', adminToken: owner.token });
      const stream = await openEvents(server, admin.token);
      const watcher = await openEvents(server, owner.token);
      try {
        assert.equal(stream.status, 200);
        const title = `Marker ${change}`;
        await api(server, 'POST', '/news', { token: owner.token, json: { title, summary: 's', content: 'c', status: 'draft' } });
        const isMarker = (f: { data: unknown }): boolean => (f.data as { entry?: { record?: { name?: string } } }).entry?.record?.name === title;
        // The marker's whole commit, so that none of its events comes after `heard`.
        await wholeCommitOf(stream, isMarker);
        await wholeCommitOf(watcher, isMarker);
        const heard = stream.frames.length;
        const res = change === 'password'
          ? await api(server, 'POST', '/auth/change-password', { token: admin.token, json: { currentPassword: admin.password, newPassword: `${admin.password}-2` } })
          : await api(server, 'PUT', `/users/${admin.user.id}`, { token: owner.token, json: { status: 'blocked' } });
        expectOk(res);
        // The heartbeat is ten minutes away: the change itself closed it.
        await stream.ended;
        // Blocking an admin is a staff action in the log.
        const action = change === 'password' ? 'auth.passwordChanged' : 'staff.blocked';
        await watcher.next((f) => (f.data as { entry?: { action?: string } }).entry?.action === action);
        assert.deepEqual(stream.frames.slice(heard), [], `${change}: no event after the change`);
      } finally {
        stream.close();
        watcher.close();
      }
    }
  });

  it('lists one\'s open sessions newest first with the current one marked, where they signed in from', async () => {
    const diver = await createUser(server);
    const second = await login(server, diver.email, diver.password);
    const ended = await login(server, diver.email, diver.password);
    expectOk(await api(server, 'POST', '/auth/sign-out', { token: ended.token }));
    const list = expectOk(await api<Session[]>(server, 'GET', '/auth/sessions', { token: second.token, headers: { 'user-agent': 'Mozilla/5.0 (Macintosh) Safari/605.1.15' } }));
    assert.deepEqual(list.map((s) => s.id).sort(), [sidOf(diver.token), sidOf(second.token)].sort());
    assert.deepEqual(list.map((s) => s.current), list.map((s) => s.id === sidOf(second.token)));
    assert.ok(Date.parse(list[0]?.createdAt ?? '') >= Date.parse(list[1]?.createdAt ?? ''));
    for (const s of list) {
      assert.deepEqual(Object.keys(s).sort(), ['address', 'createdAt', 'current', 'id', 'lastSeenAt', 'userAgent']);
      assert.ok(isIsoDateTime(s.createdAt) && isIsoDateTime(s.lastSeenAt));
      assert.equal(s.address, '127.0.0.1');
      assert.equal(typeof s.userAgent, 'string');
    }
  });

  it('ends one of one\'s own sessions, 404 for another\'s or an unknown one, and all the others at once', async () => {
    const diver = await createUser(server);
    const two = await login(server, diver.email, diver.password);
    const three = await login(server, diver.email, diver.password);
    const stranger = await createUser(server);
    expectError(await api(server, 'DELETE', `/auth/sessions/${sidOf(stranger.token)}`, { token: diver.token }), 404, 'NOT_FOUND');
    expectError(await api(server, 'DELETE', '/auth/sessions/no-such-session', { token: diver.token }), 404, 'NOT_FOUND');
    expectOk(await api(server, 'GET', `/users/${stranger.user.id}`, { token: stranger.token }));
    assert.deepEqual(expectOk(await api(server, 'DELETE', `/auth/sessions/${sidOf(two.token)}`, { token: diver.token })), { ended: 1 });
    expectError(await api(server, 'GET', '/auth/refresh', { token: two.token }), 401, 'UNAUTHENTICATED');
    expectError(await api(server, 'DELETE', `/auth/sessions/${sidOf(two.token)}`, { token: diver.token }), 404, 'NOT_FOUND');
    assert.deepEqual(expectOk(await api(server, 'DELETE', '/auth/sessions', { token: three.token })), { ended: 1 });
    expectError(await api(server, 'GET', '/auth/refresh', { token: diver.token }), 401, 'UNAUTHENTICATED');
    const left = expectOk(await api<Session[]>(server, 'GET', '/auth/sessions', { token: three.token }));
    assert.deepEqual(left.map((s) => [s.id, s.current]), [[sidOf(three.token), true]]);
  });

  it('lets an owner list and end every session of another admin, logged; others may not', async () => {
    const admin = await createUser(server, { role: 'admin', adminToken: owner.token });
    const second = await login(server, admin.email, admin.password);
    const listed = expectOk(await api<Session[]>(server, 'GET', `/users/${admin.user.id}/sessions`, { token: owner.token }));
    assert.equal(listed.length, 2);
    assert.ok(listed.every((s) => !s.current));
    const diver = await createUser(server);
    expectError(await api(server, 'GET', `/users/${admin.user.id}/sessions`, { token: diver.token }), 403, 'FORBIDDEN');
    expectError(await api(server, 'DELETE', `/users/${admin.user.id}/sessions`, { token: diver.token }), 403, 'FORBIDDEN');
    expectError(await api(server, 'GET', '/users/u_nobody/sessions', { token: owner.token }), 404, 'NOT_FOUND');
    const stream = await openEvents(server, second.token);
    try {
      const res = await api(server, 'DELETE', `/users/${admin.user.id}/sessions`, { token: owner.token });
      assert.deepEqual(expectOk(res), { ended: 2 }, res.text);
      await stream.ended;
    } finally {
      stream.close();
    }
    for (const token of [admin.token, second.token]) expectError(await api(server, 'GET', '/auth/refresh', { token }), 401, 'UNAUTHENTICATED');
    assert.deepEqual(expectOk(await api<Session[]>(server, 'GET', `/users/${admin.user.id}/sessions`, { token: owner.token })), []);
    assert.equal((await api(server, 'GET', '/auth/refresh', { token: owner.token })).status, 200);
  });

  it('writes each end of a session into the activity log', async () => {
    const admin = await createUser(server, { role: 'admin', adminToken: owner.token });
    const second = await login(server, admin.email, admin.password);
    const third = await login(server, admin.email, admin.password);
    expectOk(await api(server, 'DELETE', `/auth/sessions/${sidOf(second.token)}`, { token: admin.token }));
    expectOk(await api(server, 'DELETE', '/auth/sessions', { token: admin.token }));
    expectError(await api(server, 'GET', '/auth/refresh', { token: third.token }), 401, 'UNAUTHENTICATED');
    expectOk(await api(server, 'DELETE', `/users/${admin.user.id}/sessions`, { token: owner.token }));
    const log = expectOk(await api<ActivityEntry[]>(server, 'GET', '/activity?pageSize=50', { token: owner.token }));
    const mine = log.filter((e) => e.actor.id === admin.user.id).map((e) => e.action);
    assert.ok(mine.includes('session.ended') && mine.includes('session.endedOthers'), mine.join(', '));
    const byOwner = log.find((e) => e.action === 'session.endedByOwner' && e.record?.id === admin.user.id);
    assert.ok(byOwner, 'the owner\'s entry names the admin');
    assert.deepEqual(byOwner.changes, [{ field: 'sessions', from: 1, to: 0 }]);
  });
});
