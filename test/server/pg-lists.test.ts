/**
 * The PostgreSQL list query against the embedded store's lists: the demo data of a real server
 * (embedded store) is copied into PostgreSQL, then every list request of a table is answered by
 * both, the server over HTTP and `queryListPage` with one SQL statement, and the answers must be
 * equal row for row, with equal totals and facets. Injection strings ride in every parameter.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import postgres from 'postgres';
import type { Sql } from 'postgres';
import { ACTIVITY_LIST_SPEC, LIST_SPECS, applyList, parseListParams } from '../../src/contract';
import type { ActivityEntry, ListMeta, ListParams, ListSpec, PersonRef, Trip } from '../../src/contract';
import { EmbeddedStore } from '../../server/store/store';
import type { Snapshot } from '../../server/store/types';
import { COLLECTIONS } from '../../server/store/types';
import { migrate } from '../../server/pg/migrate';
import { buildListQuery, queryListAll, queryListPage } from '../../server/pg/list-query';
import type { PgListName } from '../../server/pg/list-defs';
import { putRecords, readAll, removeRecords, writeSnapshot } from '../../server/pg/records';
import { startTestServer } from '../helpers/server';
import type { TestServer } from '../helpers/server';
import { api } from '../helpers/api-client';
import { expectOk } from '../helpers/api-asserts';
import { login } from '../helpers/accounts';
import { postgresSkip, startCluster } from '../helpers/postgres';
import type { TestCluster } from '../helpers/postgres';

const skip = postgresSkip();
if (skip) console.log(`# pg-lists skipped: ${skip}`);

/** A list endpoint and the PostgreSQL list answering it. */
interface Endpoint {
  path: string;
  list: PgListName;
  spec: ListSpec<unknown>;
  fixed?: { filter: string; value: string };
}

const ENDPOINTS: Endpoint[] = [
  { path: '/users/', list: 'users', spec: LIST_SPECS.users as ListSpec<unknown> },
  { path: '/users/dive-buddy', list: 'users', spec: LIST_SPECS.users as ListSpec<unknown>, fixed: { filter: 'role', value: 'diver' } },
  { path: '/users/dive-master/all', list: 'diveMasters', spec: LIST_SPECS.diveMasters as ListSpec<unknown> },
  { path: '/users/dive-master/pending', list: 'diveMasters', spec: LIST_SPECS.diveMasters as ListSpec<unknown>, fixed: { filter: 'status', value: 'pending' } },
  { path: '/trips/', list: 'trips', spec: LIST_SPECS.trips as ListSpec<unknown> },
  { path: '/trips/all-trips/rejected', list: 'trips', spec: LIST_SPECS.trips as ListSpec<unknown>, fixed: { filter: 'status', value: 'rejected' } },
  { path: '/products/', list: 'products', spec: LIST_SPECS.products as ListSpec<unknown> },
  { path: '/products/all-products/approved', list: 'products', spec: LIST_SPECS.products as ListSpec<unknown>, fixed: { filter: 'status', value: 'approved' } },
  { path: '/news/', list: 'news', spec: LIST_SPECS.news as ListSpec<unknown> },
  { path: '/contact/', list: 'contact', spec: LIST_SPECS.contact as ListSpec<unknown> },
];

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

function queriesOf(endpoint: Endpoint): string[] {
  const queries = ['page=1', 'page=2&pageSize=5', 'page=3&pageSize=7&order=asc', 'page=1&pageSize=100', 'page=999999999', 'page=1&pageSize=1'];
  for (const field of Object.keys(endpoint.spec.sort)) {
    queries.push(`page=1&pageSize=100&sort=${field}&order=asc`, `page=2&pageSize=9&sort=${field}&order=desc`);
  }
  for (const q of SEARCHES) queries.push(`page=1&pageSize=100&q=${encodeURIComponent(q)}`);
  for (const [name, filter] of Object.entries(endpoint.spec.filters)) {
    for (const value of filter.values) queries.push(`page=1&pageSize=50&${name}=${encodeURIComponent(value)}&sort=${Object.keys(endpoint.spec.sort)[0]}`);
  }
  const filterNames = Object.keys(endpoint.spec.filters);
  if (filterNames.length > 1) {
    const [a, b] = filterNames as [string, string];
    queries.push(`page=1&pageSize=100&q=a&${a}=${endpoint.spec.filters[a]?.values[0]}&${b}=${endpoint.spec.filters[b]?.values[1]}`);
  }
  return queries;
}

