// The shell in Chromium: navigation, languages and RTL, appearance persistence, the sidebar's
// breakpoints, unknown paths, unsaved-changes guard.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { ADMIN, closeAll, field, openContext, signIn, startWithChromium, type AppUnderTest } from '../helpers/e2e.ts';

// One Chromium; each test signs in in a context of its own (what one stores, another never reads).
let app: AppUnderTest;
let browser: Browser;
before(async () => ({ app, browser } = await startWithChromium()));
after(() => closeAll(browser, app));

test('every section of the navigation opens inside the shell', async () => {
  const b = await openContext(browser);
  try {
    await signIn(b.page, app.url);
    const nav = b.page.getByRole('navigation', { name: 'Main navigation' });
    await b.page.waitForFunction(() => document.title === 'Dashboard · Diving');
    const sections = [
      ['Trips', '/trips/all', 'All trips'], ['Products', '/products/all', 'All products'], ['News', '/news/all', 'News'],
      ['Legal', '/legal/terms-and-conditions', 'Terms and conditions'], ['Contact', '/contact/all', 'Contact messages'],
      ['Dive masters', '/dive-master/all', 'All dive masters'], ['Management', '/management/users', 'Users'],
    ] as const;
    for (const [name, path, title] of sections) {
      await nav.getByRole('link', { name, exact: true }).click();
      await b.page.waitForURL((u) => u.pathname === path);
      // Each screen's declared title, in the document and as the page's heading.
      await b.page.waitForFunction((expected) => document.title === expected, `${title} · Diving`);
      await b.page.locator('main h1').first().waitFor();
    }
    await b.page.goto(`${app.url}/trips`);
    await b.page.waitForURL((u) => u.pathname === '/trips/all');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test('Arabic flips the whole layout to right-to-left and survives a reload', async () => {
  const b = await openContext(browser);
  try {
    await signIn(b.page, app.url);
    await b.page.getByRole('button', { name: 'Choose language' }).click();
    await b.page.getByRole('menuitemradio', { name: 'العربية' }).click();
    await b.page.waitForFunction(() => document.documentElement.dir === 'rtl');
    assert.equal(await b.page.evaluate(() => document.documentElement.lang), 'ar');
    // The page title follows the language.
    await b.page.waitForFunction(() => document.title === 'لوحة المعلومات · Diving');
    // The sidebar now sits on the right.
    const box = await b.page.locator('#app-sidebar').boundingBox();
    assert.ok(box && box.x > 700, `sidebar x = ${box?.x}`);
    await b.page.reload();
    await b.page.waitForFunction(() => document.documentElement.dir === 'rtl');
    assert.equal(await b.page.evaluate(() => localStorage.getItem('i18nextLng')), 'ar');
  } finally {
    await b.close();
  }
});

test('dark mode and the layout choice survive a reload', async () => {
  const b = await openContext(browser);
  try {
    await signIn(b.page, app.url, ADMIN, '/settings/appearance');
    await b.page.getByRole('radio', { name: 'Dark' }).check();
    await b.page.getByRole('radio', { name: 'Sideblock' }).check();
    assert.equal(await b.page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    await b.page.reload();
    await b.page.getByRole('radio', { name: 'Dark' }).waitFor();
    assert.equal(await b.page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    assert.equal(await b.page.locator('.shell').getAttribute('data-layout'), 'sideblock');
    assert.equal(await b.page.getByRole('radio', { name: 'Sideblock' }).isChecked(), true);
    const bg = await b.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r = 255, g = 255, bl = 255] = (bg.match(/\d+/g) ?? []).map(Number);
    assert.ok(r + g + bl < 200, `dark background expected, got ${bg}`);
  } finally {
    await b.close();
  }
});

test('the sidebar is open at 1440 px and closes by itself below 1280 px', async () => {
  const b = await openContext(browser, { width: 1440 });
  try {
    await signIn(b.page, app.url);
    const shell = b.page.locator('.shell');
    assert.equal(await shell.getAttribute('data-sidebar'), 'open');
    await b.page.setViewportSize({ width: 1200, height: 900 });
    await b.page.waitForFunction(() => document.querySelector('.shell')?.getAttribute('data-sidebar') === 'closed');
    // Opened over the page, Esc closes it and focus returns to the button.
    const toggle = b.page.locator('[aria-controls="app-sidebar"]');
    await toggle.click();
    await b.page.waitForFunction(() => document.querySelector('.shell')?.getAttribute('data-sidebar') === 'open');
    await b.page.keyboard.press('Escape');
    await b.page.waitForFunction(() => document.querySelector('.shell')?.getAttribute('data-sidebar') === 'closed');
    assert.equal(await toggle.evaluate((el) => el === document.activeElement), true);
    await b.page.setViewportSize({ width: 800, height: 900 });
    await b.page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = b.page.locator('dialog.drawer');
    await drawer.waitFor();
    await drawer.getByRole('link', { name: 'News', exact: true }).click();
    await b.page.waitForURL((u) => u.pathname === '/news/all');
    assert.equal(await drawer.isVisible(), false);
  } finally {
    await b.close();
  }
});

test('an unknown path shows the 404 screen', async () => {
  const b = await openContext(browser);
  try {
    await signIn(b.page, app.url);
    await b.page.goto(`${app.url}/no/such/page`);
    await b.page.getByRole('heading', { name: 'Page not found' }).waitFor();
  } finally {
    await b.close();
  }
});

test('editing the profile refreshes the shown name; leaving a dirty form asks first', async () => {
  const b = await openContext(browser);
  try {
    await signIn(b.page, app.url, ADMIN, '/settings/general');
    await field(b.page, 'Last name').fill('Navarro-Diaz');
    await b.page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Security' }).click();
    const dialog = b.page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    assert.match(b.page.url(), /\/settings\/general$/);
    await b.page.getByRole('button', { name: 'Save changes' }).click();
    await b.page.getByText('Profile saved.').first().waitFor();
    await b.page.getByRole('button', { name: /Account menu for .* Navarro-Diaz/ }).waitFor();
    await b.page.reload();
    assert.equal(await field(b.page, 'Last name').inputValue(), 'Navarro-Diaz');
  } finally {
    await b.close();
  }
});

test('security: a wrong current password is refused next to the field; a right one changes it', async () => {
  const b = await openContext(browser);
  try {
    await signIn(b.page, app.url, ADMIN, '/settings/security');
    await field(b.page, 'Current password').fill('wrong-current');
    await field(b.page, 'New password').fill('brand-new-pass');
    await field(b.page, 'Confirm new password').fill('brand-new-pass');
    await b.page.getByRole('button', { name: 'Change password' }).click();
    const current = field(b.page, 'Current password');
    await b.page.waitForFunction(() => document.querySelector('input[name="currentPassword"]')?.getAttribute('aria-invalid') === 'true');
    assert.equal(await current.inputValue(), 'wrong-current');
    await current.fill('diving-admin');
    await b.page.getByRole('button', { name: 'Change password' }).click();
    await b.page.getByText('Password changed.').first().waitFor();
    // Put it back for the other tests of this file.
    await field(b.page, 'Current password').fill('brand-new-pass');
    await field(b.page, 'New password').fill('diving-admin');
    await field(b.page, 'Confirm new password').fill('diving-admin');
    await b.page.getByRole('button', { name: 'Change password' }).click();
    await b.page.getByText('Password changed.').first().waitFor();
  } finally {
    await b.close();
  }
});
