// Leaving a form in Chromium against the real server: the browser's Back asks before it leaves
// unsaved changes, as a link in the app does (Stay keeps the typing, Leave goes), and Back during a
// save, then Forward, says how the save went instead of "your unsaved changes were restored".
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page, Route } from 'playwright-core';
import { adminPage, closeAll, field, startWithChromium, type AppUnderTest } from '../helpers/e2e.ts';

let app: AppUnderTest;
let browser: Browser;
before(async () => ({ app, browser } = await startWithChromium()));
after(() => closeAll(browser, app));

/** From the news list into its first article's editor, by the link (an entry of the app's own history). */
async function openFirstArticle(page: Page): Promise<void> {
  await page.goto(`${app.url}/news/all`);
  const link = page.locator('table tbody a').first();
  await link.waitFor();
  await link.click();
  await page.waitForURL((u) => u.pathname.startsWith('/news/edit/'));
  await field(page, 'Title').waitFor();
}

test('the browser\'s Back asks before leaving unsaved changes, like a link in the app', async () => {
  const b = await adminPage(browser, app.url, { to: null });
  try {
    await openFirstArticle(b.page);
    const editor = b.page.url();
    const title = `Back asks ${Date.now()}`;
    await field(b.page, 'Title').fill(title);
    await b.page.goBack();
    const ask = b.page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await ask.waitFor();
    assert.equal(b.page.url(), editor, 'the address stays on the editor while it asks');
    await ask.getByRole('button', { name: 'Stay' }).click();
    assert.equal(await field(b.page, 'Title').inputValue(), title, 'Stay keeps the typing');
    await b.page.goBack();
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Leave' }).click();
    await b.page.waitForURL((u) => u.pathname === '/news/all');
    assert.deepEqual(b.errors, []);
  } finally {
    await closeAll(b);
  }
});

test('Back during a save, then Forward: the editor says the save went through, not that changes were restored', async () => {
  const b = await adminPage(browser, app.url, { to: null });
  try {
    await openFirstArticle(b.page);
    // The save is held on its way (the real server answers it once let go).
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    let arrived: () => void = () => {};
    const sent = new Promise<void>((resolve) => { arrived = resolve; });
    await b.page.route('**/api/v1/news/*', async (route: Route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      arrived();
      await held;
      return route.continue();
    });
    const title = `Saved while away ${Date.now()}`;
    await field(b.page, 'Title').fill(title);
    await b.page.getByRole('button', { name: /^Save (changes|as draft)$/ }).click();
    await sent;
    await b.page.goBack();
    await b.page.waitForURL((u) => u.pathname === '/news/all');
    await b.page.goForward();
    await field(b.page, 'Title').waitFor();
    await b.page.getByText('Your changes are being saved…').waitFor();
    release();
    await b.page.getByText('Your changes were saved.').waitFor();
    assert.equal(await b.page.getByText(/were restored/).count(), 0);
    assert.equal(await field(b.page, 'Title').inputValue(), title);
    // Saved: leaving now asks nothing.
    await b.page.goBack();
    await b.page.waitForURL((u) => u.pathname === '/news/all');
    await b.page.getByRole('link', { name: title }).waitFor();
    assert.deepEqual(b.errors, []);
  } finally {
    await closeAll(b);
  }
});
