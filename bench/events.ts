/**
 * `npm run bench:events`: the live stream under load. The reference server (demo store, its own
 * temporary DATA_DIR, `EVENTS_PER_ADMIN` raised so one process can hold them) with BENCH_STREAMS
 * (50) admin streams open, read with node:http and the SPA's own SSE parser (src/lib/live):
 * 1. BENCH_DECISIONS (300) trip decisions one at a time: the delay from each PUT's answer (the
 *    commit is behind it) to each stream receiving its `decision` event, p50 and p99 over all
 *    streams and decisions (negative: the event came before the answer), and the events delivered
 *    per second to all the streams together.
 * 2. The same number of decisions sent by BENCH_CONCURRENCY (16) writers at once: events delivered
 *    per second to all the streams, from the first PUT sent to the last stream's last event.
 * Figures go to stdout and bench/results/events.json. Timings depend on the machine and on what
 * else runs: the readers share the process with the server.
 */
import { Agent, request } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../server/app';
import { createSseParser } from '../src/lib/live/sse-parser';
import type { LoginResult, SuccessEnvelope, Trip } from '../src/contract';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 50);
const DECISIONS = Number(process.env.BENCH_DECISIONS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const ADMINS = ['admin@diving.test', 'layla.haddad@diving.test', 'kenji.watanabe@diving.test'];
const PASSWORD = 'diving-admin';
const REASON = 'The price leaves out the marine park fee; please list it.';
const root = fileURLToPath(new URL('..', import.meta.url));

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function call<T>(base: URL, token: string | null, method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
  const payload = body === undefined ? null : Buffer.from(JSON.stringify(body));
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (payload) headers['Content-Type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const req = request({ host: base.hostname, port: base.port, path: `/api/v1${path}`, method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const parsed = text ? (JSON.parse(text) as SuccessEnvelope<T>) : null;
        resolve({ status: res.statusCode ?? 0, data: parsed?.data as T });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload ?? undefined);
  });
}

/** One open stream: the receipt time of each `decision` event, in order, and a count of all events. */
interface Reader {
  decisions: number[];
  events: number;
  close(): void;
}

function openReader(base: URL, token: string, onDecision: () => void): Promise<Reader> {
  return new Promise((resolve, reject) => {
    const req = request({ host: base.hostname, port: base.port, path: '/api/v1/events', headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' }, agent: false }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`GET /events answered ${res.statusCode}`));
        return;
      }
      const reader: Reader = { decisions: [], events: 0, close: () => req.destroy() };
      const parser = createSseParser({
        onFrame: (frame) => {
          if (frame.event === 'heartbeat') return;
          reader.events += 1;
          if (frame.event === 'decision') {
            reader.decisions.push(performance.now());
            onDecision();
          }
        },
      });
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => parser.push(chunk));
      resolve(reader);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}
const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Checks run after each decision event received, until they say they are done. */
const checks = new Set<() => boolean>();
const onDecision = () => {
  for (const check of [...checks]) if (check()) checks.delete(check);
};

/** Resolves once every reader has received `total` decision events. */
function everyReaderHas(readers: Reader[], total: number): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      const done = readers.every((r) => r.decisions.length >= total);
      if (done) resolve();
      return done;
    };
    if (!check()) checks.add(check);
  });
}

async function main(): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), 'diving-bench-events-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir: join(work, 'data'), demo: true, log: false, eventsPerAdmin: STREAMS, eventsMax: STREAMS * 2 });
  const base = new URL(server.url);
  const readers: Reader[] = [];
  try {
    const tokens: string[] = [];
    for (const email of ADMINS) {
      const login = await call<LoginResult>(base, null, 'POST', '/auth/login', { email, password: PASSWORD });
      if (login.status !== 200) throw new Error(`Sign-in of ${email} answered ${login.status}`);
      tokens.push(login.data.accessToken);
    }
    const writer = tokens[0]!;
    const trips = (await call<Trip[]>(base, writer, 'GET', '/trips/')).data.map((t) => t.id);

    for (let i = 0; i < STREAMS; i += 1) readers.push(await openReader(base, tokens[i % tokens.length]!, onDecision));

    const decide = (i: number) => call<Trip>(base, writer, 'PUT', `/trips/all-trips/${encodeURIComponent(trips[i % trips.length]!)}`,
      i % 2 ? { status: 'approved' } : { status: 'rejected', reason: REASON });

    // 1. One at a time: the delay from each answer to each stream.
    const answeredAt: number[] = [];
    const started = performance.now();
    for (let i = 0; i < DECISIONS; i += 1) {
      const answer = await decide(i);
      if (answer.status !== 200) throw new Error(`A decision answered ${answer.status}`);
      answeredAt.push(performance.now());
    }
    await everyReaderHas(readers, DECISIONS);
    const ended = Math.max(...readers.map((r) => r.decisions[DECISIONS - 1]!));
    const delays = readers.flatMap((r) => r.decisions.map((at, i) => at - answeredAt[i]!)).sort((a, b) => a - b);
    const sequential = {
      streams: STREAMS, decisions: DECISIONS, seconds: round((ended - started) / 1000, 2),
      decisionEventsPerSecond: round((STREAMS * DECISIONS) / ((ended - started) / 1000), 0),
      allEventsPerSecond: round(readers.reduce((n, r) => n + r.events, 0) / ((ended - started) / 1000), 0),
      p50Ms: round(percentile(delays, 50)), p99Ms: round(percentile(delays, 99)), maxMs: round(delays.at(-1) ?? Number.NaN),
    };
    console.log(`${STREAMS} streams, ${DECISIONS} decisions one at a time: ${sequential.decisionEventsPerSecond} decision events/s delivered (${sequential.allEventsPerSecond} events/s of every type), answer → stream p50 ${sequential.p50Ms} ms, p99 ${sequential.p99Ms} ms, max ${sequential.maxMs} ms`);

    // 2. A burst from many writers: throughput to all the streams.
    const eventsBefore = readers.reduce((n, r) => n + r.events, 0);
    const burstStart = performance.now();
    let next = DECISIONS;
    const end = DECISIONS * 2;
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      while (next < end) {
        const answer = await decide(next++);
        if (answer.status !== 200) throw new Error(`A decision answered ${answer.status}`);
      }
    }));
    await everyReaderHas(readers, end);
    const burstEnd = Math.max(...readers.map((r) => r.decisions[end - 1]!));
    const burstSeconds = (burstEnd - burstStart) / 1000;
    const burst = {
      streams: STREAMS, decisions: DECISIONS, writers: CONCURRENCY, seconds: round(burstSeconds, 2),
      decisionEventsPerSecond: round((STREAMS * DECISIONS) / burstSeconds, 0),
      allEventsPerSecond: round((readers.reduce((n, r) => n + r.events, 0) - eventsBefore) / burstSeconds, 0),
    };
    console.log(`${STREAMS} streams, ${DECISIONS} decisions from ${CONCURRENCY} writers at once: ${burst.decisionEventsPerSecond} decision events/s delivered (${burst.allEventsPerSecond} events/s of every type) in ${burst.seconds} s`);

    await mkdir(join(root, 'bench', 'results'), { recursive: true });
    await writeFile(join(root, 'bench', 'results', 'events.json'), `${JSON.stringify({ sequential, burst }, null, 2)}\n`);
  } finally {
    for (const reader of readers) reader.close();
    agent.destroy();
    await server.close();
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
