// What the screens look like at 1280×800 with the sidebar open, in Chromium against the real server:
// the tables fit without scrolling sideways (and scroll inside their frame only on a narrow
// window), e-mails never break in the middle of a word, the history reads in order, Latin place
// names sit right in Arabic, and the dashboard's chart labels are as large as the page's small text.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, closeAll, openContext, signIn, startWithChromium, type AppUnderTest, type BrowserSession } from '../helpers/e2e.ts';

let app: AppUnderTest;
let browser: Browser;
let b: BrowserSession;
before(async () => {
  ({ app, browser } = await startWithChromium());
  b = await openContext(browser, { width: 1280, height: 800 });
  await signIn(b.page, app.url, ADMIN, null);
});
after(() => closeAll(browser, app));

async function language(page: Page, lang: 'en' | 'ar'): Promise<void> {
  await page.evaluate((l) => localStorage.setItem('i18nextLng', l), lang);
}

/** Opens `path` and waits for its table's settled rows. */
async function openTable(page: Page, path: string, dir: 'ltr' | 'rtl' = 'ltr'): Promise<void> {
  await page.goto(app.url + path);
  await page.waitForFunction((d) => document.documentElement.dir === d, dir);
  await page.locator('.table tbody th[scope="row"]').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.table-wrap[data-updating], .table__skeleton'));
}

/** The table frame's widths, and the page's own (which must never scroll sideways). */
const widths = (page: Page) => page.evaluate(() => {
  const wrap = document.querySelector('.table-wrap');
  if (!(wrap instanceof HTMLElement)) throw new Error('no table');
  return { scroll: wrap.scrollWidth, client: wrap.clientWidth, page: document.documentElement.scrollWidth, window: innerWidth };
});

/**
 * For each element matching `selector`, where its text breaks into lines: the characters before
 * each break. An e-mail on one line gives []; one that wraps after its "@" gives ["…@"].
 */
const lineBreaks = (page: Page, selector: string) => page.locator(selector).evaluateAll((elements) => elements.map((element) => {
  const text = element.textContent ?? '';
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const tops: { at: number; top: number }[] = [];
  let offset = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (let i = 0; i < (node.textContent ?? '').length; i++) {
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const rect = range.getBoundingClientRect();
      if (rect.width > 0) tops.push({ at: offset + i, top: Math.round(rect.top) });
    }
    offset += (node.textContent ?? '').length;
  }
  const breaks: string[] = [];
  for (let i = 1; i < tops.length; i++) {
    const [previous, current] = [tops[i - 1], tops[i]];
    if (previous && current && current.top - previous.top > 4) breaks.push(text.slice(0, current.at));
  }
  return { text, breaks };
}));

test('at 1280×800 with the sidebar open the lists fit their frame; e-mails never break mid-word', async () => {
  const { page } = b;
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const lang of ['en', 'ar'] as const) {
    await language(page, lang);
    for (const path of ['/trips/pending', '/trips/all', '/dive-master/pending', '/products/pending', '/management/users', '/contact/all']) {
      await openTable(page, path, lang === 'ar' ? 'rtl' : 'ltr');
      assert.equal(await page.locator('.shell').getAttribute('data-sidebar'), 'open');
      const w = await widths(page);
      assert.ok(w.scroll <= w.client, `${path} (${lang}) scrolls sideways: ${w.scroll} > ${w.client}`);
      assert.ok(w.page <= w.window, `${path} (${lang}): the page is ${w.page} px wide in a ${w.window} px window`);
    }
  }
  await language(page, 'en');

  // E-mails: the users' and the messages' on one line (cut with an ellipsis, the address in the
  // title); the dive masters' whole, wrapping only after the "@".
  await openTable(page, '/management/users');
  const users = await lineBreaks(page, '.users__table .users__email');
  assert.ok(users.length >= 10);
  for (const { text, breaks } of users) assert.deepEqual(breaks, [], `${text} wraps`);
  for (const title of await page.locator('.users__table .users__email').evaluateAll((es) => es.map((e) => [e.textContent, e.getAttribute('title')]))) {
    assert.equal(title[1], title[0], 'the whole address is the title');
  }
  await openTable(page, '/contact/all');
  for (const { text, breaks } of await lineBreaks(page, '.contact__table .contact__email')) assert.deepEqual(breaks, [], `${text} wraps`);
  await openTable(page, '/dive-master/all');
  const masters = await lineBreaks(page, '.queue__table td .email');
  assert.ok(masters.length >= 10);
  for (const { text, breaks } of masters) {
    assert.ok(breaks.every((before) => before === text.slice(0, text.lastIndexOf('@') + 1)), `${text} breaks after ${breaks.join(' | ')}`);
  }
});

test('below ~900 px a table scrolls inside its frame, never the page', async () => {
  const { page } = b;
  await page.setViewportSize({ width: 820, height: 800 });
  try {
    await openTable(page, '/trips/pending');
    const w = await widths(page);
    assert.ok(w.page <= w.window, `the page is ${w.page} px wide in a ${w.window} px window`);
    assert.ok(w.client <= w.window);
  } finally {
    await page.setViewportSize({ width: 1280, height: 800 });
  }
});

