// Every declared screen draws its icons on its first paint: the icon set (src/ui/icon-paths.ts)
// loads with the signed-in shell, before it renders, so no icon is ever drawn empty. The first
// screen is loaded afresh, which shows the set comes before the shell's first render; the others
// open inside the app, each on its own first paint.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { SCREENS } from '../../src/app/screens';
import { closeAll, pageApi, startSignedIn, visit, type AppUnderTest, type BrowserSession } from '../helpers/e2e.ts';
import { watchNetwork } from '../helpers/network-quiet.ts';

let app: AppUnderTest;
let b: BrowserSession;

before(async () => {
  ({ app, b } = await startSignedIn(null));
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

const EN: unknown = JSON.parse(readFileSync(new URL('../../locales/en.json', import.meta.url), 'utf8'));

/** The English text of a locale key (`a.b.c`). */
function localeText(key: string): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], EN);
  assert.equal(typeof text, 'string', `${key} is a text of locales/en.json`);
  return text as string;
}

const HEADING = 'main h1, main [role="heading"][aria-level="1"], h1';

test('each screen, the first loaded afresh and the others opened in the app, draws every icon it shows as soon as its heading is there', async () => {
  const { page } = b;
  const network = watchNetwork(page);
  let first = true;
  let lastTitle = '';
  // The signed-in screens come first, so the one loaded afresh is drawn by the signed-in shell.
  const screens = SCREENS.filter((s) => s.load);
  const isPublic = (path: string) => path.startsWith('/password/');
  for (const screen of [...screens.filter((s) => !isPublic(s.path)), ...screens.filter((s) => isPublic(s.path))]) {
    const list = LIST_OF_DETAILS[screen.path];
    const path = list ? screen.path.replace(':id', await firstId(page, list)) : screen.path;
    if (first) {
      await page.goto(`${app.url}${path}`);
      first = false;
    } else {
      // The screen before may leave its heading (tabs share their section's): the screen opened is
      // there once the document has its title, and, where the title is the same as before, once a
      // heading the screen before did not leave is.
      await page.evaluate((selector) => document.querySelectorAll(selector).forEach((h) => h.setAttribute('data-left', '')), HEADING);
      await visit(page, path);
    }
    const title = `${localeText(screen.title)} · ${localeText('app.title')}`;
    await page.waitForFunction(({ title, fresh }) => document.title === title && (fresh === null || document.querySelector(fresh) !== null), {
      title, fresh: title === lastTitle ? HEADING.split(', ').map((s) => `${s}:not([data-left])`).join(', ') : null,
    });
    lastTitle = title;
    await page.locator(HEADING).first().waitFor();
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
