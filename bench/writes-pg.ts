/**
 * Guarded writes on PostgreSQL with many writers at once: `npm run bench:writes`. A throwaway
 * PostgreSQL 15 cluster (test/helpers/postgres.ts, `fsync` on) holds the large demo set; real server
 * processes (`server/main.ts`) answer BENCH_WRITERS (16) clients, each deciding its own trips in
 * turn (approve, then reject with a reason, then approve…: `PUT /trips/all-trips/:id`, each a
 * guarded write with its activity entry and live events), for BENCH_SECONDS (10) after a warm-up,
 * on WORKERS=1 and then WORKERS=2. It prints decisions per second and the p50/p99 of one decision.
 * With DATABASE_URL set it uses that database instead (empty, or a previous run's).
 *
 * `-- --store` measures the store alone, without HTTP: one or two `PgStore`s on one database (as
 * one or two processes hold), BENCH_WRITERS writers each reading its own record and writing it
 * back in a transaction (a guarded write's shape), for BENCH_SECONDS: transactions per second.
 */
import { performance } from 'node:perf_hooks';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../server/config';
import { openPgStore } from '../server/store/pg-store';
import type { Store } from '../server/store/interface';
import type { ContactMessage } from '../src/contract';
import { startCluster } from '../test/helpers/postgres';
import type { TestCluster } from '../test/helpers/postgres';
import { agent, call, pct, signIn, startServer, stopServer } from './server-pg';

const WRITERS = Number(process.env.BENCH_WRITERS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_S = 2;

interface Round {
  workers: number;
  decisions: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/** WRITERS clients deciding trips on `base` for `seconds`: every decision answered, and their times. */
async function decide(base: string, token: string, ids: readonly string[], seconds: number): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(Array.from({ length: WRITERS }, async (_, writer) => {
    const mine = ids.filter((_, i) => i % WRITERS === writer);
    for (let n = 0; performance.now() < until; n++) {
      const id = mine[n % mine.length] as string;
      const body = Math.floor(n / mine.length) % 2 === 0 ? { status: 'approved' } : { status: 'rejected', reason: 'Benchmark: the dive site is closed this season.' };
      const res = await call(base, 'PUT', `/api/v1/trips/all-trips/${id}`, token, body).catch((error: unknown) => {
        throw new Error(`decision ${id} (writer ${writer}, ${times.length} answered so far): ${String(error)}`);
      });
      if (res.status !== 200) throw new Error(`decision ${res.status}: ${res.text}`);
      times.push(res.ms);
    }
  }));
  return times;
}

async function round(url: string, dir: string, workers: number): Promise<Round> {
  const server = await startServer({ DATABASE_URL: url, DATA_DIR: dir, PORT: String(20_000 + Math.floor(Math.random() * 20_000)), WORKERS: String(workers) });
  try {
    const token = await signIn(server.url);
    const pending = JSON.parse((await call(server.url, 'GET', '/api/v1/trips?pageSize=100&page=2', token)).text) as { data: { id: string }[] };
    const ids = pending.data.map((trip) => trip.id);
    await decide(server.url, token, ids, WARM_UP_S);
    const started = performance.now();
    const times = await decide(server.url, token, ids, SECONDS);
    const elapsed = (performance.now() - started) / 1000;
    return { workers, decisions: times.length, perSecond: times.length / elapsed, p50: pct(times, 50), p99: pct(times, 99) };
  } finally {
    await stopServer(server);
  }
}

/** WRITERS writers on `stores` (in turn), each rewriting its own message: transactions per second. */
async function storeRound(stores: readonly Store[]): Promise<number> {
  let done = 0;
  const until = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(Array.from({ length: WRITERS }, async (_, writer) => {
    const store = stores[writer % stores.length] as Store;
    while (performance.now() < until) {
      await store.transact(async (tx) => {
        const current = await tx.get('contact', `bench-${writer}`);
        if (current) tx.put('contact', { ...current, message: String(Number(current.message) + 1) });
      });
      done += 1;
    }
  }));
  return done / ((performance.now() - started) / 1000);
}

async function storeMain(url: string): Promise<void> {
  const messages: ContactMessage[] = Array.from({ length: WRITERS }, (_, i) => ({
    id: `bench-${i}`, name: 'Bench', email: 'bench@example.test', phone: null, subject: 'Bench', message: '0', status: 'new',
    createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
  }));
  const open = openPgStore(url, loadConfig({}));
  const one = await open(async () => ({ users: [], trips: [], products: [], news: [], legal: [], siteContact: [], contact: messages, activity: [] }));
  const two = await open(() => Promise.reject(new Error('seeded twice')));
  try {
    console.log(`| stores (processes) | writers | transactions/s |`);
    console.log(`|---|---|---|`);
    for (const stores of [[one], [one, two]]) console.log(`| ${stores.length} | ${WRITERS} | ${(await storeRound(stores)).toFixed(0)} |`);
  } finally {
    await one.close();
    await two.close();
  }
}

async function main(): Promise<void> {
  let cluster: TestCluster | undefined;
  const dir = await mkdtemp(join(tmpdir(), 'diving-bench-writes-'));
  try {
    let url = process.env.DATABASE_URL;
    if (!url) {
      cluster = await startCluster({ fsync: true, maxConnections: 100 });
      url = await cluster.createDatabase('bench_writes');
    }
    if (process.argv.includes('--store')) {
      await storeMain(url);
      return;
    }
    const rounds: Round[] = [];
    for (const workers of [1, 2]) rounds.push(await round(url, dir, workers));
    console.log(`| processes | writers | decisions | decisions/s | p50 | p99 |`);
    console.log(`|---|---|---|---|---|---|`);
    for (const r of rounds) {
      console.log(`| WORKERS=${r.workers} | ${WRITERS} | ${r.decisions} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms |`);
    }
  } finally {
    agent.destroy();
    cluster?.destroy();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