test("a pending trip's history lists the submission, then says nothing was decided yet", async () => {
  const { page } = b;
  await openTable(page, '/trips/pending');
  await page.locator('.queue__link').first().click();
  const history = page.getByRole('region', { name: 'History' });
  await history.getByRole('listitem').first().waitFor();
  const order = await history.evaluate((region) => {
    const items = [...region.querySelectorAll('li')];
    const empty = [...region.querySelectorAll('p')].find((p) => p.textContent === 'No decisions yet.');
    return { items: items.map((li) => li.textContent ?? ''), emptyAfterList: Boolean(empty && items[0] && items[0].compareDocumentPosition(empty) & Node.DOCUMENT_POSITION_FOLLOWING) };
  });
  assert.equal(order.items.length, 1);
  assert.match(order.items[0] ?? '', /^Submitted/);
  assert.ok(order.emptyAfterList, '"No decisions yet." follows the Submitted entry');
  // The dive master's e-mail on the details page wraps, if at all, after its "@".
  for (const { text, breaks } of await lineBreaks(page, '.email-link')) {
    assert.ok(breaks.every((before) => before.endsWith('@')), `${text} breaks after ${breaks.join(' | ')}`);
  }
});

test('in Arabic a Latin place name is isolated and followed by an Arabic comma and the country', async () => {
  const { page } = b;
  await language(page, 'ar');
  try {
    await openTable(page, '/trips/all', 'rtl');
    const places = await page.locator('.queue__place').evaluateAll((cells) => cells.map((cell) => ({
      name: cell.querySelector('bdi')?.textContent ?? '',
      country: cell.querySelector('.place__country')?.textContent ?? null,
      // In right-to-left text the country comes after the name: to its left, or on the next line.
      after: (() => {
        const name = cell.querySelector('bdi')?.getClientRects();
        const country = cell.querySelector('.place__country')?.getBoundingClientRect();
        const last = name?.[name.length - 1];
        return !country || !last ? true : country.top > last.top + 4 || country.right <= last.left + 1;
      })(),
    })));
    const withCountry = places.filter((p) => p.country !== null);
    assert.ok(withCountry.length >= 10);
    for (const place of withCountry) {
      assert.match(place.name, /^[\p{Script=Latin}\d]/u, 'the seller wrote the place in Latin letters');
      assert.match(place.country ?? '', /^، \p{Script=Arabic}/u, 'then an Arabic comma and the country in Arabic');
      assert.ok(place.after, `${place.name}${place.country} reads right to left`);
    }
    // The dashboard's oldest pending: each title in its own direction, lined up with the list.
    await page.goto(`${app.url}/dashboards/home`);
    const link = page.locator('.oldest-pending__link').first();
    await link.waitFor();
    assert.equal(await link.getAttribute('dir'), 'auto');
    assert.equal(await link.evaluate((a) => getComputedStyle(a).textAlign), 'right');
  } finally {
    await language(page, 'en');
  }
});

test("the dashboard's chart labels are the page's small text size, in light, dark and Arabic (mirrored)", async () => {
  const { page } = b;
  for (const mode of [{ scheme: 'light', lang: 'en' }, { scheme: 'dark', lang: 'en' }, { scheme: 'light', lang: 'ar' }] as const) {
    await page.emulateMedia({ colorScheme: mode.scheme });
    await language(page, mode.lang);
    await page.goto(`${app.url}/dashboards/home`);
    await page.locator('.decisions-chart__day').first().waitFor();
    // Drawn at its CSS size: one unit of the drawing is one pixel.
    await page.waitForFunction(() => {
      const svg = document.querySelector('.decisions-chart__svg');
      return svg instanceof SVGSVGElement && Math.abs(svg.getBoundingClientRect().width - svg.viewBox.baseVal.width) < 1;
    });
    const chart = await page.evaluate(() => {
      const svg = document.querySelector('.decisions-chart__svg');
      if (!(svg instanceof SVGSVGElement)) throw new Error('no chart');
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      const rootSmall = parseFloat(getComputedStyle(document.documentElement).fontSize) * 0.875;
      const labels = [...svg.querySelectorAll('.decisions-chart__day, .decisions-chart__tick text')];
      const days = [...svg.querySelectorAll('.decisions-chart__day')];
      return {
        rendered: Math.min(...labels.map((t) => parseFloat(getComputedStyle(t).fontSize) * scale)),
        rootSmall,
        xs: days.map((d) => d.getBoundingClientRect().x),
        fill: getComputedStyle(days[0] as Element).fill,
        card: getComputedStyle(svg.closest('.card') as Element).backgroundColor,
        cards: [...document.querySelectorAll('.dashboard-card')].map((c) => Math.round(c.getBoundingClientRect().top)),
      };
    });
    const where = `${mode.scheme}, ${mode.lang}`;
    assert.ok(chart.rendered >= chart.rootSmall - 0.5, `labels drawn at ${chart.rendered.toFixed(1)} px (${where})`);
    assert.equal(chart.xs.length, 14);
    const [first, last] = [chart.xs[0] ?? 0, chart.xs[13] ?? 0];
    assert.ok(mode.lang === 'ar' ? first > last : first < last, `days run ${mode.lang === 'ar' ? 'right to left' : 'left to right'} (${where})`);
    assert.notEqual(chart.fill, chart.card, `labels are visible on the card (${where})`);
    assert.equal(new Set(chart.cards).size, 1, `the four queue cards share one row (${where})`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await language(page, 'en');
});
