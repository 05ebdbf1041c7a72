// Renders ui primitives inside an I18nProvider holding the English `ui.*` texts.
import { readFileSync } from 'node:fs';
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nProvider, createI18n } from '../../src/lib/i18n';
import type { Messages } from '../../src/lib/i18n';

export const en = JSON.parse(readFileSync(new URL('../../locales/en.json', import.meta.url), 'utf8')) as Messages;

export function WithI18n({ children }: { children: ReactNode }) {
  const i18n = createI18n({ loaders: {}, resources: { en }, storage: null, navigatorLanguages: ['en'] });
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** `render` with the English texts around the element. */
export function renderUi(element: ReactElement) {
  return render(element, { wrapper: WithI18n });
}
