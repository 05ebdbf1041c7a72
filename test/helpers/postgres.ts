/**
 * Throwaway PostgreSQL clusters for the tests of server/pg: `initdb` into a fresh temp folder (in a
 * run of test/run.mjs, a copy of the run's one `initdb`, TEST_PG_TEMPLATE), the server on a free
 * 127.0.0.1 port with its unix socket in that folder, one database per caller, and everything
 * stopped and removed at the end. The binaries are Debian's
 * (/usr/lib/postgresql/<version>/bin, installed by .ci/run) or the first `initdb` on PATH. As root
 * the cluster runs as the `postgres` OS user, since PostgreSQL refuses to run as root.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { isClosedSocketWrite } from '../../server/pg/client-guard';

/**
 * A test that stops its database while pools are open meets the postgres client's throw on a
 * socket the database closed (server/pg/client-guard.ts: the query already failed, nothing can
 * catch it). This lets exactly that error pass and hands every other one to node:test as before.
 */
function passClosedSocketWrites(): void {
  if (process.hasUncaughtExceptionCaptureCallback()) return;
  process.setUncaughtExceptionCaptureCallback((error) => {
    if (isClosedSocketWrite(error)) return;
    (process.emit as (event: string, ...args: unknown[]) => boolean)('uncaughtException', error, 'uncaughtException');
  });
}

/** Where the binaries are, or why there are none (the message a skipped test shows). */
export type PostgresBinaries = { bin: string } | { missing: string };

function findBinaries(): PostgresBinaries {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const bin = join(root, version, 'bin');
      if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return { bin };
    }
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  const onPath = which.status === 0 ? which.stdout.trim() : '';
  if (onPath !== '') return { bin: join(onPath, '..') };
  return { missing: 'PostgreSQL is not installed here (no /usr/lib/postgresql/*/bin/initdb, no initdb on PATH); .ci/run installs the Debian package `postgresql`' };
}

let binaries: PostgresBinaries | undefined;

/** The binaries, looked up once. */
export function postgresBinaries(): PostgresBinaries {
  binaries ??= findBinaries();
  return binaries;
}

/** `false` when PostgreSQL can be used here, else the reason to skip (node:test's `skip` option). */
export function postgresSkip(): false | string {
  const found = postgresBinaries();
  return 'missing' in found ? found.missing : false;
}

/** True when a throwaway cluster can be started. */
export function postgresAvailable(): boolean {
  return postgresSkip() === false;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A running throwaway cluster. */
export interface TestCluster {
  port: number;
  /** The folder holding the data directory and the socket. */
  dir: string;
  /** A URL of database `name` (created by `createDatabase`). */
  url(name: string): string;
  /** Creates an empty database and answers its URL. */
  createDatabase(name: string): Promise<string>;
  /** `pg_ctl stop` in `mode` ('immediate' is a crash: no checkpoint, recovery at the next start). */
  stop(mode?: 'fast' | 'immediate'): void;
  /** Starts the stopped cluster again on the same port. */
  start(): void;
  /** `stop` and `start` without blocking this process (a bench keeps its clients running meanwhile). */
  stopAsync(mode?: 'fast' | 'immediate'): Promise<void>;
  startAsync(): Promise<void>;
  /** Stops the cluster and removes its folder. */
  destroy(): void;
}

/** Options of a throwaway cluster. */
export interface ClusterOptions {
  /** Keep `fsync` on (durability tests); off by default, which the tests never rely on. */
  fsync?: boolean;
  /** `max_connections` (default 60: one test process's servers). */
  maxConnections?: number;
  /** `shared_buffers` (default 32MB; a benchmark over a large table gives it room). */
  sharedBuffers?: string;
  /**
   * A cluster that is never stopped while in use and whose data matters for one run only (the run's
   * cluster): no autovacuum (it kept visiting hundreds of short-lived test databases), commits not
   * waiting for their WAL, no full pages in it and only the WAL a crash recovery needs.
   */
  disposable?: boolean;
}

/** Starts a cluster; throws when PostgreSQL is missing (check `postgresSkip()` first). */
export async function startCluster(options: ClusterOptions = {}): Promise<TestCluster> {
  const found = postgresBinaries();
  if ('missing' in found) throw new Error(found.missing);
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'diving-pg-'));
  const data = join(dir, 'data');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]): void => {
    const command = join(found.bin, tool);
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    const result = spawnSync(file, argv, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) throw new Error(`${tool} failed (${result.status}): ${result.stderr || result.stdout}`);
  };
  const runAsync = (tool: string, args: string[]): Promise<void> => {
    const command = join(found.bin, tool);
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    return new Promise((resolve, reject) => {
      execFile(file, argv, { encoding: 'utf8', cwd: dir }, (error, stdout, stderr) => (error ? reject(new Error(`${tool} failed: ${stderr || stdout}`)) : resolve()));
    });
  };
  const initdb = (into: string): void => run('initdb', ['-D', into, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-instructions']);
  const template = process.env.TEST_PG_TEMPLATE;
  if (template) {
    // The run's clusters start from one `initdb` (about 1.3 s of CPU each, some sixteen a run): the
    // first process to need it makes it in a folder of its own and renames that into place, so no
    // process copies a half-made one; one that loses the race drops its own.
    if (!existsSync(join(template, 'PG_VERSION'))) {
      initdb(join(dir, 'template'));
      try {
        renameSync(join(dir, 'template'), template);
      } catch {
        rmSync(join(dir, 'template'), { recursive: true, force: true });
      }
    }
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', 'cp', '-a', template, data]] : ['cp', ['-a', template, data]];
    const copied = spawnSync(file, argv, { encoding: 'utf8' });
    if (copied.status !== 0) throw new Error(`copying the cluster template failed (${copied.status}): ${copied.stderr}`);
  } else {
    initdb(data);
  }
  const port = await freePort();
  const settings = [
    `-p ${port}`, `-k ${dir}`, "-c listen_addresses=127.0.0.1", `-c fsync=${options.fsync ? 'on' : 'off'}`,
    `-c max_connections=${options.maxConnections ?? 60}`, `-c shared_buffers=${options.sharedBuffers ?? '32MB'}`,
    ...(options.disposable ? ['-c autovacuum=off', '-c synchronous_commit=off', '-c full_page_writes=off', '-c wal_level=minimal', '-c max_wal_senders=0'] : []),
  ].join(' ');
  const startArgs = ['-D', data, '-l', join(dir, 'log'), '-o', settings, '-w', '-t', '120', 'start'];
  const start = (): void => run('pg_ctl', startArgs);
  start();
  let running = true;
  const stop = (mode: 'fast' | 'immediate'): void => {
    if (!running) return;
    run('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '120', 'stop']);
    running = false;
  };
  const url = (name: string): string => `postgres://postgres@127.0.0.1:${port}/${name}`;
  return {
    port,
    dir,
    url,
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`bad database name ${name}`);
      const sql = postgres(url('postgres'), { max: 1, onnotice: () => undefined });
      try {
        await sql.unsafe(`CREATE DATABASE ${name}`);
      } finally {
        await sql.end();
      }
      return url(name);
    },
    stop(mode = 'fast') {
      passClosedSocketWrites();
      stop(mode);
    },
    start() {
      if (running) return;
      start();
      running = true;
    },
    async stopAsync(mode = 'fast') {
      passClosedSocketWrites();
      if (!running) return;
      await runAsync('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '120', 'stop']);
      running = false;
    },
    async startAsync() {
      if (running) return;
      await runAsync('pg_ctl', startArgs);
      running = true;
    },
    destroy() {
      try {
        stop('immediate');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
