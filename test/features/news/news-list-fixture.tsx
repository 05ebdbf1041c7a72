// The news list over a fake backend that answers like the reference server (paged through the
// contract's applyList), inside the router, the cache, i18n and a signed-in admin's session; the
// editor's routes are stand-ins that name where the list sent the admin.
import { render } from '@testing-library/react';
import { LIST_SPECS, applyList, parseListParams, type News } from '../../../src/contract';
import { AUTH_TOKEN_STORAGE_KEY, AuthProvider } from '../../../src/lib/auth';
import { QueryClientProvider, createQueryClient } from '../../../src/lib/query';
import { RouterProvider, createAppHistory, type RouteObject } from '../../../src/lib/router';
import { paths } from '../../../src/paths';
import NewsListPage from '../../../src/features/news/pages/news-list';
import { generateDemoData } from '../../../server/demo/index.ts';
import { WithI18n } from '../../ui/render';

const NOW = new Date('2026-11-25T09:00:00Z');
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface NewsBackend {
  news: News[];
  calls: string[];
  /** The next list request fails with a 500. */
  failNextList: boolean;
}

/** Replaces `globalThis.fetch` with the fake backend holding the demo's 12 articles; signs an admin in. */
export function installNewsBackend(): { backend: NewsBackend; restore(): void } {
  const { news } = generateDemoData({ size: 'normal', adminEmail: 'admin@diving.test', adminPassword: 'x'.repeat(12), now: NOW });
  const backend: NewsBackend = { news, calls: [], failNextList: false };
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'u-admin', email: 'admin@diving.test', role: 'admin', firstName: 'Ana', lastName: 'Ruiz', iat: exp - 3600, exp })}.c2ln`);
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    backend.calls.push(`${method} ${url.pathname}${url.search}`);
    const path = url.pathname.replace(/^\/api\/v1/, '').replace(/\/$/, '');
    if (method === 'GET' && path === '/news') {
      if (backend.failNextList) {
        backend.failNextList = false;
        return json(500, { success: false, code: 'INTERNAL', message: 'The news are down' });
      }
      const parsed = parseListParams(url.searchParams, LIST_SPECS.news);
      if (!('params' in parsed)) return json(400, { success: false, code: 'VALIDATION_FAILED', message: 'bad query' });
      return json(200, { success: true, ...applyList(backend.news, parsed.params, LIST_SPECS.news) });
    }
    if (method === 'GET' && path === '/users/u-admin') {
      const at = NOW.toISOString();
      return json(200, { success: true, data: { id: 'u-admin', email: 'admin@diving.test', firstName: 'Ana', lastName: 'Ruiz', phone: null, country: null,
        role: 'admin', status: 'active', avatarUrl: null, createdAt: at, updatedAt: at, lastLoginAt: null, certification: null } });
    }
    return json(404, { success: false, code: 'NOT_FOUND', message: 'No such route.' });
  }) as typeof fetch;
  return {
    backend,
    restore: () => {
      globalThis.fetch = original;
      localStorage.clear();
    },
  };
}

const routes: RouteObject[] = [
  { path: paths.news.all, element: <NewsListPage /> },
  { path: paths.news.create, element: <p>the new article editor</p> },
  { path: paths.news.editPattern, element: <p>the article editor</p> },
];

/** Renders the news list at `initial`, signed in as an admin. */
export function renderNewsList(initial: string) {
  const history = createAppHistory('memory', initial);
  const view = render(
    <WithI18n>
      <AuthProvider>
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider history={history} routes={routes} access={{ status: 'signed-in', loginPath: '/login', homePath: '/' }} />
        </QueryClientProvider>
      </AuthProvider>
    </WithI18n>,
  );
  return { ...view, history };
}
