/**
 * Lists at a million rows on PostgreSQL: `npm run bench:lists-scale` (docs/performance.md, "Lists
 * at a million rows"). A throwaway PostgreSQL 15 cluster (test/helpers/postgres.ts, `fsync` on,
 * `shared_buffers` 1GB: room for the list rows and their indexes) gets the large demo set from a real server process (5,000 trips written
 * by the server itself), then its trips are copied in SQL up to BENCH_TRIPS (1,000,000): each copy
 * is a real trip's record and `list_rows` row under a new id, its `createdAt` moved back by some
 * minutes and its title given one more word (`k` and four hex digits, so about 15 copies share one:
 * the rare words), with the list row's search text, sort keys and order key changed exactly as the
 * server would write them (checked on a sample against `listRowOf`). Then, through a real server
 * process, one client asks `GET /trips/all-trips/approved?q=<word>&page=1..3&pageSize=25` (searched,
 * filtered by the path, sorted newest first) BENCH_REQUESTS (300) times per word, for a common word
 * and a rare one, and prints p50/p99 with the answer's counts, then the `EXPLAIN (ANALYZE, BUFFERS)`
 * of both statements.
 *
 * DATABASE_URL: use that database instead (loaded once: a database already holding the trips is
 * not loaded again). BENCH_KEEP=1 leaves the throwaway cluster running and prints its URL.
 */
import { performance } from 'node:perf_hooks';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import type { Sql } from 'postgres';
import { parseListParams } from '../src/contract';
import type { Trip } from '../src/contract';
import { listPageQuery, personsMatching } from '../server/pg/list-query';
import { listRowOf } from '../server/pg/list-defs';
import { LISTS } from '../server/store/list-rows';
import { startCluster } from '../test/helpers/postgres';
import type { TestCluster } from '../test/helpers/postgres';
import { agent, call, pct, signIn, startServer, stopServer } from './server-pg';

const TRIPS = Number(process.env.BENCH_TRIPS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARM_UP = 20;
/** A word of many trips' titles and places, and one of the copies' rare title words. */
const WORDS = { common: process.env.BENCH_COMMON ?? 'reef', rare: process.env.BENCH_RARE ?? 'k2f1a' };
const TARGETS = { p50: 50, p99: 250 };

/** The tag word and createdAt of copy `g` of trip `id` (the same expressions for the record and its list row). */
const COPY_COLUMNS = `
  'k' || lpad(to_hex(abs(hashtext(t.id || '~' || g)) % 65536), 4, '0') AS tag,
  to_char((((t.doc->>'createdAt')::timestamptz - g * interval '7 minutes') AT TIME ZONE 'UTC'), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created`;

/** Copies the server-written trips and their list rows until there are about `target`; answers the count. */
async function scaleTrips(sql: Sql, target: number): Promise<number> {
  const [row] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM trips WHERE id NOT LIKE '%~%'`;
  const base = row?.n ?? 0;
  const copies = Math.max(0, Math.ceil(target / Math.max(1, base)) - 1);
  await sql.begin(async (tx) => {
    await tx.unsafe(`
      INSERT INTO trips (id, doc, raw)
      SELECT t.id || '~' || g,
        jsonb_set(jsonb_set(jsonb_set(t.doc, '{id}', to_jsonb(t.id || '~' || g)), '{title}', to_jsonb((t.doc->>'title') || ' ' || c.tag)), '{createdAt}', to_jsonb(c.created)),
        NULL
      FROM trips t CROSS JOIN generate_series(1, $1::int) g CROSS JOIN LATERAL (SELECT ${COPY_COLUMNS}) c
      WHERE t.id NOT LIKE '%~%'`, [copies]);
    await tx.unsafe(`
      INSERT INTO list_rows (list, id, search, person_id, ref_search, ref_key, filters, keys, order_key)
      SELECT r.list, r.id || '~' || g, regexp_replace(r.search, '^([^\\n]*)', '\\1 ' || c.tag), r.person_id, r.ref_search, r.ref_key, r.filters,
        jsonb_set(jsonb_set(r.keys, '{title}', to_jsonb((r.keys->>'title') || ' ' || c.tag)), '{createdAt}', to_jsonb(lower(c.created))),
        c.created
      FROM list_rows r JOIN trips t ON t.id = r.id AND r.list = 'trips'
        CROSS JOIN generate_series(1, $1::int) g CROSS JOIN LATERAL (SELECT ${COPY_COLUMNS}) c
      WHERE r.id NOT LIKE '%~%'`, [copies]);
  });
  await sql`VACUUM ANALYZE`;
  const [after] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM trips`;
  return after?.n ?? 0;
}

/** Throws unless a sample of the copies' list rows is what the server would write for their records. */
async function checkCopies(sql: Sql): Promise<void> {
  const rows = await sql<{ raw: string; search: string; keys: unknown; order_key: string; filters: unknown }[]>`
    SELECT t.doc::text AS raw, r.search, r.keys, r.order_key, r.filters FROM trips t JOIN list_rows r ON r.list = 'trips' AND r.id = t.id
    WHERE t.id LIKE '%~%' ORDER BY t.id LIMIT 50`;
  for (const row of rows) {
    const expected = listRowOf(LISTS.trips, JSON.parse(row.raw) as Trip);
    // jsonb keeps an object's keys in an order of its own: compare them sorted.
    const sorted = (value: unknown): unknown => Object.fromEntries(Object.entries(value as object).sort(([a], [b]) => (a < b ? -1 : 1)));
    const stored = { search: row.search, keys: sorted(row.keys), order_key: row.order_key, filters: sorted(row.filters) };
    const wanted = { search: expected?.search, keys: sorted(expected?.keys), order_key: expected?.order_key, filters: sorted(expected?.filters) };
    if (JSON.stringify(stored) !== JSON.stringify(wanted)) throw new Error(`A copied list row differs from the server's:\n${JSON.stringify(stored)}\n${JSON.stringify(wanted)}`);
  }
}

const pathOf = (q: string, page: number): string => `/trips/all-trips/approved?page=${page}&pageSize=25&q=${encodeURIComponent(q)}`;

interface WordFigure {
  word: string;
  p50: number;
  p99: number;
  total: number;
  totalAtLeast: boolean;
  facets: string;
}

async function measure(base: string, token: string, word: string): Promise<WordFigure> {
  const times: number[] = [];
  let meta: { total: number; totalAtLeast?: boolean; facets: Record<string, Record<string, number>>; facetsAtLeast?: Record<string, string[]> } | undefined;
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    const res = await call(base, 'GET', `/api/v1${pathOf(word, 1 + (i % 3))}`, token);
    if (res.status !== 200) throw new Error(`status ${res.status}: ${res.text}`);
    if (i >= WARM_UP) times.push(res.ms);
    if (i === 0) meta = (JSON.parse(res.text) as { meta: typeof meta }).meta;
  }
  const status = meta?.facets.status ?? {};
  const facets = Object.entries(status).map(([value, n]) => `${value} ${n.toLocaleString('en')}${meta?.facetsAtLeast?.status?.includes(value) ? '+' : ''}`).join(', ');
  return { word, p50: pct(times, 50), p99: pct(times, 99), total: meta?.total ?? 0, totalAtLeast: meta?.totalAtLeast === true, facets };
}

