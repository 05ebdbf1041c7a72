// Lists on phones and tablets in Chromium against the real server: at 360 px each pending trip is a
// card with its title, status and age and the page never scrolls sideways, in English and in Arabic;
// every queue tab is in sight; the cards pass axe; a card's box and link still work; at 768 px the table's key columns
// and its status fit; the keyboard-shortcuts button leaves touch-only devices.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { ADMIN, REDUCED_MOTION, axeViolations, closeAll, signIn, startWithChromium, type AppUnderTest } from '../helpers/e2e.ts';

let app: AppUnderTest;
let browser: Browser;
before(async () => ({ app, browser } = await startWithChromium()));
after(() => closeAll(browser, app));

/** The one signed-in page of the tests with a mouse (see `pendingTrips`). */
let mousePage: Promise<Page> | undefined;

/**
 * A signed-in admin's page `width` px wide in `lang`, on the pending trips once their rows are drawn.
 * With a mouse (no `options`) it is one page for the file, signed in once: each call resizes it and
 * loads the list afresh, so it draws as a new context of that width would. A device of its own
 * (touch) is a context option, so that one gets a context of its own, closed by `close`.
 */
async function pendingTrips(width: number, lang: 'en' | 'ar', options: BrowserContextOptions = {}): Promise<{ page: Page; close(): Promise<void> }> {
  const viewport = { width, height: 800 };
  const open = async () => {
    const context = await browser.newContext({ viewport, locale: 'en-US', ...REDUCED_MOTION, ...options });
    const page = await context.newPage();
    await signIn(page, app.url, ADMIN, null);
    return { page, close: () => context.close() };
  };
  let shown: { page: Page; close(): Promise<void> };
  if (Object.keys(options).length === 0) {
    mousePage ??= open().then(({ page }) => page);
    shown = { page: await mousePage, close: async () => {} };
    await shown.page.setViewportSize(viewport);
  } else {
    shown = await open();
  }
  const { page } = shown;
  await page.evaluate((l) => localStorage.setItem('i18nextLng', l), lang);
  await page.goto(`${app.url}/trips/pending`);
  await page.waitForFunction((dir) => document.documentElement.dir === dir, lang === 'ar' ? 'rtl' : 'ltr');
  await page.locator('.queue__table tbody th[scope="row"]').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.table-wrap[data-updating], .table__skeleton'));
  return shown;
}

