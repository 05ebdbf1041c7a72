/**
 * Opening the PostgreSQL store at start: processes starting together migrate and seed once and
 * share one token secret; a database that is not there is one clear message.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { loadConfig } from '../../server/config';
import { readMigrations } from '../../server/pg/migrate';
import { openPg } from '../../server/pg/open';
import { queryListPage } from '../../server/pg/list-query';
import { postgresSkip, startCluster } from '../helpers/postgres';
import type { TestCluster } from '../helpers/postgres';

const skip = postgresSkip();
if (skip) console.log(`# pg-open skipped: ${skip}`);

describe('opening the PostgreSQL store', { skip }, () => {
  let cluster: TestCluster;
  before(async () => {
    cluster = await startCluster();
  });
  after(() => cluster?.destroy());

  it('three processes starting at once on an empty database: one migrates, one seeds the demo data, all share the secret', async () => {
    const url = await cluster.createDatabase('fresh');
    const config = { ...loadConfig({}), demo: true, log: false };
    const opened = await Promise.all([openPg(url, config), openPg(url, config), openPg(url, config)]);
    try {
      assert.equal(opened.filter((o) => o.seeded).length, 1, 'seeded once');
      assert.deepEqual(opened.flatMap((o) => o.migrated).sort((x, y) => x - y), (await readMigrations()).map((m) => m.version), 'each migration applied once');
      const [first] = opened;
      assert.ok(first);
      for (const o of opened) assert.ok(o.secret.equals(first.secret), 'one secret');
      assert.ok(first.secret.length >= 32);
      const sql = first.pool.sql;
      const [{ users, uploads }] = await sql<{ users: number; uploads: number }[]>`
        SELECT (SELECT count(*) FROM users)::integer AS users, (SELECT count(*) FROM uploads)::integer AS uploads`;
      assert.ok(users > 200, `the demo users (${users})`);
      assert.equal(uploads, 0, 'the demo pictures ship with the server, not in the database');
      const admins = await queryListPage<{ email: string }>(sql, 'users', { page: 1, pageSize: 10, q: '', sort: 'email', order: 'asc', filters: { role: 'admin' } });
      assert.ok(admins.data.some((u) => u.email === config.adminEmail), 'the demo admin is there');
      const [{ hash }] = await sql<{ hash: string | null }[]>`SELECT doc->>'passwordHash' AS hash FROM users WHERE email_key = ${config.adminEmail}`;
      assert.match(hash ?? '', /^scrypt\$/);
      const again = await openPg(url, config);
      assert.equal(again.seeded, false, 'a restart does not seed again');
      assert.deepEqual(again.migrated, []);
      assert.equal(again.rebuilt, false, 'the list rows were written by the current rules');
      await again.pool.end();

      // Rows written by other rules (another release): the next start rebuilds them all.
      await sql`UPDATE settings SET value = to_jsonb('older rules'::text) WHERE key = 'listRows'`;
      await sql`UPDATE list_rows SET search = '' WHERE list = 'users'`;
      await sql`UPDATE users SET person_search = ''`;
      const blank = await queryListPage(sql, 'users', { page: 1, pageSize: 10, q: 'diving', sort: null, order: 'desc', filters: {} });
      assert.equal(blank.meta.total, 0);
      const upgraded = await openPg(url, config);
      assert.equal(upgraded.rebuilt, true);
      await upgraded.pool.end();
      const found = await queryListPage(sql, 'users', { page: 1, pageSize: 10, q: 'diving', sort: null, order: 'desc', filters: {} });
      assert.ok(found.meta.total > 0, 'searches find again after the rebuild');
      const trips = await queryListPage(sql, 'trips', { page: 1, pageSize: 10, q: 'example', sort: null, order: 'desc', filters: {} });
      assert.ok(trips.meta.total > 0, 'the person columns were rebuilt too');
    } finally {
      await Promise.all(opened.map((o) => o.pool.end()));
    }
  });

  it('a database that cannot be reached stops the start with one message naming it, without its password', async () => {
    // A port nothing listens on: taken from the system, then let go.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
      });
    });
    const url = `postgres://diving:s3cret-pw@127.0.0.1:${port}/diving`;
    await assert.rejects(openPg(url, { ...loadConfig({}), demo: false }, { pool: { connectTimeoutS: 2 } }), (error: Error) => {
      assert.match(error.message, /^Cannot use the PostgreSQL database at postgres:\/\/diving:\*\*\*@127\.0\.0\.1:\d+\/diving: .+ Check that it runs and that DATABASE_URL is right\.$/);
      assert.ok(!error.message.includes('s3cret-pw'));
      return true;
    });
  });
});
