import { useState, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useI18n } from '../lib/i18n';
import { FieldLabel, FieldMessages, useFieldWiring, type FieldBaseProps } from './field';
import { Icon } from './icons';
import type { IconName } from './icon-paths';
import { cx, joinIds } from './utils';

export interface TextFieldProps extends FieldBaseProps, Omit<ComponentPropsWithRef<'input'>, 'size' | 'className'> {
  /** An icon inside the control, before the text. */
  leadingIcon?: IconName;
  /** Something inside the control after the text, e.g. a toggle button or a unit. */
  trailing?: ReactNode;
}

/**
 * A labelled `<input>` with hint and error (linked by `aria-describedby`, `aria-invalid` while in
 * error). Controlled (`value`) or not (`defaultValue`); `ref` reaches the input.
 */
export function TextField({
  label, hint, error, hideLabel, className, leadingIcon, trailing, id, required, disabled,
  'aria-describedby': describedBy, 'aria-invalid': ariaInvalid, ...rest
}: TextFieldProps) {
  const w = useFieldWiring({ id, hint, error, describedBy });
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
          aria-invalid={w.invalid || ariaInvalid || undefined}
          aria-describedby={w.describedBy}
          {...rest}
        />
        {trailing && <div className="field__trailing">{trailing}</div>}
      </div>
      <FieldMessages wiring={w} hint={hint} error={error} />
    </div>
  );
}

export interface TextareaFieldProps extends FieldBaseProps, Omit<ComponentPropsWithRef<'textarea'>, 'className'> {
  /** Show "n / maxLength" under the control (needs `maxLength`). Default `false`. */
  showCount?: boolean;
}

/** A labelled `<textarea>` with hint, error and an optional character counter. */
export function TextareaField({
  label, hint, error, hideLabel, className, showCount = false, id, required, disabled, maxLength,
  value, defaultValue, onChange, 'aria-describedby': describedBy, 'aria-invalid': ariaInvalid, rows = 4, ...rest
}: TextareaFieldProps) {
  const { formatNumber } = useI18n();
  const [ownLength, setOwnLength] = useState(() => String(defaultValue ?? '').length);
  const counting = showCount && maxLength !== undefined;
  const w = useFieldWiring({ id, hint, error, describedBy });
  const counterId = counting ? `${w.id}-count` : undefined;
  const length = value === undefined ? ownLength : String(value).length;
  const change = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setOwnLength(event.target.value.length);
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
          maxLength={maxLength}
          value={value}
          defaultValue={defaultValue}
          onChange={change}
          aria-invalid={w.invalid || ariaInvalid || undefined}
          aria-describedby={joinIds(w.describedBy, counterId)}
          {...rest}
        />
      </div>
      <div className="field__footer">
        <FieldMessages wiring={w} hint={hint} error={error} />
        {counting && (
          <p id={counterId} className="field__count" data-full={length >= maxLength ? '' : undefined}>
            {formatNumber(length)} / {formatNumber(maxLength)}
          </p>
        )}
      </div>
    </div>
  );
}
