// Review details in Chromium against the real server: the gallery, approve and reject (with a ready
// phrase) and the history, moving on to the next pending item, [ and ], the shortcuts dialog, two
// admins deciding the same record (the second gets the 409 and nothing is overwritten), and axe on
// the details, the reject dialog and the shortcuts dialog in light, dark and Arabic.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import type { Product, Trip, User } from '../../src/contract';
import { ADMIN, adminPage, axeViolations, closeAll, startWithChromium, type AppUnderTest } from './harness.ts';

const SECOND_ADMIN = { email: 'layla.haddad@diving.test', password: ADMIN.password };
const PHRASE = 'Photos are missing or do not show the dive site.';

let app: AppUnderTest;
let browser: Browser;
before(async () => ({ app, browser } = await startWithChromium()));
after(() => closeAll(browser, app));

/** A signed-in admin in a context of their own (cookies and storage apart from the others). */
async function admin(options: { colorScheme?: 'light' | 'dark'; lang?: string; credentials?: typeof ADMIN } = {}) {
  const a = await adminPage(browser, app.url, options);
  if (options.lang) await a.page.evaluate((lang) => localStorage.setItem('i18nextLng', lang), options.lang);
  return a;
}

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
  const a = await admin();
  const { page } = a;
  try {
    const queue = await pendingTrips(page);
    const [first, second, third] = queue;
    assert.ok(first && second && third, 'three pending trips');

    // From the pending list, the row's link opens the details in that queue.
    await page.goto(`${app.url}/trips/pending`);
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
    await page.goto(`${app.url}${detailsUrl(withPhotos.id)}`);
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
    await page.goto(`${app.url}${detailsUrl(first.id)}`);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL((u) => u.pathname === `/trips/details/${second.id}`);
    await page.locator('.toast', { hasText: `${first.title} approved` }).first().waitFor();
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
    await page.goto(`${app.url}${detailsUrl(third.id)}`);
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

test('a decision that fails with the network gone says so in a toast: the signed-in app loaded what shows it', async () => {
  const a = await admin();
  const { page } = a;
  const context = page.context();
  try {
    const [trip] = await pendingTrips(page);
    assert.ok(trip, 'a pending trip');
    await page.goto(`${app.url}${detailsUrl(trip.id)}`);
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

test('two admins decide the same product: the second sees who was first, and nothing is overwritten', async () => {
  const first = await admin();
  const second = await admin({ credentials: SECOND_ADMIN });
  try {
    const [product] = await api<Product[]>(first.page, '/products/all-products/pending?page=1&sort=submittedAt&order=asc');
    assert.ok(product);
    const url = `${app.url}/products/view/${product.id}?from=${encodeURIComponent('/products/pending')}`;
    await first.page.goto(url);
    await second.page.goto(url);
    await first.page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await second.page.getByRole('heading', { level: 1, name: product.name }).waitFor();

    await first.page.getByRole('button', { name: 'Approve' }).click();
    await first.page.waitForURL((u) => u.pathname !== `/products/view/${product.id}`);

    // The second admin still sees it pending and rejects: the server answers 409.
    await second.page.getByRole('button', { name: 'Reject' }).click();
    const dialog = second.page.getByRole('dialog', { name: 'Reject this product' });
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('The photos are blurry.');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    const alert = second.page.locator('.conflict-notice');
    await alert.waitFor();
    assert.match(await alert.textContent() ?? '', /Approved by Marina Costa at/);
    assert.match(await alert.textContent() ?? '', /Now: Approved/);
    assert.equal(new URL(second.page.url()).pathname, `/products/view/${product.id}`, 'no moving on after a conflict');
    const now = await api<Product>(second.page, `/products/${product.id}`);
    assert.equal(now.status, 'approved');
    assert.equal(now.history.at(-1)?.by.name, 'Marina Costa', 'nothing overwritten');
    // The page shows the record as it is now.
    await second.page.getByRole('region', { name: 'History' }).getByText('by Marina Costa').waitFor();
    assert.equal(await second.page.getByRole('button', { name: 'Approve' }).isDisabled(), true);

    // Deciding again, knowingly, goes through.
    await second.page.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Seen the approval; the photos are still blurry.');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await second.page.waitForURL((u) => u.pathname !== `/products/view/${product.id}`);
    const last = await api<Product>(second.page, `/products/${product.id}`);
    assert.equal(last.status, 'rejected');
    assert.equal(last.history.at(-1)?.by.name, 'Layla Haddad');
    assert.deepEqual([...first.errors, ...second.errors], []);
  } finally {
    await first.close();
    await second.close();
  }
});

for (const mode of [{ name: 'dark', colorScheme: 'dark' as const }, { name: 'Arabic', colorScheme: 'light' as const, lang: 'ar' }]) {
  test(`axe finds nothing on a dive master's details, the reject dialog and the shortcuts dialog (${mode.name})`, async () => {
    const a = await admin(mode);
    const { page } = a;
    try {
      const [dm] = await api<User[]>(page, '/users/dive-master/pending?page=1&sort=submittedAt&order=asc');
      assert.ok(dm);
      await page.goto(`${app.url}/dive-master/details/${dm.id}?from=${encodeURIComponent('/dive-master/pending')}`);
      await page.locator('h1 bdi').filter({ hasText: `${dm.firstName} ${dm.lastName}` }).waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.dir), mode.lang === 'ar' ? 'rtl' : 'ltr');
      assert.deepEqual(await axeViolations(page), [], 'details');
      await page.keyboard.press('r');
      await page.locator('dialog.reject-dialog').waitFor();
      assert.deepEqual(await axeViolations(page), [], 'reject dialog');
      await page.keyboard.press('Escape');
      await page.locator('dialog.reject-dialog').waitFor({ state: 'detached' });
      await page.keyboard.press('?');
      await page.locator('dialog.shortcuts').waitFor();
      assert.deepEqual(await axeViolations(page), [], 'shortcuts dialog');
      assert.deepEqual(a.errors, []);
    } finally {
      await a.close();
    }
  });
}
