import '../../dom';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createAppHistory, Link, Outlet, StandaloneRouter, useLocation, useNavigate, useSearchParams } from '../../../src/lib/router';

function Layout() {
  const location = useLocation();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  return (
    <div>
      <p>at {location.pathname}, redirect {query.get('redirect') ?? 'none'}</p>
      <Link to="/password/forgot-password">Forgot?</Link>
      <button type="button" onClick={() => navigate('/elsewhere?x=1')}>Go</button>
      <main><Outlet /></main>
    </div>
  );
}

describe('StandaloneRouter', () => {
  it('gives links, hooks and the outlet a router without a route table', () => {
    const history = createAppHistory('memory', '/login?redirect=%2Ftrips');
    const preloaded: string[] = [];
    render(
      <StandaloneRouter history={history} preload={(path) => preloaded.push(path)} outlet={<p>The form</p>}>
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
    assert.equal(history.location.pathname, '/password/forgot-password');
    screen.getByText('at /password/forgot-password, redirect none');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    });
    assert.equal(history.location.pathname + history.location.search, '/elsewhere?x=1');
    cleanup();
  });

  it('renders nothing in the outlet by default', () => {
    const history = createAppHistory('memory', '/login');
    render(
      <StandaloneRouter history={history} preload={() => undefined}>
        <main data-testid="main"><Outlet /></main>
      </StandaloneRouter>,
    );
    assert.equal(screen.getByTestId('main').textContent, '');
    cleanup();
  });
});
