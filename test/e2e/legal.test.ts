// The legal pages and the site contact in Chromium against the real server: a document saved twice
// (version + 2, the admin as last editor), two admins editing the same text (the second gets the
// conflict and loses nothing), the site contact refused with a javascript: link and saved with good
// ones, and axe on every screen and the conflict in light, dark and Arabic.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import {
  A11Y_MODES, ADMIN, apiToken, axeViolations, callApi, closeAll, field, openContext, signIn, signedInLooks, startWithLooks,
  type AppUnderTest,
} from '../helpers/e2e.ts';

// One Chromium; each admin signs in in a context of their own (cookies and storage apart).
let app: AppUnderTest;
let browser: Browser;
let looks: ReturnType<typeof signedInLooks>;
before(async () => ({ app, browser, looks } = await startWithLooks()));
after(() => closeAll(browser, app));

// The demo's editor: legal texts are content.
const SECOND_ADMIN = { email: 'kenji.watanabe@diving.test', password: ADMIN.password };

async function apiGet<T>(path: string): Promise<{ status: number; data: T }> {
  const { status, body } = await callApi(app.url, 'GET', path, await apiToken(app.url));
  return { status, data: (body as { data: T }).data };
}

interface Legal { version: number; content: string; updatedBy: { name: string } | null }

const text = (page: Page) => page.getByRole('textbox', { name: /^Text/ });
const meta = (page: Page) => page.getByTestId('legal-meta');

