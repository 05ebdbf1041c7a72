import '../../helpers/dom';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { screen } from '@testing-library/react';
import { isRouteErrorLike, Outlet, RouteError, useRouteError, type RouteObject } from '../../../src/lib/router';
import { renderRouter } from '../../helpers/render-router';

function ErrorView({ label = 'App error' }: { label?: string }) {
  const error = useRouteError();
  const status = isRouteErrorLike(error) ? error.status : 'none';
  return <p role="alert">{label}: {status} {error instanceof Error ? error.message : String(error)}</p>;
}

function Thrower({ error }: { error: unknown }): never {
  throw error;
}

const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <div data-testid="layout">
        <p>Layout</p>
        <Outlet />
      </div>
    ),
    children: [
      { path: 'ok', element: <p>Fine page</p> },
      { path: 'crash', element: <Thrower error={new Error('render failed')} /> },
      { path: 'missing', element: <Thrower error={new RouteError(404, 'No such trip')} /> },
      { path: 'http', element: <Thrower error={Object.assign(new Error('Too many'), { status: 429 })} /> },
      { path: 'local', element: <Thrower error={new Error('local failure')} />, errorElement: <ErrorView label="Route error" /> },
    ],
  },
];

describe('route error boundaries', () => {
  it('turns a render error into the provider error element', (t) => {
    t.mock.method(console, 'error', () => {});
    renderRouter(routes, { initial: '/crash', errorElement: <ErrorView /> });
    assert.equal(screen.getByRole('alert').textContent, 'App error: none render failed');
    assert.equal(screen.queryByText('Layout'), null);
  });

  it('gives the error element the status of a RouteError or an HTTP error', (t) => {
    t.mock.method(console, 'error', () => {});
    const { navigate } = renderRouter(routes, { initial: '/missing', errorElement: <ErrorView /> });
    assert.equal(screen.getByRole('alert').textContent, 'App error: 404 No such trip');
    navigate('/http');
    assert.equal(screen.getByRole('alert').textContent, 'App error: 429 Too many');
  });

  it('prefers the route error element, shown inside the parent layout', (t) => {
    t.mock.method(console, 'error', () => {});
    renderRouter(routes, { initial: '/local', errorElement: <ErrorView /> });
    const alert = screen.getByRole('alert');
    assert.equal(alert.textContent, 'Route error: none local failure');
    assert.ok(screen.getByTestId('layout').contains(alert));
  });

  it('clears the error when the location changes', (t) => {
    t.mock.method(console, 'error', () => {});
    const { navigate } = renderRouter(routes, { initial: '/crash', errorElement: <ErrorView /> });
    assert.ok(screen.getByRole('alert'));
    navigate('/ok');
    assert.equal(screen.queryByRole('alert'), null);
    assert.ok(screen.getByText('Fine page'));
  });

  it('returns undefined from useRouteError outside an error element', () => {
    function Probe() {
      return <p>error is {String(useRouteError())}</p>;
    }
    renderRouter([{ path: '/', element: <Probe /> }]);
    assert.ok(screen.getByText('error is undefined'));
  });
});

describe('RouteError', () => {
  it('carries status, status text and data, with the status text as message', () => {
    const error = new RouteError(403, 'Admins only', { need: 'admin' });
    assert.equal(error.name, 'RouteError');
    assert.equal(error.status, 403);
    assert.equal(error.statusText, 'Admins only');
    assert.deepEqual(error.data, { need: 'admin' });
    assert.equal(error.message, 'Admins only');
    assert.ok(error instanceof Error);
  });

  it('leaves the message empty without a status text so the screen uses its own', () => {
    assert.equal(new RouteError(404).message, '');
  });
});

describe('isRouteErrorLike', () => {
  it('recognizes anything with a numeric status', () => {
    assert.equal(isRouteErrorLike(new RouteError(500)), true);
    assert.equal(isRouteErrorLike({ status: 401, code: 'UNAUTHORIZED' }), true);
    assert.equal(isRouteErrorLike({ status: '404' }), false);
    assert.equal(isRouteErrorLike(new Error('x')), false);
    assert.equal(isRouteErrorLike(null), false);
    assert.equal(isRouteErrorLike('404'), false);
  });
});
