import '../../helpers/dom';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { Outlet, useBlocker, type RouteObject } from '../../../src/lib/router';
import { HISTORY_KINDS, here, renderRouter } from '../../helpers/render-router';

function Form({ dirty: initial = true }: { dirty?: boolean }) {
  const [dirty, setDirty] = useState(initial);
  const blocker = useBlocker(dirty);
  return (
    <>
      <p>blocker {blocker.state}</p>
      <button onClick={blocker.proceed}>Leave</button>
      <button onClick={blocker.reset}>Stay</button>
      <button onClick={() => setDirty((d) => !d)}>Toggle</button>
    </>
  );
}

const routes: RouteObject[] = [
  { path: '/form', element: <Form /> },
  { path: '/clean', element: <Form dirty={false} /> },
  { path: '/other', element: <p>Other page</p> },
  { path: '/login', access: 'guest', element: <p>Login page</p> },
  { path: '/account', access: 'protected', element: <Form /> },
  {
    path: '/layout',
    element: (
      <>
        <Form />
        <Outlet />
      </>
    ),
    children: [{ path: 'a', element: <p>Tab A</p> }, { path: 'b', element: <p>Tab B</p> }],
  },
];

const state = () => screen.getByText(/^blocker /).textContent;

/** Lets a browser history's traversal land (happy-dom fires popstate on a later task); memory history moves at once. */
async function popped(kind: string): Promise<void> {
  if (kind !== 'browser') return;
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

for (const kind of HISTORY_KINDS) {
  describe(`useBlocker over ${kind} history`, () => {
    it('holds a navigation away until proceed lets it through', () => {
      const { history, navigate } = renderRouter(routes, { kind, initial: '/other' });
      navigate('/form');
      navigate('/other');
      assert.equal(here(history), '/form');
      assert.equal(state(), 'blocker blocked');
      fireEvent.click(screen.getByText('Leave'));
      assert.equal(here(history), '/other');
      assert.ok(screen.getByText('Other page'));
    });

    it('drops the held navigation on reset and blocks the next one again', () => {
      const { history, navigate } = renderRouter(routes, { kind, initial: '/form' });
      navigate('/other');
      fireEvent.click(screen.getByText('Stay'));
      assert.equal(state(), 'blocker idle');
      assert.equal(here(history), '/form');
      navigate('/other');
      assert.equal(state(), 'blocker blocked');
    });

    it('holds the back and forward buttons too, like a link, until proceed', async () => {
      const { history, navigate } = renderRouter(routes, { kind, initial: '/other' });
      navigate('/form');
      // The browser's Back arrives as a popstate, after the address has already moved: the blocker
      // puts it back and asks.
      await act(async () => {
        history.back();
        await popped(kind);
      });
      assert.equal(here(history), '/form');
      assert.equal(state(), 'blocker blocked');
      fireEvent.click(screen.getByText('Stay'));
      assert.equal(here(history), '/form');
      await act(async () => {
        history.back();
        await popped(kind);
      });
      assert.equal(state(), 'blocker blocked', 'asks again on the next Back');
      await act(async () => {
        fireEvent.click(screen.getByText('Leave'));
        await popped(kind);
      });
      assert.equal(here(history), '/other');
      assert.ok(screen.getByText('Other page'));
    });

    it('blocks again after proceeding when the form stays on screen', () => {
      const { history, navigate } = renderRouter(routes, { kind, initial: '/layout/a' });
      navigate('/layout/b');
      fireEvent.click(screen.getByText('Leave'));
      assert.equal(here(history), '/layout/b');
      assert.ok(screen.getByText('Tab B'));
      assert.equal(state(), 'blocker idle');
      navigate('/layout/a');
      assert.equal(here(history), '/layout/b');
      assert.equal(state(), 'blocker blocked');
    });
  });
}

describe('useBlocker', () => {
  it('lets navigations through while the form is clean', () => {
    const { history, navigate } = renderRouter(routes, { initial: '/clean' });
    navigate('/other');
    assert.equal(here(history), '/other');
  });


  it('stops blocking, and drops a held navigation, when the form turns clean', () => {
    const { history, navigate } = renderRouter(routes, { initial: '/form' });
    navigate('/other');
    fireEvent.click(screen.getByText('Toggle'));
    assert.equal(state(), 'blocker idle');
    navigate('/other');
    assert.equal(here(history), '/other');
  });

  it('asks the browser before unloading only while blocking', () => {
    renderRouter(routes, { initial: '/form' });
    const unload = () => {
      const event = new window.Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    assert.equal(unload(), true);
    fireEvent.click(screen.getByText('Toggle'));
    assert.equal(unload(), false);
  });

  it('does not hold the sign-out redirect of a dirty protected form', () => {
    const { history, setStatus } = renderRouter(routes, { initial: '/account' });
    assert.equal(state(), 'blocker idle');
    setStatus('signed-out');
    assert.equal(here(history), '/login?redirect=%2Faccount');
    assert.ok(screen.getByText('Login page'));
  });
});
