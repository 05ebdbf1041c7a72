/**
 * The lists benchmark: typing in a list's search box on the large demo data (the trips queue's
 * 5,000 trips on /trips/all, the 10,000 users of /management/users), against the fastest plain
 * React page we can write for the same search (bench/bare-list/main.tsx): the same rows in memory,
 * ordered and folded once at load, filtered in a controlled input's change, shown in a plain table
 * without a stylesheet.
 *
 * Each round loads one page, waits for its first 25 rows, turns on 4x CPU throttling and types a
 * word, a key every BENCH_KEY_DELAY ms (120) by the clock, as a typist does: each key is sent
 * through the DevTools protocol at its time, whether or not the page has handled the one before
 * (a page busy with a key makes the next ones wait in its input queue, and their time counts).
 * BENCH_TYPING=paced types with page.keyboard.type instead, which sends a key only once the page
 * has handled the one before, then waits the delay: keys land 190–400 ms apart, later the slower
 * the page, so a page that does all its work in the key's handler is never behind. A recorder in the page notes every
 * keydown's `timeStamp` and, on every animation frame, the search field's value, the names of the
 * rows shown and whether the table is busy, timed after the frame's rendering work (a message
 * posted from requestAnimationFrame). From those:
 *   keystroke → character: from each keydown to the first frame whose field shows it (median of
 *     the word's keys);
 *   last keystroke → rows: from the last keydown to the first frame showing exactly the first page
 *     the contract's applyList gives for the word (the same for both pages), not busy.
 * Two typists, as people search: `continuous` types the whole word; `pause` types the word but its
 * last letter, waits for its rows and PAUSE_MS of quiet, then types the last letter (how a search is
 * refined), and counts that one key.
 * The words come from the data, each one whose first page differs from its prefix's, a new word
 * per round (so no round reads the server's cached answer of an earlier one). Rounds alternate
 * which page goes first; ratios are paired per round, as bench/run.ts pairs the paint.
 * Then the JS each declared screen loads (bench/routes.ts) on the same server, unless `--no-routes`.
 * `npm run bench` runs this file unless `--no-lists`; alone: `npm run bench:lists` (the lists only:
 * `npm run bench:lists -- --no-routes`). Rounds: BENCH_LIST_RUNS, else BENCH_RUNS, else 15 (the
 * targets are read over 15 rounds or more). Prints the machine's load average before and after.
 * BENCH_DEBUG=1 prints every frame after each round's last key.
 */
import * as esbuild from 'esbuild';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CDPSession, Page } from 'playwright-core';
import { applyList, LIST_SPECS, type ListSpec, type Trip, type User } from '../src/contract';
import { startServer } from '../server/app.ts';
import { api, apiToken, openBrowser, signIn } from './browser';
import { measureRoutes, routeLines, type RouteFigure } from './routes';
import { median, pairedRatios, type PairedRatios } from './stats';

const root = fileURLToPath(new URL('..', import.meta.url));
const CPU_SLOWDOWN = 4;
const PAGE_SIZE = 25;
const KEY_DELAY_MS = Number(process.env.BENCH_KEY_DELAY ?? 120);
/** `clock`: a key every KEY_DELAY_MS by the clock (the default); `paced`: page.keyboard.type (see the header). */
export const TYPING: 'clock' | 'paced' = process.env.BENCH_TYPING === 'paced' ? 'paced' : 'clock';
/** How long each key is held, as a typist's keys overlap little. */
const KEY_HOLD_MS = 50;
/** The pause typist's quiet before the last letter. */
const PAUSE_MS = 600;

/** How a word is typed: all of it, or all but the last letter, a pause, then the last letter. */
export type Typist = 'continuous' | 'pause';
export const TYPISTS: readonly Typist[] = ['continuous', 'pause'];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Types `word` (lower-case letters) a key every KEY_DELAY_MS by the clock: each keyDown (with its
 * text, as page.keyboard sends it) and keyUp goes to the page at its time, without waiting for
 * the page to have handled the key before; the page's keydown `timeStamp` is when it was sent.
 */
