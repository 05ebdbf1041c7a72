/**
 * `npm run bench:server`: speed of the reference API server on the large demo store.
 * 1. Times the demo generator alone, then `startServer()` seeding a fresh large store
 *    (10,000 users, 5,000 trips, 5,000 products) in a temporary DATA_DIR.
 * 2. Signs in as the admin and drives loopback keep-alive load (node:http Agent) at
 *    `GET /api/v1/users/` and at `PUT /api/v1/trips/all-trips/:id` (approve and reject with a
 *    reason, alternating, over the pending trips), first one request at a time (the p50 held to
 *    "under 50 ms"), then with BENCH_CONCURRENCY clients.
 * Each run stops after BENCH_REQUESTS requests or BENCH_SECONDS, whichever comes first.
 * 3. A login flood: 20 clients send logins for fresh e-mails from 127.0.0.1 while the admin approves
 *    and rejects trips one at a time and a diver signs in from 127.0.0.2; the p50 of both at rest and
 *    during the flood, with the default limits, with the hashing gate alone (no per-address login
 *    limit) and with neither (the server before issue 11), each on the same store reopened.
 * With DATABASE_URL set it measures the server on PostgreSQL instead (bench/server-pg.ts).
 * Figures go to stdout and bench/results/server.json. The targets are printed beside the figures;
 * they are not tests (a timing depends on the machine and on what else it runs).
 *
 * `npm run bench:server -- --cache-memory` runs only the list cache's memory scenario: 100 news
 * posts of ~99 KB, then 300 distinct `pageSize=100` queries, printing the process's RSS before,
 * after, and after the next write (default LIST_CACHE_BYTES unless set).
 */
import { Agent, request } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../server/app';
import type { ServerConfig } from '../server/app';
import { generateDemoData } from '../server/demo';
import type { LoginResult, SuccessEnvelope, Trip } from '../src/contract';
import { benchPostgres } from './server-pg';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const MAX_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
const MAX_MS = Number(process.env.BENCH_SECONDS ?? 8) * 1000;
const WARMUP_REQUESTS = 20;
const ADMIN = { email: 'admin@diving.test', password: 'diving-admin' };
const root = fileURLToPath(new URL('..', import.meta.url));

interface Call {
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  body?: unknown;
}

interface Answer {
  status: number;
  ms: number;
  body: string;
}

