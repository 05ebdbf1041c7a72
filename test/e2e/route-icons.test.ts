// Every declared screen draws its icons on its first paint with the code it loaded itself: the
// shell's set comes with the shell, a screen's few own icons with its code (src/ui/icon-*.ts). The
// whole set (icon-shapes.ts, loaded only when an icon nobody registered is drawn) is never fetched.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { SCREENS } from '../../src/app/screens';
import { closeAll, pageApi, startSignedIn, type AppUnderTest, type BrowserSession } from './harness.ts';

let app: AppUnderTest;
let b: BrowserSession;
const fetched: string[] = [];

before(async () => {
  ({ app, b } = await startSignedIn());
  b.page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
});
after(() => closeAll(b, app));

/** The list a details screen's id is read from (its first record). */
const LIST_OF_DETAILS: Readonly<Record<string, string>> = {
  '/dive-master/details/:id': '/users/dive-master/all',
  '/trips/details/:id': '/trips/',
  '/products/view/:id': '/products/',
  '/management/users/:id': '/users/',
  '/news/edit/:id': '/news/',
  '/contact/messages/:id': '/contact/',
};

async function firstId(page: Page, list: string): Promise<string> {
  const answer = await pageApi<{ data: unknown }>(page, 'GET', list);
  const rows = Array.isArray(answer.data) ? answer.data : (answer.data as { data?: unknown[] }).data;
  const id = (rows?.[0] as { id?: unknown } | undefined)?.id;
  assert.equal(typeof id, 'string', `${list} answers a first record`);
  return id as string;
}

/** The `data-icon` of each icon on the page that has no path. */
const emptyIcons = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('svg.icon')].filter((svg) => !svg.querySelector('path')).map((svg) => svg.getAttribute('data-icon')));

/** The fetches of the whole icon set since the `from`th request. */
const iconSetFetches = (from = 0) => fetched.slice(from).filter((path) => /\/icon-shapes-[^/]*\.js$/.test(path));

test('each screen, loaded afresh, draws every icon it shows without the whole set', async () => {
  const { page } = b;
  for (const screen of SCREENS.filter((s) => s.load)) {
    const list = LIST_OF_DETAILS[screen.path];
    const path = list ? screen.path.replace(':id', await firstId(page, list)) : screen.path;
    const from = fetched.length;
    await page.goto(`${app.url}${path}`);
    await page.locator('main h1, main [role="heading"][aria-level="1"], h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    assert.ok((await page.locator('svg.icon').count()) > 0, `${path} draws icons`);
    assert.deepEqual(await emptyIcons(page), [], `${path}: icons without a shape`);
    assert.deepEqual(iconSetFetches(from), [], `${path} needed the whole icon set`);
  }
});

test('the account menu and a queue\'s bulk bar draw their icons too', async () => {
  const { page } = b;
  const from = fetched.length;
  await page.goto(`${app.url}/trips/pending`);
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
  assert.deepEqual(await emptyIcons(page), [], 'the account menu');
  await page.keyboard.press('Escape');
  await page.locator('main tbody input[type="checkbox"]').first().check();
  await page.getByRole('button', { name: /^Approve/ }).first().waitFor();
  await page.waitForLoadState('networkidle');
  assert.deepEqual(await emptyIcons(page), [], 'the bulk bar');
  assert.deepEqual(iconSetFetches(from), []);
  assert.deepEqual(b.errors, []);
});
