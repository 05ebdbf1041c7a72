/**
 * Sessions end on every process: two real server processes on one PostgreSQL database. A token
 * signed out on A is refused by B at once, and B's live stream of that session closes; an admin
 * blocked, or whose password changes, on A gets no further event of any kind on B's stream, not
 * even that commit's own. The heartbeat is ten minutes away, so what closes a stream here is the
 * end itself, heard through the database; each test reports how long that took.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { ADMIN, removeDir, tempDir } from '../helpers/server';
import type { Target } from '../helpers/server';
import { api } from '../helpers/api-client';
import { openEvents, wholeCommitOf } from '../helpers/sse-client';
import type { SseFrame, SseStream } from '../helpers/sse-client';
import { postgresSkip, startCluster } from '../helpers/postgres';
import type { TestCluster } from '../helpers/postgres';
import { startProcess } from '../helpers/server-process';
import type { ServerProcess } from '../helpers/server-process';
import { newPassword, uniqueEmail } from '../helpers/accounts';

const skip = postgresSkip();
if (skip) console.log(`# pg-sessions skipped: ${skip}`);

async function signIn(server: Target, account: { email: string; password: string } = ADMIN): Promise<string> {
  const res = await api<{ accessToken: string }>(server, 'POST', '/auth/login', { json: account });
  assert.equal(res.status, 200, res.text);
  return res.body.data?.accessToken ?? '';
}

const isNews = (title: string) => (f: SseFrame): boolean => {
  const data = f.data as { type?: string; kind?: string; entry?: { record?: { name?: string } } };
  return data.type === 'activity' && data.entry?.record?.name === title;
};

/** When `stream` ends (performance.now()). */
function closedAt(stream: SseStream): Promise<number> {
  return stream.ended.then(() => performance.now());
}

/** How long after `answeredAt` a stream closed at `closed`, in words (it may close before the answer arrives). */
const after_ = (closed: number, answeredAt: number): string =>
  closed <= answeredAt ? `${(answeredAt - closed).toFixed(0)} ms before A's answer arrived` : `${(closed - answeredAt).toFixed(0)} ms after A's answer arrived`;

describe('sessions across server processes on one PostgreSQL database', { skip }, () => {
  let cluster: TestCluster;
  const dirs: string[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  let owner: string;

  before(async () => {
    cluster = await startCluster();
    const url = await cluster.createDatabase('sessions');
    const start = (): Promise<ServerProcess> => {
      const dir = tempDir('diving-proc-');
      dirs.push(dir);
      return startProcess({ DATABASE_URL: url, DATA_DIR: dir, DEMO: '1', EVENTS_HEARTBEAT_MS: '600000' });
    };
    [a, b] = await Promise.all([start(), start()]);
    owner = await signIn(a);
  });
  after(async () => {
    await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')]);
    cluster?.destroy();
    for (const dir of dirs) removeDir(dir);
  });

  /** A new admin (created on A) and its password. */
  async function newAdmin(): Promise<{ id: string; email: string; password: string }> {
    const email = uniqueEmail('admin');
    const password = newPassword();
    const made = await api<{ id: string }>(a, 'POST', '/users/', { token: owner, json: { email, password, firstName: 'Zoe', lastName: 'Marin', role: 'admin' } });
    assert.equal(made.status, 201, made.text);
    return { id: made.body.data?.id ?? '', email, password };
  }

  /**
   * A stream on B for each token, all caught up with every commit so far: a news article written on
   * A after they opened has reached each, so whatever they receive later comes from later commits.
   * One article for all: a second stream's own marker could still be on its way to the first.
   * Each waits for the article's whole commit, whose last event could otherwise come later.
   */
  async function caughtUpStreams(tokens: string[], label: string): Promise<SseStream[]> {
    const streams: SseStream[] = [];
    for (const token of tokens) {
      const stream = await openEvents(b, token);
      streams.push(stream);
      assert.equal(stream.status, 200, stream.body);
    }
    const title = `Marker ${label} ${Math.random()}`;
    const made = await api(a, 'POST', '/news', { token: owner, json: { title, summary: 's', content: 'c', status: 'draft' } });
    assert.equal(made.status, 201, made.text);
    await Promise.all(streams.map((stream) => wholeCommitOf(stream, isNews(title))));
    return streams;
  }

  it('refuses on B a token signed out on A, refresh included, and closes B\'s stream of that session', async (t) => {
    const token = await signIn(a);
    const other = await signIn(b);
    const refreshed = (await api(b, 'GET', '/auth/refresh', { token })).body.accessToken ?? '';
    assert.ok(refreshed);
    const [stream, kept] = await caughtUpStreams([token, other], 'sign-out');
    try {
      const heardBefore = stream.frames.length;
      const closed = closedAt(stream);
      const signedOut = await api(a, 'POST', '/auth/sign-out', { token });
      const answeredAt = performance.now();
      assert.equal(signedOut.status, 200, signedOut.text);
      t.diagnostic(`sign-out: B's stream closed ${after_(await closed, answeredAt)}`);
      for (const bearer of [token, refreshed]) {
        assert.equal((await api(b, 'GET', '/dashboard/summary', { token: bearer })).status, 401);
        assert.equal((await api(b, 'GET', '/auth/refresh', { token: bearer })).status, 401);
        assert.equal((await api(a, 'GET', '/auth/refresh', { token: bearer })).status, 401);
      }
      // The sign-out's own log entry went to the other streams, not to the ended one.
      const title = 'After the sign-out';
      await api(a, 'POST', '/news', { token: owner, json: { title, summary: 's', content: 'c', status: 'draft' } });
      await kept.next(isNews(title));
      assert.deepEqual(stream.frames.slice(heardBefore), [], 'no event after the sign-out');
      assert.equal((await api(b, 'GET', '/auth/refresh', { token: other })).status, 200, 'another session of the admin stays');
    } finally {
      stream.close();
      kept.close();
    }
  });

  for (const change of ['blocked', 'password changed'] as const) {
    it(`gives an admin whose account is ${change} on A no further event of any kind on B's stream`, async (t) => {
      const admin = await newAdmin();
      const token = await signIn(a, admin);
      const [stream, watcher] = await caughtUpStreams([token, owner], change);
      try {
        const heardBefore = stream.frames.length;
        const closed = closedAt(stream);
        const res = change === 'blocked'
          ? await api(a, 'PUT', `/users/${admin.id}`, { token: owner, json: { status: 'blocked' } })
          : await api(a, 'POST', '/auth/change-password', { token, json: { currentPassword: admin.password, newPassword: newPassword() } });
        const answeredAt = performance.now();
        assert.equal(res.status, 200, res.text);
        // That commit's events reach the other admin's stream on B: they were there to deliver.
        // Blocking an admin is a staff action in the log.
        const action = change === 'blocked' ? 'staff.blocked' : 'auth.passwordChanged';
        await watcher.next((f) => (f.data as { entry?: { action?: string } }).entry?.action === action);
        // One more commit: a stream B had not closed would end at the latest with this event.
        const title = `After ${change} ${Math.random()}`;
        await api(a, 'POST', '/news', { token: owner, json: { title, summary: 's', content: 'c', status: 'draft' } });
        await watcher.next(isNews(title));
        t.diagnostic(`${change}: B's stream closed ${after_(await closed, answeredAt)}`);
        assert.deepEqual(stream.frames.slice(heardBefore).map((f) => f.data), [], 'no event reached the ended session');
        assert.equal((await api(b, 'GET', '/auth/refresh', { token })).status, 401);
      } finally {
        stream.close();
        watcher.close();
      }
    });
  }
});
