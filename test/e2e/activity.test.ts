// The activity log in Chromium against the real server: what admins do (a trip approved, a user
// blocked and unblocked, an article edited and another deleted, a message moved by a second admin) shows with its words,
// record link and times; the action and admin filters live in the URL across a reload; a record's
// link opens it; a user's page shows their recent activity with a link to the whole log; axe-core
// finds nothing on the log in light, dark and Arabic.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  A11Y_MODES, axeViolations, apiToken, callApi, closeAll, pageApi, settledRows, startSignedIn, type AppUnderTest, type BrowserSession } from '../helpers/e2e.ts';
import type { ContactMessage, News, Product, Trip, User } from '../../src/contract';

let app: AppUnderTest;
let b: BrowserSession;
let page: Page;

interface Done {
  me: User;
  lucia: User;
  trip: Trip;
  product: Product;
  diver: User;
  article: News;
  removed: News;
  message: ContactMessage;
}
let done: Done;

// The demo's support admin: moving contact messages is people's work.
const LUCIA = { email: 'lucia.romero@diving.test', password: 'diving-admin' };
const data = <T>(answer: unknown): T => (answer as { data: T }).data;
const name = (u: User) => `${u.firstName} ${u.lastName}`;

before(async () => {
  ({ app, b } = await startSignedIn(null));
  page = b.page;
  const admins = data<User[]>(await pageApi(page, 'GET', '/users/?page=1&pageSize=10&role=admin'));
  const me = admins.find((u) => u.email === 'admin@diving.test');
  const lucia = admins.find((u) => u.email === LUCIA.email);
  assert.ok(me && lucia);
  const [pending] = data<Trip[]>(await pageApi(page, 'GET', '/trips/all-trips/pending?page=1&pageSize=1'));
  assert.ok(pending);
  const trip = data<Trip>(await pageApi(page, 'PUT', `/trips/all-trips/${pending.id}`, { status: 'approved' }));
  const [waiting] = data<Product[]>(await pageApi(page, 'GET', '/products/all-products/pending?page=1&pageSize=1'));
  assert.ok(waiting);
  const product = data<Product>(await pageApi(page, 'PUT', `/products/all-products/${waiting.id}`, { status: 'rejected', reason: 'The photos show another model.' }));
  const [someone] = data<User[]>(await pageApi(page, 'GET', '/users/?page=1&pageSize=1&role=diver&status=active'));
  assert.ok(someone);
  const blocked = data<User>(await pageApi(page, 'PUT', `/users/${someone.id}`, { status: 'blocked' }));
  const diver = data<User>(await pageApi(page, 'PUT', `/users/${someone.id}`, { status: 'active', expectedUpdatedAt: blocked.updatedAt }));
  const [latest, removed] = data<News[]>(await pageApi(page, 'GET', '/news?page=1&pageSize=2'));
  assert.ok(latest && removed);
  await pageApi(page, 'DELETE', `/news/${removed.id}`);
  const article = data<News>(await pageApi(page, 'PUT', `/news/${latest.id}`, { title: `${latest.title} — revised`, expectedUpdatedAt: latest.updatedAt }));
  // A second admin acts too, through the API, so the admin filter has someone to leave out.
  const token = await apiToken(app.url, LUCIA);
  const [fresh] = data<ContactMessage[]>((await callApi(app.url, 'GET', '/contact/?page=1&pageSize=1&status=new', token)).body);
  assert.ok(fresh);
  const moved = await callApi(app.url, 'PUT', `/contact/${fresh.id}`, token, { status: 'in_progress', expectedUpdatedAt: fresh.updatedAt });
  assert.equal(moved.status, 200);
  done = { me, lucia, trip, product, diver, article, removed, message: data<ContactMessage>(moved.body) };
});
after(() => closeAll(b, app));

const rowTexts = () => page.locator('tbody tr').allTextContents();
/** The settled rows once they all pass `check` (test/helpers/e2e.ts `settledRows`). */
const rowsWhere = (check: (rows: string[]) => boolean) => settledRows(page, check);
const row = (...texts: string[]) => {
  let locator = page.locator('tbody tr');
  for (const text of texts) locator = locator.filter({ hasText: text });
  return locator.first();
};

