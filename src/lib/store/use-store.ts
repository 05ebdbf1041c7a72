import { useSyncExternalStore } from 'react';
import type { ReadableStore } from './create-store';

/**
 * A store's state, or the part `selector` picks; the component re-renders when that value changes
 * (compared with `Object.is`). The selector has to return a part of the state or a primitive: a new
 * object on every call would never compare equal.
 */
export function useStore<S>(store: ReadableStore<S>): S;
export function useStore<S, T>(store: ReadableStore<S>, selector: (state: S) => T): T;
export function useStore<S, T>(store: ReadableStore<S>, selector?: (state: S) => T): S | T {
  const get: () => S | T = selector ? () => selector(store.get()) : store.get;
  return useSyncExternalStore(store.subscribe, get, get);
}
