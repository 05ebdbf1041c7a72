/**
 * `npm run screenshots`: PNGs of the main screens for the README and for review, in light, dark and
 * Arabic (RTL), 1280×800, into docs/screenshots/<screen>-<mode>.png, and the pending trips on a phone
 * (360×800) and a tablet (768×1024) in light and Arabic, as docs/screenshots/trips-pending-<width>-<mode>.png. Builds the app into a
 * temporary folder, starts the reference server on the normal demo data, signs in through the form
 * and opens each screen once it has drawn: its heading, no skeleton rows, no progress bar, every
 * image loaded.
 *
 * For a visual review of every signed-in screen (queues' tabs, details pages, editors, settings):
 *   SCREENSHOTS=all SCREENSHOTS_OUT=/tmp/shots npm run screenshots
 * SCREENSHOTS_URL=http://127.0.0.1:8080 uses a running demo server instead of building one;
 * SCREENSHOTS_ONLY=users,dashboard keeps the screens whose names contain one of the words;
 * SCREENSHOTS_MODES=dark,arabic keeps those modes.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import type { ContactMessage, News, Product, Trip, User } from '../src/contract';
import { paths } from '../src/paths';
import { startServer } from '../server/app.ts';
// @ts-expect-error build.mjs is plain JavaScript without type declarations
import { buildApp } from '../build.mjs';
import { api, apiToken, openBrowser, signIn } from './browser';
import { watchNetwork, type NetworkQuiet } from '../test/helpers/network-quiet.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const OUT = resolve(process.env.SCREENSHOTS_OUT ?? join(root, 'docs', 'screenshots'));
const MODES = [
  { name: 'light', colorScheme: 'light', lang: 'en' },
  { name: 'dark', colorScheme: 'dark', lang: 'en' },
  { name: 'arabic', colorScheme: 'light', lang: 'ar' },
] as const;

/** The narrow windows a list is also shown in: a phone and a tablet, in light and Arabic. */
const NARROW = [{ width: 360, height: 800 }, { width: 768, height: 1024 }] as const;
const NARROW_MODES: readonly string[] = ['light', 'arabic'];

/** [file name, path, what to scroll into view (the trip's gallery is below the fold)] */
type Shot = [string, string, string?];

/** Waits until the screen has drawn what it loads. */
async function settle(page: Page, network: NetworkQuiet, dir: 'ltr' | 'rtl'): Promise<void> {
  await page.locator('main h1').first().waitFor({ timeout: 60_000 });
  await page.waitForFunction((d) => document.documentElement.dir === d, dir);
  await network.settled();
  await page.waitForFunction(() => !document.querySelector('.table__skeleton, .skeleton, .progress')
    && [...document.images].every((image) => image.complete));
  // Two frames, so what the last answer changed is on screen.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The screens to take: the README's set, or with `all` every signed-in screen. */
async function screensOf(base: string, all: boolean): Promise<Shot[]> {
  const token = await apiToken(base);
  const get = <T>(path: string) => api<T>(base, path, { token });
  const trips = await get<Trip[]>('/trips/all-trips/pending');
  const trip = trips.find((t) => t.images.length >= 3) ?? trips[0];
  const news = (await get<News[]>('/news'))[0];
  if (!trip || !news) throw new Error('screenshots: the demo data has no pending trip or no news');
  const main: Shot[] = [
    ['dashboard', paths.dashboards.home],
    ['trips-pending', paths.trips.pending],
    ['trip-details', paths.trips.details(trip.id), '.gallery'],
    ['users', paths.users.all],
    ['news-editor', paths.news.details(news.id)],
    ['legal-terms', paths.legal.terms],
    ['contact-messages', paths.contact.all],
    ['activity', paths.management.activity],
  ];
  if (!all) return main;
  const diveMaster = (await get<User[]>('/users/dive-master/pending'))[0];
  const decided = (await get<Trip[]>('/trips/all-trips/rejected'))[0];
  const product = (await get<Product[]>('/products/all-products/pending'))[0];
  const message = (await get<ContactMessage[]>('/contact'))[0];
  const user = (await get<User[]>('/users'))[0];
  if (!diveMaster || !decided || !product || !message || !user) throw new Error('screenshots: the demo data lacks a record');
  return [
    ...main,
    ['trip-details-top', paths.trips.details(trip.id)],
    ['trip-details-rejected', paths.trips.details(decided.id)],
    ['trips-all', paths.trips.all],
    ['trips-rejected', paths.trips.rejected],
    ['dive-masters-pending', paths.diveMaster.pending],
    ['dive-master-details', paths.diveMaster.details(diveMaster.id)],
    ['products-pending', paths.products.pending],
    ['products-approved', paths.products.approved],
    ['product-details', paths.products.details(product.id)],
    ['user-details', paths.users.details(user.id)],
    ['dive-master-user', paths.users.details(diveMaster.id)],
    ['user-create', paths.users.create],
    ['news-list', paths.news.all],
    ['news-create', paths.news.create],
    ['legal-privacy', paths.legal.privacy],
    ['legal-about', paths.legal.about],
    ['legal-contact-us', paths.legal.contact],
    ['contact-message', paths.contact.details(message.id)],
    ['settings-general', paths.settings.general],
    ['settings-security', paths.settings.security],
    ['settings-appearance', paths.settings.appearance],
  ];
}

async function save(page: Page, name: string): Promise<void> {
  const file = join(OUT, name);
  await page.screenshot({ path: file });
  console.log(`screenshots: ${file.startsWith(root) ? file.slice(root.length) : file}`);
}

async function shoot(base: string): Promise<void> {
  const only = process.env.SCREENSHOTS_ONLY?.split(',').filter(Boolean);
  const modes = process.env.SCREENSHOTS_MODES?.split(',').filter(Boolean);
  const screens = (await screensOf(base, process.env.SCREENSHOTS === 'all'))
    .filter(([name]) => !only || only.some((word) => name.includes(word)));
  const browser = await openBrowser({ width: 1280, height: 800 });
  try {
    const { page } = browser;
    const network = watchNetwork(page);
    await signIn(page, base);
    await mkdir(OUT, { recursive: true });
    for (const mode of MODES.filter((m) => !modes || modes.includes(m.name))) {
      await page.emulateMedia({ colorScheme: mode.colorScheme });
      await page.evaluate((lang) => localStorage.setItem('i18nextLng', lang), mode.lang);
      for (const [name, path, show] of screens) {
        await page.goto(base + path);
        await settle(page, network, mode.lang === 'ar' ? 'rtl' : 'ltr');
        if (show) await page.locator(show).first().evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await save(page, `${name}-${mode.name}.png`);
      }
      if (!NARROW_MODES.includes(mode.name) || (only && !only.some((word) => 'trips-pending'.includes(word)))) continue;
      for (const size of NARROW) {
        await page.setViewportSize(size);
        await page.goto(base + paths.trips.pending);
        await settle(page, network, mode.lang === 'ar' ? 'rtl' : 'ltr');
        await save(page, `trips-pending-${size.width}-${mode.name}.png`);
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  if (process.env.SCREENSHOTS_URL) {
    await shoot(process.env.SCREENSHOTS_URL.replace(/\/$/, ''));
    return;
  }
  const work = await mkdtemp(join(tmpdir(), 'diving-screenshots-'));
  const staticDir = join(work, 'dist');
  await buildApp({ outdir: staticDir, quiet: true });
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir: join(work, 'data'), staticDir, demo: true, log: false });
  try {
    await shoot(server.url);
  } finally {
    await server.close();
    await rm(work, { recursive: true, force: true });
  }
}

await main();
