import { useI18n } from '../lib/i18n';
import { isHttpError } from '../lib/http';

/** A failed call as a form shows it: the sentence for its alert and the server's field errors. */
export interface ErrorMessage {
  message: string;
  /** The server's `errors`, by field name. */
  fields: Record<string, string>;
}

/**
 * Reads any failure for the user. English shows the server's own message (written for people);
 * other languages our translation of its error code, else the server's words; no answer at all
 * says the network failed; anything else "Something went wrong".
 */
export function useErrorMessage(): (error: unknown) => ErrorMessage {
  const { t, language } = useI18n();
  return (error) => {
    if (!isHttpError(error)) return { message: t('errors.somethingWentWrong'), fields: {} };
    const fields: Record<string, string> = {};
    for (const f of error.fieldErrors) fields[f.field] = f.message;
    if (error.status === 0) return { message: t('errors.codes.NETWORK'), fields };
    if (language !== 'en' && error.code) {
      const key = `errors.codes.${error.code}`;
      const text = t(key);
      if (text !== key) return { message: text, fields };
    }
    return { message: error.message || t('errors.somethingWentWrong'), fields };
  };
}
