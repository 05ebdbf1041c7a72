/**
 * A real server process for the benches (`node --import tsx server/main.ts`), quiet and without
 * the static site, started with `env` and resolved once it prints where it listens.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';

/** A started server process. */
export interface ServerProcess { url: string; child: ChildProcess }

export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', LOG: '0', STATIC_DIR: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
      out += chunk.toString('utf8');
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1]) resolve({ url: match[1], child });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited ${code}:\n${out}`)));
  });
}
