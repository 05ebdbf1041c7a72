import '../../helpers/dom';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { act, fireEvent, screen } from '@testing-library/react';
import { lazy } from '../../../src/lib/lazy';
import { Link, Navigate, NavLink, Outlet, type RouteObject } from '../../../src/lib/router';
import { isActivePath } from '../../../src/lib/router/link';
import { HISTORY_KINDS, here, renderRouter } from '../../helpers/render-router';

function countingLazy(label: string) {
  const counter = { loads: 0 };
  const Component = lazy(async () => {
    counter.loads += 1;
    return { default: () => <p>{label}</p> };
  });
  return { Component, counter };
}

/** Whether the router prevented the click's default; the browser's own action is stopped either way. */
function clickAndSeeIfPrevented(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let prevented = false;
  // React listens on its root container, so a document listener runs after the Link's handler.
  const spy = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', spy);
  fireEvent.click(link, init);
  document.removeEventListener('click', spy);
  return prevented;
}

function table(extra: RouteObject[] = []): RouteObject[] {
  return [
    {
      path: '/',
      element: (
        <>
          <nav>
            <Link to="/trips/all">Trips</Link>
            <Link to="/trips" replace>Trips (replace)</Link>
            <NavLink to="/settings">Settings</NavLink>
            <NavLink to="/settings" end>Settings exactly</NavLink>
            <NavLink to="/">Root</NavLink>
          </nav>
          <Outlet />
        </>
      ),
      children: [
        { index: true, element: <p>Start</p> },
        { path: 'trips', children: [{ index: true, redirect: 'all' }, { path: 'all', element: <p>All trips</p> }] },
        {
          path: 'settings',
          element: (
            <>
              <Link to="security">Relative</Link>
              <Link to="../trips/all?page=2">Up</Link>
              <Outlet />
            </>
          ),
          children: [{ path: 'security', element: <p>Security</p> }],
        },
        ...extra,
      ],
    },
  ];
}

for (const kind of HISTORY_KINDS) {
  describe(`Link over ${kind} history`, () => {
    it('navigates with a push on a plain left click', () => {
      const { history } = renderRouter(table(), { kind });
      const allowed = fireEvent.click(screen.getByText('Trips'), { button: 0 });
      assert.equal(allowed, false);
      assert.equal(here(history), '/trips/all');
      assert.equal(history.action, 'PUSH');
      assert.ok(screen.getByText('All trips'));
    });

    it('replaces the entry when asked', () => {
      const { history } = renderRouter(table(), { kind });
      fireEvent.click(screen.getByText('Trips (replace)'));
      assert.equal(here(history), '/trips/all');
      assert.equal(history.action, 'REPLACE');
    });

    it('leaves modified and middle clicks to the browser', () => {
      const { history } = renderRouter(table(), { kind });
      const link = screen.getByText('Trips');
      for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
        assert.equal(clickAndSeeIfPrevented(link, init), false, JSON.stringify(init));
        assert.equal(here(history), '/', JSON.stringify(init));
      }
      assert.equal(clickAndSeeIfPrevented(link), true);
    });
  });
}

