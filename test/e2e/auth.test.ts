// Sign-in, sign-out, guards and password recovery in Chromium against the real server.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { ADMIN, apiToken, callApi, closeAll, field, openContext, pressIfShown, signIn, signInWithForm, startWithChromium, type AppUnderTest } from '../helpers/e2e.ts';

// One Chromium; each test is a visitor in a context of their own (no cookie or storage of another).
let app: AppUnderTest;
let browser: Browser;
before(async () => ({ app, browser } = await startWithChromium()));
after(() => closeAll(browser, app));

const api = (method: string, path: string, token: string | null, body?: unknown) => callApi(app.url, method, path, token, body);
const apiLogin = (credentials: typeof ADMIN) => apiToken(app.url, credentials);

/** A token the client can decode, with `exp` in the past (the signature is never checked client-side). */
function expiredToken(): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'x', email: ADMIN.email, role: 'admin', firstName: 'A', lastName: 'B', iat: now - 3600, exp: now - 60 })}.c2ln`;
}

test('a wrong password shows the server message and keeps what was typed', async () => {
  const b = await openContext(browser);
  try {
    await b.page.goto(`${app.url}/login`);
    // The e-mail field takes the focus once the form has painted, and the title follows the screen.
    await b.page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'email');
    await b.page.waitForFunction(() => document.title === 'Sign in · Diving');
    await field(b.page, 'E-mail').fill(ADMIN.email);
    await field(b.page, 'Password').fill('not-the-password');
    await b.page.getByRole('button', { name: 'Sign in' }).click();
    const alert = b.page.getByRole('alert');
    await alert.waitFor();
    const res = await fetch(`${app.url}/api/v1/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: 'another-wrong-one' }),
    });
    const body = (await res.json()) as { message: string };
    assert.equal((await alert.textContent())?.trim(), body.message);
    assert.equal(await field(b.page, 'E-mail').inputValue(), ADMIN.email);
    assert.equal(await field(b.page, 'Password').inputValue(), 'not-the-password');
    assert.match(b.page.url(), /\/login$/);
  } finally {
    await b.close();
  }
});

test('signing in lands on /dashboards/home and signing out returns to the login', async () => {
  const b = await openContext(browser);
  try {
    await signInWithForm(b.page, app.url);
    assert.match(b.page.url(), /\/dashboards\/home$/);
    await b.page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await b.page.getByRole('button', { name: /Account menu/ }).click();
    await b.page.getByRole('menuitem', { name: 'Sign out' }).click();
    await b.page.waitForURL(/\/login/);
    assert.equal(await b.page.evaluate(() => localStorage.getItem('authToken')), null);
    await b.page.goto(`${app.url}/settings/general`);
    await b.page.waitForURL(/\/login\?redirect=/);
  } finally {
    await b.close();
  }
});

test('a deep link with a query goes through the login and back to exactly that place', async () => {
  const b = await openContext(browser);
  try {
    await b.page.goto(`${app.url}/trips/pending?page=2&q=blue%20hole`);
    await b.page.waitForURL(/\/login\?redirect=/);
    const redirect = new URL(b.page.url()).searchParams.get('redirect');
    assert.equal(redirect, '/trips/pending?page=2&q=blue%20hole');
    await field(b.page, 'E-mail').fill(ADMIN.email);
    await field(b.page, 'Password').fill(ADMIN.password);
    await b.page.getByRole('button', { name: 'Sign in' }).click();
    await b.page.waitForURL((u) => u.pathname === '/trips/pending');
    const url = new URL(b.page.url());
    assert.equal(url.search, '?page=2&q=blue%20hole');
  } finally {
    await b.close();
  }
});

test('an off-site redirect parameter is ignored', async () => {
  const b = await openContext(browser);
  try {
    await b.page.goto(`${app.url}/login?redirect=${encodeURIComponent('//evil.example/x')}`);
    await field(b.page, 'E-mail').fill(ADMIN.email);
    await field(b.page, 'Password').fill(ADMIN.password);
    await b.page.getByRole('button', { name: 'Sign in' }).click();
    await b.page.waitForURL(/\/dashboards\/home$/);
    assert.equal(new URL(b.page.url()).host, new URL(app.url).host);
  } finally {
    await b.close();
  }
});

test('an expired stored token at boot shows the login without flashing protected content', async () => {
  const b = await openContext(browser);
  try {
    await b.page.addInitScript(`
      localStorage.setItem('authToken', ${JSON.stringify(expiredToken())});
      window.__sawShell = false;
      new MutationObserver(() => {
        if (document.querySelector('.shell, nav[aria-label="Main navigation"]')) window.__sawShell = true;
      }).observe(document, { childList: true, subtree: true });
    `);
    await b.page.goto(`${app.url}/dashboards/home`);
    await b.page.waitForURL(/\/login\?redirect=%2Fdashboards%2Fhome/);
    await b.page.getByRole('button', { name: 'Sign in' }).waitFor();
    assert.equal(await b.page.evaluate(() => (window as unknown as { __sawShell: boolean }).__sawShell), false);
    assert.equal(await b.page.evaluate(() => localStorage.getItem('authToken')), null);
  } finally {
    await b.close();
  }
});

