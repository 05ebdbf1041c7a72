// The review queue lists in Chromium against the real server: the view in the URL across reload
// and Back/Forward, sort, search, pending oldest first with overdue badges, page size and pages,
// a bulk approval with one planted conflict, the keyboard, and axe in light, dark and Arabic.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { Trip } from '../../src/contract';
import { A11Y_MODES, axeViolations, closeAll, pageApi as api, startSignedIn, type AppUnderTest, type BrowserSession } from '../helpers/e2e.ts';

let app: AppUnderTest;
let b: BrowserSession;
before(async () => ({ app, b } = await startSignedIn(null)));
after(() => closeAll(b, app));

const rows = (page: Page) => page.locator('.queue__table tbody tr:not(.table__skeleton)');
const titles = (page: Page) => page.locator('.queue__table tbody th[scope="row"]').allTextContents();
const here = (page: Page) => { const u = new URL(page.url()); return u.pathname + u.search; };
/** Waits until the table shows settled rows (no skeleton, not updating). */
async function settled(page: Page): Promise<void> {
  await page.locator('.queue__table tbody th[scope="row"], .queue__table .table__empty').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.table-wrap[data-updating], .table__skeleton'));
}

test('the list view lives in the URL: sort, page size, pages, search; reload and Back/Forward show the same rows', async () => {
  const { page } = b;
  await page.goto(`${app.url}/trips/all`);
  await settled(page);
  assert.match(await page.getByText(/^Showing 1–25 of 80$/).textContent() ?? '', /80/);

  const titleHeader = page.getByRole('columnheader', { name: /Title/ });
  await titleHeader.getByRole('button').click();
  await page.waitForURL((u) => u.search === '?sort=title&order=asc');
  await settled(page);
  assert.equal(await titleHeader.getAttribute('aria-sort'), 'ascending');
  const sorted = await titles(page);
  assert.deepEqual(sorted, [...sorted].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())));
  await titleHeader.getByRole('button').click();
  await page.waitForURL((u) => u.search.includes('order=desc'));
  await settled(page);
  assert.equal(await titleHeader.getAttribute('aria-sort'), 'descending');
  const descending = await titles(page);
  assert.deepEqual(descending, [...descending].sort((x, y) => y.toLowerCase().localeCompare(x.toLowerCase())));
  assert.notDeepEqual(descending, sorted);

  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('10');
  await page.waitForURL((u) => u.searchParams.get('pageSize') === '10');
  await settled(page);
  assert.equal(await rows(page).count(), 10);
  await page.getByRole('button', { name: 'Go to page 3' }).click();
  await page.waitForURL((u) => u.searchParams.get('page') === '3');
  await settled(page);
  const page3 = await titles(page);
  assert.equal(await page.getByText('Showing 21–30 of 80').count(), 1);

  await page.reload();
  await settled(page);
  assert.deepEqual(await titles(page), page3, 'a reload shows the same rows');
  assert.equal(await page.getByRole('button', { name: 'Go to page 3' }).getAttribute('aria-current'), 'page');
  assert.equal(await page.getByRole('columnheader', { name: /Title/ }).getAttribute('aria-sort'), 'descending');

  await page.goBack();
  await page.waitForURL((u) => !u.searchParams.has('page'));
  await settled(page);
  assert.equal(await rows(page).count(), 10);
  await page.goBack();
  await page.waitForURL((u) => !u.searchParams.has('pageSize'));
  await settled(page);
  assert.equal(await rows(page).count(), 25);
  await page.goForward();
  await page.goForward();
  await page.waitForURL((u) => u.searchParams.get('page') === '3');
  await settled(page);
  assert.deepEqual(await titles(page), page3, 'Forward comes back to the same page');

  const search = page.getByRole('searchbox', { name: 'Search trips' });
  await search.fill('reef');
  await page.waitForURL((u) => u.searchParams.get('q') === 'reef');
  await settled(page);
  assert.equal(new URL(page.url()).searchParams.has('page'), false, 'a new search starts at page 1');
  const expected = await api<{ data: Trip[]; meta: { total: number } }>(page, 'GET', '/trips/?page=1&pageSize=10&q=reef&sort=title&order=desc');
  assert.ok(expected.meta.total > 0 && expected.meta.total < 80);
  assert.deepEqual(await titles(page), expected.data.map((t) => t.title));
  const link = rows(page).first().getByRole('link');
  const from = new URL(await link.getAttribute('href') ?? '', app.url).searchParams.get('from');
  assert.equal(from, here(page), 'a row links back to the searched view');
  await page.goBack();
  await page.waitForURL((u) => u.searchParams.get('page') === '2' || !u.searchParams.has('q'));
  assert.equal(new URL(page.url()).searchParams.has('q'), false, 'typing replaced the entry: Back leaves the search');
  assert.deepEqual(b.errors, []);
});

