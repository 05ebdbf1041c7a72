/**
 * What the lists benchmark, the route JS check and the screenshots share: the demo admin, the API
 * through fetch, signing in through the form, a Chromium profile of its own, and the cold paint of a
 * page (bench/run.ts, bench/paint-ab.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import type { LoginResult, SuccessEnvelope } from '../src/contract';
import { CHROMIUM_FLAGS, chromiumPath } from '../test/helpers/e2e.ts';

/** CPU throttling of the paint measure, as the issues ask. */
export const CPU_SLOWDOWN = 4;

export const ADMIN = { email: 'admin@diving.test', password: 'diving-admin' };

/** A GET or POST to the API of `base`; the envelope's `data`. */
export async function api<T>(base: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${base}/api/v1${path}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: {
      Accept: 'application/json',
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 200)}`);
  return (JSON.parse(text) as SuccessEnvelope<T>).data;
}

/** The admin's access token. */
export async function apiToken(base: string): Promise<string> {
  return (await api<LoginResult>(base, '/auth/login', { body: ADMIN })).accessToken;
}

/** Signs in through the form (the session is kept by the profile) and waits for the home page. */
export async function signIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel(/^E-mail/).fill(ADMIN.email);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/dashboards\/home/, { timeout: 60_000 });
}

export interface Browser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** Chromium with a fresh profile. */
export async function openBrowser(options: { width?: number; height?: number; colorScheme?: 'light' | 'dark' } = {}): Promise<Browser> {
  const profile = await mkdtemp(join(tmpdir(), 'diving-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: 'en-US', colorScheme: options.colorScheme ?? 'light',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Loads `url` cold in a fresh profile at CPU_SLOWDOWN; returns ms from navigation start to the frame
 * after `readySelector` is in the DOM (the sign-in form painted), and the JS bytes transferred.
 */
export async function measurePaint(url: string, readySelector: string): Promise<{ paintMs: number; jsBytes: number; encoding: string }> {
  const profile = await mkdtemp(join(tmpdir(), 'diving-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS, viewport: { width: 1280, height: 800 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    let jsBytes = 0;
    const scriptIds = new Set<string>();
    let encoding = 'identity';
    cdp.on('Network.responseReceived', (e) => {
      if (e.type !== 'Script') return;
      scriptIds.add(e.requestId);
      const header = Object.entries(e.response.headers).find(([k]) => k.toLowerCase() === 'content-encoding');
      if (header) encoding = String(header[1]);
    });
    cdp.on('Network.loadingFinished', (e) => { if (scriptIds.has(e.requestId)) jsBytes += e.encodedDataLength; });
    // Records when the form's submit button is first in the DOM, then waits for the frame after it
    // to be presented (two animation frames), which is when the user sees the form.
    await page.addInitScript(`(() => {
      const sel = ${JSON.stringify(readySelector)};
      const done = () => requestAnimationFrame(() => requestAnimationFrame(() => { window.__formPainted = performance.now(); }));
      const check = () => { if (document.querySelector(sel)) { obs.disconnect(); done(); return true; } return false; };
      const obs = new MutationObserver(check);
      obs.observe(document, { childList: true, subtree: true });
    })();`);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => typeof (window as unknown as { __formPainted?: number }).__formPainted === 'number', null, { timeout: 60_000 });
    const paintMs = await page.evaluate(() => (window as unknown as { __formPainted: number }).__formPainted);
    await page.waitForLoadState('networkidle');
    return { paintMs, jsBytes, encoding };
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}
