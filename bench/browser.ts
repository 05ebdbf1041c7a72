/**
 * What the lists benchmark, the route JS check and the screenshots share: the demo admin, the API
 * through fetch, signing in through the form, and a Chromium profile of its own.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import type { LoginResult, SuccessEnvelope } from '../src/contract';
import { CHROMIUM_FLAGS, chromiumPath } from '../test/e2e/harness.ts';

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
