// axe-core on the login, password and settings screens, in light, dark and right-to-left.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { A11Y_MODES, axeViolations as violations, closeAll, openContext, signedInLooks, startWithLooks, visitScreen, type AppUnderTest } from '../helpers/e2e.ts';

let app: AppUnderTest;
let browser: Browser;
let looks: ReturnType<typeof signedInLooks>;
before(async () => ({ app, browser, looks } = await startWithLooks()));
after(() => closeAll(browser, app));

for (const mode of A11Y_MODES) {
  test(`no axe violation on the signed-out screens (${mode.name})`, async () => {
    const b = await openContext(browser, { colorScheme: mode.colorScheme });
    try {
      // The language a browser chose on an earlier visit, stored before the app first loads.
      await b.page.goto(`${app.url}/favicon.svg`);
      await b.page.evaluate((lang) => localStorage.setItem('i18nextLng', lang), mode.lang);
      for (const [i, path] of ['/login', '/password/forgot-password', '/password/set-password'].entries()) {
        // The first screen loads the app in the stored language; the others open inside it.
        if (i === 0) await b.page.goto(`${app.url}${path}`);
        else await visitScreen(b.page, path);
        await b.page.locator('main h1').waitFor();
        assert.equal(await b.page.evaluate(() => document.documentElement.dir), mode.lang === 'ar' ? 'rtl' : 'ltr');
        assert.deepEqual(await violations(b.page), [], `${path} in ${mode.name}`);
      }
    } finally {
      await b.close();
    }
  });

  test(`no axe violation on the settings screens (${mode.name})`, async () => {
    const { page } = await looks(mode);
    for (const [i, path] of ['/settings/general', '/settings/security', '/settings/appearance'].entries()) {
      // The first screen loads the app in this look's language; the others open inside it.
      if (i === 0) await page.goto(`${app.url}${path}`);
      else await visitScreen(page, path);
      await page.locator('main h2').first().waitFor();
      // Security's list of sessions loads after the page: axe reads it listed.
      if (path === '/settings/security') await page.getByRole('list').filter({ has: page.locator('.sessions__item') }).waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.dir), mode.lang === 'ar' ? 'rtl' : 'ltr');
      assert.deepEqual(await violations(page), [], `${path} in ${mode.name}`);
    }
  });
}
