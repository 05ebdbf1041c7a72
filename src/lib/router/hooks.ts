import { useCallback, useContext, useMemo } from 'react';
import type { Location } from 'history';
import { PathnameContext, RouteContext, useBasePathname, useNavigator, useRouter } from './context';
import type { Params } from './match';
import { createPath, resolvePath } from './path';
import type { RouteObjectMatch } from './types';

/** Options of a navigation. */
export interface NavigateOptions {
  /** Replace the current entry instead of pushing one. Default false. */
  replace?: boolean;
  /** Kept with the entry (`useLocation().state`), not in the URL. */
  state?: unknown;
}

/** Navigates to a path (absolute, or relative to the calling route) or by a history delta (`-1`). */
export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void;

/** Changes the query: a URLSearchParams replaces it; a record patches it (`null`/`undefined` remove a key). */
export type SetSearchParams = (
  next: URLSearchParams | Record<string, string | null | undefined>,
  options?: { replace?: boolean },
) => void;

/** The location shown now (the previous one while the next route's module loads). */
export function useLocation(): Location {
  return useRouter('useLocation').location;
}

/**
 * Reads where the history is now, the location still loading included (`useLocation` gives the one
 * shown): for work that ends later and must not act once the user has gone elsewhere.
 */
export function useCurrentLocation(): () => Location {
  const { history } = useNavigator('useCurrentLocation');
  return useCallback(() => history.location, [history]);
}

/**
 * The pathname shown, for components that need no more of the location: they re-render when the
 * path changes, not with the query (a list's search, sort or page).
 */
export function usePathname(): string {
  useNavigator('usePathname');
  return useContext(PathnameContext);
}

/** A stable navigate function. */
export function useNavigate(): NavigateFunction {
  const { history } = useNavigator('useNavigate');
  const base = useBasePathname();
  return useCallback<NavigateFunction>(
    (to, options = {}) => {
      if (typeof to === 'number') {
        history.go(to);
        return;
      }
      const path = createPath(resolvePath(to, base));
      if (options.replace) history.replace(path, options.state);
      else history.push(path, options.state);
    },
    [history, base],
  );
}

/**
 * The `:param` names of a route pattern as an object type:
 * `PathParams<'/trips/details/:id'>` is `{ id: string }`.
 */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, string>;

/**
 * The decoded params of the matched route. Given the route's pattern as a type
 * (`useParams<typeof paths.trips.detailsPattern>()`), every param it names is a string: the route
 * matched, so it is there. Given an object type, each is optional (the router does not check it).
 */
export function useParams<T extends Params | string = Params>(): T extends string ? PathParams<T> : Partial<T> {
  const here = useContext(RouteContext).match;
  const { matches } = useRouter('useParams');
  return ((here ?? matches.at(-1))?.params ?? {}) as T extends string ? PathParams<T> : Partial<T>;
}

/** The matched chain, outermost layout first (empty on the not-found screen). */
export function useMatches(): readonly RouteObjectMatch[] {
  return useRouter('useMatches').matches;
}

/**
 * The query of the shown location and a setter that pushes (or replaces) a new one. A record patches
 * the query where the history is now when it is still this page: a change made before the last one
 * has rendered (two in one handler, a search's Enter right after a filter click) builds on it
 * instead of undoing it.
 */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { history, location } = useRouter('useSearchParams');
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options = {}) => {
      let result: URLSearchParams;
      if (next instanceof URLSearchParams) {
        result = new URLSearchParams(next);
      } else {
        const now = history.location;
        result = new URLSearchParams(now.pathname === location.pathname ? now.search : location.search);
        for (const [key, value] of Object.entries(next)) {
          if (value === null || value === undefined) result.delete(key);
          else result.set(key, value);
        }
      }
      const query = result.toString();
      const path = { pathname: location.pathname, search: query ? `?${query}` : '', hash: '' };
      if (options.replace) history.replace(path);
      else history.push(path);
    },
    [history, location.pathname, location.search],
  );
  return [params, setParams];
}
