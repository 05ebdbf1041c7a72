/**
 * The two stores answer every list alike: the demo data (with a renamed dive master, a trip whose
 * person is gone and a run of log entries added) is opened as an embedded store and as a
 * PostgreSQL store, and every list of the one declaration (server/store/list-rows.ts `LISTS`), in
 * every scope (a path's fixed filter, the log's admin and dates), is asked the same pages, sorts,
 * searches and filters through the `Store` interface: both must answer the same bytes, and hand
 * the same rows to an export. A list added to `LISTS` is checked here without a line more.
 * Injection strings ride in every parameter.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import postgres from 'postgres';
import type { Sql } from 'postgres';
import { ACTIVITY_LIST_SPEC, LIST_SPECS, applyList, parseListParams } from '../../src/contract';
import type { ActivityEntry, ContactMessage, ListMeta, ListParams, ListSpec, PersonRef, Trip } from '../../src/contract';
import { EmbeddedStore } from '../../server/store/store';
import { openPgStore } from '../../server/store/pg-store';
import type { ListQuery, Store } from '../../server/store/interface';
import { LISTS } from '../../server/store/list-rows';
import type { ListDef } from '../../server/store/list-rows';
import type { Snapshot, StoredUser } from '../../server/store/types';
import { COLLECTIONS } from '../../server/store/types';
import { loadConfig } from '../../server/config';
import { buildSeed } from '../../server/seed';
import { listPageQuery, queryListPage } from '../../server/pg/list-query';
import { readAll } from '../../server/pg/records';
import { removeDir, tempDir } from '../helpers/server';
import { postgresSkip, startCluster } from '../helpers/postgres';
import type { TestCluster } from '../helpers/postgres';

const skip = postgresSkip();
if (skip) console.log(`# pg-lists skipped: ${skip}`);

/** Strings that would change a statement spliced together from input. */
const INJECTIONS = [
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  '") OR true --',
  '$1',
  '%',
  '_',
  '\\',
  "\\'; SELECT pg_sleep(10); --",
  'a%b_c\\d',
  "robert'); DELETE FROM list_rows; --",
];

/** Searches: words of the demo data with and without accents and case, other scripts, nothing. */
const SEARCHES = [
  'a e', 'García', 'garcia', 'GARCÍA', 'lucia', 'LUCÍA', 'hakon', 'Håkon', 'torbjørn', 'Élodie', 'elodie', 'muller', 'Müller',
  'أحمد', 'حسن', 'القحطاني', '王', '美玲', 'さくら', 'สมชาย', 'diving.test', '@', '+34', 'o’brien', "o'brien", 'dela cruz',
  'pending', 'reef', 'xyzzy-nothing', ' ', 'A', 'é',
  ...INJECTIONS,
];

/** Every page request of a list worth asking: paging edges, each sort both ways, searches, each filter value. */
function queriesOf(spec: ListSpec<unknown>): string[] {
  const queries = ['page=1', 'page=2&pageSize=5', 'page=3&pageSize=7&order=asc', 'page=1&pageSize=100', 'page=999999999', 'page=1&pageSize=1'];
  for (const field of Object.keys(spec.sort)) {
    queries.push(`page=1&pageSize=100&sort=${field}&order=asc`, `page=2&pageSize=9&sort=${field}&order=desc`);
  }
  for (const q of SEARCHES) queries.push(`page=1&pageSize=100&q=${encodeURIComponent(q)}`);
  queries.push(...filterQueries(spec));
  return queries;
}

/** Each filter value alone, and two filters with a term. */
function filterQueries(spec: ListSpec<unknown>): string[] {
  const queries: string[] = [];
  for (const [name, filter] of Object.entries(spec.filters)) {
    for (const value of filter.values) queries.push(`page=1&pageSize=50&${name}=${encodeURIComponent(value)}&sort=${Object.keys(spec.sort)[0]}`);
  }
  const filterNames = Object.keys(spec.filters);
  if (filterNames.length > 1) {
    const [a, b] = filterNames as [string, string];
    queries.push(`page=1&pageSize=100&q=a&${a}=${spec.filters[a]?.values[0]}&${b}=${spec.filters[b]?.values[1]}`);
  }
  return queries;
}

/** The few requests asked of every narrower scope, and of the export. */
function fewQueriesOf(spec: ListSpec<unknown>): string[] {
  const [sort] = Object.keys(spec.sort);
  return ['page=1&pageSize=100', `page=2&pageSize=5&sort=${sort}&order=asc`, 'page=1&pageSize=100&q=a%20e', ...filterQueries(spec)];
}

