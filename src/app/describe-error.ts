/**
 * Turns any failure into the sentence the user reads. English shows the server's own message (it is
 * written for people); other languages show our translation of the error code, falling back to the
 * server's words; a failure without a server answer says "Something went wrong" in every language.
 */
import type { TFunction, Language } from '../lib/i18n';

interface ErrorLike {
  status?: unknown;
  code?: unknown;
  message?: unknown;
  body?: unknown;
}

function serverMessage(error: ErrorLike): string | null {
  const body = error.body;
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  return null;
}

/** The user-facing message for `error` in `language`. */
export function describeError(error: unknown, t: TFunction, language: Language): string {
  if (!error || typeof error !== 'object') return typeof error === 'string' && error ? error : t('errors.somethingWentWrong');
  const e = error as ErrorLike;
  const fromServer = serverMessage(e);
  const code = typeof e.code === 'string' ? e.code : null;
  if (e.status === 0) return t('errors.codes.NETWORK');
  if (fromServer && language === 'en') return fromServer;
  if (code) {
    const key = `errors.codes.${code}`;
    const translated = t(key);
    if (translated !== key) return translated;
  }
  return fromServer ?? t('errors.somethingWentWrong');
}
