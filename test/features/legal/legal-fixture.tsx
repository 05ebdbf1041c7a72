// The legal screens over a fake backend that answers like the reference server: the site contact
// (404 until the first PUT creates it, field errors named `socials.x`) and guarded legal PUTs (409
// with `current`), inside the router, the cache, i18n and a signed-in admin's session.
import { act, render } from '@testing-library/react';
import type { LegalDocument, SiteContact } from '../../../src/contract';
import { AUTH_TOKEN_STORAGE_KEY, AuthProvider } from '../../../src/lib/auth';
import { QueryClientProvider, createQueryClient } from '../../../src/lib/query';
import { RouterProvider, createAppHistory, type RouteObject } from '../../../src/lib/router';
import { paths } from '../../../src/paths';
import ContactUsPage from '../../../src/features/legal/pages/contact-us';
import AboutLegalPage from '../../../src/features/legal/pages/about-us';
import { WithI18n } from '../../ui/render';

const ME = { id: 'u_admin', email: 'admin@diving.test', firstName: 'Marina', lastName: 'Costa' };

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fail = (status: number, code: string, message: string, extra: object = {}) => json(status, { success: false, code, message, ...extra });

export interface LegalBackend {
  contact: SiteContact | null;
  about: LegalDocument;
  /** Bodies of every write, in order. */
  writes: Record<string, unknown>[];
  /** The server refuses this X link with its own field error. */
  refusedX: string | null;
}

export function installLegalBackend(): { backend: LegalBackend; restore(): void } {
  const backend: LegalBackend = {
    contact: null,
    about: { id: 'l_about', type: 'about', title: 'About us', content: '# About\n\nWe dive.', version: 4, updatedAt: '2026-11-20T10:00:00.000Z', updatedBy: { id: 'u_2', name: 'Kenji Watanabe' } },
    writes: [],
    refusedX: null,
  };
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: ME.id, email: ME.email, role: 'admin', firstName: ME.firstName, lastName: ME.lastName, iat: exp - 3600, exp })}.c2ln`);
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api\/v1/, '').replace(/\/$/, '');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    if (body) backend.writes.push(body);
    if (path === '/site-contact' && method === 'GET') {
      return backend.contact ? json(200, { success: true, data: backend.contact }) : fail(404, 'NOT_FOUND', 'The site contact was not found.');
    }
    if (path === '/site-contact' && method === 'PUT' && body) {
      const socials = body.socials as SiteContact['socials'];
      if (backend.refusedX !== null && socials.x === backend.refusedX) {
        return fail(400, 'VALIDATION_FAILED', 'Some fields are not valid.', { errors: [{ field: 'socials.x', message: 'That profile does not exist.' }] });
      }
      const { expectedUpdatedAt: _expected, ...fields } = body;
      backend.contact = { ...(fields as Omit<SiteContact, 'id' | 'updatedAt'>), id: 's_1', updatedAt: '2026-11-25T09:00:00.000Z' };
      return json(200, { success: true, data: backend.contact });
    }
    if (path === '/legal/about' && method === 'GET') return json(200, { success: true, data: backend.about });
    if (path === '/legal/l_about' && method === 'PUT' && body) {
      const current = backend.about;
      if (body.expectedVersion !== current.version || body.expectedUpdatedAt !== current.updatedAt) {
        return fail(409, 'CONFLICT', `Version ${current.version} saved by ${current.updatedBy?.name ?? '?'} at 10:15 UTC`, { current });
      }
      backend.about = {
        ...current, title: String(body.title), content: String(body.content), version: current.version + 1,
        updatedAt: new Date(Date.parse(current.updatedAt) + 60_000).toISOString(), updatedBy: { id: ME.id, name: 'Marina Costa' },
      };
      return json(200, { success: true, data: backend.about });
    }
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

const routes: RouteObject[] = [
  { path: paths.legal.contact, element: <ContactUsPage /> },
  { path: paths.legal.about, element: <AboutLegalPage /> },
];

/** Renders the legal screens at `initial`, signed in as the demo admin. */
export function renderLegal(initial: string) {
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

/** Retries `check` until it passes or `timeoutMs` runs out, letting React and the fake backend run. */
export async function until<T>(check: () => T, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > end) throw error;
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 15));
      });
    }
  }
}