test('pending opens oldest first with ages and overdue badges; tabs count and keep the search', async () => {
  const { page } = b;
  await page.goto(`${app.url}/trips/all?q=dive&pageSize=10`);
  await settled(page);
  const tabs = page.getByRole('navigation', { name: 'Trips by status' });
  const pendingTab = tabs.getByRole('link', { name: /^Pending/ });
  assert.equal(await pendingTab.getAttribute('href'), '/trips/pending?q=dive&pageSize=10');
  await page.goto(`${app.url}/trips/pending`);
  await settled(page);
  const all = await api<{ data: Trip[]; meta: { total: number; facets: { status: Record<string, number> } } }>(page, 'GET', '/trips/all-trips/pending?page=1&pageSize=100&sort=submittedAt&order=asc');
  assert.deepEqual(await titles(page), all.data.slice(0, 25).map((t) => t.title));
  const facets = all.meta.facets.status;
  assert.match(await tabs.getByRole('link', { name: /^Pending/ }).textContent() ?? '', new RegExp(`^Pending${facets.pending}$`));
  assert.match(await tabs.getByRole('link', { name: /^Approved/ }).textContent() ?? '', new RegExp(`^Approved${facets.approved}$`));
  assert.equal(await page.getByRole('columnheader', { name: /Submitted/ }).getAttribute('aria-sort'), 'ascending');
  const first = rows(page).first();
  assert.match(await first.textContent() ?? '', /\d+ days/);
  const badge = first.locator('.queue-age__overdue');
  assert.equal(await badge.count(), 1);
  assert.equal(await badge.evaluate((el) => el.textContent), 'Overdue(pending for more than 72 hours)');
  const link = first.getByRole('link');
  const from = new URL(await link.getAttribute('href') ?? '', app.url).searchParams.get('from');
  assert.equal(from, '/trips/pending');
});

