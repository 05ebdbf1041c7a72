/**
 * Several real server processes (`node --import tsx server/main.ts`) on one throwaway database:
 * what one process does, the other sees at once; the limits count across them, the live streams'
 * caps too; a claim made on one is listed by the other; an event of one reaches a stream held by
 * the other; a code sent through one is in the other's dev outbox. Then crashes:
 * a server killed with SIGKILL in the middle of writes, and the database stopped as in a crash,
 * keep every acknowledged write, and the server answers 503 with Retry-After meanwhile.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { ADMIN, removeDir, tempDir } from '../helpers/server';
import type { Target } from '../helpers/server';
import { api, call } from '../helpers/api-client';
import { IMAGES } from '../helpers/images';
import { loadConfig, startServer } from '../../server/app';
import { openPgStore } from '../../server/store/pg-store';
import { createUser, login } from '../helpers/accounts';
import { openEvents } from '../helpers/sse-client';
import type { SseStream } from '../helpers/sse-client';
import { postgresSkip, startCluster } from '../helpers/postgres';
import { SERVER_ARGS, serverEnv, startProcess } from '../helpers/server-process';
import type { ServerProcess } from '../helpers/server-process';
import type { TestCluster } from '../helpers/postgres';

const skip = postgresSkip();
if (skip) console.log(`# pg-processes skipped: ${skip}`);

async function signIn(server: Target): Promise<string> {
  const res = await api<{ accessToken: string }>(server, 'POST', '/auth/login', { json: ADMIN });
  assert.equal(res.status, 200, res.text);
  return res.body.data?.accessToken ?? '';
}

/** Waits for `check` to hold, polling; generous, never a verdict on speed. */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('server processes on one PostgreSQL database', { skip }, () => {
  let cluster: TestCluster;
  let url: string;
  const dirs: string[] = [];
  const running: ServerProcess[] = [];
  const start = async (extra: Record<string, string> = {}): Promise<ServerProcess> => {
    const dir = tempDir('diving-proc-');
    dirs.push(dir);
    const server = await startProcess({ DATABASE_URL: url, DATA_DIR: dir, DEMO: '1', LOGIN_LIMIT: '6', ...extra });
    running.push(server);
    return server;
  };
  let a: ServerProcess;
  let b: ServerProcess;

  before(async () => {
    cluster = await startCluster({ fsync: true });
    url = await cluster.createDatabase('procs');
    // Together: the first migrates and seeds under advisory locks, the other waits for it.
    [a, b] = await Promise.all([start(), start()]);
  });
  after(async () => {
    for (const server of running) await server.stop('SIGKILL');
    cluster?.destroy();
    for (const dir of dirs) removeDir(dir);
  });

  it('reads on one process what the other wrote, at once', async () => {
    const [tokenA, tokenB] = await Promise.all([signIn(a), signIn(b)]);
    const made = await api<{ id: string }>(a, 'POST', '/news', {
      token: tokenA,
      json: { title: 'Reef week', summary: 'Two processes, one database', content: 'Seen everywhere.', status: 'published' },
    });
    assert.equal(made.status, 201, made.text);
    const id = made.body.data?.id ?? '';
    const read = await api<{ title: string }>(b, 'GET', `/news/${id}`, { token: tokenB });
    assert.equal(read.status, 200, read.text);
    assert.equal(read.body.data?.title, 'Reef week');
  });

  it('counts failed logins across both processes against one limit', async () => {
    const wrong = { email: 'layla.haddad@diving.test', password: 'not-the-password' };
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await api(i % 2 === 0 ? a : b, 'POST', '/auth/login', { json: wrong })).status);
    // LOGIN_LIMIT=6 per e-mail and address, whichever process answers.
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 401, 429, 429]);
  });

  it('lists on one process the claim made on the other, and delivers its event to a stream held there', async () => {
    const [tokenA, tokenB] = await Promise.all([signIn(a), signIn(b)]);
    const pending = await api<{ id: string }[]>(a, 'GET', '/trips/all-trips/pending', { token: tokenA });
    const id = pending.body.data?.[0]?.id;
    assert.ok(id, 'a pending trip in the demo data');
    const stream = await openEvents(b, tokenB);
    try {
      assert.equal(stream.status, 200);
      const claimed = await api(a, 'PUT', `/claims/trip/${id}`, { token: tokenA, json: {} });
      assert.equal(claimed.status, 200, claimed.text);
      const listed = await api<{ id: string }[]>(b, 'GET', '/claims', { token: tokenB });
      assert.ok(listed.body.data?.some((claim) => claim.id === id));
      const frame = await stream.next((f) => (f.data as { type?: string; id?: string }).type === 'claim' && (f.data as { id?: string }).id === id);
      assert.ok(Number(frame.id) > 0);
      // A record event of a write on A reaches the stream on B too.
      await api(a, 'POST', '/news', { token: tokenA, json: { title: 'Live', summary: 'Across', content: 'Processes.', status: 'draft' } });
      await stream.next((f) => (f.data as { type?: string; kind?: string }).type === 'record' && (f.data as { kind?: string }).kind === 'news');
    } finally {
      stream.close();
    }
  });

  it('counts one admin\'s streams on both processes against one cap of 5, and a close on one frees a place on the other', async () => {
    // An admin of its own: a stream an earlier test closed may still count for the demo owner
    // until its process hears of the close and deletes its row.
    const own = await createUser(a, { role: 'admin', adminToken: await signIn(a) });
    const tokenA = own.token;
    const tokenB = (await login(b, own.email, own.password)).token;
    const streams: SseStream[] = [];
    try {
      for (let i = 0; i < 7; i++) streams.push(await (i % 2 === 0 ? openEvents(a, tokenA) : openEvents(b, tokenB)));
      assert.deepEqual(streams.map((stream) => stream.status), [200, 200, 200, 200, 200, 429, 429]);
      for (const refused of streams.slice(5)) assert.equal((JSON.parse(refused.body) as { code: string }).code, 'TOO_MANY_STREAMS');
      // The first stream was held by A; closing it frees the place for a stream on B.
      streams[0]?.close();
      await until(async () => {
        const next = await openEvents(b, tokenB);
        streams.push(next);
        return next.status === 200;
      }, 'a stream on B once one on A closed');
      assert.equal((await openEvents(a, tokenA).then((stream) => (streams.push(stream), stream))).status, 429, 'five open again');
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('lists on one process\'s dev outbox a code sent through the other', async () => {
    const email = 'kenji.watanabe@diving.test';
    const sent = await api(a, 'POST', '/auth/send-otp', { json: { email } });
    assert.equal(sent.status, 200, sent.text);
    const listed = await api<{ to: string; text: string }[]>(b, 'GET', '/dev/outbox');
    assert.equal(listed.status, 200, listed.text);
    const message = listed.body.data?.find((m) => m.to === email);
    assert.ok(message, 'the message sent through A is in B\'s outbox');
    const code = /\b(\d{6})\b/.exec(message.text)?.[1];
    assert.ok(code);
    // And the code itself is honoured by B.
    const verified = await api(b, 'POST', '/auth/verify-otp', { json: { email, otp: code } });
    assert.equal(verified.status, 200, verified.text);
  });

  it('serves on one process, with its own DATA_DIR, an image uploaded on the other', async () => {
    const [tokenA, tokenB] = await Promise.all([signIn(a), signIn(b)]);
    const bytes = IMAGES['image/png'];
    const made = await api<{ url: string }>(a, 'POST', '/uploads', { token: tokenA, body: bytes, headers: { 'content-type': 'image/png' } });
    assert.equal(made.status, 201, made.text);
    const path = made.body.data?.url ?? '';
    const served = await call(b, 'GET', path, { token: tokenB });
    assert.equal(served.status, 200);
    assert.deepEqual(served.bytes, Buffer.from(bytes));
    // A record on B may name it: the upload exists for every process.
    const news = await api(b, 'POST', '/news', { token: tokenB, json: { title: 'Cover', summary: 's', content: 'c', status: 'draft', coverImageUrl: path } });
    assert.equal(news.status, 201, news.text);
  });

  /** Writes news on `server` one after another until `stop()`; answers the ids acknowledged. */
  function writer(server: Target, token: string): { stop(): Promise<string[]>; acked: string[]; answers: number[] } {
    const acked: string[] = [];
    const answers: number[] = [];
    let going = true;
    const loop = (async () => {
      for (let i = 0; going; i++) {
        try {
          const res = await api<{ id: string }>(server, 'POST', '/news', { token, json: { title: `w${i}`, summary: 's', content: 'c', status: 'draft' } });
          answers.push(res.status);
          if (res.status === 201 && res.body.data?.id) acked.push(res.body.data.id);
          else if (res.status === 503) await new Promise((resolve) => setTimeout(resolve, 50));
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    })();
    return { acked, answers, stop: async () => { going = false; await loop; return acked; } };
  }

  it('keeps every acknowledged write when a server process is killed mid-stream', async () => {
    const token = await signIn(a);
    const w = writer(a, token);
    await until(async () => w.acked.length >= 20, '20 acknowledged writes');
    await a.stop('SIGKILL');
    const acked = await w.stop();
    a = await start();
    const tokenA = await signIn(a);
    for (const id of acked) assert.equal((await api(a, 'GET', `/news/${id}`, { token: tokenA })).status, 200, `news ${id}`);
  });

  it('answers 503 with Retry-After while the database is down, recovers by itself, and keeps every acknowledged write', async () => {
    const token = await signIn(b);
    const w = writer(b, token);
    try {
      await until(async () => w.acked.length >= 10, '10 acknowledged writes');
      cluster.stop('immediate');
      const seen: string[] = [];
      let retryAfter: string | null = null;
      await until(async () => {
        // Bounded: a probe that gets no answer is reported, and the next one asks again.
        const res = await fetch(`${b.url}/api/v1/news`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(15_000) })
          .catch((error: Error) => { seen.push(`no answer: ${error.name}`); return null; });
        if (!res) return false;
        seen.push(`${res.status} ${(await res.text()).slice(0, 80)}`);
        if (res.status === 503) retryAfter = res.headers.get('retry-after');
        return res.status === 503;
      }, 'a 503 while the database is down', 90_000).catch((error: Error) => {
        throw new Error(`${error.message}; answers: ${[...new Set(seen)].slice(0, 5).join(' | ')}; exit ${b.child.exitCode}; output: ${b.output().slice(-1500)}`);
      });
      assert.ok(Number(retryAfter) >= 1);
      // Alive, not ready: a load balancer takes the process out, an orchestrator leaves it running.
      assert.equal((await api(b, 'GET', '/health')).status, 200);
      const notReady = await api(b, 'GET', '/health/ready');
      assert.equal(notReady.status, 503, notReady.text);
      assert.ok(Number(notReady.headers.get('retry-after')) >= 1);
      cluster.start();
      await until(async () => (await api(b, 'GET', '/news', { token })).status === 200, 'recovery');
      await until(async () => (await api(b, 'GET', '/health/ready')).status === 200, 'ready again');
      const before = w.acked.length;
      await until(async () => w.acked.length > before, 'a write after recovery');
    } finally {
      await w.stop();
    }
    assert.equal(b.child.exitCode, null, 'the server process kept running');
    assert.ok(w.answers.every((status) => status === 201 || status === 503), `answers ${[...new Set(w.answers)].join(', ')}`);
    for (const id of w.acked) assert.equal((await api(b, 'GET', `/news/${id}`, { token })).status, 200, `news ${id}`);
  });

  it('answers 503 with Retry-After once its pool and the pool\'s bounded queue are full, and serves the rest', async () => {
    const dir = tempDir('diving-proc-');
    dirs.push(dir);
    const config = { ...loadConfig({}), dataDir: dir, port: 0, host: '127.0.0.1', log: false, staticDir: null, demo: true, databaseUrl: url };
    const pool = { max: 1, queueLimit: 2, queueTimeoutMs: 10_000 };
    const server = await startServer(config, { openStore: openPgStore(url, config, { pool }) });
    try {
      const token = await signIn(server);
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) =>
        api(server, 'GET', `/trips/all-trips/approved?pageSize=100&page=${1 + (i % 3)}`, { token })));
      const busy = answers.filter((res) => res.status === 503);
      assert.ok(busy.length > 0, 'some requests refused');
      assert.ok(answers.some((res) => res.status === 200), 'the others served');
      assert.ok(answers.every((res) => res.status === 200 || res.status === 503), [...new Set(answers.map((res) => res.status))].join(', '));
      for (const res of busy) assert.ok(Number(res.headers.get('retry-after')) >= 1);
      // Nothing stays stuck: the next request is served.
      assert.equal((await api(server, 'GET', '/trips/all-trips/approved', { token })).status, 200);
    } finally {
      await server.close();
    }
  });

  it('runs WORKERS=2 processes on one port, and stops them all on SIGTERM', async () => {
    const port = String(20_000 + Math.floor(Math.random() * 20_000));
    const server = await start({ WORKERS: '2', PORT: port });
    const token = await signIn(server);
    const answers = await Promise.all(Array.from({ length: 10 }, () => api(server, 'GET', '/news', { token })));
    assert.ok(answers.every((res) => res.status === 200));
    server.child.kill('SIGTERM');
    const code = await new Promise<number | null>((resolve) => server.child.once('exit', (exitCode) => resolve(exitCode)));
    assert.equal(code, 0);
  });
});

