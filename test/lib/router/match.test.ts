import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { matchRoutes, redirectTarget, resolveRedirects, type RouteShape } from '../../../src/lib/router/match';
import { RouterError } from '../../../src/lib/router/errors';

interface R extends RouteShape {
  id: string;
}

const routes: R[] = [
  { id: 'login', path: '/login', children: [{ id: 'login-index', index: true }] },
  {
    id: 'shell',
    path: '/',
    children: [
      { id: 'root-index', index: true, redirect: '/dashboards' },
      { id: 'dashboards', path: 'dashboards', children: [{ id: 'dash-index', index: true, redirect: 'home' }, { id: 'home', path: 'home' }] },
      {
        id: 'trips',
        path: 'trips',
        children: [
          { id: 'trips-index', index: true, redirect: 'all' },
          { id: 'trips-status', path: ':status' },
          { id: 'trips-all', path: 'all' },
          { id: 'trip', path: 'details/:id' },
          { id: 'trips-rest', path: '*' },
        ],
      },
      { id: 'layout', children: [{ id: 'news', path: 'news' }] },
      { id: 'legacy', path: 'old', redirect: 'dashboards/home' },
      { id: 'docs', path: '/docs/*' },
    ],
  },
];

const ids = (pathname: string) => matchRoutes(routes, pathname)?.map((m) => m.route.id) ?? null;

describe('matchRoutes', () => {
  it('returns the chain from the outermost layout to the leaf', () => {
    assert.deepEqual(ids('/dashboards/home'), ['shell', 'dashboards', 'home']);
  });

  it('gives each level the part of the URL it matched', () => {
    const matches = matchRoutes(routes, '/trips/details/42');
    assert.deepEqual(matches?.map((m) => m.pathname), ['/', '/trips', '/trips/details/42']);
  });

  it('matches index routes at their parent path', () => {
    assert.deepEqual(ids('/'), ['shell', 'root-index']);
    assert.deepEqual(ids('/login'), ['login', 'login-index']);
    assert.deepEqual(ids('/trips'), ['shell', 'trips', 'trips-index']);
  });

  it('ranks a static segment above a param, whatever the table order', () => {
    assert.deepEqual(ids('/trips/all'), ['shell', 'trips', 'trips-all']);
    assert.deepEqual(ids('/trips/pending'), ['shell', 'trips', 'trips-status']);
  });

  it('ranks a param above a splat, and the splat takes the rest', () => {
    assert.deepEqual(ids('/trips/x'), ['shell', 'trips', 'trips-status']);
    const rest = matchRoutes(routes, '/trips/a/b/c');
    assert.equal(rest?.at(-1)?.route.id, 'trips-rest');
    assert.equal(rest?.at(-1)?.params['*'], 'a/b/c');
    assert.equal(rest?.at(-1)?.pathname, '/trips/a/b/c');
  });

  it('lets an absolute child path with a splat match its parent path too', () => {
    assert.equal(matchRoutes(routes, '/docs')?.at(-1)?.params['*'], '');
    assert.equal(matchRoutes(routes, '/docs/guide/intro')?.at(-1)?.params['*'], 'guide/intro');
  });

  it('decodes params and keeps malformed escapes as typed', () => {
    assert.equal(matchRoutes(routes, '/trips/details/a%20b%2Fc')?.at(-1)?.params.id, 'a b/c');
    assert.equal(matchRoutes(routes, '/trips/details/%E0%A4%A')?.at(-1)?.params.id, '%E0%A4%A');
  });

  it('gives every level the params of the whole match', () => {
    const matches = matchRoutes(routes, '/trips/details/7');
    assert.deepEqual(matches?.map((m) => m.params.id), ['7', '7', '7']);
  });

  it('tolerates trailing and doubled slashes and ignores the query and hash', () => {
    assert.deepEqual(ids('/dashboards/home/'), ['shell', 'dashboards', 'home']);
    assert.deepEqual(ids('//dashboards//home'), ['shell', 'dashboards', 'home']);
    assert.deepEqual(ids('/dashboards/home?x=1#top'), ['shell', 'dashboards', 'home']);
  });

  it('compares static segments case-insensitively', () => {
    assert.deepEqual(ids('/Dashboards/HOME'), ['shell', 'dashboards', 'home']);
  });

  it('puts pathless layouts in the chain without consuming a segment', () => {
    assert.deepEqual(ids('/news'), ['shell', 'layout', 'news']);
  });

  it('returns null when nothing matches', () => {
    assert.equal(ids('/nowhere'), null);
    assert.equal(ids('/dashboards/home/extra'), null);
    assert.equal(ids('/login/extra'), null);
  });

  it('returns null for an empty table', () => {
    assert.equal(matchRoutes([], '/'), null);
  });

  it('prefers an index route over its parent alone', () => {
    const table: R[] = [{ id: 'parent', path: '/p', children: [{ id: 'child', path: 'c' }, { id: 'index', index: true }] }];
    assert.deepEqual(matchRoutes(table, '/p')?.map((m) => m.route.id), ['parent', 'index']);
  });

  it('lets a parent with children match its own path when it has no index', () => {
    const table: R[] = [{ id: 'parent', path: '/p', children: [{ id: 'child', path: 'c' }] }];
    assert.deepEqual(matchRoutes(table, '/p')?.map((m) => m.route.id), ['parent']);
  });

  it('keeps the table order between equally ranked routes', () => {
    const table: R[] = [{ id: 'first', path: '/:a' }, { id: 'second', path: '/:b' }];
    assert.equal(matchRoutes(table, '/x')?.at(-1)?.route.id, 'first');
  });

  it('rejects a splat that does not end the path', () => {
    assert.throws(() => matchRoutes([{ id: 'bad', path: '/a/*/b' }], '/a'), RouterError);
  });

  it('rejects an absolute child path outside its parent', () => {
    const table: R[] = [{ id: 'p', path: '/p', children: [{ id: 'c', path: '/q/c' }] }];
    assert.throws(() => matchRoutes(table, '/p'), /not inside its parent "\/p"/);
  });

  it('rejects an index route with children and an unnamed param', () => {
    const indexWithChildren: R[] = [{ id: 'i', path: '/', children: [{ id: 'x', index: true, children: [{ id: 'y' }] }] }];
    assert.throws(() => matchRoutes(indexWithChildren, '/'), RouterError);
    assert.throws(() => matchRoutes([{ id: 'p', path: '/:' }], '/a'), /unnamed parameter/);
  });
});

