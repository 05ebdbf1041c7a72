// Hostile text in every free-text field the API accepts (markup with handlers, a script, javascript:
// links, right-to-left overrides, words of 10,000 characters), planted through the API, then every
// list and details screen that shows it, at 1440 and 390 px: nothing runs (no `__pwned`, no dialog),
// no CSP violation and no console error, the text shows literally, and the page never grows wider
// than the window.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import type { ContactMessage, DashboardSummary, News, Product, Trip, User } from '../../src/contract';
import { ADMIN, closeAll, openContext, signIn, startWithChromium, visit, type AppUnderTest, type BrowserSession } from '../helpers/e2e.ts';

const PWN = 'window.__pwned=1';
const IMG = '<img src=x onerror=alert(1)>';
const IMG_PWN = `<img src=x onerror=${PWN}>`;
const SCRIPT = `<script>${PWN}</script>`;
const SVG = '"><svg/onload=alert(1)>';
const RLO = '\u202Egnp.exe';
const word = (n: number, c = 'W') => c.repeat(n);
const LONG = word(10_000);

let app: AppUnderTest;
let browser: Browser;
let b: BrowserSession;
let token = '';

async function api<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; data: T }> {
  const raw = body instanceof Blob;
  const res = await fetch(`${app.url}/api/v1${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': raw ? 'image/png' : 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T; message?: string; errors?: unknown };
  // Planting must succeed (only the refusals below are expected to fail).
  if (res.status >= 400 && !(body as { coverImageUrl?: string; certification?: { documentUrl?: string } } | undefined)?.coverImageUrl?.startsWith('javascript:')
    && !(body as { certification?: { documentUrl?: string } } | undefined)?.certification?.documentUrl?.startsWith('javascript:')) {
    throw new Error(`${method} ${path}: ${res.status} ${json.message ?? ''} ${JSON.stringify(json.errors ?? '')}`);
  }
  return { status: res.status, data: json.data };
}

/** The status of a write expected to be refused. */
async function refusal(path: string, body: unknown): Promise<number> {
  const res = await fetch(`${app.url}/api/v1${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body),
  });
  return res.status;
}

/** What was planted, for the screens to show. */
const planted: {
  diver?: User; diveMaster?: User; message?: ContactMessage; news?: News; trip?: Trip; product?: Product; oldest?: User;
  refused: Record<string, number>;
} = { refused: {} };