async function typeByClock(cdp: CDPSession, word: string): Promise<void> {
  const sent: Promise<unknown>[] = [];
  const start = performance.now();
  for (const [i, key] of [...word].entries()) {
    await sleep(start + i * KEY_DELAY_MS - performance.now());
    sent.push(pressKey(cdp, key, KEY_HOLD_MS));
  }
  await Promise.all(sent);
}

/**
 * A lower-case letter pressed through the DevTools protocol as page.keyboard sends it: keyDown with
 * its text, then keyUp `holdMs` later, without waiting for the page to handle it.
 */
export async function pressKey(cdp: CDPSession, key: string, holdMs: number): Promise<void> {
  const code = `Key${key.toUpperCase()}`;
  const windowsVirtualKeyCode = key.toUpperCase().charCodeAt(0);
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key, code, windowsVirtualKeyCode, text: key, unmodifiedText: key });
  await sleep(holdMs);
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key, code, windowsVirtualKeyCode });
}

/** Targets of the issues: keystroke → character and last keystroke → rows, app / bare page. */
export const LIST_TARGETS = { char: 1.2, rows: 2 } as const;
const INPUT = 'main [role="search"] input[type="search"]';
const BARE_DIR = 'bench-bare';

interface ListCase<T> {
  id: 'trips' | 'users';
  title: string;
  appPath: string;
  /** The whole array, for the bare page. */
  apiPath: string;
  spec: ListSpec<T>;
  /** The list's default sort (descending), as both pages show it. */
  sort: string;
  /** The row's name as the first column's link shows it. */
  name(row: T): string;
  /** Words to search for. */
  words(row: T): string[];
}

const TRIPS: ListCase<Trip> = {
  id: 'trips', title: 'trips search (/trips/all, 5,000 trips)', appPath: '/trips/all', apiPath: '/trips/',
  spec: LIST_SPECS.trips, sort: 'submittedAt', name: (t) => t.title,
  words: (t) => `${t.title} ${t.location.name} ${t.diveMaster.firstName} ${t.diveMaster.lastName}`.split(/[\s,]+/),
};
const USERS: ListCase<User> = {
  id: 'users', title: 'users search by name (/management/users, 10,000 users)', appPath: '/management/users', apiPath: '/users/',
  spec: LIST_SPECS.users, sort: 'createdAt', name: (u) => `${u.firstName} ${u.lastName}`.trim(), words: (u) => [u.lastName, u.firstName],
};

export const CASES = [TRIPS, USERS] as ListCase<unknown>[];

/** The names of the first page for `q`, one per line (what the recorder reads off the table). */
export function firstPage<T>(c: ListCase<T>, rows: readonly T[], q: string): string {
  const page = applyList(rows, { page: 1, pageSize: PAGE_SIZE, q, sort: c.sort, order: 'desc', filters: {} }, c.spec);
  return page.data.map(c.name).join('\n');
}

/** `count` lower-case words of 4–10 letters whose first page is not their prefix's, spread over the alphabet. */
export function pickWords<T>(c: ListCase<T>, rows: readonly T[], count: number): string[] {
  const all = [...new Set(rows.flatMap((r) => c.words(r)).map((w) => w.toLowerCase()).filter((w) => /^[a-z]{4,10}$/.test(w)))].sort();
  // Every word once, in strides through the alphabet, so the words picked are spread over it.
  const stride = Math.max(1, Math.floor(all.length / count));
  const order = Array.from({ length: stride }, (_, offset) => all.filter((_w, i) => i % stride === offset)).flat();
  const picked: string[] = [];
  for (const word of order) {
    if (picked.length === count) break;
    const page = firstPage(c, rows, word);
    if (page !== '' && page !== firstPage(c, rows, word.slice(0, -1))) picked.push(word);
  }
  if (picked.length < count) throw new Error(`lists bench: only ${picked.length} usable words for ${c.id}`);
  return picked;
}

