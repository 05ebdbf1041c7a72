/**
 * A real server process (`node --import tsx server/main.ts`) for the tests of several processes on
 * one PostgreSQL database: started with its own environment, stopped by signal.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import type { Target } from './server';
import { MIN_HASH_COST } from '../../server/auth/password';

/** The command line of a server process the tests start: `node` followed by these. */
export const SERVER_ARGS = ['--import', 'tsx', 'server/main.ts'];

/**
 * The environment of a server process the tests start, `env` over it: loopback, a free port, no
 * request log, and the lowest HASH_COST, as the in-process test servers (test/helpers/server.ts),
 * where the default made its demo accounts' hashes and every sign-in cost sixteen times as much.
 */
export function serverEnv(env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG: '0', HASH_COST: String(MIN_HASH_COST), ...env };
}

/** Generous: a start seeds demo data on a loaded two-core machine. */
const START_TIMEOUT_MS = 120_000;

/** A started server process. */
export interface ServerProcess extends Target {
  child: ChildProcess;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts `server/main.ts` with `env` and resolves once it prints where it listens. */
export function startProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, SERVER_ARGS, {
    env: serverEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within ${START_TIMEOUT_MS} ms:\n${out}`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer): void => {
      out += chunk.toString('utf8');
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({
          url: match[1],
          child,
          output: () => out,
          async stop(signal = 'SIGTERM') {
            if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            await exited;
          },
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited ${code} before listening:\n${out}`));
    });
  });
}
