// Sessions that end: changing the password in the UI keeps this browser signed in (it adopts the
// token the answer carries) and ends the session of another browser signed in as the same admin,
// which lands on sign-in with what was typed kept.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { apiToken, callApi, closeAll, field, openContext, pressIfShown, signIn, startWithChromium, type AppUnderTest } from '../helpers/e2e.ts';

let app: AppUnderTest;
let browser: Browser;
before(async () => ({ app, browser } = await startWithChromium()));
after(() => closeAll(browser, app));

const api = (method: string, path: string, token: string | null, body?: unknown) => callApi(app.url, method, path, token, body);

const claimsOf = (token: string | null): { sub?: string; sv?: number } =>
  JSON.parse(Buffer.from((token ?? '').split('.')[1] ?? '', 'base64url').toString('utf8') || '{}') as { sub?: string; sv?: number };

test('a password change keeps this browser signed in and sends another browser of the same admin to sign-in', async () => {
  const adminToken = await apiToken(app.url);
  const email = `sessions-${Date.now()}@example.com`;
  const created = await api('POST', '/users/', adminToken, { email, password: 'first-password-1', firstName: 'Ines', lastName: 'Mora', role: 'admin' });
  assert.equal(created.status, 201);

  // Two contexts are two browsers to the app: each has its own cookies, storage and session.
  const changer = await openContext(browser);
  const other = await openContext(browser);
  // Content-Security-Policy violations (Trusted Types among them), as the page reports them.
  for (const b of [changer, other]) {
    await b.context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective}: ${e.sample}`));
    });
  }
  const violations = (b: typeof changer) => b.page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
  try {
    // The second browser signs in first and starts editing its profile.
    await signIn(other.page, app.url, { email, password: 'first-password-1' }, '/settings/general?from=other');
    await field(other.page, 'First name').fill('Inés');

    await signIn(changer.page, app.url, { email, password: 'first-password-1' }, '/settings/security');
    const before = await changer.page.evaluate(() => localStorage.getItem('authToken'));
    await field(changer.page, 'Current password').fill('first-password-1');
    await field(changer.page, 'New password').fill('second-password-2');
    await field(changer.page, 'Confirm new password').fill('second-password-2');
    await changer.page.getByRole('button', { name: 'Change password' }).click();
    await changer.page.getByText('Password changed.').first().waitFor();

    // Still signed in, on a new session: the stored token is the answer's, of a later version.
    const afterChange = await changer.page.evaluate(() => localStorage.getItem('authToken'));
    assert.notEqual(afterChange, before);
    assert.equal(claimsOf(afterChange).sub, claimsOf(before).sub);
    assert.ok((claimsOf(afterChange).sv ?? 0) > (claimsOf(before).sv ?? 0), 'the new token is of the new session version');
    assert.equal((await api('GET', '/auth/refresh', before)).status, 401, 'the token from before the change is ended');
    assert.equal((await api('GET', '/auth/refresh', afterChange)).status, 200);
    // ... and it can navigate, in the app and across a reload, with the new token.
    await changer.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'General' }).click();
    await changer.page.waitForURL(/\/settings\/general$/);
    await changer.page.waitForFunction((value) => (document.querySelector('input[type="email"]') as HTMLInputElement | null)?.value === value, email);
    await changer.page.reload();
    await changer.page.waitForFunction((value) => (document.querySelector('input[type="email"]') as HTMLInputElement | null)?.value === value, email);
    assert.match(changer.page.url(), /\/settings\/general$/);
    assert.deepEqual(changer.errors, [], 'no console errors in the browser that changed the password');

    // The other browser lands on sign-in and keeps what was typed: its live stream ended with the
    // session and the reconnect is refused, or, if the click comes first, its save answers 401.
    const signedOut = other.page.waitForURL(/\/login\?redirect=%2Fsettings%2Fgeneral%3Ffrom%3Dother/);
    await pressIfShown(other.page, 'Save changes');
    await signedOut;
    await field(other.page, 'E-mail').fill(email);
    await field(other.page, 'Password').fill('second-password-2');
    await other.page.getByRole('button', { name: 'Sign in' }).click();
    await other.page.waitForURL((u) => u.pathname === '/settings/general' && u.search === '?from=other');
    assert.equal(await field(other.page, 'First name').inputValue(), 'Inés');

    // No policy violation on the way, and Trusted Types are enforced: an HTML sink is refused.
    assert.deepEqual(await violations(changer), []);
    assert.deepEqual(await violations(other), []);
    const sink = await changer.page.evaluate(() => {
      try {
        document.createElement('div').innerHTML = '<img src=x>';
        return 'allowed';
      } catch {
        return 'refused';
      }
    });
    assert.equal(sink, 'refused');
    await changer.page.waitForFunction(() => ((window as unknown as { cspViolations?: string[] }).cspViolations ?? []).length > 0);
    assert.match((await violations(changer)).join(), /require-trusted-types-for/);
  } finally {
    await changer.close();
    await other.close();
  }
});

test('Settings › Security ends another browser\'s session, which lands on sign-in; signing out ends this one on the server too', async () => {
  const adminToken = await apiToken(app.url);
  const email = `sessions-end-${Date.now()}@example.com`;
  const password = 'first-password-1';
  const created = await api('POST', '/users/', adminToken, { email, password, firstName: 'Ada', lastName: 'Reyes', role: 'admin' });
  assert.equal(created.status, 201);
  const mine = await openContext(browser);
  const other = await openContext(browser);
  try {
    await signIn(other.page, app.url, { email, password }, null);
    await other.page.goto(`${app.url}/settings/general`);
    const otherToken = await other.page.evaluate(() => localStorage.getItem('authToken'));

    await signIn(mine.page, app.url, { email, password }, null);
    await mine.page.goto(`${app.url}/settings/security`);
    const list = mine.page.getByRole('list', { name: 'Your sessions' });
    await list.getByRole('listitem').nth(1).waitFor();
    assert.equal(await list.getByRole('listitem').count(), 2);
    // Both are this Chromium on Linux; the one not marked "This one" is the other browser's.
    const others = list.getByRole('listitem').filter({ hasNot: mine.page.getByText('This one') });
    assert.match(await others.innerText(), /Chrome on Linux/);
    await others.getByRole('button', { name: 'End the session on Chrome on Linux' }).click();
    const dialog = mine.page.getByRole('alertdialog', { name: 'End the session on Chrome on Linux?' });
    await dialog.getByRole('button', { name: 'End', exact: true }).click();
    await mine.page.getByText('The session on Chrome on Linux has ended.').first().waitFor();
    await others.waitFor({ state: 'detached' });
    assert.equal(await list.getByRole('listitem').count(), 1);
    assert.equal((await api('GET', '/auth/refresh', otherToken)).status, 401, 'the ended session\'s token is refused');

    // Its live stream closed with the session and the reconnect is refused, or its next call is.
    const sentToSignIn = other.page.waitForURL(/\/login\?redirect=%2Fsettings%2Fgeneral/);
    await pressIfShown(other.page, 'Save changes');
    await sentToSignIn;

    // Signing out from the account menu ends this session on the server, not only in the browser.
    const myToken = await mine.page.evaluate(() => localStorage.getItem('authToken'));
    assert.equal((await api('GET', '/auth/refresh', myToken)).status, 200);
    assert.deepEqual(mine.errors, [], 'no console errors in the browser that ended the session');
    await mine.page.getByRole('button', { name: /Account menu/ }).click();
    const told = mine.page.waitForResponse((res) => res.url().endsWith('/api/v1/auth/sign-out'));
    await mine.page.getByRole('menuitem', { name: 'Sign out' }).click();
    await mine.page.waitForURL(/\/login/);
    assert.equal((await told).status(), 200);
    assert.equal((await api('GET', '/auth/refresh', myToken)).status, 401, 'the signed-out token is refused');
    // A call the page had in flight when the server ended the session may come back 401, which
    // the browser logs; nothing else may go wrong.
    assert.deepEqual(mine.errors.filter((e) => !/status of 401/.test(e)), [], 'no other console error after signing out');
  } finally {
    await mine.close();
    await other.close();
  }
});