// The recorder (a string: functions compiled by tsx carry helpers the page does not have).
const RECORDER = `(() => {
  const rec = { keys: [], frames: [], names: null, last: null };
  window.__benchRec = rec;
  addEventListener('keydown', (e) => rec.keys.push(e.timeStamp), { capture: true });
  // Each frame is timed once its rendering work is done: by a message posted from its callback.
  const channel = new MessageChannel();
  const pending = [];
  channel.port1.onmessage = () => { const f = pending.shift(); if (f) { f.paint = performance.now(); rec.frames.push(f); rec.last = f; } };
  const frame = () => {
    const input = document.querySelector(${JSON.stringify(INPUT)});
    const table = document.querySelector('main table');
    const names = table ? [...table.querySelectorAll('tbody th[scope="row"] a')].map((a) => a.textContent.trim()).join('\\n') : '';
    const changed = names !== rec.names;
    rec.names = names;
    pending.push({ raf: performance.now(), value: input ? input.value : '', names: changed ? names : null, current: names, busy: table ? table.getAttribute('aria-busy') === 'true' : false });
    channel.port2.postMessage(0);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  rec.settled = (word, expected) => Boolean(rec.last && rec.keys.length >= word.length && rec.last.value === word && rec.last.current === expected && !rec.last.busy);
  rec.dump = () => ({
    keys: rec.keys,
    frames: rec.frames.map((f) => ({ raf: f.raf, paint: f.paint, value: f.value, names: f.names, busy: f.busy })),
    api: performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/')).map((e) => ({ url: e.name, start: e.startTime, end: e.responseEnd })),
  });
})()`;

/** The page shows its first 25 rows, not busy (run in the page: no closure over this module). */
const isReady = ({ input, size }: { input: string; size: number }): boolean => {
  const table = document.querySelector('main table');
  return Boolean(document.querySelector(input) && table && table.getAttribute('aria-busy') !== 'true'
    && table.querySelectorAll('tbody th[scope="row"] a').length === size);
};

interface Frame { raf: number; paint: number; value: string; names: string | null; busy: boolean }
interface Typing {
  charMs: number;
  rowsMs: number;
  /** The API calls made after the last key: ms from it to their start and end (where the time goes). */
  calls: { url: string; start: number; end: number }[];
}

/** BENCH_DEBUG=1: each frame from the last key on (ms from it to the frame and to its paint). */
function printFrames(frames: readonly (Frame & { names: string })[], lastKey: number, expected: string): void {
  let shown = '';
  for (const f of frames) {
    if (f.raf < lastKey - 50) continue;
    const rows = f.names === shown ? '' : ` rows: ${f.names === expected ? 'final' : 'other'}`;
    console.log(`    ${Math.round(f.raf - lastKey)}→${Math.round(f.paint - lastKey)} ms "${f.value}" ${f.busy ? 'busy' : 'idle'}${rows}`);
    shown = f.names;
  }
}

/** The page shows `expected` for `word`, not busy (the recorder's view). */
async function waitSettled(page: Page, url: string, word: string, expected: string): Promise<void> {
  await page.waitForFunction(
    (args: { word: string; expected: string }) => (window as unknown as { __benchRec: { settled(w: string, e: string): boolean } }).__benchRec.settled(args.word, args.expected),
    { word, expected }, { timeout: 60_000 },
  ).catch(async (error: unknown) => {
    // Say what the page showed instead: the field, whether the rows were the word's, busy.
    const last = (await page.evaluate('window.__benchRec.last')) as { value: string; current: string; busy: boolean } | null;
    const rows = last === null ? 'no frame' : last.current === expected ? 'the word\'s rows' : `other rows (${last.current.split('\n').slice(0, 3).join(' | ')}…)`;
    throw new Error(`lists bench: "${word}" on ${url} did not settle: field "${last?.value ?? ''}", ${rows}${last?.busy ? ', busy' : ''}`, { cause: error });
  });
}

