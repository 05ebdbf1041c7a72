// The app in Chromium with a browser storage that throws on every call (a full quota, some private
// modes): the sign-in page draws, the admin signs in and works, nothing is remembered, nothing throws.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { closeAll, field, openContext, signInWithForm, startWithChromium, type AppUnderTest } from '../helpers/e2e.ts';

let app: AppUnderTest;
let browser: Browser;
before(async () => ({ app, browser } = await startWithChromium()));
after(() => closeAll(browser, app));

/**
 * Runs before any page script: every Storage call and both storage getters throw. A string, not a
 * function: the test's compiler would add helpers the page does not have.
 */
const BREAK_STORAGE = `(() => {
  const fail = () => { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };
  for (const method of ['getItem', 'setItem', 'removeItem', 'key', 'clear']) {
    Object.defineProperty(Storage.prototype, method, { configurable: true, value: fail });
  }
  Object.defineProperty(Storage.prototype, 'length', { configurable: true, get: fail });
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(window, name, { configurable: true, get: fail });
  }
})();`;

test('with a storage that throws on every call, the admin signs in and works, and nothing is remembered', async () => {
  // The storage is broken in the page's own scripts (BREAK_STORAGE), so any context will do.
  const b = await openContext(browser);
  const warnings: string[] = [];
  b.page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
  try {
    await b.page.addInitScript(BREAK_STORAGE);
    await b.page.goto(`${app.url}/login`);
    await field(b.page, 'E-mail').waitFor();
    assert.equal(
      await b.page.evaluate(() => { try { localStorage.getItem('x'); return 'read'; } catch { return 'threw'; } }),
      'threw', 'the storage really throws in the page',
    );
    assert.deepEqual(b.errors, [], 'the sign-in page draws without an error');

    await signInWithForm(b.page, app.url);
    await b.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings', exact: true }).click();
    await b.page.waitForURL((u) => u.pathname.startsWith('/settings/'));
    await b.page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Appearance', exact: true }).click();
    await b.page.waitForURL((u) => u.pathname === '/settings/appearance');
    await b.page.getByRole('radio', { name: 'Dark' }).check();
    await b.page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    // The colours may still be easing towards the scheme's own: wait for a dark background.
    await b.page.waitForFunction(() => (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).slice(0, 3).map(Number).reduce((a, c) => a + c, 0) < 200)
      .catch(() => undefined);
    const bg = await b.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r = 255, g = 255, bl = 255] = (bg.match(/\d+/g) ?? []).map(Number);
    assert.ok(r + g + bl < 200, `the dark theme applies, got ${bg}`);

    assert.ok(warnings.some((w) => w.includes('in sessionStorage')), 'the settings page touched its draft');
    warnings.length = 0;
    await b.page.reload();
    await field(b.page, 'E-mail').waitFor();
    assert.equal(new URL(b.page.url()).pathname, '/login', 'the session was not remembered');
    assert.notEqual(await b.page.evaluate(() => document.documentElement.dataset.theme), 'dark', 'nor the theme');
    assert.deepEqual(b.errors, [], 'no uncaught error and no console error along the way');
    const local = warnings.filter((w) => w.startsWith('storage: could not') && w.includes('in localStorage'));
    assert.equal(local.length, 1, `a page logs the failure once per storage: ${warnings.join(' | ')}`);
  } finally {
    await b.close();
  }
});
