import '../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createI18n, I18nProvider } from '../../src/lib/i18n/index.ts';
import { HttpError } from '../../src/lib/http/index.ts';
import { useErrorMessage } from '../../src/ui/use-error-message.ts';

const messages = { errors: { somethingWentWrong: 'Something went wrong', codes: { NETWORK: 'Cannot reach the server.', INVALID_OTP: 'Wrong code' } } };
const esMessages = { errors: { somethingWentWrong: 'Algo salió mal', codes: { NETWORK: 'Sin conexión.', INVALID_OTP: 'Código incorrecto' } } };

function readerFor(language: 'en' | 'es') {
  const i18n = createI18n({ loaders: {}, resources: { en: messages, es: esMessages }, storage: null, navigatorLanguages: [language] });
  const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  return renderHook(() => useErrorMessage(), { wrapper }).result.current;
}

const serverError = new HttpError({ status: 400, body: { success: false, code: 'INVALID_OTP', message: 'The code is wrong', errors: [{ field: 'otp', message: 'Expired' }] } });

test('English shows the server message and its field errors', () => {
  assert.deepEqual(readerFor('en')(serverError), { message: 'The code is wrong', fields: { otp: 'Expired' } });
});

test('another language shows the translated code', () => {
  assert.equal(readerFor('es')(serverError).message, 'Código incorrecto');
});

test('no answer reads as a network failure; a non-HTTP error as "Something went wrong"', () => {
  assert.equal(readerFor('en')(new HttpError({ status: 0 })).message, 'Cannot reach the server.');
  assert.equal(readerFor('es')(new TypeError('x')).message, 'Algo salió mal');
});
