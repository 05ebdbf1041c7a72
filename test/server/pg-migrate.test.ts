import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import postgres from 'postgres';
import { migrate, readMigrations } from '../../server/pg/migrate';
import type { Migration } from '../../server/pg/migrate';
import { postgresSkip, startCluster } from '../helpers/postgres';
import type { TestCluster } from '../helpers/postgres';

const skip = postgresSkip();
if (skip) console.log(`# pg-migrate skipped: ${skip}`);

describe('PostgreSQL migrations', { skip }, () => {
  let cluster: TestCluster;
  before(async () => {
    cluster = await startCluster();
  });
  after(() => cluster?.destroy());

  it('two processes migrating one fresh database at once both succeed and each migration is applied once', async () => {
    const url = await cluster.createDatabase('concurrent');
    const a = postgres(url, { max: 1, onnotice: () => undefined });
    const b = postgres(url, { max: 1, onnotice: () => undefined });
    try {
      const [first, second] = await Promise.all([migrate(a), migrate(b)]);
      const all = (await readMigrations()).map((m) => m.version);
      assert.deepEqual([...first, ...second].sort(), all, 'every version applied by exactly one of them');
      const rows = await a<{ version: number }[]>`SELECT version FROM schema_migrations ORDER BY version`;
      assert.deepEqual(rows.map((r) => r.version), all);
      assert.deepEqual(await migrate(a), [], 'a later start finds nothing pending');
      const tables = await a<{ name: string }[]>`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`;
      for (const name of ['users', 'trips', 'products', 'news', 'legal', 'site_contact', 'contact', 'activity', 'list_rows', 'rate_limits', 'otps', 'claims', 'presence', 'uploads', 'settings']) {
        assert.ok(tables.some((t) => t.name === name), `table ${name}`);
      }
      const ext = await a<{ name: string }[]>`SELECT extname AS name FROM pg_extension WHERE extname = 'pg_trgm'`;
      assert.equal(ext.length, 1, 'pg_trgm is installed');
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
  });

  it('a failing migration applies nothing of its batch, and an applied file that changed stops the start', async () => {
    const url = await cluster.createDatabase('failing');
    const sql = postgres(url, { max: 1, onnotice: () => undefined });
    try {
      const good: Migration = { version: 1, name: 'one', sql: 'CREATE TABLE one (id int);', checksum: 'a' };
      const bad: Migration = { version: 2, name: 'two', sql: 'CREATE TABLE two (id int); SELECT no_such_function();', checksum: 'b' };
      await assert.rejects(migrate(sql, [good, bad]), /no_such_function/);
      const tables = await sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename IN ('one', 'two', 'schema_migrations')`;
      assert.equal(tables.length, 0, 'the whole batch rolled back');
      assert.deepEqual(await migrate(sql, [good]), [1]);
      await assert.rejects(migrate(sql, [{ ...good, checksum: 'changed' }]), /was changed after it was applied/);
      await assert.rejects(migrate(sql, []), /newer than this server/);
    } finally {
      await sql.end();
    }
  });

  it('npm run migrate applies the schema to DATABASE_URL and says so; a missing URL is a clear error', async () => {
    const url = await cluster.createDatabase('cli');
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'server/pg/migrate-cli.ts'], { encoding: 'utf8', env: { ...process.env, ...env } });
    const first = run({ DATABASE_URL: url });
    assert.equal(first.status, 0, first.stderr);
    assert.match(first.stdout, /Applied migrations 1/);
    const again = run({ DATABASE_URL: url });
    assert.equal(again.status, 0, again.stderr);
    assert.match(again.stdout, /up to date/);
    const missing = run({ DATABASE_URL: '' });
    assert.notEqual(missing.status, 0);
    assert.match(missing.stderr, /set DATABASE_URL/);
  });
});