test('a 401 mid-session signs out, keeps the place, and the typed draft survives the new sign-in', async () => {
  const token = await apiLogin(ADMIN);
  const email = `second-admin-${Date.now()}@example.com`;
  const created = await api('POST', '/users/', token, { email, password: 'second-admin-pw', firstName: 'Sven', lastName: 'Berg', role: 'admin' });
  assert.equal(created.status, 201);
  const id = (created.body as { data: { id: string } }).data.id;
  const b = await openContext(browser);
  try {
    await signIn(b.page, app.url, { email, password: 'second-admin-pw' }, '/settings/general?from=test');
    const first = field(b.page, 'First name');
    await first.fill('Svenja');
    // Another administrator blocks this account: its live stream ends and the reconnect is refused,
    // or, if the click comes first, its save answers 401. Either signs out.
    const signedOut = b.page.waitForURL(/\/login\?redirect=%2Fsettings%2Fgeneral%3Ffrom%3Dtest/);
    assert.equal((await api('PUT', `/users/${id}`, token, { status: 'blocked' })).status, 200);
    await pressIfShown(b.page, 'Save changes');
    await signedOut;
    assert.equal((await api('PUT', `/users/${id}`, token, { status: 'active' })).status, 200);
    await field(b.page, 'E-mail').fill(email);
    await field(b.page, 'Password').fill('second-admin-pw');
    await b.page.getByRole('button', { name: 'Sign in' }).click();
    await b.page.waitForURL((u) => u.pathname === '/settings/general' && u.search === '?from=test');
    assert.equal(await field(b.page, 'First name').inputValue(), 'Svenja');
  } finally {
    await b.close();
  }
});

test('forgot password: code from the outbox, new password, sign in with it; the page and the toast never say whether the account exists', async () => {
  const b = await openContext(browser);
  const email = `reset-${Date.now()}@example.com`;
  const res = await api('POST', '/users/', await apiLogin(ADMIN), { email, password: 'first-password-1', firstName: 'Rana', lastName: 'Haddad', role: 'admin' });
  assert.equal(res.status, 201);
  try {
    await b.page.goto(`${app.url}/login`);
    await b.page.getByRole('link', { name: 'Forgot password?' }).click();
    await b.page.waitForURL(/\/password\/forgot-password$/);
    // The URL changes at once; the login stays on screen until the password module has loaded.
    await b.page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await field(b.page, 'E-mail').fill(email);
    await b.page.getByRole('button', { name: 'Send code' }).click();
    await b.page.getByLabel(/^Code/).waitFor();
    const neutral = `If an account exists for ${email}, a 6-digit code is on its way.`;
    const subtitle = await b.page.locator('.auth-card__subtitle').textContent() ?? '';
    assert.ok(subtitle.startsWith(neutral), subtitle);
    await b.page.locator('.toast', { hasText: neutral }).first().waitFor();
    const outbox = await fetch(`${app.url}/api/v1/dev/outbox`).then((r) => r.json() as Promise<{ data: { to: string; text: string }[] }>);
    const mail = outbox.data.find((m) => m.to === email);
    const code = mail?.text.match(/\b\d{6}\b/)?.[0];
    assert.ok(code, 'the outbox holds a 6-digit code for the address');
    await b.page.getByLabel(/^Code/).fill(code);
    await b.page.getByRole('button', { name: 'Verify code' }).click();
    await b.page.waitForURL(/\/password\/set-password$/);
    await field(b.page, 'New password').fill('second-password-2');
    await field(b.page, 'Confirm new password').fill('second-password-2');
    await b.page.getByRole('button', { name: 'Save password' }).click();
    await b.page.waitForURL(/\/login$/);
    await signIn(b.page, app.url, { email, password: 'second-password-2' });
  } finally {
    await b.close();
  }
});

test('the sign-in page loads its own code only, and the sign-in code once the visitor starts typing', async () => {
  const b = await openContext(browser);
  try {
    const scripts = () => b.page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => e.name).filter((name) => name.endsWith('.js')).map((name) => new URL(name).pathname));
    await b.page.goto(`${app.url}/login`);
    await field(b.page, 'E-mail').waitFor();
    await b.page.waitForLoadState('networkidle');
    const first = await scripts();
    assert.equal(first.length, 2, `entry and one chunk: ${first.join(', ')}`);
    await field(b.page, 'E-mail').press('a');
    await b.page.waitForLoadState('networkidle');
    await b.page.waitForFunction((n) => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).length > n, first.length);
    assert.ok((await scripts()).some((path) => /\/session-[A-Z0-9]+\.js$/.test(path)), 'the sign-in code came after the first key');
    assert.equal(await field(b.page, 'E-mail').inputValue(), 'a', 'typing is kept while the sign-in code arrives');
  } finally {
    await b.close();
  }
});

test('a failed download of a screen shows the error screen, whose reload works', async () => {
  const b = await openContext(browser);
  try {
    let block = true;
    await b.page.route(/\/forgot-password-[A-Z0-9]+\.js$/, (r) => (block ? r.abort() : r.continue()));
    await b.page.goto(`${app.url}/password/forgot-password`);
    const reload = b.page.getByRole('button', { name: 'Reload the page' });
    await reload.waitFor();
    await b.page.getByRole('heading', { name: 'Unexpected Error' }).waitFor();
    block = false;
    await reload.click();
    await b.page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    assert.match(b.page.url(), /\/password\/forgot-password$/);
  } finally {
    await b.close();
  }
});
