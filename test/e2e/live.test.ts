// The live stream in Chromium against the real server, two admins in contexts of their own: a
// decision by one moves the other's queue row, tab count, sidebar badge and dashboard numbers with
// no reload and no polling; the header's indicator says live, offline, reconnecting, then live
// again after the connection drops, and the reconnect resumes without a storm of refetches.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page, Request } from 'playwright-core';
import type { DashboardSummary, Trip } from '../../src/contract';
import { adminPage, closeAll, pageApi, PATIENCE_MS, startWithChromium, type AppUnderTest } from '../helpers/e2e.ts';

const LAYLA = { email: 'layla.haddad@diving.test', password: 'diving-admin' };

let app: AppUnderTest;
let browser: Browser;
before(async () => ({ app, browser } = await startWithChromium()));
after(() => closeAll(browser, app));

const titles = (page: Page) => page.locator('.queue__table tbody th[scope="row"]').allTextContents();
async function settled(page: Page): Promise<void> {
  await page.locator('.queue__table tbody th[scope="row"], .queue__table .table__empty').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.table-wrap[data-updating], .table__skeleton'));
}
const indicator = (page: Page) => page.getByRole('status', { name: 'Live updates' });
const waitForStatus = (page: Page, word: string) =>
  page.waitForFunction((w) => document.querySelector('.live-status .live-status__text')?.textContent === w, word);
const pendingTab = (page: Page) => page.getByRole('navigation', { name: 'Trips by status' }).getByRole('link', { name: /^Pending/ });
const tabCount = async (page: Page) => Number((await pendingTab(page).textContent())?.replace(/\D/g, ''));
const badge = (page: Page) => page.locator('.nav-link[href="/trips/pending"] .nav-count');
const cardCount = async (page: Page) =>
  Number((await page.getByRole('link', { name: /Trips to review/ }).locator('.dashboard-card__count').textContent())?.replace(/\D/g, ''));

/** Not data requests: the stream, the token's refresh every 30 s (a slow run meets one), pictures. */
const NOT_DATA = new Set(['/api/v1/events', '/api/v1/auth/refresh']);

/** The API calls a page makes from now on (the live stream itself apart), with the time of each. */
function recordCalls(page: Page): { path: string; at: number }[] {
  const calls: { path: string; at: number }[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    // Pictures: the other admin's claim on the trip they open shows on Layla's row with their face.
    if (url.pathname.startsWith('/api/') && !NOT_DATA.has(url.pathname) && !url.pathname.startsWith('/api/v1/uploads/')) calls.push({ path: `${request.method()} ${url.pathname}`, at: Date.now() });
  });
  return calls;
}

/** How many times each path was called. */
const tally = (calls: { path: string }[]) => calls.reduce<Record<string, number>>((n, c) => ({ ...n, [c.path]: (n[c.path] ?? 0) + 1 }), {});

