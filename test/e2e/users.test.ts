// The users screens in Chromium against the real server: filters and search kept in the URL across a
// reload, creating an admin and a dive master (with a certification document), editing, blocking
// (the blocked user cannot sign in, from a second browser) and unblocking, the own page's guard, and
// axe-core on the list, a user's page, the create page and the block dialog in light, dark and Arabic.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  A11Y_MODES, ADMIN, axeViolations, closeAll, field, openContext, settledRows, startSignedIn, visitScreen, type AppUnderTest, type BrowserSession } from '../helpers/e2e.ts';

let app: AppUnderTest;
let browser: Browser;
let b: BrowserSession;
let page: Page;
before(async () => {
  ({ app, browser, b } = await startSignedIn(null));
  page = b.page;
});
after(() => closeAll(b, app));

// A 1×1 PNG: the server checks that an upload's bytes match its type.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const NEW_ADMIN = { email: 'nora.admin@diving.test', password: 'nora-secret-42', first: 'Nora', last: 'Lindqvist' };

const chip = (group: string, name: string): Locator =>
  page.getByRole('radiogroup', { name: group }).locator('label', { hasText: new RegExp(`^${name}\\d`) });
const rowTexts = () => page.locator('tbody tr').allTextContents();
/** The settled rows once every one passes `check` (test/helpers/e2e.ts `settledRows`). */
const rowsWhere = (check: (text: string) => boolean) => settledRows(page, (rows) => rows.every(check));
const toast = (text: string) => page.locator('.toast', { hasText: text }).first().waitFor();

test('role and status filters and the search are in the URL; a reload and Back show the same view', async () => {
  await page.goto(`${app.url}/management/users`);
  await rowsWhere(() => true);
  await chip('Role', 'Dive masters').click();
  await page.waitForURL(/\/management\/users\?role=diveMaster$/);
  await rowsWhere((text) => text.includes('Dive master'));
  const divers = Number(await chip('Role', 'Dive buddies').locator('.badge').textContent());
  assert.ok(divers > 100, `dive buddies counted from the facets (${divers})`);
  await chip('Status', 'Blocked').click();
  await page.waitForURL(/role=diveMaster&status=blocked/);
  const blocked = await rowsWhere((text) => text.includes('Dive master') && text.includes('Blocked'));
  assert.equal(blocked.length, Number(await chip('Status', 'Blocked').locator('.badge').textContent()));

  await chip('Status', 'All').click();
  const search = page.getByRole('searchbox', { name: 'Search users' });
  await search.fill('Kittipong');
  await search.press('Enter');
  await page.waitForURL(/q=Kittipong/);
  await rowsWhere((text) => text.includes('Kittipong'));
  await page.getByRole('columnheader', { name: /E-mail/ }).getByRole('button').click();
  await page.waitForURL(/sort=email&order=asc/);
  const url = page.url();

  await page.reload();
  await rowsWhere((text) => text.includes('Kittipong'));
  assert.equal(page.url(), url);
  assert.equal(await page.getByRole('searchbox', { name: 'Search users' }).inputValue(), 'Kittipong');
  assert.equal(await chip('Role', 'Dive masters').locator('input').isChecked(), true);
  assert.equal(await page.getByRole('columnheader', { name: /E-mail/ }).getAttribute('aria-sort'), 'ascending');

  await page.goBack();
  await page.waitForURL((u) => !u.search.includes('sort=email'));
  await page.goForward();
  await page.waitForURL(/sort=email/);
  assert.deepEqual(b.errors, []);
});

