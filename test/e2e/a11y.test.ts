// axe-core on the login, password and settings screens, in light, dark and right-to-left.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { openBrowser, signIn, startApp, type AppUnderTest } from './harness.ts';

let app: AppUnderTest;
let axeSource = '';
before(async () => {
  app = await startApp();
  axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
});
after(async () => { await app?.close(); });

interface Violation { id: string; impact: string; help: string; nodes: { target: string[] }[] }

/** Runs axe in the page (evaluated through the DevTools protocol, so the page's CSP allows it). */
async function violations(page: Page): Promise<string[]> {
  // The top progress bar is transient (it leaves 200 ms after a route has loaded): check the settled page.
  await page.locator('.progress').waitFor({ state: 'detached' });
  await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return found.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const MODES = [
  { name: 'light', colorScheme: 'light' as const, lang: 'en' },
  { name: 'dark', colorScheme: 'dark' as const, lang: 'en' },
  { name: 'RTL', colorScheme: 'light' as const, lang: 'ar' },
];

for (const mode of MODES) {
  test(`no axe violation on the signed-out screens (${mode.name})`, async () => {
    const b = await openBrowser({ colorScheme: mode.colorScheme });
    try {
      await b.page.addInitScript(`localStorage.setItem('i18nextLng', '${mode.lang}')`);
      for (const path of ['/login', '/password/forgot-password', '/password/set-password']) {
        await b.page.goto(`${app.url}${path}`);
        await b.page.locator('main h1').waitFor();
        assert.equal(await b.page.evaluate(() => document.documentElement.dir), mode.lang === 'ar' ? 'rtl' : 'ltr');
        assert.deepEqual(await violations(b.page), [], `${path} in ${mode.name}`);
      }
    } finally {
      await b.close();
    }
  });

  test(`no axe violation on the settings screens (${mode.name})`, async () => {
    const b = await openBrowser({ colorScheme: mode.colorScheme });
    try {
      await signIn(b.page, app.url);
      await b.page.evaluate((lang) => localStorage.setItem('i18nextLng', lang), mode.lang);
      for (const path of ['/settings/general', '/settings/security', '/settings/appearance']) {
        await b.page.goto(`${app.url}${path}`);
        await b.page.locator('main h2').first().waitFor();
        assert.deepEqual(await violations(b.page), [], `${path} in ${mode.name}`);
      }
    } finally {
      await b.close();
    }
  });
}
