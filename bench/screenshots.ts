/**
 * `npm run screenshots`: PNGs of the main screens for the README and for review, in light, dark and
 * Arabic (RTL), 1280×800, into docs/screenshots/<screen>-<mode>.png. Builds the app into a
 * temporary folder, starts the reference server on the normal demo data, signs in through the form
 * and opens each screen once it has drawn: its heading, no skeleton rows, no progress bar, every
 * image loaded.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import type { News, Trip } from '../src/contract';
import { paths } from '../src/paths';
import { startServer } from '../server/app.ts';
// @ts-expect-error build.mjs is plain JavaScript without type declarations
import { buildApp } from '../build.mjs';
import { api, apiToken, openBrowser, signIn } from './browser';

const root = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(root, 'docs', 'screenshots');
const MODES = [
  { name: 'light', colorScheme: 'light', lang: 'en' },
  { name: 'dark', colorScheme: 'dark', lang: 'en' },
  { name: 'arabic', colorScheme: 'light', lang: 'ar' },
] as const;

/** Waits until the screen has drawn what it loads. */
async function settle(page: Page, dir: 'ltr' | 'rtl'): Promise<void> {
  await page.locator('main h1').first().waitFor({ timeout: 60_000 });
  await page.waitForFunction((d) => document.documentElement.dir === d, dir);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('.table__skeleton, .skeleton, .progress')
    && [...document.images].every((image) => image.complete));
  // Two frames, so what the last answer changed is on screen.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function main(): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), 'diving-screenshots-'));
  const staticDir = join(work, 'dist');
  await buildApp({ outdir: staticDir, quiet: true });
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir: join(work, 'data'), staticDir, demo: true, log: false });
  const browser = await openBrowser({ width: 1280, height: 800 });
  try {
    const token = await apiToken(server.url);
    const trips = await api<Trip[]>(server.url, '/trips/all-trips/pending', { token });
    const trip = trips.find((t) => t.images.length >= 3) ?? trips[0];
    const news = (await api<News[]>(server.url, '/news', { token }))[0];
    if (!trip || !news) throw new Error('screenshots: the demo data has no pending trip or no news');
    // [file name, path, what to scroll into view (the trip's gallery is below the fold)]
    const screens: [string, string, string?][] = [
      ['dashboard', paths.dashboards.home],
      ['trips-pending', paths.trips.pending],
      ['trip-details', paths.trips.details(trip.id), '.gallery'],
      ['users', paths.management.users],
      ['news-editor', paths.news.edit(news.id)],
      ['legal-terms', paths.legal.terms],
      ['contact-messages', paths.contact.all],
    ];
    const { page } = browser;
    await signIn(page, server.url);
    await mkdir(OUT, { recursive: true });
    for (const mode of MODES) {
      await page.emulateMedia({ colorScheme: mode.colorScheme });
      await page.evaluate((lang) => localStorage.setItem('i18nextLng', lang), mode.lang);
      for (const [name, path, show] of screens) {
        await page.goto(server.url + path);
        await settle(page, mode.lang === 'ar' ? 'rtl' : 'ltr');
        if (show) await page.locator(show).first().evaluate((element) => element.scrollIntoView({ block: 'center' }));
        const file = join(OUT, `${name}-${mode.name}.png`);
        await page.screenshot({ path: file });
        console.log(`screenshots: ${file.slice(root.length)}`);
      }
    }
  } finally {
    await browser.close();
    await server.close();
    await rm(work, { recursive: true, force: true });
  }
}

await main();
