import type { ComponentPropsWithRef } from 'react';
import { FieldLabel, FieldMessages, useFieldWiring, type FieldBaseProps } from './field';
import { Icon } from './icons';
import { cx } from './utils';

export interface SelectFieldProps extends FieldBaseProps, Omit<ComponentPropsWithRef<'select'>, 'className'> {
  /** A first, empty-valued option (e.g. "Any status"). */
  placeholder?: string;
}

/** A labelled native `<select>` (its options as children) with hint and error. */
export function SelectField({
  label, hint, error, hideLabel, className, placeholder, id, required, disabled, children,
  'aria-describedby': describedBy, 'aria-invalid': ariaInvalid, ...rest
}: SelectFieldProps) {
  const w = useFieldWiring({ id, hint, error, describedBy });
  return (
    <div className={cx('field', className)} data-invalid={w.invalid ? '' : undefined} data-disabled={disabled ? '' : undefined}>
      <FieldLabel htmlFor={w.id} required={required} hidden={hideLabel}>{label}</FieldLabel>
      <div className="field__control" data-select="">
        <select
          id={w.id}
          className="field__input"
          required={required}
          disabled={disabled}
          aria-invalid={w.invalid || ariaInvalid || undefined}
          aria-describedby={w.describedBy}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {children}
        </select>
        <Icon name="chevron-down" className="field__chevron" />
      </div>
      <FieldMessages wiring={w} hint={hint} error={error} />
    </div>
  );
}
