// Review details in Chromium against the real server: the gallery, approve and reject (with a ready
// phrase) and the history, moving on to the next pending item (and not once the admin has gone
// elsewhere during a slow save), [ and ], the shortcuts dialog, two admins deciding the same record
// (the second reads who was first in their own language and time zone, keeps the typed reason, and
// nothing is overwritten), the same admin in two tabs, and axe and the decision buttons' looks on
// the details, the reject dialog and the shortcuts dialog in dark and Arabic.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import type { Product, Trip, User } from '../../src/contract';
import {
  A11Y_MODES, ADMIN, adminPage, axeViolations, closeAll, signedInLooks, startWithLooks, visit, type AppUnderTest,
} from '../helpers/e2e.ts';

const SECOND_ADMIN = { email: 'layla.haddad@diving.test', password: ADMIN.password };
const PHRASE = 'Photos are missing or do not show the dive site.';

let app: AppUnderTest;
let browser: Browser;
let looks: ReturnType<typeof signedInLooks>;
before(async () => ({ app, browser, looks } = await startWithLooks()));
after(() => closeAll(browser, app));

/** A signed-in admin in a context of their own (cookies and storage apart from the others), on `to`. */
const admin = (to?: string) => adminPage(browser, app.url, { to });

/** Calls the API with the page's session. */
async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const res = await fetch(`/api/v1${p}`, { headers: { Authorization: `Bearer ${localStorage.getItem('authToken') ?? ''}` } });
    return ((await res.json()) as { data: unknown }).data;
  }, path) as Promise<T>;
}

const pendingTrips = (page: Page) => api<Trip[]>(page, '/trips/all-trips/pending?page=1&pageSize=100&sort=submittedAt&order=asc');
const detailsUrl = (id: string) => `/trips/details/${id}?from=${encodeURIComponent('/trips/pending')}`;
const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

test('a trip from its queue: gallery, [ ], approve and move on, reject with a phrase, the shortcuts', async () => {
  const a = await admin('/trips/pending');
  const { page } = a;
  try {
    const queue = await pendingTrips(page);
    const [first, second, third] = queue;
    assert.ok(first && second && third, 'three pending trips');

    // From the pending list, the row's link opens the details in that queue.
    await page.getByRole('link', { name: first.title, exact: true }).click();
    await page.waitForURL((u) => u.pathname === `/trips/details/${first.id}`);
    assert.equal(pathOf(page), detailsUrl(first.id));
    await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
    assert.equal(await page.getByText(`1 of ${queue.length}`).count(), 1);
    assert.deepEqual(await axeViolations(page), [], 'details');

    await page.keyboard.press(']');
    await page.waitForURL((u) => u.pathname === `/trips/details/${second.id}`);
    await page.getByRole('heading', { level: 1, name: second.title }).waitFor();
    await page.keyboard.press('[');
    await page.getByRole('heading', { level: 1, name: first.title }).waitFor();

    // The gallery of a trip with several photos: opens large, arrows move, Esc closes.
    const withPhotos = queue.find((t) => t.images.length > 1);
    assert.ok(withPhotos, 'a pending trip with photos');
    await visit(page, detailsUrl(withPhotos.id));
    const thumbs = page.getByRole('list', { name: `Photos of ${withPhotos.title}` }).getByRole('button');
    await thumbs.nth(withPhotos.images.length - 1).waitFor(); // the page renders after its data arrives
    assert.equal(await thumbs.count(), withPhotos.images.length);
    await thumbs.first().click();
    const gallery = page.getByRole('dialog', { name: `Photos of ${withPhotos.title}` });
    await gallery.getByText(`1 of ${withPhotos.images.length}`, { exact: true }).first().waitFor();
    await page.keyboard.press('ArrowRight');
    await gallery.getByText(`2 of ${withPhotos.images.length}`, { exact: true }).first().waitFor();
    assert.match(await gallery.locator('img').getAttribute('alt') ?? '', /^Photo 2 of/);
    assert.equal(await gallery.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), true);
    await page.keyboard.press('Escape');
    await gallery.waitFor({ state: 'detached' });
    assert.equal(await thumbs.first().evaluate((el) => el === document.activeElement), true, 'focus back on the thumbnail');

    // Approve: a toast, the server has it, and the page moves on to the next pending trip.
    await visit(page, detailsUrl(first.id));
    await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL((u) => u.pathname === `/trips/details/${second.id}`);
    await page.locator('.toast', { hasText: `Approved “${first.title}”` }).first().waitFor();
    assert.equal((await api<Trip>(page, `/trips/${first.id}`)).status, 'approved');

    // Reject with the keyboard and a ready phrase.
    await page.getByRole('heading', { level: 1, name: second.title }).waitFor();
    await page.keyboard.press('r');
    const dialog = page.getByRole('dialog', { name: 'Reject this trip' });
    await dialog.waitFor();
    assert.deepEqual(await axeViolations(page), [], 'reject dialog');
    await dialog.getByRole('button', { name: PHRASE }).click();
    assert.equal(await dialog.getByRole('textbox', { name: /Reason/ }).inputValue(), PHRASE);
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await page.waitForURL((u) => u.pathname === `/trips/details/${third.id}`);
    const rejected = await api<Trip>(page, `/trips/${second.id}`);
    assert.equal(rejected.status, 'rejected');
    assert.equal(rejected.reason, PHRASE);
    await page.goBack();
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText(PHRASE).waitFor();
    assert.equal(await history.getByText('by Marina Costa').count(), 1);

    // ? lists the shortcuts of the page.
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.getByText('Next item in the queue').waitFor();
    assert.deepEqual(await axeViolations(page), [], 'shortcuts dialog');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });

    // Moving on turned off: the page stays after a decision, and the choice survives a reload.
    await visit(page, detailsUrl(third.id));
    await page.getByRole('heading', { level: 1, name: third.title }).waitFor();
    await page.getByRole('switch', { name: 'Go to the next pending item after a decision' }).click();
    await page.keyboard.press('a');
    await page.getByRole('region', { name: 'History' }).getByText('by Marina Costa').waitFor();
    assert.equal(new URL(page.url()).pathname, `/trips/details/${third.id}`);
    await page.reload();
    assert.equal(await page.getByRole('switch', { name: 'Go to the next pending item after a decision' }).getAttribute('aria-checked'), 'false');
    assert.deepEqual(a.errors, []);
  } finally {
    await a.close();
  }
});

