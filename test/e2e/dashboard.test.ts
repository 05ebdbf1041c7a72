// The dashboard in Chromium against the real server: the counts and their links, the oldest
// pending opening its details, the counts following a decision, the chart with its table, mirrored
// in Arabic, and axe in light, dark and Arabic, on one signed-in page switching look.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import type { DashboardSummary } from '../../src/contract';
import { A11Y_MODES, axeViolations, closeAll, signedInLooks, startWithLooks, type AppUnderTest } from '../helpers/e2e.ts';

let app: AppUnderTest;
let browser: Browser;
let looks: ReturnType<typeof signedInLooks>;
before(async () => ({ app, browser, looks } = await startWithLooks()));
after(() => closeAll(browser, app));

const summary = (page: Page) => page.evaluate(async () => {
  const res = await fetch('/api/v1/dashboard/summary', { headers: { Authorization: `Bearer ${localStorage.getItem('authToken') ?? ''}` } });
  return ((await res.json()) as { data: DashboardSummary }).data;
});

/** The number a dashboard card shows. */
const cardCount = async (page: Page, name: RegExp) =>
  Number((await page.getByRole('link', { name }).locator('.dashboard-card__count').textContent())?.replace(/\D/g, ''));

test('counts link to their queues, the oldest pending open their details, and a decision changes the counts', async () => {
  const { page, errors } = await looks({ colorScheme: 'light', lang: 'en' });
  await page.goto(`${app.url}/dashboards/home`);
  const before = await summary(page);
  await page.getByRole('list', { name: 'Waiting for you' }).waitFor();
  assert.equal(await cardCount(page, /Trips to review/), before.pending.trips);
  assert.equal(await cardCount(page, /Dive masters to review/), before.pending.diveMasters);
  assert.equal(await cardCount(page, /Products to review/), before.pending.products);
  assert.equal(await cardCount(page, /New contact messages/), before.newMessages);
  assert.match(await page.getByRole('link', { name: /Trips to review/ }).textContent() ?? '', new RegExp(`${before.overdue.trips} overdue`));
  assert.deepEqual(await axeViolations(page), [], 'dashboard (light)');

  await page.getByRole('link', { name: /Trips to review/ }).click();
  await page.waitForURL((u) => u.pathname === '/trips/pending');
  await page.goBack();

  // The oldest pending item opens its details in its queue; approving it lowers its queue's count.
  const oldest = page.getByRole('region', { name: 'Oldest pending' }).getByRole('listitem');
  assert.equal(await oldest.count(), before.oldestPending.length);
  const item = before.oldestPending[0];
  assert.ok(item);
  await oldest.first().getByRole('link', { name: item.title }).click();
  await page.getByRole('heading', { level: 1, name: item.title }).waitFor();
  assert.ok(new URL(page.url()).searchParams.get('from')?.endsWith('/pending'));
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.locator('.toast', { hasText: `Approved “${item.title}”` }).first().waitFor();
  await page.goto(`${app.url}/dashboards/home`);
  // The page's summary and this one are asked for together, so a day that ends during the test
  // moves both 14-day windows alike.
  const decided = await summary(page);
  const key = item.kind === 'diveMaster' ? 'diveMasters' : item.kind === 'trip' ? 'trips' : 'products';
  const label = { diveMasters: /Dive masters to review/, trips: /Trips to review/, products: /Products to review/ }[key];
  await page.getByRole('list', { name: 'Waiting for you' }).waitFor();
  assert.equal(await cardCount(page, label), before.pending[key] - 1);
  assert.notEqual(await page.getByRole('region', { name: 'Oldest pending' }).getByRole('link').first().textContent(), item.title);

  // The chart: an image named by its totals, and the same numbers as a table on demand.
  const approved = decided.decisionsByDay.reduce((n, d) => n + d.approved, 0);
  const rejected = decided.decisionsByDay.reduce((n, d) => n + d.rejected, 0);
  // Day by day, so that a day ending meanwhile (a window moved by one) changes nothing.
  const approvedOn = (s: DashboardSummary) => new Map(s.decisionsByDay.map((d) => [d.date, d.approved]));
  const earlier = approvedOn(before);
  const grown = [...approvedOn(decided)].map(([date, n]) => n - (earlier.get(date) ?? 0)).filter((n) => n !== 0);
  assert.deepEqual(grown, [1], 'the approval is counted on its day');
  await page.getByRole('img', { name: `Decisions in the last 14 days. ${approved} approved and ${rejected} rejected.` }).waitFor();
  await page.getByRole('button', { name: 'Show as a table' }).click();
  const table = page.getByRole('table', { name: 'Decisions in the last 14 days' });
  assert.equal(await table.getByRole('row').count(), 15);
  assert.deepEqual(await axeViolations(page), [], 'dashboard with the table');
  assert.deepEqual(errors.filter((e) => e.startsWith('pageerror:')), [], 'no uncaught error');
});

// Light English is the first test's look; this is the other of A11Y_MODES.
for (const mode of A11Y_MODES.filter((m) => m.colorScheme === 'dark')) {
  test(`the dashboard is axe-clean (${mode.name}), its chart running right to left`, async () => {
    const { page, errors } = await looks(mode);
    await page.goto(`${app.url}/dashboards/home`);
    await page.waitForFunction((dir) => document.documentElement.dir === dir, mode.lang === 'ar' ? 'rtl' : 'ltr');
    await page.locator('.decisions-chart__svg').waitFor();
    assert.deepEqual(await axeViolations(page), [], `dashboard (${mode.name})`);
    const xs = await page.locator('.decisions-chart__day').evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('x'))));
    assert.equal(xs.length, 14);
    const first = xs[0] ?? 0;
    const last = xs[13] ?? 0;
    assert.ok(mode.lang === 'ar' ? first > last : first < last, `day order ${xs.join(',')}`);
    assert.deepEqual(errors.filter((e) => e.startsWith('pageerror:')), [], 'no uncaught error');
  });
}
