import '../../helpers/dom';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { act, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { lazy } from '../../../src/lib/lazy';
import { Outlet, useLocation, useParams, useRouteError, useSearchParams, type RouteObject } from '../../../src/lib/router';
import { deferred, HISTORY_KINDS, here, renderRouter } from '../../helpers/render-router';

function Shell() {
  return (
    <div data-testid="shell">
      <p>Shell</p>
      <Outlet />
    </div>
  );
}

function Section() {
  return (
    <section data-testid="section">
      <h2>Section</h2>
      <Outlet />
    </section>
  );
}

function Trip() {
  const { id } = useParams<{ id: string }>();
  const [query] = useSearchParams();
  const { pathname } = useLocation();
  return <p>Trip {id} tab {query.get('tab')} at {pathname}</p>;
}

const routes: RouteObject[] = [
  { path: '/login', access: 'guest', element: <p>Login page</p> },
  { path: '/password', access: 'public', element: <p>Password page</p> },
  {
    path: '/',
    access: 'protected',
    component: Shell,
    children: [
      { index: true, redirect: '/dashboards' },
      {
        path: 'dashboards',
        component: Section,
        children: [{ index: true, redirect: 'home' }, { path: 'home', element: <p>Home page</p>, title: 'Home' }],
      },
      { path: 'home', element: <p>Landing</p> },
      {
        path: 'trips',
        children: [
          { index: true, redirect: 'all' },
          { path: 'all', element: <p>All trips</p> },
          { path: 'details/:id', component: Trip },
        ],
      },
      { path: 'open', access: 'public', element: <p>Open page</p> },
    ],
  },
];

for (const kind of HISTORY_KINDS) {
  describe(`RouterProvider over ${kind} history`, () => {
    it('renders nested layouts with each child in its parent outlet', () => {
      renderRouter(routes, { kind, initial: '/dashboards/home' });
      const page = screen.getByText('Home page');
      assert.ok(screen.getByTestId('section').contains(page));
      assert.ok(screen.getByTestId('shell').contains(screen.getByTestId('section')));
    });

    it('follows index redirects from / to /dashboards/home in one replace', () => {
      const { history } = renderRouter(routes, { kind, initial: '/' });
      assert.equal(here(history), '/dashboards/home');
      assert.equal(history.action, 'REPLACE');
      assert.ok(screen.getByText('Home page'));
    });

    it('gives the page its decoded params and the query', () => {
      renderRouter(routes, { kind, initial: '/trips/details/a%20b?tab=docs' });
      assert.ok(screen.getByText('Trip a b tab docs at /trips/details/a%20b'));
    });

    it('renders the not-found element for an unknown path', () => {
      renderRouter(routes, { kind, initial: '/nowhere', status: 'signed-out' });
      assert.ok(screen.getByText('Not found'));
      assert.equal(screen.queryByText('Shell'), null);
    });

    it('sends a signed-out visitor to login keeping path and query, and back after sign-in', () => {
      const { history, setStatus } = renderRouter(routes, { kind, initial: '/trips/all?page=2&q=a%20b', status: 'signed-out' });
      assert.equal(here(history), '/login?redirect=%2Ftrips%2Fall%3Fpage%3D2%26q%3Da%2520b');
      assert.ok(screen.getByText('Login page'));
      setStatus('signed-in');
      assert.equal(here(history), '/trips/all?page=2&q=a%20b');
      assert.ok(screen.getByText('All trips'));
    });

    it('shows the fallback, never protected content, while the status is unknown', () => {
      const { history, setStatus } = renderRouter(routes, { kind, initial: '/dashboards/home', status: 'unknown' });
      assert.ok(screen.getByText('Loading…'));
      assert.equal(screen.queryByText('Shell'), null);
      assert.equal(screen.queryByText('Home page'), null);
      assert.equal(here(history), '/dashboards/home');
      setStatus('signed-in');
      assert.ok(screen.getByText('Home page'));
    });

    it('shows the fallback on a guest route while the status is unknown', () => {
      renderRouter(routes, { kind, initial: '/login', status: 'unknown' });
      assert.ok(screen.getByText('Loading…'));
      assert.equal(screen.queryByText('Login page'), null);
    });

    it('renders public routes whatever the status', () => {
      for (const status of ['unknown', 'signed-out', 'signed-in'] as const) {
        const { unmount } = renderRouter(routes, { kind, initial: '/password', status });
        assert.ok(screen.getByText('Password page'), status);
        unmount();
      }
    });

    it('lets a child open a protected parent to the public', () => {
      renderRouter(routes, { kind, initial: '/open', status: 'signed-out' });
      assert.ok(screen.getByText('Open page'));
      assert.ok(screen.getByText('Shell'));
    });

    it('sends a signed-in visitor of the login page home', () => {
      const { history } = renderRouter(routes, { kind, initial: '/login', status: 'signed-in' });
      assert.equal(here(history), '/home');
      assert.ok(screen.getByText('Landing'));
    });

    it('never follows a redirect parameter off the site', () => {
      const { history } = renderRouter(routes, { kind, initial: '/login?redirect=%2F%2Fevil.com', status: 'signed-in' });
      assert.equal(here(history), '/home');
    });

    it('keeps where the user was when access flips to signed-out mid-session', () => {
      const { history, setStatus } = renderRouter(routes, { kind, initial: '/trips/details/7?tab=x' });
      assert.ok(screen.getByText(/^Trip 7/));
      setStatus('signed-out');
      assert.equal(here(history), '/login?redirect=%2Ftrips%2Fdetails%2F7%3Ftab%3Dx');
      assert.equal(screen.queryByText(/^Trip/), null);
      assert.ok(screen.getByText('Login page'));
    });

    it('resets the scroll after a push or replace to a new path, not after a pop or a query change', (t) => {
      const scrollTo = t.mock.method(window, 'scrollTo', () => {});
      const { history, navigate } = renderRouter(routes, { kind, initial: '/trips/all' });
      assert.equal(scrollTo.mock.callCount(), 0);
      navigate('/dashboards/home');
      assert.equal(scrollTo.mock.callCount(), 1);
      assert.deepEqual(scrollTo.mock.calls[0]?.arguments, [0, 0]);
      navigate('/dashboards/home?sort=name');
      assert.equal(scrollTo.mock.callCount(), 1);
      act(() => history.replace('/trips'));
      assert.equal(scrollTo.mock.callCount(), 2);
      act(() => history.back());
      assert.equal(here(history), '/dashboards/home');
      assert.equal(scrollTo.mock.callCount(), 2);
    });

    it('sets the document title from the innermost route title, once the screen has painted', async () => {
      document.title = 'Diving';
      renderRouter(routes, { kind, initial: '/dashboards/home', formatTitle: (title) => `${title} · Diving` });
      assert.equal(document.title, 'Diving', 'a title write waits for the first paint (lib/after-paint)');
      await waitFor(() => assert.equal(document.title, 'Home · Diving'));
    });
  });
}

function LocationProbe() {
  return <p>Shown location {useLocation().pathname}</p>;
}

function ErrorView() {
  const error = useRouteError();
  return <p role="alert">Failed: {error instanceof Error ? error.message : String(error)}</p>;
}

describe('RouterProvider with lazy route modules', () => {
  function setup() {
    const module = deferred<{ default: ComponentType }>();
    const Slow = lazy(() => module.promise);
    const table: RouteObject[] = [
      {
        path: '/',
        element: (
          <>
            <LocationProbe />
            <Outlet />
          </>
        ),
        children: [
          { path: 'fast', element: <p>Fast page</p> },
          { path: 'slow', component: Slow },
        ],
      },
    ];
    const loading: boolean[] = [];
    const rendered = renderRouter(table, {
      initial: '/fast',
      errorElement: <ErrorView />,
      onLoadingChange: (value) => loading.push(value),
    });
    return { ...rendered, module, loading, Slow };
  }

  it('keeps the old screen and location while the module loads, then shows the new one', async () => {
    const { navigate, module, loading, history } = setup();
    navigate('/slow');
    assert.equal(here(history), '/slow');
    assert.ok(screen.getByText('Fast page'));
    assert.ok(screen.getByText('Shown location /fast'));
    assert.deepEqual(loading, [true]);
    await act(async () => module.resolve({ default: () => <p>Slow page</p> }));
    assert.ok(screen.getByText('Slow page'));
    assert.ok(screen.getByText('Shown location /slow'));
    assert.equal(screen.queryByText('Fast page'), null);
    assert.deepEqual(loading, [true, false]);
  });

  it('drops a module that finishes after the user went elsewhere', async () => {
    const { navigate, module, loading } = setup();
    navigate('/slow');
    navigate('/fast');
    assert.deepEqual(loading, [true, false]);
    await act(async () => module.resolve({ default: () => <p>Slow page</p> }));
    assert.ok(screen.getByText('Fast page'));
    assert.equal(screen.queryByText('Slow page'), null);
  });

  it('shows a failed import in the error element, and retries on the next visit', async (t) => {
    t.mock.method(console, 'error', () => {});
    let attempts = 0;
    const Flaky = lazy(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk missing');
      return { default: () => <p>Flaky page</p> };
    });
    const loading: boolean[] = [];
    const { navigate } = renderRouter(
      [{ path: '/a', element: <p>Page A</p> }, { path: '/flaky', component: Flaky }],
      { initial: '/a', errorElement: <ErrorView />, onLoadingChange: (value) => loading.push(value) },
    );
    navigate('/flaky');
    assert.equal((await screen.findByRole('alert')).textContent, 'Failed: chunk missing');
    // The end of loading is reported from an effect, which may run just after the alert commits.
    await waitFor(() => assert.deepEqual(loading, [true, false]));
    navigate('/a');
    assert.ok(screen.getByText('Page A'));
    navigate('/flaky');
    assert.ok(await screen.findByText('Flaky page'));
    assert.equal(attempts, 2);
  });

  it('shows the fallback while the first screen loads', async () => {
    const module = deferred<{ default: ComponentType }>();
    const First = lazy(() => module.promise);
    renderRouter([{ path: '/', component: First }]);
    assert.ok(screen.getByText('Loading…'));
    await act(async () => module.resolve({ default: () => <p>First page</p> }));
    assert.ok(screen.getByText('First page'));
  });

  it('loads the modules of a guarded route while the status is still unknown', async () => {
    let loads = 0;
    const Page = lazy(async () => {
      loads += 1;
      return { default: () => <p>Guarded page</p> };
    });
    const { setStatus } = renderRouter([{ path: '/', access: 'protected', component: Page }], { status: 'unknown' });
    await act(async () => {});
    assert.equal(loads, 1);
    assert.ok(screen.getByText('Loading…'));
    setStatus('signed-in');
    assert.ok(screen.getByText('Guarded page'));
  });

  it('does not keep a protected screen on show after a sign-out while login loads', async () => {
    const module = deferred<{ default: ComponentType }>();
    const Login = lazy(() => module.promise);
    const { setStatus } = renderRouter(
      [{ path: '/login', access: 'guest', component: Login }, { path: '/secret', access: 'protected', element: <p>Secret</p> }],
      { initial: '/secret' },
    );
    assert.ok(screen.getByText('Secret'));
    setStatus('signed-out');
    assert.equal(screen.queryByText('Secret'), null);
    assert.ok(screen.getByText('Loading…'));
    await act(async () => module.resolve({ default: () => <p>Login form</p> }));
    assert.ok(screen.getByText('Login form'));
  });

  it('behaves the same under StrictMode', async () => {
    const module = deferred<{ default: ComponentType }>();
    const Slow = lazy(() => module.promise);
    const loading: boolean[] = [];
    const { history, navigate } = renderRouter(
      [
        { path: '/', children: [{ index: true, redirect: 'home' }, { path: 'home', element: <p>Home</p> }, { path: 'slow', component: Slow }] },
      ],
      { strict: true, onLoadingChange: (value) => loading.push(value) },
    );
    assert.equal(here(history), '/home');
    assert.ok(screen.getByText('Home'));
    navigate('/slow');
    assert.ok(screen.getByText('Home'));
    await act(async () => module.resolve({ default: () => <p>Slow page</p> }));
    assert.ok(screen.getByText('Slow page'));
    assert.deepEqual(loading, [true, false]);
  });
});
