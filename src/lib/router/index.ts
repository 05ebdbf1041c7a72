// The router: the app's history (history v5), the pure route matcher, preloading of the routes'
// lazy components (lib/lazy), guards for protected / guest / public routes with a same-site
// `redirect`, nested layouts through <Outlet />, links, navigation hooks, the unsaved-changes
// blocker and route error boundaries.
// It knows nothing of auth or i18n: the app passes the visitor's status and every screen.
export { createAppHistory, createBrowserAppHistory, type AppHistory } from './history';
export { matchRoutes, type Params, type RouteMatch, type RouteShape } from './match';
export { safeRedirect } from './safe-redirect';
export { loginRedirectPath, type AccessState, type AccessStatus, type RouteAccess } from './access';
export { RouteError, RouterError, isRouteErrorLike, type RouteErrorLike } from './errors';
export type { RouteObject, RouteObjectMatch } from './types';
export { RouterProvider, preloadPath, type RouterProviderProps } from './provider';
export { Outlet } from './outlet';
export { useRouteError } from './error-boundary';
export { Link, NavLink, Navigate, type LinkProps, type NavLinkProps } from './link';
export {
  useCurrentLocation,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  usePathname,
  useSearchParams,
  type NavigateFunction,
  type NavigateOptions,
  type PathParams,
  type SetSearchParams,
} from './hooks';
export { useBlocker, type BlockerState } from './blocker';
export type { Location } from 'history';
