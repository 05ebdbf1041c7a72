import { useEffect, useRef } from 'react';
import { useT } from '../lib/i18n';
import { useErrorMessage } from './use-error-message';
import type { FormAlertSource } from './form-alert';

/** FormAlert's view (form-alert.tsx loads it once the form is typed in or submitted). */
export function FormAlertView({ form }: { form: FormAlertSource }) {
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
