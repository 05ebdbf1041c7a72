/**
 * The two stores answer alike: one server on the embedded store and one on PostgreSQL, holding the
 * very same records (the embedded server's demo data imported into the database, with its token
 * secret, so one token signs in to both), answer a table of GETs (every list with searches, sorts,
 * filters and pages, the dashboard summary, a record of each kind, the legal texts, the activity
 * log) with the same status and the same bytes: nothing is set aside.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import postgres from 'postgres';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LEGAL_TYPES, LIST_SPECS } from '../../src/contract';
import type { ListSpec } from '../../src/contract';
import { readEmbedded, writePostgres } from '../../server/pg/transfer';
import { SESSIONS_FILE } from '../../server/auth/sessions';
import type { SessionRecord } from '../../server/auth/sessions';
import { startTestServer } from '../helpers/server';
import type { TestServer } from '../helpers/server';
import { call } from '../helpers/api-client';
import { login } from '../helpers/accounts';
import { postgresSkip, startCluster } from '../helpers/postgres';
import type { TestCluster } from '../helpers/postgres';
import { tokenSecretOf } from '../helpers/test-store';

const skip = postgresSkip();

const LISTS: [string, ListSpec<never>][] = [
  ['/users/', LIST_SPECS.users as ListSpec<never>],
  ['/users/dive-buddy', LIST_SPECS.users as ListSpec<never>],
  ['/users/dive-master/all', LIST_SPECS.diveMasters as ListSpec<never>],
  ['/users/dive-master/pending', LIST_SPECS.diveMasters as ListSpec<never>],
  ['/trips/', LIST_SPECS.trips as ListSpec<never>],
  ['/trips/all-trips/pending', LIST_SPECS.trips as ListSpec<never>],
  ['/products/', LIST_SPECS.products as ListSpec<never>],
  ['/products/all-products/rejected', LIST_SPECS.products as ListSpec<never>],
  ['/news/', LIST_SPECS.news as ListSpec<never>],
  ['/contact/', LIST_SPECS.contact as ListSpec<never>],
];

/** The GETs of one list: whole, pages, each sort both ways, searches, each filter value. */
function listPaths(path: string, spec: ListSpec<never>): string[] {
  const out = [path, `${path}?page=1`, `${path}?page=2&pageSize=7`, `${path}?page=999`];
  for (const field of Object.keys(spec.sort)) out.push(`${path}?page=1&pageSize=25&sort=${field}&order=asc`, `${path}?page=2&pageSize=10&sort=${field}&order=desc`);
  for (const q of ['a', 'García', 'garcia', 'أحمد', 'diving.test', "o'brien", 'nothing-matches-this']) out.push(`${path}?page=1&pageSize=50&q=${encodeURIComponent(q)}`);
  for (const [name, filter] of Object.entries(spec.filters)) for (const value of filter.values) out.push(`${path}?page=1&pageSize=20&${name}=${value}`);
  return out;
}

describe('the embedded and the PostgreSQL server answer alike', { skip }, () => {
  let cluster: TestCluster;
  let embedded: TestServer;
  let onPg: TestServer;
  let token: string;

  before(async () => {
    [cluster, embedded] = await Promise.all([startCluster(), startTestServer({ databaseUrl: null })]);
    // Signed in before the copy, so the admin's last sign-in is the same in both stores.
    token = (await login(embedded)).token;
    const url = await cluster.createDatabase('answers');
    const sql = postgres(url, { max: 1, onnotice: () => undefined });
    try {
      await writePostgres(sql, await readEmbedded(embedded.dataDir));
      const secret = (await tokenSecretOf(embedded)).toString('hex');
      await sql`INSERT INTO settings (key, value) VALUES ('tokenSecret', to_jsonb(${secret}::text))`;
      // The token names its session, which a store's copy does not carry: the admin's is copied too.
      const sessions = JSON.parse(await readFile(join(embedded.dataDir, SESSIONS_FILE), 'utf8')) as SessionRecord[];
      for (const s of sessions) {
        await sql`INSERT INTO sessions (id, user_id, version, created_at, last_seen_at, address, user_agent)
          VALUES (${s.id}, ${s.userId}, ${s.version}, ${new Date(s.createdAt)}, ${new Date(s.lastSeenAt)}, ${s.address}, ${s.userAgent})`;
      }
    } finally {
      await sql.end();
    }
    onPg = await startTestServer({ databaseUrl: url });
  });
  after(async () => {
    await onPg?.close();
    await embedded?.close();
    cluster?.destroy();
  });

  it('answers every GET of the table with the same status and JSON', async () => {
    const get = (server: TestServer, path: string) => call(server, 'GET', `/api/v1${path}`, { token });
    const first = await get(embedded, '/users/?page=1&pageSize=100');
    const users = (first.body as { data: { id: string; role: string }[] }).data;
    const records: string[] = [];
    for (const role of ['admin', 'diveMaster', 'diver']) records.push(`/users/${users.find((u) => u.role === role)?.id}`);
    for (const kind of ['trips', 'products', 'news', 'contact']) {
      const list = (await get(embedded, `/${kind}/?page=1&pageSize=1`)).body as { data: { id: string }[] };
      records.push(`/${kind}/${list.data[0]?.id}`, `/${kind}/no-such-id`);
    }
    const paths = [
      ...LISTS.flatMap(([path, spec]) => listPaths(path, spec)),
      '/dashboard/summary',
      ...records,
      ...LEGAL_TYPES.map((type) => `/legal/${type}`),
      '/site-contact',
      '/activity?page=1',
      '/activity?page=2&pageSize=5',
      `/activity?page=1&admin=${users.find((u) => u.role === 'admin')?.id}`,
      '/activity?page=1&from=2000-01-01&to=2100-01-01',
      '/activity?page=1&q=approved',
    ];
    let answered = 0;
    for (const path of paths) {
      const [a, b] = await Promise.all([get(embedded, path), get(onPg, path)]);
      assert.equal(b.status, a.status, `${path}: status`);
      assert.equal(b.text, a.text, `${path}: answer`);
      if (a.status === 200) answered += 1;
    }
    assert.ok(answered > 150, `${answered} of ${paths.length} GETs answered 200 on both`);
  });
});
