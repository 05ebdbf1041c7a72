/**
 * `npm run store:export` / `store:import`: the demo store of a real server moves from the embedded
 * store to PostgreSQL and back with every record and upload; an import never lands on a store that
 * holds data, and a truncated file is refused.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
import { readEmbedded, readExportFile, readPostgres } from '../../server/pg/transfer';
import { removeDir, startTestServer, tempDir } from '../helpers/server';
import { api } from '../helpers/api-client';
import { expectOk } from '../helpers/api-asserts';
import { login } from '../helpers/accounts';
import { IMAGES } from '../helpers/images';
import { postgresSkip, startCluster } from '../helpers/postgres';
import type { TestCluster } from '../helpers/postgres';

const skip = postgresSkip();
if (skip) console.log(`# pg-transfer skipped: ${skip}`);

function cli(args: string[], env: Record<string, string>): { status: number | null; stdout: string; stderr: string } {
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/pg/transfer-cli.ts', ...args], { encoding: 'utf8', env: { ...process.env, ...env } });
}

describe('store export and import', { skip }, () => {
  let cluster: TestCluster;
  let work: string;
  let source: string;
  before(async () => {
    work = tempDir('diving-transfer-');
    cluster = await startCluster();
    const server = await startTestServer({}, { keepData: true });
    const { token } = await login(server);
    // The demo pictures ship with the server and are in no store: uploads of its own are what moves.
    for (const [purpose, type] of [['image', 'image/png'], ['document', 'image/gif']] as const) {
      expectOk(await api(server, 'POST', `/uploads?purpose=${purpose}`, { token, body: IMAGES[type], headers: { 'content-type': type } }), 201);
    }
    source = server.dataDir;
    await server.close();
  });
  after(() => {
    cluster?.destroy();
    if (work) removeDir(work);
    if (source) removeDir(source);
  });

  it('moves the embedded demo store to PostgreSQL and back with every record and upload', async () => {
    const url = await cluster.createDatabase('moved');
    const first = join(work, 'embedded.jsonl');
    const exported = cli(['export', '--out', first], { DATA_DIR: source, DATABASE_URL: '' });
    assert.equal(exported.status, 0, exported.stderr);
    assert.match(exported.stdout, /Exported \d+ records and \d+ uploads/);

    const imported = cli(['import', '--in', first], { DATABASE_URL: url });
    assert.equal(imported.status, 0, imported.stderr);
    const original = await readEmbedded(source);
    const sql = postgres(url, { max: 1, onnotice: () => undefined });
    try {
      const inPostgres = await readPostgres(sql);
      const sort = <T extends { id: string }>(rows: readonly T[]): T[] => [...rows].sort((a, b) => (a.id < b.id ? -1 : 1));
      for (const [collection, rows] of Object.entries(original.snapshot)) {
        assert.deepEqual(sort(inPostgres.snapshot[collection as keyof typeof original.snapshot] as { id: string }[]), JSON.parse(JSON.stringify(sort(rows as { id: string }[]))), collection);
      }
      assert.equal(original.uploads.length, 2, 'the store has its two uploads');
      assert.ok(original.uploads.every((u) => !u.name.startsWith('demo-')), 'the shipped demo pictures are not the store’s');
      assert.deepEqual(inPostgres.uploads.map((u) => u.name).sort(), original.uploads.map((u) => u.name).sort());
      for (const upload of original.uploads) {
        assert.ok(inPostgres.uploads.find((u) => u.name === upload.name)?.bytes.equals(upload.bytes), upload.name);
      }
    } finally {
      await sql.end();
    }

    const again = cli(['import', '--in', first], { DATABASE_URL: url });
    assert.notEqual(again.status, 0, 'a second import into the same database is refused');
    assert.match(again.stderr, /already holds/);

    const second = join(work, 'postgres.jsonl');
    const fromPostgres = cli(['export', '--out', second], { DATABASE_URL: url });
    assert.equal(fromPostgres.status, 0, fromPostgres.stderr);
    assert.deepEqual(await readExportFile(second), await readExportFile(first), 'both exports hold the same records and uploads');

    const target = join(work, 'back');
    const back = cli(['import', '--in', second], { DATA_DIR: target, DATABASE_URL: '' });
    assert.equal(back.status, 0, back.stderr);
    const roundTrip = await readEmbedded(target);
    assert.deepEqual(roundTrip, await readExportFile(second), 'the embedded store made from PostgreSQL holds it all');
    const onto = cli(['import', '--in', second], { DATA_DIR: target, DATABASE_URL: '' });
    assert.notEqual(onto.status, 0, 'an import onto an existing embedded store is refused');
  });

  it('refuses a truncated file, a foreign file and a bad command line', async () => {
    const url = await cluster.createDatabase('refused');
    const whole = join(work, 'whole.jsonl');
    assert.equal(cli(['export', '--out', whole], { DATA_DIR: source, DATABASE_URL: '' }).status, 0);
    const lines = readFileSync(whole, 'utf8').trimEnd().split('\n');
    const truncated = join(work, 'truncated.jsonl');
    writeFileSync(truncated, `${lines.slice(0, -5).join('\n')}\n`);
    const cut = cli(['import', '--in', truncated], { DATABASE_URL: url });
    assert.notEqual(cut.status, 0);
    assert.match(cut.stderr, /truncated/);
    const foreign = join(work, 'foreign.jsonl');
    writeFileSync(foreign, '{"hello":"world"}\n');
    assert.match(cli(['import', '--in', foreign], { DATABASE_URL: url }).stderr, /not a diving-store-export file/);
    const sql = postgres(url, { max: 1, onnotice: () => undefined });
    try {
      const [{ table }] = await sql<{ table: string | null }[]>`SELECT to_regclass('users')::text AS table`;
      assert.equal(table, null, 'a bad file is refused before the database is touched');
    } finally {
      await sql.end();
    }
    const usage = cli(['export'], {});
    assert.equal(usage.status, 2);
    assert.match(usage.stderr, /usage/);
  });
});
