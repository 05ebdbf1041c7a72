// Appearance settings: the options of the appearance page with their defaults, a React-free store
// (lib/store) persisted in localStorage `settings` through lib/storage (tolerant of old or broken
// data, and of a storage that fails: settings then last as long as the page), the data-* attributes
// on <html> that select the colour schemes of styles/tokens.css, and the hooks over the store.
// `system` mode follows the OS colour scheme live while anything is subscribed (applySettings).

export {
  CARD_SKINS, DARK_COLOR_SCHEMES, DEFAULT_SETTINGS, LIGHT_COLOR_SCHEMES, PRIMARY_COLOR_SCHEMES,
  SETTINGS_STORAGE_KEY, THEME_LAYOUTS, THEME_MODES, TOAST_POSITIONS, VISIBLE_TOASTS_MAX, VISIBLE_TOASTS_MIN,
} from './options';
export type {
  CardSkin, DarkColorScheme, LightColorScheme, NotificationSettings, PrimaryColorScheme, ResolvedTheme,
  Settings, SettingsPatch, ThemeLayout, ThemeMode, ToastPosition,
} from './options';
export { mergeSettings, normalizeSettings } from './normalize';
export { DARK_SCHEME_QUERY, createSettingsStore, resolveTheme, settingsReducer, settingsStore } from './store';
export type { MediaQueryListLike, SettingsAction, SettingsStore, SettingsStoreOptions } from './store';
export { applySettings, settingsAttributes } from './apply';
export { useResolvedTheme, useSettings } from './hooks';
export type { UseSettingsResult } from './hooks';
