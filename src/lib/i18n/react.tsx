import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { I18n } from './create-i18n';
import type { TFunction } from './messages';

const I18nContext = createContext<I18n | null>(null);

/** Makes an i18n instance available to `useI18n` and `useT` below it. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/**
 * The instance's current state and bound methods; the component re-renders on every language
 * change, and `t` and the formatters get a new identity then, so memoised values follow.
 */
export function useI18n(): I18n & { version: number } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n must be used inside an I18nProvider');
  const version = useSyncExternalStore(i18n.subscribe, i18n.getSnapshot, i18n.getSnapshot);
  return useMemo(
    () => ({
      version,
      language: i18n.language,
      dir: i18n.dir,
      ready: i18n.ready,
      t: (key, params) => i18n.t(key, params),
      init: i18n.init,
      changeLanguage: i18n.changeLanguage,
      subscribe: i18n.subscribe,
      getSnapshot: i18n.getSnapshot,
      formatNumber: (value, options) => i18n.formatNumber(value, options),
    }),
    [i18n, version],
  );
}

/** The translate function of the current language. */
export function useT(): TFunction {
  return useI18n().t;
}
