import { createBrowserHistory, createMemoryHistory, type History, type InitialEntry } from 'history';
import { afterNextPaint } from '../after-paint';

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
  // paint). That one write waits for the paint; if the app has written an entry by then (a
  // redirect), that entry already carries its number and the deferred write is dropped.
  let starting = true;
  let firstEntry: unknown;
  const real = window.history;
  const pageHistory: Pick<globalThis.History, 'state' | 'pushState' | 'replaceState' | 'go'> = {
    get state() {
      return real.state as unknown;
    },
    pushState: (state, unused, url) => real.pushState(state, unused, url),
    replaceState: (state, unused, url) => {
      if (starting) firstEntry = state;
      else real.replaceState(state, unused, url);
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
  if (firstEntry !== undefined) {
    afterNextPaint(() => {
      if ((real.state as { idx?: unknown } | null)?.idx == null) real.replaceState(firstEntry, '');
    });
  }
  return history;
}