const ADMIN_ID = 'act-admin';
const FROM = '2026-01-01T00:00:10.000Z';
const TO = '2026-01-01T00:00:30.000Z';

/** The queries of `def`: the whole list, each value of its first filter fixed by a path, or the log's bounds. */
function scopesOf(def: ListDef): ListQuery[] {
  if (def.bounds) {
    return [null, { admin: ADMIN_ID, from: null, to: null }, { admin: null, from: FROM, to: TO }, { admin: ADMIN_ID, from: FROM, to: TO }].map(
      (bounds) => ({ list: def.name, admin: null, from: null, to: null, ...bounds }) as ListQuery,
    );
  }
  const [first] = Object.entries(def.spec.filters);
  const fixed = first ? first[1].values.map((value) => ({ filter: first[0], value })) : [];
  return [{ list: def.name } as ListQuery, ...fixed.map((f) => ({ list: def.name, fixed: f }) as ListQuery)];
}

/** Log entries of three admins over a minute: ties of `at`, names in several scripts, every kind. */
function logEntries(admins: readonly StoredUser[]): ActivityEntry[] {
  const actions = ['auth.signedIn', 'decision.approved', 'decision.rejected', 'auth.signedOut'];
  return Array.from({ length: 120 }, (_, i) => {
    const admin = i % 3 === 0 ? { id: ADMIN_ID, firstName: 'Lucía', lastName: 'Fernández' } : (admins[i % admins.length] as StoredUser);
    return {
      id: `act-${String(i).padStart(4, '0')}`,
      at: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(i / 3))).toISOString(),
      actor: { id: admin.id, name: `${admin.firstName} ${admin.lastName}` },
      action: (actions[i % actions.length] ?? 'auth.signedIn') as ActivityEntry['action'],
      record: i % 4 === 0 ? null : { kind: (i % 2 === 0 ? 'trip' : 'product') as never, id: `t${i}`, name: i % 7 === 0 ? '珊瑚礁 ダイブ' : `Reef ${i}` },
      changes: i % 3 === 0 ? [{ field: 'status', from: 'pending', to: 'approved' }] : [],
      address: `10.0.0.${i % 9}`,
    };
  });
}

/** The demo data, with a dive master renamed since his trips were written and a trip whose person is gone. */
async function demoSnapshot(): Promise<Snapshot> {
  const snapshot = await buildSeed(loadConfig({ DEMO: '1', HASH_COST: '10' }), Date.parse('2026-01-15T12:00:00.000Z'));
  const trip = snapshot.trips[0] as Trip;
  snapshot.users = snapshot.users.map((u) => (u.id === trip.diveMaster.id ? { ...u, firstName: 'Zoë', lastName: 'Ångström' } : u));
  const orphan: Trip = { ...(snapshot.trips[1] as Trip), id: 'orphan-trip', diveMaster: { id: 'u-gone', firstName: 'Ghost', lastName: 'Diver', email: 'ghost@diving.test' } as PersonRef };
  snapshot.trips = [...snapshot.trips, orphan];
  snapshot.activity = [...snapshot.activity, ...logEntries(snapshot.users.filter((u) => u.role === 'admin'))];
  return snapshot;
}

/** Every row `store` hands to an export of `query`. */
async function exported(store: Store, query: ListQuery, params: ListParams): Promise<unknown[]> {
  const rows: unknown[] = [];
  await store.eachRow(query, params, 40, async (batch) => {
    rows.push(...batch);
  });
  return rows;
}

