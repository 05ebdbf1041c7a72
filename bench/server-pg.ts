/**
 * The PostgreSQL half of `npm run bench:server` (run when DATABASE_URL is set; the database must
 * be empty or a previous run's): real server processes (`server/main.ts`) on the large demo set
 * (5,000 trips), measuring
 * - a paged, searched `GET /trips?q=…` one request at a time (p50, p99),
 * - approving a pending trip one at a time (p50),
 * - requests per second of the paged list with BENCH_CONCURRENCY clients, WORKERS=1 and WORKERS=2,
 * - the delay of a live event from a commit on one process to a stream held on another,
 * - with BENCH_TRIPS=N, the same searched page once the trips are copied in SQL (generate_series)
 *   up to N, each copy a real trip's record and list row under a new id.
 * Figures go to stdout; they depend on the machine and what else it runs.
 */
import { Agent, request } from 'node:http';
import { startServerProcess } from './server-process';
import type { ServerProcess } from './server-process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import postgres from 'postgres';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const ADMIN = { email: 'admin@diving.test', password: process.env.ADMIN_PASSWORD ?? 'diving-admin' };

export type Started = ServerProcess;

/** A real server process (`server/main.ts`) on the large demo set; `env` adds to and overrides its settings. */
export function startServer(env: Record<string, string>): Promise<Started> {
  return startServerProcess({ DEMO: '1', DEMO_SIZE: 'large', ...env });
}

export async function stopServer(server: Started): Promise<void> {
  server.child.removeAllListeners('exit');
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

export const agent = new Agent({ keepAlive: true, maxSockets: 64 });

export function call(base: string, method: string, path: string, token: string | null, body?: unknown): Promise<{ status: number; ms: number; text: string }> {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, {
      method, agent,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(payload ? { 'content-type': 'application/json' } : {}) },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

export const pct = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

export async function signIn(base: string): Promise<string> {
  const res = await call(base, 'POST', '/api/v1/auth/login', null, ADMIN);
  if (res.status !== 200) throw new Error(`login ${res.status}: ${res.text}`);
  return (JSON.parse(res.text) as { data: { accessToken: string } }).data.accessToken;
}

const SEARCHES = ['reef', 'blue', 'night', 'wreck', 'dahab', 'manta', 'cave', 'shark'];
const listPath = (i: number): string => `/api/v1/trips/all-trips/approved?page=${1 + (i % 3)}&pageSize=25&q=${SEARCHES[i % SEARCHES.length]}`;

async function sequential(base: string, token: string, count: number, make: (i: number) => Promise<{ status: number; ms: number }>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await make(i);
    if (res.status >= 300) throw new Error(`status ${res.status}`);
    times.push(res.ms);
  }
  void token;
  return times;
}

async function throughput(base: string, token: string): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < REQUESTS) {
      const i = next++;
      const res = await call(base, 'GET', listPath(i), token);
      if (res.status !== 200) throw new Error(`status ${res.status}`);
    }
  }));
  return REQUESTS / ((performance.now() - started) / 1000);
}

/** Commit on `a`, reader on `b`: the time from the request's answer... and from its start. */
async function eventDelay(a: string, b: string, token: string, rounds: number): Promise<number[]> {
  const delays: number[] = [];
  const stream = await new Promise<import('node:http').IncomingMessage>((resolve, reject) => {
    const req = request(`${b}/api/v1/events`, { headers: { authorization: `Bearer ${token}` } }, resolve);
    req.on('error', reject);
    req.end();
  });
  let text = '';
  let waiting: ((title: string) => void) | null = null;
  stream.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
    let end: number;
    while ((end = text.indexOf('\n\n')) >= 0) {
      const block = text.slice(0, end);
      text = text.slice(end + 2);
      if (block.includes('"type":"record"') && block.includes('"kind":"news"')) waiting?.('x');
    }
  });
  for (let i = 0; i < rounds; i++) {
    const heard = new Promise<number>((resolve) => { waiting = () => resolve(performance.now()); });
    const started = performance.now();
    const res = await call(a, 'POST', '/api/v1/news', token, { title: `bench ${i}`, summary: 's', content: 'c', status: 'draft' });
    if (res.status !== 201) throw new Error(`news ${res.status}: ${res.text}`);
    const committedBy = started + res.ms;
    delays.push(Math.max(0, (await heard) - committedBy));
  }
  stream.destroy();
  return delays;
}

