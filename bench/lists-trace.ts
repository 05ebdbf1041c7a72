/**
 * Where the time goes after the last key of a search (docs/performance.md, "Lists"): types each
 * word into the trips queue and into the bare page of bench/lists.ts at 4x CPU, records a Chromium
 * trace from the last key on, and prints per page the main thread's time per kind of work (script,
 * style, layout, paint…) averaged over the words; TIMELINE=1 also prints the first word's events in
 * order, ms from the last keydown. On the large demo data, like the lists bench.
 *   node --import tsx bench/lists-trace.ts [word,word,…]
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../server/app.ts';
import { CPU_SLOWDOWN, openBrowser, signIn } from './browser';
import { prepareBare, pressKey } from './lists';
// @ts-expect-error build.mjs is plain JavaScript without type declarations
import { buildApp } from '../build.mjs';

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { data?: { type?: string; url?: string } } }

const KEY_DELAY_MS = 120;
/** Traced after the last key, besides its own KEY_DELAY_MS. */
const AFTER_MS = 500;
const WORK = ['FunctionCall', 'EventDispatch', 'TimerFire', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize'];
const INPUT = 'main [role="search"] input[type="search"]';
const words = (process.argv[2] ?? 'dive,santa,medes,west,maria,days').split(',');
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));


function printTimeline(label: string, events: readonly TraceEvent[]): void {
  const keydown = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown');
  if (!keydown) return;
  const at = (e: TraceEvent) => ((e.ts - keydown.ts) / 1000).toFixed(1).padStart(7);
  for (const e of events.filter((x) => x.name.startsWith('Resource') && x.ph !== 'X')) console.log(label, at(e), e.name, e.args?.data?.url ?? '');
  const main = events.filter((e) => e.ph === 'X' && e.pid === keydown.pid && e.tid === keydown.tid && (e.dur ?? 0) > 500 && WORK.includes(e.name));
  for (const e of main.sort((a, b) => a.ts - b.ts)) console.log(label, at(e), ((e.dur ?? 0) / 1000).toFixed(1).padStart(6), e.name, e.args?.data?.type ?? '');
}

const work = await mkdtemp(join(tmpdir(), 'diving-lists-trace-'));
const appDir = join(work, 'app');
await buildApp({ outdir: appDir, quiet: true });
const css = (await readdir(join(appDir, 'assets'))).find((f) => f.startsWith('styles-') && f.endsWith('.css')) ?? '';
const server = await startServer({
  port: 0, host: '127.0.0.1', dataDir: join(work, 'data'), staticDir: appDir, demo: true, demoSize: 'large', log: false, tokenTtlS: 3600,
});
const browser = await openBrowser();
try {
  await prepareBare(server.url, appDir, `/assets/${css}`);
  await signIn(browser.page, server.url);
  const page = browser.page;
  for (const [label, url] of [['app', `${server.url}/trips/all`], ['bare', `${server.url}/bench-bare/index.html?list=trips`]] as const) {
    const sums = new Map<string, number>();
    for (const word of words) {
      await page.goto(url);
      await page.waitForSelector('main table tbody th[scope="row"] a');
      await page.focus(INPUT);
      const cdp = await page.context().newCDPSession(page);
      const events: TraceEvent[] = [];
      // The protocol types events as string maps; these are Chromium's trace events.
      cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      for (const [i, letter] of [...word].entries()) {
        if (i === word.length - 1) await cdp.send('Tracing.start', { categories: 'devtools.timeline,blink', transferMode: 'ReportEvents' });
        await pressKey(cdp, letter, 0);
        await sleep(KEY_DELAY_MS);
      }
      await sleep(AFTER_MS);
      const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.end');
      await complete;
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.detach();
      if (process.env.TIMELINE && word === words[0]) printTimeline(label, events);
      for (const e of events) if (e.ph === 'X' && e.dur && WORK.includes(e.name)) sums.set(e.name, (sums.get(e.name) ?? 0) + e.dur / 1000);
    }
    const line = [...sums].sort((a, b) => b[1] - a[1]).map(([name, ms]) => `${name} ${(ms / words.length).toFixed(1)}`).join(', ');
    console.log(`${label} (ms a word over ${words.length} words, the ${KEY_DELAY_MS + AFTER_MS} ms from the last key on): ${line}`);
  }
} finally {
  await browser.close();
  await server.close();
  await rm(work, { recursive: true, force: true });
}