/**
 * Loads `url`, types `word` throttled as `typist` does (`prefixExpected`: the rows of the word but
 * its last letter, which the pause typist waits for), and reads the two latencies off the recorder
 * (see the header); the pause typist's keystroke figure is its last key's.
 */
export async function typeWord(page: Page, url: string, word: string, expected: string, typist: Typist = 'continuous', prefixExpected = ''): Promise<Typing> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await page.goto(url);
    await page.waitForFunction(isReady, { input: INPUT, size: PAGE_SIZE }, { timeout: 120_000 });
    await page.evaluate(RECORDER);
    await page.focus(INPUT);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    try {
      if (typist === 'pause') {
        const prefix = word.slice(0, -1);
        if (TYPING === 'paced') await page.keyboard.type(prefix, { delay: KEY_DELAY_MS });
        else await typeByClock(cdp, prefix);
        await waitSettled(page, url, prefix, prefixExpected);
        await sleep(PAUSE_MS);
        await pressKey(cdp, word.slice(-1), KEY_HOLD_MS);
      } else if (TYPING === 'paced') await page.keyboard.type(word, { delay: KEY_DELAY_MS });
      else await typeByClock(cdp, word);
      await waitSettled(page, url, word, expected);
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
    type Call = { url: string; start: number; end: number };
    const { keys, frames: raw, api: calls } = (await page.evaluate('window.__benchRec.dump()')) as { keys: number[]; frames: Frame[]; api: Call[] };
    let names = '';
    const frames = raw.map((f) => ({ ...f, names: (names = f.names ?? names) }));
    if (keys.length !== word.length) throw new Error(`lists bench: ${keys.length} keydowns for "${word}"`);
    const charMs = keys.map((k, i) => {
      const shown = frames.find((f) => f.raf >= k && f.value.startsWith(word.slice(0, i + 1)));
      if (!shown) throw new Error(`lists bench: key ${i + 1} of "${word}" never painted`);
      return shown.paint - k;
    });
    const lastKey = keys.at(-1) ?? 0;
    const rows = frames.find((f) => f.raf >= lastKey && f.names === expected && !f.busy);
    if (!rows) throw new Error(`lists bench: the rows of "${word}" never painted`);
    if (process.env.BENCH_DEBUG) printFrames(frames, lastKey, expected);
    const after = calls.filter((c) => c.start >= lastKey).map((c) => ({ url: new URL(c.url).pathname + new URL(c.url).search, start: Math.round(c.start - lastKey), end: Math.round(c.end - lastKey) }));
    return { charMs: typist === 'pause' ? (charMs.at(-1) ?? 0) : median(charMs), rowsMs: rows.paint - lastKey, calls: after };
  } finally {
    await cdp.detach();
  }
}

/** Builds the bare list page into `dir` (served at /bench-bare/ by the app's server), without a stylesheet. */
export async function buildBareList(dir: string): Promise<void> {
  await mkdir(join(dir, 'assets'), { recursive: true });
  const result = await esbuild.build({
    absWorkingDir: root, entryPoints: { 'bare-list': 'bench/bare-list/main.tsx' }, outdir: join(dir, 'assets'),
    bundle: true, format: 'esm', minify: true, jsx: 'automatic', entryNames: '[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' }, metafile: true, logLevel: 'warning',
  });
  const js = Object.keys(result.metafile.outputs).find((f) => f.endsWith('.js'))?.split('/').pop() ?? '';
  await writeFile(join(dir, 'index.html'), `<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare list</title><script type="module" src="./assets/${js}"></script></head><body><div id="root"></div></body></html>`);
}

export interface ListFigures {
  list: string;
  typist: Typist;
  words: string[];
  appCharMs: number;
  bareCharMs: number;
  char: PairedRatios;
  appRowsMs: number;
  bareRowsMs: number;
  rows: PairedRatios;
}