describe('the embedded and the PostgreSQL store answer every list alike', { skip }, () => {
  let cluster: TestCluster;
  let embedded: Store;
  let pg: Store;
  let sql: Sql;
  let snapshot: Snapshot;
  const dir = tempDir('diving-lists-');

  before(async () => {
    [cluster, snapshot] = await Promise.all([startCluster(), demoSnapshot()]);
    const url = await cluster.createDatabase('lists');
    [embedded, pg] = await Promise.all([
      EmbeddedStore.open(dir, async () => snapshot, { listCacheBytes: 1_000_000 }).then((opened) => opened.store),
      openPgStore(url, loadConfig({}))(async () => snapshot),
    ]);
    sql = postgres(url, { max: 2, onnotice: () => undefined });
  });
  after(async () => {
    await Promise.all([embedded?.close(), pg?.close(), sql?.end()]);
    cluster?.destroy();
    removeDir(dir);
  });

  it('holds every record of the snapshot', async () => {
    for (const collection of COLLECTIONS) {
      const rows = await readAll(sql, collection);
      const byId = (a: { id: string }, b: { id: string }): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
      assert.deepEqual(rows, JSON.parse(JSON.stringify([...snapshot[collection]].sort(byId))), collection);
    }
    assert.ok(snapshot.users.length > 200 && snapshot.trips.length > 50 && snapshot.products.length > 50 && snapshot.news.length > 0 && snapshot.contact.length > 0);
  });

  for (const def of Object.values(LISTS)) {
    it(`${def.name}: every scope, page, sort, search and filter is the same answer, and the same export`, async () => {
      const spec = def.spec as ListSpec<unknown>;
      let nonEmpty = 0;
      for (const [i, query] of scopesOf(def).entries()) {
        const label = JSON.stringify(query);
        // The activity log is always paged (interface.ts): it has no whole array.
        if (!def.bounds) assert.equal((await pg.list(query, null)).toString(), (await embedded.list(query, null)).toString(), `${label} whole array`);
        for (const search of i === 0 ? queriesOf(spec) : fewQueriesOf(spec)) {
          const parsed = parseListParams(new URLSearchParams(search), spec);
          assert.ok('params' in parsed, search);
          const [mine, theirs] = await Promise.all([embedded.list(query, parsed.params), pg.list(query, parsed.params)]);
          assert.equal(theirs.toString(), mine.toString(), `${label} ?${search}`);
          if ((JSON.parse(mine.toString()) as { data: unknown[] }).data.length > 0) nonEmpty += 1;
        }
        for (const search of fewQueriesOf(spec)) {
          const parsed = parseListParams(new URLSearchParams(search), spec);
          assert.ok('params' in parsed, search);
          assert.deepEqual(await exported(pg, query, parsed.params), await exported(embedded, query, parsed.params), `${label} export ?${search}`);
        }
      }
      assert.ok(nonEmpty >= 10, `many requests have rows (${nonEmpty})`);
    });
  }

  it('accented, case-changed and other-script searches find the same rows as their plain forms', async () => {
    const page = (q: string) => queryListPage<{ id: string }>(sql, 'users', { page: 1, pageSize: 100, q, sort: null, order: 'desc', filters: {} });
    const plain = await page('garcia');
    assert.ok(plain.meta.total > 0, 'the demo data has a García');
    assert.deepEqual((await page('GARCÍA')).data, plain.data);
    for (const script of [/\p{Script=Arabic}/u, /\p{Script=Han}/u]) {
      const user = snapshot.users.find((u) => script.test(u.firstName));
      assert.ok(user, `the demo data has a name in ${script.source}`);
      const found = await page(user.lastName);
      assert.ok(found.data.some((row) => row.id === user.id), `${user.firstName} ${user.lastName} is found by last name`);
    }
  });

  it('injection strings as filter values, sort fields and list terms are only ever values', async () => {
    for (const evil of INJECTIONS) {
      const params: ListParams = { page: 1, pageSize: 10, q: evil, sort: evil, order: 'asc', filters: { status: evil, [evil]: evil } };
      const { string: text } = await listPageQuery(sql, 'trips', params).describe();
      assert.ok(evil.length <= 2 || !text.includes(evil), `the statement text never holds the input ${evil}`);
      const got = await queryListPage(sql, 'trips', params);
      assert.equal(got.meta.total, 0);
      assert.deepEqual(got.data, []);
    }
    for (const evil of INJECTIONS) {
      for (const name of ['page', 'pageSize', 'sort', 'order', 'status', 'category', 'condition']) {
        const parsed = parseListParams(new URLSearchParams({ page: '1', [name]: evil }), LIST_SPECS.products as ListSpec<unknown>);
        assert.ok('errors' in parsed, `${name}=${evil} is refused before any store is asked`);
      }
    }
    const nul = await queryListPage(sql, 'users', { page: 1, pageSize: 10, q: 'a\u0000b', sort: null, order: 'asc', filters: {} });
    assert.equal(nul.meta.total, 0, 'a NUL in a term matches nothing (PostgreSQL text holds none)');
    const [{ count }] = await sql<{ count: number }[]>`SELECT count(*)::integer AS count FROM users`;
    assert.equal(count, snapshot.users.length, 'the users are all still there');
  });
  it('a trip shows and sorts by its dive master as the users collection has them now, and by the stored person when that user is gone', async () => {
    const resolve = (t: Trip): Trip => {
      const u = snapshot.users.find((x) => x.id === t.diveMaster.id);
      return u ? { ...t, diveMaster: { id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email } } : t;
    };
    const rows = [...snapshot.trips].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? 1 : -1)).map(resolve);
    const renamed = snapshot.users.find((u) => u.firstName === 'Zoë');
    assert.ok(renamed);
    for (const q of ['angstrom', 'zoe', 'ghost', 'ghost@diving', renamed.email, '']) {
      for (const order of ['asc', 'desc'] as const) {
        const params: ListParams = { page: 1, pageSize: 100, q, sort: 'diveMaster', order, filters: {} };
        const expected = JSON.parse(JSON.stringify({ success: true, ...applyList(rows, params, LIST_SPECS.trips) }));
        for (const store of [embedded, pg]) assert.deepEqual(JSON.parse((await store.list({ list: 'trips' }, params)).toString()), expected, `q=${q} ${order}`);
      }
    }
    assert.ok(rows.some((t) => t.id === 'orphan-trip' && t.diveMaster.firstName === 'Ghost'), 'the trip keeps its stored person');
  });

  it('the activity list, with its admin and time range, equals the contract function over the same entries', async () => {
    const sorted = [...snapshot.activity].sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1));
    const queries = ['page=1', 'page=2&pageSize=13&sort=actor&order=asc', 'page=1&pageSize=100&q=lucia', 'page=1&pageSize=100&q=珊瑚', 'page=1&kind=trip&sort=action', `page=1&action=decision.approved&q=${encodeURIComponent("' OR 1=1 --")}`];
    for (const range of [{ admin: null, from: null, to: null }, { admin: ADMIN_ID, from: FROM, to: TO }]) {
      const rows = sorted.filter((e) => (range.admin === null || e.actor.id === range.admin) && (range.from === null || e.at >= range.from) && (range.to === null || e.at <= range.to));
      for (const query of queries) {
        const parsed = parseListParams(new URLSearchParams(query), ACTIVITY_LIST_SPEC);
        assert.ok('params' in parsed, query);
        const expected = JSON.parse(JSON.stringify({ success: true, ...applyList(rows, parsed.params, ACTIVITY_LIST_SPEC) }));
        for (const store of [embedded, pg]) {
          assert.deepEqual(JSON.parse((await store.list({ list: 'activity', ...range }, parsed.params)).toString()), expected, `${query} ${JSON.stringify(range)}`);
        }
      }
    }
  });

  it('a write to a record changes its rows in both stores alike', async () => {
    const trip = snapshot.trips[2] as Trip;
    const changed: Trip = { ...trip, title: 'Ωmega wreck', status: 'rejected' };
    await Promise.all([embedded.transact((tx) => tx.put('trips', changed)), pg.transact((tx) => tx.put('trips', changed))]);
    try {
      const params: ListParams = { page: 1, pageSize: 10, q: 'ωmega', sort: 'title', order: 'asc', filters: { status: 'rejected' } };
      const [mine, theirs] = await Promise.all([embedded.list({ list: 'trips' }, params), pg.list({ list: 'trips' }, params)]);
      assert.equal(theirs.toString(), mine.toString());
      assert.deepEqual((JSON.parse(mine.toString()) as { data: Trip[] }).data.map((t) => t.id), [trip.id]);
    } finally {
      await Promise.all([embedded.transact((tx) => tx.put('trips', trip)), pg.transact((tx) => tx.put('trips', trip))]);
    }
  });
});