test("one admin's decision moves another admin's queue, tab count, badge and dashboard, without a reload or polling", async () => {
  const a = await adminPage(browser, app.url, { to: null });
  const b = await adminPage(browser, app.url, { credentials: LAYLA });
  // Layla's second tab: the dashboard (same context, so the same session, and the stream of her first tab).
  const dash = await b.page.context().newPage();
  try {
    await dash.goto(`${app.url}/dashboards/home`);
    await dash.getByRole('list', { name: 'Waiting for you' }).waitFor();
    await b.page.goto(`${app.url}/trips/pending`);
    await settled(b.page);
    for (const page of [b.page, dash]) {
      await waitForStatus(page, 'Live');
      assert.equal(await indicator(page).textContent(), 'Live');
    }

    const rowsBefore = await titles(b.page);
    const tabBefore = await tabCount(b.page);
    const badgeBefore = Number(await badge(b.page).textContent());
    const cardBefore = await cardCount(dash);
    const summary = await pageApi<{ data: DashboardSummary }>(dash, 'GET', '/dashboard/summary');
    assert.equal(cardBefore, summary.data.pending.trips);
    assert.equal(tabBefore, summary.data.pending.trips);
    assert.equal(badgeBefore, summary.data.pending.trips);

    const pending = await pageApi<{ data: Trip[] }>(a.page, 'GET', '/trips/all-trips/pending?page=1&pageSize=25&sort=submittedAt&order=asc');
    const target = pending.data.find((t) => t.title === rowsBefore[0]);
    assert.ok(target, 'the first row of the queue is a pending trip');

    // No reload: a mark on each of Layla's pages must survive; no polling: nothing is asked meanwhile.
    // Each page notes when its DOM first changes from now on, to print the delay.
    for (const page of [b.page, dash]) {
      await page.evaluate(() => {
        Object.assign(window, { liveMark: true });
        const observer = new MutationObserver(() => {
          Object.assign(window, { liveSeenAt: Date.now() });
          observer.disconnect();
        });
        observer.observe(document.querySelector('main') ?? document.body, { subtree: true, childList: true, characterData: true });
      });
    }
    const listCalls = recordCalls(b.page);
    const dashCalls = recordCalls(dash);

    await a.page.goto(`${app.url}/trips/details/${target.id}?from=/trips/pending`);
    await a.page.getByRole('heading', { level: 1, name: target.title }).waitFor();
    assert.deepEqual([...listCalls, ...dashCalls], [], "Layla's pages ask nothing while nothing changes");
    const answered = a.page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(`/trips/all-trips/${target.id}`));
    await a.page.getByRole('button', { name: 'Approve' }).click();
    const put = await answered;
    assert.equal(put.status(), 200);
    const committedAt = Date.now();

    const rowGone = (title: string) => ![...document.querySelectorAll('.queue__table tbody th[scope="row"]')].some((th) => th.textContent === title);
    const badgeIs = (n: number) => document.querySelector('.nav-link[href="/trips/pending"] .nav-count')?.textContent === String(n);
    const cardIs = (n: number) => [...document.querySelectorAll('a')].some((l) => /Trips to review/.test(l.getAttribute('aria-label') ?? l.textContent ?? '')
      && l.querySelector('.dashboard-card__count')?.textContent?.replace(/\D/g, '') === String(n));
    await b.page.waitForFunction(rowGone, target.title);
    await b.page.waitForFunction(badgeIs, badgeBefore - 1);
    await dash.waitForFunction(cardIs, cardBefore - 1);
    await settled(b.page);
    assert.equal(await tabCount(b.page), tabBefore - 1);
    assert.equal(await cardCount(dash), cardBefore - 1);
    const seen = async (page: Page) => (await page.evaluate(() => (window as { liveSeenAt?: number }).liveSeenAt ?? 0)) - committedAt;
    console.log(`# live: Layla's queue changed ${await seen(b.page)} ms and her dashboard ${await seen(dash)} ms after the PUT's answer (first DOM change seen)`);

    for (const page of [b.page, dash]) assert.equal(await page.evaluate(() => (window as { liveMark?: boolean }).liveMark), true, 'no reload');
    // Only the views on screen refetch, each once, and only after the decision.
    assert.ok(listCalls.every((c) => c.path.startsWith('GET ') && c.at >= committedAt - 1000), JSON.stringify(listCalls));
    for (const [path, n] of Object.entries(tally(listCalls))) assert.ok(n <= 1, `${path} ${n} times in the queue's tab`);
    for (const [path, n] of Object.entries(tally(dashCalls))) assert.ok(n <= 1, `${path} ${n} times in the dashboard's tab`);
    assert.ok(listCalls.some((c) => c.path === 'GET /api/v1/trips/all-trips/pending'), 'the queue refetched');
    assert.ok(dashCalls.some((c) => c.path === 'GET /api/v1/dashboard/summary'), 'the dashboard refetched');
    assert.deepEqual([...a.errors, ...b.errors], []);
  } finally {
    await dash.close();
    await a.close();
    await b.close();
  }
});

