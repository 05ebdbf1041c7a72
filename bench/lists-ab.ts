/**
 * Interleaved A/B of the lists benchmark (bench/lists.ts): several source trees (git worktrees),
 * each built and served by its own server on the large demo data, and the bare page, typed the
 * same word in turn, a new word per round, the order rotated each round. Prints each round's
 * last keystroke → rows per build and the bare page, then per build the paired ratio to the bare
 * page and to the first build, for the rows and for keystroke → character. Keys by the clock, as
 * the bench (BENCH_TYPING=paced for the old way); the whole word, or with TYPIST=pause the bench's
 * other typist (the last letter after a pause, which is what is timed).
 *   node --import tsx bench/lists-ab.ts ROUNDS trips|users /path/to/tree-a /path/to/tree-b ...
 * (each tree needs its node_modules: a symlink to this one's will do).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../server/app.ts';
import { openBrowser, signIn } from './browser';
import { CASES, firstPage, pickWords, prepareBare, typeWord, type Typist } from './lists';
import { median } from './stats';

const [roundsArg, listId, ...roots] = process.argv.slice(2);
const TYPIST: Typist = process.env.TYPIST === 'pause' ? 'pause' : 'continuous';
const rounds = Number(roundsArg);
const c = CASES.find((x) => x.id === listId);
if (!c || !(rounds > 0) || roots.length === 0) throw new Error('usage: bench/lists-ab.ts ROUNDS trips|users TREE...');
const work = await mkdtemp(join(tmpdir(), 'lists-ab-'));
const servers: { url: string; close(): Promise<void> }[] = [];
const browser = await openBrowser();
const quartiles = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `${(s[Math.floor(s.length / 4)] ?? 0).toFixed(2)}–${(s[Math.floor((3 * s.length) / 4)] ?? 0).toFixed(2)}`;
};
try {
  for (const [i, tree] of roots.entries()) {
    const { buildApp } = await import(join(tree, 'build.mjs'));
    const dir = join(work, `app${i}`);
    await buildApp({ outdir: dir, quiet: true });
    servers.push(await startServer({ port: 0, host: '127.0.0.1', dataDir: join(work, `data${i}`), staticDir: dir, demo: true, demoSize: 'large', log: false, tokenTtlS: 3600 }));
  }
  const first = servers[0];
  if (!first) throw new Error('no server');
  const data = await prepareBare(first.url, join(work, 'app0'));
  const rows = data.get(c.id) ?? [];
  const words = pickWords(c, rows, rounds + 1);
  const { page } = browser;
  for (const s of servers) await signIn(page, s.url);
  const n = servers.length;
  const times: number[][] = Array.from({ length: n + 1 }, () => []);
  const chars: number[][] = Array.from({ length: n + 1 }, () => []);
  for (let round = 0; round <= rounds; round++) {
    const word = words[round] ?? '';
    const expected = firstPage(c, rows, word);
    const got: number[] = [];
    const gotChar: number[] = [];
    for (let k = 0; k <= n; k++) {
      const v = (k + round) % (n + 1);
      const url = v === n ? `${first.url}/bench-bare/index.html?list=${c.id}` : `${servers[v]?.url ?? ''}${c.appPath}`;
      const typed = await typeWord(page, url, word, expected, TYPIST, firstPage(c, rows, word.slice(0, -1)));
      got[v] = typed.rowsMs;
      gotChar[v] = typed.charMs;
    }
    if (round === 0) continue; // warms both pages up
    got.forEach((ms, v) => times[v]?.push(ms));
    gotChar.forEach((ms, v) => chars[v]?.push(ms));
    const bare = got[n] ?? 1;
    console.log(`${word.padEnd(10)} ${got.map((x) => x.toFixed(0).padStart(5)).join(' ')}   ${got.slice(0, n).map((x) => (x / bare).toFixed(2)).join(' ')}`);
  }
  const bare = times[n] ?? [];
  const base = times[0] ?? [];
  for (let v = 0; v < n; v++) {
    const own = times[v] ?? [];
    const toBare = own.map((x, i) => x / (bare[i] ?? x));
    const toFirst = own.map((x, i) => x / (base[i] ?? x));
    const charToBare = (chars[v] ?? []).map((x, i) => x / (chars[n]?.[i] ?? x));
    console.log(`${roots[v]}: rows median ${median(own).toFixed(0)} ms; / bare ${median(toBare).toFixed(2)} (middle half ${quartiles(toBare)}); / first ${median(toFirst).toFixed(2)}; `
      + `keystroke median ${median(chars[v] ?? []).toFixed(0)} ms, / bare ${median(charToBare).toFixed(2)} (middle half ${quartiles(charToBare)})`);
  }
  console.log(`bare page: rows median ${median(bare).toFixed(0)} ms, keystroke median ${median(chars[n] ?? []).toFixed(0)} ms`);
} finally {
  await browser.close();
  for (const s of servers) await s.close();
  await rm(work, { recursive: true, force: true });
}
