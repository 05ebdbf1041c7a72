/**
 * The JS per route, two ways: from the build's metafile (bench/route-js.ts) and as Chromium loads it: each declared screen
 * opened signed in (`:id` filled with a record of the demo data), every script it requested
 * summed at gzip -9 of the file served. The two agree when route-js.ts knows everything a screen
 * loads. `node --import tsx bench/routes.ts` builds the app and prints both columns (`npm run bench`
 * prints the metafile's).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import type { Metafile } from 'esbuild';
import { paths } from '../src/paths';
import { watchNetwork } from '../test/helpers/network-quiet.ts';
import { startServer } from '../server/app.ts';
import { api, apiToken, openBrowser, signIn } from './browser';
import { routeJsTable, type RouteJs } from './route-js';
import { kib } from './stats';

export interface RouteFigure {
  path: string;
  /** From the metafile (route-js.ts). */
  staticGzip: number;
  /** Scripts Chromium requested, gzip -9; null when the screen was not opened. */
  loadedGzip: number | null;
  scripts: number;
}

interface WithId { id: string }

/** A URL for each `:id` pattern, from the demo data. */
async function fillIds(base: string): Promise<Map<string, string>> {
  const token = await apiToken(base);
  const first = async (path: string) => (await api<WithId[]>(base, path, { token }))[0]?.id ?? 'none';
  return new Map([
    [paths.trips.detailsPattern, paths.trips.details(await first('/trips/all-trips/pending'))],
    [paths.products.detailsPattern, paths.products.details(await first('/products/all-products/pending'))],
    [paths.diveMaster.detailsPattern, paths.diveMaster.details(await first('/users/dive-master/pending'))],
    [paths.users.detailsPattern, paths.users.details(await first('/users/dive-master/all'))],
    [paths.news.detailsPattern, paths.news.details(await first('/news'))],
    [paths.contact.detailsPattern, paths.contact.details(await first('/contact'))],
  ]);
}

/** Opens every declared screen on `page` (signed in at `base`, serving `appDir`) and sums its scripts. */
export async function measureRoutes(base: string, page: Page, appDir: string, metafile: Metafile, root: string): Promise<RouteFigure[]> {
  const table = await routeJsTable(metafile, root);
  const ids = await fillIds(base);
  const sizes = new Map<string, number>();
  const gz = async (urlPath: string) => {
    let size = sizes.get(urlPath);
    if (size === undefined) {
      size = gzipSync(await readFile(join(appDir, urlPath)), { level: 9 }).length;
      sizes.set(urlPath, size);
    }
    return size;
  };
  const figures: RouteFigure[] = [];
  const network = watchNetwork(page);
  for (const row of table) {
    // The signed-out screens would send a signed-in visitor home: the metafile's figure stands.
    if (row.path === paths.login || row.path.startsWith(paths.password.root)) {
      figures.push({ path: row.path, staticGzip: row.gzipBytes, loadedGzip: null, scripts: row.files.length });
      continue;
    }
    const scripts = new Set<string>();
    const onRequest = (request: { url(): string; resourceType(): string }) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    };
    page.on('request', onRequest);
    await page.goto(base + (ids.get(row.path) ?? row.path));
    await page.locator('main h1').first().waitFor({ timeout: 60_000 });
    await network.settled();
    page.off('request', onRequest);
    let loaded = 0;
    for (const script of scripts) loaded += await gz(script);
    figures.push({ path: row.path, staticGzip: row.gzipBytes, loadedGzip: loaded, scripts: scripts.size });
  }
  network.stop();
  return figures;
}

/** The metafile's figures, as RouteFigure rows with no Chromium column. */
export function staticFigures(table: readonly RouteJs[]): RouteFigure[] {
  return table.map((r) => ({ path: r.path, staticGzip: r.gzipBytes, loadedGzip: null, scripts: r.files.length }));
}

/** The figures as console lines; the Chromium column only when some screen was opened. */
export function routeLines(figures: readonly RouteFigure[]): string[] {
  const width = Math.max(...figures.map((f) => f.path.length));
  const opened = figures.some((f) => f.loadedGzip !== null);
  return [
    `  ${'screen'.padEnd(width)}  metafile${opened ? '   Chromium' : ''}  files  (gzip -9)`,
    ...figures.map((f) => {
      const loaded = !opened ? '' : f.loadedGzip === null ? '—'.padStart(11) : kib(f.loadedGzip).padStart(11);
      return `  ${f.path.padEnd(width)}  ${kib(f.staticGzip).padStart(8)}${loaded}  ${String(f.scripts).padStart(5)}`;
    }),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // @ts-expect-error build.mjs is plain JavaScript without type declarations
  const { buildApp } = await import('../build.mjs');
  const root = fileURLToPath(new URL('..', import.meta.url));
  const work = await mkdtemp(join(tmpdir(), 'diving-bench-routes-'));
  try {
    const appDir = join(work, 'app');
    const { metafile } = (await buildApp({ outdir: appDir, quiet: true })) as { metafile: Metafile };
    const server = await startServer({ port: 0, host: '127.0.0.1', dataDir: join(work, 'data'), staticDir: appDir, demo: true, log: false });
    const browser = await openBrowser();
    try {
      await signIn(browser.page, server.url);
      const figures = await measureRoutes(server.url, browser.page, appDir, metafile, root);
      console.log('JS per route, signed in');
      for (const line of routeLines(figures)) console.log(line);
      const differ = figures.filter((f) => f.loadedGzip !== null && f.loadedGzip !== f.staticGzip).map((f) => f.path);
      console.log(differ.length ? `  metafile and Chromium differ on ${differ.join(', ')}` : '  metafile and Chromium agree on every screen opened');
      if (differ.length) process.exitCode = 1;
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
