// Two admins editing one news article, in two browser contexts against the real server: the
// editors merge by field. A changes the title and saves; B, who only added a line to the content,
// saves after and keeps A's title (the refused save merged at once); A's open editor is told who
// changed what and follows it, the preview showing the text in the field. A field both changed is
// offered side by side — after a refused save, and live, before either saves again.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import type { News } from '../../src/contract';
import { ADMIN, apiToken, axeViolations, callApi, closeAll, field, openContext, signIn, startWithChromium, type AppUnderTest, type BrowserSession } from '../helpers/e2e.ts';

let app: AppUnderTest;
let browser: Browser;
before(async () => ({ app, browser } = await startWithChromium()));
after(() => closeAll(browser, app));

// Kenji is the demo's editor (news may be his to write); Lucía, support, has a profile an owner may edit.
const KENJI = { email: 'kenji.watanabe@diving.test', password: ADMIN.password };
const LUCIA = { email: 'lucia.romero@diving.test', password: ADMIN.password };

async function article(id?: string): Promise<News> {
  const token = await apiToken(app.url);
  if (id) return ((await callApi(app.url, 'GET', `/news/${id}`, token)).body as { data: News }).data;
  const list = ((await callApi(app.url, 'GET', '/news?pageSize=50', token)).body as { data: News[] }).data;
  const found = list.find((n) => n.status === 'draft') ?? list[0];
  assert.ok(found, 'the demo has news');
  return article(found.id);
}

const content = (page: Page) => page.getByRole('textbox', { name: /^Content/ });
const preview = (page: Page) => page.getByRole('region', { name: 'Preview' });
const save = (page: Page) => page.getByRole('button', { name: /^(Save changes|Save as draft)$/ });
const notice = (page: Page) => page.getByTestId('merge-notice');

