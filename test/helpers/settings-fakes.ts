// Test doubles for the settings store: a Map-backed storage and a controllable matchMedia.
import type { MediaQueryListLike } from '../../src/lib/settings';

export function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

export function fakeMatchMedia(dark: boolean) {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const queries: string[] = [];
  const list: MediaQueryListLike & { matches: boolean } = {
    matches: dark,
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
  };
  return {
    listeners,
    queries,
    matchMedia: (query: string) => {
      queries.push(query);
      return list;
    },
    /** The OS switches its colour scheme. */
    setDark(value: boolean) {
      list.matches = value;
      for (const listener of [...listeners]) listener({ matches: value });
    },
  };
}
