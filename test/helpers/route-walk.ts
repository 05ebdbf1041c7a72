/**
 * The API's routes as the router itself holds them (`createApiRouter(…).entries()`), each with a
 * path to call: a route added later is walked by every test that uses this, with no list to
 * update. A `:param` is a value no record has, so an admitted call finds nothing (404) or is
 * refused for its input (400) but changes nothing; a body is `{}`.
 */
import type { RouteAccess } from '../../src/contract';
import { createApiRouter } from '../../server/routes';

export interface WalkedRoute {
  method: string;
  pattern: string;
  access: RouteAccess;
  /** The pattern with every `:param` filled, relative to `/api/v1`. */
  path: string;
  /** The JSON body to send: `{}` for a write, none for a read. */
  json: unknown;
}

/** Every route of the demo server's router (which adds `/dev/outbox`). */
export function walkedRoutes(): WalkedRoute[] {
  return createApiRouter({ demo: true }).entries().map((route) => ({
    ...route,
    path: route.pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => `no-such-${name.toLowerCase()}`),
    json: route.method === 'GET' || route.method === 'HEAD' ? undefined : {},
  }));
}

/** `METHOD /pattern`, as tables and messages name a route. */
export const routeName = (route: { method: string; pattern: string }): string => `${route.method} ${route.pattern}`;
