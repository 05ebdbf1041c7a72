import { useState, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FieldCount, FieldLabel, FieldMessages, useFieldLimit, useFieldWiring, type FieldBaseProps } from './field';
import { Icon } from './icons';
import type { IconName } from './icon-paths';
import { cx, joinIds } from './utils';

export interface TextFieldProps extends FieldBaseProps, Omit<ComponentPropsWithRef<'input'>, 'size' | 'className'> {
  /** An icon inside the control, before the text. */
  leadingIcon?: IconName;
  /** Something inside the control after the text, e.g. a toggle button or a unit. */
  trailing?: ReactNode;
  /**
   * The most characters the field takes. Never cuts the text: a counter shows near the limit, and
   * past it the field says how much is over (its form refuses to save it).
   */
  maxLength?: number;
  /** Show the "n / maxLength" counter from the first character, not only near the limit. Default `false`. */
  showCount?: boolean;
}

/** The length of a controlled or uncontrolled control, kept in step with its changes. */
function useLength(value: unknown, defaultValue: unknown): [number, (length: number) => void] {
  const [own, setOwn] = useState(() => String(defaultValue ?? '').length);
  return [value === undefined ? own : String(value).length, setOwn];
}

/**
 * A labelled `<input>` with hint and error (linked by `aria-describedby`, `aria-invalid` while in
 * error) and, when limited, its counter. Controlled (`value`) or not (`defaultValue`); `ref` reaches
 * the input.
 */
export function TextField({
  label, hint, error, hideLabel, className, leadingIcon, trailing, id, required, disabled, maxLength, showCount = false,
  value, defaultValue, onChange, 'aria-describedby': describedBy, 'aria-invalid': ariaInvalid, ...rest
}: TextFieldProps) {
  const [length, setLength] = useLength(value, defaultValue);
  const limit = useFieldLimit(length, maxLength, showCount);
  const shownError = error || limit.overMessage;
  const w = useFieldWiring({ id, hint, error: shownError, describedBy });
  const counterId = limit.shown ? `${w.id}-count` : undefined;
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setLength(event.target.value.length);
    onChange?.(event);
  };
  return (
    <div className={cx('field', className)} data-invalid={w.invalid ? '' : undefined} data-disabled={disabled ? '' : undefined}>
      <FieldLabel htmlFor={w.id} required={required} hidden={hideLabel}>{label}</FieldLabel>
      <div className="field__control" data-leading={leadingIcon ? '' : undefined} data-trailing={trailing ? '' : undefined}>
        {leadingIcon && <Icon name={leadingIcon} className="field__icon" />}
        <input
          id={w.id}
          className="field__input"
          required={required}
          disabled={disabled}
          value={value}
          defaultValue={defaultValue}
          onChange={change}
          aria-invalid={w.invalid || ariaInvalid || undefined}
          aria-describedby={joinIds(w.describedBy, counterId)}
          {...rest}
        />
        {trailing && <div className="field__trailing">{trailing}</div>}
      </div>
      <div className="field__footer">
        <FieldMessages wiring={w} hint={hint} error={shownError} />
        {limit.shown && maxLength !== undefined && <FieldCount id={counterId} length={length} max={maxLength} over={limit.over} />}
      </div>
    </div>
  );
}

export interface TextareaFieldProps extends FieldBaseProps, Omit<ComponentPropsWithRef<'textarea'>, 'className'> {
  /** The most characters the field takes; as TextField's, it never cuts the text. */
  maxLength?: number;
  /** Show the "n / maxLength" counter from the first character, not only near the limit. Default `false`. */
  showCount?: boolean;
}

/** A labelled `<textarea>` with hint, error and, when limited, its character counter. */
export function TextareaField({
  label, hint, error, hideLabel, className, showCount = false, id, required, disabled, maxLength,
  value, defaultValue, onChange, 'aria-describedby': describedBy, 'aria-invalid': ariaInvalid, rows = 4, ...rest
}: TextareaFieldProps) {
  const [length, setLength] = useLength(value, defaultValue);
  const limit = useFieldLimit(length, maxLength, showCount);
  const shownError = error || limit.overMessage;
  const w = useFieldWiring({ id, hint, error: shownError, describedBy });
  const counterId = limit.shown ? `${w.id}-count` : undefined;
  const change = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setLength(event.target.value.length);
    onChange?.(event);
  };
  return (
    <div className={cx('field', className)} data-invalid={w.invalid ? '' : undefined} data-disabled={disabled ? '' : undefined}>
      <FieldLabel htmlFor={w.id} required={required} hidden={hideLabel}>{label}</FieldLabel>
      <div className="field__control" data-multiline="">
        <textarea
          id={w.id}
          className="field__input"
          rows={rows}
          required={required}
          disabled={disabled}
          value={value}
          defaultValue={defaultValue}
          onChange={change}
          aria-invalid={w.invalid || ariaInvalid || undefined}
          aria-describedby={joinIds(w.describedBy, counterId)}
          {...rest}
        />
      </div>
      <div className="field__footer">
        <FieldMessages wiring={w} hint={hint} error={shownError} />
        {limit.shown && maxLength !== undefined && <FieldCount id={counterId} length={length} max={maxLength} over={limit.over} />}
      </div>
    </div>
  );
}
