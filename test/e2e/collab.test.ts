// Two admins at once in Chromium against the real server, each in a context of their own: who else
// has a trip open, the claim of a pending trip on the other's queue row and page (j and
// auto-advance pass over it, a take-over after a confirmation, told at once to the first
// reviewer), the decision's Undo (restored, both in the history) and its refusal once another
// admin changed the item; axe on the page with all of it, in light, dark and Arabic.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import type { ListPage, Trip } from '../../src/contract';
import { A11Y_MODES, adminPage, axeViolations, closeAll, pageApi, signedInLooks, startWithChromium, type AppUnderTest } from '../helpers/e2e.ts';

const LAYLA = { email: 'layla.haddad@diving.test', password: 'diving-admin' };
// A second reviewer of the queue: the demo's owner (Kenji, its editor, decides nothing).
const MARINA = { email: 'admin@diving.test', password: 'diving-admin' };
const FROM = `?from=${encodeURIComponent('/trips/pending')}`;

let app: AppUnderTest;
let browser: Browser;
let laylaLooks: ReturnType<typeof signedInLooks>;
let marinaLooks: ReturnType<typeof signedInLooks>;
before(async () => {
  ({ app, browser } = await startWithChromium());
  laylaLooks = signedInLooks(browser, app.url, LAYLA);
  marinaLooks = signedInLooks(browser, app.url, MARINA);
});
after(() => closeAll(browser, app));

/**
 * The pending trips as the queue lists them (oldest first), without those an admin still claims (a
 * context closed by an earlier test leaves its claim to the server's 2 min without a heartbeat).
 */
async function pendingTrips(page: Page): Promise<Trip[]> {
  const answer = await pageApi<{ data: Trip[] } & ListPage<Trip>>(page, 'GET', '/trips/all-trips/pending?page=1&pageSize=25&sort=submittedAt&order=asc&status=pending');
  const claims = await pageApi<{ data: { id: string }[] }>(page, 'GET', '/claims');
  const held = new Set(claims.data.map((c) => c.id));
  // The first run of unclaimed trips next to each other in the queue, and the rest after it.
  const start = answer.data.findIndex((t, i) => answer.data.slice(i, i + 3).every((u) => !held.has(u.id)));
  return answer.data.slice(Math.max(0, start)).filter((t) => !held.has(t.id));
}
const trip = async (page: Page, id: string) => (await pageApi<{ data: Trip }>(page, 'GET', `/trips/${id}`)).data;
const details = (page: Page, id: string) => page.goto(`${app.url}/trips/details/${id}${FROM}`);
/** Opens trip `id` on `page` and waits until the server answered the claim its details make. */
async function openAndClaim(page: Page, id: string): Promise<void> {
  const claimed = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.endsWith(`/claims/trip/${encodeURIComponent(id)}`));
  await details(page, id);
  assert.equal((await claimed).status(), 200, 'the claim is taken');
}
const heading = (page: Page, title: string) => page.getByRole('heading', { level: 1, name: title }).waitFor();
/** The title of the queue row that has focus. */
const focusedRow = (page: Page) => page.evaluate(() => document.activeElement?.closest('tr')?.querySelector('.queue__link')?.textContent ?? null);

