/**
 * The timeline of a lost database (`npm run bench:db-loss`): a real server process
 * (`server/main.ts`) on a throwaway cluster (fsync on), three writers posting news one after
 * another for 3 s, then `pg_ctl stop -m immediate` and, `BENCH_DOWN_MS` later (default 3000), `pg_ctl
 * start`. Meanwhile one reader asks `GET /news` one request after another and another asks `GET
 * /health` and `GET /health/ready`. It prints, in ms on this process's monotonic clock:
 * - while down: the answers' statuses, their time (p50, max) and whether each 503 had Retry-After;
 * - while starting (from `pg_ctl start` until it returns, i.e. the database accepts connections):
 *   the answers' statuses and times;
 * - from `pg_ctl start` and from the database being ready: the first 200, and `/health/ready`'s
 *   first 200;
 * - 3 s after the first 200 it stops: the writes acknowledged, and how many of them are missing once it is back (must be 0).
 * Figures depend on the machine and what else it runs.
 */
import { Agent, request } from 'node:http';
import { startServerProcess } from './server-process';
import type { ServerProcess } from './server-process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { postgresSkip, startCluster } from '../test/helpers/postgres';

const DOWN_MS = Number(process.env.BENCH_DOWN_MS ?? 3000);
const ADMIN = { email: 'admin@diving.test', password: 'diving-admin' };

interface Answer { status: number; ms: number; retryAfter: string | null; text: string }

const agent = new Agent({ keepAlive: true, maxSockets: 16 });

function call(base: string, method: string, path: string, token: string | null, body?: unknown): Promise<Answer> {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = request(`${base}${path}`, {
      method, agent, timeout: 60_000,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(payload ? { 'content-type': 'application/json' } : {}) },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, retryAfter: res.headers['retry-after'] ?? null, text: Buffer.concat(chunks).toString('utf8') }));
    });
    // No answer at all (a reset connection) is status 0.
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started, retryAfter: null, text: '' }));
    req.on('timeout', () => req.destroy());
    req.end(payload);
  });
}

const pct = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (value: number): string => (Number.isFinite(value) ? `${Math.round(value)}` : '—');

/** A timed answer on the bench's clock. */
interface Seen extends Answer { at: number }

