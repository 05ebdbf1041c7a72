import { createContext, useContext, type ReactNode } from 'react';
import type { Action, Location } from 'history';
import { RouterError } from './errors';
import type { AppHistory } from './history';
import type { RouteObject, RouteObjectMatch } from './types';

/** What the router shows now: while a route module loads, the previous screen's location. */
export interface RouterState {
  history: AppHistory;
  routes: readonly RouteObject[];
  location: Location;
  action: Action;
  /** Outermost first; empty for the not-found screen and the fallback. */
  matches: readonly RouteObjectMatch[];
  /** Starts loading what showing `path` needs (links call it on hover, focus and touch). */
  preload(path: string): void;
}

export const RouterContext = createContext<RouterState | null>(null);

/** The route level a component renders in, and what its `<Outlet />` shows. */
export interface RouteLevel {
  match: RouteObjectMatch | null;
  outlet: ReactNode;
}

export const RouteContext = createContext<RouteLevel>({ match: null, outlet: null });

export const RouteErrorContext = createContext<{ error: unknown } | null>(null);

/** The router's state; throws a RouterError naming `user` outside `<RouterProvider>`. */
export function useRouter(user: string): RouterState {
  const state = useContext(RouterContext);
  if (!state) throw new RouterError(`${user} must be used inside <RouterProvider>`);
  return state;
}

/** The pathname relative links and navigations resolve against: the enclosing route's match. */
export function useBasePathname(): string {
  return useContext(RouteContext).match?.pathname ?? '/';
}