interface RunResult {
  name: string;
  concurrency: number;
  requests: number;
  errors: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

const agent = new Agent({ keepAlive: true, maxSockets: Math.max(1, CONCURRENCY) });

/**
 * One request over the keep-alive agent, timed from send to the last byte of the answer. The body
 * is kept only when `keep` (decoding megabytes of JSON in the same process would slow the server).
 */
function send(base: URL, token: string | null, call: Call, keep = false): Promise<Answer> {
  return sendWith(agent, base, token, call, keep);
}

/** `send` over another agent. */
function sendWith(through: Agent, base: URL, token: string | null, call: Call, keep = false): Promise<Answer> {
  const payload = call.body === undefined ? null : Buffer.from(JSON.stringify(call.body));
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (payload) headers['Content-Type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request({ host: base.hostname, port: base.port, path: call.path, method: call.method, headers, agent: through }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        if (keep || (res.statusCode ?? 0) >= 400) chunks.push(chunk);
      });
      res.on('end', () => {
        const ms = performance.now() - started;
        resolve({ status: res.statusCode ?? 0, ms, body: Buffer.concat(chunks).toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload ?? undefined);
  });
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

/** `concurrency` clients issue calls `make(0)`, `make(1)`… until the request or time budget is spent. */
async function run(name: string, concurrency: number, send1: (call: Call) => Promise<Answer>, make: (i: number) => Call): Promise<RunResult> {
  for (let i = 0; i < WARMUP_REQUESTS; i++) await send1(make(i));
  const latencies: number[] = [];
  let errors = 0;
  let next = WARMUP_REQUESTS;
  const started = performance.now();
  const client = async (): Promise<void> => {
    while (next - WARMUP_REQUESTS < MAX_REQUESTS && performance.now() - started < MAX_MS) {
      const answer = await send1(make(next++));
      latencies.push(answer.ms);
      if (answer.status >= 400) errors++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name, concurrency, requests: latencies.length, errors, seconds: round(seconds, 2),
    requestsPerSecond: round(latencies.length / seconds, 1), p50Ms: round(percentile(latencies, 50), 2), p99Ms: round(percentile(latencies, 99), 2),
  };
}

interface FloodResult {
  name: string;
  writeP50RestMs: number;
  writeP50FloodMs: number;
  loginP50RestMs: number;
  loginP50FloodMs: number;
  writes: number;
  logins: number;
  floodAnswers: Record<number, number>;
}

const FLOOD_CLIENTS = 20;
const FLOOD_WRITES = 30;
const FLOOD_LOGINS = 10;
const FLOOD_BUDGET_MS = 25_000;
/** The flood's targets with the default limits (printed, not tested: a timing depends on the machine). */
const FLOOD_WRITE_TARGET_MS = 100;
const FLOOD_LOGIN_TARGET_MS = 500;

const median = (values: readonly number[]): number => percentile([...values].sort((a, b) => a - b), 50);

/** A login from another loopback address, on its own connection. */
function loginFrom(base: URL, localAddress: string, body: unknown): Promise<Answer> {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const headers = { 'Content-Type': 'application/json', 'Content-Length': payload.length };
    const req = request({ host: base.hostname, port: base.port, path: '/api/v1/auth/login', method: 'POST', headers, agent: false, localAddress }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, body: '' }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * Opens the seeded store in `dataDir` with `overrides`, then measures the admin's write p50 and a
 * diver's login p50 from 127.0.0.2, at rest and while FLOOD_CLIENTS send logins for fresh e-mails.
 */
async function floodScenario(name: string, dataDir: string, overrides: Partial<ServerConfig>): Promise<FloodResult> {
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, demo: true, log: false, staticDir: null, tokenTtlS: 3600, ...overrides });
  const base = new URL(server.url);
  const adminAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  const floodAgent = new Agent({ keepAlive: true, maxSockets: FLOOD_CLIENTS });
  const via = (through: Agent, token: string | null, c: Call): Promise<Answer> => sendWith(through, base, token, c, true);
  try {
    const { accessToken } = data<LoginResult>(await via(adminAgent, null, { method: 'POST', path: '/api/v1/auth/login', body: ADMIN }), 'Login');
    // The throughput runs before may have decided every pending trip: a decision on any trip is the same write.
    const listed = async (path: string): Promise<string[]> =>
      data<Trip[]>(await sendWith(adminAgent, base, accessToken, { method: 'GET', path }, true), 'Trips').map((t) => t.id);
    const stillPending = await listed('/api/v1/trips/all-trips/pending');
    const pending = stillPending.length > 0 ? stillPending : await listed('/api/v1/trips/all-trips/');
    const diver = { email: `bench.${Date.now()}@example.test`, password: 'Bench-diver-1', firstName: 'Bench', lastName: 'Diver' };
    data(await via(adminAgent, accessToken, { method: 'POST', path: '/api/v1/users/', body: diver }), 'Create the diver');
    let i = 0;
    const measure = async (): Promise<{ writes: number[]; logins: number[] }> => {
      const writes: number[] = [];
      const logins: number[] = [];
      const until = performance.now() + FLOOD_BUDGET_MS;
      const writer = async (): Promise<void> => {
        while (writes.length < FLOOD_WRITES && performance.now() < until) {
          const id = pending[i++ % pending.length] ?? '';
          const answer = await via(adminAgent, accessToken, { method: 'PUT', path: `/api/v1/trips/all-trips/${encodeURIComponent(id)}`, body: i % 2 ? { status: 'approved' } : { status: 'rejected', reason: 'The price leaves out the marine park fee; please list it.' } });
          if (answer.status >= 400) throw new Error(`The admin write answered ${answer.status}: ${answer.body.slice(0, 200)}`);
          writes.push(answer.ms);
        }
      };
      const signer = async (): Promise<void> => {
        while (logins.length < FLOOD_LOGINS && performance.now() < until) {
          const answer = await loginFrom(base, '127.0.0.2', { email: diver.email, password: diver.password });
          if (answer.status !== 200) throw new Error(`The login from another address answered ${answer.status}`);
          logins.push(answer.ms);
        }
      };
      await Promise.all([writer(), signer()]);
      return { writes, logins };
    };
    const rest = await measure();
    const floodAnswers: Record<number, number> = {};
    let answered = 0;
    let stop = false;
    let warm: () => void = () => undefined;
    const warmed = new Promise<void>((resolve) => (warm = resolve));
    const client = async (): Promise<void> => {
      while (!stop) {
        const answer = await via(floodAgent, null, { method: 'POST', path: '/api/v1/auth/login', body: { email: `flood.${answered}.${Math.random()}@example.test`, password: 'Wrong-password-1' } });
        floodAnswers[answer.status] = (floodAnswers[answer.status] ?? 0) + 1;
        if (++answered === 40) warm();
      }
    };
    const clients = Array.from({ length: FLOOD_CLIENTS }, client);
    let flood: { writes: number[]; logins: number[] };
    try {
      await warmed;
      flood = await measure();
    } finally {
      stop = true;
      await Promise.all(clients);
    }
    return {
      name, writeP50RestMs: round(median(rest.writes), 1), writeP50FloodMs: round(median(flood.writes), 1),
      loginP50RestMs: round(median(rest.logins), 1), loginP50FloodMs: round(median(flood.logins), 1),
      writes: flood.writes.length, logins: flood.logins.length, floodAnswers,
    };
  } finally {
    adminAgent.destroy();
    floodAgent.destroy();
    await server.close();
  }
}

function floodTable(rows: readonly FloodResult[]): string {
  const head = ['login flood, 20 clients', 'write p50 at rest', 'write p50 in flood', 'login p50 at rest', 'login p50 in flood', 'flood answers'];
  const body = rows.map((r) => [r.name, `${r.writeP50RestMs} ms`, `${r.writeP50FloodMs} ms (${r.writes})`, `${r.loginP50RestMs} ms`, `${r.loginP50FloodMs} ms (${r.logins})`, JSON.stringify(r.floodAnswers)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

function table(rows: readonly RunResult[]): string {
  const head = ['scenario', 'clients', 'requests', 'errors', 'req/s', 'p50 ms', 'p99 ms'];
  const body = rows.map((r) => [r.name, r.concurrency, r.requests, r.errors, r.requestsPerSecond, r.p50Ms, r.p99Ms].map(String));
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

function data<T>(answer: Answer, what: string): T {
  if (answer.status >= 400) throw new Error(`${what} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
  return (JSON.parse(answer.body) as SuccessEnvelope<T>).data;
}

async function main(): Promise<void> {
  let started = performance.now();
  const sample = generateDemoData({ size: 'large', adminEmail: ADMIN.email, adminPassword: ADMIN.password, now: new Date() });
  const generateMs = performance.now() - started;

  const dataDir = await mkdtemp(join(tmpdir(), 'diving-bench-'));
  started = performance.now();
  const server = await startServer({
    port: 0, host: '127.0.0.1', dataDir, demo: true, demoSize: 'large', log: false, staticDir: null,
    tokenTtlS: 3600, adminEmail: ADMIN.email, adminPassword: ADMIN.password,
  });
  const seedMs = performance.now() - started;
  try {
    const base = new URL(server.url);
    const { accessToken } = data<LoginResult>(await send(base, null, { method: 'POST', path: '/api/v1/auth/login', body: ADMIN }, true), 'Login');
    const call = (c: Call) => send(base, accessToken, c);
    const pending = data<Trip[]>(await send(base, accessToken, { method: 'GET', path: '/api/v1/trips/all-trips/pending' }, true), 'Pending trips').map((t) => t.id);
    if (pending.length === 0) throw new Error('The large demo store has no pending trips to review');

    const listUsers = (): Call => ({ method: 'GET', path: '/api/v1/users/' });
    const review = (i: number): Call => ({
      method: 'PUT',
      path: `/api/v1/trips/all-trips/${encodeURIComponent(pending[i % pending.length] ?? '')}`,
      body: i % 2 === 0 ? { status: 'approved' } : { status: 'rejected', reason: 'The price leaves out the marine park fee; please list it.' },
    });
    const results: RunResult[] = [];
    for (const [name, make] of [['GET /users/', listUsers], ['PUT /trips/all-trips/:id', review]] as const) {
      results.push(await run(name, 1, call, make));
      results.push(await run(name, CONCURRENCY, call, make));
    }

    console.log(`Demo data (large): generated in ${Math.round(generateMs)} ms; startServer seeded and opened the store in ${Math.round(seedMs)} ms`);
    console.log(`(${sample.users.length} users, ${sample.trips.length} trips, ${sample.products.length} products; ${pending.length} pending trips reviewed in turn)\n`);
    console.log(table(results));
    const sequentialGet = results.find((r) => r.concurrency === 1 && r.name.startsWith('GET'));
    if (sequentialGet) console.log(`\nGET /users/ one at a time: p50 ${sequentialGet.p50Ms} ms (target: under 50 ms)`);

    agent.destroy();
    await server.close();
    const floods: FloodResult[] = [];
    floods.push(await floodScenario('default limits', dataDir, {}));
    floods.push(await floodScenario('hashing gate alone', dataDir, { loginAddressLimit: 1_000_000 }));
    floods.push(await floodScenario('no gate, no address limit', dataDir, {
      loginAddressLimit: 1_000_000, hashConcurrency: 64, hashQueue: 10_000, hashPerAddress: 10_000, lockoutDelayMs: 0,
    }));
    console.log(`\n${floodTable(floods)}`);
    const guarded = floods[0];
    if (guarded) {
      const verdict = (value: number, target: number) => `${value} ms (target ≤ ${target} ms: ${value <= target ? 'met' : 'missed'})`;
      console.log(`\nDuring the flood, default limits: admin write p50 ${verdict(guarded.writeP50FloodMs, FLOOD_WRITE_TARGET_MS)}, ` +
        `another address's login p50 ${verdict(guarded.loginP50FloodMs, FLOOD_LOGIN_TARGET_MS)}`);
    }

    await mkdir(join(root, 'bench', 'results'), { recursive: true });
    const report = {
      date: new Date().toISOString(), node: process.version, concurrency: CONCURRENCY, maxRequests: MAX_REQUESTS, maxSeconds: MAX_MS / 1000,
      seed: { generateMs: Math.round(generateMs), startServerMs: Math.round(seedMs), users: sample.users.length, trips: sample.trips.length, products: sample.products.length },
      results,
      floods,
    };
    await writeFile(join(root, 'bench', 'results', 'server.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log('\nWrote bench/results/server.json');
  } finally {
    agent.destroy();
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const MiB = 1024 * 1024;
const CACHE_WORDS = 'alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu'.split(' ');

/** RSS and array-buffer memory of this process (server and client), in MiB, after a collection when exposed. */
function memory(): { rssMiB: number; buffersMiB: number } {
  (globalThis as { gc?: () => void }).gc?.();
  const usage = process.memoryUsage();
  return { rssMiB: round(usage.rss / MiB, 1), buffersMiB: round(usage.arrayBuffers / MiB, 1) };
}

/**
 * 100 news posts of ~99 KB, then 300 distinct `pageSize=100` queries (two words every post holds,
 * so each answer is ~10 MB), then one write.
 */
async function cacheMemory(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'diving-bench-cache-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, demo: true, log: false, staticDir: null, tokenTtlS: 3600 });
  const base = new URL(server.url);
  try {
    const { accessToken } = data<LoginResult>(await send(base, null, { method: 'POST', path: '/api/v1/auth/login', body: ADMIN }, true), 'Login');
    const call = (c: Call, keep = false) => send(base, accessToken, c, keep);
    const filler = 'Reef notes and dive logs. '.repeat(Math.ceil(99_000 / 26)).slice(0, 99_000);
    let lastId = '';
    for (let i = 0; i < 100; i++) {
      const post = data<{ id: string }>(await call({ method: 'POST', path: '/api/v1/news', body: { title: `Bench post ${i}`, summary: CACHE_WORDS.join(' '), content: filler, status: 'published' } }, true), 'Create a post');
      lastId = post.id;
    }
    const before = memory();
    const queries: string[] = [];
    for (let i = 0; i < CACHE_WORDS.length && queries.length < 300; i++) {
      for (let j = i + 1; j < CACHE_WORDS.length && queries.length < 300; j++) queries.push(`${CACHE_WORDS[i]} ${CACHE_WORDS[j]}`);
    }
    const times: number[] = [];
    let largest = 0;
    for (const q of queries) {
      const answer = await call({ method: 'GET', path: `/api/v1/news?page=1&pageSize=100&q=${encodeURIComponent(q)}` });
      if (answer.status !== 200) throw new Error(`A query answered ${answer.status}: ${answer.body.slice(0, 200)}`);
      times.push(answer.ms);
    }
    const sample = await call({ method: 'GET', path: `/api/v1/news?page=1&pageSize=100&q=${encodeURIComponent(queries[0] ?? '')}` }, true);
    largest = Buffer.byteLength(sample.body);
    const after = memory();
    data(await call({ method: 'PUT', path: `/api/v1/news/${lastId}`, body: { title: 'Bench post, edited' } }, true), 'The next write');
    const afterWrite = memory();
    const budget = server.config.listCacheBytes;
    console.log(`List cache memory: 100 news posts of ~99 KB, then ${queries.length} distinct pageSize=100 queries (each answer ${round(largest / MiB, 1)} MiB), LIST_CACHE_BYTES ${round(budget / MiB, 1)} MiB`);
    console.log(`(${(globalThis as { gc?: unknown }).gc ? 'after a collection each time' : 'without --expose-gc: figures include garbage not yet collected'})`);
    console.log(`RSS before the queries:   ${before.rssMiB} MiB (array buffers ${before.buffersMiB} MiB)`);
    console.log(`RSS after the queries:    ${after.rssMiB} MiB (array buffers ${after.buffersMiB} MiB)`);
    console.log(`RSS after the next write: ${afterWrite.rssMiB} MiB (array buffers ${afterWrite.buffersMiB} MiB)`);
    console.log(`A new query: p50 ${round(median(times), 1)} ms, p99 ${round(percentile([...times].sort((a, b) => a - b), 99), 1)} ms`);
  } finally {
    agent.destroy();
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

(process.env.DATABASE_URL ? benchPostgres(process.env.DATABASE_URL) : process.argv.includes('--cache-memory') ? cacheMemory() : main()).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
