/**
 * Where one search key's time goes in a list, by function: loads a list on the large demo data (an
 * unminified build, so functions keep their names), types each word but its last letter, waits for
 * its rows, then records a CPU profile at 4x CPU from the last key until its rows are painted and
 * prints the functions with the most self time (summed over the words), and the main thread's
 * timeline of the first word (ms from the key).
 *   node --import tsx bench/lists-profile.ts trips|users|bare-trips|bare-users [word,word,…]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../server/app.ts';
import { CPU_SLOWDOWN, openBrowser, signIn } from './browser';
import { CASES, firstPage, pickWords, prepareBare, pressKey } from './lists';
// @ts-expect-error build.mjs is plain JavaScript without type declarations
import { buildApp } from '../build.mjs';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

const [target = 'trips', wordList] = process.argv.slice(2);
const bare = target.startsWith('bare-');
const c = CASES.find((x) => x.id === target.replace('bare-', ''));
if (!c) throw new Error('usage: bench/lists-profile.ts trips|users|bare-trips|bare-users [words]');
const INPUT = 'main [role="search"] input[type="search"]';
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const work = await mkdtemp(join(tmpdir(), 'diving-lists-profile-'));
const appDir = join(work, 'app');
await buildApp({ outdir: appDir, quiet: true, minify: false });
const server = await startServer({ port: 0, host: '127.0.0.1', dataDir: join(work, 'data'), staticDir: appDir, demo: true, demoSize: 'large', log: false, tokenTtlS: 3600 });
const browser = await openBrowser();
try {
  const data = await prepareBare(server.url, appDir);
  const rows = data.get(c.id) ?? [];
  const words = wordList ? wordList.split(',') : pickWords(c, rows, 6);
  await signIn(browser.page, server.url);
  const page = browser.page;
  const url = bare ? `${server.url}/bench-bare/index.html?list=${c.id}` : server.url + c.appPath;
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  for (const word of words) {
    const expected = firstPage(c, rows, word);
    const prefix = word.slice(0, -1);
    await page.goto(url);
    await page.waitForSelector('main table tbody th[scope="row"] a', { timeout: 120_000 });
    await page.focus(INPUT);
    await page.keyboard.type(prefix);
    await page.waitForFunction(({ input, prefix: p }) => (document.querySelector(input) as HTMLInputElement | null)?.value === p, { input: INPUT, prefix });
    await sleep(800);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.start');
    const t0 = performance.now();
    await pressKey(cdp, word.slice(-1), 0);
    await page.waitForFunction((names) => {
      const table = document.querySelector('main table');
      const shown = table ? [...table.querySelectorAll('tbody th[scope="row"] a')].map((a) => (a.textContent ?? '').trim()).join('\n') : '';
      return shown === names && table?.getAttribute('aria-busy') !== 'true';
    }, expected, { polling: 'raf', timeout: 30_000 });
    const ms = performance.now() - t0;
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
    const nameOf = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop() ?? ''}:${n.callFrame.lineNumber + 1}`;
    profile.samples.forEach((id, i) => {
      const n = byId.get(id);
      if (!n) return;
      const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      const f = n.callFrame;
      const name = nameOf(n);
      self.set(name, (self.get(name) ?? 0) + dt);
      const seen = new Set<string>();
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const node = byId.get(at);
        if (!node) break;
        const nm = nameOf(node);
        if (seen.has(nm)) continue;
        seen.add(nm);
        inclusive.set(nm, (inclusive.get(nm) ?? 0) + dt);
      }
      if (f.functionName !== '(idle)' && f.functionName !== '(program)') total += dt;
    });
    console.log(`${word}: rows shown ${ms.toFixed(0)} ms after the key (seen by polling)`);
  }
  console.log(`\nself time a word (ms, at ${CPU_SLOWDOWN}x), busy ${(total / words.length).toFixed(1)} ms:`);
  for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`${(ms / words.length).toFixed(2).padStart(8)}  ${name}`);
  console.log(`\ntotal time a word (the function and what it calls):`);
  for (const [name, ms] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 80)) console.log(`${(ms / words.length).toFixed(2).padStart(8)}  ${name}`);
} finally {
  await browser.close();
  await server.close();
  await rm(work, { recursive: true, force: true });
}
