/**
 * The four languages of the back office and how a stored or browser tag maps onto one of them:
 * the SPA's, and the server's for what it writes in the admin's language (an export's headings).
 */

/** A language the back office is translated into. */
export type Language = 'en' | 'es' | 'ar' | 'zh-cn';

/** Text direction of a language, as `<html dir>` takes it. */
export type Direction = 'ltr' | 'rtl';

/** Every language with its native name (shown untranslated in the language menu) and direction. */
export const LANGUAGES: readonly { code: Language; label: string; dir: Direction }[] = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'es', label: 'Español', dir: 'ltr' },
  { code: 'ar', label: 'العربية', dir: 'rtl' },
  { code: 'zh-cn', label: '简体中文', dir: 'ltr' },
];

/** The language used when nothing else matches, and for keys a language lacks. */
export const DEFAULT_LANGUAGE: Language = 'en';

const CODES = new Set<string>(LANGUAGES.map((l) => l.code));

/** True when `value` is exactly one of our language codes. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && CODES.has(value);
}

/**
 * Maps a BCP 47 tag onto a supported language, or null: `es-MX` → `es`, `ar-EG` → `ar`, and every
 * Chinese tag (`zh`, `zh-CN`, `zh-Hans`, `zh-TW`…) → `zh-cn`, the only Chinese we have.
 */
export function normalizeLanguage(tag: string | null | undefined): Language | null {
  if (typeof tag !== 'string') return null;
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  if (isLanguage(lower)) return lower;
  const base = lower.split('-')[0] ?? '';
  if (base === 'zh') return 'zh-cn';
  return isLanguage(base) ? base : null;
}

/** Direction of a language: Arabic is right-to-left. */
export function directionOf(language: Language): Direction {
  return LANGUAGES.find((l) => l.code === language)?.dir ?? 'ltr';
}

/** The tag Intl APIs get for a language (`zh-cn` → `zh-CN`). */
export function intlLocale(language: Language): string {
  return language === 'zh-cn' ? 'zh-CN' : language;
}

/**
 * Picks the language: the stored choice when supported, then the browser's languages in order,
 * then `fallback`.
 */
export function detectLanguage(
  stored: string | null | undefined,
  browser: readonly string[],
  fallback: Language = DEFAULT_LANGUAGE,
): Language {
  for (const candidate of [stored, ...browser]) {
    const language = normalizeLanguage(candidate);
    if (language) return language;
  }
  return fallback;
}