test('bulk approve of several rows with one planted conflict: progress, a report, the failure stays selected', async () => {
  const { page } = b;
  await page.goto(`${app.url}/trips/pending?pageSize=10`);
  await settled(page);
  const before = await titles(page);
  await page.getByRole('checkbox', { name: `Select ${before[0]}` }).click();
  await page.getByRole('checkbox', { name: `Select ${before[3]}` }).click({ modifiers: ['Shift'] });
  const bar = page.getByRole('group', { name: 'Selected rows' });
  assert.match(await bar.textContent() ?? '', /4 selected/);

  // Someone else decides the third row first: its updatedAt moves on, so ours is stale.
  const pending = await api<{ data: Trip[] }>(page, 'GET', '/trips/all-trips/pending?page=1&pageSize=10&sort=submittedAt&order=asc');
  const planted = pending.data[2];
  assert.ok(planted && planted.title === before[2]);
  const changed = await api<{ success: boolean }>(page, 'PUT', `/trips/all-trips/${planted.id}`, { status: 'approved' });
  assert.equal(changed.success, true);

  // The run is quick: watch for its progress bar rather than racing it.
  await page.evaluate(() => {
    const seen = window as unknown as { sawProgress?: string };
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      if (bar && !seen.sawProgress) seen.sawProgress = `${bar.getAttribute('aria-label')} ${bar.getAttribute('aria-valuemax')}`;
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await bar.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Approve 4 trips?' });
  await confirm.waitFor();
  assert.equal(await page.evaluate(() => (window as unknown as { sawProgress?: string }).sawProgress), undefined, 'nothing runs before the yes');
  await confirm.getByRole('button', { name: 'Approve' }).click();
  const report = page.getByRole('region', { name: 'Approval finished' });
  await report.waitFor();
  assert.match(await report.textContent() ?? '', /3 succeeded · 1 failed/);
  assert.equal(await page.evaluate(() => (window as unknown as { sawProgress?: string }).sawProgress), 'Approving 4');
  const failure = report.locator('li', { hasText: planted.title });
  assert.match(await failure.textContent() ?? '', /Someone got there first: approved by .+ (a few seconds|a minute) ago\./);
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-labelledby') !== null), true, 'the report has focus');
  await settled(page);
  assert.match(await bar.textContent() ?? '', /1 selected/, 'the failure stays selected');
  const after = await titles(page);
  for (const title of [before[0], before[1], before[2], before[3]]) assert.equal(after.includes(title ?? ''), false, `${title} left pending`);
  const statuses = await Promise.all(pending.data.slice(0, 4).map((t) => api<{ data: Trip }>(page, 'GET', `/trips/${t.id}`)));
  assert.deepEqual(statuses.map((s) => s.data.status), ['approved', 'approved', 'approved', 'approved']);
  assert.equal(statuses[2]?.data.history.filter((h) => h.status === 'approved').length, 1, 'the planted one was not approved twice');
  // The planted conflict is the one failed request the browser logs.
  assert.deepEqual(b.errors.filter((e) => !/status of 409/.test(e)), []);
  assert.equal(b.errors.length, 1);
  b.errors.length = 0;
  await report.getByRole('button', { name: 'Dismiss' }).click();
  await bar.getByRole('button', { name: 'Clear selection' }).click();
  assert.equal(await bar.count(), 0);
});

test('a bulk approval by key asks first, naming the count and the kind; Cancel decides nothing', async () => {
  const { page } = b;
  await page.goto(`${app.url}/dive-master/pending`);
  await settled(page);
  await page.getByRole('checkbox', { name: 'Select all rows' }).click();
  const count = await rows(page).count();
  assert.ok(count > 1);
  const facets = () => api<{ meta: { total: number } }>(page, 'GET', '/users/dive-master/pending?page=1&pageSize=10');
  const pendingBefore = (await facets()).meta.total;
  await page.keyboard.press('a');
  const confirm = page.getByRole('alertdialog', { name: `Approve ${count} dive masters?` });
  await confirm.waitFor();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'detached' });
  assert.equal((await facets()).meta.total, pendingBefore, 'nothing was approved');
  assert.match(await page.getByRole('group', { name: 'Selected rows' }).textContent() ?? '', new RegExp(`${count} selected`));
  await page.getByRole('group', { name: 'Selected rows' }).getByRole('button', { name: 'Clear selection' }).click();
});