/** Copies the trips and their list rows in SQL until there are about `target`. */
async function scaleTrips(url: string, target: number): Promise<number> {
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    const [row] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM trips WHERE id NOT LIKE '%~%'`;
    const base = row?.n ?? 0;
    const copies = Math.max(0, Math.ceil(target / Math.max(1, base)) - 1);
    await sql.begin(async (tx) => {
      await tx`INSERT INTO trips (id, doc, raw)
        SELECT t.id || '~' || g, jsonb_set(t.doc, '{id}', to_jsonb(t.id || '~' || g)), NULL
        FROM trips t, generate_series(1, ${copies}) g WHERE t.id NOT LIKE '%~%'`;
      await tx`INSERT INTO list_rows (list, id, search, person_id, ref_search, ref_key, filters, keys, order_key)
        SELECT r.list, r.id || '~' || g, r.search, r.person_id, r.ref_search, r.ref_key, r.filters, r.keys, r.order_key
        FROM list_rows r JOIN trips t ON t.id = r.id, generate_series(1, ${copies}) g WHERE r.id NOT LIKE '%~%'`;
    });
    await sql`ANALYZE`;
    const [after] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM trips`;
    return after?.n ?? 0;
  } finally {
    await sql.end();
  }
}

export async function benchPostgres(url: string): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'diving-bench-pg-'));
  const env = { DATABASE_URL: url, DATA_DIR: dir };
  try {
    let t = performance.now();
    const one = await startServer({ ...env, PORT: '0' });
    console.log(`start (seeding the large demo set on an empty database): ${((performance.now() - t) / 1000).toFixed(1)} s`);
    const token = await signIn(one.url);
    const list = await sequential(one.url, token, 200, (i) => call(one.url, 'GET', listPath(i), token));
    console.log(`GET /trips/all-trips/approved?q=…&pageSize=25 (5,000 trips), one at a time: p50 ${pct(list, 50).toFixed(1)} ms, p99 ${pct(list, 99).toFixed(1)} ms`);
    const pending = JSON.parse((await call(one.url, 'GET', '/api/v1/trips/all-trips/pending?pageSize=100', token)).text) as { data: { id: string }[] };
    const ids = pending.data.map((trip) => trip.id).slice(0, 60);
    const approve = await sequential(one.url, token, ids.length, (i) => call(one.url, 'PUT', `/api/v1/trips/all-trips/${ids[i]}`, token, { status: 'approved' }));
    console.log(`approve a pending trip, one at a time: p50 ${pct(approve, 50).toFixed(1)} ms (${approve.length} trips)`);
    console.log(`GET list, ${CONCURRENCY} clients, WORKERS=1: ${(await throughput(one.url, token)).toFixed(0)} requests/s`);
    await stopServer(one);
    t = performance.now();
    const port = String(20_000 + Math.floor(Math.random() * 20_000));
    const two = await startServer({ ...env, PORT: port, WORKERS: '2' });
    const token2 = await signIn(two.url);
    await throughput(two.url, token2);
    console.log(`GET list, ${CONCURRENCY} clients, WORKERS=2: ${(await throughput(two.url, token2)).toFixed(0)} requests/s`);
    await stopServer(two);
    const a = await startServer({ ...env, PORT: '0' });
    const b = await startServer({ ...env, PORT: '0' });
    const tokenA = await signIn(a.url);
    const delays = await eventDelay(a.url, b.url, tokenA, 50);
    console.log(`live event, commit answered on process A → heard on a stream of process B: p50 ${pct(delays, 50).toFixed(1)} ms, p99 ${pct(delays, 99).toFixed(1)} ms`);
    await stopServer(a);
    await stopServer(b);
    const target = Number(process.env.BENCH_TRIPS ?? 0);
    if (target > 0) {
      t = performance.now();
      const trips = await scaleTrips(url, target);
      console.log(`copied the trips up to ${trips.toLocaleString('en')} in SQL: ${((performance.now() - t) / 1000).toFixed(1)} s`);
      const big = await startServer({ ...env, PORT: '0' });
      const tokenBig = await signIn(big.url);
      const times = await sequential(big.url, tokenBig, 40, (i) => call(big.url, 'GET', listPath(i), tokenBig));
      console.log(`GET /trips/all-trips/approved?q=…&pageSize=25 (${trips.toLocaleString('en')} trips), one at a time: p50 ${pct(times, 50).toFixed(1)} ms, p99 ${pct(times, 99).toFixed(1)} ms`);
      await stopServer(big);
    }
  } finally {
    agent.destroy();
    await rm(dir, { recursive: true, force: true });
  }
}