test('"All users" on a user\'s page returns to the list as it was: search, filters and sort', async () => {
  await page.goto(`${app.url}/management/users?role=diveMaster&q=Kittipong&sort=email&order=asc`);
  const rows = await rowsWhere((text) => text.includes('Kittipong'));
  assert.ok(rows.length > 0);
  const list = new URL(page.url());
  await page.locator('.users__link').first().click();
  await page.waitForURL((u) => /^\/management\/users\/[^/]+$/.test(u.pathname));
  await page.getByRole('link', { name: 'All users' }).click();
  await page.waitForURL((u) => u.pathname === list.pathname);
  assert.equal(new URL(page.url()).search, list.search);
  await rowsWhere((text) => text.includes('Kittipong'));
  assert.equal(await page.getByRole('searchbox', { name: 'Search users' }).inputValue(), 'Kittipong');
  assert.equal(await chip('Role', 'Dive masters').locator('input').isChecked(), true);
  assert.deepEqual(b.errors, []);
});

test('an admin and a dive master are created; the new admin is edited', async () => {
  await page.goto(`${app.url}/management/users`);
  await page.getByRole('link', { name: 'New user' }).click();
  await page.waitForURL(/\/management\/users\/new$/);
  await field(page, 'E-mail').fill(NEW_ADMIN.email);
  await field(page, 'Password').fill(NEW_ADMIN.password);
  await field(page, 'Role').selectOption('admin');
  await field(page, 'First name').fill(NEW_ADMIN.first);
  await field(page, 'Last name').fill('Typo');
  await page.getByRole('button', { name: 'Create user' }).click();
  await page.waitForURL(/\/management\/users\/(?!new)[^/?]+$/);
  await toast(`${NEW_ADMIN.first} Typo is created.`);
  await page.getByRole('heading', { level: 1, name: `${NEW_ADMIN.first} Typo` }).waitFor();

  await field(page, 'Last name').fill(NEW_ADMIN.last);
  await field(page, 'Phone').fill('+46 70 123 45 67');
  await field(page, 'Country').selectOption('SE');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('heading', { level: 1, name: `${NEW_ADMIN.first} ${NEW_ADMIN.last}` }).waitFor();
  await toast(`${NEW_ADMIN.first} ${NEW_ADMIN.last} is saved.`);
  await page.reload();
  const profile = page.getByRole('region', { name: 'Profile', exact: true });
  await profile.getByText('Sweden').waitFor();
  await profile.getByText('+46 70 123 45 67').waitFor();
  assert.equal(await profile.getByText('Admin', { exact: true }).count(), 1);

  await visitScreen(page, '/management/users/new');
  await field(page, 'E-mail').fill('dario.master@diving.test');
  await field(page, 'Password').fill('dario-secret-42');
  await field(page, 'Role').selectOption('diveMaster');
  await field(page, 'First name').fill('Dario');
  await field(page, 'Last name').fill('Ferri');
  await page.getByRole('button', { name: 'Create user' }).click();
  assert.match(await page.locator('.field__error').first().textContent() ?? '', /required/);
  await field(page, 'Agency').fill('SSI');
  await field(page, 'Level').fill('Dive Guide');
  await field(page, 'Certification number').fill('SSI-778899');
  await page.locator('.users-document input[type="file"]').setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('img', { name: 'The certification document' }).waitFor();
  await page.getByRole('button', { name: 'Create user' }).click();
  await page.getByRole('heading', { level: 1, name: 'Dario Ferri' }).waitFor();
  const cert = page.getByRole('region', { name: 'Certification' });
  await cert.getByText('SSI-778899').waitFor();
  await cert.getByText('Pending').waitFor();
  const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  assert.equal(await cert.getByRole('link', { name: 'Open the review' }).getAttribute('href'), `/dive-master/details/${id}`);
  // The document is private: the page fetches it with the token and links to it in memory.
  assert.match(await cert.getByRole('link', { name: /Open the document/ }).getAttribute('href') ?? '', /^blob:/);
  assert.deepEqual(b.errors, []);
});