test('the indicator follows a dropped connection: offline, reconnecting with its wait, live again, resumed without a storm', async () => {
  const b = await adminPage(browser, app.url, { credentials: LAYLA });
  const a = await adminPage(browser, app.url, { to: null });
  try {
    await b.page.goto(`${app.url}/trips/pending`);
    await settled(b.page);
    await waitForStatus(b.page, 'Live');
    // An event read, so the reconnect has an id to resume from.
    const pending = await pageApi<{ data: Trip[] }>(a.page, 'GET', '/trips/all-trips/pending?page=1&pageSize=25&sort=submittedAt&order=asc');
    const first = pending.data[pending.data.length - 1]!;
    await pageApi(a.page, 'PUT', `/trips/all-trips/${first.id}`, { status: 'approved', expectedUpdatedAt: first.updatedAt });
    await b.page.waitForFunction((title) => ![...document.querySelectorAll('.queue__table tbody th[scope="row"]')].some((th) => th.textContent === title), first.title);
    await settled(b.page);

    const streams: Request[] = [];
    b.page.on('request', (r) => { if (new URL(r.url()).pathname === '/api/v1/events') streams.push(r); });
    // The network goes; while it is back but the stream still cannot open, the wait shows.
    await b.page.route('**/api/v1/events', (route) => route.abort());
    await b.page.context().setOffline(true);
    await waitForStatus(b.page, 'Offline');
    const calls = recordCalls(b.page);
    await b.page.context().setOffline(false);
    await waitForStatus(b.page, 'Reconnecting');
    await b.page.locator('.live-status__retry').waitFor();
    assert.match(await b.page.locator('.live-status__retry').textContent() ?? '', /^in \d+ s$/);
    await b.page.unroute('**/api/v1/events');
    await waitForStatus(b.page, 'Live');
    await settled(b.page);

    const resumed = streams.at(-1)!;
    assert.ok(Number(await resumed.headerValue('last-event-id')) > 0, 'the reconnect resumes from the last event read');
    // A decision made after the reconnect still arrives.
    const next = pending.data[pending.data.length - 2]!;
    await pageApi(a.page, 'PUT', `/trips/all-trips/${next.id}`, { status: 'approved', expectedUpdatedAt: next.updatedAt });
    await b.page.waitForFunction((title) => ![...document.querySelectorAll('.queue__table tbody th[scope="row"]')].some((th) => th.textContent === title), next.title);
    await settled(b.page);
    for (const [path, n] of Object.entries(tally(calls))) assert.ok(n <= 2, `${path} ${n} times: at most once for the return and once for the decision`);
    console.log(`# live: after the reconnect and one decision: ${JSON.stringify(tally(calls))}`);
  } finally {
    await a.close();
    await b.close();
  }
});

test('signing out tells the server with the bearer still on, then closes the stream', async () => {
  const b = await adminPage(browser, app.url, { credentials: LAYLA });
  const a = await adminPage(browser, app.url, { to: null });
  try {
    await waitForStatus(b.page, 'Live');
    const signOut = b.page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/auth/sign-out');
    const isStream = (r: Request) => new URL(r.url()).pathname === '/api/v1/events';
    // Listeners, not two waitForEvent in a race: the loser's timer would hold the process 30 s.
    const streamEnded = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the stream never ended')), PATIENCE_MS);
      const ended = (request: Request) => {
        if (!isStream(request)) return;
        clearTimeout(timer);
        b.page.off('requestfailed', ended).off('requestfinished', ended);
        resolve();
      };
      b.page.on('requestfailed', ended).on('requestfinished', ended);
    });
    await b.page.getByRole('button', { name: /Account menu/ }).click();
    await b.page.getByRole('menuitem', { name: 'Sign out' }).click();
    const sent = await signOut;
    assert.match(await sent.headerValue('authorization') ?? '', /^Bearer \S+/);
    assert.equal((await sent.response())?.status(), 200);
    await b.page.waitForURL(/\/login/);
    assert.equal(await b.page.locator('.live-status').count(), 0);
    await streamEnded;
    // The activity log has it, read by the other admin.
    const log = await pageApi<{ data: { action: string; actor: { name: string } }[] }>(a.page, 'GET', '/activity?page=1&action=auth.signedOut');
    assert.ok(log.data.some((e) => /Layla/.test(e.actor.name)), JSON.stringify(log.data.slice(0, 3)));
  } finally {
    await a.close();
    await b.close();
  }
});