export interface ListsBenchOptions {
  /** A production build of the app; the bare page is added to it. */
  appDir: string;
  /** Its metafile (the JS per route). */
  metafile: esbuild.Metafile;
  runs: number;
  /** A scratch folder (the large store goes there). */
  work: string;
  /** Also the JS each declared screen loads (bench/routes.ts); default true. */
  routes?: boolean;
  log?(line: string): void;
}

/** Runs the rounds of each list against the app at `base` (signed in on `page`); `data`: each list's rows. */
export async function measureLists(
  base: string, page: Page, data: ReadonlyMap<string, readonly unknown[]>, runs: number,
  log: (line: string) => void = (line) => console.log(line),
): Promise<ListFigures[]> {
  const figures: ListFigures[] = [];
  for (const c of CASES) {
    const rows = data.get(c.id);
    if (!rows) continue;
    // A word per round and typist: no round reads an answer the server cached for another.
    const all = pickWords(c, rows, TYPISTS.length * (runs + 1));
    for (const [t, typist] of TYPISTS.entries()) {
      const words = all.filter((_w, i) => i % TYPISTS.length === t);
      const app: Typing[] = [];
      const bare: Typing[] = [];
      for (let round = 0; round <= runs; round++) {
        const word = words[round] ?? '';
        const expected = firstPage(c, rows, word);
        const prefixExpected = firstPage(c, rows, word.slice(0, -1));
        const appUrl = base + c.appPath;
        const bareUrl = `${base}/${BARE_DIR}/index.html?list=${c.id}`;
        // Round 0 warms both pages up (code, the server's folded rows) and is not counted.
        const appFirst = round % 2 === 0;
        const a = appFirst ? await typeWord(page, appUrl, word, expected, typist, prefixExpected) : null;
        const b = await typeWord(page, bareUrl, word, expected, typist, prefixExpected);
        const measured = a ?? (await typeWord(page, appUrl, word, expected, typist, prefixExpected));
        if (round === 0) continue;
        app.push(measured);
        bare.push(b);
        const calls = measured.calls.map((call) => `${call.url} ${call.start}–${call.end} ms`).join(', ');
        log(`  ${c.id} ${typist} "${word}": char ${measured.charMs.toFixed(0)} / ${b.charMs.toFixed(0)} ms, rows ${measured.rowsMs.toFixed(0)} / ${b.rowsMs.toFixed(0)} ms (app / bare)${calls ? `; after the last key: ${calls}` : ''}`);
      }
      figures.push({
        list: c.title,
        typist,
        words: words.slice(1),
        appCharMs: Math.round(median(app.map((r) => r.charMs))),
        bareCharMs: Math.round(median(bare.map((r) => r.charMs))),
        char: pairedRatios(app.map((r) => r.charMs), bare.map((r) => r.charMs)),
        appRowsMs: Math.round(median(app.map((r) => r.rowsMs))),
        bareRowsMs: Math.round(median(bare.map((r) => r.rowsMs))),
        rows: pairedRatios(app.map((r) => r.rowsMs), bare.map((r) => r.rowsMs)),
      });
    }
  }
  return figures;
}

/** Writes the bare page and its rows into the app's folder; returns each list's rows. */
export async function prepareBare(base: string, appDir: string): Promise<Map<string, unknown[]>> {
  const token = await apiToken(base);
  const bareDir = join(appDir, BARE_DIR);
  await buildBareList(bareDir);
  const data = new Map<string, unknown[]>();
  for (const c of CASES) {
    const rows = await api<unknown[]>(base, c.apiPath, { token });
    data.set(c.id, rows);
    await writeFile(join(bareDir, `${c.id}.json`), JSON.stringify(rows));
  }
  return data;
}

/** What benchLarge measured. */
export interface LargeFigures {
  lists: ListFigures[];
  routes: RouteFigure[];
}

/**
 * On a server seeded with the large demo data: the lists benchmark (see the header), then the JS
 * each declared screen loads in Chromium (bench/routes.ts), on one signed-in browser.
 */
