// i18n owns the four languages (en, es, ar, zh-cn): detecting the user's choice (kept in
// localStorage `i18nextLng` through lib/storage; the language is a lib/store store), loading a
// language's texts on demand with English as the per-key fallback, t() with {{name}} and plural
// forms by Intl.PluralRules, <html lang dir>, numbers (a method: t() uses it), and dates and
// relative times (functions taking the i18n, so only the screens that show them bring them).
export {
  LANGUAGES, DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, detectLanguage, directionOf, isLanguage, normalizeLanguage,
  type Direction, type Language,
} from './languages';
export type { Messages, TFunction, TParams } from './messages';
export { formatAge, formatRelativeTime, monthDiff, relativeTimeParts, type RelativeTimeParts, type RelativeUnit } from './relative-time';
export { createI18n, type I18n, type I18nOptions } from './create-i18n';
export { formatDate } from './format-date';
export { countryName } from './countries';
export { COUNTRY_CODES, countryOptions } from './country-options';
export { I18nProvider, useI18n, useT } from './react';
