/**
 * Where the time of a search key goes, on the main thread: types each word but its last letter into
 * a list on the large demo data and into the bare page of bench/lists.ts, waits for its rows and a
 * quiet moment, then traces (Chromium's timeline) at 4x CPU from the last key until its rows are
 * painted. Prints per page the main thread's CPU time a word (the trace's thread time, which a busy
 * machine delays but does not lengthen), split by kind of work (script, style, layout, paint…,
 * each event's own time without what it encloses), and the wall time to the rows; TIMELINE=1 also
 * prints the first word's events in order, ms from the keydown. MINIFY=0 builds the app unminified;
 * WORDS=n traces n words (6); CSS='a|||b' traces the app with each stylesheet added instead, to try a
 * style's cost without a build.
 *   node --import tsx bench/lists-trace.ts trips|users [word,word,…]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../server/app.ts';
import { CPU_SLOWDOWN, openBrowser, signIn } from './browser';
import { CASES, firstPage, pickWords, prepareBare, pressKey } from './lists';
import { median } from './stats';
// @ts-expect-error build.mjs is plain JavaScript without type declarations
import { buildApp } from '../build.mjs';

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: { data?: { type?: string; url?: string; functionName?: string }; beginData?: { dirtyObjects?: number; totalObjects?: number }; elementCount?: number } }

/** The kinds of work a main-thread event is counted under (its own time, without what it encloses). */
const KINDS: Record<string, string> = {
  EventDispatch: 'script', FunctionCall: 'script', TimerFire: 'script', FireAnimationFrame: 'script', RunMicrotasks: 'script',
  'v8.callFunction': 'script', 'V8.GC_SCAVENGER': 'gc', MinorGC: 'gc', MajorGC: 'gc', 'V8.GCScavenger': 'gc',
  UpdateLayoutTree: 'style', RecalculateStyles: 'style', Layout: 'layout', PrePaint: 'paint', Paint: 'paint',
  Layerize: 'paint', UpdateLayer: 'paint', 'Commit': 'paint', HitTest: 'other', ParseHTML: 'other',
  ResourceReceiveResponse: 'network', ResourceReceivedData: 'network', ResourceFinish: 'network',
};
const INPUT = 'main [role="search"] input[type="search"]';
const [listId = 'trips', wordArg] = process.argv.slice(2);
const c = CASES.find((x) => x.id === listId);
if (!c) throw new Error('usage: bench/lists-trace.ts trips|users [word,word,…]');
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Own thread time per kind of the main thread's events between `from` and `to` (trace µs). */
function ownTimes(events: readonly TraceEvent[], pid: number, tid: number, from: number, to: number): Map<string, number> {
  const main = events.filter((e) => e.ph === 'X' && e.pid === pid && e.tid === tid && e.ts >= from && e.ts <= to && e.tdur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const own = new Map<string, number>();
  const stack: { end: number; kind: string }[] = [];
  const add = (kind: string, us: number) => own.set(kind, (own.get(kind) ?? 0) + us);
  for (const e of main) {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= e.ts) stack.pop();
    const kind = e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask' ? 'task' : (KINDS[e.name] ?? null);
    if (kind === null) continue;
    const parent = stack.at(-1);
    add(kind, e.tdur ?? 0);
    // The parent's own time loses what this event took.
    if (parent) add(parent.kind, -(e.tdur ?? 0));
    stack.push({ end: e.ts + (e.dur ?? 0), kind });
  }
  return own;
}

function printTimeline(label: string, events: readonly TraceEvent[], pid: number, tid: number, from: number): void {
  const at = (e: TraceEvent) => ((e.ts - from) / 1000).toFixed(1).padStart(7);
  for (const e of events.filter((x) => x.name.startsWith('Resource') && x.ph !== 'X' && x.ts >= from)) console.log(label, at(e), e.name, e.args?.data?.url ?? '');
  const main = events.filter((e) => e.ph === 'X' && e.pid === pid && e.tid === tid && e.ts >= from && (e.dur ?? 0) > 300 && KINDS[e.name]);
  for (const e of main.sort((a, b) => a.ts - b.ts)) console.log(label, at(e), `${((e.dur ?? 0) / 1000).toFixed(1).padStart(6)} wall ${((e.tdur ?? 0) / 1000).toFixed(1).padStart(6)} cpu`, e.name, e.args?.data?.type ?? e.args?.data?.functionName ?? '',
    e.args?.beginData ? `${e.args.beginData.dirtyObjects}/${e.args.beginData.totalObjects} objects` : e.args?.elementCount !== undefined ? `${e.args.elementCount} elements` : '');
}