test('each action shows: who, what in words, the record linked, the change, the address and both times', async () => {
  const { me, lucia, trip, diver, article, removed, message } = done;
  await page.goto(`${app.url}/management/users`);
  await page.getByRole('navigation').getByRole('link', { name: 'Activity', exact: true }).click();
  await page.waitForURL(/\/management\/activity$/);
  await rowsWhere((rows) => rows.some((r) => r.includes(message.subject)));

  const approved = row('Approved', trip.title);
  await approved.waitFor();
  assert.equal(await approved.locator('th').textContent(), name(me));
  assert.equal(await approved.getByRole('link', { name: trip.title }).getAttribute('href'), `/trips/details/${trip.id}`);
  // In words, with the screens' labels ("changed to" is read to a screen reader for the arrow).
  assert.match(await approved.locator('.activity__change').first().textContent() ?? '', /^Status: Pending →changed to Approved$/);
  const time = approved.locator('time');
  assert.ok(await time.getAttribute('dateTime'));
  assert.ok(await time.getAttribute('title'), 'the absolute time on hover');
  assert.match(await time.textContent() ?? '', /ago|now|seconds|minute/);
  assert.match(await approved.locator('.activity__address').textContent() ?? '', /\d|:/);

  await row('Blocked a user', name(diver)).waitFor();
  await row('Unblocked a user', name(diver)).waitFor();
  assert.equal(await row('Unblocked a user', name(diver)).getByRole('link', { name: name(diver) }).getAttribute('href'), `/management/users/${diver.id}`);
  assert.equal(await row('Edited an article').getByRole('link', { name: article.title }).getAttribute('href'), `/news/edit/${article.id}`);
  const moved = row('Moved a contact message', message.subject);
  assert.equal(await moved.locator('th').textContent(), name(lucia));
  assert.equal(await moved.getByRole('link', { name: message.subject }).getAttribute('href'), `/contact/messages/${message.id}`);
  await row('Signed in', name(me)).waitFor();
  const deleted = row('Deleted an article', removed.title);
  assert.equal(await deleted.getByRole('link', { name: removed.title }).count(), 0, 'a deleted record is named, not linked');
  await deleted.getByText('Deleted', { exact: true }).waitFor();
});

test("a product decision names the product, links it, and the log's search finds it by that name", async () => {
  const { product } = done;
  await page.goto(`${app.url}/management/activity?kind=product`);
  const decided = row('Rejected', product.name);
  await decided.waitFor();
  const link = decided.getByRole('link', { name: product.name, exact: true });
  assert.equal(await link.getAttribute('href'), `/products/view/${product.id}`);
  assert.ok((await link.boundingBox())?.width, 'the link is visible');
  await page.getByRole('searchbox').fill(product.name);
  await page.waitForURL(/[?&]q=/);
  const found = await rowsWhere((rows) => rows.every((r) => r.includes(product.name)));
  assert.ok(found.some((r) => r.includes('Rejected')), 'the decision is found by the product name');
});

