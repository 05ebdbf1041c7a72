// The contact screens over a fake backend that answers like the reference server (paged lists
// through the contract's applyList, guarded status changes with 409s naming who changed what),
// inside the router, the cache, i18n and a signed-in admin's session.
import { act, render } from '@testing-library/react';
import { LIST_SPECS, applyList, parseListParams, type ContactMessage } from '../../../src/contract';
import { AUTH_TOKEN_STORAGE_KEY, AuthProvider } from '../../../src/lib/auth';
import { QueryClientProvider, createQueryClient } from '../../../src/lib/query';
import { RouterProvider, createAppHistory, type RouteObject } from '../../../src/lib/router';
import { paths } from '../../../src/paths';
import MessagesListPage from '../../../src/features/contact/pages/messages-list';
import MessageDetailsPage from '../../../src/features/contact/pages/message-details';
import { generateDemoData } from '../../../server/demo/index.ts';
import { WithI18n } from '../../ui/render';

export const NOW = new Date('2026-11-25T09:00:00Z');

/** The demo's 40 contact messages. */
export function demoMessages(): ContactMessage[] {
  return generateDemoData({ size: 'normal', adminEmail: 'admin@diving.test', adminPassword: 'x'.repeat(12), now: NOW }).contact;
}

/** The signed-in admin, as the session reads it. */
const ADMIN = {
  id: 'u-admin', email: 'admin@diving.test', firstName: 'Ana', lastName: 'Ruiz', phone: null, country: null, role: 'admin',
  status: 'active', avatarUrl: null, createdAt: NOW.toISOString(), updatedAt: NOW.toISOString(), lastLoginAt: null, certification: null,
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fail = (status: number, code: string, message: string, extra: object = {}) => json(status, { success: false, code, message, ...extra });

export interface FakeBackend {
  messages: ContactMessage[];
  /** Every request as `METHOD /path?query`, and the JSON bodies of writes. */
  calls: string[];
  bodies: unknown[];
  /** The next list request fails with a 500. */
  failNextList: boolean;
  /** The next PUT finds the message changed by someone else first: it becomes `archived` and the PUT is a 409. */
  raceNextPut: boolean;
  /** The next PUT fails with a 500. */
  failNextPut: boolean;
}

/** Replaces `globalThis.fetch` with the fake backend and signs an admin in; returns its state and the restore. */
export function installBackend(): { backend: FakeBackend; restore(): void } {
  const backend: FakeBackend = { messages: demoMessages(), calls: [], bodies: [], failNextList: false, raceNextPut: false, failNextPut: false };
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'u-admin', email: 'admin@diving.test', role: 'admin', firstName: 'Ana', lastName: 'Ruiz', iat: exp - 3600, exp })}.c2ln`);
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    backend.calls.push(`${method} ${url.pathname}${url.search}`);
    const path = url.pathname.replace(/^\/api\/v1/, '').replace(/\/$/, '');
    const id = decodeURIComponent(path.split('/')[2] ?? '');
    if (method === 'GET' && path === '/contact') {
      if (backend.failNextList) {
        backend.failNextList = false;
        return fail(500, 'INTERNAL', 'The list is down');
      }
      const parsed = parseListParams(url.searchParams, LIST_SPECS.contact);
      if (!('params' in parsed)) return fail(400, 'VALIDATION_FAILED', 'bad query');
      return json(200, { success: true, ...applyList(backend.messages, parsed.params, LIST_SPECS.contact) });
    }
    if (method === 'GET' && path.startsWith('/contact/')) {
      const message = backend.messages.find((m) => m.id === id);
      return message ? json(200, { success: true, data: message }) : fail(404, 'NOT_FOUND', 'The message was not found.');
    }
    if (method === 'GET' && path === '/users/u-admin') return json(200, { success: true, data: ADMIN });
    const body = init?.body === undefined ? null : JSON.parse(String(init.body)) as Record<string, unknown>;
    backend.bodies.push(body);
    if (method === 'PUT' && path.startsWith('/contact/') && body) return update(backend, id, body);
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
  const at = backend.messages.findIndex((m) => m.id === id);
  const message = backend.messages[at];
  if (!message) return fail(404, 'NOT_FOUND', 'The message was not found.');
  if (backend.failNextPut) {
    backend.failNextPut = false;
    return fail(500, 'INTERNAL', 'The store is down');
  }
  const bump = (m: ContactMessage, status: ContactMessage['status']): ContactMessage =>
    ({ ...m, status, updatedAt: new Date(Date.parse(m.updatedAt) + 1000).toISOString() });
  if (backend.raceNextPut) {
    backend.raceNextPut = false;
    backend.messages[at] = bump(message, 'archived');
  }
  const current = backend.messages[at] ?? message;
  if (body.expectedUpdatedAt !== undefined && body.expectedUpdatedAt !== current.updatedAt) {
    return fail(409, 'CONFLICT', 'Archived by Layla Haddad at 10:15 UTC', { current });
  }
  const next = bump(current, body.status as ContactMessage['status']);
  backend.messages[at] = next;
  return json(200, { success: true, data: next });
}

const routes: RouteObject[] = [
  { path: paths.contact.all, element: <MessagesListPage /> },
  { path: paths.contact.messagePattern, element: <MessageDetailsPage /> },
];

/** Renders the contact screens at `initial`, signed in as an admin. */
export function renderContact(initial: string) {
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