const work = await mkdtemp(join(tmpdir(), 'diving-lists-trace-'));
const appDir = join(work, 'app');
await buildApp({ outdir: appDir, quiet: true, minify: process.env.MINIFY !== '0' });
const server = await startServer({
  port: 0, host: '127.0.0.1', dataDir: join(work, 'data'), staticDir: appDir, demo: true, demoSize: 'large', log: false, tokenTtlS: 3600,
});
const browser = await openBrowser();
try {
  const data = await prepareBare(server.url, appDir);
  const rows = data.get(c.id) ?? [];
  const words = wordArg ? wordArg.split(',') : pickWords(c, rows, Number(process.env.WORDS ?? 6));
  await signIn(browser.page, server.url);
  const page = browser.page;
  /** Traces `word`'s last key on `url` (with `css` added); answers the wall time to the rows and the main thread's own time per kind. */
  const traceWord = async (label: string, url: string, css: string | null, word: string): Promise<{ wall: number; own: Map<string, number> }> => {
    const expected = firstPage(c, rows, word);
    await page.goto(url);
    await page.waitForSelector('main table tbody th[scope="row"] a', { timeout: 120_000 });
    // A constructed sheet: the page's CSP refuses an inline one.
    if (css !== null) await page.evaluate((text) => { const sheet = new CSSStyleSheet(); sheet.replaceSync(text); document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]; }, css);
    await page.focus(INPUT);
    await page.keyboard.type(word.slice(0, -1));
    await page.waitForFunction((names) => [...document.querySelectorAll('main table tbody th[scope="row"] a')].length > 0
      && document.querySelector('main table')?.getAttribute('aria-busy') !== 'true' && names !== '', firstPage(c, rows, word.slice(0, -1)));
    await sleep(800);
    const cdp = await page.context().newCDPSession(page);
    const events: TraceEvent[] = [];
    // The protocol types events as string maps; these are Chromium's trace events.
    cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink,blink.user_timing,v8', transferMode: 'ReportEvents' });
    await sleep(100);
    await pressKey(cdp, word.slice(-1), 0);
    await page.waitForFunction((names) => {
      const table = document.querySelector('main table');
      const shown = table?.getAttribute('aria-busy') !== 'true' && [...document.querySelectorAll('main table tbody th[scope="row"] a')].map((a) => (a.textContent ?? '').trim()).join('\n') === names;
      if (shown) performance.mark('rows-shown');
      return shown;
    }, expected, { polling: 'raf', timeout: 60_000 });
    await sleep(300);
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await complete;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
    const keydown = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown');
    if (!keydown) throw new Error('no keydown traced');
    // Until the frame that showed the rows (the recorder's mark, in the animation frame after it).
    const end = events.find((e) => e.name === 'rows-shown')?.ts ?? keydown.ts;
    if (process.env.TIMELINE && word === words[0]) printTimeline(label, events, keydown.pid, keydown.tid, keydown.ts);
    return { wall: (end - keydown.ts) / 1000, own: ownTimes(events, keydown.pid, keydown.tid, keydown.ts - 1, end) };
  };

  // CSS='a|||b' traces the app once per stylesheet added to it instead of the app and the bare page,
  // word by word in turn, so the variants share the machine's moment (its load moves the figures).
  const variants = process.env.CSS?.split('|||');
  const pages = (variants
    ? variants.map((css) => ({ label: `app + ${css}`, url: `${server.url}${c.appPath}`, css }))
    : [{ label: 'app', url: `${server.url}${c.appPath}`, css: null }, { label: 'bare', url: `${server.url}/bench-bare/index.html?list=${c.id}`, css: null }])
    .map((p) => ({ ...p, sums: new Map<string, number>(), walls: [] as number[] }));
  for (const word of words) {
    for (const { label, url, css, sums, walls } of pages) {
      const { wall, own } = await traceWord(label, url, css, word);
      walls.push(wall);
      for (const [kind, us] of own) sums.set(kind, (sums.get(kind) ?? 0) + us / 1000);
    }
  }
  for (const { label, sums, walls } of pages) {
    const total = [...sums.values()].reduce((a, b) => a + b, 0);
    const line = [...sums].sort((a, b) => b[1] - a[1]).map(([name, ms]) => `${name} ${(ms / words.length).toFixed(1)}`).join(', ');
    console.log(`${label}: key → rows seen ${median(walls).toFixed(0)} ms wall (median of ${words.length}); main thread CPU a word ${(total / words.length).toFixed(1)} ms: ${line}`);
  }
} finally {
  await browser.close();
  await server.close();
  await rm(work, { recursive: true, force: true });
}