describe('PostgreSQL lists answer like the embedded store', { skip }, () => {
  let cluster: TestCluster;
  let server: TestServer;
  let token: string;
  let sql: Sql;
  let snapshot: Snapshot;

  before(async () => {
    [cluster, server] = await Promise.all([startCluster(), startTestServer()]);
    token = (await login(server)).token;
    // The server's own records, read from its data folder: the same rows in both stores.
    const { store } = await EmbeddedStore.open(server.dataDir, () => Promise.reject(new Error('the store exists')), { listCacheBytes: 0 });
    snapshot = Object.fromEntries(await Promise.all(COLLECTIONS.map(async (c) => [c, await store.find(c)]))) as Snapshot;
    await store.close();
    sql = postgres(await cluster.createDatabase('lists'), { max: 4, onnotice: () => undefined });
    await migrate(sql);
    await writeSnapshot(sql, snapshot);
  });
  after(async () => {
    await sql?.end();
    await server?.close();
    cluster?.destroy();
  });

  it('holds every record of the snapshot', async () => {
    for (const collection of COLLECTIONS) {
      const rows = await readAll(sql, collection);
      const byId = (a: { id: string }, b: { id: string }): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
      assert.deepEqual(rows, JSON.parse(JSON.stringify([...snapshot[collection]].sort(byId))), collection);
    }
    assert.ok(snapshot.users.length > 200 && snapshot.trips.length > 50 && snapshot.products.length > 50 && snapshot.news.length > 0 && snapshot.contact.length > 0);
  });

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.path}: every page, sort, search, filter and paging edge equals the server's`, async () => {
      const whole = expectOk(await api<unknown[]>(server, 'GET', endpoint.path, { token }));
      assert.deepEqual(await queryListAll(sql, endpoint.list, endpoint.fixed), whole, `${endpoint.path} whole array`);
      let compared = 0;
      let nonEmpty = 0;
      for (const query of queriesOf(endpoint)) {
        const res = await api<unknown[]>(server, 'GET', `${endpoint.path}?${query}`, { token });
        const data = expectOk(res);
        const meta = (res.body as unknown as { meta: ListMeta }).meta;
        const parsed = parseListParams(new URLSearchParams(query), endpoint.spec);
        assert.ok('params' in parsed, query);
        const params: ListParams = endpoint.fixed ? { ...parsed.params, filters: { ...parsed.params.filters, [endpoint.fixed.filter]: endpoint.fixed.value } } : parsed.params;
        const got = await queryListPage(sql, endpoint.list, params);
        assert.deepEqual(got.meta, meta, `${endpoint.path}?${query} meta`);
        assert.deepEqual(got.data, data, `${endpoint.path}?${query} rows`);
        compared += 1;
        if (data.length > 0) nonEmpty += 1;
      }
      assert.ok(nonEmpty >= 20, `many requests have rows (${nonEmpty} of ${compared})`);
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
      const built = buildListQuery('trips', params);
      assert.ok(evil.length <= 2 || !built.text.includes(evil), `the statement text never holds the input ${evil}`);
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

  it('a trip shows and sorts by its dive master as the users table has them now, and by the stored person when that user is gone', async () => {
    const trip = snapshot.trips[0] as Trip;
    const owner = snapshot.users.find((u) => u.id === trip.diveMaster.id);
    assert.ok(owner);
    const renamed = { ...owner, firstName: 'Zoë', lastName: 'Ångström' };
    const orphan: Trip = { ...(snapshot.trips[1] as Trip), id: 'orphan-trip', diveMaster: { id: 'u-gone', firstName: 'Ghost', lastName: 'Diver', email: 'ghost@diving.test' } as PersonRef };
    await sql.begin(async (tx) => {
      await putRecords(tx, 'users', [renamed]);
      await putRecords(tx, 'trips', [orphan]);
    });
    try {
      const users = snapshot.users.map((u) => (u.id === renamed.id ? renamed : u));
      const resolve = (t: Trip): Trip => {
        const u = users.find((x) => x.id === t.diveMaster.id);
        return u ? { ...t, diveMaster: { id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email } } : t;
      };
      const rows = [...snapshot.trips, orphan]
        .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? 1 : -1))
        .map(resolve);
      for (const q of ['angstrom', 'zoe', 'ghost', 'ghost@diving', owner.lastName, '']) {
        for (const order of ['asc', 'desc'] as const) {
          const params: ListParams = { page: 1, pageSize: 100, q, sort: 'diveMaster', order, filters: {} };
          const expected = applyList(rows, params, LIST_SPECS.trips);
          assert.deepEqual(await queryListPage(sql, 'trips', params), JSON.parse(JSON.stringify(expected)), `q=${q} ${order}`);
        }
      }
    } finally {
      await sql.begin(async (tx) => {
        await putRecords(tx, 'users', [owner]);
        await removeRecords(tx, 'trips', [orphan.id]);
      });
    }
  });

  it('the activity list, with its admin and time range, equals the contract function over the same entries', async () => {
    const admins = snapshot.users.filter((u) => u.role === 'admin');
    const actions = ['auth.signedIn', 'decision.approved', 'decision.rejected', 'auth.signedOut'];
    const entries: ActivityEntry[] = Array.from({ length: 120 }, (_, i) => {
      const admin = admins[i % admins.length] ?? admins[0];
      return {
        id: `act-${String(i).padStart(4, '0')}`,
        at: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(i / 3))).toISOString(),
        actor: { id: admin?.id ?? 'u', name: i % 5 === 0 ? 'Lucía Fernández' : `${admin?.firstName} ${admin?.lastName}` },
        action: (actions[i % actions.length] ?? 'auth.signedIn') as ActivityEntry['action'],
        record: i % 4 === 0 ? null : { kind: (i % 2 === 0 ? 'trip' : 'product') as never, id: `t${i}`, name: i % 7 === 0 ? '珊瑚礁 ダイブ' : `Reef ${i}` },
        changes: i % 3 === 0 ? [{ field: 'status', from: 'pending', to: 'approved' }] : [],
        address: `10.0.0.${i % 9}`,
      };
    });
    await sql.begin((tx) => putRecords(tx, 'activity', entries));
    const sorted = [...snapshot.activity, ...entries].sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1));
    const admin = admins[1]?.id ?? null;
    const ranges = [
      { admin: null, from: null, to: null },
      { admin, from: '2026-01-01T00:00:10.000Z', to: '2026-01-01T00:00:30.000Z' },
    ];
    const queries = ['page=1', 'page=2&pageSize=13&sort=actor&order=asc', 'page=1&pageSize=100&q=lucia', 'page=1&pageSize=100&q=珊瑚', 'page=1&kind=trip&sort=action', `page=1&action=decision.approved&q=${encodeURIComponent("' OR 1=1 --")}`];
    for (const range of ranges) {
      const rows = sorted.filter((e) => (range.admin === null || e.actor.id === range.admin) && (range.from === null || e.at >= range.from) && (range.to === null || e.at <= range.to));
      for (const query of queries) {
        const parsed = parseListParams(new URLSearchParams(query), ACTIVITY_LIST_SPEC);
        assert.ok('params' in parsed, query);
        const expected = applyList(rows, parsed.params, ACTIVITY_LIST_SPEC);
        assert.deepEqual(await queryListPage(sql, 'activity', parsed.params, range), JSON.parse(JSON.stringify(expected)), `${query} ${JSON.stringify(range)}`);
      }
    }
  });
});
