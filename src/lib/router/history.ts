import { createBrowserHistory, createMemoryHistory, type History, type InitialEntry } from 'history';

/** The history the router reads and writes: the `history` package's v5 interface. */
export type AppHistory = History;

/**
 * Creates the app's history. `'browser'` follows the address bar (the `window` of the page);
 * `'memory'` keeps its own stack for tests and previews, starting at `initial` (default `'/'`).
 */
export function createAppHistory(kind: 'browser' | 'memory', initial: InitialEntry = '/'): AppHistory {
  if (kind === 'browser') return createBrowserAppHistory();
  return createMemoryHistory({ initialEntries: [initial] });
}

/**
 * `createAppHistory('browser')` without the memory history's code: what app/app.tsx uses, so the
 * first chunk carries the browser history only.
 */
export function createBrowserAppHistory(): AppHistory {
  return createBrowserHistory();
}
