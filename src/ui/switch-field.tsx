import { useId, useState, type ComponentPropsWithRef } from 'react';
import { FieldMessages, useFieldWiring, type FieldBaseProps } from './field';
import { cx } from './utils';

export interface SwitchFieldProps extends FieldBaseProps,
  Omit<ComponentPropsWithRef<'button'>, 'onChange' | 'className' | 'value' | 'defaultValue' | 'type' | 'role'> {
  /** Controlled state. */
  checked?: boolean;
  /** Uncontrolled initial state, default `false`. */
  defaultChecked?: boolean;
  /** Called with the new state on every toggle. */
  onChange?(checked: boolean): void;
  /** When given, a hidden input submits `"true"`/`"false"` under this name with a form. */
  name?: string;
}

/**
 * An on/off setting that applies at once: a `role="switch"` button with `aria-checked`, labelled by
 * the text beside it (a click on the label toggles too), hint and error below.
 */
export function SwitchField({
  label, hint, error, hideLabel, className, id, checked, defaultChecked = false, onChange, name,
  disabled, onClick, 'aria-describedby': describedBy, ...rest
}: SwitchFieldProps) {
  const [own, setOwn] = useState(defaultChecked);
  const on = checked ?? own;
  const w = useFieldWiring({ id, hint, error, describedBy });
  const labelId = `${useId()}-label`;
  const toggle = () => {
    if (checked === undefined) setOwn(!on);
    onChange?.(!on);
  };
  return (
    <div className={cx('switch-field', className)} data-invalid={w.invalid ? '' : undefined} data-disabled={disabled ? '' : undefined}>
      <div className="switch-field__text">
        <label id={labelId} htmlFor={w.id} className={hideLabel ? 'switch-field__label sr-only' : 'switch-field__label'}>{label}</label>
        <FieldMessages wiring={w} hint={hint} error={error} />
      </div>
      <button
        type="button"
        role="switch"
        id={w.id}
        className="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        aria-describedby={w.describedBy}
        aria-invalid={w.invalid || undefined}
        disabled={disabled}
        onClick={(event) => { onClick?.(event); if (!event.defaultPrevented) toggle(); }}
        {...rest}
      >
        <span className="switch__thumb" aria-hidden="true" />
      </button>
      {name && <input type="hidden" name={name} value={String(on)} />}
    </div>
  );
}
