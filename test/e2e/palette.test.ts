// The command palette in Chromium against the real server, by keyboard only: Ctrl+K, a word of a
// demo trip's title, the arrows, Enter; a screen by its Spanish name; the recent visits; Ctrl+K left
// to the browser outside the shell; axe with the palette open in light, dark and Arabic.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  A11Y_MODES, REDUCED_MOTION, adminPage, apiToken, axeViolations, callApi, closeAll, launchChromium, signedInLooks, startApp,
  type AppUnderTest,
} from '../helpers/e2e.ts';

let app: AppUnderTest;
let browser: Awaited<ReturnType<typeof launchChromium>>;
let looks: ReturnType<typeof signedInLooks>;
let trip: { id: string; title: string };

before(async () => {
  app = await startApp();
  browser = await launchChromium();
  looks = signedInLooks(browser, app.url);
  const token = await apiToken(app.url);
  const { body } = await callApi(app.url, 'GET', '/trips?page=1&pageSize=1', token);
  const [first] = (body as { data: { id: string; title: string }[] }).data;
  assert.ok(first, 'the demo data has trips');
  trip = first;
});
after(async () => { await closeAll(browser, app); });

/**
 * A picture of the palette to look at, only when PALETTE_SCREENSHOT names the file of the recent
 * visits' one (the others go next to it): a picture checks nothing, and drawing it costs CPU.
 */
async function keepPicture(page: Page, name: string): Promise<void> {
  const path = process.env.PALETTE_SCREENSHOT;
  if (!path) return;
  await page.screenshot({ path: name === 'recent' ? path : join(dirname(path), `palette-${name}.png`) });
}

const combobox = (page: Page) => page.locator('.palette [role="combobox"]');

/** Ctrl+K once the shell is there (its header's search button says so); resolves with the input focused. */
async function openPalette(page: Page): Promise<void> {
  await page.locator('.header__search').waitFor();
  await page.keyboard.press('Control+k');
  await combobox(page).waitFor();
  await page.waitForFunction(() => document.activeElement?.classList.contains('palette__input'));
}
const activeText = (page: Page) => page.evaluate(() => {
  const id = document.querySelector('[role="combobox"]')?.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.querySelector('.palette__title')?.textContent ?? null : null;
});

/** Presses the arrow down until the active option's title is `title` (at most `max` times). */
async function arrowTo(page: Page, title: string, max = 40): Promise<void> {
  for (let i = 0; i < max && (await activeText(page)) !== title; i += 1) await page.keyboard.press('ArrowDown');
  assert.equal(await activeText(page), title);
}

/** The longest word of the title, without punctuation: the one least likely to match many other trips. */
const wordOf = (title: string) => title.replace(/[^\p{L}\p{N}\s]/gu, ' ').split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? title;

test('by keyboard only: Ctrl+K from a text field, a word of a trip, the arrows and Enter open that trip; Esc gives focus back', async () => {
  const { page, errors, close } = await adminPage(browser, app.url, { to: null });
  try {
    await page.goto(`${app.url}/management/users`);
    const search = page.getByRole('searchbox').first();
    await search.focus();
    await openPalette(page);
    const dialog = page.getByRole('dialog', { name: 'Go to' });
    assert.equal(await combobox(page).getAttribute('aria-expanded'), 'true');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await search.evaluate((el) => el === document.activeElement), true, 'focus is back in the search box');

    await openPalette(page);
    await page.keyboard.type(wordOf(trip.title));
    const trips = dialog.getByRole('group', { name: 'Trips' });
    const option = trips.getByRole('option').filter({ hasText: trip.title }).first();
    await option.waitFor();
    assert.ok((await option.locator('mark').count()) > 0, 'the word is marked in the title');
    await arrowTo(page, trip.title);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === `/trips/details/${trip.id}`);
    await page.getByRole('heading', { name: trip.title }).first().waitFor();

    // The trip is now the first recent visit, listed when nothing is typed.
    await openPalette(page);
    const recent = dialog.getByRole('group', { name: 'Recent' });
    await recent.waitFor();
    assert.equal(await recent.getByRole('option').first().locator('.palette__title').textContent(), trip.title);
    assert.equal(await activeText(page), trip.title);
    await keepPicture(page, 'recent');
    await page.keyboard.press('Escape');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('a screen by its Spanish name', async () => {
  const { page, errors, close } = await adminPage(browser, app.url);
  try {
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'es'));
    await page.reload();
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    await openPalette(page);
    const dialog = page.getByRole('dialog', { name: 'Ir a' });
    await page.keyboard.type('aparien');
    const screens = dialog.getByRole('group', { name: 'Pantallas' });
    await screens.getByRole('option', { name: /Apariencia/ }).waitFor();
    await page.getByRole('status').filter({ hasText: /resultado/ }).waitFor({ state: 'attached' });
    await arrowTo(page, 'Apariencia');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/settings/appearance');
    assert.deepEqual(errors, []);
  } finally {
    await close();
  }
});

test('outside the shell Ctrl+K is left to the browser', async () => {
  const context = await browser.newContext(REDUCED_MOTION);
  try {
    const page = await context.newPage();
    await page.goto(`${app.url}/login`);
    await page.getByRole('button', { name: /sign in/i }).waitFor();
    await page.evaluate(() => {
      window.addEventListener('keydown', (e) => { (window as unknown as { prevented: boolean }).prevented = e.defaultPrevented; });
    });
    await page.keyboard.press('Control+k');
    assert.equal(await page.evaluate(() => (window as unknown as { prevented: boolean }).prevented), false);
    assert.equal(await page.getByRole('dialog').count(), 0);
  } finally {
    await context.close();
  }
});

for (const mode of A11Y_MODES) {
  test(`no axe violation with the palette open, records listed (${mode.name})`, async () => {
    const { page } = await looks(mode);
    await page.goto(`${app.url}/dashboards/home`);
    await page.waitForFunction((lang) => document.documentElement.lang === lang, mode.lang);
    await openPalette(page);
    // A word that finds products, dive masters and users (their certification agency) at once.
    await page.keyboard.type('padi');
    await page.locator('.palette [role="group"]').nth(2).waitFor();
    await page.locator('.palette__option mark').first().waitFor();
    await page.keyboard.press('ArrowDown');
    assert.deepEqual(await axeViolations(page), []);
    await keepPicture(page, mode.name);
  });
}
