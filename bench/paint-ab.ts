/**
 * Interleaved /login paint of several source trees (git worktrees, each with its node_modules: a
 * symlink to this one's will do): each built and served by its own server, loaded in turn cold at 4x
 * CPU in a fresh profile, the order rotated each round. Prints each tree's median and its paired
 * ratio to the first tree. Used for README "Size and speed" (a build change against the tree before).
 *   node --import tsx bench/paint-ab.ts ROUNDS TREE...
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../server/app.ts';
import { CHROMIUM_FLAGS, chromiumPath } from '../test/e2e/harness.ts';
import { median } from './stats';

const CPU_SLOWDOWN = 4;
const [roundsArg, ...trees] = process.argv.slice(2);
const rounds = Number(roundsArg);
if (!(rounds > 0) || trees.length === 0) throw new Error('usage: bench/paint-ab.ts ROUNDS TREE...');

/** ms from navigation start to the frame after the sign-in form's button is in the DOM. */
async function paintMs(url: string): Promise<number> {
  const profile = await mkdtemp(join(tmpdir(), 'diving-paint-ab-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS, viewport: { width: 1280, height: 800 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // The same measure as bench/run.ts: two animation frames after the button is in the DOM.
    await page.addInitScript(`(() => {
      const done = () => requestAnimationFrame(() => requestAnimationFrame(() => { window.__formPainted = performance.now(); }));
      const obs = new MutationObserver(() => { if (document.querySelector('button[type="submit"]')) { obs.disconnect(); done(); } });
      obs.observe(document, { childList: true, subtree: true });
    })();`);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => typeof (window as unknown as { __formPainted?: number }).__formPainted === 'number', null, { timeout: 60_000 });
    return await page.evaluate(() => (window as unknown as { __formPainted: number }).__formPainted);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

const work = await mkdtemp(join(tmpdir(), 'diving-paint-ab-'));
const servers: { url: string; close(): Promise<void> }[] = [];
try {
  for (const [i, tree] of trees.entries()) {
    const { buildApp } = (await import(join(tree, 'build.mjs'))) as { buildApp(o: { outdir: string; quiet: boolean }): Promise<unknown> };
    await buildApp({ outdir: join(work, `app${i}`), quiet: true });
    servers.push(await startServer({ port: 0, dataDir: join(work, `data${i}`), staticDir: join(work, `app${i}`), demo: true, log: false }));
  }
  for (const server of servers) await paintMs(`${server.url}/login`); // warm-up, not counted
  const times: number[][] = trees.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < servers.length; k++) {
      const i = (k + round) % servers.length;
      const server = servers[i];
      if (server) times[i]?.push(await paintMs(`${server.url}/login`));
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
