import { useStore } from '../store';
import type { ResolvedTheme, Settings, SettingsPatch } from './options';
import { settingsStore } from './store';
import type { SettingsStore } from './store';

export interface UseSettingsResult {
  settings: Settings;
  update(patch: SettingsPatch): void;
  reset(): void;
}

/** The current settings (re-renders on change) and the functions that change them. */
export function useSettings(store: SettingsStore = settingsStore): UseSettingsResult {
  return { settings: useStore(store), update: store.update, reset: store.reset };
}

/** `light` or `dark` as shown now; follows the OS live in `system` mode. */
export function useResolvedTheme(store: SettingsStore = settingsStore): ResolvedTheme {
  return useStore(store, store.getResolvedTheme);
}