describe('redirectTarget', () => {
  const target = (pathname: string) => {
    const matches = matchRoutes(routes, pathname);
    return matches && redirectTarget(matches);
  };

  it('resolves an index redirect relative to its parent', () => {
    assert.equal(target('/dashboards'), '/dashboards/home');
    assert.equal(target('/trips'), '/trips/all');
  });

  it('resolves a path route redirect relative to its parent', () => {
    assert.equal(target('/old'), '/dashboards/home');
  });

  it('keeps an absolute redirect as is', () => {
    assert.equal(target('/'), '/dashboards');
  });

  it('is null for a route that renders', () => {
    assert.equal(target('/dashboards/home'), null);
  });

  it('resolves a top-level redirect against the root', () => {
    const table: R[] = [{ id: 'a', path: '/a', redirect: 'b?tab=1' }];
    assert.equal(redirectTarget(matchRoutes(table, '/a') ?? []), '/b?tab=1');
  });
});

describe('resolveRedirects', () => {
  it('follows a chain of redirects to the route that renders', () => {
    const result = resolveRedirects(routes, '/');
    assert.equal(result.redirect, '/dashboards/home');
    assert.equal(result.matches?.at(-1)?.route.id, 'home');
  });

  it('returns no redirect for a route that renders or matches nothing', () => {
    assert.equal(resolveRedirects(routes, '/trips/all').redirect, null);
    assert.deepEqual(resolveRedirects(routes, '/nowhere'), { redirect: null, matches: null });
  });

  it('throws a RouterError naming the loop', () => {
    const table: R[] = [{ id: 'a', path: '/a', redirect: '/b' }, { id: 'b', path: '/b', redirect: '/a' }];
    assert.throws(() => resolveRedirects(table, '/a'), /redirect loop: \/a → \/b → \/a/);
  });
});
