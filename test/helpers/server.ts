/**
 * Starting servers for the API tests: an in-process server on an ephemeral port over a fresh data
 * folder (or database), and the folders it runs on.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../server/app';
import { MIN_HASH_COST } from '../../server/auth/password';
import { databaseFor, onPostgres } from './test-store';
import type { ServerConfig, ServerOptions } from '../../server/app';

/** The seeded admin of a default server. */
export const ADMIN = { email: 'admin@diving.test', password: 'diving-admin' } as const;

/** A fresh folder under the OS temp dir. */
export function tempDir(prefix = 'diving-api-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** Removes a folder made by `tempDir` (ignores a missing one). */
export function removeDir(path: string): void {
  rmSync(path, { recursive: true, force: true });
}

/** Anything with a base URL the helpers can call. */
export interface Target {
  url: string;
}

/** A started in-process server over its own data folder. */
export interface TestServer extends Target {
  port: number;
  dataDir: string;
  config: ServerConfig;
  /** Stops the server; removes the data folder unless started with `keepData`. */
  close(): Promise<void>;
}

/**
 * Starts the server in-process on 127.0.0.1 and an ephemeral port, quiet, demo data on by default,
 * no static site, on a fresh data folder (or `overrides.dataDir`); with `TEST_STORE=postgres`, on a
 * fresh database of the test process's cluster (test-store.ts). Passwords are hashed at the lowest
 * HASH_COST: the suite hashes hundreds of them, and what it checks (who may sign in, how many
 * guesses reach the check) does not depend on the cost.
 */
export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  options: { keepData?: boolean } & Pick<ServerOptions, 'now' | 'hashing'> = {},
): Promise<TestServer> {
  const dataDir = overrides.dataDir ?? tempDir();
  // On PostgreSQL (TEST_STORE=postgres) the data folder still holds the uploads; the records go to its database.
  const databaseUrl = overrides.databaseUrl ?? (onPostgres ? await databaseFor(dataDir) : null);
  const running = await startServer({ port: 0, host: '127.0.0.1', log: false, demo: true, staticDir: null, hashCost: MIN_HASH_COST, ...overrides, dataDir, databaseUrl }, { now: options.now, hashing: options.hashing });
  return {
    url: running.url,
    port: running.port,
    dataDir,
    config: running.config,
    async close() {
      await running.close();
      if (!options.keepData && overrides.dataDir === undefined) removeDir(dataDir);
    },
  };
}

