import { useMemo, type ReactNode } from 'react';
import { RouteContext, RouterContext, type RouterState } from './context';
import type { AppHistory } from './history';
import { useHistorySnapshot } from './use-history-snapshot';

/** Props of `<StandaloneRouter>`. */
export interface StandaloneRouterProps {
  history: AppHistory;
  /** Called by links on hover, focus and touch with the path they lead to. */
  preload(path: string): void;
  /** What `<Outlet />` renders inside `children` (a layout's page). */
  outlet?: ReactNode;
  children: ReactNode;
}

/**
 * Router context without a route table: links, `useNavigate`, `useLocation` and `useSearchParams`
 * work, and `<Outlet />` shows `outlet`. For a screen painted before the route table has loaded
 * (the sign-in screen): it pushes to the same history, and whoever owns the route table takes over
 * when the location changes.
 */
export function StandaloneRouter({ history, preload, outlet = null, children }: StandaloneRouterProps) {
  const { location, action } = useHistorySnapshot(history);
  const state = useMemo<RouterState>(
    () => ({ history, routes: [], location, action, matches: [], preload }),
    [history, location, action, preload],
  );
  const level = useMemo(() => ({ match: null, outlet }), [outlet]);
  return (
    <RouterContext value={state}>
      <RouteContext value={level}>{children}</RouteContext>
    </RouterContext>
  );
}
