import '../../helpers/dom';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  Outlet,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useSearchParams,
  type RouteObject,
} from '../../../src/lib/router';
import { HISTORY_KINDS, here, renderRouter } from '../../helpers/render-router';

function Navigator() {
  const navigate = useNavigate();
  const { state } = useLocation();
  return (
    <>
      <p>state {JSON.stringify(state ?? null)}</p>
      <button onClick={() => navigate('/b', { state: { from: 'a' } })}>push</button>
      <button onClick={() => navigate('/b', { replace: true })}>replace</button>
      <button onClick={() => navigate('../b?x=1')}>relative</button>
      <button onClick={() => navigate(-1)}>back</button>
    </>
  );
}

function Filters() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <p>query {params.toString()}</p>
      <button onClick={() => setParams({ status: 'pending', page: null })}>patch</button>
      <button onClick={() => setParams(new URLSearchParams({ q: 'a b' }), { replace: true })}>swap</button>
      <button onClick={() => setParams({ q: null })}>clear</button>
      <button onClick={() => {
        setParams({ role: 'admin' });
        setParams({ status: 'active', page: null }); // before the first has rendered
      }}>patch twice</button>
    </>
  );
}

for (const kind of HISTORY_KINDS) {
  describe(`navigation hooks over ${kind} history`, () => {
    const routes: RouteObject[] = [
      { path: '/a', element: <Navigator /> },
      { path: '/b', element: <Navigator /> },
      { path: '/list', element: <Filters /> },
    ];

    it('pushes with state, replaces, resolves relative paths and goes back', () => {
      const { history } = renderRouter(routes, { kind, initial: '/a' });
      fireEvent.click(screen.getByText('push'));
      assert.equal(here(history), '/b');
      assert.equal(history.action, 'PUSH');
      assert.ok(screen.getByText('state {"from":"a"}'));
      fireEvent.click(screen.getByText('back'));
      assert.equal(here(history), '/a');
      fireEvent.click(screen.getByText('replace'));
      assert.equal(history.action, 'REPLACE');
      fireEvent.click(screen.getByText('relative'));
      assert.equal(here(history), '/b?x=1');
    });

    it('patches, replaces and clears the query', () => {
      const { history } = renderRouter(routes, { kind, initial: '/list?page=3&sort=name' });
      fireEvent.click(screen.getByText('patch'));
      assert.equal(here(history), '/list?sort=name&status=pending');
      assert.equal(history.action, 'PUSH');
      assert.ok(screen.getByText('query sort=name&status=pending'));
      fireEvent.click(screen.getByText('swap'));
      assert.equal(here(history), '/list?q=a+b');
      assert.equal(history.action, 'REPLACE');
      fireEvent.click(screen.getByText('clear'));
      assert.equal(here(history), '/list');
    });

    it('a patch made before the last one has rendered builds on it', () => {
      const { history } = renderRouter(routes, { kind, initial: '/list?page=3' });
      fireEvent.click(screen.getByText('patch twice'));
      assert.equal(here(history), '/list?role=admin&status=active');
      assert.ok(screen.getByText('query role=admin&status=active'));
    });
  });
}

describe('useParams and useMatches', () => {
  it('give the decoded params and the chain of matches', () => {
    function Leaf() {
      const { id } = useParams<{ id: string }>();
      const chain = useMatches().map((m) => m.pathname).join(' > ');
      return <p>id {id}; chain {chain}</p>;
    }
    function Layout() {
      const { id } = useParams<{ id: string }>();
      return <div><p>layout sees {id}</p><Outlet /></div>;
    }
    renderRouter([{ path: '/trips', element: <Layout />, children: [{ path: ':id', element: <Leaf /> }] }], { initial: '/trips/%C3%A9t%C3%A9' });
    assert.ok(screen.getByText('id été; chain /trips > /trips/%C3%A9t%C3%A9'));
    assert.ok(screen.getByText('layout sees été'));
  });

  it('give no params and no matches on the not-found screen', () => {
    function Probe() {
      return <p>params {JSON.stringify(useParams())} matches {useMatches().length}</p>;
    }
    renderRouter([{ path: '/', element: <p>Home</p> }], { initial: '/x', notFound: <Probe /> });
    assert.ok(screen.getByText('params {} matches 0'));
  });
});

describe('hooks outside the provider', () => {
  it('throw a RouterError naming the hook', (t) => {
    t.mock.method(console, 'error', () => {});
    function Lost() {
      useLocation();
      return null;
    }
    assert.throws(() => render(<Lost />), /Router: useLocation must be used inside <RouterProvider>/);
  });
});

describe('location updates', () => {
  it('re-render on history changes made outside React', () => {
    function Where() {
      return <p>at {useLocation().pathname}</p>;
    }
    const { history } = renderRouter([{ path: '/*', element: <Where /> }], { initial: '/one' });
    act(() => history.push('/two'));
    assert.ok(screen.getByText('at /two'));
  });
});
