// Walks every screen declaration (src/app/screens.tsx): its label and title exist in all four
// languages, its path resolves to a route of the table, and that route renders its page (the lazy
// module loads, no error screen) with the declared document title.
import '../helpers/dom.ts';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { cleanup, render, waitFor } from '@testing-library/react';
import { SCREENS } from '../../src/app/screens.tsx';
import { routes } from '../../src/app/routes.tsx';
import { createAppHistory, matchRoutes, RouterProvider, type RouteObject } from '../../src/lib/router/index.ts';
import { AuthProvider } from '../../src/lib/auth/index.ts';
import { I18nProvider, createI18n, type Messages } from '../../src/lib/i18n/index.ts';

const LANGUAGES = ['en', 'es', 'ar', 'zh-cn'] as const;
const tables = Object.fromEntries(LANGUAGES.map((l) => [l, JSON.parse(readFileSync(new URL(`../../locales/${l}.json`, import.meta.url), 'utf8'))])) as Record<string, Messages>;
const lookup = (table: Messages, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), table);

/** A concrete URL of a pattern: every `:param` filled. */
const sample = (pattern: string) => pattern.replace(/:\w+/g, 'sample-id');

const realFetch = globalThis.fetch;
before(() => {
  // Pages ask the API for their data; here they wait for it forever and show their loading state.
  globalThis.fetch = () => new Promise<Response>(() => {});
});
after(() => {
  globalThis.fetch = realFetch;
});

test('every screen has its label and title in all four languages', () => {
  for (const screen of SCREENS) {
    for (const lang of LANGUAGES) {
      const table = tables[lang] as Messages;
      assert.equal(typeof lookup(table, screen.label), 'string', `${lang}: ${screen.label} (${screen.path})`);
      assert.equal(typeof lookup(table, screen.title), 'string', `${lang}: ${screen.title} (${screen.path})`);
    }
  }
});

test('paths are declared once', () => {
  const seen = SCREENS.map((s) => s.path);
  assert.deepEqual(seen.filter((p, i) => seen.indexOf(p) !== i), []);
});

for (const screen of SCREENS) {
  test(`${screen.path} resolves to a route that renders, titled "${screen.title}"`, async () => {
    const url = sample(screen.path);
    const leaf = matchRoutes(routes, url)?.at(-1)?.route as RouteObject | undefined;
    assert.ok(leaf, `no route for ${url}`);
    assert.equal(leaf.title, screen.title);
    assert.ok(leaf.component, 'the route renders a page');

    const i18n = createI18n({ loaders: {}, resources: { en: tables.en as Messages }, storage: null, navigatorLanguages: ['en'] });
    const history = createAppHistory('memory', url);
    const status = (screen.frame ?? 'shell') === 'shell' ? 'signed-in' : 'signed-out';
    try {
      const view = render(
        <I18nProvider i18n={i18n}>
          <AuthProvider>
            <RouterProvider
              history={history}
              routes={routes}
              access={{ status, loginPath: '/login', homePath: '/dashboards/home' }}
              errorElement={<p>route error</p>}
              notFound={<p>not found</p>}
              formatTitle={(key) => `${i18n.t(key)} · Diving`}
            />
          </AuthProvider>
        </I18nProvider>,
      );
      await waitFor(() => assert.equal(document.title, `${i18n.t(screen.title)} · Diving`));
      assert.equal(history.location.pathname, url, 'no redirect away from the screen');
      assert.equal(view.queryByText('route error'), null);
      assert.equal(view.queryByText('not found'), null);
      assert.ok(view.container.textContent?.trim(), 'something is drawn');
    } finally {
      cleanup();
    }
  });
}