/**
 * Holds the trip decisions (PUT) of `page` until `release` is called, then lets them go on to the
 * real server: a slow answer whose length the test decides, so nothing waits on a clock.
 */
async function holdDecisions(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => { release = resolve; });
  let arrived!: () => void;
  const held = new Promise<void>((resolve) => { arrived = resolve; });
  await page.route('**/api/v1/trips/all-trips/*', async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    arrived();
    await gate;
    await route.continue();
  });
  return { held, release };
}

for (const away of [
  { name: 'Back to the queue', path: '/trips/pending', section: 'Trips', leave: (page: Page) => page.goBack() },
  { name: 'Management in the rail', path: '/management/users', section: 'Management', leave: (page: Page) => page.locator('.rail').getByRole('link', { name: 'Management' }).click() },
]) {
  test(`a slow decision does not move on once the admin has left the item (${away.name})`, async () => {
    const a = await admin('/trips/pending');
    const { page } = a;
    try {
      const [trip] = await pendingTrips(page);
      assert.ok(trip, 'a pending trip');
      await page.getByRole('link', { name: trip.title, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: trip.title }).waitFor();
      await page.getByText(/^1 of \d+$/).waitFor(); // the queue around it is known: "next" is ready

      const slow = await holdDecisions(page);
      await page.getByRole('button', { name: 'Approve' }).click();
      await slow.held;
      await away.leave(page);
      await page.waitForURL((u) => u.pathname === away.path);
      const answered = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes(`/trips/all-trips/${trip.id}`));
      slow.release();
      assert.equal((await answered).status(), 200);
      // The toast comes after the answer is read, and moving on would come right after it.
      await page.locator('.toast', { hasText: `Approved “${trip.title}”` }).first().waitFor();
      assert.equal(new URL(page.url()).pathname, away.path, 'the admin stays where they went');
      // The rail marks the section once its screen has loaded, and only that one.
      await page.locator(`.rail a[aria-current="true"][aria-label="${away.section}"]`).waitFor();
      assert.equal(await page.locator('.rail a[aria-current="true"]').count(), 1);
      assert.equal(new URL(page.url()).pathname, away.path);
      assert.equal((await api<Trip>(page, `/trips/${trip.id}`)).status, 'approved', 'the decision itself is saved');
      assert.deepEqual(a.errors, []);
    } finally {
      await a.close();
    }
  });
}

test('a decision that fails with the network gone says so in a toast: the signed-in app loaded what shows it', async () => {
  const a = await admin();
  const { page } = a;
  const context = page.context();
  try {
    const [trip] = await pendingTrips(page);
    assert.ok(trip, 'a pending trip');
    await visit(page, detailsUrl(trip.id));
    await page.getByRole('heading', { level: 1, name: trip.title }).waitFor();
    // Signed in, the toasts' code loads with the app, while the network is there.
    await page.getByRole('region', { name: 'Notifications' }).waitFor({ state: 'attached' });
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.locator('.toast', { hasText: 'Cannot reach the server' }).first().waitFor();
    await context.setOffline(false);
    assert.equal((await api<Trip>(page, `/trips/${trip.id}`)).status, 'pending', 'nothing was decided');
    assert.deepEqual(a.errors, []);
  } finally {
    await context.setOffline(false);
    await a.close();
  }
});

