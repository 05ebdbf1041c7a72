// Contact messages and the news list in Chromium against the real server: the status filter with
// counts and search in the URL, a message opened whole with its reply link, status changes (one of
// them losing to another admin's change) with the sidebar's count following without a reload, the
// news list's filter and search, and axe on the three screens in light, dark and Arabic.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { ContactMessage, News } from '../../src/contract';
import { A11Y_MODES, axeViolations, closeAll, pageApi as api, startSignedIn, type AppUnderTest, type BrowserSession } from '../helpers/e2e.ts';

let app: AppUnderTest;
let b: BrowserSession;
before(async () => ({ app, b } = await startSignedIn(null)));
after(() => closeAll(b, app));

type Page1<T> = { data: T[]; meta: { total: number; facets: { status: Record<string, number> } } };
const senders = (page: Page) => page.locator('.contact__table tbody th[scope="row"]').allTextContents();
/** Waits until the table shows settled rows (no skeleton, not updating). */
async function settled(page: Page, table: string): Promise<void> {
  await page.locator(`${table} tbody th[scope="row"], ${table} .table__empty`).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.table-wrap[data-updating], .table__skeleton'));
}
const newCount = async (page: Page) => (await api<Page1<ContactMessage>>(page, 'GET', '/contact/?page=1&pageSize=1')).meta.facets.status.new ?? 0;

test('messages: filter and search in the URL, a message whole, its reply link, status changes and the sidebar count', async () => {
  const { page } = b;
  await page.goto(`${app.url}/contact/all`);
  await settled(page, '.contact__table');
  const facets = (await api<Page1<ContactMessage>>(page, 'GET', '/contact/?page=1&pageSize=100')).meta.facets.status;
  const filter = page.getByRole('radiogroup', { name: 'Status' });
  for (const [word, status] of [['New', 'new'], ['In progress', 'in_progress'], ['Resolved', 'resolved'], ['Archived', 'archived']] as const) {
    assert.equal(await filter.locator('label', { hasText: word }).textContent(), `${word}${facets[status] ?? 0}`);
  }
  const newest = (await api<Page1<ContactMessage>>(page, 'GET', '/contact/?page=1&pageSize=25')).data;
  assert.deepEqual(await senders(page), newest.map((m) => m.name), 'newest first');

  // The sidebar counts new messages, for the eye and for a screen reader.
  const before = await newCount(page);
  assert.ok(before > 1);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: `Messages, ${before} new` }).waitFor();
  const rail = nav.getByRole('link', { name: 'Contact', exact: true });
  assert.equal(await rail.locator('xpath=following-sibling::span[contains(@class, "nav-count")]').textContent(), String(before));
  assert.equal(await page.evaluate((id) => document.getElementById(id ?? '')?.textContent, await rail.getAttribute('aria-describedby')), `${before} new messages`);

  await filter.locator('label', { hasText: 'New' }).click();
  await page.waitForURL((u) => u.search === '?status=new');
  await settled(page, '.contact__table');
  assert.equal((await senders(page)).length, before);
  const target = (await api<Page1<ContactMessage>>(page, 'GET', '/contact/?page=1&pageSize=100&status=new')).data[1];
  assert.ok(target);
  await page.getByRole('searchbox', { name: 'Search messages' }).fill(target.email);
  await page.waitForURL((u) => u.searchParams.get('q') === target.email && u.searchParams.get('status') === 'new');
  await settled(page, '.contact__table');
  assert.deepEqual(await senders(page), [target.name]);
  await page.reload();
  await settled(page, '.contact__table');
  assert.deepEqual(await senders(page), [target.name], 'a reload shows the same view');

  // Opened whole: nothing changes by itself.
  await page.getByRole('link', { name: target.name }).click();
  await page.getByRole('heading', { level: 1, name: target.subject }).waitFor();
  assert.equal(await page.locator('.contact-message__text').textContent(), target.message);
  assert.equal((await api<{ data: ContactMessage }>(page, 'GET', `/contact/${target.id}`)).data.status, 'new');
  const reply = new URL(await page.getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href') ?? '');
  assert.equal(reply.protocol, 'mailto:');
  assert.equal(decodeURIComponent(reply.pathname), target.email);
  assert.equal(reply.searchParams.get('subject'), `Re: ${target.subject}`);

  const status = page.getByRole('region', { name: 'Status' });
  await status.getByRole('button', { name: 'Mark as in progress' }).click();
  await page.getByText('Marked as in progress.').first().waitFor();
  await nav.getByRole('link', { name: `Messages, ${before - 1} new` }).waitFor();
  assert.equal((await api<{ data: ContactMessage }>(page, 'GET', `/contact/${target.id}`)).data.status, 'in_progress');

  // Another admin archives it first: the resolve writes nothing and says who did what.
  const seen = (await api<{ data: ContactMessage }>(page, 'GET', `/contact/${target.id}`)).data;
  await api(page, 'PUT', `/contact/${target.id}`, { status: 'archived', expectedUpdatedAt: seen.updatedAt });
  await status.getByRole('button', { name: 'Mark as resolved' }).click();
  const alert = status.getByRole('alert');
  await alert.getByText(/^Archived by .+ at \d\d:\d\d UTC$/).waitFor();
  await alert.getByText('Its status now: Archived.').waitFor();
  assert.equal((await api<{ data: ContactMessage }>(page, 'GET', `/contact/${target.id}`)).data.status, 'archived');
  await status.getByRole('button', { name: 'Mark as resolved' }).click();
  await page.getByText('Marked as resolved.').first().waitFor();
  assert.equal((await api<{ data: ContactMessage }>(page, 'GET', `/contact/${target.id}`)).data.status, 'resolved');

  // Back to the same view: the message is no longer new, so the filtered search finds nothing.
  await page.getByRole('link', { name: 'All messages' }).click();
  await page.waitForURL((u) => u.pathname === '/contact/all' && u.searchParams.get('status') === 'new' && u.searchParams.get('q') === target.email);
  await page.getByText(`Nothing matches “${target.email}”.`).waitFor();
  await page.getByRole('button', { name: 'Show all messages' }).click();
  await page.waitForURL((u) => u.pathname === '/contact/all' && u.search === '');
  await settled(page, '.contact__table');

  // Marking one as new again raises the count in the sidebar, still without a reload.
  const other = (await api<Page1<ContactMessage>>(page, 'GET', '/contact/?page=1&pageSize=100&status=archived')).data[0];
  assert.ok(other);
  await page.goto(`${app.url}/contact/messages/${other.id}`);
  await status.getByRole('button', { name: 'Mark as new' }).click();
  await page.getByText('Marked as new.').first().waitFor();
  await nav.getByRole('link', { name: `Messages, ${before} new` }).waitFor();
  // The browser logs the planted conflict's answer; nothing else may go wrong.
  const conflicts = b.errors.filter((e) => /status of 409 \(Conflict\)/.test(e));
  assert.equal(conflicts.length, 1);
  assert.deepEqual(b.errors.filter((e) => !conflicts.includes(e)), []);
  b.errors.length = 0;
});

