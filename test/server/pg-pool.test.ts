/**
 * The pool's gate and its recovery: a bounded queue in front of the connections (503 "busy" past
 * it), 503 "down" while the database is gone, refused at once by the open breaker without a
 * connection attempt, self-recovery by the background probe when it is back, acknowledged
 * writes still there after a crash of the database (`pg_ctl stop -m immediate`, fsync on), and no
 * stray rejection when a connection is lost while the client would read its types.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createConnection, createServer } from 'node:net';
import type { Server, Socket } from 'node:net';
import postgres from 'postgres';
import { DatabaseUnavailableError, checkDatabase, createPgPool, redactUrl } from '../../server/pg/pool';
import type { PgPool } from '../../server/pg/pool';
import { postgresSkip, startCluster } from '../helpers/postgres';
import type { TestCluster } from '../helpers/postgres';

const skip = postgresSkip();
if (skip) console.log(`# pg-pool skipped: ${skip}`);

/** Polls `check` until it holds; generous, since the machine may be slow. */
async function waitFor(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const LOCK = 77;

/**
 * A TCP relay to the cluster that, once `cutTypeReads` is set, cuts any connection on which the
 * client asks for the array types (the client library's own query on a fresh connection).
 */
async function typeCuttingRelay(port: number): Promise<{ url: (db: string) => string; cutTypeReads: boolean; cutAll(): void; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const relay = {
    cutTypeReads: false,
    url: (db: string) => `postgres://postgres@127.0.0.1:${(server.address() as { port: number }).port}/${db}`,
    cutAll: () => {
      for (const socket of sockets) socket.destroy();
    },
    close: () => new Promise<void>((resolve) => {
      relay.cutAll();
      server.close(() => resolve());
    }),
  };
  const server: Server = createServer((client) => {
    const upstream = createConnection(port, '127.0.0.1');
    sockets.add(client).add(upstream);
    const cut = (): void => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', cut).on('error', cut).on('data', (chunk: Buffer) => {
      if (relay.cutTypeReads && chunk.includes('pg_catalog.pg_type')) cut();
      else upstream.write(chunk);
    });
    upstream.on('close', cut).on('error', cut).on('data', (chunk: Buffer) => client.write(chunk));
    client.on('close', () => sockets.delete(client));
    upstream.on('close', () => sockets.delete(upstream));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return relay;
}

/** The rejection of `promise`, or null when it resolves. */
function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(() => null, (error: unknown) => error);
}

