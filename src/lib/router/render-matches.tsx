import { createElement, type ReactNode } from 'react';
import { Outlet } from './outlet';
import { BaseContext, RouteContext } from './context';
import { RouteErrorBoundary } from './error-boundary';
import type { RouteObject, RouteObjectMatch } from './types';

const routeKeys = new WeakMap<RouteObject, number>();
let nextRouteKey = 0;

// A distinct key per route object: two routes sharing a component don't share its state, while one
// route with new params keeps its instance.
function keyOf(route: RouteObject): number {
  let key = routeKeys.get(route);
  if (key === undefined) {
    nextRouteKey += 1;
    key = nextRouteKey;
    routeKeys.set(route, key);
  }
  return key;
}

// One element per route component, kept: a new location with the same route then renders no new
// element, so the layout and page components re-render only through what they read (the
// location, the params, the outlet), not every time the router does.
const elements = new WeakMap<RouteObject, ReactNode>();

function elementOf(route: RouteObject): ReactNode {
  if (route.element !== undefined) return route.element;
  let element = elements.get(route);
  if (element === undefined) {
    element = route.component ? createElement(route.component) : <Outlet />;
    elements.set(route, element);
  }
  return element;
}

/** Renders the chain from `level` inward: each route's element gets the next level as its outlet. */
export function renderMatches(matches: readonly RouteObjectMatch[], resetKey: string, level = 0): ReactNode {
  const match = matches[level];
  if (!match) return null;
  const { route } = match;
  const outlet = renderMatches(matches, resetKey, level + 1);
  const node = (
    <RouteContext key={keyOf(route)} value={{ match, outlet }}>
      <BaseContext value={match.pathname}>{elementOf(route)}</BaseContext>
    </RouteContext>
  );
  if (route.errorElement === undefined) return node;
  return (
    <RouteErrorBoundary key={keyOf(route)} resetKey={resetKey} errorElement={route.errorElement}>
      {node}
    </RouteErrorBoundary>
  );
}