/** Asks `path` one request after another until `stop()`, keeping every answer with its start time. */
function prober(base: string, path: string, token: string | null): { seen: Seen[]; stop(): Promise<void> } {
  const seen: Seen[] = [];
  let going = true;
  const loop = (async () => {
    while (going) {
      const at = performance.now();
      seen.push({ at, ...(await call(base, 'GET', path, token)) });
      // A pause between requests keeps the reader from spinning on instant refusals.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return { seen, stop: async () => { going = false; await loop; } };
}

function writer(base: string, token: string, n: number): { acked: string[]; answers: Seen[]; stop(): Promise<void> } {
  const acked: string[] = [];
  const answers: Seen[] = [];
  let going = true;
  const loop = (async () => {
    for (let i = 0; going; i++) {
      const at = performance.now();
      const res = await call(base, 'POST', '/api/v1/news', token, { title: `w${n}-${i}`, summary: 's', content: 'c', status: 'draft' });
      answers.push({ at, ...res });
      if (res.status === 201) acked.push((JSON.parse(res.text) as { data: { id: string } }).data.id);
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return { acked, answers, stop: async () => { going = false; await loop; } };
}

function summary(label: string, answers: Seen[]): string {
  const counts = new Map<number, number>();
  for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
  const statuses = [...counts].map(([status, n]) => `${n}× ${status || 'no answer'}`).join(', ') || 'none';
  const times = answers.map((a) => a.ms);
  const withRetry = answers.filter((a) => a.status === 503 && a.retryAfter !== null).length;
  const all503 = answers.filter((a) => a.status === 503).length;
  return `${label}: ${statuses}; time p50 ${ms(pct(times, 50))} ms, max ${ms(Math.max(...times))} ms; 503s with Retry-After ${withRetry}/${all503}`;
}

async function main(): Promise<void> {
  const skip = postgresSkip();
  if (skip) {
    console.log(`db-loss: skipped: ${skip}`);
    return;
  }
  const cluster = await startCluster({ fsync: true });
  const dataDir = await mkdtemp(join(tmpdir(), 'diving-db-loss-'));
  let server: ServerProcess | null = null;
  try {
    server = await startServerProcess({ PORT: '0', DEMO: '1', DATABASE_URL: await cluster.createDatabase('loss'), DATA_DIR: dataDir });
    const base = server.url;
    const login = await call(base, 'POST', '/api/v1/auth/login', null, ADMIN);
    const token = (JSON.parse(login.text) as { data: { accessToken: string } }).data.accessToken;
    const writers = [1, 2, 3].map((n) => writer(base, token, n));
    const reader = prober(base, '/api/v1/news', token);
    const live = prober(base, '/api/v1/health', null);
    const ready = prober(base, '/api/v1/health/ready', null);
    await new Promise((resolve) => setTimeout(resolve, 3000));

    const stopAt = performance.now();
    await cluster.stopAsync('immediate');
    const stoppedAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, DOWN_MS));
    const startAt = performance.now();
    await cluster.startAsync();
    const readyAt = performance.now();
    const firstOk = (seen: Seen[], from: number): Seen | undefined => seen.find((a) => a.at >= from && a.status === 200);
    const deadline = performance.now() + 60_000;
    while (performance.now() < deadline && (!firstOk(reader.seen, startAt) || !firstOk(ready.seen, startAt))) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await Promise.all([reader.stop(), live.stop(), ready.stop(), ...writers.map((w) => w.stop())]);

    const between = (seen: Seen[], from: number, to: number): Seen[] => seen.filter((a) => a.at >= from && a.at < to);
    const reads = reader.seen;
    const ok = firstOk(reads, startAt);
    const okReady = firstOk(ready.seen, startAt);
    const okEnd = ok ? ok.at + ok.ms : NaN;
    const readyEnd = okReady ? okReady.at + okReady.ms : NaN;
    console.log(`db-loss: pg_ctl stop -m immediate took ${ms(stoppedAt - stopAt)} ms; down ${DOWN_MS} ms; pg_ctl start took ${ms(readyAt - startAt)} ms (until the database accepts connections)`);
    console.log(summary('  GET /news while down', between(reads, stoppedAt, startAt)));
    console.log(summary('  GET /news while it starts', between(reads, startAt, readyAt)));
    console.log(summary('  GET /health/ready while down', between(ready.seen, stoppedAt, startAt)));
    console.log(summary('  GET /health while down and starting', between(live.seen, stoppedAt, readyAt)));
    console.log(summary('  GET /news from ready to its first 200', reads.filter((a) => a.at >= readyAt && a.at <= (ok?.at ?? Infinity))));
    console.log(`  first 200 of GET /news: ${ms(okEnd - startAt)} ms after pg_ctl start, ${ms(okEnd - readyAt)} ms after the database was ready (that request took ${ms(ok?.ms ?? NaN)} ms)`);
    console.log(`  first 200 of GET /health/ready: ${ms(readyEnd - startAt)} ms after pg_ctl start, ${ms(readyEnd - readyAt)} ms after ready`);
    const after = reads.filter((a) => ok && a.at > ok.at && a.status === 200).map((a) => a.ms);
    console.log(`  GET /news after the first 200: p50 ${ms(pct(after, 50))} ms, max ${ms(Math.max(...after))} ms (${after.length} requests)`);

    const writes = writers.flatMap((w) => w.answers);
    console.log(summary('  POST /news before the stop', between(writes, 0, stopAt)));
    console.log(summary('  POST /news from the stop to the first 200 of GET /news', between(writes, stopAt, ok?.at ?? Infinity)));
    console.log(summary('  POST /news after it', between(writes, ok?.at ?? Infinity, Infinity)));
    const acked = writers.flatMap((w) => w.acked);
    let missing = 0;
    for (const id of acked) if ((await call(base, 'GET', `/api/v1/news/${id}`, token)).status !== 200) missing += 1;
    console.log(`  writes acknowledged: ${acked.length}; missing after the restart: ${missing}`);
  } finally {
    if (server) {
      server.child.removeAllListeners('exit');
      server.child.kill('SIGKILL');
    }
    cluster.destroy();
    await rm(dataDir, { recursive: true, force: true });
    agent.destroy();
  }
}

void main();
