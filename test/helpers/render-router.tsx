// Shared by the router's component tests: a history of either kind at a start path, and the
// provider rendered over it with an access state the test can change.
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  createAppHistory,
  RouterProvider,
  type AccessStatus,
  type AppHistory,
  type RouteObject,
  type RouterProviderProps,
} from '../../src/lib/router';

export type HistoryKind = 'memory' | 'browser';
export const HISTORY_KINDS: readonly HistoryKind[] = ['memory', 'browser'];

/** A history of `kind` at `initial` (the browser one moves the happy-dom window there first). */
export function historyAt(kind: HistoryKind, initial: string): AppHistory {
  if (kind === 'browser') window.history.replaceState(null, '', initial);
  return createAppHistory(kind, initial);
}

export interface RenderRouterOptions extends Partial<Omit<RouterProviderProps, 'history' | 'routes' | 'access'>> {
  kind?: HistoryKind;
  initial?: string;
  status?: AccessStatus;
  /** Render inside <StrictMode> (effects run twice on mount). */
  strict?: boolean;
}

/** Renders `routes` at `initial`; `setStatus` re-renders with another access status. */
export function renderRouter(routes: readonly RouteObject[], options: RenderRouterOptions = {}) {
  const { kind = 'memory', initial = '/', status = 'signed-in', strict = false, ...rest } = options;
  const history = historyAt(kind, initial);
  const ui = (s: AccessStatus): ReactNode => (
    <RouterProvider
      history={history}
      routes={routes}
      access={{ status: s, loginPath: '/login', homePath: '/home' }}
      fallback={<p>Loading…</p>}
      notFound={<p>Not found</p>}
      {...rest}
    />
  );
  const result = render(ui(status), { reactStrictMode: strict });
  return {
    ...result,
    history,
    setStatus: (next: AccessStatus) => result.rerender(ui(next)),
    navigate: (to: string) => act(() => history.push(to)),
  };
}

/** `pathname + search` of the history's current entry. */
export function here(history: AppHistory): string {
  return history.location.pathname + history.location.search;
}

/** A promise with its settle functions outside. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
