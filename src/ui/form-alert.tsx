import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { useErrorMessage } from './use-error-message';

/** What `FormAlert` reads of a form (lib/form's `FormApi` fits). */
export interface FormAlertSource {
  /** The last submit stopped at the client checks. */
  invalid: boolean;
  /** The last submit's failure. */
  failure: unknown;
  /** A conflict is shown by its own banner, so the alert stays quiet about it. */
  conflict?: unknown;
  /** The values came back from a stored draft… */
  restored?: boolean;
  /** …and still differ from the saved record: say so, until they are saved or discarded. */
  dirty?: boolean;
}

export interface FormAlertProps {
  /** The form whose submit is told: its client checks, its failure, a restored draft. */
  form?: FormAlertSource;
  /** A sentence to show instead of the form's own (the sign-in page words the auth store's failure). */
  message?: ReactNode;
  /** Default `error`; `info` for a notice that is no failure. */
  tone?: 'error' | 'info';
  id?: string;
}

/**
 * The one sentence at the top of a form: after a submit that did not save, "Please correct the
 * highlighted fields." (the client checks) or the failure worded for the user (the server's field
 * errors show beside their fields too), announced as an alert; otherwise, a draft brought back is said as a status. A conflict has
 * its own banner, so the alert stays quiet then.
 */
export function FormAlert({ form, message, tone = 'error', id }: FormAlertProps) {
  const t = useT();
  const readError = useErrorMessage();
  const ref = useRef<HTMLDivElement>(null);
  const failure = form?.failure;
  // A failed save is told at the top of the form, usually far above its button: bring it into view.
  // (A field in error takes the focus afterwards, which scrolls to it.)
  useEffect(() => {
    if (failure) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [failure]);

  let text: ReactNode = message;
  let shownTone = tone;
  if (text === undefined && form && !form.conflict) {
    if (form.invalid) text = t('form.fixErrors');
    else if (failure) text = readError(failure).message;
    else if (form.restored && form.dirty) {
      text = t('form.restored');
      shownTone = 'info';
    }
  }
  if (text === undefined || text === null || text === '') return null;
  return (
    <div ref={ref} id={id} className="form-alert" data-tone={shownTone} role={shownTone === 'error' ? 'alert' : 'status'}>
      {text}
    </div>
  );
}
