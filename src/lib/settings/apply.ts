import type { ResolvedTheme, Settings } from './options';
import { settingsStore } from './store';
import type { SettingsStore } from './store';

/**
 * The data-* attributes that select the tokens of styles/tokens.css. Setting them on any element
 * themes that subtree (the appearance page can preview a scheme that way).
 */
export function settingsAttributes(settings: Settings, theme: ResolvedTheme): Record<string, string> {
  return {
    'data-theme': theme,
    'data-mode': settings.themeMode,
    'data-layout': settings.themeLayout,
    'data-card-skin': settings.cardSkin,
    'data-monochrome': String(settings.isMonochrome),
    'data-dark-scheme': settings.darkColorScheme,
    'data-light-scheme': settings.lightColorScheme,
    'data-primary': settings.primaryColorScheme,
  };
}

function write(root: HTMLElement, store: SettingsStore) {
  const theme = store.getResolvedTheme();
  for (const [name, value] of Object.entries(settingsAttributes(store.get(), theme))) {
    if (root.getAttribute(name) !== value) root.setAttribute(name, value);
  }
  root.style.colorScheme = theme;
}

/**
 * Applies the settings to `root` now and after every change, including OS scheme changes while
 * the mode is `system`. Returns the function that stops following.
 * @param root default `document.documentElement`
 * @param store default the app's `settingsStore`
 */
export function applySettings(
  root: HTMLElement = document.documentElement,
  store: SettingsStore = settingsStore,
): () => void {
  write(root, store);
  return store.subscribe(() => write(root, store));
}
