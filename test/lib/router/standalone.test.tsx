import '../../dom';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, Outlet, StandaloneRouter, useBlocker, useLocation, useNavigate, useSearchParams, type NavigateOptions } from '../../../src/lib/router';

function Layout() {
  const location = useLocation();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  return (
    <div>
      <p>at {location.pathname}, redirect {query.get('redirect') ?? 'none'}</p>
      <Link to="/password/forgot-password">Forgot?</Link>
      <Link to="https://example.org/help">Help</Link>
      <button type="button" onClick={() => navigate('/elsewhere?x=1', { replace: true, state: { from: 'login' } })}>Go</button>
      <main><Outlet /></main>
    </div>
  );
}

describe('StandaloneRouter', () => {
  it('gives links, hooks and the outlet a fixed location and hands every navigation over', () => {
    const preloaded: string[] = [];
    const navigations: [string, NavigateOptions][] = [];
    render(
      <StandaloneRouter
        path="/login?redirect=%2Ftrips"
        onNavigate={(to, options) => navigations.push([to, options])}
        preload={(path) => preloaded.push(path)}
        outlet={<p>The form</p>}
      >
        <Layout />
      </StandaloneRouter>,
    );
    screen.getByText('The form');
    screen.getByText('at /login, redirect /trips');
    const link = screen.getByRole('link', { name: 'Forgot?' });
    assert.equal(link.getAttribute('href'), '/password/forgot-password');
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    assert.deepEqual(preloaded, ['/password/forgot-password', '/password/forgot-password']);
    act(() => {
      fireEvent.click(link);
    });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    });
    assert.deepEqual(navigations, [
      ['/password/forgot-password', { state: undefined }],
      ['/elsewhere?x=1', { replace: true, state: { from: 'login' } }],
    ]);
    // The location stays put: whoever owns the history moves it.
    screen.getByText('at /login, redirect /trips');
    const external = screen.getByRole('link', { name: 'Help' });
    assert.equal(external.getAttribute('href'), 'https://example.org/help');
    cleanup();
  });

  it('reads the address bar by default and renders nothing in the outlet without one', () => {
    window.history.replaceState(null, '', '/login?x=1#top');
    render(
      <StandaloneRouter onNavigate={() => undefined} preload={() => undefined}>
        <Layout />
      </StandaloneRouter>,
    );
    screen.getByText('at /login, redirect none');
    assert.equal(screen.getByRole('main').textContent, '');
    cleanup();
  });

  it('lets a form ask for a blocker: there is nothing to block, and nothing breaks', () => {
    function Form() {
      const blocker = useBlocker(true);
      return <p>blocker {blocker.state}</p>;
    }
    render(
      <StandaloneRouter path="/login" onNavigate={() => undefined} preload={() => undefined}>
        <Form />
      </StandaloneRouter>,
    );
    screen.getByText('blocker idle');
    cleanup();
  });
});
