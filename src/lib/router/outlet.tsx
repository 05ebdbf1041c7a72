import { useContext, type ReactNode } from 'react';
import { RouteContext } from './context';

/** Where a layout renders its matched child route (nothing when the layout itself is the leaf). */
export function Outlet(): ReactNode {
  return useContext(RouteContext).outlet;
}
