// Each staff role walked in Chromium against the real server and its demo admins: the navigation it
// is offered (exactly the screens its permissions open, from the one table the server enforces), a
// screen it cannot open by URL saying so in the layout, the buttons and keys of what it may not do
// absent; then an owner's API call changes Layla's role while her page is open, and her screen
// follows through the live stream, without a reload or a new sign-in.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import type { StaffRole } from '../../src/contract';
import { navigationFor } from '../../src/app/navigation.ts';
import { apiToken, callApi, closeAll, openContext, signIn, startWithChromium, visit, type AppUnderTest } from '../helpers/e2e.ts';

let app: AppUnderTest;
let browser: Browser;
before(async () => ({ app, browser } = await startWithChromium()));
after(() => closeAll(browser, app));

const PASSWORD = 'diving-admin';
const STAFF: Readonly<Record<StaffRole, { email: string; name: string }>> = {
  owner: { email: 'admin@diving.test', name: 'Owners' },
  reviewer: { email: 'layla.haddad@diving.test', name: 'Reviewers' },
  editor: { email: 'kenji.watanabe@diving.test', name: 'Editors' },
  support: { email: 'lucia.romero@diving.test', name: 'Support staff' },
  auditor: { email: 'ingrid.berg@diving.test', name: 'Auditors' },
};

/** The settings of an admin who chose the sideblock layout, which lists every section's pages at once. */
const SIDEBLOCK = { settings: JSON.stringify({ themeLayout: 'sideblock' }) };

/** The paths the navigation offers `role`, as the SPA's own table says (settings included). */
function expectedNav(role: StaffRole): string[] {
  const nav = navigationFor(role);
  return [...nav.sections, ...(nav.settings ? [nav.settings] : [])].flatMap((s) => s.items.map((i) => i.path)).sort();
}

/** The paths the sideblock navigation links to (folded groups included), without the brand's. */
async function navPaths(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.locator('.sideblock').waitFor();
  const hrefs = await nav.locator('.sideblock__list a[href]').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs)].sort();
}

/** A pending trip's id, read through the API. */
async function pendingTrip(token: string): Promise<{ id: string; title: string }> {
  const { body } = await callApi(app.url, 'GET', '/trips/all-trips/pending?pageSize=1', token);
  const trip = (body as { data: { id: string; title: string }[] }).data[0];
  assert.ok(trip, 'a pending trip in the demo data');
  return trip;
}

/** The page's own marker: a reload or a new document would lose it. */
const mark = (page: Page) => page.evaluate(() => { (window as unknown as { staffMark: number }).staffMark = 1; });
const marked = (page: Page) => page.evaluate(() => (window as unknown as { staffMark?: number }).staffMark === 1);

// What each role is shown beyond the navigation: [a URL it cannot open and the screen's name] or
// none, and which of the write controls it has.
const WALK: Readonly<Record<StaffRole, { barred: [string, string] | null; decides: boolean; writesNews: boolean; createsUsers: boolean; readsAll: boolean }>> = {
  owner: { barred: null, decides: true, writesNews: true, createsUsers: true, readsAll: true },
  reviewer: { barred: ['/news/new', 'New article'], decides: true, writesNews: false, createsUsers: false, readsAll: false },
  editor: { barred: ['/management/users/new', 'New user'], decides: false, writesNews: true, createsUsers: false, readsAll: false },
  support: { barred: ['/news/new', 'New article'], decides: false, writesNews: false, createsUsers: true, readsAll: false },
  auditor: { barred: ['/management/users/new', 'New user'], decides: false, writesNews: false, createsUsers: false, readsAll: true },
};