test('a pasted name longer than its limit stays whole: the counter and a message say how much is over, and Save refuses it', async () => {
  await page.goto(`${app.url}/management/users?q=${encodeURIComponent(NEW_ADMIN.email)}`);
  await rowsWhere((text) => text.includes(NEW_ADMIN.email));
  await page.getByRole('link', { name: `${NEW_ADMIN.first} ${NEW_ADMIN.last}` }).click();
  const first = field(page, 'First name');
  await first.waitFor();
  await first.fill('');
  await first.focus();
  // Inserted as a paste is: a maxlength attribute would cut it to 80 characters without a word.
  await page.keyboard.insertText('N'.repeat(5000));
  assert.equal((await first.inputValue()).length, 5000);
  await page.getByText('5,000 / 80').waitFor();
  await page.getByText('Too long: use at most 80 characters (remove 4,920).').waitFor();
  assert.equal(await first.getAttribute('aria-invalid'), 'true');
  let writes = 0;
  // The user's own writes; the page's presence heartbeat (PUT /presence/…) is not one.
  const count = (request: { method(): string; url(): string }) => { if (request.method() === 'PUT' && request.url().includes('/api/v1/users/')) writes += 1; };
  page.on('request', count);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Please correct the highlighted fields.').waitFor();
  page.off('request', count);
  assert.equal(writes, 0, 'nothing was sent');
  await page.getByRole('button', { name: 'Discard changes' }).click();
  assert.equal(await first.inputValue(), NEW_ADMIN.first);
  assert.deepEqual(b.errors, []);
});

test('a save that ends after the admin went Back clears its draft: Forward shows the saved user, nothing "restored", no leave prompt', async () => {
  await page.goto(`${app.url}/management/users?q=${encodeURIComponent(NEW_ADMIN.email)}`);
  await rowsWhere((text) => text.includes(NEW_ADMIN.email));
  await page.getByRole('link', { name: `${NEW_ADMIN.first} ${NEW_ADMIN.last}` }).click();
  await page.getByRole('heading', { level: 1, name: `${NEW_ADMIN.first} ${NEW_ADMIN.last}` }).waitFor();
  const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  // A slow network: the save is held at the browser until the admin has left the page.
  let sent!: () => void;
  let release!: () => void;
  const saving = new Promise<void>((resolve) => { sent = resolve; });
  const gate = new Promise<void>((resolve) => { release = resolve; });
  await page.route(`**/api/v1/users/${id}`, async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    sent();
    await gate;
    return route.continue();
  });
  try {
    await field(page, 'Last name').fill('Ekberg');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await saving;
    await page.goBack();
    await page.waitForURL(/\/management\/users\?/);
    const answered = page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().endsWith(`/users/${id}`));
    release();
    assert.equal((await answered).status(), 200);
    await page.waitForFunction((key) => sessionStorage.getItem(key) === null, `draft:users:edit:${id}`);
  } finally {
    await page.unroute(`**/api/v1/users/${id}`);
  }
  await page.goForward();
  await page.getByRole('heading', { level: 1, name: `${NEW_ADMIN.first} Ekberg` }).waitFor();
  assert.equal(await field(page, 'Last name').inputValue(), 'Ekberg');
  assert.equal(await page.getByText('Your unsaved changes were restored', { exact: false }).count(), 0);
  await page.getByRole('link', { name: 'All users' }).click();
  await page.waitForURL(/\/management\/users(\?|$)/);
  assert.equal(await page.getByRole('alertdialog').count(), 0, 'leaving asks nothing');
  // Back to the name the later tests look for.
  await page.goBack();
  await field(page, 'Last name').fill(NEW_ADMIN.last);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('heading', { level: 1, name: `${NEW_ADMIN.first} ${NEW_ADMIN.last}` }).waitFor();
  assert.deepEqual(b.errors, []);
});

