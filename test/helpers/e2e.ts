/**
 * Browser tests: the real app built into a temporary folder, served by the real reference server
 * (fresh data directory, demo data) and driven in Debian's headless Chromium through playwright-core.
 * One build per run (`productionBuild`, test/helpers/app-build.ts), one server per test file, one
 * Chromium per file or per process of files run one after another (`launchChromium`), and per
 * `openContext()` a context that is new to the app (cookies and storage of its own): one a test
 * closed is cleaned and handed on rather than opened anew.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Dialog, type Locator, type Page } from 'playwright-core';
import { startServer } from '../../server/app.ts';
import { MIN_HASH_COST } from '../../server/auth/password.ts';
import { productionBuild } from './app-build.ts';

export const ADMIN = { email: 'admin@diving.test', password: 'diving-admin' };

export const CHROMIUM_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  // Sparkplug at most, no Maglev or TurboFan: a test's pages live seconds, too short for an
  // optimizing compile to pay back the CPU its background threads take (about a fifth of
  // Chromium's CPU in the browser files). What the page's scripts do is the same.
  '--js-flags=--max-opt=1',
];

/**
 * The pages ask for reduced motion, as some admins' systems do (the app honours it): transitions and
 * spinners then draw no frames, which on a 2-core machine is CPU the tests' own work needs. What
 * moves is a style; what the tests check (content, focus, names, colours) is the same either way.
 */
export const REDUCED_MOTION = { reducedMotion: 'reduce' } as const;

/** Finds Debian's Chromium; we never download a browser. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p): p is string => Boolean(p) && existsSync(p as string));
  if (!found) throw new Error('Chromium not found: apt-get install -y chromium (or set CHROMIUM_PATH)');
  return found;
}

export interface AppUnderTest {
  url: string;
  dataDir: string;
  close(): Promise<void>;
}

/** The port of the last server `startApp` started in this process. */
let lastPort: number | undefined;

/**
 * Starts the reference server in demo mode on an ephemeral port (the last one's, when files share a
 * Chromium), serving the shared build, with passwords hashed at the lowest HASH_COST (the browser
 * checks do not depend on it); `now` is the server's clock (a test that moves it instead of
 * waiting), `requireTwoFactor` REQUIRE_TWO_FACTOR.
 */
export async function startApp(options: { now?: () => number; requireTwoFactor?: boolean } = {}): Promise<AppUnderTest> {
  const work = await mkdtemp(join(tmpdir(), 'diving-e2e-'));
  const staticDir = (await productionBuild()).outdir;
  const dataDir = join(work, 'data');
  const start = (port: number) => startServer(
    { port, host: '127.0.0.1', dataDir, staticDir, demo: true, log: false, hashCost: MIN_HASH_COST, requireTwoFactor: options.requireTwoFactor ?? false },
    { now: options.now },
  );
  // Files sharing a Chromium keep one origin (see `sharing`); a port taken meanwhile gives another.
  const retaken = (error: unknown) => ((error as { code?: string }).code === 'EADDRINUSE' ? start(0) : Promise.reject(error));
  const server = sharing() && lastPort !== undefined ? await start(lastPort).catch(retaken) : await start(0);
  lastPort = Number(new URL(server.url).port);
  return {
    url: server.url,
    dataDir,
    async close() {
      await server.close();
      await rm(work, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    },
  };
}

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  close(): Promise<void>;
}

/** How a browser test's page is set up: window size, the browser's locale and colour scheme. */
export interface PageOptions { width?: number; height?: number; locale?: string; colorScheme?: 'light' | 'dark'; timezoneId?: string }

/** A context a file's test gave back, cleaned, for its next test that asks for the same options. */
interface Spare {
  key: string;
  context: BrowserContext;
  page: Page;
  /** Where the page's listeners put what they see: the current session's arrays. */
  sink: { errors: string[] };
  /** The listeners the pool itself keeps on the page and the context: any other goes with a test. */
  baseline: Map<object, Map<string, unknown[]>>;
  /** Origins the page has been on: storage is cleared on the current one only. */
  origins: Set<string>;
  /** Set once a test changes what cannot be taken back (an init script, a binding, the clock…). */
  tainted: boolean;
}
const spares = new WeakMap<Browser, Spare[]>();

/** The `listeners(event)` every Playwright object has, which the pool compares against its baseline. */
interface Listening { eventNames(): (string | symbol)[]; listeners(event: string): unknown[]; off(event: string, listener: never): unknown }
const listening = (target: object) => target as unknown as Listening;