test('after a rejection from the list, x and a act on the row shown focused', async () => {
  const { page } = b;
  await page.goto(`${app.url}/trips/pending?pageSize=10`);
  await settled(page);
  const before = await titles(page);
  await page.locator('h1').click();
  await page.keyboard.press('j');
  await page.keyboard.press('r');
  const dialog = page.getByRole('dialog', { name: 'Reject 1 trip' }).or(page.getByRole('dialog', { name: 'Reject this trip' }));
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The photos are not of this trip.');
  await dialog.getByRole('button', { name: /^Reject/ }).click();
  await page.waitForFunction((gone) => ![...document.querySelectorAll('.queue__table tbody th[scope="row"]')].some((th) => th.textContent === gone), before[0]);
  await settled(page);
  const shown = page.locator('.queue__table tbody tr[data-active]');
  assert.equal(await shown.count(), 1, 'a row shows the focus ring');
  assert.equal(await shown.evaluate((el) => el === document.activeElement), true, 'and it is the focused row');
  await page.keyboard.press('x');
  assert.equal(await shown.getByRole('checkbox').isChecked(), true, 'x selects the row shown focused');
  await page.keyboard.press('x');
  assert.equal(await shown.getByRole('checkbox').isChecked(), false);
  const title = await shown.locator('th').textContent();
  // x acts while the rejection is on its way; a waits for it (one decision at a time): its toast.
  await page.locator('.toast', { hasText: /Rejected “/ }).first().waitFor();
  await page.keyboard.press('a');
  // The row leaves at once; the toast comes when the server has answered.
  await page.locator('.toast', { hasText: /Approved “/ }).first().waitFor();
  const trips = await api<{ data: Trip[] }>(page, 'GET', `/trips/all-trips/approved?page=1&pageSize=50&q=${encodeURIComponent(title ?? '')}`);
  assert.ok(trips.data.some((t) => t.title === title), 'a approved the row shown focused');
});

test('keyboard: j j x selects the second row, which is focused and announced; / focuses search; g p', async () => {
  const { page } = b;
  await page.goto(`${app.url}/products/all`);
  await settled(page);
  await page.locator('h1').click();
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  const second = rows(page).nth(1);
  assert.equal(await second.evaluate((el) => el === document.activeElement), true);
  assert.equal(await second.getAttribute('data-active'), '');
  const ring = await second.locator('th').evaluate((el) => getComputedStyle(el).boxShadow);
  assert.notEqual(ring, 'none', 'the focused row shows a ring');
  await page.keyboard.press('x');
  assert.equal(await second.getByRole('checkbox').isChecked(), true);
  assert.match(await page.getByRole('group', { name: 'Selected rows' }).textContent() ?? '', /1 selected/);
  await page.keyboard.press('/');
  assert.equal(await page.getByRole('searchbox', { name: 'Search products' }).evaluate((el) => el === document.activeElement), true);
  await page.keyboard.type('j');
  assert.equal(await page.getByRole('searchbox', { name: 'Search products' }).inputValue(), 'j', 'keys typed in the search are text');
  await page.keyboard.press('Escape');
  await page.locator('h1').click();
  await page.keyboard.press('g');
  await page.keyboard.press('p');
  await page.waitForURL((u) => u.pathname === '/products/pending');
  await settled(page);
  await page.keyboard.press('j');
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => u.pathname.startsWith('/products/view/') && u.searchParams.get('from') === '/products/pending');
  assert.deepEqual(b.errors, []);
});

for (const mode of A11Y_MODES) {
  test(`no axe violation on the three queues (${mode.name})`, async () => {
    const { page } = b;
    await page.emulateMedia({ colorScheme: mode.colorScheme });
    await page.evaluate((lang) => localStorage.setItem('i18nextLng', lang), mode.lang);
    try {
      for (const path of ['/dive-master/pending', '/trips/all', '/products/rejected']) {
        await page.goto(`${app.url}${path}`);
        await settled(page);
        assert.equal(await page.evaluate(() => document.documentElement.dir), mode.lang === 'ar' ? 'rtl' : 'ltr');
        assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), mode.colorScheme);
        await rows(page).first().getByRole('checkbox').click();
        await page.getByRole('group').filter({ has: page.locator('.bulk-bar__count') }).waitFor();
        assert.deepEqual(await axeViolations(page), [], `${path} in ${mode.name}`);
      }
    } finally {
      await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
      await page.emulateMedia({ colorScheme: 'light' });
    }
  });
}
