import { useEffect, useRef } from 'react';
import { useT } from '../lib/i18n';
import { useErrorMessage } from './use-error-message';

/** What `FormAlert` reads of a form (lib/form's `FormApi` fits). */
export interface FormAlertSource {
  /** The last submit stopped at the client checks. */
  invalid: boolean;
  /** The last submit's failure. */
  failure: unknown;
  /** A conflict is shown by its own banner, so the alert stays quiet then. */
  conflict?: unknown;
}

/**
 * The sentence at the top of a form after a submit that did not save: "Please correct the
 * highlighted fields." or the failure, worded for the user. Announced as an alert.
 */
export function FormAlert({ form }: { form: FormAlertSource }) {
  const t = useT();
  const readError = useErrorMessage();
  const ref = useRef<HTMLDivElement>(null);
  const { failure } = form;
  // A failed save is told at the top of the form, usually far above its button: bring it into view.
  // (A field in error takes the focus afterwards, which scrolls to it.)
  useEffect(() => {
    if (failure) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [failure]);
  if (form.conflict) return null;
  const message = form.invalid ? t('form.fixErrors') : failure ? readError(failure).message : null;
  if (!message) return null;
  return <div ref={ref} className="form-alert" data-tone="error" role="alert">{message}</div>;
}