/** An admin in a context of their own with a time zone of their own, in `lang` once signed in (in English). */
async function adminIn(timezoneId: string, lang: string, credentials = ADMIN) {
  const session = await adminPage(browser, app.url, { timezoneId, credentials, to: null });
  await session.page.evaluate((l) => localStorage.setItem('i18nextLng', l), lang);
  return session;
}

/** The time of `at` as the page formats it: in its own time zone and language. */
const shortTime = (page: Page, at: string, lang: string) =>
  page.evaluate(([iso, l]) => new Intl.DateTimeFormat(l, { timeStyle: 'short' }).format(new Date(iso)), [at, lang] as const);

const conflictCases = [
  { lang: 'en', zone: 'America/New_York', approvedBy: (who: string) => `Approved by ${who} at `, dialog: 'Reject this product', reason: /Reason/, reject: 'Reject', approve: 'Approve' },
  { lang: 'ar', zone: 'Asia/Dubai', approvedBy: (who: string) => `تم القبول من قِبل ${who} في الساعة `, dialog: 'رفض هذا المنتج', reason: /السبب/, reject: 'رفض', approve: 'قبول' },
];

for (const c of conflictCases) {
  test(`two admins decide the same product: the second reads who was first in their language and time zone, keeps the reason, and nothing is overwritten (${c.lang})`, async () => {
    const first = await admin();
    const second = await adminIn(c.zone, c.lang, SECOND_ADMIN);
    try {
      const pending = await api<Product[]>(first.page, '/products/all-products/pending?page=1&sort=submittedAt&order=asc');
      const product = pending[c.lang === 'en' ? 0 : 1];
      assert.ok(product);
      const path = `/products/view/${product.id}?from=${encodeURIComponent('/products/pending')}`;
      // The second page has not heard of the first decision yet (as when both click in the same
      // moment): its live stream is held back, so the guarded write is what catches it.
      await second.page.route('**/api/v1/events', (route) => route.abort());
      await visit(first.page, path);
      await second.page.goto(`${app.url}${path}`);
      await first.page.getByRole('heading', { level: 1, name: product.name }).waitFor();
      await second.page.getByRole('heading', { level: 1, name: product.name }).waitFor();

      await first.page.getByRole('button', { name: 'Approve' }).click();
      await first.page.waitForURL((u) => u.pathname !== `/products/view/${product.id}`);
      const approved = await api<Product>(first.page, `/products/${product.id}`);
      const at = approved.history.at(-1)?.at ?? '';

      // The second admin still sees it pending and rejects with a reason: the server answers 409.
      await second.page.getByRole('button', { name: c.reject, exact: true }).click();
      const dialog = second.page.getByRole('dialog', { name: c.dialog });
      await dialog.getByRole('textbox', { name: c.reason }).fill('The photos are blurry.');
      await dialog.getByRole('button', { name: c.reject, exact: true }).click();
      const alert = second.page.locator('.conflict-notice');
      await alert.waitFor();
      // Right-to-left pages isolate each inserted value (U+2066–U+2069); the words are what is read.
      const text = (await alert.textContent() ?? '').replace(/[\u2066-\u2069]/g, '');
      const time = await shortTime(second.page, at, c.lang);
      assert.ok(text.includes(`${c.approvedBy('Marina Costa')}${time}.`), `${text} has the time ${time} of ${c.zone}`);
      assert.doesNotMatch(text, c.lang === 'en' ? /UTC/ : /UTC|Approved/, 'the page\'s own sentence, not the server\'s');
      assert.ok(text.includes('The photos are blurry.'), 'the reason typed is kept in view');
      assert.equal(new URL(second.page.url()).pathname, `/products/view/${product.id}`, 'no moving on after a conflict');
      const now = await api<Product>(second.page, `/products/${product.id}`);
      assert.equal(now.status, 'approved');
      assert.equal(now.history.at(-1)?.by.name, 'Marina Costa', 'nothing overwritten');
      assert.equal(await second.page.getByRole('button', { name: c.approve, exact: true }).isDisabled(), true, 'the page shows the record now');

      // Deciding again, knowingly: the dialog opens with the reason kept, and Ctrl+Enter sends it.
      await second.page.getByRole('button', { name: c.reject, exact: true }).click();
      const reason = dialog.getByRole('textbox', { name: c.reason });
      assert.equal(await reason.inputValue(), 'The photos are blurry.');
      await reason.press('End');
      await reason.pressSequentially(' Still.');
      await reason.press('Control+Enter');
      await second.page.waitForURL((u) => u.pathname !== `/products/view/${product.id}`);
      const last = await api<Product>(second.page, `/products/${product.id}`);
      assert.equal(last.status, 'rejected');
      assert.equal(last.reason, 'The photos are blurry. Still.');
      assert.equal(last.history.at(-1)?.by.name, 'Layla Haddad');
      assert.deepEqual([...first.errors, ...second.errors], []);
    } finally {
      await first.close();
      await second.close();
    }
  });
}