test('each staff role is offered what it may do: navigation, a barred URL, buttons, the admin filter and the ? help', async () => {
  const trip = await pendingTrip(await apiToken(app.url));
  for (const role of Object.keys(WALK) as StaffRole[]) {
    const expected = WALK[role];
    const b = await openContext(browser);
    try {
      // The one page load of the walk is the URL typed in: the barred screen (or, for a role barred
      // from none, the new article); every screen after it is opened inside the app, as a link does.
      const first = expected.barred?.[0] ?? '/news/new';
      await signIn(b.page, app.url, { email: STAFF[role].email, password: PASSWORD }, first, SIDEBLOCK);
      const { page } = b;
      assert.deepEqual(await navPaths(page), expectedNav(role), `${role}: navigation`);

      if (expected.barred) {
        const [, screen] = expected.barred;
        const heading = page.getByRole('heading', { level: 2, name: `${STAFF[role].name} cannot open ${screen}.` });
        await heading.waitFor();
        const main = page.getByRole('main');
        assert.equal(await main.getByText('An owner can change your role.').count(), 1, `${role}: says who can help`);
        assert.equal(await main.getByRole('heading', { level: 1, name: screen }).count(), 1, `${role}: names the screen`);
        assert.equal(await page.getByRole('navigation', { name: 'Main navigation' }).count(), 1, `${role}: inside the shell`);
        assert.equal(await main.locator('form').count(), 0, `${role}: no page behind it`);
      } else {
        await page.getByRole('form', { name: 'New article' }).waitFor();
      }

      // A pending trip: the decision and its keys, or where it stands and why nothing can be done.
      await visit(page, `/trips/details/${trip.id}`);
      await page.getByRole('heading', { level: 1, name: trip.title }).waitFor();
      const panel = page.getByRole('region', { name: 'Decision' });
      await panel.waitFor();
      assert.equal(await panel.getByRole('button', { name: 'Approve' }).count(), expected.decides ? 1 : 0, `${role}: Approve`);
      assert.equal(await panel.getByRole('button', { name: 'Reject' }).count(), expected.decides ? 1 : 0, `${role}: Reject`);
      assert.equal(await panel.getByText(`${STAFF[role].name} can read this but not change it.`, { exact: false }).count(), expected.decides ? 0 : 1);
      await page.keyboard.press('?');
      const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      await help.waitFor();
      const apart = help.getByRole('region', { name: `${STAFF[role].name} cannot use these keys` });
      assert.equal(await apart.count(), expected.decides ? 0 : 1, `${role}: the help says a and r are not theirs`);
      if (!expected.decides) {
        assert.deepEqual(await apart.getByRole('definition').allTextContents(), ['Approve', 'Reject (asks for a reason)', 'Undo the last decision (while its message shows)']);
      }
      await page.keyboard.press('Escape');
      await help.waitFor({ state: 'detached' });

      // The queue: a checkbox per row only for a role that decides.
      await visit(page, '/trips/pending');
      await page.locator('.queue__table').getByRole('rowheader').first().waitFor();
      assert.equal(await page.getByRole('checkbox').count() > 0, expected.decides, `${role}: selection`);

      await visit(page, '/news/all');
      await page.getByRole('heading', { level: 1, name: 'News' }).waitFor();
      await page.getByRole('rowheader').first().waitFor();
      assert.equal(await page.getByRole('link', { name: 'New article' }).count(), expected.writesNews ? 1 : 0, `${role}: New article`);

      await visit(page, '/management/users');
      await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
      await page.getByRole('rowheader').first().waitFor();
      assert.equal(await page.getByRole('link', { name: 'New user' }).count(), expected.createsUsers ? 1 : 0, `${role}: New user`);

      await visit(page, '/management/activity');
      await page.getByRole('heading', { level: 1, name: 'Activity log' }).waitFor();
      await page.locator('.activity__filters').waitFor();
      assert.equal(await page.getByRole('combobox', { name: 'Admin' }).count(), expected.readsAll ? 1 : 0, `${role}: the admin filter`);
      assert.equal(await page.getByText("You see your own actions.", { exact: false }).count(), expected.readsAll ? 0 : 1);

      assert.deepEqual(b.errors.filter((e) => !/403|Forbidden/.test(e)), [], `${role}: no page errors`);
    } finally {
      await b.close();
    }
  }
});

test("an owner changes Layla's role while her page is open: her screen follows through the live stream, without a reload", async (t) => {
  const owner = await apiToken(app.url);
  const { body } = await callApi(app.url, 'GET', `/users/?q=${encodeURIComponent(STAFF.reviewer.email)}`, owner);
  const layla = (body as { data: { id: string; email: string }[] }).data.find((u) => u.email === STAFF.reviewer.email);
  assert.ok(layla, 'Layla is a demo admin');
  const trip = await pendingTrip(owner);
  const setRole = async (staffRole: StaffRole) => {
    const answer = await callApi(app.url, 'PUT', `/users/${layla.id}`, owner, { staffRole });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return Date.now();
  };

  const b = await openContext(browser);
  try {
    await signIn(b.page, app.url, { email: STAFF.reviewer.email, password: PASSWORD }, `/trips/details/${trip.id}`, SIDEBLOCK);
    const { page } = b;
    const panel = page.getByRole('region', { name: 'Decision' });
    const approve = panel.getByRole('button', { name: 'Approve' });
    await approve.waitFor();
    // The live stream is open before the change is made.
    await page.getByRole('status', { name: 'Live updates' }).getByText('Live').waitFor();
    await mark(page);
    const tokenBefore = await page.evaluate(() => localStorage.getItem('authToken'));

    // Reviewer → editor: the decision leaves the page.
    const changed = await setRole('editor');
    await approve.waitFor({ state: 'detached' });
    const took = Date.now() - changed;
    t.diagnostic(`reviewer → editor shown ${took} ms after the owner's answer`);
    await panel.getByText('Editors can read this but not change it.', { exact: false }).waitFor();
    assert.ok(await marked(page), 'the same page: no reload');
    assert.notEqual(await page.evaluate(() => localStorage.getItem('authToken')), tokenBefore, 'a fresh token, no new sign-in');
    assert.equal(page.url(), `${app.url}/trips/details/${trip.id}`);

    // Editor → owner: the navigation and the decision follow again.
    const promoted = await setRole('owner');
    await approve.waitFor();
    t.diagnostic(`editor → owner shown ${Date.now() - promoted} ms after the owner's answer`);
    assert.deepEqual(await navPaths(page), expectedNav('owner'));
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByText('Role: Owner').waitFor();
    await page.keyboard.press('Escape');

    // Owner → reviewer, on a screen a reviewer may not open: it says so in place, at once.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'News', exact: true }).click();
    await page.getByRole('link', { name: 'New article' }).click();
    await page.getByRole('form', { name: 'New article' }).waitFor();
    await setRole('reviewer');
    await page.getByRole('heading', { level: 2, name: 'Reviewers cannot open New article.' }).waitFor();
    assert.deepEqual(await navPaths(page), expectedNav('reviewer'));
    assert.ok(await marked(page), 'still the same page');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
    await setRole('reviewer');
  }
});
