import {
  CARD_SKINS, DARK_COLOR_SCHEMES, DEFAULT_SETTINGS, LIGHT_COLOR_SCHEMES, PRIMARY_COLOR_SCHEMES,
  THEME_LAYOUTS, THEME_MODES, TOAST_POSITIONS, VISIBLE_TOASTS_MAX, VISIBLE_TOASTS_MIN,
} from './options';
import type { NotificationSettings, Settings, SettingsPatch } from './options';

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function oneOf<T extends string>(options: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Older versions stored a colour scheme as `{ name, ...colours }`; the name is what counts. */
function schemeName(value: unknown): unknown {
  return isRecord(value) ? value.name : value;
}

const bool = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);

function count(value: unknown, fallback: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return fallback;
  return Math.min(VISIBLE_TOASTS_MAX, Math.max(VISIBLE_TOASTS_MIN, Math.round(n)));
}

/**
 * Reads settings from anything (parsed JSON of any age, a patch merged over the state): each
 * field is validated on its own and falls back to `fallback`'s field when missing or invalid.
 */
export function normalizeSettings(input: unknown, fallback: Readonly<Settings> = DEFAULT_SETTINGS): Settings {
  const raw = isRecord(input) ? input : {};
  const note = isRecord(raw.notification) ? raw.notification : {};
  const base = fallback.notification;
  const notification: NotificationSettings = {
    isExpanded: bool(note.isExpanded, base.isExpanded),
    position: oneOf(TOAST_POSITIONS, note.position, base.position),
    visibleToasts: count(note.visibleToasts, base.visibleToasts),
  };
  return {
    themeMode: oneOf(THEME_MODES, raw.themeMode, fallback.themeMode),
    themeLayout: oneOf(THEME_LAYOUTS, raw.themeLayout, fallback.themeLayout),
    cardSkin: oneOf(CARD_SKINS, raw.cardSkin, fallback.cardSkin),
    isMonochrome: bool(raw.isMonochrome, fallback.isMonochrome),
    darkColorScheme: oneOf(DARK_COLOR_SCHEMES, schemeName(raw.darkColorScheme), fallback.darkColorScheme),
    lightColorScheme: oneOf(LIGHT_COLOR_SCHEMES, schemeName(raw.lightColorScheme), fallback.lightColorScheme),
    primaryColorScheme: oneOf(PRIMARY_COLOR_SCHEMES, schemeName(raw.primaryColorScheme), fallback.primaryColorScheme),
    notification,
  };
}

/** `patch` over `state` (notification field by field); invalid fields keep the current value. */
export function mergeSettings(state: Readonly<Settings>, patch: SettingsPatch): Settings {
  return normalizeSettings(
    { ...state, ...patch, notification: { ...state.notification, ...(patch.notification ?? {}) } },
    state,
  );
}

/** Field-by-field equality (the shape is fixed and flat but for `notification`). */
export function settingsEqual(a: Readonly<Settings>, b: Readonly<Settings>): boolean {
  const keys = Object.keys(a) as (keyof Settings)[];
  return keys.every((key) => key === 'notification'
    ? (Object.keys(a.notification) as (keyof NotificationSettings)[])
        .every((k) => a.notification[k] === b.notification[k])
    : a[key] === b[key]);
}