before(async () => {
  ({ app, browser } = await startWithChromium());
  token = (await api<{ accessToken: string }>('POST', '/auth/login', ADMIN)).data.accessToken;
  // A real picture, so hostile URLs that point at it load (a broken picture would be a console error, not a finding).
  const png = new Blob([Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'))]);
  const picture = (await api<{ url: string }>('POST', '/uploads', png)).data.url;
  const certificate = (await api<{ url: string }>('POST', '/uploads?purpose=document', png)).data.url;
  // Stored image URLs are uploads of ours: the server refuses one with a query (`?"><svg…`), so the
  // pictures themselves are planted.
  const hostileUrl = picture;

  // URL fields refuse javascript: outright.
  planted.refused.avatar = (await api('POST', '/users/', {
    email: 'js-avatar@evil.test', password: 'hostile-pass-1', firstName: 'J', lastName: 'S', role: 'diveMaster',
    certification: { agency: 'X', level: 'Y', number: 'Z', documentUrl: 'javascript:alert(1)' },
  })).status;
  planted.refused.cover = (await api('POST', '/news/', { title: 'x', summary: 'x', content: 'x', status: 'draft', coverImageUrl: 'javascript:alert(1)' })).status;
  // A phone is a number (contract/rules.ts): markup or a direction mark in one is refused, never stored.
  planted.refused.phone = await refusal('/users/', {
    email: 'markup-phone@evil.test', password: 'hostile-pass-1', firstName: 'P', lastName: 'H', role: 'diver', phone: IMG,
  });
  planted.refused.messagePhone = await refusal('/contact/', {
    name: 'n', email: 'n@evil.test', phone: `${RLO}+1 555 010 0199`, subject: 's', message: 'm',
  });

  planted.diver = (await api<User>('POST', '/users/', {
    email: `${SVG.replace(/[" ]/g, '')}${word(200, 'e')}@evil.test`, password: 'hostile-pass-1', firstName: IMG, lastName: `${RLO}${word(72, 'L')}`,
    phone: '+1 555 010 0199', role: 'diver',
  })).data;
  planted.diveMaster = (await api<User>('POST', '/users/', {
    email: '<script>alert(1)</script>@evil.test', password: 'hostile-pass-1', firstName: word(80, 'D'), lastName: SCRIPT.slice(0, 80),
    role: 'diveMaster', certification: { agency: IMG_PWN, level: `${RLO}${word(70, 'V')}`, number: word(80, 'N'), documentUrl: certificate },
  })).data;
  // An old pending dive master renamed: the dashboard's oldest pending list shows the name.
  const oldest = (await api<User[]>('GET', '/users/dive-master/pending?page=1&pageSize=1&sort=submittedAt&order=asc')).data[0];
  assert.ok(oldest);
  planted.oldest = (await api<User>('PUT', `/users/${oldest.id}`, { firstName: IMG_PWN, lastName: word(80, 'O'), avatarUrl: hostileUrl })).data;

  // A contact message takes at most 10,000 characters: the unbroken word fills most of it.
  const text = `${LONG.slice(0, 9_500)}\n\n${IMG}\n${SCRIPT}\n[click](javascript:${PWN}) javascript:alert(1)\n\t  ${RLO} end`;
  planted.message = (await api<ContactMessage>('POST', '/contact/', {
    name: IMG, email: 'x?cc=evil@evil.test', phone: '+1 555 010 0199', subject: `${SCRIPT}${RLO}${word(200 - SCRIPT.length - RLO.length, 'S')}`, message: text,
  })).data;
  planted.news = (await api<News>('POST', '/news/', {
    title: `${IMG_PWN}${RLO}${word(150, 'T')}`, summary: `${SCRIPT}${word(450, 'U')}`, status: 'published', coverImageUrl: hostileUrl,
    content: `# ${IMG}\n\n${LONG}\n\n- [click](javascript:${PWN})\n- [ok](https://diving.test/${SVG})\n\n**${SCRIPT}** *${RLO}* \`${IMG_PWN}\``,
  })).data;

  // Reasons are free text too: they show in the history of a trip and a product.
  const trip = (await api<Trip[]>('GET', '/trips/all-trips/pending?page=1&pageSize=1')).data[0];
  const product = (await api<Product[]>('GET', '/products/all-products/pending?page=1&pageSize=1')).data[0];
  assert.ok(trip && product);
  planted.trip = (await api<Trip>('PUT', `/trips/all-trips/${trip.id}`, { status: 'rejected', reason: `${IMG_PWN} ${word(450, 'R')}` })).data;
  planted.product = (await api<Product>('PUT', `/products/all-products/${product.id}`, { status: 'rejected', reason: `${SCRIPT}${RLO}${word(400, 'P')}` })).data;

  b = await openContext(browser);
  b.page.on('dialog', (dialog) => {
    b.errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await b.page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await signIn(b.page, app.url, ADMIN, null);
});

after(() => closeAll(browser, app));

interface Screen {
  name: string;
  path: string;
  /** Shown once the screen has its data. */
  ready: string;
  /** Texts that must appear literally in the main region. */
  literal: string[];
}

function screens(): Screen[] {
  const { diver, diveMaster, message, news, trip, product, oldest } = planted;
  assert.ok(diver && diveMaster && message && news && trip && product && oldest);
  return [
    { name: 'users list', path: '/management/users', ready: '.users__table tbody th', literal: [IMG, diver.lastName, diver.email, diveMaster.firstName, diveMaster.email] },
    { name: 'a diver', path: `/management/users/${diver.id}`, ready: '.user-page h1', literal: [`${IMG} ${diver.lastName}`, diver.email, IMG] },
    { name: 'a dive master', path: `/management/users/${diveMaster.id}`, ready: '.user-page h1', literal: [diveMaster.lastName, IMG_PWN, word(80, 'N')] },
    { name: 'contact list', path: '/contact/all', ready: '.contact__table tbody th', literal: [IMG, message.subject, message.email] },
    { name: 'a message', path: `/contact/messages/${message.id}`, ready: '.contact-message__text', literal: [message.message, message.subject, IMG, message.phone ?? ''] },
    { name: 'news list', path: '/news/all', ready: '.news-list__table tbody th', literal: [news.title] },
    { name: 'the news editor', path: `/news/edit/${news.id}`, ready: '.markdown', literal: [IMG, LONG, SCRIPT, IMG_PWN, 'click'] },
    { name: 'dive masters', path: '/dive-master/all', ready: '.queue__table tbody th', literal: [diveMaster.firstName, IMG_PWN] },
    { name: 'a dive master review', path: `/dive-master/details/${diveMaster.id}`, ready: 'main h1', literal: [IMG_PWN, word(80, 'N')] },
    { name: 'an old pending dive master', path: `/dive-master/details/${oldest.id}`, ready: 'main h1', literal: [IMG_PWN, word(80, 'O')] },
    { name: 'rejected trips', path: '/trips/rejected', ready: '.queue__table tbody th', literal: [trip.title] },
    { name: 'a trip', path: `/trips/details/${trip.id}`, ready: 'main h1', literal: [IMG_PWN, word(450, 'R')] },
    { name: 'a product', path: `/products/view/${product.id}`, ready: 'main h1', literal: [SCRIPT, word(400, 'P')] },
    { name: 'rejected products', path: '/products/rejected', ready: '.queue__table tbody th', literal: [product.name] },
    { name: 'the dashboard', path: '/dashboards/home', ready: '.dashboard-cards a', literal: [] },
    { name: 'the activity log', path: '/management/activity', ready: 'main tbody th', literal: [] },
  ];
}

/**
 * What went wrong on `screen` (empty when it holds), loaded afresh when `fresh`, else opened inside
 * the app, as an admin moves: an injected handler that ran on any screen before stays seen.
 */
async function inspect(screen: Screen, width: number, fresh: boolean): Promise<string[]> {
  const { page } = b;
  if (fresh) await page.goto(`${app.url}${screen.path}`);
  else await visit(page, screen.path);
  await page.locator(screen.ready).first().waitFor();
  // The screen before may have matched `ready` too (two users' pages): its texts tell them apart.
  await page.waitForFunction((literal) => literal.every((text) => document.querySelector('main')?.textContent?.includes(text)), screen.literal)
    .catch(() => undefined);
  await page.waitForFunction(() => !document.querySelector('.table__skeleton, .skeleton, [aria-busy="true"]'));
  await page.locator('.progress').waitFor({ state: 'detached' });
  const found = await page.evaluate(({ literal }) => {
    const w = window as unknown as { __pwned?: unknown; __csp: string[] };
    const main = document.querySelector('main')?.textContent ?? '';
    const problems: string[] = [];
    if (w.__pwned !== undefined) problems.push('an injected handler ran (__pwned is set)');
    for (const v of w.__csp) problems.push(`CSP violation: ${v}`);
    for (const text of literal) if (!main.includes(text)) problems.push(`not shown literally: ${text.slice(0, 60)}…`);
    const injected = document.querySelectorAll('img[src="x"], main script, [onerror], [onload], a[href^="javascript"], iframe, object, embed');
    if (injected.length > 0) problems.push(`markup from the data became elements: ${[...injected].map((e) => e.outerHTML.slice(0, 80)).join(' | ')}`);
    // Inside a table's scroll region a long word must not stretch its column either: the other
    // columns would leave the screen. A cell wraps or cuts its text well before 40rem.
    const cells = [...document.querySelectorAll('main td, main th')].filter((c) => c.getBoundingClientRect().width > 640);
    if (cells.length > 0) problems.push(`table cells stretched: ${cells.slice(0, 3).map((c) => `${c.className || c.tagName.toLowerCase()} ${Math.round(c.getBoundingClientRect().width)}px`).join(', ')}`);
    const wide = document.documentElement.scrollWidth;
    if (wide > window.innerWidth + 1) {
      // Name the widest offenders, to know what to fix.
      // No named function in here: the test's compiler would wrap it in a helper the page lacks.
      const culprits = [...document.querySelectorAll('main *')]
        .map((e) => ({ e, out: [e, ...e.children].map((x) => x.getBoundingClientRect()).map((r) => r.right > window.innerWidth + 1 || r.left < -1) }))
        .filter(({ out }) => out[0] && !out.slice(1).some(Boolean))
        .map(({ e }) => e)
        .slice(0, 4)
        .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}`);
      problems.push(`page is ${wide}px wide in a ${window.innerWidth}px window (${culprits.join(', ')})`);
    }
    return problems;
  }, { literal: screen.literal });
  return found.map((p) => `${screen.name} at ${width}px: ${p}`);
}

test('the API refuses javascript: in URL fields', () => {
  assert.deepEqual(planted.refused, { avatar: 400, cover: 400, phone: 400, messagePhone: 400 });
});

test('hostile text never runs, shows literally and never widens the page (1440 and 390 px)', async () => {
  const problems: string[] = [];
  for (const width of [1440, 390]) {
    await b.page.setViewportSize({ width, height: 900 });
    // A screen without texts of its own to wait for is loaded afresh: nothing else would tell it
    // from the screen before.
    for (const [i, screen] of screens().entries()) problems.push(...await inspect(screen, width, i === 0 || screen.literal.length === 0));
  }
  assert.deepEqual(problems, []);
  assert.deepEqual(b.errors, []);
});

test('the dashboard names the renamed oldest pending dive master literally, when it is among the oldest', async () => {
  const summary = (await api<DashboardSummary>('GET', '/dashboard/summary')).data;
  const listed = summary.oldestPending.find((p) => p.id === planted.oldest?.id);
  await b.page.goto(`${app.url}/dashboards/home`);
  await b.page.locator('.dashboard-cards a').first().waitFor();
  if (listed) await b.page.getByRole('link', { name: new RegExp(IMG_PWN.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().waitFor();
  assert.equal(await b.page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned), undefined);
  assert.deepEqual(b.errors, []);
});