/** Sets a text at once (Playwright's fill on a long Markdown text sends it a line at a time). */
async function setContent(page: Page, value: string): Promise<void> {
  await content(page).evaluate((el, v) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    setter?.call(el, v);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
}

/** Both admins on the article's editor; B's live stream is cut when `liveForB` is false, so its save meets the 409. */
async function twoEditors(id: string, liveForB: boolean, colorScheme: 'light' | 'dark' = 'light'): Promise<[BrowserSession, BrowserSession]> {
  const a = await openContext(browser);
  const b = await openContext(browser, { colorScheme });
  if (!liveForB) await b.page.route('**/api/v1/events', (route) => route.abort());
  await signIn(a.page, app.url, ADMIN, `/news/edit/${id}`);
  await signIn(b.page, app.url, KENJI, `/news/edit/${id}`);
  for (const s of [a, b]) await content(s.page).waitFor();
  // The streams are open before anyone saves, so they hear the other's save.
  for (const s of liveForB ? [a, b] : [a]) await s.page.locator('.live-status[data-status="live"]').waitFor();
  return [a, b];
}

/** Saves A's editor and waits for the answer (its toast). */
async function saveAndWait(page: Page): Promise<void> {
  await save(page).click();
  await page.getByText(/Changes saved\.|Draft saved\./).first().waitFor();
}

test('A changes the title, B adds a line to the content and saves after: both are kept, and A is told', async () => {
  const start = await article();
  const [a, b] = await twoEditors(start.id, false);
  try {
    const bContent = `${start.content}\n\nKenji's added line.`;
    await setContent(b.page, bContent);
    await field(a.page, 'Title').fill(`${start.title} (updated)`);
    await saveAndWait(a.page);
    const afterA = await article(start.id);
    assert.equal(afterA.title, `${start.title} (updated)`);

    // B's save is refused (409); their title is merged in at once, B's line kept, in one line.
    await save(b.page).click();
    const told = notice(b.page);
    await told.getByText('Marina Costa changed title; your changes are kept.').waitFor();
    assert.equal(await told.getAttribute('role'), 'alert');
    assert.equal(await field(b.page, 'Title').inputValue(), `${start.title} (updated)`);
    assert.equal(await content(b.page).inputValue(), bContent);
    await preview(b.page).getByText("Kenji's added line.").waitFor();
    assert.equal(await told.getByRole('group').count(), 0, 'nothing to choose');
    await save(b.page).click();
    await notice(b.page).waitFor({ state: 'detached' });
    const saved = await article(start.id);
    assert.deepEqual([saved.title, saved.content], [`${start.title} (updated)`, bContent], 'A’s title and B’s content are both kept');

    // A's open editor follows B's save live, and says who changed which field.
    const toldA = notice(a.page);
    await toldA.getByText('Kenji Watanabe changed content.').waitFor();
    assert.equal(await toldA.getAttribute('role'), 'status');
    assert.equal(await content(a.page).inputValue(), bContent);
    await preview(a.page).getByText("Kenji's added line.").waitFor();
    assert.equal(await field(a.page, 'Title').inputValue(), `${start.title} (updated)`);
    assert.deepEqual([...a.errors, ...b.errors.filter((e) => !/409|events|ERR_FAILED/.test(e))], []);
  } finally {
    await a.close();
    await b.close();
  }
});

test('a field both changed is offered side by side, for that field alone, after a refused save', async () => {
  const start = await article();
  const [a, b] = await twoEditors(start.id, false);
  try {
    await field(b.page, 'Summary').fill('Kenji’s summary.');
    await setContent(b.page, `${start.content}\n\nAnother line by Kenji.`);
    await field(a.page, 'Summary').fill('Marina’s summary.');
    await saveAndWait(a.page);

    await save(b.page).click();
    const group = notice(b.page).getByRole('group', { name: /^Summary: you both changed it/ });
    await group.waitFor();
    await group.getByText('Kenji’s summary.').waitFor();
    await group.getByText('Marina’s summary.').waitFor();
    assert.equal(await notice(b.page).getByRole('group').count(), 1, 'only the field both changed');
    assert.match(await content(b.page).inputValue(), /Another line by Kenji\.$/);
    assert.deepEqual(await axeViolations(b.page), [], 'the merge notice');

    // No save while the choice is open: the focus goes to it.
    await save(b.page).click();
    await b.page.waitForFunction(() => document.activeElement?.hasAttribute('data-merge-choice') === true);
    await group.getByRole('button', { name: 'Take the version of Marina Costa for “Summary”' }).click();
    assert.equal(await field(b.page, 'Summary').inputValue(), 'Marina’s summary.');
    await save(b.page).click();
    await notice(b.page).waitFor({ state: 'detached' });
    const saved = await article(start.id);
    assert.equal(saved.summary, 'Marina’s summary.');
    assert.match(saved.content, /Another line by Kenji\.$/);
  } finally {
    await a.close();
    await b.close();
  }
});

test('live: a field both changed is offered side by side before anyone saves again; the rest follows silently', async () => {
  const start = await article();
  const [a, b] = await twoEditors(start.id, true);
  try {
    await field(b.page, 'Title').fill('Kenji’s title');
    await field(a.page, 'Title').fill('Marina’s title');
    await setContent(a.page, `${start.content}\n\nMarina's live line.`);
    await saveAndWait(a.page);
    const group = notice(b.page).getByRole('group', { name: /^Title: you both changed it/ });
    await group.waitFor();
    await notice(b.page).getByText('Marina Costa changed content; your changes are kept.').waitFor();
    assert.match(await content(b.page).inputValue(), /Marina's live line\.$/, 'a field B had not touched follows A’s version');
    await preview(b.page).getByText("Marina's live line.").waitFor();
    assert.equal(await field(b.page, 'Title').inputValue(), 'Kenji’s title', 'B’s typing is kept until B chooses');
    await group.getByRole('button', { name: 'Keep your version of “Title”' }).click();
    await save(b.page).click();
    await notice(b.page).waitFor({ state: 'detached' });
    const saved = await article(start.id);
    assert.equal(saved.title, 'Kenji’s title');
    assert.match(saved.content, /Marina's live line\.$/);
  } finally {
    await a.close();
    await b.close();
  }
});

test('your own profile is a guarded editor too: another admin’s change to it is merged, not overwritten', async () => {
  const me = await openContext(browser);
  // Cut from the live stream, the profile meets the other admin's save as a refused save.
  await me.page.route('**/api/v1/events', (route) => route.abort());
  try {
    // An admin's record is the owner's to edit: Lucía edits her own profile while Marina edits it too.
    await signIn(me.page, app.url, LUCIA, '/settings/general');
    const lucia = ((await callApi(app.url, 'POST', '/auth/login', null, LUCIA)).body as { data: { user: { id: string; updatedAt: string } } }).data.user;
    await field(me.page, 'Phone').fill('+34 600 111 222');
    const marina = await apiToken(app.url, ADMIN);
    const edited = await callApi(app.url, 'PUT', `/users/${lucia.id}`, marina, { lastName: 'Romero-Ruiz', expectedUpdatedAt: lucia.updatedAt });
    assert.equal(edited.status, 200);
    await me.page.getByRole('button', { name: 'Save changes' }).click();
    await notice(me.page).getByText('Marina Costa changed last name; your changes are kept.').waitFor();
    assert.equal(await field(me.page, 'Last name').inputValue(), 'Romero-Ruiz');
    await me.page.getByRole('button', { name: 'Save changes' }).click();
    await me.page.getByText('Profile saved.').first().waitFor();
    const saved = ((await callApi(app.url, 'GET', `/users/${lucia.id}`, marina)).body as { data: { lastName: string; phone: string | null } }).data;
    assert.deepEqual([saved.lastName, saved.phone], ['Romero-Ruiz', '+34 600 111 222']);
  } finally {
    await me.close();
  }
});