/** Sets the Markdown text at once (Playwright's fill sends a line at a time). */
async function setText(page: Page, value: string): Promise<void> {
  await text(page).evaluate((el, v) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    setter?.call(el, v);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
}

test('a legal document saved twice: version + 2, with this admin as the last editor', async () => {
  const before = (await apiGet<Legal>('/legal/privacy')).data;
  const b = await openContext(browser);
  try {
    await signIn(b.page, app.url, ADMIN, '/legal/privacy-policy');
    await b.page.getByRole('heading', { name: 'Privacy policy', level: 1 }).waitFor();
    await meta(b.page).getByText(`Version ${before.version}`).waitFor();
    assert.equal(await b.page.getByRole('button', { name: 'Save new version' }).isDisabled(), true, 'nothing to save yet');

    await setText(b.page, `${before.content}\n\n## Cookies\n\nWe use **one** cookie.`);
    await b.page.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Cookies' }).waitFor();
    await b.page.getByRole('button', { name: 'Save new version' }).click();
    await b.page.getByText(`Saved as version ${before.version + 1}.`).first().waitFor();
    await meta(b.page).getByText(`Version ${before.version + 1}`).waitFor();
    await meta(b.page).getByText('last edited by Marina Costa').waitFor();
    await meta(b.page).getByText('a few seconds ago').waitFor();

    await text(b.page).press('Control+End');
    await b.page.keyboard.type(' And no trackers.');
    await b.page.getByRole('button', { name: 'Save new version' }).click();
    await b.page.getByText(`Saved as version ${before.version + 2}.`).first().waitFor();
    await meta(b.page).getByText(`Version ${before.version + 2}`).waitFor();

    const after = (await apiGet<Legal>('/legal/privacy')).data;
    assert.equal(after.version, before.version + 2);
    assert.equal(after.updatedBy?.name, 'Marina Costa');
    assert.match(after.content, /We use \*\*one\*\* cookie\. And no trackers\.$/);
    await b.page.reload();
    await meta(b.page).getByText(`Version ${before.version + 2}`).waitFor();
    assert.match(await text(b.page).inputValue(), /And no trackers\.$/);
  } finally {
    await b.close();
  }
});

test('two admins edit the same text: the second gets the conflict and loses nothing', async () => {
  const first = await openContext(browser);
  const second = await openContext(browser);
  try {
    await signIn(first.page, app.url, ADMIN, '/legal/about-us');
    await signIn(second.page, app.url, SECOND_ADMIN, '/legal/about-us');
    for (const b of [first, second]) await text(b.page).waitFor();
    const start = (await apiGet<Legal>('/legal/about')).data;
    await setText(first.page, `${start.content}\n\nMarina's line.`);
    await setText(second.page, `${start.content}\n\nKenji's line.`);
    await first.page.getByRole('button', { name: 'Save new version' }).click();
    await first.page.getByText(`Saved as version ${start.version + 1}.`).first().waitFor();

    // The second editor may hear the first save live before its own save is refused: either way the
    // text both changed is offered side by side, the typing kept until a choice.
    const banner = second.page.getByTestId('merge-notice');
    const group = banner.getByRole('group', { name: /^Text: you both changed it/ });
    if (!(await group.isVisible())) await second.page.getByRole('button', { name: 'Save new version' }).click();
    await group.waitFor();
    await banner.getByText(/^Marina Costa saved a new version a few seconds ago/).waitFor();
    assert.match(await text(second.page).inputValue(), /Kenji's line\.$/, 'what was typed is still there');
    assert.deepEqual(await axeViolations(second.page), [], 'the merge notice');

    await meta(second.page).getByText(`Version ${start.version + 1}`).waitFor();
    await group.getByRole('button', { name: 'Keep your version of “Text”' }).click();
    assert.match(await text(second.page).inputValue(), /Kenji's line\.$/);
    await second.page.getByRole('button', { name: 'Save new version' }).click();
    await second.page.getByText(`Saved as version ${start.version + 2}.`).first().waitFor();
    const saved = (await apiGet<Legal>('/legal/about')).data;
    assert.equal(saved.updatedBy?.name, 'Kenji Watanabe');
    assert.match(saved.content, /Kenji's line\.$/);
  } finally {
    await first.close();
    await second.close();
  }
});

test('the site contact is refused with a javascript: link, a host without a dot and numbers that are no phones, and saved with good ones', async () => {
  const b = await openContext(browser);
  try {
    await signIn(b.page, app.url, ADMIN, '/legal/contact-us');
    const facebook = field(b.page, 'Facebook');
    await facebook.fill('javascript:alert(1)');
    await field(b.page, 'TikTok').fill('JaVaScRiPt:alert(document.cookie)');
    await field(b.page, 'Instagram').fill('https://instagram');
    await field(b.page, 'Phone').fill('call me maybe');
    await field(b.page, 'WhatsApp').fill('12');
    await field(b.page, 'E-mail').fill('not-an-address');
    await b.page.getByRole('button', { name: 'Save contact details' }).click();
    await b.page.getByRole('alert').getByText('Please correct the highlighted fields.').waitFor();
    assert.equal(await facebook.getAttribute('aria-invalid'), 'true');
    assert.equal(await b.page.evaluate(() => document.activeElement?.getAttribute('type')), 'email', 'the first invalid field has the focus');
    assert.equal(await b.page.getByText('Enter a full web address, such as https://www.example.com.').count(), 3);
    assert.equal(await b.page.getByText('Enter a phone number with its country code: + and 7 to 15 digits, such as +34 932 000 412.').count(), 2);
    await b.page.getByText('Enter a valid e-mail address.').waitFor();
    const untouched = await apiGet<{ socials: { facebook: string | null } }>('/site-contact');
    assert.notEqual(untouched.data.socials.facebook, 'javascript:alert(1)');

    await facebook.fill('https://www.facebook.com/divers.of.barcelona');
    await field(b.page, 'TikTok').fill('https://www.tiktok.com/@divingmarket');
    await field(b.page, 'Instagram').fill('');
    await field(b.page, 'Phone').fill('+34 932 000 999');
    await field(b.page, 'WhatsApp').fill('+34 612-000-412');
    await field(b.page, 'E-mail').fill('hola@diving.test');
    await field(b.page, 'Opening hours').fill('Every day, 08:00–20:00');
    await b.page.getByRole('button', { name: 'Save contact details' }).click();
    await b.page.getByText('Contact details saved.').first().waitFor();
    const saved = (await apiGet<{ email: string; phone: string; whatsapp: string; openingHours: string; socials: Record<string, string | null> }>('/site-contact')).data;
    assert.equal(saved.email, 'hola@diving.test');
    assert.equal(saved.phone, '+34 932 000 999');
    assert.equal(saved.whatsapp, '+34 612-000-412');
    assert.equal(saved.openingHours, 'Every day, 08:00–20:00');
    assert.equal(saved.socials.facebook, 'https://www.facebook.com/divers.of.barcelona');
    assert.equal(saved.socials.tiktok, 'https://www.tiktok.com/@divingmarket');
    assert.equal(await b.page.getByRole('button', { name: 'Save contact details' }).isDisabled(), true, 'saved: nothing left to save');
  } finally {
    await b.close();
  }
});

for (const mode of A11Y_MODES) {
  test(`no axe violation on the legal editors and the site contact (${mode.name})`, async () => {
    const { page } = await looks(mode);
    for (const path of ['/legal/terms-and-conditions', '/legal/privacy-policy', '/legal/about-us', '/legal/contact-us']) {
      await page.goto(`${app.url}${path}`);
      await page.locator('main form').waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.dir), mode.lang === 'ar' ? 'rtl' : 'ltr');
      assert.deepEqual(await axeViolations(page), [], `${path} in ${mode.name}`);
    }
  });
}
