/**
 * Which store the server tests run on: the embedded store by default, PostgreSQL when the
 * environment says `TEST_STORE=postgres` (test/run.mjs runs the server suite once more so). On
 * PostgreSQL every test server gets a fresh database, in the run's one throwaway cluster when
 * test/run.mjs started it (TEST_POSTGRES_URL, test/helpers/run-cluster.ts), else in a cluster of
 * this process's own, started at the first server and removed when the process exits; a server
 * started again on the same data folder (a restart) finds the same database.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
import { startCluster } from './postgres';
import type { TestCluster } from './postgres';

/** The store of this test process. */
export const TEST_STORE: 'embedded' | 'postgres' = process.env.TEST_STORE === 'postgres' ? 'postgres' : 'embedded';

/** True when the server tests run on PostgreSQL. */
export const onPostgres = TEST_STORE === 'postgres';

/**
 * node:test's `skip` for a test that is about the embedded store's files (what PostgreSQL keeps
 * elsewhere): the reason on PostgreSQL, false on the embedded store.
 */
export const embeddedOnly: false | string = onPostgres ? 'about the embedded store\'s files in DATA_DIR; PostgreSQL keeps its records in the database' : false;

let cluster: Promise<Pick<TestCluster, 'createDatabase'>> | null = null;
const databases = new Map<string, string>();
let counter = 0;

/** Creates database `name` in the cluster of `adminUrl` (its `postgres` database) and answers its URL. */
async function createIn(adminUrl: string, name: string): Promise<string> {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  try {
    await sql.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await sql.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

function sharedCluster(): Promise<Pick<TestCluster, 'createDatabase'>> {
  if (!cluster) {
    const runCluster = process.env.TEST_POSTGRES_URL;
    if (runCluster) {
      cluster = Promise.resolve({ createDatabase: (name: string) => createIn(runCluster, name) });
    } else {
      const own = startCluster();
      own.then((started) => process.once('exit', () => started.destroy()), () => undefined);
      cluster = own;
    }
  }
  return cluster;
}

/** The database URL of the server on `dataDir` (a new database the first time). */
export async function databaseFor(dataDir: string): Promise<string> {
  const known = databases.get(dataDir);
  if (known) return known;
  const started = await sharedCluster();
  counter += 1;
  // The pid keeps two processes apart, the random part a later process given the same pid.
  const url = await started.createDatabase(`t${process.pid}_${counter}_${randomBytes(4).toString('hex')}`);
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
