// What re-renders when the location changes: a list writes its search, sort and page in the query,
// and the shell, its links and a page's row links must not render again for that.
import '../../helpers/dom';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { memo, Profiler } from 'react';
import { screen } from '@testing-library/react';
import { Link, NavLink, Outlet, useLocation, usePathname, type RouteObject } from '../../../src/lib/router';
import { renderRouter } from '../../helpers/render-router';

const renders = new Map<string, number>();
const count = (name: string) => renders.set(name, (renders.get(name) ?? 0) + 1);
const countOf = (name: string) => renders.get(name) ?? 0;

function Shell() {
  count('shell');
  const pathname = usePathname();
  return (
    <>
      <p>shell at {pathname}</p>
      <NavLink to="/list">List</NavLink>
      <Outlet />
    </>
  );
}

// A row as the tables keep it: memoized, so only what it or its link reads can render it again
// (the Profiler counts every render of the link under it).
const MemoRow = memo(function Row({ name, to }: { name: string; to: string }) {
  return (
    <Profiler id={name} onRender={() => count(name)}>
      <Link to={to}>{name}</Link>
    </Profiler>
  );
});

function List() {
  count('list');
  const { search } = useLocation();
  return (
    <>
      <p>query {search}</p>
      <MemoRow name="row" to="details" />
    </>
  );
}

describe('renders on a location change', () => {
  const routes: RouteObject[] = [
    { path: '/', component: Shell, children: [
      { path: 'list', component: List },
      { path: 'other', element: <p>other page</p> },
    ] },
  ];

  it('a new query renders the page that reads it, not the layout, its links or a memoized row link', async () => {
    renders.clear();
    const { navigate, history } = renderRouter(routes, { initial: '/list' });
    await screen.findByText('query');
    const before = { shell: countOf('shell'), list: countOf('list'), row: countOf('row') };
    navigate('/list?q=reef');
    await screen.findByText('query ?q=reef');
    assert.equal(countOf('list'), before.list + 1, 'the page reads the query: it renders again');
    assert.equal(countOf('shell'), before.shell, 'the layout reads only the path');
    assert.equal(countOf('row'), before.row, 'a memoized row\'s link does not render again');
    // The row link resolves against its route and the nav link stays current.
    assert.equal(screen.getByRole('link', { name: 'row' }).getAttribute('href'), '/list/details');
    assert.equal(screen.getByRole('link', { name: 'List' }).getAttribute('aria-current'), 'page');
    assert.equal(history.location.search, '?q=reef');
  });

  it('a new path renders the layout, which shows it, and the nav link follows', async () => {
    renders.clear();
    const { navigate } = renderRouter(routes, { initial: '/list' });
    await screen.findByText('shell at /list');
    const shell = countOf('shell');
    navigate('/other');
    await screen.findByText('shell at /other');
    assert.ok(countOf('shell') > shell);
    assert.equal(screen.getByRole('link', { name: 'List' }).getAttribute('aria-current'), null);
  });
});
