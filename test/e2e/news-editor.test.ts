// The news editor in Chromium against the real server: write, preview, publish, unpublish, delete;
// the cover picture by drag and drop and by the file picker; a draft that survives a 401; a
// typing in a 100,000-character text; axe on the editor and its dialog in light, dark and Arabic.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import {
  A11Y_MODES, ADMIN, apiToken, axeViolations, callApi, closeAll, field, openContext, pressIfShown, signIn, signedInLooks, startWithLooks,
  type AppUnderTest,
} from '../helpers/e2e.ts';

// One Chromium; each test signs in in a context of its own (cookies, storage and drafts apart).
let app: AppUnderTest;
let browser: Browser;
let looks: ReturnType<typeof signedInLooks>;
before(async () => ({ app, browser, looks } = await startWithLooks()));
after(() => closeAll(browser, app));

const api = (method: string, path: string, token: string | null, body?: unknown) => callApi(app.url, method, path, token, body);
const apiLogin = (credentials: typeof ADMIN) => apiToken(app.url, credentials);

/** A 1×1 PNG. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Drops a file made in the page on the cover picture's zone, as a real drag and drop delivers it. */
async function dropFile(page: Page, file: { name: string; type: string; base64?: string; bytes?: number }): Promise<void> {
  await page.evaluate(({ name, type, base64, bytes }) => {
    const data = base64 ? Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)) : new Uint8Array(bytes ?? 10);
    const transfer = new DataTransfer();
    transfer.items.add(new File([data], name, { type }));
    const zone = document.querySelector('.image-drop__zone');
    if (!zone) throw new Error('no drop zone');
    for (const kind of ['dragenter', 'dragover', 'drop']) {
      zone.dispatchEvent(new DragEvent(kind, { bubbles: true, cancelable: true, dataTransfer: transfer }));
    }
  }, file);
}

const content = (page: Page) => page.getByRole('textbox', { name: /^Content/ });
const preview = (page: Page) => page.getByRole('region', { name: 'Preview' });