describe('Link', () => {
  it('leaves other targets, downloads and external URLs to the browser', () => {
    const { history } = renderRouter([
      {
        path: '/',
        element: (
          <>
            <Link to="/a" target="_blank">New tab</Link>
            <Link to="/file.csv" download>Download</Link>
            <Link to="https://example.com/x">External</Link>
          </>
        ),
      },
    ]);
    for (const name of ['New tab', 'Download', 'External']) {
      assert.equal(clickAndSeeIfPrevented(screen.getByText(name)), false, name);
      assert.equal(here(history), '/', name);
    }
    assert.equal(screen.getByText('External').getAttribute('href'), 'https://example.com/x');
  });

  it('runs its own onClick first and stays put when that prevents the default', () => {
    let clicked = 0;
    const { history } = renderRouter([
      { path: '/', element: <Link to="/b" onClick={(e) => { clicked += 1; e.preventDefault(); }}>Go</Link> },
    ]);
    fireEvent.click(screen.getByText('Go'));
    assert.equal(clicked, 1);
    assert.equal(here(history), '/');
  });

  it('resolves a relative target against its route', () => {
    renderRouter(table(), { initial: '/settings/security' });
    assert.equal(screen.getByText('Relative').getAttribute('href'), '/settings/security');
    assert.equal(screen.getByText('Up').getAttribute('href'), '/trips/all?page=2');
  });

  it('preloads the target route modules on hover, focus and touch, once', () => {
    const hover = countingLazy('Hovered');
    const focus = countingLazy('Focused');
    const touch = countingLazy('Touched');
    renderRouter([
      {
        path: '/',
        element: (
          <>
            <Link to="/hover">H</Link>
            <Link to="/focus">F</Link>
            <Link to="/touch">T</Link>
            <Outlet />
          </>
        ),
        children: [
          { path: 'hover', component: hover.Component },
          { path: 'focus', component: focus.Component },
          { path: 'touch', component: touch.Component },
        ],
      },
    ]);
    assert.equal(hover.counter.loads + focus.counter.loads + touch.counter.loads, 0);
    fireEvent.mouseEnter(screen.getByText('H'));
    fireEvent.mouseEnter(screen.getByText('H'));
    fireEvent.focus(screen.getByText('F'));
    fireEvent.touchStart(screen.getByText('T'));
    assert.equal(hover.Component.status, 'loading');
    assert.equal(focus.Component.status, 'loading');
    assert.equal(touch.Component.status, 'loading');
  });

  it('preloads the modules behind a redirect, and not when preload is off', async () => {
    const all = countingLazy('All');
    const off = countingLazy('Off');
    renderRouter([
      {
        path: '/',
        element: (
          <>
            <Link to="/trips">Trips</Link>
            <Link to="/off" preload={false}>Off</Link>
          </>
        ),
      },
      { path: '/trips', children: [{ index: true, redirect: 'all' }, { path: 'all', component: all.Component }] },
      { path: '/off', component: off.Component },
    ]);
    fireEvent.mouseEnter(screen.getByText('Trips'));
    fireEvent.mouseEnter(screen.getByText('Off'));
    await act(async () => {});
    assert.equal(all.counter.loads, 1);
    assert.equal(off.counter.loads, 0);
  });
});

describe('NavLink', () => {
  const current = (name: string) => screen.getByText(name).getAttribute('aria-current');

  it('marks the link of the shown path and the ones above it', () => {
    renderRouter(table(), { initial: '/settings/security' });
    assert.equal(current('Settings'), 'page');
    assert.equal(screen.getByText('Settings').hasAttribute('data-active'), true);
    assert.equal(current('Settings exactly'), null);
    assert.equal(current('Root'), null);
    assert.equal(screen.getByText('Trips').hasAttribute('aria-current'), false);
  });

  it('marks an end link only on its exact path, and root only at root', () => {
    const { navigate } = renderRouter(table(), { initial: '/settings' });
    assert.equal(current('Settings exactly'), 'page');
    navigate('/');
    assert.equal(current('Root'), 'page');
    assert.equal(current('Settings'), null);
    assert.equal(screen.getByText('Settings').hasAttribute('data-active'), false);
  });

  it('compares paths without minding a trailing slash or case', () => {
    assert.equal(isActivePath('/Settings/', '/settings', true), true);
    assert.equal(isActivePath('/settings-old', '/settings'), false);
  });
});

describe('Navigate', () => {
  it('replaces the entry by default when it renders', () => {
    const { history } = renderRouter([
      { path: '/', element: <Navigate to="/b?x=1" /> },
      { path: '/b', element: <p>Page B</p> },
    ]);
    assert.equal(here(history), '/b?x=1');
    assert.equal(history.action, 'REPLACE');
    assert.ok(screen.getByText('Page B'));
  });
});