test('presence and claims: seen by the other admin, passed over by j and auto-advance, taken over knowingly', async () => {
  const a = await adminPage(browser, app.url, { credentials: LAYLA, to: null });
  const b = await adminPage(browser, app.url, { credentials: MARINA, to: null });
  try {
    const [p0, p1, p2] = await pendingTrips(b.page);
    assert.ok(p0 && p1 && p2);

    // B watches the queue; A opens the second trip and so claims it.
    await b.page.goto(`${app.url}/trips/pending`);
    await b.page.locator('.queue__table tbody .queue__link').first().waitFor();
    await details(a.page, p1.id);
    await heading(a.page, p1.title);
    const row = b.page.locator('.queue__table tbody tr', { has: b.page.getByRole('link', { name: p1.title, exact: true }) });
    await row.getByText('Layla Haddad is reviewing').waitFor();

    // B's j goes from the first row straight to the third.
    await b.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await b.page.keyboard.press('j');
    assert.equal(await focusedRow(b.page), p0.title);
    await b.page.keyboard.press('j');
    assert.equal(await focusedRow(b.page), p2.title, 'the claimed row is passed over');

    // B opens it anyway: A's presence and claim show there, and B's presence shows to A.
    await details(b.page, p1.id);
    await heading(b.page, p1.title);
    await b.page.getByText('Layla Haddad is viewing').waitFor();
    await b.page.getByText(/Being reviewed by Layla Haddad, /).waitFor();
    await a.page.getByText('Marina Costa is viewing').waitFor();
    assert.deepEqual(await axeViolations(b.page), [], 'presence and claim banner');

    // Take over: asked first, then B is told it worked, and A is told once, at once, on the page.
    await b.page.getByRole('button', { name: 'Take over' }).click();
    const dialog = b.page.getByRole('alertdialog', { name: 'Take over the review from Layla Haddad?' });
    await dialog.waitFor();
    assert.deepEqual(await axeViolations(b.page), [], 'take-over dialog');
    await dialog.getByRole('button', { name: 'Take over' }).click();
    await dialog.waitFor({ state: 'detached' });
    await b.page.locator('.claim-banner').waitFor({ state: 'detached' });
    await b.page.locator('.toast', { hasText: 'You are reviewing this item now; Layla Haddad was told.' }).waitFor();
    const told = a.page.getByRole('alert').filter({ hasText: 'Marina Costa took over this review' });
    await told.waitFor();
    // One message: the banner, no toast, no second banner naming the new holder again (all three
    // would come from the one claim event that shows the banner, so they would be there by now).
    assert.equal(await a.page.locator('.claim-banner').count(), 1);
    assert.equal(await a.page.locator('.toast').count(), 0);
    assert.equal(await a.page.getByText('Being reviewed by Marina Costa, ').count(), 0);
    await told.getByRole('button', { name: 'Dismiss' }).click();
    await a.page.getByText('Being reviewed by Marina Costa, ').waitFor();

    // A leaves: B sees A go at once (a DELETE, not the 30 s without a heartbeat).
    await a.page.getByRole('link', { name: 'Back to the pending queue' }).click();
    await a.page.waitForURL((u) => u.pathname === '/trips/pending');
    await b.page.getByText('Layla Haddad is viewing').waitFor({ state: 'detached' });
    assert.deepEqual([...a.errors, ...b.errors], []);
  } finally {
    await closeAll(a, b);
  }
});

test('another admin decides, then undoes, the trip on screen: one notice says who, what and when; the queue\'s place stays', async () => {
  const a = await adminPage(browser, app.url, { credentials: LAYLA, to: null });
  const b = await adminPage(browser, app.url, { credentials: MARINA, to: null });
  try {
    // From the end of the queue: the undo leaves the trip pending with two more history entries,
    // and the tests after this one take trips from its start.
    const [n0, n1, n2] = (await pendingTrips(b.page)).slice(-3);
    assert.ok(n0 && n1 && n2);
    await details(b.page, n1.id);
    await heading(b.page, n1.title);
    const nav = b.page.getByRole('navigation', { name: 'Queue' });
    await nav.getByRole('link', { name: 'Next' }).waitFor();
    const place = await nav.locator('.details-nav__position').textContent();
    assert.match(place ?? '', /^\d+ of \d+$/);

    const before = await trip(a.page, n1.id);
    const approved = await pageApi<{ data: Trip }>(a.page, 'PUT', `/trips/all-trips/${n1.id}`, { status: 'approved', expectedUpdatedAt: before.updatedAt });
    const notice = b.page.getByRole('status').filter({ hasText: 'Layla Haddad approved this trip a few seconds ago' });
    await notice.waitFor();
    await b.page.locator('.review-details__heading').getByText('Approved').waitFor();
    assert.equal(await b.page.getByRole('button', { name: 'Approve' }).isDisabled(), true);
    // The trip left the pending queue; B still goes on through it from where they were.
    assert.equal(await nav.getByRole('link', { name: 'Previous' }).getAttribute('href'), `/trips/details/${n0.id}${FROM}`);
    assert.equal(await nav.getByRole('link', { name: 'Next' }).getAttribute('href'), `/trips/details/${n2.id}${FROM}`);
    assert.equal(await nav.locator('.details-nav__position').textContent(), place);

    await pageApi(a.page, 'POST', `/trips/all-trips/${n1.id}/undo`, { expectedUpdatedAt: approved.data.updatedAt });
    await b.page.getByRole('status').filter({ hasText: 'Layla Haddad undid the decision on this trip a few seconds ago' }).waitFor();
    assert.equal(await b.page.locator('.others-change').count(), 1, 'one notice, the latest');
    assert.deepEqual(await axeViolations(b.page), [], 'the notice');
    assert.deepEqual([...a.errors, ...b.errors], []);
  } finally {
    await closeAll(a, b);
  }
});

