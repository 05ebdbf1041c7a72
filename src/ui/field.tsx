import { useId, type ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { Icon } from './icons';
import { joinIds } from './utils';

/** What every labelled field takes besides its control's own attributes. */
export interface FieldBaseProps {
  /** The visible label, tied to the control. */
  label: ReactNode;
  /** Help under the control, tied with `aria-describedby`. */
  hint?: ReactNode;
  /** The error under the control: sets `aria-invalid` and joins `aria-describedby`. Falsy = valid. */
  error?: ReactNode;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /** Class of the field's wrapper (not of the control). */
  className?: string;
}

/** Ids and ARIA wiring of one field. */
export interface FieldWiring {
  id: string;
  hintId: string | undefined;
  errorId: string | undefined;
  describedBy: string | undefined;
  invalid: boolean;
}

/** Ids for a field's control, hint and error, and the `aria-describedby` list joining them. */
export function useFieldWiring(
  { id, hint, error, describedBy }: { id?: string; hint?: ReactNode; error?: ReactNode; describedBy?: string },
): FieldWiring {
  const auto = useId();
  const controlId = id ?? `field${auto}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return { id: controlId, hintId, errorId, describedBy: joinIds(describedBy, hintId, errorId), invalid: Boolean(error) };
}

/** A field's `<label>` with the required marker (the control's `required` tells screen readers). */
export function FieldLabel({ htmlFor, id, required, hidden, children }: {
  htmlFor?: string; id?: string; required?: boolean; hidden?: boolean; children: ReactNode;
}) {
  const t = useT();
  return (
    <label className={hidden ? 'field__label sr-only' : 'field__label'} htmlFor={htmlFor} id={id}>
      {children}
      {required && <span className="field__required" aria-hidden="true" title={t('ui.field.required')}>*</span>}
    </label>
  );
}

/** The hint and error lines under a control, with the ids `useFieldWiring` gave them. */
export function FieldMessages({ wiring, hint, error }: { wiring: FieldWiring; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {hint && <p id={wiring.hintId} className="field__hint">{hint}</p>}
      {error && (
        <p id={wiring.errorId} className="field__error">
          <Icon name="alert-triangle" />
          <span>{error}</span>
        </p>
      )}
    </>
  );
}
