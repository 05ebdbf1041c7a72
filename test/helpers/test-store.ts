/**
 * Which store the server tests run on: the embedded store by default, PostgreSQL when the
 * environment says `TEST_STORE=postgres` (test/run.mjs runs the server suite once more so). On
 * PostgreSQL every test server gets a fresh database, in the run's one throwaway cluster when
 * test/run.mjs started it (TEST_POSTGRES_URL, test/helpers/run-cluster.ts), else in a cluster of
 * this process's own, started at the first server and removed when the process exits; a server
 * started again on the same data folder (a restart) finds the same database.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
import { startCluster } from './postgres';
import { migrate } from '../../server/pg/migrate';

/** The store of this test process. */
export const TEST_STORE: 'embedded' | 'postgres' = process.env.TEST_STORE === 'postgres' ? 'postgres' : 'embedded';

/** True when the server tests run on PostgreSQL. */
export const onPostgres = TEST_STORE === 'postgres';

/**
 * node:test's `skip` for a test that is about the embedded store's files (what PostgreSQL keeps
 * elsewhere): the reason on PostgreSQL, false on the embedded store.
 */
export const embeddedOnly: false | string = onPostgres ? 'about the embedded store\'s files in DATA_DIR; PostgreSQL keeps its records in the database' : false;

let cluster: Promise<string> | null = null;
const databases = new Map<string, string>();
let counter = 0;

/**
 * The database every test database is a copy of: the schema migrated once per cluster, so a test
 * server's start finds it in place, as every start after a database's first does (the first
 * start's migrating is what the pg-* tests check). Made by run-cluster.ts for the run's cluster.
 */
const TEMPLATE = 'diving_template';

/** Creates database `name`, a copy of `template` when given, in the cluster of `adminUrl` (its `postgres` database); answers its URL. */
async function createDatabase(adminUrl: string, name: string, template?: string): Promise<string> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  try {
    // FILE_COPY copies the template's files at a checkpoint, where the default writes every block of
    // them to the WAL as well: half the time for a test database, whose template is small.
    await admin.unsafe(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template} STRATEGY FILE_COPY` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** Creates the migrated template in the cluster of `adminUrl`. */
export async function prepareTemplate(adminUrl: string): Promise<void> {
  const sql = postgres(await createDatabase(adminUrl, TEMPLATE), { max: 1, onnotice: () => undefined });
  try {
    await migrate(sql);
  } finally {
    await sql.end();
  }
}

/** The `postgres` database URL of the run's cluster, or of this process's own, started now. */
function sharedCluster(): Promise<string> {
  if (!cluster) {
    const runCluster = process.env.TEST_POSTGRES_URL;
    if (runCluster) {
      cluster = Promise.resolve(runCluster);
    } else {
      const own = startCluster();
      own.then((started) => process.once('exit', () => started.destroy()), () => undefined);
      cluster = own.then(async (started) => {
        await prepareTemplate(started.url('postgres'));
        return started.url('postgres');
      });
    }
  }
  return cluster;
}

/** The database URL of the server on `dataDir` (a new database the first time). */
export async function databaseFor(dataDir: string): Promise<string> {
  const known = databases.get(dataDir);
  if (known) return known;
  const adminUrl = await sharedCluster();
  counter += 1;
  // The pid keeps two processes apart, the random part a later process given the same pid.
  const url = await createDatabase(adminUrl, `t${process.pid}_${counter}_${randomBytes(4).toString('hex')}`, TEMPLATE);
  databases.set(dataDir, url);
  return url;
}

/** The token-signing secret of a test server: in its database on PostgreSQL, else in its data folder. */
export async function tokenSecretOf(server: { dataDir: string; config: { databaseUrl: string | null } }): Promise<Buffer> {
  if (server.config.databaseUrl === null) return Buffer.from(readFileSync(join(server.dataDir, 'token-secret'), 'utf8').trim(), 'hex');
  const sql = postgres(server.config.databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    const [row] = await sql<{ hex: string }[]>`SELECT value #>> '{}' AS hex FROM settings WHERE key = 'tokenSecret'`;
    return Buffer.from(row?.hex ?? '', 'hex');
  } finally {
    await sql.end();
  }
}

/**
 * Writes `record` into the `collection` of a stopped test server's store as it is, past every rule
 * of the server (a record an older release wrote): a file on the embedded store, a row on PostgreSQL.
 */
export async function putStoredRecord(server: { dataDir: string; config: { databaseUrl: string | null } }, collection: 'activity', record: { id: string }): Promise<void> {
  if (server.config.databaseUrl === null) {
    writeFileSync(join(server.dataDir, 'store', collection, `${record.id}.json`), JSON.stringify(record));
    return;
  }
  const sql = postgres(server.config.databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    const text = JSON.stringify(record);
    await sql`INSERT INTO activity (id, doc, raw) VALUES (${record.id}, ${text}::jsonb, ${text})`;
  } finally {
    await sql.end();
  }
}
