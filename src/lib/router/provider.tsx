import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { accessOf, decideAccess, resolveLocation, type AccessState, type Resolution } from './access';
import { NavigatorContext, PathnameContext, RouterContext, type Navigator, type RouterState } from './context';
import { RouteErrorBoundary } from './error-boundary';
import type { AppHistory } from './history';
import { unloadedComponents } from '../lazy';
import { resolveRedirects, type RouteShape } from './match';
import { renderMatches } from './render-matches';
import type { RouteObject } from './types';
import { useHistorySnapshot } from './use-history-snapshot';
import { useDocumentTitle, useLoadingReport, useScrollReset, type View } from './view-effects';

/** Props of `<RouterProvider>`. */
export interface RouterProviderProps {
  history: AppHistory;
  /** The route table; keep it one constant (it is compiled once per array). */
  routes: readonly RouteObject[];
  /** The visitor's status and where the guards send people. */
  access: AccessState;
  /** Shown while the status is unknown on a guarded route, and while the first module loads. Default nothing. */
  fallback?: ReactNode;
  /** Shown, at the root, for a path no route matches. Default nothing. */
  notFound?: ReactNode;
  /** Shown for an error no route's own `errorElement` caught; without it the error goes up. */
  errorElement?: ReactNode;
  /** Told `true` when a route module starts loading (the old screen stays), `false` when it is there. */
  onLoadingChange?: (loading: boolean) => void;
  /** Turns a route's `title` into `document.title` (e.g. translate it, add the app name). */
  formatTitle?: (title: string) => string;
}

/** Starts loading every lazy module of the route chain `path` leads to (after its redirects). */
export function preloadPath(routes: readonly (RouteShape & { component?: unknown })[], path: string): void {
  const { matches } = resolveRedirects(routes, path);
  for (const component of unloadedComponents((matches ?? []).map((m) => m.route))) void component.preload();
}

function routesOf(resolution: Resolution<RouteObject>): RouteObject[] {
  return resolution.kind === 'redirect' ? [] : resolution.matches.map((m) => m.route);
}

/**
 * Renders the route matching the history's location: follows redirect routes and guards, keeps
 * the previous screen while a lazy route module loads, catches route errors, resets the scroll
 * after a push or replace to a new path, and sets the title.
 */
export function RouterProvider(props: RouterProviderProps) {
  const { history, routes, access, fallback = null, notFound = null, errorElement } = props;
  const target = useHistorySnapshot(history);
  const { status, loginPath, homePath } = access;
  const resolution = useMemo(
    () => resolveLocation(routes, target.location, { status, loginPath, homePath }),
    [routes, target, status, loginPath, homePath],
  );
  // The resolution whose modules finished loading, successfully or not: a failed module then
  // renders (and throws into the error boundary) instead of being retried forever.
  const [settled, setSettled] = useState<Resolution<RouteObject> | null>(null);
  const [shown, setShown] = useState<View | null>(null);

  const ready =
    resolution.kind === 'render' && (settled === resolution || unloadedComponents(routesOf(resolution)).length === 0);
  const readyView = useMemo<View | null>(
    () => (resolution.kind === 'render' ? { ...target, matches: resolution.matches } : null),
    [resolution, target],
  );
  if (ready && readyView && shown !== readyView) setShown(readyView);

  let view: View | null = ready ? readyView : shown;
  // The previous screen stays only while its guard still allows it (never after a sign-out).
  if (!ready && view && decideAccess(accessOf(view.matches), access, view.location).kind !== 'allow') view = null;
  if (resolution.kind === 'wait') view = null;

  useEffect(() => {
    if (resolution.kind === 'redirect') history.replace(resolution.to);
  }, [history, resolution]);

  useEffect(() => {
    if (ready || resolution.kind === 'redirect') return;
    const pending = unloadedComponents(routesOf(resolution));
    // While waiting for the status the modules load in parallel; nothing to load, nothing to wait for.
    if (resolution.kind === 'wait' && pending.length === 0) return;
    let current = true;
    void Promise.all(pending.map((c) => c.preload())).then(() => {
      if (current) setSettled(resolution);
    });
    return () => {
      current = false;
    };
  }, [ready, resolution]);

  useLoadingReport(resolution.kind === 'render' && !ready, props.onLoadingChange);
  useScrollReset(view);
  useDocumentTitle(view, props.formatTitle);

  const navigator = useMemo<Navigator>(() => ({ history, preload: (path) => preloadPath(routes, path) }), [history, routes]);
  const state = useMemo<RouterState>(
    () => ({
      ...navigator,
      routes,
      location: view?.location ?? target.location,
      action: view?.action ?? target.action,
      matches: view?.matches ?? [],
    }),
    [navigator, routes, view, target],
  );
  const resetKey = state.location.key;
  let content: ReactNode = fallback;
  if (view) content = view.matches.length === 0 ? notFound : renderMatches(view.matches, resetKey);
  return (
    <NavigatorContext value={navigator}>
      <PathnameContext value={state.location.pathname}>
        <RouterContext value={state}>
          <RouteErrorBoundary resetKey={resetKey} errorElement={errorElement}>
            {content}
          </RouteErrorBoundary>
        </RouterContext>
      </PathnameContext>
    </NavigatorContext>
  );
}