describe('the two stores stop counting at 10,000 alike', { skip }, () => {
  let cluster: TestCluster;
  let embedded: Store;
  let pg: Store;
  let sql: Sql;
  const dir = tempDir('diving-lists-cap-');
  const ROWS = 10_050;
  /** 10,030 new messages, 15 in progress, 5 resolved; five of them (the resolved) say "unusual". */
  const statusOf = (i: number): ContactMessage['status'] => (i < 10_030 ? 'new' : i < 10_045 ? 'in_progress' : 'resolved');
  const messages: ContactMessage[] = Array.from({ length: ROWS }, (_, i) => ({
    id: `m-${String(i).padStart(5, '0')}`, name: `Sender ${i}`, email: `s${i}@example.test`, phone: null, subject: 'A question',
    message: i >= 10_045 ? 'An unusual request' : 'Common words', status: statusOf(i),
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(), updatedAt: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
  }));

  before(async () => {
    cluster = await startCluster();
    const url = await cluster.createDatabase('capped');
    const snapshot: Snapshot = { users: [], trips: [], products: [], news: [], legal: [], siteContact: [], contact: messages, activity: [] };
    [embedded, pg] = await Promise.all([
      EmbeddedStore.open(dir, async () => snapshot, { listCacheBytes: 1_000_000 }).then((opened) => opened.store),
      openPgStore(url, loadConfig({}))(async () => snapshot),
    ]);
    sql = postgres(url, { max: 1, onnotice: () => undefined });
  });
  after(async () => {
    await Promise.all([embedded?.close(), pg?.close(), sql?.end()]);
    cluster?.destroy();
    removeDir(dir);
  });

  /** The page of `query` on both stores: the same bytes, and its meta. */
  async function both(query: string): Promise<{ data: ContactMessage[]; meta: ListMeta }> {
    const parsed = parseListParams(new URLSearchParams(query), LIST_SPECS.contact);
    assert.ok('params' in parsed);
    const [a, b] = await Promise.all([embedded.list({ list: 'contact' }, parsed.params), pg.list({ list: 'contact' }, parsed.params)]);
    assert.equal(b.toString('utf8'), a.toString('utf8'), query);
    return JSON.parse(a.toString('utf8')) as { data: ContactMessage[]; meta: ListMeta };
  }

  it('says "at least 10,000" past the cap, for the total and each facet count, and exact counts below it', async () => {
    const { meta } = await both('page=1');
    assert.equal(meta.total, 10_000);
    assert.equal(meta.totalAtLeast, true);
    assert.deepEqual(meta.facets, { status: { new: 10_000, in_progress: 15, resolved: 5, archived: 0 } });
    assert.deepEqual(meta.facetsAtLeast, { status: ['new'] });
  });

  it('counts a rare word and a filtered page exactly, with no "at least"', async () => {
    const rare = await both('page=1&q=unusual');
    assert.deepEqual(rare.meta, { total: 5, page: 1, pageSize: 25, facets: { status: { new: 0, in_progress: 0, resolved: 5, archived: 0 } } });
    const resolved = await both('page=1&status=resolved');
    assert.equal(resolved.meta.total, 5);
    assert.equal(resolved.meta.totalAtLeast, undefined);
    assert.deepEqual(resolved.meta.facetsAtLeast, { status: ['new'] }, 'the other statuses are counted over every row still');
  });

  it('a whole word past the cap is "at least 10,000" from the words index, and a part of a word counts the same by its text', async () => {
    const statement = async (query: string) => {
      const parsed = parseListParams(new URLSearchParams(query), LIST_SPECS.contact);
      assert.ok('params' in parsed);
      return (await listPageQuery(sql, 'contact', parsed.params).describe()).string;
    };
    assert.match(await statement('page=1&q=common'), /list_row_words/, 'a whole word asks the words index');
    const parsed = parseListParams(new URLSearchParams('page=1&q=common'), LIST_SPECS.contact);
    assert.ok('params' in parsed);
    const plan = (await sql<{ 'QUERY PLAN': string }[]>`EXPLAIN (ANALYZE) ${listPageQuery(sql, 'contact', parsed.params)}`).map((row) => row['QUERY PLAN']).join('\n');
    // The total's count by the text is never run: the words index alone passed the cap.
    assert.match(plan, /Bitmap Index Scan on list_rows_words/);
    assert.match(plan, /never executed/);
    assert.doesNotMatch(await statement('page=1&q=common%20w%C3%B6rds%2C'), /list_row_words/, 'a term that is no whole word does not');
    const expected = { status: { new: 10_000, in_progress: 15, resolved: 0, archived: 0 } };
    // "common" and "sender 1" are whole words of 10,030 new messages; "ommon" and "omm" only parts of them.
    for (const query of ['q=common', 'q=COMMON%20words', 'q=ommon', 'q=omm%20ords']) {
      const { meta } = await both(`page=1&${query}`);
      assert.equal(meta.total, 10_000, query);
      assert.equal(meta.totalAtLeast, true, query);
      assert.deepEqual(meta.facets, expected, query);
      assert.deepEqual(meta.facetsAtLeast, { status: ['new'] }, query);
    }
    const kept = await both('page=1&q=common&status=new');
    assert.equal(kept.meta.totalAtLeast, true);
    const few = await both('page=1&q=common&status=in_progress');
    assert.equal(few.meta.total, 15, 'under the cap the rows are counted, not bounded');
    assert.equal(few.meta.totalAtLeast, undefined);
    const everyone = await both('page=1&q=sender');
    assert.deepEqual(everyone.meta.facets, { status: { new: 10_000, in_progress: 15, resolved: 5, archived: 0 } });
  });

  it('pages on past 10,000 rows to the real end', async () => {
    const last = await both('page=402&order=asc&sort=createdAt');
    assert.deepEqual(last.data.map((m) => m.id), messages.slice(10_025).map((m) => m.id));
    assert.equal(last.meta.totalAtLeast, true);
    const past = await both('page=403&order=asc&sort=createdAt');
    assert.deepEqual(past.data, []);
  });
});
