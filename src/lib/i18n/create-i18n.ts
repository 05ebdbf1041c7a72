/** The i18n instance: detection, lazy tables with an English fallback per key, formatting, `<html lang dir>`. */
import {
  DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, detectLanguage, directionOf, intlLocale, normalizeLanguage,
  type Direction, type Language,
} from './languages';
import { createStore } from '../store';
import { createSafeStorage, local } from '../storage';
import { cachedFormat, cachedFormatter } from './intl-cache';
import { interpolate, resolve, type Messages, type TFunction } from './messages';

/** What `createI18n` needs. */
export interface I18nOptions {
  /** Per language, a function loading its table; may resolve the table or an ES module `{ default }`. */
  loaders: Partial<Record<Language, () => Promise<Messages | { default: Messages }>>>;
  /** Tables available at once, without loading (tests; a bundled English). */
  resources?: Partial<Record<Language, Messages>>;
  /** Language of last resort, for detection and for keys a table lacks. Default `'en'`. */
  fallbackLanguage?: Language;
  /**
   * Where the choice is kept under `i18nextLng`, through lib/storage (a failing storage never throws).
   * Default the browser's localStorage; `null` keeps nothing.
   */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** The browser's preferred languages, best first. Default `navigator.languages`. */
  navigatorLanguages?: readonly string[];
}

/** One i18n instance; its methods are bound, so they may be destructured. */
export interface I18n {
  readonly language: Language;
  readonly dir: Direction;
  /** True once the language's table has been loaded (or its loading has failed). */
  readonly ready: boolean;
  t: TFunction;
  /** Loads the detected language and the fallback in parallel, then applies `<html lang dir>`. */
  init(): Promise<void>;
  /** Loads the language's table, then switches; a failed load is logged and the switch still happens. */
  changeLanguage(lng: Language): Promise<void>;
  subscribe(listener: () => void): () => void;
  /** A counter bumped on every switch, for `useSyncExternalStore`. */
  getSnapshot(): number;
  /** Formats a number in the active language (also how `t()` writes numeric parameters). */
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
}

type Table = Messages | { default: Messages };

const isDevelopment = (): boolean =>
  typeof process !== 'undefined' ? process.env.NODE_ENV !== 'production' : typeof __DEV__ !== 'undefined' && __DEV__;

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

function unwrap(loaded: Table): Messages {
  const inner = (loaded as { default?: unknown }).default;
  return inner !== null && typeof inner === 'object' ? (inner as Messages) : (loaded as Messages);
}

/** Creates an i18n instance. Detection runs at once; call `init()` to load and apply. */
export function createI18n(options: I18nOptions): I18n {
  const fallback = options.fallbackLanguage ?? DEFAULT_LANGUAGE;
  const storage = options.storage === undefined ? local : createSafeStorage('the language storage', () => options.storage);
  const tables = new Map<Language, Messages>(Object.entries(options.resources ?? {}) as [Language, Messages][]);
  const loading = new Map<Language, Promise<void>>();
  const warned = new Set<string>();
  const detected = detectLanguage(storage.getString(LANGUAGE_STORAGE_KEY), options.navigatorLanguages ?? browserLanguages(), fallback);
  // `version` counts the switches: each one is a new state, even to the same language (texts loaded).
  const state = createStore({ language: detected, ready: tables.has(detected) && tables.has(fallback), version: 0 });
  let latestSwitch = 0;

  function load(lng: Language): Promise<void> {
    if (tables.has(lng)) return Promise.resolve();
    let promise = loading.get(lng);
    if (!promise) {
      const loader = options.loaders[lng];
      promise = (loader ? loader() : Promise.reject(new Error(`i18n: no loader for "${lng}"`)))
        .then((loaded) => void tables.set(lng, unwrap(loaded)))
        .finally(() => loading.delete(lng));
      loading.set(lng, promise);
    }
    return promise;
  }

  async function loadAll(languages: Language[]): Promise<void> {
    const unique = [...new Set(languages)];
    const results = await Promise.allSettled(unique.map(load));
    results.forEach((result, i) => {
      if (result.status === 'rejected') console.error(`i18n: could not load the "${unique[i]}" texts`, result.reason);
    });
  }

  function apply(lng: Language, persist: boolean): void {
    if (persist) storage.setString(LANGUAGE_STORAGE_KEY, lng);
    if (typeof document !== 'undefined') {
      document.documentElement.lang = intlLocale(lng);
      document.documentElement.dir = directionOf(lng);
    }
    state.set(({ version }) => ({ language: lng, ready: true, version: version + 1 }));
  }

  async function switchTo(lng: Language, persist: boolean): Promise<void> {
    const id = ++latestSwitch;
    await loadAll([lng, fallback]);
    if (id === latestSwitch) apply(lng, persist); // a later switch wins over this one
  }

  const formatNumber = (value: number, opts?: Intl.NumberFormatOptions): string => {
    const locale = intlLocale(state.get().language);
    const key = `n|${locale}|${JSON.stringify(opts ?? {})}`;
    return cachedFormat(key, value, () => cachedFormatter(key, () => new Intl.NumberFormat(locale, opts)).format(value));
  };

  const t: TFunction = (key, params) => {
    const { language } = state.get();
    const count = typeof params?.count === 'number' ? params.count : undefined;
    for (const lng of language === fallback ? [language] : [language, fallback]) {
      const found = resolve(tables.get(lng), key, count, intlLocale(lng));
      if (found !== undefined) return interpolate(found, params, (n) => formatNumber(n), directionOf(language) === 'rtl');
    }
    if (!warned.has(key) && isDevelopment()) {
      warned.add(key);
      console.warn(`i18n: missing key "${key}" (${language})`);
    }
    return key;
  };

  return {
    get language() { return state.get().language; },
    get dir() { return directionOf(state.get().language); },
    get ready() { return state.get().ready; },
    t,
    init: () => switchTo(state.get().language, false),
    changeLanguage: (lng) => switchTo(normalizeLanguage(lng) ?? fallback, true),
    subscribe: state.subscribe,
    getSnapshot: () => state.get().version,
    formatNumber,
  };
}
