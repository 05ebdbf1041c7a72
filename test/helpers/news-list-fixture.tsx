// The news list over a fake backend that answers like the reference server (paged through the
// contract's applyList), inside the router, the cache, i18n and a signed-in admin's session; the
// editor's routes are stand-ins that name where the list sent the admin.
import { LIST_SPECS, type News } from '../../src/contract';
import type { RouteObject } from '../../src/lib/router';
import { paths } from '../../src/paths';
import NewsListPage from '../../src/features/news/pages/news-list';
import { ADMIN, demoData, fail, installFetch, json, listAnswer, renderScreens, signIn } from './fake-backend';

export interface NewsBackend {
  news: News[];
  calls: string[];
  /** The next list request fails with a 500. */
  failNextList: boolean;
}

/** Replaces `globalThis.fetch` with the fake backend holding the demo's 12 articles; signs an admin in. */
export function installNewsBackend(): { backend: NewsBackend; restore(): void } {
  const backend: NewsBackend = { news: demoData().news, calls: [], failNextList: false };
  signIn(ADMIN);
  const restore = installFetch(({ method, url, path }) => {
    if (method === 'GET' && path === '/news') return listAnswer(backend, backend.news, url, LIST_SPECS.news, 'The news are down');
    if (method === 'GET' && path === '/users/u-admin') return json(200, { success: true, data: ADMIN });
    return fail(404, 'NOT_FOUND', 'No such route.');
  }, backend.calls);
  return { backend, restore };
}

const routes: RouteObject[] = [
  { path: paths.news.all, element: <NewsListPage /> },
  { path: paths.news.create, element: <p>the new article editor</p> },
  { path: paths.news.detailsPattern, element: <p>the article editor</p> },
];

/** Renders the news list at `initial`, signed in as an admin. */
export const renderNewsList = (initial: string) => renderScreens(routes, initial);
