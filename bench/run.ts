/**
 * `npm run bench`: size and speed of the back office, one run.
 * 1. Builds the app and prints the JS each declared screen loads (bench/route-js.ts), gzip -9, and
 *    /login's against its budget (test/build.test.ts enforces it).
 * 2. Builds a bare React 19 page rendering the same sign-in form (bench/bare/main.tsx), serves both
 *    through the reference server and loads `/login` cold (fresh profile, no cache) in headless
 *    Chromium at 4x CPU, the two pages in turn, BENCH_RUNS rounds (15); prints the paired ratio of
 *    the times to the painted form against its target.
 * 3. Runs the lists benchmark (bench/lists.ts) unless `--no-lists`, then the server benchmark
 *    (bench/server.ts) unless `--no-server`, then the live stream's (bench/events.ts) unless
 *    `--no-events`.
 * Figures go to stdout and bench/results/spa.json.
 */
import * as esbuild from 'esbuild';
import { mkdtemp, mkdir, rm, writeFile, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { startServer } from '../server/app.ts';
import { CPU_SLOWDOWN, measurePaint } from './browser';
import { routeJsTable } from './route-js';
import { routeLines, staticFigures } from './routes';
import { kib, median, pairedRatios } from './stats';
// @ts-expect-error build.mjs is plain JavaScript without type declarations
import { buildApp } from '../build.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
/** The target for /login: the paired paint ratio. Its JS is a reported figure (test/build.test.ts guards it at 100 KiB). */
const PAINT_RATIO_TARGET = 1.1;
const READY = 'button[type="submit"]';
const root = fileURLToPath(new URL('..', import.meta.url));

/** The bare page: the same form in plain React 19, with the app's stylesheet. */
async function buildBare(outdir: string, cssFile: string): Promise<void> {
  await mkdir(join(outdir, 'assets'), { recursive: true });
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { bare: 'bench/bare/main.tsx' },
    outdir: join(outdir, 'assets'),
    bundle: true,
    format: 'esm',
    minify: true,
    jsx: 'automatic',
    entryNames: '[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    logLevel: 'warning',
  });
  const js = Object.keys(result.metafile.outputs).find((f) => f.endsWith('.js')) ?? '';
  const css = cssFile.split('/').pop() ?? 'styles.css';
  await writeFile(join(outdir, 'assets', css), await readFile(join(root, cssFile)));
  const html = `<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare</title><link rel="stylesheet" href="/assets/${css}"><script type="module" src="/assets/${js.split('/').pop()}"></script></head><body><div id="root"></div></body></html>`;
  await writeFile(join(outdir, 'index.html'), html);
}

/** Runs another bench script to its end, its output inline. */
function runScript(title: string, file: string): void {
  console.log(`\n${title} (${file})`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', file], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exitCode = 1;
}

const work = await mkdtemp(join(tmpdir(), 'diving-bench-'));
try {
  const appDir = join(work, 'app');
  const bareDir = join(work, 'bare');
  const { metafile } = (await buildApp({ outdir: appDir, quiet: true })) as { metafile: esbuild.Metafile };
  const table = await routeJsTable(metafile, root);
  const login = table.find((r) => r.path === '/login')?.gzipBytes ?? 0;
  console.log('JS per screen (entry, its static imports and what the screen loads)');
  for (const line of routeLines(staticFigures(table))) console.log(line);
  await buildBare(bareDir, Object.keys(metafile.outputs).find((f) => f.endsWith('.css')) ?? '');

  const app = await startServer({ port: 0, dataDir: join(work, 'data-app'), staticDir: appDir, demo: true, log: false });
  const bare = await startServer({ port: 0, dataDir: join(work, 'data-bare'), staticDir: bareDir, demo: false, log: false });
  const appMs: number[] = [];
  const bareMs: number[] = [];
  try {
    // A warm-up of each (Chromium itself, disk caches), not counted.
    await measurePaint(`${app.url}/login`, READY);
    await measurePaint(`${bare.url}/login`, READY);
    for (let round = 0; round < RUNS; round++) {
      // Rounds alternate which page goes first; each ratio is of one round, so slow phases hit both.
      const order = round % 2 ? [bare, app] : [app, bare];
      for (const server of order) (server === app ? appMs : bareMs).push((await measurePaint(`${server.url}/login`, READY)).paintMs);
    }
  } finally {
    await app.close();
    await bare.close();
  }
  const paired = pairedRatios(appMs, bareMs);
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  console.log(`\n/login`);
  console.log(`  JS, gzip -9                    ${kib(login)}`);
  console.log(`  form painted, cold, ${CPU_SLOWDOWN}x CPU     ${Math.round(median(appMs))} ms; bare React page ${Math.round(median(bareMs))} ms (medians of ${RUNS})`);
  console.log(`  paired ratio, app / bare       ${paired.median}, middle half ${paired.middleHalf.join('–')}   (target ≤ ${PAINT_RATIO_TARGET}: ${verdict(paired.median <= PAINT_RATIO_TARGET)})`);
  const result = {
    date: new Date().toISOString(), runs: RUNS, cpuSlowdown: CPU_SLOWDOWN, loginJsGzip: login,
    loginPaintMs: Math.round(median(appMs)), barePaintMs: Math.round(median(bareMs)), pairedRatio: paired,
    screens: table.map((r) => ({ path: r.path, gzipBytes: r.gzipBytes, files: r.files.length })),
  };
  await mkdir(join(root, 'bench', 'results'), { recursive: true });
  await writeFile(join(root, 'bench', 'results', 'spa.json'), JSON.stringify(result, null, 2) + '\n');
} finally {
  await rm(work, { recursive: true, force: true });
}
if (!process.argv.includes('--no-lists')) runScript('Lists on the large demo data', 'bench/lists.ts');
if (!process.argv.includes('--no-server')) runScript('Server', 'bench/server.ts');
if (!process.argv.includes('--no-events')) runScript('Live events', 'bench/events.ts');
