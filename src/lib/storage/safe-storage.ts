/** Web Storage behind calls that never throw: strings and JSON, failures logged once per storage. */

/** The part of the Web Storage API used; `removeItem` may be absent (a store that only reads and writes). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem'> & Partial<Pick<Storage, 'removeItem'>>;

/** A storage whose calls never throw. */
export interface SafeStorage {
  /** The string under `key`, or null when there is none or the storage failed. */
  getString(key: string): string | null;
  /** Stores `value`; false when it could not (storage missing, denied or full). */
  setString(key: string, value: string): boolean;
  /**
   * The parsed JSON under `key`, or null when there is none, it is not JSON (logged) or `validate`
   * rejects it. Without `validate`, `T` is the caller's word.
   */
  getJSON<T = unknown>(key: string, validate?: (value: unknown) => value is T): T | null;
  /** Stores `value` as JSON; false when it could not. */
  setJSON(key: string, value: unknown): boolean;
  /** Removes `key`, if it can. */
  remove(key: string): void;
}

/**
 * Wraps the storage `open` returns, looked up on every call (so a storage that appears, changes or
 * starts throwing is followed). A missing storage (`open` gives null or undefined) is silent: there
 * is nothing to remember with. The first failure is logged with `name`; later ones are not.
 */
export function createSafeStorage(name: string, open: () => StorageLike | null | undefined): SafeStorage {
  let warned = false;
  const attempt = <R>(what: string, key: string, fallback: R, run: (storage: StorageLike) => R): R => {
    try {
      const storage = open();
      return storage ? run(storage) : fallback;
    } catch (error) {
      if (!warned) console.warn(`storage: could not ${what} "${key}" in ${name}; nothing is remembered there (logged once)`, error);
      warned = true;
      return fallback;
    }
  };
  // The text is made inside the attempt: JSON.stringify throws on a cycle or a BigInt.
  const write = (key: string, text: () => string) => attempt('write', key, false, (storage) => {
    storage.setItem(key, text());
    return true;
  });
  const getString = (key: string) => attempt('read', key, null, (storage) => storage.getItem(key) ?? null);
  return {
    getString,
    setString: (key, value) => write(key, () => value),
    getJSON<T>(key: string, validate?: (value: unknown) => value is T): T | null {
      const text = getString(key);
      if (text === null) return null;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch (error) {
        console.warn(`storage: ignoring "${key}" in ${name}: it is not JSON`, error);
        return null;
      }
      return validate && !validate(value) ? null : (value as T);
    },
    setJSON: (key, value) => write(key, () => JSON.stringify(value)),
    remove: (key) => attempt('remove', key, undefined, (storage) => storage.removeItem?.(key)),
  };
}

/** The browser's localStorage (kept across visits), never throwing. */
export const local: SafeStorage = createSafeStorage('localStorage', () => globalThis.localStorage);
/** The browser's sessionStorage (kept for the tab), never throwing. */
export const session: SafeStorage = createSafeStorage('sessionStorage', () => globalThis.sessionStorage);
