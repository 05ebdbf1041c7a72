// Every declared screen draws its icons on its first paint: the icon set (src/ui/icon-paths.ts)
// loads with the signed-in shell, before it renders, so no icon is ever drawn empty.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { SCREENS } from '../../src/app/screens';
import { closeAll, pageApi, startSignedIn, type AppUnderTest, type BrowserSession } from '../helpers/e2e.ts';
import { watchNetwork } from '../helpers/network-quiet.ts';

let app: AppUnderTest;
let b: BrowserSession;

before(async () => {
  ({ app, b } = await startSignedIn());
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

test('each screen, loaded afresh, draws every icon it shows as soon as its heading is there', async () => {
  const { page } = b;
  const network = watchNetwork(page);
  for (const screen of SCREENS.filter((s) => s.load)) {
    const list = LIST_OF_DETAILS[screen.path];
    const path = list ? screen.path.replace(':id', await firstId(page, list)) : screen.path;
    await page.goto(`${app.url}${path}`);
    await page.locator('main h1, main [role="heading"][aria-level="1"], h1').first().waitFor();
    assert.ok((await page.locator('svg.icon').count()) > 0, `${path} draws icons`);
    assert.deepEqual(await emptyIcons(page), [], `${path}: icons without a shape on the first paint`);
    await network.settled();
    assert.deepEqual(await emptyIcons(page), [], `${path}: icons without a shape once loaded`);
  }
  network.stop();
});

test('the account menu and a queue\'s bulk bar draw their icons too', async () => {
  const { page } = b;
  const network = watchNetwork(page);
  await page.goto(`${app.url}/trips/pending`);
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
  assert.deepEqual(await emptyIcons(page), [], 'the account menu');
  await page.keyboard.press('Escape');
  await page.locator('main tbody input[type="checkbox"]').first().check();
  await page.getByRole('button', { name: /^Approve/ }).first().waitFor();
  await network.settled();
  network.stop();
  assert.deepEqual(await emptyIcons(page), [], 'the bulk bar');
  assert.deepEqual(b.errors, []);
});