describe('PostgreSQL pool', { skip }, () => {
  let cluster: TestCluster;
  let url: string;
  before(async () => {
    cluster = await startCluster({ fsync: true });
    url = await cluster.createDatabase('pool');
  });
  after(() => cluster?.destroy());

  it('runs at most max units at once, queues up to the limit, refuses the rest with 503 busy, and drains', async () => {
    const pool = createPgPool({ url, max: 2, queueLimit: 2, queueTimeoutMs: 120_000 });
    const holder = postgres(url, { max: 1, onnotice: () => undefined });
    try {
      await holder`SELECT pg_advisory_lock(${LOCK})`;
      const blocked = Array.from({ length: 4 }, (_, i) => pool.run(async (sql) => {
        await sql`SELECT pg_advisory_xact_lock(${LOCK})`;
        return i;
      }));
      await waitFor(() => pool.load().active === 2 && pool.load().waiting === 2, 'two running and two waiting');
      const refused = await pool.run((sql) => sql`SELECT 1`).then(() => null, (error: unknown) => error);
      assert.ok(refused instanceof DatabaseUnavailableError, 'the fifth is refused');
      assert.equal(refused.reason, 'busy');
      assert.equal(refused.status, 503);
      assert.ok(refused.retryAfterS >= 1);
      await holder`SELECT pg_advisory_unlock(${LOCK})`;
      assert.deepEqual(await Promise.all(blocked), [0, 1, 2, 3], 'every admitted unit finishes');
      assert.deepEqual(pool.load(), { active: 0, waiting: 0 });
    } finally {
      await holder.end();
      await pool.end();
    }
  });

  it('a unit that waits longer than queueTimeoutMs is refused as busy', async () => {
    const pool = createPgPool({ url, max: 1, queueLimit: 5, queueTimeoutMs: 100 });
    const holder = postgres(url, { max: 1, onnotice: () => undefined });
    try {
      await holder`SELECT pg_advisory_lock(${LOCK})`;
      const first = pool.run((sql) => sql`SELECT pg_advisory_xact_lock(${LOCK})`);
      await waitFor(() => pool.load().active === 1, 'the first holds the connection');
      await assert.rejects(pool.run((sql) => sql`SELECT 1`), (error: unknown) => error instanceof DatabaseUnavailableError && error.reason === 'busy');
      await holder`SELECT pg_advisory_unlock(${LOCK})`;
      await first;
    } finally {
      await holder.end();
      await pool.end();
    }
  });

  it('acknowledged writes survive a crash of the database; meanwhile 503 down; then it recovers by itself', async () => {
    const pool = createPgPool({ url, max: 3, connectTimeoutS: 2 });
    try {
      await pool.run((sql) => sql`CREATE TABLE IF NOT EXISTS acked (n integer PRIMARY KEY)`);
      for (let n = 1; n <= 50; n += 1) await pool.transaction((tx) => tx`INSERT INTO acked (n) VALUES (${n})`);
      cluster.stop('immediate');
      const error = await pool.run((sql) => sql`SELECT count(*) FROM acked`).then(() => null, (e: unknown) => e);
      assert.ok(error instanceof DatabaseUnavailableError, `a query while the database is down is a 503, got ${String(error)}`);
      assert.equal(error.reason, 'down');
      assert.ok(!String(error.message).includes('password'));
      cluster.start();
      let count = -1;
      await waitFor(async () => {
        try {
          const [row] = await pool.run((sql) => sql<{ n: number }[]>`SELECT count(*)::integer AS n FROM acked`);
          count = row?.n ?? -1;
          return true;
        } catch (e) {
          if (e instanceof DatabaseUnavailableError) return false;
          throw e;
        }
      }, 'the pool to reach the restarted database');
      assert.equal(count, 50, 'every acknowledged insert is there after crash recovery');
    } finally {
      cluster.start();
      await pool.end();
    }
  });

  it('refuses at once while the database is lost, handing nothing to the client, and a probe closes the breaker once it is back', async () => {
    const pool = createPgPool({ url, max: 3, connectTimeoutS: 30, probeMs: 50 });
    try {
      await pool.run((sql) => sql`SELECT 1`);
      await pool.ready();
      cluster.stop('immediate');
      const first = await failureOf(pool.run((sql) => sql`SELECT 1`));
      assert.ok(first instanceof DatabaseUnavailableError && first.reason === 'down', `the first query after the stop is a 503 down, got ${String(first)}`);
      const lost = pool.reachability();
      assert.equal(lost.reachable, false, 'the failure opened the breaker');
      assert.ok(lost.downSinceMs !== null);
      // While it is open no unit reaches the client, so none can wait on a connection attempt
      // (whose bound here is 30 s): each is refused at once.
      const asked = performance.now();
      const refused = await Promise.all(Array.from({ length: 20 }, () => failureOf(pool.run((sql) => sql`SELECT 1`))));
      const tookMs = performance.now() - asked;
      assert.ok(refused.every((error) => error instanceof DatabaseUnavailableError && error.reason === 'down' && error.retryAfterS >= 1));
      assert.equal(pool.reachability().handed, lost.handed, 'no unit was handed to the client while the breaker is open');
      assert.ok(tookMs < 5_000, `20 refusals took ${tookMs} ms`);
      assert.ok(await failureOf(pool.ready()) instanceof DatabaseUnavailableError, 'not ready while the database is lost');
      cluster.start();
      // No request is needed to find the database again: the background probe closes the breaker.
      await waitFor(() => pool.reachability().reachable, 'the probe to find the database again');
      assert.equal(pool.reachability().handed, lost.handed);
      await pool.ready();
      const [row] = await pool.run((sql) => sql<{ one: number }[]>`SELECT 1 AS one`);
      assert.equal(row?.one, 1);
    } finally {
      cluster.start();
      await pool.end();
    }
  });

  it('reads the array types once, so a connection lost later on its way up leaves no stray rejection', async () => {
    const relay = await typeCuttingRelay(cluster.port);
    const pool = createPgPool({ url: relay.url('pool'), max: 1, probeMs: 50 });
    try {
      // The first connection reads the types; arrays are serialized with them.
      const [row] = await pool.run((sql) => sql<{ n: number }[]>`SELECT cardinality(${['a', 'b']}::text[]) AS n`);
      assert.equal(row?.n, 2);
      relay.cutTypeReads = true;
      relay.cutAll();
      // Every later connection would be cut while reading the types, outside any query of ours:
      // the client would reject where nothing catches it, and never connect.
      await waitFor(async () => (await failureOf(pool.run((sql) => sql`SELECT 1`))) === null, 'a query on a new connection', 20_000);
      const [again] = await pool.run((sql) => sql<{ n: number }[]>`SELECT cardinality(${['a', 'b', 'c']}::text[]) AS n`);
      assert.equal(again?.n, 3);
    } finally {
      await pool.end();
      await relay.close();
    }
  });

  it('a database that is not there at start is a clear message naming it without its password', async () => {
    const gone = `postgres://postgres:secret-pw@127.0.0.1:${cluster.port}/no_such_db`;
    const pool = createPgPool({ url: gone, connectTimeoutS: 2 });
    try {
      await assert.rejects(checkDatabase(pool, gone), (error: Error) => /Cannot use the PostgreSQL database at postgres:\/\/postgres:\*\*\*@127\.0\.0\.1/.test(error.message) && !error.message.includes('secret-pw') && /no_such_db/.test(error.message));
    } finally {
      await pool.end();
    }
    assert.equal(redactUrl('postgres://u:p@h/db'), 'postgres://u:***@h/db');
  });
});