test('a blocked user cannot sign in until unblocked; the own page cannot block or demote', async () => {
  await page.goto(`${app.url}/management/users?q=${encodeURIComponent(NEW_ADMIN.email)}`);
  await rowsWhere((text) => text.includes(NEW_ADMIN.email));
  await page.getByRole('link', { name: `${NEW_ADMIN.first} ${NEW_ADMIN.last}` }).click();
  await page.getByRole('button', { name: 'Block' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Block ${NEW_ADMIN.first} ${NEW_ADMIN.last}?` });
  await dialog.getByRole('button', { name: 'Block' }).click();
  await dialog.waitFor({ state: 'detached' });
  await toast(`${NEW_ADMIN.first} ${NEW_ADMIN.last} is blocked.`);
  await page.getByRole('region', { name: 'Profile', exact: true }).getByText('Blocked').waitFor();

  // A context of its own is another browser to the app: no cookie or storage of this admin's.
  const other = await openContext(browser);
  try {
    await other.page.goto(`${app.url}/login`);
    await field(other.page, 'E-mail').fill(NEW_ADMIN.email);
    await field(other.page, 'Password').fill(NEW_ADMIN.password);
    await other.page.getByRole('button', { name: 'Sign in' }).click();
    await other.page.getByRole('alert').getByText('This account is blocked.').waitFor();
    assert.match(other.page.url(), /\/login$/);

    await page.getByRole('button', { name: 'Unblock' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Unblock' }).click();
    await page.getByRole('region', { name: 'Profile', exact: true }).getByText('Active').waitFor();
    await other.page.getByRole('button', { name: 'Sign in' }).click();
    await other.page.waitForURL(/\/dashboards\/home/);
  } finally {
    await other.close();
  }

  await page.goto(`${app.url}/management/users?q=${encodeURIComponent(ADMIN.email)}`);
  await page.locator('tbody tr').filter({ has: page.getByText(ADMIN.email, { exact: true }) }).locator('th a').click();
  await page.getByText('You cannot block yourself.').waitFor();
  assert.equal(await page.getByRole('button', { name: 'Block' }).isDisabled(), true);
  assert.equal(await field(page, 'Role').isDisabled(), true);
  await page.getByText('You cannot change your own role.').waitFor();
  // The server refuses it too, whatever the page shows.
  const self = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const token = await page.evaluate(() => localStorage.getItem('authToken') ?? '');
  const refused = await Promise.all([{ status: 'blocked' }, { role: 'diver' }].map(async (body) => {
    const res = await fetch(`${app.url}/api/v1/users/${self}`, {
      method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body),
    });
    return res.status;
  }));
  assert.deepEqual(refused, [403, 403]);
  assert.deepEqual(b.errors, []);
});

test('no axe violation on the list, a user page, the create page and the block dialog (light, dark, Arabic)', async () => {
  for (const mode of A11Y_MODES) {
    await page.emulateMedia({ colorScheme: mode.colorScheme });
    await page.evaluate((lang) => localStorage.setItem('i18nextLng', lang), mode.lang);
    await page.goto(`${app.url}/management/users?role=diveMaster`);
    await rowsWhere(() => true);
    assert.equal(await page.evaluate(() => document.documentElement.dir), mode.lang === 'ar' ? 'rtl' : 'ltr');
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), mode.colorScheme);
    assert.deepEqual(await axeViolations(page), [], `list in ${mode.name}`);

    await page.locator('tbody tr th a').first().click();
    await page.locator('.user-page__header h1').waitFor();
    await page.locator('.user-page__cert').waitFor();
    assert.deepEqual(await axeViolations(page), [], `user page in ${mode.name}`);
    await page.locator('.user-page__status-action button').click();
    await page.locator('[role="alertdialog"]').waitFor();
    assert.deepEqual(await axeViolations(page), [], `block dialog in ${mode.name}`);
    await page.keyboard.press('Escape');
    await page.locator('[role="alertdialog"]').waitFor({ state: 'detached' });

    await visitScreen(page, '/management/users/new');
    await page.locator('select[name="role"]').selectOption('diveMaster');
    await page.locator('.users-document').waitFor();
    assert.deepEqual(await axeViolations(page), [], `create page in ${mode.name}`);
  }
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
  await page.emulateMedia({ colorScheme: 'light' });
  assert.deepEqual(b.errors, []);
});
