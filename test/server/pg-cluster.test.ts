/**
 * WORKERS=N (server/pg/cluster.ts) with a stand-in server: N processes answer on one port, a
 * killed worker is replaced, SIGTERM stops them all and the primary exits 0, and a failing
 * preparation (a database that is not there) exits 1 before any worker starts. No database is
 * needed: the workers' state is not what this tests.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildSync } from 'esbuild';

// The stand-in server is plain JavaScript with cluster.ts bundled in, so each of its processes
// starts on node alone, quickly, without the TypeScript loader.
const SCRIPT = `
import { createServer } from 'node:http';
import { runWorkers } from './cluster.mjs';
const port = Number(process.env.PORT);
await runWorkers({
  workers: 2,
  quickDeathMs: 0,
  prepare: async () => {
    if (process.env.FAIL_PREPARE) throw new Error('Cannot use the PostgreSQL database at postgres://x@127.0.0.1:1/x: refused.');
  },
  start: async () => {
    const server = createServer((req, res) => res.end(String(process.pid)));
    await new Promise((done) => server.listen(port, '127.0.0.1', done));
    return { close: () => new Promise((done) => server.close(() => done())) };
  },
});
`;

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The pid of the worker that answers a new connection, or null when none answers (in time). */
function ask(port: number): Promise<number | null> {
  return new Promise((done) => {
    const req = get({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk));
      res.on('end', () => done(Number(body)));
    });
    // A connection handed to the worker being killed may never be answered: give up on it and ask again.
    req.setTimeout(2_000, () => req.destroy());
    req.on('error', () => done(null));
  });
}

async function waitFor(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function run(script: string, env: Record<string, string>): { child: ChildProcess; exit: Promise<number | null>; output: () => string } {
  const child = spawn(process.execPath, [script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  const exit = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, exit, output: () => output };
}

describe('WORKERS=N', () => {
  let dir: string;
  let script: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'diving-cluster-'));
    script = join(dir, 'server.mjs');
    writeFileSync(script, SCRIPT);
    buildSync({ entryPoints: [resolve('server/pg/cluster.ts')], bundle: true, platform: 'node', format: 'esm', outfile: join(dir, 'cluster.mjs'), logLevel: 'silent' });
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('N workers answer on one port; a killed worker is replaced; SIGTERM stops them all and exits 0', async () => {
    const port = await freePort();
    const primary = run(script, { PORT: String(port) });
    try {
      const seen = new Set<number>();
      await waitFor(async () => {
        const pid = await ask(port);
        if (pid) seen.add(pid);
        return seen.size >= 2;
      }, 'two workers to answer');
      const [victim, survivor] = [...seen] as [number, number];
      process.kill(victim, 'SIGKILL');
      const fresh = new Set<number>();
      await waitFor(async () => {
        const pid = await ask(port);
        if (pid && pid !== victim && pid !== survivor) fresh.add(pid);
        return fresh.size >= 1;
      }, 'a replacement worker');
      assert.ok(!alive(victim));
      const workers = [survivor, ...fresh];
      primary.child.kill('SIGTERM');
      assert.equal(await primary.exit, 0, primary.output());
      for (const pid of workers) await waitFor(() => !alive(pid), `worker ${pid} to end`);
      assert.match(primary.output(), new RegExp(`worker ${victim} ended \\(SIGKILL\\)`));
    } finally {
      primary.child.kill('SIGKILL');
    }
  });

  it('a failing preparation exits 1 with its message before any worker starts', async () => {
    const port = await freePort();
    const primary = run(script, { PORT: String(port), FAIL_PREPARE: '1' });
    assert.equal(await primary.exit, 1);
    assert.match(primary.output(), /Diving API failed to start: Cannot use the PostgreSQL database/);
    assert.equal(await ask(port), null, 'no worker listens');
  });
});
