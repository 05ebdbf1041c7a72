/**
 * `npm run server`: starts the API from the environment and stops cleanly on SIGINT/SIGTERM.
 * `WORKERS=N` (default 1) runs N processes on one port, only on PostgreSQL (`DATABASE_URL`): the
 * embedded store's files belong to one process.
 */
import { loadConfig, startServer, type RunningServer } from './app';
import { demoExposureWarning } from './config';
import type { ServerConfig } from './config';
import { runWorkers } from './pg/cluster';
import { surviveClosedSocketWrites } from './pg/client-guard';
import { checkDatabase, createPgPool } from './pg/pool';

function fail(message: string): never {
  process.stderr.write(`Diving API failed to start: ${message.replace(/\s+/g, ' ')}\n`);
  process.exit(1);
}

/** The number of processes asked for: a whole number from 1, or a message saying what is wrong. */
function workersOf(raw: string | undefined, config: Pick<ServerConfig, 'databaseUrl'>): number | string {
  const text = raw?.trim() ?? '';
  if (text === '') return 1;
  if (!/^\d{1,3}$/.test(text) || Number(text) < 1) return `WORKERS must be a whole number from 1, not "${text.slice(0, 20)}".`;
  const workers = Number(text);
  if (workers > 1 && !config.databaseUrl) {
    return `WORKERS=${workers} needs DATABASE_URL: the embedded store in DATA_DIR belongs to one process. Set DATABASE_URL=postgres://… or leave WORKERS unset.`;
  }
  return workers;
}

function announce(server: RunningServer): void {
  console.log(`Diving API listening on ${server.url}${process.env.WORKERS && Number(process.env.WORKERS) > 1 ? ` (process ${process.pid})` : ''}`);
  if (server.config.demo) console.log(`Demo login: ${server.config.adminEmail} / ${server.config.adminPassword}`);
  const warning = demoExposureWarning(server.config);
  if (warning) console.warn(warning);
}

async function single(config: ServerConfig): Promise<void> {
  let server: RunningServer | null = null;
  let stopping = false;
  // Installed before anything starts: a signal that arrives while the store opens still exits 0
  // (an interrupted seed leaves nothing behind: it is written aside and renamed into place).
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    if (!server) process.exit(0);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Error while closing:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    server = await startServer(config);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  if (stopping) {
    stopping = false;
    stop();
    return;
  }
  announce(server);
}

async function several(config: ServerConfig & { databaseUrl: string }, workers: number): Promise<void> {
  await runWorkers({
    workers,
    // The primary only checks that the database answers: the workers migrate and seed under
    // advisory locks (pg/open.ts), so the first of them does it and the others wait for it.
    async prepare() {
      const pool = createPgPool({ url: config.databaseUrl, max: 1 });
      try {
        await checkDatabase(pool, config.databaseUrl);
      } finally {
        await pool.end();
      }
    },
    async start() {
      const server = await startServer(config);
      announce(server);
      return server;
    },
  });
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const workers = workersOf(process.env.WORKERS, config);
  if (typeof workers === 'string') fail(workers);
  // Only in a server process: a test runner keeps its own handling of uncaught errors.
  if (config.databaseUrl) surviveClosedSocketWrites();
  if (workers > 1 && config.databaseUrl) await several({ ...config, databaseUrl: config.databaseUrl }, workers);
  else await single(config);
}

void main();
