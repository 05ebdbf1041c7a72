import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { Alert } from './alert';
import { useErrorMessage } from './use-error-message';

/** What `FormAlert` reads of a form (lib/form's `FormApi` fits). */
export interface FormAlertSource {
  /** The last submit stopped at the client checks. */
  invalid: boolean;
  /** The last submit's failure. */
  failure: unknown;
  /** A conflict is shown by its own banner, so the alert stays quiet about it. */
  conflict?: unknown;
  /** So are the fields a merge leaves to choose (lib/form's merge notice asks for them). */
  merge?: { choices: readonly unknown[] } | null;
  /** The values came back from a stored draft… */
  restored?: boolean;
  /** …and still differ from the saved record: say so, until they are saved or discarded. */
  dirty?: boolean;
  /** Opened again while its save was on its way: how that save is going or ended. */
  away?: 'saving' | 'saved' | 'kept' | null;
}

export interface FormAlertProps {
  /** The form whose submit is told: its client checks, its failure, a restored draft. */
  form: FormAlertSource;
  id?: string;
}

/**
 * The one sentence at the top of a form: after a submit that did not save, "Please correct the
 * highlighted fields." (the client checks) or the failure worded for the user (the server's field
 * errors show beside their fields too), announced as an alert; otherwise, a draft brought back is said as a status. A conflict has
 * its own banner, so the alert stays quiet then.
 */
export function FormAlert({ form, id }: FormAlertProps) {
  const t = useT();
  const readError = useErrorMessage();
  const ref = useRef<HTMLDivElement>(null);
  const failure = form.failure;
  // A failed save is told at the top of the form, usually far above its button: bring it into view.
  // (A field in error takes the focus afterwards, which scrolls to it.)
  useEffect(() => {
    if (failure) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [failure]);

  let text: ReactNode = null;
  let tone: 'error' | 'info' = 'error';
  if (!form.conflict && !form.merge?.choices.length) {
    if (form.invalid) text = t('form.fixErrors');
    else if (failure) text = readError(failure).message;
    else if (form.away === 'kept' && form.dirty) text = t('form.keptHere');
    else if (form.away === 'saving' || (form.away === 'saved' && !form.dirty)) {
      text = t(form.away === 'saving' ? 'form.savingAway' : 'form.savedHere');
      tone = 'info';
    } else if (form.restored && form.dirty) {
      text = t('form.restored');
      tone = 'info';
    }
  }
  if (text === null || text === '') return null;
  return <Alert ref={ref} id={id} tone={tone}>{text}</Alert>;
}