test('the same admin deciding in two tabs reads that it was them, in another tab or window', async () => {
  const a = await admin();
  const other = await a.page.context().newPage();
  try {
    const [trip] = await pendingTrips(a.page);
    assert.ok(trip);
    // The other tab has not heard of the decision yet: it reads a stream of its own (without
    // BroadcastChannel it cannot hear the first tab's), and that stream is held back.
    await other.addInitScript(() => Reflect.deleteProperty(window, 'BroadcastChannel'));
    await other.route('**/api/v1/events', (route) => route.abort());
    await visit(a.page, detailsUrl(trip.id));
    await other.goto(`${app.url}${detailsUrl(trip.id)}`);
    await a.page.getByRole('heading', { level: 1, name: trip.title }).waitFor();
    await other.getByRole('heading', { level: 1, name: trip.title }).waitFor();
    await a.page.getByRole('button', { name: 'Approve' }).click();
    await a.page.waitForURL((u) => u.pathname !== `/trips/details/${trip.id}`);
    await other.getByRole('button', { name: 'Approve' }).click();
    const alert = other.locator('.conflict-notice');
    await alert.waitFor();
    const text = await alert.textContent() ?? '';
    assert.match(text, /Approved by you, in another tab or window, at /);
    assert.doesNotMatch(text, /Marina Costa|Someone else/);
    assert.deepEqual(a.errors, []);
  } finally {
    await a.close();
  }
});

/** How the decision panel draws Approve and Reject: fill, border, and whether an icon is there. */
const decisionLooks = (page: Page) => page.locator('.decision-panel__actions .btn').evaluateAll((buttons) => buttons.map((b) => {
  const style = getComputedStyle(b);
  return { background: style.backgroundColor, border: style.borderTopColor, icon: b.querySelector('svg') !== null };
}));

/** Degrees between the hues of two `rgb()` colours (0–180). */
function hueDistance(a: string, b: string): number {
  const hue = (css: string) => {
    const [r = 0, g = 0, bl = 0] = (css.match(/[\d.]+/g) ?? []).map(Number).map((v) => v / 255);
    const max = Math.max(r, g, bl);
    const d = max - Math.min(r, g, bl);
    if (d === 0) return 0;
    const h = max === r ? ((g - bl) / d) % 6 : max === g ? (bl - r) / d + 2 : (r - g) / d + 4;
    return (h * 60 + 360) % 360;
  };
  const diff = Math.abs(hue(a) - hue(b));
  return Math.min(diff, 360 - diff);
}

for (const mode of A11Y_MODES) {
  test(`axe finds nothing on a dive master's details, the reject dialog and the shortcuts dialog (${mode.name})`, async () => {
    const { page, errors } = await looks(mode);
    const [dm] = await api<User[]>(page, '/users/dive-master/pending?page=1&sort=submittedAt&order=asc');
    assert.ok(dm);
    await page.goto(`${app.url}/dive-master/details/${dm.id}?from=${encodeURIComponent('/dive-master/pending')}`);
    await page.locator('h1 bdi').filter({ hasText: `${dm.firstName} ${dm.lastName}` }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dir), mode.lang === 'ar' ? 'rtl' : 'ltr');
    assert.deepEqual(await axeViolations(page), [], 'details');
    const [approve, reject] = await decisionLooks(page);
    assert.ok(approve && reject && approve.icon && reject.icon, 'each decision has an icon');
    assert.ok(hueDistance(approve.background, reject.border) >= 90, `approve ${approve.background} and reject ${reject.border} are far apart in colour`);
    assert.notEqual(approve.background, reject.background, 'one is filled, the other outlined');
    await page.keyboard.press('r');
    await page.locator('dialog.reject-dialog').waitFor();
    assert.deepEqual(await axeViolations(page), [], 'reject dialog');
    await page.keyboard.press('Escape');
    await page.locator('dialog.reject-dialog').waitFor({ state: 'detached' });
    await page.keyboard.press('?');
    await page.locator('dialog.shortcuts').waitFor();
    assert.deepEqual(await axeViolations(page), [], 'shortcuts dialog');
    assert.deepEqual(errors.filter((e) => e.startsWith('pageerror:')), [], 'no uncaught error');
  });
}
