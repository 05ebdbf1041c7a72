/**
 * The route guards, as a pure decision: the router knows nothing of auth, only the visitor's
 * status and the two paths the app names. Protected routes need a signed-in visitor, guest routes
 * (the login page) a signed-out one, public routes anyone; children inherit their parent's access.
 */
import { resolveRedirects, type RouteMatch, type RouteShape } from './match';
import { safeRedirect } from './safe-redirect';

/** Who may see a route. Default `'public'`; children inherit it. */
export type RouteAccess = 'protected' | 'guest' | 'public';

/** What the app knows of the visitor; `'unknown'` while the stored session is being checked. */
export type AccessStatus = 'unknown' | 'signed-in' | 'signed-out';

/** The visitor's status and where the guards send people. */
export interface AccessState {
  status: AccessStatus;
  /** Where a signed-out visitor of a protected route goes, with `?redirect=` added. */
  loginPath: string;
  /** Where a signed-in visitor of a guest route goes when there is no safe `redirect`. */
  homePath: string;
}

/** `allow` renders, `wait` shows the fallback (status unknown), `redirect` replaces the location. */
export type AccessDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

/** The access of a chain: the innermost route that sets one, else `'public'`. */
export function accessOf(chain: readonly { route: { access?: RouteAccess } }[]): RouteAccess {
  for (let i = chain.length - 1; i >= 0; i -= 1) {
    const access = chain[i]?.route.access;
    if (access) return access;
  }
  return 'public';
}

/** `loginPath?redirect=<pathname + search, encoded>`: where a signed-out visitor is sent. */
export function loginRedirectPath(loginPath: string, location: { pathname: string; search: string }): string {
  const separator = loginPath.includes('?') ? '&' : '?';
  return `${loginPath}${separator}redirect=${encodeURIComponent(location.pathname + location.search)}`;
}

/** Where a signed-in visitor of a guest route goes: the safe `redirect` parameter, else home. */
export function afterSignInPath(search: string, homePath: string): string {
  return safeRedirect(new URLSearchParams(search).get('redirect')) ?? homePath;
}

/** The guard's verdict for a route needing `required` at `location`. */
export function decideAccess(
  required: RouteAccess,
  access: AccessState,
  location: { pathname: string; search: string },
): AccessDecision {
  if (required === 'public') return { kind: 'allow' };
  if (access.status === 'unknown') return { kind: 'wait' };
  if (required === 'protected' && access.status === 'signed-out') {
    return { kind: 'redirect', to: loginRedirectPath(access.loginPath, location) };
  }
  if (required === 'guest' && access.status === 'signed-in') {
    return { kind: 'redirect', to: afterSignInPath(location.search, access.homePath) };
  }
  return { kind: 'allow' };
}

/**
 * What the router does at a location: follow a redirect route or a guard (`redirect`), show the
 * fallback while the status is unknown (`wait`), or render the chain (`render`; no matches = 404).
 * Redirect routes come first, so `/` goes to `/dashboards/home` before the guard asks who is there.
 */
export type Resolution<R> =
  | { kind: 'redirect'; to: string }
  | { kind: 'wait'; matches: RouteMatch<R>[] }
  | { kind: 'render'; matches: RouteMatch<R>[] };

/** Resolves `location` against the route table and the visitor's access. */
export function resolveLocation<R extends RouteShape & { access?: RouteAccess }>(
  routes: readonly R[],
  location: { pathname: string; search: string },
  access: AccessState,
): Resolution<R> {
  const { redirect, matches } = resolveRedirects(routes, location.pathname);
  if (redirect !== null) return { kind: 'redirect', to: redirect };
  if (!matches) return { kind: 'render', matches: [] };
  const decision = decideAccess(accessOf(matches), access, location);
  if (decision.kind === 'redirect') return decision;
  return { kind: decision.kind === 'wait' ? 'wait' : 'render', matches };
}
