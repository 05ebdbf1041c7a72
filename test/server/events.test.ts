import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Trip, User } from '../../src/contract';
import { startTestServer } from '../helpers/server';
import type { TestServer } from '../helpers/server';
import { api } from '../helpers/api-client';
import { expectOk } from '../helpers/api-asserts';
import { createUser, login, newPassword } from '../helpers/accounts';
import { openEvents } from '../helpers/sse-client';
import type { SseFrame } from '../helpers/sse-client';

let server: TestServer;
let admin: { token: string; user: User };

before(async () => {
  // Caps well above what one test holds: a stream a test has closed may still count for a moment
  // (the server hears of the close, and on PostgreSQL deletes its row, after the test goes on).
  server = await startTestServer({ eventsBuffer: 5, eventsPerAdmin: 10, eventsMax: 20, eventsHeartbeatMs: 40 });
  admin = await login(server);
});
after(() => server.close());

const pendingTrips = async (): Promise<string[]> =>
  expectOk(await api<Trip[]>(server, 'GET', '/trips/all-trips/pending?pageSize=100', { token: admin.token })).map((t) => t.id);

async function approve(id: string): Promise<void> {
  expectOk(await api(server, 'PUT', `/trips/all-trips/${id}`, { token: admin.token, json: { status: 'approved' } }));
}

const isDecision = (id: string) => (frame: SseFrame): boolean => frame.event === 'decision' && (frame.data as { id: string }).id === id;

