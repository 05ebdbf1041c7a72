import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  accessOf,
  afterSignInPath,
  decideAccess,
  loginRedirectPath,
  resolveLocation,
  type AccessState,
  type AccessStatus,
  type RouteAccess,
} from '../../../src/lib/router/access';
import type { RouteShape } from '../../../src/lib/router/match';

const at = (status: AccessStatus): AccessState => ({ status, loginPath: '/login', homePath: '/dashboards/home' });
const here = { pathname: '/trips/all', search: '?page=2&q=a b' };

describe('accessOf', () => {
  it('takes the innermost access and defaults to public', () => {
    assert.equal(accessOf([]), 'public');
    assert.equal(accessOf([{ route: {} }, { route: {} }]), 'public');
    assert.equal(accessOf([{ route: { access: 'protected' } }, { route: {} }]), 'protected');
    assert.equal(accessOf([{ route: { access: 'protected' } }, { route: { access: 'public' } }]), 'public');
  });
});

describe('decideAccess', () => {
  it('allows public routes whatever the status', () => {
    for (const status of ['unknown', 'signed-in', 'signed-out'] as const) {
      assert.deepEqual(decideAccess('public', at(status), here), { kind: 'allow' });
    }
  });

  it('waits on guarded routes while the status is unknown', () => {
    assert.deepEqual(decideAccess('protected', at('unknown'), here), { kind: 'wait' });
    assert.deepEqual(decideAccess('guest', at('unknown'), here), { kind: 'wait' });
  });

  it('sends a signed-out visitor of a protected route to login with the encoded path and query', () => {
    assert.deepEqual(decideAccess('protected', at('signed-out'), here), {
      kind: 'redirect',
      to: '/login?redirect=%2Ftrips%2Fall%3Fpage%3D2%26q%3Da%20b',
    });
  });

  it('allows protected routes when signed in and guest routes when signed out', () => {
    assert.deepEqual(decideAccess('protected', at('signed-in'), here), { kind: 'allow' });
    assert.deepEqual(decideAccess('guest', at('signed-out'), here), { kind: 'allow' });
  });

  it('sends a signed-in visitor of a guest route to the safe redirect, else home', () => {
    const login = (search: string) => decideAccess('guest', at('signed-in'), { pathname: '/login', search });
    assert.deepEqual(login('?redirect=%2Ftrips%2Fall%3Fpage%3D2'), { kind: 'redirect', to: '/trips/all?page=2' });
    assert.deepEqual(login(''), { kind: 'redirect', to: '/dashboards/home' });
    assert.deepEqual(login('?redirect=%2F%2Fevil.com'), { kind: 'redirect', to: '/dashboards/home' });
    assert.deepEqual(login('?redirect=https%3A%2F%2Fevil.com'), { kind: 'redirect', to: '/dashboards/home' });
  });

  it('round-trips a location through login and back', () => {
    const decision = decideAccess('protected', at('signed-out'), here);
    assert.equal(decision.kind, 'redirect');
    const to = decision.kind === 'redirect' ? decision.to : '';
    const search = to.slice(to.indexOf('?'));
    assert.equal(afterSignInPath(search, '/home'), '/trips/all?page=2&q=a b');
  });
});

describe('loginRedirectPath', () => {
  it('appends to a login path that already has a query', () => {
    assert.equal(loginRedirectPath('/login?x=1', { pathname: '/a', search: '' }), '/login?x=1&redirect=%2Fa');
  });
});

describe('resolveLocation', () => {
  interface R extends RouteShape {
    access?: RouteAccess;
  }
  const routes: R[] = [
    { path: '/login', access: 'guest' },
    { path: '/password', access: 'public' },
    { path: '/', access: 'protected', children: [{ index: true, redirect: 'home' }, { path: 'home' }] },
  ];
  const resolve = (pathname: string, status: AccessStatus, search = '') =>
    resolveLocation(routes, { pathname, search }, at(status));

  it('follows redirect routes before asking the guard', () => {
    assert.deepEqual(resolve('/', 'signed-out'), { kind: 'redirect', to: '/home' });
    assert.deepEqual(resolve('/', 'unknown'), { kind: 'redirect', to: '/home' });
  });

  it('redirects by the guard, waits, or renders the chain', () => {
    assert.deepEqual(resolve('/home', 'signed-out', '?a=1'), { kind: 'redirect', to: '/login?redirect=%2Fhome%3Fa%3D1' });
    assert.equal(resolve('/home', 'unknown').kind, 'wait');
    const rendered = resolve('/home', 'signed-in');
    assert.equal(rendered.kind, 'render');
    assert.equal(rendered.kind === 'render' ? rendered.matches.length : 0, 2);
  });

  it('renders no matches (the 404) for an unknown path whatever the status', () => {
    assert.deepEqual(resolve('/nowhere', 'unknown'), { kind: 'render', matches: [] });
  });
});