test('auto-advance passes over the next trip when another admin is reviewing it', async () => {
  const a = await adminPage(browser, app.url, { credentials: LAYLA, to: null });
  const b = await adminPage(browser, app.url, { credentials: MARINA, to: null });
  try {
    const [q0, q1, q2] = await pendingTrips(b.page);
    assert.ok(q0 && q1 && q2);
    await openAndClaim(a.page, q1.id);
    await heading(a.page, q1.title);
    await details(b.page, q0.id);
    await heading(b.page, q0.title);
    await b.page.getByRole('navigation', { name: 'Queue' }).getByRole('link', { name: 'Next' }).waitFor();
    await b.page.getByRole('button', { name: 'Approve' }).click();
    await b.page.waitForURL((u) => u.pathname === `/trips/details/${q2.id}`);
    assert.equal((await trip(b.page, q0.id)).status, 'approved');
  } finally {
    await closeAll(a, b);
  }
});

test('undo restores the status with both entries in the history, and is refused once another admin changed the trip', async () => {
  const a = await adminPage(browser, app.url, { credentials: LAYLA, to: null });
  const b = await adminPage(browser, app.url, { credentials: MARINA, to: null });
  try {
    await b.page.evaluate(() => localStorage.setItem('reviews.autoAdvance', 'off'));
    const [r0, r1] = await pendingTrips(b.page);
    assert.ok(r0 && r1);

    // Approve, then u while the toast shows: pending again, the history shows both.
    await details(b.page, r0.id);
    await heading(b.page, r0.title);
    await b.page.getByRole('button', { name: 'Approve' }).click();
    await b.page.locator('.toast', { hasText: `Approved “${r0.title}”` }).getByRole('button', { name: 'Undo' }).waitFor();
    await b.page.keyboard.press('u');
    await b.page.locator('.toast', { hasText: `Undone: “${r0.title}”` }).waitFor();
    const restored = await trip(b.page, r0.id);
    assert.equal(restored.status, 'pending');
    assert.deepEqual(restored.history.slice(-2).map((h) => [h.status, h.undo === true]), [['approved', false], ['pending', true]]);
    const history = b.page.getByRole('region', { name: 'History' });
    await history.getByText('Undone: back to Pending').waitFor();
    await history.getByText('Approved').waitFor();

    // Approve the next, A rejects it behind B's back, then B's Undo is refused with who and when.
    await details(b.page, r1.id);
    await heading(b.page, r1.title);
    await b.page.getByRole('button', { name: 'Approve' }).click();
    const undo = b.page.locator('.toast', { hasText: `Approved “${r1.title}”` }).getByRole('button', { name: 'Undo' });
    await undo.waitFor();
    const now = await trip(a.page, r1.id);
    await pageApi(a.page, 'PUT', `/trips/all-trips/${r1.id}`, { status: 'rejected', reason: 'Photos are missing.', expectedUpdatedAt: now.updatedAt });
    await undo.click();
    const refused = b.page.locator('.toast', { hasText: `Not undone: “${r1.title}” changed in the meantime` });
    await refused.waitFor();
    assert.match(await refused.textContent() ?? '', /Rejected by Layla Haddad/);
    await b.page.locator('.conflict-notice').getByText(/Rejected by Layla Haddad/).waitFor();
    assert.equal((await trip(b.page, r1.id)).status, 'rejected');
    assert.deepEqual(b.errors, []);
  } finally {
    await closeAll(a, b);
  }
});

/**
 * Layla and Marina keep one signed-in page each across the looks (`signedInLooks`): each look opens
 * the details afresh, and on a trip no one claims yet (`pendingTrips` leaves out the one Layla
 * still holds from the look before), so Marina's page draws as a fresh sign-in's would.
 */
for (const mode of A11Y_MODES) {
  test(`no axe violation with presence, a claim and the take-over dialog (${mode.name})`, async () => {
    const { page: a } = await laylaLooks({ colorScheme: mode.colorScheme, lang: 'en' });
    const { page: b } = await marinaLooks(mode);
    const pending = await pendingTrips(b);
    const target = pending[0];
    assert.ok(target);
    await details(a, target.id);
    await heading(a, target.title);
    await details(b, target.id);
    await b.locator('.presence-bar .avatar').waitFor();
    await b.locator('.claim-banner').waitFor();
    assert.equal(await b.evaluate(() => document.documentElement.dir), mode.lang === 'ar' ? 'rtl' : 'ltr');
    assert.deepEqual(await axeViolations(b), [], `details page in ${mode.name}`);
    await b.locator('.claim-banner button').click();
    await b.getByRole('alertdialog').waitFor();
    assert.deepEqual(await axeViolations(b), [], `take-over dialog in ${mode.name}`);
    await b.keyboard.press('Escape');
  });
}
