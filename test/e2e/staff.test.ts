// The owners' staff screen in Chromium against the real server: an owner invites an admin, the
// invitation's link from the outbox sets their password and they sign in; a role changes; the last
// active owner cannot step down, with the server's reason on screen; axe finds nothing on the
// screen in light English and dark Arabic.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import type { OutboxMessage } from '../../src/contract';
import {
  A11Y_MODES, ADMIN, axeViolations, callApi, closeAll, field, openContext, signIn, signedInLooks, startWithChromium, type AppUnderTest,
} from '../helpers/e2e.ts';

let app: AppUnderTest;
let browser: Browser;
let looks: ReturnType<typeof signedInLooks>;
before(async () => {
  ({ app, browser } = await startWithChromium());
  looks = signedInLooks(browser, app.url);
});
after(() => closeAll(browser, app));

const NEW_ADMIN = { first: 'Noa', last: 'Levi', email: 'noa.levi@diving.test', password: 'noa-first-password-7' };
const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });

test('an owner invites an admin; the link in the outbox sets their password and they sign in with the role given', async () => {
  const owner = await openContext(browser);
  const invitee = await openContext(browser);
  try {
    await signIn(owner.page, app.url, ADMIN, '/management/staff');
    await owner.page.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();
    await row(owner.page, 'Ingrid Berg').waitFor();
    await owner.page.getByRole('button', { name: 'New admin' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'New administrator' });
    await field(dialog, 'First name').fill(NEW_ADMIN.first);
    await field(dialog, 'Last name').fill(NEW_ADMIN.last);
    await field(dialog, 'E-mail').fill(NEW_ADMIN.email);
    await field(dialog, 'Staff role').selectOption('support');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await owner.page.getByText(`Invitation sent to ${NEW_ADMIN.email}.`).first().waitFor();
    await row(owner.page, `${NEW_ADMIN.first} ${NEW_ADMIN.last}`).waitFor();

    const outbox = (await callApi(app.url, 'GET', '/dev/outbox', null)).body as { data: OutboxMessage[] };
    const text = outbox.data.find((m) => m.to === NEW_ADMIN.email)?.text ?? '';
    const link = /(https?:\/\/\S+\/password\/set-password\?\S+)/.exec(text)?.[1];
    assert.ok(link, `a link on the back office's origin in: ${text}`);
    assert.ok(link.startsWith(app.url), link);

    await invitee.page.goto(link);
    await invitee.page.getByRole('heading', { name: 'Set your password' }).waitFor();
    assert.equal(new URL(invitee.page.url()).hash, '', 'the token leaves the address bar');
    await field(invitee.page, 'New password').fill(NEW_ADMIN.password);
    await field(invitee.page, 'Confirm new password').fill(NEW_ADMIN.password);
    await invitee.page.getByRole('button', { name: 'Save password' }).click();
    await invitee.page.waitForURL(/\/login/);
    await signIn(invitee.page, app.url, { email: NEW_ADMIN.email, password: NEW_ADMIN.password });
    await invitee.page.getByRole('button', { name: /Account menu/ }).waitFor();
    const me = (await invitee.page.evaluate(async () => {
      const res = await fetch('/api/v1/auth/me', { headers: { Authorization: `Bearer ${localStorage.getItem('authToken') ?? ''}` } });
      return res.json();
    })) as { data: { user: { staffRole: string } } };
    assert.equal(me.data.user.staffRole, 'support');
    // Their link is spent.
    await invitee.page.goto(link);
    await field(invitee.page, 'New password').fill('another-password-9');
    await field(invitee.page, 'Confirm new password').fill('another-password-9');
    await invitee.page.getByRole('button', { name: 'Save password' }).click();
    await invitee.page.getByText('This invitation link has expired or was already used. Ask an owner to invite you again.').waitFor();
    assert.deepEqual([...owner.errors, ...invitee.errors].filter((e) => !/400/.test(e)), []);
  } finally {
    await closeAll(owner, invitee);
  }
});

test('an owner changes a role; the last active owner cannot step down, and the screen says why', async () => {
  const owner = await openContext(browser);
  try {
    await signIn(owner.page, app.url, ADMIN, '/management/staff');
    const ingrid = row(owner.page, 'Ingrid Berg');
    await ingrid.getByRole('combobox', { name: 'Staff role of Ingrid Berg' }).selectOption('reviewer');
    await owner.page.getByText('Ingrid Berg is now Reviewer.').first().waitFor();
    const token = (await callApi(app.url, 'POST', '/auth/login', null, { email: 'ingrid.berg@diving.test', password: ADMIN.password })).body as { data: { user: { staffRole: string } } };
    assert.equal(token.data.user.staffRole, 'reviewer');

    const marina = row(owner.page, 'Marina Costa');
    await marina.getByRole('combobox', { name: 'Staff role of Marina Costa' }).selectOption('editor');
    const alert = owner.page.getByRole('alert').filter({ hasText: 'This would leave no active owner' });
    await alert.waitFor();
    assert.match(await alert.textContent() ?? '', /Make another administrator an owner first\./);
    // The screen shows the role the server kept once it has the list again.
    await owner.page.reload();
    assert.equal(await row(owner.page, 'Marina Costa').getByRole('combobox').inputValue(), 'owner');
    assert.deepEqual(owner.errors.filter((e) => !/409/.test(e)), []);
  } finally {
    await closeAll(owner);
  }
});

for (const mode of A11Y_MODES) {
  test(`no axe violation on the staff screen and its dialog (${mode.name})`, async () => {
    const { page } = await looks(mode);
    await page.goto(`${app.url}/management/staff`);
    await row(page, 'Layla Haddad').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dir), mode.lang === 'ar' ? 'rtl' : 'ltr');
    assert.deepEqual(await axeViolations(page), [], `staff screen in ${mode.name}`);
    await page.locator('.list-screen__header button').click();
    await page.getByRole('dialog').waitFor();
    assert.deepEqual(await axeViolations(page), [], `new admin dialog in ${mode.name}`);
    await page.keyboard.press('Escape');
  });
}
