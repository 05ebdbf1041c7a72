import '../../helpers/dom';
import { mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { memo } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider, createI18n, useI18n, useT, type Messages, type TFunction } from '../../../src/lib/i18n';

const en: Messages = { hello: 'Hello', items_one: '{{count}} item', items_other: '{{count}} items' };
const es: Messages = { hello: 'Hola', items_one: '{{count}} elemento', items_other: '{{count}} elementos' };

const Memoised = memo(function Memoised({ t }: { t: TFunction }) {
  return <span data-testid="memo">{t('hello')}</span>;
});

function Probe() {
  const { language, dir, changeLanguage } = useI18n();
  const t = useT();
  return (
    <div>
      <p data-testid="text">{`${language} ${dir} ${t('hello')} ${t('items', { count: 2 })}`}</p>
      <Memoised t={t} />
      <button onClick={() => void changeLanguage('es')}>es</button>
    </div>
  );
}

test('re-renders consumers, memoised ones included, when the language changes', async () => {
  const i18n = createI18n({ loaders: { es: async () => ({ default: es }) }, resources: { en }, storage: null, navigatorLanguages: ['en'] });
  render(<I18nProvider i18n={i18n}><Probe /></I18nProvider>);
  assert.equal(screen.getByTestId('text').textContent, 'en ltr Hello 2 items');
  fireEvent.click(screen.getByRole('button', { name: 'es' }));
  await screen.findByText('Hola');
  assert.equal(screen.getByTestId('text').textContent, 'es ltr Hola 2 elementos');
  assert.equal(screen.getByTestId('memo').textContent, 'Hola');
});

test('useT outside a provider fails with a clear message', () => {
  function Lonely() {
    useT();
    return null;
  }
  const error = mock.method(console, 'error', () => {});
  try {
    assert.throws(() => render(<Lonely />), /inside an I18nProvider/);
  } finally {
    error.mock.restore();
  }
});
