// The users screens over a fake backend that answers like the reference server (paged lists through
// the contract's applyList, guarded PUTs with 409s, the self and last-admin refusals, sign-ups with
// field errors, uploads), inside the router, the cache, i18n and a signed-in admin's session.
import { act, render } from '@testing-library/react';
import { LIST_SPECS, applyList, parseListParams, type User } from '../../../src/contract';
import { AUTH_TOKEN_STORAGE_KEY, AuthProvider } from '../../../src/lib/auth';
import { QueryClientProvider, createQueryClient } from '../../../src/lib/query';
import { RouterProvider, createAppHistory, type RouteObject } from '../../../src/lib/router';
import { paths } from '../../../src/paths';
import UsersListPage from '../../../src/features/users/pages/users-list';
import UserDetailsPage from '../../../src/features/users/pages/user-details';
import UserCreatePage from '../../../src/features/users/pages/user-create';
import { generateDemoData } from '../../../server/demo/index.ts';
import { WithI18n } from '../../ui/render';

export const NOW = new Date('2026-11-25T09:00:00Z');

/** The demo's users as the API answers them (no password). */
export function demoUsers(): User[] {
  const { users } = generateDemoData({ size: 'normal', adminEmail: 'admin@diving.test', adminPassword: 'x'.repeat(12), now: NOW });
  return users.map(({ password: _password, ...user }) => user);
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fail = (status: number, code: string, message: string, extra: object = {}) => json(status, { success: false, code, message, ...extra });

export interface FakeBackend {
  users: User[];
  /** The signed-in admin. */
  me: User;
  /** Every request as `METHOD /path?query`, and the JSON bodies of writes. */
  calls: string[];
  bodies: unknown[];
  /** The next list request fails with a 500. */
  failNextList: boolean;
  /** List requests wait for this (to see the old rows marked updating). */
  listGate: Promise<void> | null;
  /** The next PUT is refused with 409 and no `current`: no active admin would be left. */
  lastAdmin: boolean;
}

/** Replaces `globalThis.fetch` with the fake backend and signs `me` in; returns its state and the restore. */
export function installBackend(): { backend: FakeBackend; restore(): void } {
  const users = demoUsers();
  const me = users.find((u) => u.email === 'admin@diving.test');
  if (!me) throw new Error('no demo admin');
  const backend: FakeBackend = { users, me, calls: [], bodies: [], failNextList: false, listGate: null, lastAdmin: false };
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: me.id, email: me.email, role: 'admin', firstName: me.firstName, lastName: me.lastName, iat: exp - 3600, exp })}.c2ln`);
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    backend.calls.push(`${method} ${url.pathname}${url.search}`);
    const path = url.pathname.replace(/^\/api\/v1/, '').replace(/\/$/, '');
    const id = decodeURIComponent(path.split('/')[2] ?? '');
    if (method === 'GET' && path === '/users') {
      if (backend.listGate) await backend.listGate;
      if (backend.failNextList) {
        backend.failNextList = false;
        return fail(500, 'INTERNAL', 'The list is down');
      }
      const parsed = parseListParams(url.searchParams, LIST_SPECS.users);
      if (!('params' in parsed)) return fail(400, 'VALIDATION_FAILED', 'bad query');
      return json(200, { success: true, ...applyList(backend.users, parsed.params, LIST_SPECS.users) });
    }
    if (method === 'GET' && path.startsWith('/users/')) {
      const user = backend.users.find((u) => u.id === id);
      return user ? json(200, { success: true, data: user }) : fail(404, 'NOT_FOUND', 'The user was not found.');
    }
    if (method === 'POST' && path === '/uploads') return json(201, { success: true, data: { url: '/api/v1/uploads/doc-1.png' } });
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) as Record<string, unknown> : null;
    backend.bodies.push(body);
    if (method === 'PUT' && path.startsWith('/users/') && body) return update(backend, id, body);
    if (method === 'POST' && path === '/users' && body) return create(backend, body);
    return fail(404, 'NOT_FOUND', 'No such route.');
  }) as typeof fetch;
  return {
    backend,
    restore: () => {
      globalThis.fetch = original;
      localStorage.clear();
      sessionStorage.clear();
    },
  };
}

function update(backend: FakeBackend, id: string, body: Record<string, unknown>): Response {
  const at = backend.users.findIndex((u) => u.id === id);
  const user = backend.users[at];
  if (!user) return fail(404, 'NOT_FOUND', 'The user was not found.');
  if (id === backend.me.id && body.status === 'blocked') {
    return fail(403, 'FORBIDDEN', 'You cannot block yourself.');
  }
  if (body.expectedUpdatedAt !== undefined && body.expectedUpdatedAt !== user.updatedAt) {
    return fail(409, 'CONFLICT', 'Edited by Layla Haddad at 10:15 UTC', { current: user });
  }
  if (backend.lastAdmin) {
    backend.lastAdmin = false;
    return fail(409, 'CONFLICT', 'This change would leave no active administrator.');
  }
  if (typeof body.firstName === 'string' && body.firstName.length > 20) {
    return fail(400, 'VALIDATION_FAILED', 'Some fields are not valid.', { errors: [{ field: 'firstName', message: 'Must be at most 20 characters.' }] });
  }
  const { expectedUpdatedAt: _expected, ...changes } = body;
  const next = { ...user, ...changes, updatedAt: new Date(Date.parse(user.updatedAt) + 1000).toISOString() } as User;
  backend.users[at] = next;
  return json(200, { success: true, data: next });
}

function create(backend: FakeBackend, body: Record<string, unknown>): Response {
  if (backend.users.some((u) => u.email === body.email)) return fail(409, 'CONFLICT', 'This e-mail is already registered.');
  if (typeof body.phone === 'string' && body.phone.startsWith('0')) {
    return fail(400, 'VALIDATION_FAILED', 'Some fields are not valid.', { errors: [{ field: 'phone', message: 'Use the international format.' }] });
  }
  const cert = body.certification as { agency: string; level: string; number: string; documentUrl: string | null } | undefined;
  const at = NOW.toISOString();
  const user: User = {
    id: `new-${backend.users.length}`, email: String(body.email), firstName: String(body.firstName), lastName: String(body.lastName),
    phone: (body.phone as string | null) ?? null, country: null, role: body.role as User['role'], status: 'active', avatarUrl: null,
    createdAt: at, updatedAt: at, lastLoginAt: null,
    certification: cert ? { ...cert, status: 'pending', submittedAt: at, reviewedAt: null, reason: null, history: [] } : null,
  };
  backend.users.unshift(user);
  return json(201, { success: true, data: user });
}

const routes: RouteObject[] = [
  { path: paths.management.users, element: <UsersListPage /> },
  { path: paths.management.newUser, element: <UserCreatePage /> },
  { path: paths.management.userPattern, element: <UserDetailsPage /> },
  { path: paths.diveMaster.detailsPattern, element: <p>review page</p> },
];

/** Renders the users screens at `initial`, signed in as the demo admin. */
export function renderUsers(initial: string) {
  const history = createAppHistory('memory', initial);
  const client = createQueryClient();
  const view = render(
    <WithI18n>
      <AuthProvider>
        <QueryClientProvider client={client}>
          <RouterProvider history={history} routes={routes} access={{ status: 'signed-in', loginPath: '/login', homePath: '/' }} />
        </QueryClientProvider>
      </AuthProvider>
    </WithI18n>,
  );
  return { ...view, history, client };
}

/** Lets the fake backend's promises and the renders after them run. */
export async function settle(ms = 20): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

export const here = (h: { location: { pathname: string; search: string } }) => h.location.pathname + h.location.search;