function snapshotListeners(...targets: object[]): Map<object, Map<string, unknown[]>> {
  return new Map(targets.map((t) => [t, new Map(listening(t).eventNames().map((e) => [String(e), [...listening(t).listeners(String(e))]]))]));
}

/**
 * Marks `held` tainted when a test calls one of the methods whose effect no later call undoes, so
 * that context is closed rather than handed to the next test.
 */
function watchTaint(held: Spare): void {
  const lasting = ['addInitScript', 'exposeBinding', 'exposeFunction', 'setExtraHTTPHeaders', 'grantPermissions', 'setGeolocation', 'routeFromHAR', 'routeWebSocket', 'setHTTPCredentials'];
  for (const target of [held.context, held.page] as unknown as Record<string, unknown>[]) {
    for (const name of lasting) {
      const original = target[name];
      if (typeof original !== 'function') continue;
      Object.defineProperty(target, name, {
        configurable: true,
        value: (...args: unknown[]) => {
          held.tainted = true;
          return (original as (...a: unknown[]) => unknown).apply(target, args);
        },
      });
    }
    const clock = target.clock;
    Object.defineProperty(target, 'clock', { configurable: true, get: () => { held.tainted = true; return clock; } });
  }
}

function contextSettings(options: PageOptions) {
  return {
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    locale: options.locale ?? 'en-US',
    colorScheme: options.colorScheme ?? 'light',
    ...(options.timezoneId === undefined ? {} : { timezoneId: options.timezoneId }),
    ...REDUCED_MOTION,
  } as const;
}