test('the log fits the screen: no sideways scroll at 1366 px and at 768 px, where the change folds under the record', async () => {
  const { trip } = done;
  const sideways = () => page.evaluate(() => {
    const wrap = document.querySelector('.table-wrap');
    return { page: document.documentElement.scrollWidth - innerWidth, table: wrap ? wrap.scrollWidth - wrap.clientWidth : -1 };
  });
  try {
    for (const width of [1366, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${app.url}/management/activity`);
      await rowsWhere(() => true);
      assert.deepEqual(await sideways(), { page: 0, table: 0 }, `no sideways scroll at ${width} px`);
      const approved = row('Approved', trip.title);
      const column = approved.locator('td:last-child .activity__change').first();
      const folded = approved.locator('.activity__detail .activity__change').first();
      assert.equal(await column.isVisible(), width === 1366, `the change column at ${width} px`);
      assert.equal(await folded.isVisible(), width === 768, `the change under the record at ${width} px`);
    }
  } finally {
    await page.setViewportSize({ width: 1440, height: 900 });
  }
});

test('the action and admin filters go into the URL, a reload keeps them, a record link opens it', async () => {
  const { me, lucia, trip } = done;
  await page.goto(`${app.url}/management/activity`);
  await rowsWhere(() => true);
  await page.getByRole('combobox', { name: 'Action' }).selectOption('user.blocked');
  await page.waitForURL(/\/management\/activity\?action=user\.blocked$/);
  await rowsWhere((rows) => rows.every((r) => r.includes('Blocked a user')));

  await page.getByRole('combobox', { name: 'Action' }).selectOption('');
  await page.waitForURL(/\/management\/activity$/);
  await page.getByRole('combobox', { name: 'Admin' }).selectOption({ label: name(lucia) });
  await page.waitForURL(new RegExp(`admin=${lucia.id}`));
  await rowsWhere((rows) => rows.every((r) => r.includes(name(lucia))));
  await page.reload();
  assert.equal(await page.getByRole('combobox', { name: 'Admin' }).inputValue(), lucia.id);
  const lucias = await rowsWhere((rows) => rows.every((r) => r.includes(name(lucia))));
  assert.ok(lucias.some((r) => r.includes('Moved a contact message')));

  await page.getByRole('combobox', { name: 'Admin' }).selectOption({ label: name(me) });
  await page.getByRole('combobox', { name: 'Action' }).selectOption('decision.approved');
  await page.waitForURL(new RegExp(`admin=${me.id}.*action=decision\\.approved|action=decision\\.approved.*admin=${me.id}`));
  await page.reload();
  assert.equal(await page.getByRole('combobox', { name: 'Action' }).inputValue(), 'decision.approved');
  assert.equal(await page.getByRole('combobox', { name: 'Admin' }).inputValue(), me.id);
  // The demo data's older approvals follow; this walk's approval is the newest.
  await rowsWhere((rows) => rows[0]?.includes(trip.title) === true && rows.every((r) => r.includes('Approved')));
  await row(trip.title).getByRole('link', { name: trip.title }).click();
  await page.waitForURL(new RegExp(`/trips/details/${trip.id}$`));
  await page.getByRole('heading', { level: 1, name: trip.title }).waitFor();
});

test("another admin's action arrives live: a new row, marked new, with no reload and no polling", async () => {
  await page.goto(`${app.url}/management/activity`);
  await rowsWhere(() => true);
  await page.locator('.live-status[data-status="live"]').waitFor();
  await page.evaluate(() => { (window as unknown as { stayed: boolean }).stayed = true; });
  const token = await apiToken(app.url, LUCIA);
  const [fresh] = data<ContactMessage[]>((await callApi(app.url, 'GET', '/contact/?page=1&pageSize=1&status=new', token)).body);
  assert.ok(fresh);
  assert.equal((await callApi(app.url, 'PUT', `/contact/${fresh.id}`, token, { status: 'resolved', expectedUpdatedAt: fresh.updatedAt })).status, 200);
  const arrived = page.locator('tbody tr[data-fresh]', { hasText: fresh.subject });
  await arrived.waitFor();
  assert.match(await arrived.textContent() ?? '', /Moved a contact message/);
  assert.match(await arrived.locator('.activity__change').first().textContent() ?? '', /^Status: New →changed to Resolved$/);
  assert.equal(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), true, 'the page did not reload');
});

test('an end date before the start is said under "To" and the list stays', async () => {
  await page.goto(`${app.url}/management/activity?from=2026-12-10&to=2026-12-01`);
  await rowsWhere(() => true);
  const to = page.getByLabel('To', { exact: true });
  assert.equal(await to.getAttribute('aria-invalid'), 'true');
  await page.getByText('The end date is before the start date').waitFor();
});

test("a user's page shows their recent activity and links to all of it", async () => {
  const { me, trip } = done;
  await page.goto(`${app.url}/management/users/${me.id}`);
  const section = page.getByRole('region', { name: 'Recent activity' });
  await section.getByRole('listitem').filter({ hasText: trip.title }).waitFor();
  assert.ok(await section.locator('.recent-activity__item').count() <= 10);
  assert.deepEqual(await axeViolations(page), [], 'the user page with its recent activity');
  await section.getByRole('link', { name: 'See all' }).click();
  await page.waitForURL(new RegExp(`/management/activity\\?admin=${me.id}$`));
  await rowsWhere((rows) => rows.every((r) => r.includes(name(me))));
});

test('no axe violation on the activity log (light, dark, Arabic)', async () => {
  for (const mode of A11Y_MODES) {
    await page.emulateMedia({ colorScheme: mode.colorScheme });
    await page.evaluate((lang) => localStorage.setItem('i18nextLng', lang), mode.lang);
    await page.goto(`${app.url}/management/activity?from=2026-12-10&to=2026-12-01`);
    await rowsWhere(() => true);
    assert.equal(await page.evaluate(() => document.documentElement.dir), mode.lang === 'ar' ? 'rtl' : 'ltr');
    assert.deepEqual(await axeViolations(page), [], `activity log in ${mode.name}`);
  }
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
  await page.emulateMedia({ colorScheme: 'light' });
});
