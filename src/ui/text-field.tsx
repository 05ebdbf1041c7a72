import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldLabel, useTextControl, type FieldBaseProps } from './field';
import { Icon } from './icons';
import type { IconName } from './icon-paths';
import { cx } from './utils';

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

/**
 * A labelled `<input>` with hint and error (linked by `aria-describedby`, `aria-invalid` while in
 * error) and, when limited, its counter. Controlled (`value`) or not (`defaultValue`); `ref` reaches
 * the input.
 */
export function TextField({
  label, hint, error, hideLabel, className, leadingIcon, trailing, id, required, disabled, maxLength, showCount = false,
  value, defaultValue, onChange, 'aria-describedby': describedBy, 'aria-invalid': ariaInvalid, ...rest
}: TextFieldProps) {
  const { invalid, control, footer } = useTextControl({ id, hint, error, maxLength, showCount, value, defaultValue, onChange, describedBy, ariaInvalid });
  return (
    <div className={cx('field', className)} data-invalid={invalid ? '' : undefined} data-disabled={disabled ? '' : undefined}>
      <FieldLabel htmlFor={control.id} required={required} hidden={hideLabel}>{label}</FieldLabel>
      <div className="field__control" data-leading={leadingIcon ? '' : undefined} data-trailing={trailing ? '' : undefined}>
        {leadingIcon && <Icon name={leadingIcon} className="field__icon" />}
        <input {...control} required={required} disabled={disabled} {...rest} />
        {trailing && <div className="field__trailing">{trailing}</div>}
      </div>
      {footer}
    </div>
  );
}
