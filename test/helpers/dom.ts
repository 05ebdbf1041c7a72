/**
 * Installs a happy-dom window as the global environment for component tests. Import it first in a
 * test file (before React or Testing Library) so `document` exists when they load. Testing Library's
 * cleanup runs after each test, and React is told it runs inside `act`.
 */
import { afterEach } from 'node:test';
import { runInNewContext } from 'node:vm';
import { FIXTURE_NOW, shiftClock } from './clock';
import { requireHappyDom } from './happy-dom-bundle';

const { Window } = requireHappyDom();

const KEEP = new Set(['undefined', 'NaN', 'Infinity', 'globalThis', 'global', 'constructor', 'process',
  'console', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask',
  'setImmediate', 'clearImmediate', 'performance', 'fetch', 'Request', 'Response', 'Headers',
  'AbortController', 'AbortSignal', 'Event', 'EventTarget', 'URL', 'URLSearchParams', 'TextEncoder',
  'TextDecoder', 'structuredClone', 'crypto', 'Blob', 'FormData', 'ReadableStream', 'WritableStream',
  'TransformStream', 'MessageChannel', 'MessagePort', 'BroadcastChannel', 'DOMException', 'atob', 'btoa']);

// ECMAScript's own globals (Array, JSON, Promise…) stay Node's: mixing realms breaks deepEqual and instanceof.
for (const key of Object.getOwnPropertyNames(runInNewContext('globalThis') as object)) KEEP.add(key);

export const window = new Window({ url: 'http://localhost/', width: 1440, height: 900 });
const g = globalThis as unknown as Record<string, unknown>;
for (const key of Object.getOwnPropertyNames(window)) {
  if (KEEP.has(key) || key.startsWith('_')) continue;
  const descriptor = Object.getOwnPropertyDescriptor(window, key);
  if (!descriptor) continue;
  try {
    Object.defineProperty(globalThis, key, { ...descriptor, configurable: true });
  } catch {
    // a few Node globals are not configurable; Node's own version serves the tests
  }
}
g.window = window;
g.document = window.document;
g.IS_REACT_ACT_ENVIRONMENT = true;
// The constants build.mjs defines for the browser bundle.
g.__API_URL__ ??= '/api/v1';
g.__LOCALE_URLS__ ??= '{}';
g.__APP_TITLE__ ??= 'Diving';
g.__DEV__ ??= false;

const { cleanup, configure } = await import('@testing-library/react');
// waitFor and findBy* give up after 30 s, not 1 s: a test's verdict must not depend on the machine's
// speed, and beside the browser files a screen that settles in 50 ms alone has taken over 5 s. They
// still return as soon as what they wait for is there; the wait only bounds a test that fails.
configure({ asyncUtilTimeout: 30_000 });
// The fixtures' demo data is made on FIXTURE_NOW and the screens tell its ages from the clock: on the
// real clock, a row four days old the day a test was written is a month old weeks later.
shiftClock(FIXTURE_NOW);
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const BLANK_HTML_ATTRIBUTES = [...document.documentElement.attributes].map((a) => [a.name, a.value] as const);

/**
 * The document as a new window has it: no body or head children, the `<html>` attributes it had
 * (no `lang`, `dir`, theme or motion a screen set), the first URL, empty storage. test/run.mjs runs
 * it before each file that shares its process with others, so a file starts as it would alone
 * (what a test left outside React, such as an element it appended, is not for the next file).
 */
export function freshDocument(): void {
  cleanup();
  document.body.replaceChildren();
  document.head.replaceChildren();
  const html = document.documentElement;
  for (const name of html.getAttributeNames()) html.removeAttribute(name);
  for (const [name, value] of BLANK_HTML_ATTRIBUTES) html.setAttribute(name, value);
  document.title = '';
  window.history.replaceState(null, '', 'http://localhost/');
  window.localStorage.clear();
  window.sessionStorage.clear();
}
