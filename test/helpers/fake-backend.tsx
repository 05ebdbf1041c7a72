// What every screen test's fake backend shares: `fetch` replaced by a function that answers like the
// reference server (the envelope, `/api/v1` paths, lists paged through the contract's applyList),
// a signed-in admin's token, the demo data, and the screens rendered inside i18n, the session, the
// cache and the router. Each feature's fixture keeps only its own routes and planted failures.
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { applyList, parseListParams, type ListSpec, type User } from '../../src/contract';
import { AUTH_TOKEN_STORAGE_KEY, AuthProvider } from '../../src/lib/auth';
import { QueryClientProvider, createQueryClient } from '../../src/lib/query';
import { RouterProvider, createAppHistory, type RouteObject } from '../../src/lib/router';
import { generateDemoData } from '../../server/demo/index.ts';
import { FIXTURE_NOW } from './clock';
import { WithI18n } from './render';

/** The fixed "now" of the demo data the fixtures read. */
export const NOW = new Date(FIXTURE_NOW);

/** The demo data the reference server seeds, from its fixed seed. */
export const demoData = () => generateDemoData({ size: 'normal', adminEmail: 'admin@diving.test', adminPassword: 'x'.repeat(12), now: NOW });

/** A JSON answer. */
export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** An error envelope (`extra`: `current`, field `errors`…). */
export const fail = (status: number, code: string, message: string, extra: object = {}) => json(status, { success: false, code, message, ...extra });

/** The signed-in admin when a fixture needs no particular one; `GET /users/u-admin` answers it. */
export const ADMIN: User = {
  id: 'u-admin', email: 'admin@diving.test', firstName: 'Ana', lastName: 'Ruiz', phone: null, country: null, role: 'admin',
  status: 'active', avatarUrl: null, createdAt: NOW.toISOString(), updatedAt: NOW.toISOString(), lastLoginAt: null, certification: null,
};

/** A request as a fake backend reads it. */
export interface FakeRequest {
  method: string;
  url: URL;
  /** Without `/api/v1` and a trailing slash: `/users/u-1`. */
  path: string;
  /** The path's second segment, decoded (`u-1` of `/users/u-1`); '' when there is none. */
  id: string;
  /** A JSON body, parsed; null for none (or a form upload). */
  body: Record<string, unknown> | null;
}

/** The session of `who`: a token the client can decode (the signature is never checked client-side). */
export function signIn(who: Pick<User, 'id' | 'email' | 'firstName' | 'lastName'>): void {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const claims = { sub: who.id, email: who.email, role: 'admin', firstName: who.firstName, lastName: who.lastName, iat: exp - 3600, exp };
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.c2ln`);
}

/**
 * Replaces `globalThis.fetch` with `answer`, writing each request into `calls` as
 * `METHOD /path?query`; the restore puts `fetch` back and empties both storages.
 */
export function installFetch(answer: (request: FakeRequest) => Response | Promise<Response>, calls: string[] = []): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.pathname}${url.search}`);
    const path = url.pathname.replace(/^\/api\/v1/, '').replace(/\/$/, '');
    const id = decodeURIComponent(path.split('/')[2] ?? '');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    return answer({ method, url, path, id, body });
  }) as typeof fetch;
  return () => {
    globalThis.fetch = original;
    localStorage.clear();
    sessionStorage.clear();
  };
}

/**
 * One page of `rows` for a list request, cut as the reference server cuts it (a 400 for a query it
 * refuses); a 500 saying `down` instead when `backend.failNextList` is set, which it clears.
 */
export function listAnswer<T>(backend: { failNextList: boolean }, rows: readonly T[], url: URL, spec: ListSpec<T>, down = 'The list is down'): Response {
  if (backend.failNextList) {
    backend.failNextList = false;
    return fail(500, 'INTERNAL', down);
  }
  const parsed = parseListParams(url.searchParams, spec);
  if (!('params' in parsed)) return fail(400, 'VALIDATION_FAILED', 'bad query');
  return json(200, { success: true, ...applyList(rows, parsed.params, spec) });
}

/**
 * Renders `routes` at `initial` inside i18n (English), the session, a fresh cache and the router,
 * signed in; `around` adds what the shell would provide besides (a feature's store).
 */
export function renderScreens(routes: RouteObject[], initial: string, around: (page: ReactElement) => ReactElement = (page) => page) {
  const history = createAppHistory('memory', initial);
  const client = createQueryClient();
  const view = render(
    <WithI18n>
      <AuthProvider>
        <QueryClientProvider client={client}>
          {around(<RouterProvider history={history} routes={routes} access={{ status: 'signed-in', loginPath: '/login', homePath: '/' }} />)}
        </QueryClientProvider>
      </AuthProvider>
    </WithI18n>,
  );
  return { ...view, history, client };
}

/** Lets the fake backend's promises and the renders after them run: rounds of tasks, no wall-clock wait. */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setImmediate(resolve));
  });
}

/** Retries `check` until it passes or `timeoutMs` runs out, letting React and the fake backend run. */
export async function until<T>(check: () => T, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > end) throw error;
      await settle();
    }
  }
}

/** The history's `pathname + search`. */
export const here = (h: { location: { pathname: string; search: string } }) => h.location.pathname + h.location.search;
