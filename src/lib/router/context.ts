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

/** What links and navigations need: the same object for the router's life. */
export interface Navigator {
  history: AppHistory;
  preload(path: string): void;
}

/**
 * Apart from RouterContext, which changes with every location: a link, a navigate function and a
 * layout that reads only the path then re-render when that changes, not with each query a list
 * writes (a search, a sort, a page).
 */
export const NavigatorContext = createContext<Navigator | null>(null);
/** The pathname shown (a string: its readers re-render when the path changes, not the query). */
export const PathnameContext = createContext('/');
/** The enclosing route's matched pathname, which relative paths resolve against. */
export const BaseContext = createContext('/');

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

/** The history and preload; throws a RouterError naming `user` outside `<RouterProvider>`. */
export function useNavigator(user: string): Navigator {
  const navigator = useContext(NavigatorContext);
  if (!navigator) throw new RouterError(`${user} must be used inside <RouterProvider>`);
  return navigator;
}

/** The pathname relative links and navigations resolve against: the enclosing route's match. */
export function useBasePathname(): string {
  return useContext(BaseContext);
}