async function freshSpare(browser: Browser, options: PageOptions, key: string): Promise<Spare> {
  const context = await browser.newContext(contextSettings(options));
  const page = await context.newPage();
  const held: Spare = { key, context, page, sink: { errors: [] }, baseline: new Map(), origins: new Set(), tainted: false };
  page.on('pageerror', (e) => held.sink.errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') held.sink.errors.push(`console: ${m.text()}`); });
  page.on('framenavigated', (frame) => {
    const url = new URL(frame.url());
    if (url.protocol === 'http:' || url.protocol === 'https:') held.origins.add(url.origin);
  });
  held.baseline = snapshotListeners(context, page);
  watchTaint(held);
  return held;
}

/**
 * Cleans `held` for the next test that asks for its options, as a new context would be: other tabs
 * closed, the test's routes, listeners, offline mode, window size and emulated media undone, the
 * app left (its stream and timers go with it) and the site's storage and cookies emptied. What it
 * cannot undo (see `watchTaint`), a page that closed, a second site, or any step failing closes the
 * context instead.
 */
async function giveBack(browser: Browser, held: Spare, options: PageOptions): Promise<void> {
  const { context, page } = held;
  try {
    if (held.tainted || page.isClosed() || held.origins.size > 1) throw new Error('not reusable');
    for (const other of context.pages()) if (other !== page) await other.close();
    for (const [target, before] of held.baseline) {
      for (const event of listening(target).eventNames().map(String)) {
        const kept = before.get(event) ?? [];
        for (const listener of listening(target).listeners(event)) if (!kept.includes(listener)) listening(target).off(event, listener as never);
      }
    }
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(false);
    const settings = contextSettings(options);
    await page.setViewportSize(settings.viewport);
    await page.emulateMedia({ media: null, colorScheme: settings.colorScheme, reducedMotion: 'reduce', forcedColors: null });
    const [origin] = held.origins;
    if (origin) {
      // A form with unsaved work asks before the page goes: the next test starts elsewhere anyway.
      const leave = (dialog: Dialog) => void dialog.accept().catch(() => undefined);
      page.on('dialog', leave);
      try {
        await page.goto(`${origin}/favicon.svg`);
      } finally {
        page.off('dialog', leave);
      }
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    await context.clearCookies();
    (spares.get(browser) ?? spares.set(browser, []).get(browser)!).push(held);
  } catch {
    await context.close().catch(() => undefined);
  }
}

/**
 * A context of `browser` with one page, as a new browser: cookies and storage of its own, so to the
 * app it is another browser, for a fraction of the CPU a Chromium of its own takes. Collects the
 * page's uncaught errors and console errors. `close()` hands the context, cleaned, to the file's
 * next test that opens one with the same options: a new context and its first page cost a few
 * seconds of CPU here (two renderer processes, the app's scripts fetched and compiled again), most
 * of what a browser file spent. The HTTP cache stays, as a returning browser's does.
 */
export async function openContext(browser: Browser, options: PageOptions = {}): Promise<BrowserSession> {
  const key = JSON.stringify(contextSettings(options));
  const pool = spares.get(browser) ?? [];
  const at = pool.findIndex((s) => s.key === key);
  const held = at >= 0 ? pool.splice(at, 1)[0]! : await freshSpare(browser, options, key);
  held.sink = { errors: [] };
  return { context: held.context, page: held.page, errors: held.sink.errors, close: () => giveBack(browser, held, options) };
}

/** The form control labelled exactly `label` (a required field's label ends with a hidden "*"). */
export function field(page: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}

/**
 * Presses the button whose text is `text` if the page shows one now, in the page itself, where
 * nothing can come between the look and the press: for a press that a sign-out may or may not
 * beat (Playwright's click would wait for the button, and press it on the next page that has one).
 */
export async function pressIfShown(page: Page, text: string): Promise<void> {
  await page.evaluate((wanted) => {
    [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === wanted)?.click();
  }, text);
}

/**
 * Signs in through the login form and waits for the home dashboard, or, given `to` (a path and
 * query), for that screen: the login's own redirect takes the admin there inside the app, which
 * spares drawing the dashboard and then loading the whole app again for the screen a test is about.
 * For the tests about signing in; the others use `signIn`.
 */
export async function signInWithForm(page: Page, base: string, credentials = ADMIN, to?: string): Promise<void> {
  await page.goto(to === undefined ? `${base}/login` : `${base}/login?redirect=${encodeURIComponent(to)}`);
  await field(page, 'E-mail').fill(credentials.email);
  await field(page, 'Password').fill(credentials.password);
  const submit = page.getByRole('button', { name: /sign in/i });
  await submit.click();
  if (to === undefined) {
    await page.waitForURL(/\/dashboards\/home/);
    return;
  }
  await page.waitForURL((u) => u.pathname + u.search === to);
  // The URL changes at once; the login form stays until the screen's code has loaded.
  await submit.waitFor({ state: 'detached' });
}

/**
 * Signs `page` in as `credentials` and opens `to` (a path and query; the home dashboard without
 * one), as a browser that signed in before would: the page, on a static file of the same origin,
 * calls the API's login itself (so the session is this browser's, its user agent included) and
 * stores the token where the app keeps it (with `storage`, what else the browser had stored: the
 * settings, the language), so the app loads once, on the screen the test is about. With `to` null
 * the page stays on that file, the app not loaded: for a test whose first step is a `goto` (a screen
 * it reads from `pageApi` first, say), a dashboard loaded for nothing is about a second of CPU.
 * Loading the login screen and the dashboard first cost each test two page loads, most of a browser
 * file's time; the form itself is tested with `signInWithForm`.
 */
export async function signIn(
  page: Page, base: string, credentials = ADMIN, to: string | null = '/dashboards/home', storage: Readonly<Record<string, string>> = {},
): Promise<void> {
  // A page the pool gave back already waits there (`giveBack`): a load less, about 0.2 s of CPU.
  if (page.url() !== `${base}/favicon.svg`) await page.goto(`${base}/favicon.svg`);
  const failure = await page.evaluate(async ({ email, password, storage }) => {
    const response = await fetch('/api/v1/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
    const body = (await response.json()) as { data?: { accessToken?: string } };
    if (response.status !== 200 || typeof body.data?.accessToken !== 'string') return `${response.status} ${JSON.stringify(body)}`;
    localStorage.setItem('authToken', body.data.accessToken);
    for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
    return null;
  }, { ...credentials, storage });
  if (failure !== null) throw new Error(`${credentials.email} cannot sign in: ${failure}`);
  if (to === null) return;
  await page.goto(`${base}${to}`);
  await page.waitForURL((u) => u.pathname + u.search === to);
  // The signed-in shell is drawn: the boot's token check is over and took the token.
  await page.locator('.shell').waitFor();
}

/**
 * Opens `path` (a path and query) inside the app already running in `page`, as the app's own links
 * do: a screen opened so costs its own drawing and data only, where a page load starts the whole
 * app again. The caller waits for what the screen draws (the app may also redirect).
 */
export async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * `visit` for a screen whose document title differs from the one shown: it returns once the new
 * screen is drawn (the router sets the title when it shows the screen), so what the caller reads
 * next is not the screen it left.
 */
export async function visitScreen(page: Page, path: string): Promise<void> {
  const before = await page.title();
  await visit(page, path);
  await page.waitForFunction((title) => document.title !== title, before);
}

/**
 * How long the helpers' own waits (`settledRows`, quiet networks, probes asked again) last before
 * they fail: Playwright's default for its waits and actions, which the files keep. A verdict must not
 * depend on the machine's speed: the waits return as soon as what they wait for is there, and steps
 * that take 100 ms alone have taken seconds on a loaded machine. A wait Playwright never settles
 * (the loser of a race) keeps its process alive this long, so races use listeners instead.
 */
export const PATIENCE_MS = 30_000;

/**
 * The texts of the table rows once the table has settled (no skeleton, nothing updating, at least
 * one row) and they pass `check`: after each look that does not pass, it waits for the rows' text to
 * change, not for a fixed time. Fails with the rows it last saw when they never pass.
 */
export async function settledRows(page: Page, check: (rows: string[]) => boolean, timeout = PATIENCE_MS): Promise<string[]> {
  const end = Date.now() + timeout;
  const settled = () => page.waitForFunction(
    () => document.querySelector('.table-wrap[data-updating], .table__skeleton') === null && document.querySelector('tbody tr') !== null,
    undefined, { timeout: Math.max(1, end - Date.now()) },
  );
  for (;;) {
    await settled();
    const rows = await page.locator('tbody tr').allTextContents();
    if (check(rows)) return rows;
    const seen = rows.join('\u0000');
    try {
      await page.waitForFunction(
        (before) => [...document.querySelectorAll('tbody tr')].map((tr) => tr.textContent ?? '').join('\u0000') !== before,
        seen, { timeout: Math.max(1, end - Date.now()) },
      );
    } catch {
      throw new Error(`rows never passed: ${rows.slice(0, 4).join(' | ')}`);
    }
  }
}

interface AxeViolation { id: string; impact: string; help: string; nodes: { target: string[] }[] }
let axeSource: Promise<string> | null = null;

/**
 * axe-core's violations on the page as readable lines (empty when clean). Waits for the transient top
 * progress bar to leave first, and runs axe through the DevTools protocol, so the page's CSP allows it.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.locator('.progress').waitFor({ state: 'detached' });
  // Colours are read as drawn: a dialog still fading in has text and buttons half transparent.
  // Every finite animation or transition ends first (a spinner's endless turn is not waited for).
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
    .map((a) => a.finished.catch(() => undefined))));
  // A document keeps axe once given it: a second check of the same page (a dialog opened) skips
  // compiling its half megabyte again.
  if (!(await page.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function'))) {
    await page.evaluate(await axeSource);
  }
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return found.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * The looks every axe check runs in: light in English, and dark in Arabic (right to left). Each
 * colour scheme and each direction is checked on every screen: what the colours give (contrast) does
 * not depend on the language, and what the language gives (`lang`, `dir`, names, order) does not
 * depend on the colours, so a third look (light Arabic or dark English) checked nothing new.
 */
export const A11Y_MODES = [
  { name: 'light', colorScheme: 'light', lang: 'en' },
  { name: 'dark, Arabic', colorScheme: 'dark', lang: 'ar' },
] as const;

/**
 * One page signed in as the admin (or `credentials`) for a file's axe checks in every look, instead
 * of a sign-in per look: opened on first use (closed with `browser`), each call emulates the colour
 * scheme, stores the language and empties `errors`, so the next screen the caller loads afresh draws
 * as in a browser that signed in in that look. The caller asserts the `dir` to show the language took.
 */
export function signedInLooks(
  browser: Browser, base: string, credentials = ADMIN,
): (mode: { colorScheme: 'light' | 'dark'; lang: string }) => Promise<BrowserSession> {
  let session: Promise<BrowserSession> | undefined;
  return async (mode) => {
    // Signed in without loading the app: each caller opens its screen next, in the look asked.
    session ??= openContext(browser).then(async (opened) => {
      await signIn(opened.page, base, credentials, null);
      return opened;
    });
    const opened = await session;
    await opened.page.emulateMedia({ colorScheme: mode.colorScheme });
    await opened.page.evaluate((lang) => localStorage.setItem('i18nextLng', lang), mode.lang);
    opened.errors.length = 0;
    return opened;
  };
}

/** A call to the server's API from the test itself, with `token` as the bearer (none: `null`). */
export async function callApi(base: string, method: string, path: string, token: string | null, body?: unknown): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** Signs in through the API (not the page) and returns the access token. */
export async function apiToken(base: string, credentials = ADMIN): Promise<string> {
  const { status, body } = await callApi(base, 'POST', '/auth/login', null, credentials);
  if (status !== 200) throw new Error(`${credentials.email} cannot sign in: ${status} ${JSON.stringify(body)}`);
  return (body as { data: { accessToken: string } }).data.accessToken;
}

/** A call to the API from the page, with the token of the admin signed in there; the parsed answer. */
export async function pageApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(async ({ method, path, body }) => {
    const response = await fetch(`/api/v1${path}`, {
      method,
      headers: { Authorization: `Bearer ${localStorage.getItem('authToken') ?? ''}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as T;
  }, { method, path, body });
}

/**
 * test/run.mjs runs several browser files one after another in one process and says so with
 * TEST_SHARED_CHROMIUM. They then share the process's one Chromium, and each file's server listens on
 * the port the one before it had (`startApp`): a context one file gives back goes on to the next
 * file's tests with its HTTP cache and compiled scripts, as on the same site. Starting a Chromium,
 * its first context and the app's first load cost a file about 6 s of CPU before its first test.
 */
const sharing = () => process.env.TEST_SHARED_CHROMIUM === '1';
let sharedChromium: Promise<{ browser: Browser; close(): Promise<void> }> | undefined;

/**
 * One Chromium for a file whose tests each open a context of their own (cheaper than a browser each).
 * Shared between files (see `sharing`), its `close()` closes the contexts the file still has open,
 * not the browser, and keeps the cleaned spares for the next file; `closeSharedChromium` ends it.
 */
export async function launchChromium(): Promise<Browser> {
  const launch = () => chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
  if (!sharing()) return launch();
  sharedChromium ??= launch().then((browser) => {
    const close = browser.close.bind(browser);
    Object.defineProperty(browser, 'close', {
      configurable: true,
      value: async () => {
        const kept = new Set((spares.get(browser) ?? []).map((spare) => spare.context));
        await Promise.all(browser.contexts().filter((c) => !kept.has(c)).map((c) => c.close().catch(() => undefined)));
      },
    });
    return { browser, close };
  });
  return (await sharedChromium).browser;
}

/** Closes the Chromium the files of this process shared, after the last of them (test/run.mjs). */
export async function closeSharedChromium(): Promise<void> {
  await (await sharedChromium)?.close();
}

/**
 * An admin signed in on a page of a context of their own (cookies and storage apart), with its page
 * errors, on `to` (the home dashboard without one; null: the app not loaded yet, as `signIn`).
 */
export async function adminPage(
  browser: Browser, base: string,
  options: { colorScheme?: 'light' | 'dark'; timezoneId?: string; credentials?: typeof ADMIN; to?: string | null } = {},
) {
  const session = await openContext(browser, { colorScheme: options.colorScheme, timezoneId: options.timezoneId });
  await signIn(session.page, base, options.credentials ?? ADMIN, options.to);
  return {
    page: session.page,
    /** The uncaught page errors so far (a refused request's console line is the test's business). */
    get errors() {
      return session.errors.filter((e) => e.startsWith('pageerror:'));
    },
    close: session.close,
  };
}

/**
 * The app started and one Chromium for it with a page signed in as the admin, on `to` (as
 * `signIn`): a file whose tests share one page (and may open more contexts in `browser`). Closing
 * `b` gives its context back and closes that Chromium.
 */
export async function startSignedIn(to: string | null = '/dashboards/home'): Promise<{ app: AppUnderTest; browser: Browser; b: BrowserSession }> {
  const { app, browser } = await startWithChromium();
  const session = await openContext(browser);
  await signIn(session.page, app.url, ADMIN, to);
  return {
    app, browser,
    b: {
      ...session,
      close: async () => {
        await session.close();
        await browser.close();
      },
    },
  };
}

/** Closes each of `things` in turn (browsers before the app they use), skipping what never started. */
export async function closeAll(...things: ({ close(): Promise<void> } | undefined)[]): Promise<void> {
  for (const thing of things) await thing?.close();
}

/** The app started and one Chromium for it: a file whose tests each open contexts of their own. */
export async function startWithChromium(): Promise<{ app: AppUnderTest; browser: Browser }> {
  const app = await startApp();
  return { app, browser: await launchChromium() };
}

/** `startWithChromium` plus `signedInLooks` on it: a file whose axe checks run in every look. */
export async function startWithLooks(): Promise<{ app: AppUnderTest; browser: Browser; looks: ReturnType<typeof signedInLooks> }> {
  const { app, browser } = await startWithChromium();
  return { app, browser, looks: signedInLooks(browser, app.url) };
}
