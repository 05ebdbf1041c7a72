import { useMemo, type ReactNode } from 'react';
import type { Location } from 'history';
import { RouteContext, RouterContext, type RouterState } from './context';
import type { AppHistory } from './history';
import { parsePath } from './path';
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
    // What links and the navigation hooks call (always with a path string): the rest of the
    // history interface has no use without a route table.
    const history = {
      action: 'POP',
      location,
      createHref: (to: string) => to,
      push: (to: string, state?: unknown) => onNavigate(to, { state }),
      replace: (to: string, state?: unknown) => onNavigate(to, { replace: true, state }),
      go: (delta: number) => window.history.go(delta),
    } as unknown as AppHistory;
    return { history, routes: [], location, action: history.action, matches: [], preload };
  }, [shown, onNavigate, preload]);
  const level = useMemo(() => ({ match: null, outlet }), [outlet]);
  return (
    <RouterContext value={state}>
      <RouteContext value={level}>{children}</RouteContext>
    </RouterContext>
  );
}