/** Opens the first trip of the list and waits for its details. */
async function openFirstTrip(page: Page): Promise<void> {
  await page.locator('.queue__table tbody tr').first().locator('a').first().click();
  await page.waitForURL(/\/trips\/details\//);
  await page.locator('[data-decision="approve"]').waitFor();
}

/** How wide the page scrolls, and how wide it is. */
const pageWidths = (page: Page) => page.evaluate(() => {
  const root = document.scrollingElement ?? document.documentElement;
  return { scroll: root.scrollWidth, client: root.clientWidth };
});

interface CardPart { text: string; left: number; right: number; width: number }

/** Each body row's title, status and age cells: their text and where they are drawn. */
const cardParts = (page: Page) => page.locator('.queue__table tbody tr').evaluateAll((rows) => rows.map((row) => {
  // No named function inside: the page runs this as it is, without tsx's helpers.
  const [title, status, age] = ['title', 'status', 'age'].map((role) => {
    const cell = row.querySelector<HTMLElement>(`[data-card="${role}"]`);
    const box = cell?.getBoundingClientRect();
    return { text: cell?.innerText.trim() ?? '', left: box?.left ?? -1, right: box?.right ?? -1, width: box?.width ?? 0 };
  }) as [CardPart, CardPart, CardPart];
  return { title, status, age };
}));

function assertInSight(part: CardPart, client: number, what: string): void {
  assert.ok(part.text !== '' && part.width > 0, `${what} is drawn`);
  assert.ok(part.left >= 0 && part.right <= client, `${what} lies within the ${client} px page (${part.left}–${part.right})`);
}

for (const lang of ['en', 'ar'] as const) {
  test(`at 360 px in ${lang === 'en' ? 'English' : 'Arabic'} each pending trip is a card with its title, status and age, and nothing scrolls sideways`, async () => {
    const { page, close } = await pendingTrips(360, lang);
    try {
      const { scroll, client } = await pageWidths(page);
      assert.ok(scroll <= client, `the page is ${scroll} px wide in a ${client} px window`);
      const cards = await cardParts(page);
      assert.ok(cards.length >= 10, `a page of cards (${cards.length})`);
      const pending = lang === 'en' ? 'Pending' : 'قيد المراجعة';
      for (const [i, card] of cards.entries()) {
        assertInSight(card.title, client, `card ${i}'s title`);
        assertInSight(card.status, client, `card ${i}'s status`);
        assertInSight(card.age, client, `card ${i}'s age`);
        assert.match(card.status.text, new RegExp(pending));
      }
      // Still a table with rows and column headers for screen readers.
      assert.equal(await page.getByRole('table').count(), 1);
      assert.ok(await page.getByRole('columnheader').count() >= 5);

      const tabs = page.locator('.queue__tabs a');
      assert.equal(await tabs.count(), 4);
      for (const box of await tabs.evaluateAll((links) => links.map((a) => a.getBoundingClientRect().toJSON() as DOMRect))) {
        assert.ok(box.left >= 0 && box.right <= client && box.width > 0, `every tab, Rejected included, is in sight (${box.left}–${box.right})`);
      }
      assert.deepEqual(await axeViolations(page), [], 'the cards pass axe');
    } finally {
      await close();
    }
  });
}

test('at 360 px a card\'s box selects its trip and its title opens it', async () => {
  const { page, close } = await pendingTrips(360, 'en');
  try {
    const card = page.locator('.queue__table tbody tr').first();
    const title = (await card.locator('th[scope="row"]').innerText()).trim();
    await card.getByRole('checkbox', { name: `Select ${title}` }).click();
    await page.getByText('1 selected').waitFor();
    await card.getByRole('link', { name: title }).click();
    await page.waitForURL(/\/trips\/details\//);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
  } finally {
    await close();
  }
});

test('at 768 px the table shows every trip\'s title, dates, age and status without sideways scrolling', async () => {
  const { page, close } = await pendingTrips(768, 'en');
  try {
    const { scroll, client } = await pageWidths(page);
    assert.ok(scroll <= client, `the page is ${scroll} px wide in a ${client} px window`);
    const wrap = await page.locator('.queue__table').evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    assert.ok(wrap.scroll <= wrap.client, `the table is ${wrap.scroll} px wide in its ${wrap.client} px box`);
    for (const name of ['Title', 'Location', 'Dates', 'Submitted', 'Status']) {
      assert.ok(await page.getByRole('columnheader', { name: new RegExp(name) }).isVisible(), `${name} is shown`);
    }
    assert.equal(await page.getByRole('columnheader', { name: /Dive master/ }).isVisible(), false, 'the dive master leaves a tablet\'s table');
    for (const [i, row] of (await cardParts(page)).entries()) {
      assertInSight(row.status, client, `row ${i}'s status`);
      assertInSight(row.age, client, `row ${i}'s age`);
    }
  } finally {
    await close();
  }
});

test('the keyboard-shortcuts buttons hide on a touch-only device, a wide tablet too, and show with a mouse, on a queue and a details page', async () => {
  const touch = await pendingTrips(1180, 'en', { isMobile: true, hasTouch: true });
  try {
    assert.equal(await touch.page.evaluate(() => matchMedia('(hover: none) and (pointer: coarse)').matches), true, 'the context is touch-only');
    assert.equal(await touch.page.locator('.queue__shortcuts').isVisible(), false);
    await openFirstTrip(touch.page);
    assert.equal(await touch.page.locator('.shortcuts-button').count(), 1);
    assert.equal(await touch.page.locator('.shortcuts-button').isVisible(), false, 'nor on a details page');
  } finally {
    await touch.close();
  }
  const mouse = await pendingTrips(768, 'en');
  try {
    assert.equal(await mouse.page.getByRole('button', { name: 'Keyboard shortcuts' }).isVisible(), true);
    await openFirstTrip(mouse.page);
    assert.equal(await mouse.page.getByRole('button', { name: 'Keyboard shortcuts' }).isVisible(), true);
  } finally {
    await mouse.close();
  }
});
