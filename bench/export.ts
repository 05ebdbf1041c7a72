/**
 * `npm run bench:export`: the server's memory while it exports 100,000 rows as CSV (docs/api.md
 * "Export"). The server runs in this process on a store seeded with the normal demo data plus
 * BENCH_EXPORT_ROWS (default 100,000) contact messages; an admin exports `GET /contact/?format=csv`
 * three ways while `process.memoryUsage()` is sampled every 5 ms:
 *   1. read as fast as the socket goes;
 *   2. read by a client that stops for 2 s after the first chunk (backpressure: the server must wait,
 *      not queue the rest of the file in memory);
 *   3. for contrast, the same rows as one JSON answer (`GET /contact/` without `page`), which is
 *      built whole in memory.
 * It prints RSS and heap before (after a GC), at the peak during the answer, and after (after a
 * GC), for the embedded store, then for PostgreSQL when its binaries are there (a throwaway
 * cluster, as the tests use; `--embedded` skips it). Run with `node --expose-gc` (the npm script
 * does) for the before and after figures to be settled ones.
 */
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../server/app';
import { loadConfig } from '../server/config';
import { EmbeddedStore } from '../server/store/store';
import { openPgStore } from '../server/store/pg-store';
import type { OpenStore, Store } from '../server/store/interface';
import type { Snapshot } from '../server/store/types';
import type { ContactMessage, ContactStatus } from '../src/contract';
import { postgresSkip, startCluster } from '../test/helpers/postgres';

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const ADMIN = { email: 'admin@diving.test', password: 'diving-admin' };
const STATUSES: readonly ContactStatus[] = ['new', 'in_progress', 'resolved', 'archived'];
const MB = 1024 * 1024;

/** `ROWS` contact messages of some 300 bytes each, newest first from `now`. */
function messages(now: number): ContactMessage[] {
  return Array.from({ length: ROWS }, (_, i) => {
    const at = new Date(now - i * 60_000).toISOString();
    return {
      id: `bench_${i.toString(36).padStart(6, '0')}`,
      name: `Diver ${i}`,
      email: `diver${i}@bench.test`,
      phone: i % 3 === 0 ? null : `+34 600 ${String(i).padStart(6, '0')}`,
      subject: `Question ${i} about a liveaboard, "with quotes"`,
      message: `Hello, I would like to know whether the trip of week ${i % 52} still has room for two divers. ${'Thanks! '.repeat(20)}`,
      status: STATUSES[i % STATUSES.length] as ContactStatus,
      createdAt: at,
      updatedAt: at,
    };
  });
}

const seedWithRows = (seed: () => Promise<Snapshot>) => async (): Promise<Snapshot> => {
  const snapshot = await seed();
  return { ...snapshot, contact: [...snapshot.contact, ...messages(Date.now())] };
};

interface Memory {
  rss: number;
  heap: number;
}

function memory(): Memory {
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heap: heapUsed };
}

function settled(): Memory {
  (globalThis as { gc?: () => void }).gc?.();
  return memory();
}

/** GETs `path` with the bearer; counts bytes and lines; `pauseMs` stops reading after the first chunk. */
function fetchCounting(base: string, path: string, token: string, pauseMs = 0): Promise<{ status: number; bytes: number; lines: number }> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      let bytes = 0;
      let lines = 0;
      let paused = false;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) lines += 1;
        if (pauseMs > 0 && !paused) {
          paused = true;
          res.pause();
          setTimeout(() => res.resume(), pauseMs);
        }
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, lines }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function measure(label: string, run: () => Promise<{ status: number; bytes: number; lines: number }>): Promise<void> {
  const before = settled();
  let peak = before;
  const sampler = setInterval(() => {
    const now = memory();
    peak = { rss: Math.max(peak.rss, now.rss), heap: Math.max(peak.heap, now.heap) };
  }, 5);
  const started = performance.now();
  const answer = await run();
  const ms = performance.now() - started;
  clearInterval(sampler);
  const end = memory();
  peak = { rss: Math.max(peak.rss, end.rss), heap: Math.max(peak.heap, end.heap) };
  const after = settled();
  const f = (m: Memory) => `RSS ${(m.rss / MB).toFixed(0)} MB, heap ${(m.heap / MB).toFixed(0)} MB`;
  console.log(`  ${label}: ${answer.status}, ${(answer.bytes / MB).toFixed(1)} MB, ${answer.lines.toLocaleString('en')} lines in ${(ms / 1000).toFixed(1)} s`);
  console.log(`    before ${f(before)} · peak ${f(peak)} (+${((peak.rss - before.rss) / MB).toFixed(0)} MB RSS, +${((peak.heap - before.heap) / MB).toFixed(0)} MB heap) · after ${f(after)}`);
}

async function bench(name: string, openStore: (seed: () => Promise<Snapshot>) => Promise<Store>, dataDir: string, databaseUrl: string | null): Promise<void> {
  const server = await startServer(
    { port: 0, host: '127.0.0.1', dataDir, databaseUrl, demo: true, staticDir: null, log: false },
    { openStore: ((seed) => openStore(seedWithRows(seed))) as OpenStore },
  );
  try {
    const login = await fetch(`${server.url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const { data } = (await login.json()) as { data: { accessToken: string } };
    const token = data.accessToken;
    console.log(`${name}: ${ROWS.toLocaleString('en')} contact messages (+ the demo's own)`);
    await measure('CSV, read at full speed', () => fetchCounting(server.url, '/api/v1/contact/?format=csv&lang=en', token));
    await measure('CSV, the reader stops 2 s', () => fetchCounting(server.url, '/api/v1/contact/?format=csv&lang=en', token, 2000));
    await measure('JSON, whole array (contrast)', () => fetchCounting(server.url, '/api/v1/contact/', token));
  } finally {
    await server.close();
  }
}

const config = loadConfig({});
const embeddedDir = await mkdtemp(join(tmpdir(), 'diving-bench-export-'));
try {
  await bench('Embedded store', async (seed) => (await EmbeddedStore.open(embeddedDir, seed, { listCacheBytes: config.listCacheBytes })).store, embeddedDir, null);
} finally {
  await rm(embeddedDir, { recursive: true, force: true });
}

const skip = process.argv.includes('--embedded') ? 'asked with --embedded' : postgresSkip();
if (skip) console.log(`PostgreSQL: skipped (${skip})`);
else {
  const cluster = await startCluster();
  const dataDir = await mkdtemp(join(tmpdir(), 'diving-bench-export-pg-'));
  try {
    const url = await cluster.createDatabase('bench_export');
    await bench('PostgreSQL', (seed) => openPgStore(url, { ...config, databaseUrl: url })(seed), dataDir, url);
  } finally {
    cluster.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
}
