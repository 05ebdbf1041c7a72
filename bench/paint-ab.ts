/**
 * Interleaved /login paint of several source trees (git worktrees, each with its node_modules: a
 * symlink to this one's will do): each built and served by its own server, loaded in turn cold at 4x
 * CPU in a fresh profile, the order rotated each round. Prints each tree's median and its paired
 * ratio to the first tree: a build change against the tree before it.
 *   node --import tsx bench/paint-ab.ts ROUNDS TREE...
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../server/app.ts';
import { measurePaint } from './browser';
import { median } from './stats';

const [roundsArg, ...trees] = process.argv.slice(2);
const rounds = Number(roundsArg);
if (!(rounds > 0) || trees.length === 0) throw new Error('usage: bench/paint-ab.ts ROUNDS TREE...');


const work = await mkdtemp(join(tmpdir(), 'diving-paint-ab-'));
const servers: { url: string; close(): Promise<void> }[] = [];
try {
  for (const [i, tree] of trees.entries()) {
    const { buildApp } = (await import(join(tree, 'build.mjs'))) as { buildApp(o: { outdir: string; quiet: boolean }): Promise<unknown> };
    await buildApp({ outdir: join(work, `app${i}`), quiet: true });
    servers.push(await startServer({ port: 0, dataDir: join(work, `data${i}`), staticDir: join(work, `app${i}`), demo: true, log: false }));
  }
  for (const server of servers) await measurePaint(`${server.url}/login`, 'button[type="submit"]'); // warm-up, not counted
  const times: number[][] = trees.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < servers.length; k++) {
      const i = (k + round) % servers.length;
      const server = servers[i];
      if (server) times[i]?.push((await measurePaint(`${server.url}/login`, 'button[type="submit"]')).paintMs);
    }
  }
  const first = times[0] ?? [];
  for (const [i, tree] of trees.entries()) {
    const own = times[i] ?? [];
    const paired = own.map((ms, round) => ms / (first[round] ?? ms));
    console.log(`${tree}: median ${Math.round(median(own))} ms; paired to the first tree ${median(paired).toFixed(3)} (${rounds} rounds)`);
  }
} finally {
  for (const server of servers) await server.close();
  await rm(work, { recursive: true, force: true });
}
