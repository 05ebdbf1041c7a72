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
  // On a fresh page load the package numbers the first entry with a `replaceState`, which waits on
  // the browser process (7-20 ms measured in headless Chromium, ahead of the sign-in form's first
  // paint). The number only matters once there is a second entry to come back from (it tells a
  // blocked Back how far to go forward again), so it is written just before the app's first push;
  // a page left without navigating never writes it. An entry the app replaces carries its own.
  let starting = true;
  let firstEntry: unknown;
  const real = window.history;
  const pageHistory: Pick<globalThis.History, 'state' | 'pushState' | 'replaceState' | 'go'> = {
    get state() {
      return real.state as unknown;
    },
    pushState: (state, unused, url) => {
      if (firstEntry !== undefined && (real.state as { idx?: unknown } | null)?.idx == null) real.replaceState(firstEntry, '');
      firstEntry = undefined;
      real.pushState(state, unused, url);
    },
    replaceState: (state, unused, url) => {
      if (starting) {
        firstEntry = state;
        return;
      }
      firstEntry = undefined;
      real.replaceState(state, unused, url);
    },
    go: (delta) => real.go(delta),
  };
  // What createBrowserHistory reads of `window` (history 5.3): history, location and listeners.
  const page = {
    history: pageHistory,
    get location() {
      return window.location;
    },
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
  } as unknown as Window;
  const history = createBrowserHistory({ window: page });
  starting = false;
  return history;
}
