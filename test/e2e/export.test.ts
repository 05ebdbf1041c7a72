// Export in Chromium against the real server: a filtered, searched and sorted list downloads as CSV
// whose headings are the table's and whose rows are the screen's, in order, then every page after
// them; the activity log exports too, and names the export it records. (A refused export, said beside
// the button, is test/ui/list-screen.test.tsx's: the real server refuses nothing the screen asks.)
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { closeAll, pageApi, startSignedIn, type AppUnderTest, type BrowserSession } from '../helpers/e2e.ts';
import { parseCsv } from '../helpers/csv.ts';

let app: AppUnderTest;
let browser: Browser;
let b: BrowserSession;
let page: Page;
before(async () => {
  ({ app, browser, b } = await startSignedIn(null));
  page = b.page;
});
after(() => closeAll(b, app));

/** Clicks Export and reads the file the browser saved: its name, its bytes as text and its rows. */
async function exportFile(): Promise<{ name: string; text: string; rows: string[][] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const path = await download.path();
  assert.ok(path, 'the download was saved');
  const text = await readFile(path, 'utf8');
  return { name: download.suggestedFilename(), text, rows: parseCsv(text) };
}

/** The table's settled body rows, once no skeleton nor update shows. */
async function settledRows(): Promise<void> {
  await page.waitForFunction(() => document.querySelector('tbody tr:not(.table__skeleton)') !== null && document.querySelector('.table-wrap[data-updating], .table__skeleton') === null);
}

test('a filtered, searched, sorted list downloads as the screen shows it: its headings, its rows in order, every page', async () => {
  const view = 'role=diveMaster&q=an&sort=email&order=asc&pageSize=10';
  await page.goto(`${app.url}/management/users?${view}`);
  await settledRows();
  const emails = await page.locator('tbody tr .users__email').allTextContents();
  assert.equal(emails.length, 10, 'a full first page');
  const headings = (await page.locator('thead th').allTextContents()).map((h) => h.trim()).filter((h) => h !== '');

  const file = await exportFile();
  assert.match(file.name, /^users-\d{4}-\d{2}-\d{2}\.csv$/);
  assert.ok(file.text.startsWith('\uFEFF'), 'a BOM, so spreadsheets read UTF-8');
  const [heading, ...rows] = file.rows;
  assert.deepEqual(heading, headings, 'the table\'s headings');
  assert.deepEqual(rows.slice(0, 10).map((r) => r[1]), emails, 'the screen\'s rows, in its order');
  const { meta } = await pageApi<{ meta: { total: number } }>(page, 'GET', `/users/?page=1&${view}`);
  assert.ok(meta.total > 10, 'more than one page matches');
  assert.equal(rows.length, meta.total, 'every page');
  assert.ok(rows.every((r) => r[2] === 'Dive master' && /an/i.test(`${r[0]} ${r[1]}`)), 'the filter and the search');
  const sorted = rows.map((r) => r[1] ?? '');
  assert.deepEqual(sorted, [...sorted].sort((a, c) => (a < c ? -1 : a > c ? 1 : 0)), 'the sort');
  assert.equal(await page.getByRole('alert').count(), 0);
});

test('the activity log exports too, and its file names the export it records', async () => {
  await page.goto(`${app.url}/management/activity?action=list.exported`);
  await settledRows();
  const screen = await page.locator('tbody tr').count();
  const file = await exportFile();
  assert.match(file.name, /^activity-\d{4}-\d{2}-\d{2}\.csv$/);
  const [heading, ...rows] = file.rows;
  assert.equal(heading?.[0], 'When');
  // The first export's entry, then this export's own (written before its rows are read).
  assert.equal(rows.length, screen + 1);
  assert.ok(rows.every((r) => r[2] === 'Exported a list'));
  assert.ok(rows.some((r) => r[4] === '/users/?order=asc&q=an&role=diveMaster&sort=email'), rows.map((r) => r[4]).join(' | '));
});
