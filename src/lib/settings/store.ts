import { SETTINGS_STORAGE_KEY } from './options';
import type { ResolvedTheme, Settings, SettingsPatch } from './options';
import { mergeSettings, normalizeSettings, settingsEqual } from './normalize';

/** What the store understands; `replace` takes anything and validates it field by field. */
export type SettingsAction =
  | { type: 'update'; patch: SettingsPatch }
  | { type: 'reset' }
  | { type: 'replace'; settings: unknown };

/** The pure transition; returns `state` itself when nothing changed. */
export function settingsReducer(state: Settings, action: SettingsAction): Settings {
  let next: Settings;
  switch (action.type) {
    case 'update':
      next = mergeSettings(state, action.patch);
      break;
    case 'reset':
      next = normalizeSettings(undefined);
      break;
    case 'replace':
      next = normalizeSettings(action.settings);
      break;
  }
  return settingsEqual(state, next) ? state : next;
}

/** The part of `MediaQueryList` the store uses. */
export interface MediaQueryListLike {
  readonly matches: boolean;
  addEventListener(type: 'change', listener: (event: { matches: boolean }) => void): void;
  removeEventListener(type: 'change', listener: (event: { matches: boolean }) => void): void;
}

/** The OS dark-scheme query followed in `system` mode. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

export interface SettingsStoreOptions {
  /** Where settings persist (key `settings`, JSON). Default `localStorage` when present; null: memory only. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Default `window.matchMedia` when present; null: the OS is taken as light. */
  matchMedia?: ((query: string) => MediaQueryListLike) | null;
}

export interface SettingsStore {
  getState(): Settings;
  /**
   * Called after every change, and when the OS scheme changes while the mode is `system` (the
   * store listens to the media query only then, and only while someone is subscribed).
   */
  subscribe(listener: () => void): () => void;
  dispatch(action: SettingsAction): void;
  /** Shallow patch; `notification` is merged field by field; invalid fields are ignored. */
  update(patch: SettingsPatch): void;
  /** Back to DEFAULT_SETTINGS (persisted too). */
  reset(): void;
  /** Whether the OS currently prefers dark. */
  getSystemDark(): boolean;
  /** The theme in effect: the mode, or the OS's in `system` mode. */
  getResolvedTheme(): ResolvedTheme;
}

/** `light` or `dark` for these settings, given whether the OS prefers dark. */
export function resolveTheme(settings: Pick<Settings, 'themeMode'>, systemDark: boolean): ResolvedTheme {
  if (settings.themeMode === 'system') return systemDark ? 'dark' : 'light';
  return settings.themeMode;
}

function defaultStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return globalThis.localStorage ?? null;
  } catch (error) {
    console.warn('settings: localStorage is not available, settings will not persist', error);
    return null;
  }
}

function defaultMatchMedia(): ((query: string) => MediaQueryListLike) | null {
  return typeof globalThis.matchMedia === 'function' ? (query) => globalThis.matchMedia(query) : null;
}

function load(storage: Pick<Storage, 'getItem'> | null): Settings {
  let json: string | null = null;
  try {
    json = storage?.getItem(SETTINGS_STORAGE_KEY) ?? null;
  } catch (error) {
    console.warn('settings: could not read the stored settings', error);
  }
  if (json === null) return normalizeSettings(undefined);
  try {
    return normalizeSettings(JSON.parse(json));
  } catch (error) {
    console.warn('settings: ignoring stored settings that are not JSON', error);
    return normalizeSettings(undefined);
  }
}

/** A settings store without React: loads once, persists every change. */
export function createSettingsStore(options: SettingsStoreOptions = {}): SettingsStore {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const matchMedia = options.matchMedia === undefined ? defaultMatchMedia() : options.matchMedia;
  const listeners = new Set<() => void>();
  let state = load(storage);
  let query: MediaQueryListLike | null = null;
  let following = false;

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const mediaQuery = (): MediaQueryListLike | null => {
    if (!query && matchMedia) query = matchMedia(DARK_SCHEME_QUERY);
    return query;
  };
  const onSystemChange = () => notify();

  function syncFollowing() {
    const want = listeners.size > 0 && state.themeMode === 'system';
    if (want === following) return;
    const mql = mediaQuery();
    if (!mql) return;
    if (want) mql.addEventListener('change', onSystemChange);
    else mql.removeEventListener('change', onSystemChange);
    following = want;
  }

  function persist() {
    try {
      storage?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(state));
    } catch (error) {
      console.warn('settings: could not save the settings', error);
    }
  }

  const store: SettingsStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      syncFollowing();
      return () => {
        listeners.delete(listener);
        syncFollowing();
      };
    },
    dispatch(action) {
      const next = settingsReducer(state, action);
      if (next === state) return;
      state = next;
      persist();
      syncFollowing();
      notify();
    },
    update: (patch) => store.dispatch({ type: 'update', patch }),
    reset: () => store.dispatch({ type: 'reset' }),
    getSystemDark: () => mediaQuery()?.matches ?? false,
    getResolvedTheme: () => resolveTheme(state, store.getSystemDark()),
  };
  return store;
}

/** The app's store (localStorage, window.matchMedia). */
export const settingsStore: SettingsStore = createSettingsStore();
