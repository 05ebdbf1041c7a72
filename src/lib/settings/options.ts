/** The appearance settings of the back office: their option lists, types and defaults. */

/** `system` follows the OS colour scheme while the page is open. */
export const THEME_MODES = ['system', 'light', 'dark'] as const;
export const THEME_LAYOUTS = ['main-layout', 'sideblock'] as const;
export const CARD_SKINS = ['bordered', 'shadow'] as const;
export const DARK_COLOR_SCHEMES = ['navy', 'mirage', 'mint', 'black', 'cinder'] as const;
export const LIGHT_COLOR_SCHEMES = ['slate', 'gray', 'neutral'] as const;
export const PRIMARY_COLOR_SCHEMES = ['indigo', 'blue', 'green', 'amber', 'purple', 'rose'] as const;
/** Where toasts stack; `left`/`right` mirror in RTL. */
export const TOAST_POSITIONS = [
  'top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right',
] as const;
/** Bounds of `notification.visibleToasts`, inclusive. */
export const VISIBLE_TOASTS_MIN = 1;
export const VISIBLE_TOASTS_MAX = 10;

export type ThemeMode = (typeof THEME_MODES)[number];
export type ResolvedTheme = 'light' | 'dark';
export type ThemeLayout = (typeof THEME_LAYOUTS)[number];
export type CardSkin = (typeof CARD_SKINS)[number];
export type DarkColorScheme = (typeof DARK_COLOR_SCHEMES)[number];
export type LightColorScheme = (typeof LIGHT_COLOR_SCHEMES)[number];
export type PrimaryColorScheme = (typeof PRIMARY_COLOR_SCHEMES)[number];
export type ToastPosition = (typeof TOAST_POSITIONS)[number];

/** How toasts are shown. */
export interface NotificationSettings {
  /** Show the stack fanned out instead of collapsed. Default false. */
  isExpanded: boolean;
  /** Default `bottom-right`. */
  position: ToastPosition;
  /** How many toasts show at once, 1–10. Default 4. */
  visibleToasts: number;
}

/** Everything the appearance page changes; persisted in localStorage `settings`. */
export interface Settings {
  /** Default `system`. */
  themeMode: ThemeMode;
  /** Default `main-layout`. */
  themeLayout: ThemeLayout;
  /** Default `bordered`. */
  cardSkin: CardSkin;
  /** Whole page in greys. Default false. */
  isMonochrome: boolean;
  /** Neutral palette in dark mode. Default `cinder`. */
  darkColorScheme: DarkColorScheme;
  /** Neutral palette in light mode. Default `slate`. */
  lightColorScheme: LightColorScheme;
  /** Default `rose`. */
  primaryColorScheme: PrimaryColorScheme;
  notification: NotificationSettings;
}

/** A change to apply: any top-level fields, `notification` merged field by field. */
export type SettingsPatch = Partial<Omit<Settings, 'notification'>> & {
  notification?: Partial<NotificationSettings>;
};

/** The settings of a first visit. */
export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  themeMode: 'system',
  themeLayout: 'main-layout',
  cardSkin: 'bordered',
  isMonochrome: false,
  darkColorScheme: 'cinder',
  lightColorScheme: 'slate',
  primaryColorScheme: 'rose',
  notification: Object.freeze({ isExpanded: false, position: 'bottom-right', visibleToasts: 4 }),
});

/** localStorage key of the persisted settings (JSON). */
export const SETTINGS_STORAGE_KEY = 'settings';