test('an article with a heading, a list (continued by Enter) and a link: previewed, published, unpublished and deleted', async () => {
  const b = await openContext(browser);
  try {
    await signIn(b.page, app.url, ADMIN, '/news/new');
    await b.page.getByRole('heading', { name: 'New article', level: 1 }).waitFor();
    await field(b.page, 'Title').fill('Reef report from Dahab');
    await field(b.page, 'Summary').fill('What we saw on the reefs this week.');
    await b.page.getByText('35 / 500').waitFor();
    await content(b.page).fill('# Reef report\n\nWater at 24 degrees.\n\n- Blue Hole\n- Canyon\n\nBook at [our site](https://diving.test/reef) or [this](javascript:alert(1)).\n\nshout');

    // Enter after a list item starts the next one; Enter on the empty item ends the list.
    await content(b.page).evaluate((el: HTMLTextAreaElement) => {
      const at = el.value.indexOf('- Canyon') + '- Canyon'.length;
      el.setSelectionRange(at, at);
    });
    await content(b.page).press('Enter');
    await b.page.keyboard.type('Lighthouse');
    await content(b.page).press('Enter');
    assert.match(await content(b.page).inputValue(), /\n- Canyon\n- Lighthouse\n- \n\nBook at/);
    await content(b.page).press('Enter');
    assert.match(await content(b.page).inputValue(), /\n- Canyon\n- Lighthouse\n\n\nBook at/, 'the empty item ended the list');
    await b.page.keyboard.type('1. First dive');
    await content(b.page).press('Enter');
    assert.match(await content(b.page).inputValue(), /\n1\. First dive\n2\. \n\nBook at/);
    await content(b.page).press('Enter');
    await content(b.page).press('Control+End');

    // Ctrl+B on the selected last word, then Ctrl+K around a new word: the shortcuts edit the text.
    await content(b.page).press('End');
    for (let i = 0; i < 5; i += 1) await content(b.page).press('Shift+ArrowLeft');
    await content(b.page).press('Control+b');
    assert.match(await content(b.page).inputValue(), /\*\*shout\*\*$/);
    await content(b.page).press('Control+z');
    assert.match(await content(b.page).inputValue(), /\nshout$/, 'the formatting is one undo step');
    await content(b.page).press('Control+b');
    await b.page.getByRole('button', { name: /^Italic/ }).hover();
    await b.page.getByRole('tooltip', { name: /Italic \(Ctrl\+I\)/ }).waitFor();

    const shown = preview(b.page);
    await shown.getByRole('heading', { name: 'Reef report', level: 3 }).waitFor();
    assert.equal(await shown.locator('ul > li').count(), 3);
    assert.equal(await shown.locator('ol > li').count(), 1);
    const link = shown.getByRole('link', { name: 'our site' });
    assert.equal(await link.getAttribute('href'), 'https://diving.test/reef');
    assert.equal(await link.getAttribute('target'), '_blank');
    assert.equal(await shown.getByRole('link', { name: 'this' }).count(), 0, 'a javascript: link stays text');
    await shown.getByText('[this](javascript:alert(1))').waitFor();
    await shown.locator('strong', { hasText: 'shout' }).waitFor();

    await b.page.getByRole('button', { name: 'Publish' }).click();
    await b.page.getByText('Article published.').first().waitFor();
    await b.page.waitForURL(/\/news\/edit\/[^/]+$/);
    const id = decodeURIComponent(b.page.url().split('/').pop() ?? '');
    await b.page.locator('.editor-meta').getByText('Published').waitFor();
    const token = await apiLogin(ADMIN);
    const saved = (await api('GET', `/news/${id}`, token)).body as { data: { status: string; content: string; author: { name: string } } };
    assert.equal(saved.data.status, 'published');
    assert.match(saved.data.content, /^# Reef report/);

    await b.page.getByRole('button', { name: 'Unpublish' }).click();
    await b.page.getByText('Article unpublished: it is a draft again.').first().waitFor();
    await b.page.locator('.editor-meta').getByText('Draft').waitFor();
    assert.equal(((await api('GET', `/news/${id}`, token)).body as { data: { status: string } }).data.status, 'draft');

    await b.page.getByRole('button', { name: 'Delete' }).click();
    const dialog = b.page.getByRole('alertdialog', { name: 'Delete this article?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await b.page.getByText('“Reef report from Dahab” deleted.').first().waitFor();
    await b.page.waitForURL(/\/news\/all$/);
    assert.equal((await api('GET', `/news/${id}`, token)).status, 404);
    assert.deepEqual(b.errors.filter((e) => !/404|Failed to load resource/.test(e)), []);
  } finally {
    await b.close();
  }
});

test('a cover picture by drag and drop and by the picker; a wrong file is refused with a message', async () => {
  const b = await openContext(browser);
  try {
    await signIn(b.page, app.url, ADMIN, '/news/new');
    await field(b.page, 'Title').fill('With a cover');
    const cover = b.page.getByRole('group', { name: 'Cover picture' });
    await dropFile(b.page, { name: 'notes.txt', type: 'text/plain' });
    await cover.getByRole('alert').getByText('“notes.txt” is not a picture we can use. Choose a PNG, JPEG, WebP, or GIF file.').waitFor();
    await dropFile(b.page, { name: 'huge.png', type: 'image/png', bytes: 5 * 1024 * 1024 + 1 });
    await cover.getByText('“huge.png” is larger than 5 MB. Choose a smaller picture.').waitFor();
    assert.equal(await cover.getByRole('img').count(), 0, 'nothing was uploaded');

    await dropFile(b.page, { name: 'reef.png', type: 'image/png', base64: PNG_BASE64 });
    const image = cover.getByRole('img', { name: 'Cover picture preview' });
    await image.waitFor();
    assert.match((await image.getAttribute('src')) ?? '', /\/uploads\//);
    assert.equal(await cover.getByRole('alert').count(), 0, 'the message goes once a good picture is in');
    await cover.getByRole('button', { name: 'Remove picture' }).click();
    await image.waitFor({ state: 'detached' });

    await cover.locator('input[type="file"]').setInputFiles({ name: 'reef.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BASE64, 'base64') });
    await image.waitFor();
    await b.page.getByRole('button', { name: 'Save as draft' }).click();
    await b.page.getByText('Draft saved.').first().waitFor();
    await b.page.waitForURL(/\/news\/edit\//);
    const id = decodeURIComponent(b.page.url().split('/').pop() ?? '');
    const saved = (await api('GET', `/news/${id}`, await apiLogin(ADMIN))).body as { data: { coverImageUrl: string | null; status: string } };
    assert.match(saved.data.coverImageUrl ?? '', /\/uploads\//);
    assert.equal(saved.data.status, 'draft');
    const picture = await fetch(new URL(saved.data.coverImageUrl ?? '', app.url));
    assert.equal(picture.headers.get('content-type'), 'image/png');
  } finally {
    await b.close();
  }
});

test('a news draft survives a 401: sign in again and the editor has the text back', async () => {
  const token = await apiLogin(ADMIN);
  const email = `news-writer-${Date.now()}@example.com`;
  const created = await api('POST', '/users/', token, { email, password: 'news-writer-pw', firstName: 'Nour', lastName: 'Saleh', role: 'admin', staffRole: 'editor' });
  assert.equal(created.status, 201);
  const id = (created.body as { data: { id: string } }).data.id;
  const b = await openContext(browser);
  try {
    await signIn(b.page, app.url, { email, password: 'news-writer-pw' }, '/news/new');
    await field(b.page, 'Title').fill('Night dive notes');
    await content(b.page).fill('## Lights\n\n- Bring two torches');
    // Another administrator blocks this account. The app hears of it from the save's 401, or
    // sooner from its live stream's (the stream opens after the editor's first paint, so it may
    // reach the server after the block): either way it signs out.
    assert.equal((await api('PUT', `/users/${id}`, token, { status: 'blocked' })).status, 200);
    await pressIfShown(b.page, 'Save as draft');
    await b.page.waitForURL(/\/login\?redirect=%2Fnews%2Fnew/);
    assert.equal((await api('PUT', `/users/${id}`, token, { status: 'active' })).status, 200);
    await field(b.page, 'E-mail').fill(email);
    await field(b.page, 'Password').fill('news-writer-pw');
    await b.page.getByRole('button', { name: 'Sign in' }).click();
    await b.page.waitForURL((u) => u.pathname === '/news/new');
    assert.equal(await field(b.page, 'Title').inputValue(), 'Night dive notes');
    assert.equal(await content(b.page).inputValue(), '## Lights\n\n- Bring two torches');
    await b.page.getByText('Your unsaved changes were restored.', { exact: false }).waitFor();
    await preview(b.page).getByRole('listitem').getByText('Bring two torches').waitFor();
    await b.page.getByRole('button', { name: 'Save as draft' }).click();
    await b.page.waitForURL(/\/news\/edit\//);
    assert.equal(await b.page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('draft:news:new')).length), 0, 'saved: the draft is gone');
  } finally {
    await b.close();
  }
});

/** Sets a textarea's whole text at once (a loaded document; Playwright's fill sends a line at a time). */
async function setText(page: Page, selector: string, text: string): Promise<void> {
  await page.evaluate(([sel, value]) => {
    const el = document.querySelector<HTMLTextAreaElement>(sel);
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    if (!el || !setter) throw new Error(`no textarea ${sel}`);
    setter.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, [selector, text] as const);
}


// How fast a key paints in a long article is a figure, not a test (timed tests fail on a busy
// machine): this checks that typing into 99,000 characters keeps every key and the preview follows.
test('typing in a 100,000-character article keeps every key and the preview follows', async () => {
  const b = await openContext(browser);
  try {
    await signIn(b.page, app.url, ADMIN, '/news/new');
    await content(b.page).waitFor();
    const paragraph = 'Divers **logged** *forty* dives at the [reef](https://diving.test/r) with `nitrox`.\n\n';
    const big = paragraph.repeat(Math.ceil(99_000 / paragraph.length)).slice(0, 99_000);
    await setText(b.page, '.md-editor__input', big);
    await b.page.getByText(/99,000 \/ 100,000/).waitFor();
    await preview(b.page).locator('p').nth(1000).waitFor();
    await content(b.page).press('Control+End');
    await b.page.keyboard.type('abcdefghij');
    assert.match(await content(b.page).inputValue(), /abcdefghij$/);
    await b.page.getByText(/99,010 \/ 100,000/).waitFor();
    await preview(b.page).getByText(/abcdefghij$/).waitFor();
  } finally {
    await b.close();
  }
});

for (const mode of A11Y_MODES) {
  test(`no axe violation on the news editor and its delete dialog (${mode.name})`, async () => {
    const token = await apiLogin(ADMIN);
    // An article with text to preview, whatever the tests before this one saved (a draft of theirs
    // may come first in the list and have none).
    const list = (await api('GET', '/news/?pageSize=100', token)).body as { data: { id: string; content: string }[] };
    const first = list.data.find((article) => article.content.trim() !== '');
    assert.ok(first, 'an article with content');
    const { page } = await looks(mode);
    await page.goto(`${app.url}/news/new`);
    await page.locator('main h1').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dir), mode.lang === 'ar' ? 'rtl' : 'ltr');
    assert.deepEqual(await axeViolations(page), [], `new article in ${mode.name}`);
    await page.goto(`${app.url}/news/edit/${encodeURIComponent(first.id)}`);
    await page.locator('.md-editor__preview .markdown').waitFor();
    assert.deepEqual(await axeViolations(page), [], `edit article in ${mode.name}`);
    await page.locator('.editor-actions__delete').click();
    await page.getByRole('alertdialog').waitFor();
    assert.deepEqual(await axeViolations(page), [], `delete dialog in ${mode.name}`);
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
  });
}
