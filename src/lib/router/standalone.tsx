import { useMemo, type ReactNode } from 'react';
import type { Action, Location, To } from 'history';
import { RouteContext, RouterContext, type RouterHistory, type RouterState } from './context';
import { createPath, parsePath } from './path';
import type { NavigateOptions } from './hooks';

/** Props of `<StandaloneRouter>`. */
export interface StandaloneRouterProps {
  /** The path shown (default: the address bar's). */
  path?: string;
  /** Where links and `useNavigate` go: whoever owns the history and the route table takes over. */
  onNavigate(to: string, options: NavigateOptions): void;
  /** Called by links on hover, focus and touch with the path they lead to. */
  preload(path: string): void;
  /** What `<Outlet />` renders inside `children` (a layout's page). */
  outlet?: ReactNode;
  children: ReactNode;
}

const currentPath = () =>
  typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search + window.location.hash;

/**
 * Router context without a route table or a history: links, `useNavigate`, `useLocation` and
 * `useSearchParams` work on a fixed location, and every navigation is handed to `onNavigate`.
 * For a screen painted before the router has loaded (the sign-in screen), so its first chunk needs
 * neither the matcher nor the history library.
 */
export function StandaloneRouter({ path, onNavigate, preload, outlet = null, children }: StandaloneRouterProps) {
  const shown = path ?? currentPath();
  const state = useMemo<RouterState>(() => {
    const { pathname, search, hash } = parsePath(shown);
    const location: Location = { pathname, search, hash, state: null, key: 'default' };
    // Every navigation goes to onNavigate; there is nothing here to block or to listen to.
    const href = (to: To) => (typeof to === 'string' ? to : createPath({ pathname: '', search: '', hash: '', ...to }));
    const history: RouterHistory = {
      createHref: href,
      push: (to, state) => onNavigate(href(to), { state }),
      replace: (to, state) => onNavigate(href(to), { replace: true, state }),
      go: (delta) => window.history.go(delta),
      block: () => () => undefined,
    };
    return { history, routes: [], location, action: 'POP' as Action, matches: [], preload };
  }, [shown, onNavigate, preload]);
  const level = useMemo(() => ({ match: null, outlet }), [outlet]);
  return (
    <RouterContext value={state}>
      <RouteContext value={level}>{children}</RouteContext>
    </RouterContext>
  );
}
