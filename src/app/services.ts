/**
 * The app's single instances and their setup: i18n with its locale loaders, the API base address
 * and the applied appearance settings. main.tsx calls `startServices()` once, before the first
 * render. (The browser history comes with the router: app/app.tsx.)
 */
import { createI18n, LANGUAGES, type Language, type Messages } from '../lib/i18n';
import { configureHttp } from '../lib/http';
import { applySettings } from '../lib/settings';

const localeUrls = JSON.parse(__LOCALE_URLS__) as Partial<Record<Language, string>>;

/**
 * A language's texts: from index.html's data block when build.mjs put them there (English, the
 * fallback every page needs), else its hashed locale file.
 */
async function fetchLocale(language: Language): Promise<Messages> {
  const inline = typeof document === 'undefined' ? null : document.getElementById(`locale-${language}`);
  if (inline?.textContent) return JSON.parse(inline.textContent) as Messages;
  const url = localeUrls[language];
  if (!url) throw new Error(`i18n: no locale file for "${language}"`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`i18n: ${url} answered ${response.status}`);
  return (await response.json()) as Messages;
}

export const i18n = createI18n({
  loaders: Object.fromEntries(LANGUAGES.map((l) => [l.code, () => fetchLocale(l.code)])),
});

/**
 * Points the http client at the API, puts the stored theme and layout on <html> (before the first
 * paint: no flash of the wrong theme) and loads the visitor's language; resolves when the texts
 * are in, or once they have failed (logged), so the app still renders.
 */
export function startServices(): Promise<void> {
  configureHttp({ baseUrl: __API_URL__ });
  applySettings();
  return i18n.init().catch((error: unknown) => console.error('services: the texts could not load', error));
}
