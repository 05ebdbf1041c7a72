import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useI18n, useT } from '../lib/i18n';
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

/** Share of a field's limit from which its counter shows (always, with `showCount`). */
export const COUNT_FROM_SHARE = 0.8;

/** A limited field's length against its limit: the counter to show, and the sentence when it is over. */
export interface FieldLimit {
  /** Show the counter now. */
  shown: boolean;
  /** Characters over the limit (0 when within it). */
  over: number;
  /** "Too long: use at most 200 characters (remove 4,800).", while over the limit. */
  overMessage: string | undefined;
}

/**
 * Reads a field's length against its limit. The control keeps no `maxLength` attribute: the browser
 * would cut a paste silently, so the text stays whole and the field says how much is over instead.
 */
export function useFieldLimit(length: number, max: number | undefined, always = false): FieldLimit {
  const t = useT();
  if (max === undefined) return { shown: false, over: 0, overMessage: undefined };
  const over = Math.max(0, length - max);
  return {
    shown: always || length >= max * COUNT_FROM_SHARE,
    over,
    overMessage: over > 0 ? t('ui.field.tooLong', { max, over }) : undefined,
  };
}

/** The "n / max" counter under a limited field, warning at the limit and in error past it. */
export function FieldCount({ id, length, max, over }: { id?: string; length: number; max: number; over: number }) {
  const { formatNumber } = useI18n();
  return (
    <p id={id} className="field__count" data-full={length >= max ? '' : undefined} data-over={over > 0 ? '' : undefined}>
      {formatNumber(length)} / {formatNumber(max)}
    </p>
  );
}

export interface TextControlOptions<E extends HTMLInputElement | HTMLTextAreaElement> extends Pick<FieldBaseProps, 'hint' | 'error'> {
  id?: string;
  maxLength?: number;
  showCount: boolean;
  value: unknown;
  defaultValue: unknown;
  onChange?: (event: ChangeEvent<E>) => void;
  describedBy?: string;
  ariaInvalid: unknown;
}

/**
 * What TextField and TextareaField share: the control's wiring (id, `aria-invalid`,
 * `aria-describedby`), its length kept in step with changes whether controlled or not, and the
 * footer with the hint or error and, when limited, the counter.
 */
export function useTextControl<E extends HTMLInputElement | HTMLTextAreaElement>(o: TextControlOptions<E>) {
  const [own, setOwn] = useState(() => String(o.defaultValue ?? '').length);
  const length = o.value === undefined ? own : String(o.value).length;
  const limit = useFieldLimit(length, o.maxLength, o.showCount);
  const error = o.error || limit.overMessage;
  const w = useFieldWiring({ id: o.id, hint: o.hint, error, describedBy: o.describedBy });
  const counterId = limit.shown ? `${w.id}-count` : undefined;
  const control = {
    id: w.id,
    className: 'field__input',
    value: o.value as string | undefined,
    defaultValue: o.defaultValue as string | undefined,
    onChange: (event: ChangeEvent<E>) => {
      setOwn(event.target.value.length);
      o.onChange?.(event);
    },
    'aria-invalid': w.invalid || Boolean(o.ariaInvalid) || undefined,
    'aria-describedby': joinIds(w.describedBy, counterId),
  };
  const footer = (
    <div className="field__footer">
      <FieldMessages wiring={w} hint={o.hint} error={error} />
      {limit.shown && o.maxLength !== undefined && <FieldCount id={counterId} length={length} max={o.maxLength} over={limit.over} />}
    </div>
  );
  return { invalid: w.invalid, control, footer };
}
