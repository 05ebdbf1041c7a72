import { useI18n } from '../../lib/i18n';
import { isHttpError } from '../../lib/http';

/**
 * Reads a failed call for a form: the message for the form's alert and the server's field errors
 * by field name. English shows the server's words; other languages our translation of the code.
 */
export function useFormError() {
  const { t, language } = useI18n();
  return (error: unknown): { message: string; fields: Record<string, string> } => {
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