export async function benchLarge(options: ListsBenchOptions): Promise<LargeFigures> {
  const log = options.log ?? ((line: string) => console.log(line));
  const started = performance.now();
  const server = await startServer({
    port: 0, host: '127.0.0.1', dataDir: join(options.work, 'data-large'), staticDir: options.appDir,
    demo: true, demoSize: 'large', log: false, tokenTtlS: 3600,
  });
  log(`  large demo store seeded and opened in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const browser = await openBrowser();
  try {
    const data = await prepareBare(server.url, options.appDir);
    await signIn(browser.page, server.url);
    const lists = await measureLists(server.url, browser.page, data, options.runs, log);
    const routes = options.routes === false ? [] : await measureRoutes(server.url, browser.page, options.appDir, options.metafile, root);
    return { lists, routes };
  } finally {
    await browser.close();
    await server.close();
  }
}

/** The figures as lines for the console. */
export function listLines(figures: readonly ListFigures[], runs: number): string[] {
  const verdict = (ratio: number, target: number) => (ratio <= target ? 'met' : 'NOT met');
  return figures.flatMap((f) => [
    `  ${f.list}, ${f.typist === 'pause' ? `the last letter after ${PAUSE_MS} ms of quiet` : 'typed through'}, ${CPU_SLOWDOWN}x CPU, ${runs} rounds, ${TYPING === 'paced' ? `page.keyboard.type, ${KEY_DELAY_MS} ms after each key is handled` : `a key every ${KEY_DELAY_MS} ms by the clock`}`,
    `    keystroke → character      app ${f.appCharMs} ms, bare ${f.bareCharMs} ms; paired ratio median ${f.char.median}, middle half ${f.char.middleHalf.join('–')} (target ≤ ${LIST_TARGETS.char}: ${verdict(f.char.median, LIST_TARGETS.char)})`,
    `    last keystroke → rows      app ${f.appRowsMs} ms, bare ${f.bareRowsMs} ms; paired ratio median ${f.rows.median}, middle half ${f.rows.middleHalf.join('–')} (target ≤ ${LIST_TARGETS.rows}: ${verdict(f.rows.median, LIST_TARGETS.rows)})`,
  ]);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // @ts-expect-error build.mjs is plain JavaScript without type declarations
  const { buildApp } = await import('../build.mjs');
  const runs = Number(process.env.BENCH_LIST_RUNS ?? process.env.BENCH_RUNS ?? 15);
  const work = await mkdtemp(join(tmpdir(), 'diving-bench-lists-'));
  try {
    const appDir = join(work, 'app');
    const { metafile } = (await buildApp({ outdir: appDir, quiet: true })) as { metafile: esbuild.Metafile };
    const load = () => loadavg().map((x) => x.toFixed(1)).join(', ');
    const loadBefore = load();
    console.log(`lists bench: ${runs} paired rounds per list and typist (BENCH_LIST_RUNS), ${CPU_SLOWDOWN}x CPU; load average (1, 5, 15 min) ${loadBefore}`);
    const figures = await benchLarge({ appDir, metafile, runs, work, routes: !process.argv.includes('--no-routes') });
    const loadAfter = load();
    console.log(`\nLists (large demo data), Diving against the bare page (bench/bare-list/main.tsx: rows ordered and folded once at load,`);
    console.log(`filtered on each key in a controlled input, a plain table, no stylesheet); load average before ${loadBefore}, after ${loadAfter}`);
    for (const line of listLines(figures.lists, runs)) console.log(line);
    if (figures.routes.length > 0) {
      console.log('\nJS per route, signed in');
      for (const line of routeLines(figures.routes)) console.log(line);
    }
    await mkdir(join(root, 'bench', 'results'), { recursive: true });
    const report = { date: new Date().toISOString(), loadBefore, loadAfter, runs, keyDelayMs: KEY_DELAY_MS, typing: TYPING, cpuSlowdown: CPU_SLOWDOWN, ...figures };
    await writeFile(join(root, 'bench', 'results', TYPING === 'paced' ? 'lists-paced.json' : 'lists.json'), JSON.stringify(report, null, 2) + '\n');
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
