import { createStore, type ReadableStore } from '../store';
import { createSafeStorage, local, type StorageLike } from '../storage';
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
  /**
   * Where settings persist (key `settings`, JSON), through lib/storage so a failing storage never
   * throws. Default the browser's localStorage; null: memory only.
   */
  storage?: StorageLike | null;
  /** Default `window.matchMedia` when present; null: the OS is taken as light. */
  matchMedia?: ((query: string) => MediaQueryListLike) | null;
}

export interface SettingsStore extends ReadableStore<Settings> {
  /**
   * Listeners run after every change, and when the OS scheme changes while the mode is `system`
   * (the store listens to the media query only then, and only while someone is subscribed).
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

/**
 * The settings, and the OS's scheme as the media query last reported it (false until it does): kept
 * in the state so that an OS change notifies like any other change. Reads use the query itself.
 */
interface SettingsState { settings: Settings; systemDark: boolean }

/** A settings store without React: loads once, persists every change. */
export function createSettingsStore(options: SettingsStoreOptions = {}): SettingsStore {
  const storage = options.storage === undefined ? local : createSafeStorage('the settings storage', () => options.storage);
  const matchMedia = options.matchMedia === undefined
    ? (typeof globalThis.matchMedia === 'function' ? (query: string) => globalThis.matchMedia(query) : null)
    : options.matchMedia;
  let query: MediaQueryListLike | null = null;
  let watched = false;
  let following = false;
  const mediaQuery = (): MediaQueryListLike | null => {
    if (!query && matchMedia) query = matchMedia(DARK_SCHEME_QUERY);
    return query;
  };
  const onSystemChange = (event: { matches: boolean }) => state.set((s) => ({ ...s, systemDark: event.matches }));

  function syncFollowing() {
    const want = watched && state.get().settings.themeMode === 'system';
    if (want === following) return;
    const mql = mediaQuery();
    if (!mql) return;
    if (want) mql.addEventListener('change', onSystemChange);
    else mql.removeEventListener('change', onSystemChange);
    following = want;
  }

  const state = createStore<SettingsState>(
    { settings: normalizeSettings(storage.getJSON(SETTINGS_STORAGE_KEY)), systemDark: false },
    { onWatch: (on) => {
      watched = on;
      syncFollowing();
    } },
  );

  const store: SettingsStore = {
    get: () => state.get().settings,
    subscribe: state.subscribe,
    dispatch(action) {
      const { settings } = state.get();
      const next = settingsReducer(settings, action);
      if (next === settings) return;
      storage.setJSON(SETTINGS_STORAGE_KEY, next);
      state.set((s) => ({ ...s, settings: next }));
      syncFollowing();
    },
    update: (patch) => store.dispatch({ type: 'update', patch }),
    reset: () => store.dispatch({ type: 'reset' }),
    getSystemDark: () => mediaQuery()?.matches ?? false,
    getResolvedTheme: () => resolveTheme(store.get(), store.getSystemDark()),
  };
  return store;
}

/** The app's store (localStorage, window.matchMedia). */
export const settingsStore: SettingsStore = createSettingsStore();
