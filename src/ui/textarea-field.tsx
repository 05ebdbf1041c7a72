import type { ComponentPropsWithRef } from 'react';
import { FieldLabel, useTextControl, type FieldBaseProps } from './field';
import { cx } from './utils';

export interface TextareaFieldProps extends FieldBaseProps, Omit<ComponentPropsWithRef<'textarea'>, 'className'> {
  /** The most characters the field takes; as TextField's (text-field.tsx), it never cuts the text. */
  maxLength?: number;
  /** Show the "n / maxLength" counter from the first character, not only near the limit. Default `false`. */
  showCount?: boolean;
}

/** A labelled `<textarea>` with hint, error and, when limited, its character counter. */
export function TextareaField({
  label, hint, error, hideLabel, className, showCount = false, id, required, disabled, maxLength,
  value, defaultValue, onChange, 'aria-describedby': describedBy, 'aria-invalid': ariaInvalid, rows = 4, ...rest
}: TextareaFieldProps) {
  const { invalid, control, footer } = useTextControl({ id, hint, error, maxLength, showCount, value, defaultValue, onChange, describedBy, ariaInvalid });
  return (
    <div className={cx('field', className)} data-invalid={invalid ? '' : undefined} data-disabled={disabled ? '' : undefined}>
      <FieldLabel htmlFor={control.id} required={required} hidden={hideLabel}>{label}</FieldLabel>
      <div className="field__control" data-multiline="">
        <textarea {...control} rows={rows} required={required} disabled={disabled} {...rest} />
      </div>
      {footer}
    </div>
  );
}