describe('GET /events', () => {
  it('refuses a request without a token, or from a non-admin, with no stream', async () => {
    const none = await openEvents(server, null);
    assert.equal(none.status, 401);
    assert.match(none.body, /UNAUTHENTICATED/);
    const diver = await createUser(server);
    const refused = await openEvents(server, diver.token);
    assert.equal(refused.status, 403);
  });

  it('answers HEAD with the headers and holds no stream open', async () => {
    const res = await api(server, 'HEAD', '/events', { token: admin.token });
    assert.equal(res.status, 200);
    assert.match(String(res.headers.get('content-type')), /^text\/event-stream/);
  });

  it('streams a decision to a connected admin with its kind, status, author and time', async () => {
    const stream = await openEvents(server, admin.token);
    assert.equal(stream.status, 200);
    assert.match(String(stream.res.headers['content-type']), /^text\/event-stream/);
    const [id] = await pendingTrips();
    assert.ok(id);
    await approve(id);
    const frame = await stream.next(isDecision(id));
    const data = frame.data as { kind: string; status: string; by: { name: string }; at: string };
    assert.equal(data.kind, 'trip');
    assert.equal(data.status, 'approved');
    assert.ok(data.by.name);
    assert.ok(Number(frame.id) > 0);
    await stream.next((f) => f.event === 'counts' && (f.data as { kinds: string[] }).kinds.includes('trip'));
    stream.close();
  });

  it('streams a dive master decision and a user record change', async () => {
    const stream = await openEvents(server, admin.token);
    const pending = expectOk(await api<{ id: string }[]>(server, 'GET', '/users/dive-master/pending', { token: admin.token }));
    const id = pending[0]?.id;
    assert.ok(id);
    expectOk(await api(server, 'PUT', `/auth/dive-master/${id}`, { token: admin.token, json: { status: 'approved' } }));
    const frame = await stream.next((f) => f.event === 'decision' && (f.data as { id: string }).id === id);
    assert.equal((frame.data as { kind: string }).kind, 'diveMaster');
    await stream.next((f) => f.event === 'record' && (f.data as { id: string; kind: string; action: string }).id === id);
    stream.close();
  });

  it('a record event says when the record was saved and by whom, so an open editor can name them', async () => {
    const stream = await openEvents(server, admin.token);
    const news = expectOk(await api<{ id: string; updatedAt: string }[]>(server, 'GET', '/news', { token: admin.token }))[0];
    assert.ok(news);
    const saved = expectOk(await api<{ updatedAt: string }>(server, 'PUT', `/news/${news.id}`, { token: admin.token, json: { summary: 'Live summary' } }));
    const frame = await stream.next((f) => f.event === 'record' && (f.data as { id: string }).id === news.id);
    const by = { id: admin.user.id, name: `${admin.user.firstName} ${admin.user.lastName}` };
    assert.deepEqual(frame.data, { type: 'record', kind: 'news', id: news.id, action: 'changed', at: saved.updatedAt, by });
    stream.close();
  });

  it('replays what a reconnect missed after its Last-Event-ID', async () => {
    const first = await openEvents(server, admin.token);
    const [a, b] = await pendingTrips();
    assert.ok(a && b);
    await approve(a);
    const seen = await first.next(isDecision(a));
    first.close();
    await approve(b);
    const again = await openEvents(server, admin.token, { lastEventId: seen.id });
    const replayed = await again.next(isDecision(b));
    assert.ok(Number(replayed.id) > Number(seen.id));
    assert.ok(!again.frames.some(isDecision(a)), 'events up to Last-Event-ID are not sent again');
    again.close();
  });

  it('sends reset when Last-Event-ID is older than the buffer, or from another run', async () => {
    const watcher = await openEvents(server, admin.token);
    const ids = (await pendingTrips()).slice(0, 3);
    for (const id of ids) await approve(id);
    const lastSeen = await watcher.next(isDecision(ids[2] as string));
    watcher.close();
    const old = await openEvents(server, admin.token, { lastEventId: '1' });
    await old.next((f) => f.event === 'reset');
    old.close();
    const future = await openEvents(server, admin.token, { lastEventId: String(Number(lastSeen.id) + 1000) });
    await future.next((f) => f.event === 'reset');
    future.close();
  });

  it('sends heartbeats on a quiet stream', async () => {
    const stream = await openEvents(server, admin.token);
    await stream.next((f) => f.event === 'heartbeat');
    const count = stream.frames.filter((f) => f.event === 'heartbeat').length;
    await stream.next((f) => f.event === 'heartbeat' && stream.frames.filter((g) => g.event === 'heartbeat').length > count);
    stream.close();
  });

  it('caps the streams of one admin and of all admins with 429 TOO_MANY_STREAMS', async () => {
    // A server of its own: no stream of an earlier test still counts against its caps.
    const capped = await startTestServer({ eventsPerAdmin: 2, eventsMax: 4, eventsHeartbeatMs: 40 });
    try {
      const owner = await login(capped);
      const other = await createUser(capped, { role: 'admin', adminToken: owner.token });
      const mine = [await openEvents(capped, owner.token), await openEvents(capped, owner.token)];
      assert.deepEqual(mine.map((s) => s.status), [200, 200]);
      const third = await openEvents(capped, owner.token);
      assert.equal(third.status, 429);
      assert.match(third.body, /TOO_MANY_STREAMS/);
      const theirs = [await openEvents(capped, other.token), await openEvents(capped, other.token)];
      assert.deepEqual(theirs.map((s) => s.status), [200, 200]);
      const third2 = await createUser(capped, { role: 'admin', adminToken: owner.token });
      const overTotal = await openEvents(capped, third2.token);
      assert.equal(overTotal.status, 429);
      for (const stream of [...mine, ...theirs]) {
        stream.close();
        await stream.ended;
      }
      // A closed stream frees its place (the server notices the close on its next write or at once).
      let reopened = await openEvents(capped, owner.token);
      while (reopened.status !== 200) reopened = await openEvents(capped, owner.token);
      reopened.close();
    } finally {
      await capped.close();
    }
  });

  it('ends the stream when its admin changes their password', async () => {
    const other = await createUser(server, { role: 'admin', adminToken: admin.token });
    const stream = await openEvents(server, other.token);
    assert.equal(stream.status, 200);
    expectOk(await api(server, 'POST', '/auth/change-password', { token: other.token, json: { currentPassword: other.password, newPassword: newPassword() } }));
    await stream.ended;
  });

  it('ends the stream when its admin is blocked', async () => {
    const other = await createUser(server, { role: 'admin', adminToken: admin.token });
    const stream = await openEvents(server, other.token);
    assert.equal(stream.status, 200);
    const current = expectOk(await api<{ updatedAt: string }>(server, 'GET', `/users/${other.user.id}`, { token: admin.token }));
    expectOk(await api(server, 'PUT', `/users/${other.user.id}`, { token: admin.token, json: { status: 'blocked', expectedUpdatedAt: current.updatedAt } }));
    await stream.ended;
    const after = await openEvents(server, other.token);
    assert.equal(after.status, 401);
    assert.match(after.body, /UNAUTHENTICATED/);
  });
});

describe('a slow reader', () => {
  it('is dropped once more than the write cap waits unsent, instead of being buffered', async () => {
    const { Writable } = await import('node:stream');
    const { openStream } = await import('../../server/live/streams');
    // A reader that never takes anything: every write stays queued.
    const stuck = new Writable({ highWaterMark: 16, write: () => undefined });
    let closed = 0;
    const stream = openStream(stuck, { adminId: 'u', sessionId: 's', sessionStartedAt: 0, sessionVersion: 0, expiresAtS: Infinity }, 1000, () => closed++);
    let sent = 0;
    while (stream.send({ id: sent + 1, body: { type: 'counts', kinds: ['trip'] } })) sent++;
    assert.ok(sent > 0 && sent < 100, `dropped after ${sent} events`);
    assert.equal(closed, 1);
    assert.ok(stuck.destroyed);
    assert.equal(stream.send({ id: 999, body: { type: 'counts', kinds: ['trip'] } }), false);
    assert.equal(stream.isOpen, false);
  });
});
