// Two-factor sign-in in the browser, on the server's clock moved by the test (never waited for):
// Settings › Security turns it on from the QR code read back from a screenshot of the page (jsQR),
// with the recovery codes shown once and downloaded; signing in then asks for a code after the
// password and keeps `?redirect=`; a recovery code signs in once and is refused the second time.
// With REQUIRE_TWO_FACTOR an admin without it is sent straight to its setup.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import jsQR from 'jsqr';
import { ADMIN, axeViolations, callApi, closeAll, field, launchChromium, openContext, signIn, signedInLooks, startApp, type AppUnderTest } from '../helpers/e2e.ts';
import { decodePng } from '../helpers/png-decode.ts';
import { base32Decode, hotp, totpStep } from '../../server/auth/totp.ts';

/** The server's clock: today, standing still until a test moves it to the next 30 s step. */
let now = Date.now();
const clock = (): number => now;
const nextStep = (): void => {
  now += 30_000;
};
const codeOf = (secret: string): string => hotp(base32Decode(secret) as Buffer, totpStep(now));

let browser: Browser;
before(async () => {
  browser = await launchChromium();
});
after(() => closeAll(browser));

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL(/\/login/);
}

/** Fills the password step of the sign-in page and waits for the code step. */
async function passwordStep(page: Page, base: string, to?: string): Promise<void> {
  await page.goto(to === undefined ? `${base}/login` : `${base}/login?redirect=${encodeURIComponent(to)}`);
  await field(page, 'E-mail').fill(ADMIN.email);
  await field(page, 'Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
}

/** The text of the QR code on the page, read back from a screenshot of it. */
async function readQr(page: Page): Promise<string> {
  const shot = await page.locator('.two-factor__qr').screenshot();
  const { width, height, data } = decodePng(shot);
  const found = jsQR(data, width, height);
  assert.ok(found, 'the QR code on the page can be read');
  return found.data;
}

describe('two-factor sign-in', () => {
  let app: AppUnderTest;
  before(async () => {
    app = await startApp({ now: clock });
  });
  after(() => closeAll(app));

  test('turns on from the QR code, then signs in with a code, and with a recovery code only once', async () => {
    const b = await openContext(browser);
    const { page } = b;
    try {
      await signIn(page, app.url, ADMIN, '/settings/security');
      await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      await field(page, 'Your password').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();

      const url = new URL(await readQr(page));
      assert.equal(url.protocol, 'otpauth:');
      assert.equal(url.searchParams.get('issuer'), 'Diving');
      const secret = url.searchParams.get('secret') ?? '';
      assert.match(secret, /^[A-Z2-7]{32}$/);
      // The same key is on the page as text, for an app that cannot scan.
      const shown = (await page.locator('.two-factor__secret code').textContent()) ?? '';
      assert.equal(shown.replace(/\s/g, ''), secret);
      assert.deepEqual(await axeViolations(page), [], 'the setup step has no axe violations');

      await field(page, 'Code from your app').fill(codeOf(secret));
      await page.getByRole('button', { name: 'Turn on' }).click();
      const list = page.getByRole('list', { name: 'Recovery codes' });
      await list.waitFor();
      const codes = (await list.locator('code').allTextContents()).map((c) => c.trim());
      assert.equal(codes.length, 10);
      assert.deepEqual(await axeViolations(page), [], 'the recovery codes have no axe violations');

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download (.txt)' }).click();
      const file = await download;
      assert.equal(file.suggestedFilename(), 'diving-recovery-codes.txt');
      const saved = await readFile((await file.path()) ?? '', 'utf8');
      for (const code of codes) assert.ok(saved.includes(code), `the file lists ${code}`);

      await page.getByRole('button', { name: 'I have saved them' }).click();
      await page.getByRole('button', { name: 'Turn off two-factor sign-in' }).waitFor();
      assert.equal(await list.count(), 0, 'the codes are shown once');
      await signOut(page);

      // A code from the decoded secret, at the next step; the redirect is kept through the second step.
      nextStep();
      await passwordStep(page, app.url, '/settings/security');
      assert.match(page.url(), /\/login\?redirect=/);
      await field(page, 'Code from your app').fill(codeOf(secret));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL((u) => u.pathname === '/settings/security');
      await page.getByRole('button', { name: 'Turn off two-factor sign-in' }).waitFor();
      await signOut(page);

      // A recovery code signs in once…
      const [recovery] = codes as [string];
      await passwordStep(page, app.url);
      await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await field(page, 'Recovery code').fill(recovery);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL(/\/dashboards\/home/);
      await signOut(page);

      // …and is refused the second time, said on the field, still on the code step.
      await passwordStep(page, app.url);
      await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await field(page, 'Recovery code').fill(recovery);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByText('The code is wrong or expired.', { exact: false }).first().waitFor();
      assert.match(page.url(), /\/login/);
      assert.equal(await page.evaluate(() => localStorage.getItem('authToken')), null);
      // The browser logs every 4xx answer: the wrong code's 400, and a 401 for a call still in flight
      // at a sign-out (its session already ended), which the app drops. Nothing else may be logged.
      assert.deepEqual(b.errors.filter((e) => !/status of 40[01]/.test(e)), []);
    } finally {
      await b.close();
    }
  });
});

describe('two-factor sign-in in dark Arabic', () => {
  let app: AppUnderTest;
  before(async () => {
    app = await startApp({ now: clock });
  });
  after(() => closeAll(app));

  test('the setup and the code step have no axe violations, right to left', async () => {
    const layla = { email: 'layla.haddad@diving.test', password: ADMIN.password };
    const b = await signedInLooks(browser, app.url, layla)({ colorScheme: 'dark', lang: 'ar' });
    const { page } = b;
    await page.goto(`${app.url}/settings/security`);
    await page.locator('html[dir="rtl"]').waitFor({ state: 'attached' });
    await page.locator('#two-factor-title').waitFor();
    await page.locator('.two-factor button[data-variant="primary"]').click();
    await page.locator('.two-factor input[type="password"]').fill(layla.password);
    await page.locator('.two-factor button[type="submit"]').click();
    await page.locator('.qr-code').waitFor();
    const secret = new URL(await readQr(page)).searchParams.get('secret') ?? '';
    assert.deepEqual(await axeViolations(page), [], 'the QR step in dark Arabic');
    await page.locator('.two-factor input[inputmode="numeric"]').fill(codeOf(secret));
    await page.locator('.two-factor button[type="submit"]').click();
    await page.locator('.two-factor__codes').waitFor();
    assert.deepEqual(await axeViolations(page), [], 'the recovery codes in dark Arabic');

    // The code step of the sign-in page, in the same look.
    await page.evaluate(() => localStorage.removeItem('authToken'));
    nextStep();
    await page.goto(`${app.url}/login`);
    await page.locator('input[type="email"]').fill(layla.email);
    await page.locator('input[type="password"]').fill(layla.password);
    await page.locator('button[type="submit"]').click();
    await page.locator('input[autocomplete="one-time-code"]').waitFor();
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    assert.deepEqual(await axeViolations(page), [], 'the code step in dark Arabic');
  });
});

describe('REQUIRE_TWO_FACTOR', () => {
  let app: AppUnderTest;
  before(async () => {
    app = await startApp({ now: clock, requireTwoFactor: true });
  });
  after(() => closeAll(app));

  test('sends an admin without two-factor straight to its setup, and into the app once it is on', async () => {
    const b = await openContext(browser);
    const { page } = b;
    try {
      await page.goto(`${app.url}/login?redirect=${encodeURIComponent('/management/users')}`);
      await field(page, 'E-mail').fill(ADMIN.email);
      await field(page, 'Password').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText('This server requires two-factor sign-in for every administrator.', { exact: false }).waitFor();
      // Only the setup: no navigation of the app, and the API refuses the rest meanwhile.
      assert.equal(await page.getByRole('navigation', { name: 'Main navigation' }).count(), 0);
      const token = await page.evaluate(() => localStorage.getItem('authToken'));
      assert.equal((await callApi(app.url, 'GET', '/users/?page=1&pageSize=5', token)).status, 403);

      await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      await field(page, 'Your password').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Continue' }).click();
      const secret = (await readQr(page).then((text) => new URL(text).searchParams.get('secret'))) ?? '';
      await field(page, 'Code from your app').fill(codeOf(secret));
      await page.getByRole('button', { name: 'Turn on' }).click();
      await page.getByRole('button', { name: 'I have saved them' }).click();
      await page.waitForURL((u) => u.pathname === '/management/users');
      await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
      assert.equal((await callApi(app.url, 'GET', '/users/?page=1&pageSize=5', token)).status, 200);
    } finally {
      nextStep();
      await b.close();
    }
  });
});
