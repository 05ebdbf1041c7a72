// Ten tabs of one browser, signed in as one admin, hold one live stream between them (the server
// allows five per admin): one tab reads it and the others hear it over a BroadcastChannel, so
// another admin's decision shows in all ten; closing the tab that reads it hands the stream to
// another tab, which resumes from the last event id, and the nine left still follow live; a
// sign-out in one of them ends the stream for all.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page, Request } from 'playwright-core';
import type { Trip } from '../../src/contract';
import { apiToken, callApi, closeAll, PATIENCE_MS, REDUCED_MOTION, signIn, startWithChromium, type AppUnderTest } from '../helpers/e2e.ts';
import { openEvents, type SseStream } from '../helpers/sse-client.ts';

const LAYLA = { email: 'layla.haddad@diving.test', password: 'diving-admin' };
const TABS = 10;
/** Streams the server lets one admin hold (docs/api.md, "Live events": Limits). */
const PER_ADMIN = 5;

let app: AppUnderTest;
let browser: Browser;
before(async () => ({ app, browser } = await startWithChromium()));
after(() => closeAll(browser, app));

const isStream = (request: Request) => new URL(request.url()).pathname === '/api/v1/events';
const statusOf = (page: Page) => page.evaluate(() => document.querySelector('.live-status')?.getAttribute('data-status') ?? null);
const waitForLive = (page: Page) => page.locator('.live-status[data-status="live"]').waitFor();

/** A light screen with no data of its own: what each tab shows live is the rail's count of trips to review. */
const SCREEN = '/settings/appearance';

/** The rail's count of pending trips on `page`, once it shows `n`. */
const railShows = (page: Page, n: number) => page.waitForFunction((count) => {
  const trips = [...document.querySelectorAll('.rail__link')].find((link) => link.getAttribute('aria-label') === 'Trips');
  return trips?.parentElement?.querySelector('.nav-count')?.textContent?.replace(/\D/g, '') === String(count);
}, n);

/**
 * How many streams the server holds for the admin of `token`: it opens streams as that admin until
 * one is refused (429), then closes them; the admin held the rest of the allowance.
 */
async function streamsHeld(token: string): Promise<number> {
  const opened: SseStream[] = [];
  try {
    for (let i = 0; i <= PER_ADMIN; i += 1) {
      const stream = await openEvents(app, token);
      if (stream.status === 429) return PER_ADMIN - opened.length;
      assert.equal(stream.status, 200);
      opened.push(stream);
    }
    return assert.fail(`the server let one admin open ${opened.length} streams`);
  } finally {
    for (const stream of opened) {
      stream.close();
      await stream.ended;
    }
  }
}

/**
 * Asks `probe` again until it answers `expected` or `timeoutMs` passes, and returns its last answer:
 * the server notices a closed tab's stream a moment after the tab goes.
 */
async function until<T>(probe: () => Promise<T>, expected: T, timeoutMs = PATIENCE_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value === expected || Date.now() > deadline) return value;
  }
}

/** Another admin approves the oldest pending trip through the API; the pending count it leaves. */
async function approveOne(token: string): Promise<number> {
  const listed = await callApi(app.url, 'GET', '/trips/all-trips/pending?page=1&pageSize=1&sort=submittedAt&order=asc', token);
  const { data, meta } = listed.body as { data: Trip[]; meta: { total: number } };
  const trip = data[0];
  assert.ok(trip, 'a pending trip to approve');
  const put = await callApi(app.url, 'PUT', `/trips/all-trips/${trip.id}`, token, { status: 'approved', expectedUpdatedAt: trip.updatedAt });
  assert.equal(put.status, 200);
  return meta.total - 1;
}

test('ten tabs of one admin hold one stream; a change shows in all ten, and closing the tab that reads it hands over', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', ...REDUCED_MOTION });
  const streams: Request[] = [];
  const open = new Set<Request>();
  const refused: number[] = [];
  const errors: string[] = [];
  context.on('request', (request) => {
    if (!isStream(request)) return;
    streams.push(request);
    open.add(request);
  });
  context.on('requestfinished', (request) => open.delete(request));
  context.on('requestfailed', (request) => open.delete(request));
  // A closed page's requests end without an event.
  const openStreams = () => [...open].filter((request) => !request.frame().page().isClosed()).length;
  context.on('response', (response) => {
    if (isStream(response.request()) && response.status() !== 200) refused.push(response.status());
  });
  try {
    const tab = async () => {
      const page = await context.newPage();
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      return page;
    };
    const first = await tab();
    await signIn(first, app.url, undefined, SCREEN);
    await waitForLive(first);
    // The other nine open together, as a browser restoring its tabs does.
    const pages = [first, ...await Promise.all(Array.from({ length: TABS - 1 }, async () => {
      const page = await tab();
      await page.goto(`${app.url}${SCREEN}`);
      return page;
    }))];
    await Promise.all(pages.map(waitForLive));
    const pending = (await callApi(app.url, 'GET', '/dashboard/summary', await apiToken(app.url))).body as { data: { pending: { trips: number } } };
    await Promise.all(pages.map((page) => railShows(page, pending.data.pending.trips)));

    assert.equal(streams.length, 1, `one stream was opened for ${TABS} tabs, not ${streams.length}`);
    assert.equal(openStreams(), 1);
    assert.deepEqual(refused, []);
    const token = await pages[0]!.evaluate(() => localStorage.getItem('authToken') ?? '');
    assert.equal(await streamsHeld(token), 1, 'the server holds one stream for the admin');
    console.log(`# tabs: ${TABS} tabs, ${streams.length} stream; the server held ${PER_ADMIN - 1} more for the admin before refusing`);

    const layla = await apiToken(app.url, LAYLA);
    const left = await approveOne(layla);
    await Promise.all(pages.map((page) => railShows(page, left)));

    // The tab that reads the stream closes; another takes it over, resuming after the last event.
    const leader = streams[0]!.frame().page();
    assert.ok(pages.includes(leader));
    const takeover = context.waitForEvent('request', { predicate: isStream });
    await leader.close();
    const rest = pages.filter((page) => page !== leader);
    const successor = await takeover;
    assert.equal(streams.length, 2, 'one tab took the stream over');
    assert.ok(rest.includes(successor.frame().page()));
    assert.ok(Number(await successor.headerValue('last-event-id')) > 0, 'the new stream resumes from the last event heard');
    await Promise.all(rest.map(waitForLive));
    assert.equal(await until(() => streamsHeld(token), 1), 1, 'the server holds one stream again');
    assert.equal(openStreams(), 1);

    const second = await approveOne(layla);
    await Promise.all(rest.map((page) => railShows(page, second)));
    for (const page of rest) assert.equal(await statusOf(page), 'live');
    assert.equal(streams.length, 2);
    assert.deepEqual(refused, []);

    // Signing out in a tab that does not read the stream ends it for every tab, and none opens another.
    const reader = successor.frame().page();
    const other = rest.find((page) => page !== reader)!;
    await other.getByRole('button', { name: /Account menu/ }).click();
    await other.getByRole('menuitem', { name: 'Sign out' }).click();
    await Promise.all(rest.map((page) => page.waitForURL(/\/login/)));
    const fresh = await apiToken(app.url);
    assert.equal(await until(() => streamsHeld(fresh), 0), 0, 'the server holds no stream for the admin');
    assert.equal(openStreams(), 0);
    assert.equal(streams.length, 2);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
