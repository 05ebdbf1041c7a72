// Wraps feedback views in an I18nProvider with the English texts.
import { readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import { I18nProvider, createI18n } from '../../src/lib/i18n';
import type { Messages } from '../../src/lib/i18n';

const en = JSON.parse(readFileSync(new URL('../../locales/en.json', import.meta.url), 'utf8')) as Messages;

export function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={createI18n({ loaders: {}, resources: { en }, storage: null, navigatorLanguages: ['en'] })}>{children}</I18nProvider>;
}