describe('WORKERS at start', () => {
  const made: string[] = [];
  after(() => {
    for (const dir of made) removeDir(dir);
  });
  const run = (env: Record<string, string>): { status: number | null; stderr: string } => {
    const dataDir = tempDir('diving-proc-');
    made.push(dataDir);
    const result = spawnSync(process.execPath, SERVER_ARGS, {
      env: serverEnv({ DATA_DIR: dataDir, ...env }),
      encoding: 'utf8',
      timeout: 60_000,
    });
    return { status: result.status, stderr: result.stderr };
  };

  it('refuses WORKERS above 1 on the embedded store, whose files belong to one process', () => {
    const result = run({ WORKERS: '2', DATABASE_URL: '' });
    assert.equal(result.status, 1);
    assert.match(result.stderr, /WORKERS=2 needs DATABASE_URL/);
  });

  it('refuses a WORKERS that is not a whole number from 1', () => {
    const result = run({ WORKERS: 'two', DATABASE_URL: '' });
    assert.equal(result.status, 1);
    assert.match(result.stderr, /WORKERS must be a whole number from 1/);
  });

  it('stops with a clear message when the database does not answer', () => {
    const result = run({ WORKERS: '2', DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' });
    assert.equal(result.status, 1);
    assert.match(result.stderr, /Cannot use the PostgreSQL database at postgres:\/\/postgres@127\.0\.0\.1:1\/none/);
  });
});