test('news: the status filter and search live in the URL; a row opens the editor', async () => {
  const { page } = b;
  await page.goto(`${app.url}/news/all`);
  await settled(page, '.news-list__table');
  const all = await api<Page1<News>>(page, 'GET', '/news/?page=1&pageSize=100');
  const titles = () => page.locator('.news-list__link').allTextContents();
  assert.deepEqual(await titles(), all.data.map((n) => n.title));
  const filter = page.getByRole('radiogroup', { name: 'Status' });
  assert.equal(await filter.locator('label', { hasText: 'Draft' }).textContent(), `Draft${all.meta.facets.status.draft}`);
  await filter.locator('label', { hasText: 'Published' }).click();
  await page.waitForURL((u) => u.search === '?status=published');
  await settled(page, '.news-list__table');
  const published = all.data.filter((n) => n.status === 'published');
  assert.deepEqual(await titles(), published.map((n) => n.title));
  const target = published[2];
  assert.ok(target);
  const word = target.title.split(/\s+/).find((w) => w.length > 5) ?? target.title;
  await page.getByRole('searchbox', { name: 'Search news' }).fill(word);
  await page.waitForURL((u) => u.searchParams.get('q') === word);
  await settled(page, '.news-list__table');
  const found = await api<Page1<News>>(page, 'GET', `/news/?page=1&pageSize=25&status=published&q=${encodeURIComponent(word)}`);
  assert.deepEqual(await titles(), found.data.map((n) => n.title));
  await page.reload();
  await settled(page, '.news-list__table');
  assert.deepEqual(await titles(), found.data.map((n) => n.title));
  await page.getByRole('link', { name: target.title }).click();
  await page.waitForURL((u) => u.pathname === `/news/edit/${target.id}`);
  await page.goBack();
  await page.waitForURL((u) => u.pathname === '/news/all' && u.searchParams.get('q') === word);
  await page.getByRole('link', { name: 'New article' }).click();
  await page.waitForURL((u) => u.pathname === '/news/new');
  assert.deepEqual(b.errors, []);
});

test('no axe violation on the contact list, a message and the news list (light, dark, Arabic)', async () => {
  const { page } = b;
  const message = (await api<Page1<ContactMessage>>(page, 'GET', '/contact/?page=1&pageSize=1&status=new')).data[0];
  assert.ok(message);
  try {
    for (const mode of A11Y_MODES) {
      await page.emulateMedia({ colorScheme: mode.colorScheme });
      await page.evaluate((lang) => localStorage.setItem('i18nextLng', lang), mode.lang);
      for (const [path, ready] of [['/contact/all', '.contact__table tbody th'], [`/contact/messages/${message.id}`, '.contact-message__text'], ['/news/all', '.news-list__table tbody th']]) {
        await page.goto(`${app.url}${path}`);
        await page.locator(ready).first().waitFor();
        await page.waitForFunction((dir) => document.documentElement.dir === dir, mode.lang === 'ar' ? 'rtl' : 'ltr');
        await page.waitForFunction(() => !document.querySelector('.table__skeleton'));
        assert.deepEqual(await axeViolations(page), [], `${path} in ${mode.name}`);
      }
    }
  } finally {
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
    await page.emulateMedia({ colorScheme: 'light' });
  }
  assert.deepEqual(b.errors, []);
});