/** The plan of the page statement of `word` (its first page), as the server sends it. */
async function explain(sql: Sql, word: string): Promise<string> {
  const parsed = parseListParams(new URLSearchParams(`page=1&pageSize=25&q=${encodeURIComponent(word)}`), LISTS.trips.spec);
  if (!('params' in parsed)) throw new Error('bad list query');
  const params = { ...parsed.params, filters: { status: 'approved' } };
  const persons = await personsMatching(sql, LISTS.trips, params);
  const rows = await sql<{ 'QUERY PLAN': string }[]>`EXPLAIN (ANALYZE, BUFFERS) ${listPageQuery(sql, 'trips', params, undefined, persons)}`;
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

async function main(): Promise<void> {
  let cluster: TestCluster | undefined;
  const keep = process.env.BENCH_KEEP === '1';
  const dir = await mkdtemp(join(tmpdir(), 'diving-bench-scale-'));
  let url = process.env.DATABASE_URL;
  try {
    if (!url) {
      cluster = await startCluster({ fsync: true, maxConnections: 100, sharedBuffers: '1GB' });
      url = await cluster.createDatabase('bench_lists');
    }
    const env = { DATABASE_URL: url, DATA_DIR: dir, PORT: '0' };
    const sql = postgres(url, { max: 1, onnotice: () => undefined, connection: { jit: 'off', plan_cache_mode: 'force_custom_plan' } });
    try {
      const first = await startServer(env);
      await stopServer(first);
      const [row] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM trips`;
      let trips = row?.n ?? 0;
      if (trips < TRIPS * 0.9) {
        const t = performance.now();
        trips = await scaleTrips(sql, TRIPS);
        console.log(`copied the trips up to ${trips.toLocaleString('en')} in SQL, then VACUUM ANALYZE: ${((performance.now() - t) / 1000).toFixed(1)} s`);
      }
      await checkCopies(sql);
      const server = await startServer(env);
      const figures: WordFigure[] = [];
      try {
        const token = await signIn(server.url);
        for (const word of [WORDS.common, WORDS.rare]) figures.push(await measure(server.url, token, word));
      } finally {
        await stopServer(server);
      }
      console.log(`\n${trips.toLocaleString('en')} trips; GET ${pathOf('<word>', 1)} (pages 1–3 in turn), one client, ${REQUESTS} requests a word after ${WARM_UP}:\n`);
      console.log('| word | matching approved trips (`meta.total`) | facets (status) | p50 | p99 | target |');
      console.log('|---|---|---|---|---|---|');
      for (const [kind, f] of [['common', figures[0]], ['rare', figures[1]]] as const) {
        if (!f) continue;
        const met = f.p50 <= TARGETS.p50 && f.p99 <= TARGETS.p99 ? 'met' : 'NOT met';
        console.log(`| ${kind}: \`${f.word}\` | ${f.totalAtLeast ? `${f.total.toLocaleString('en')}+ (\`totalAtLeast\`)` : f.total.toLocaleString('en')} | ${f.facets} | ${f.p50.toFixed(1)} ms | ${f.p99.toFixed(1)} ms | p50 ≤ ${TARGETS.p50} ms, p99 ≤ ${TARGETS.p99} ms: ${met} |`);
      }
      for (const word of [WORDS.common, WORDS.rare]) console.log(`\nEXPLAIN (ANALYZE, BUFFERS), q=${word}, page 1:\n\n${await explain(sql, word)}`);
    } finally {
      await sql.end();
    }
  } finally {
    agent.destroy();
    await rm(dir, { recursive: true, force: true });
    if (cluster && keep) console.log(`\nThe cluster keeps running: ${url} (folder ${cluster.dir})`);
    else cluster?.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
