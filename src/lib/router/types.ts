import type { ComponentType, ReactNode } from 'react';
import type { RouteAccess } from './access';
import type { LazyComponent } from '../lazy';
import type { RouteMatch, RouteShape } from './match';

/** One entry of the route table; `children` render through the route's `<Outlet />`. */
export interface RouteObject extends RouteShape {
  /** Rendered with no props; a `lazy()` one loads before the route shows. Ignored when `element` is set. */
  component?: ComponentType | LazyComponent;
  /** Rendered as is; without `element` and `component` the route renders its `<Outlet />`. */
  element?: ReactNode;
  /** Who may see the route and its children. Default: inherited, `'public'` at the top. */
  access?: RouteAccess;
  /** Shown instead of the route when it (or a child without its own) throws or fails to load. */
  errorElement?: ReactNode;
  /** The document title while this route (the innermost with one) is shown. */
  title?: string;
}

/** One level of the matched chain of route objects. */
export type RouteObjectMatch = RouteMatch<RouteObject>;
