import { useLayoutEffect, useRef, type ComponentPropsWithRef } from 'react';
import { FieldMessages, useFieldWiring, type FieldBaseProps } from './field';
import { Icon } from './icons';
import { cx, mergeRefs } from './utils';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** The mixed state ("some selected"); shown as a dash and exposed as `aria-checked="mixed"`. */
  indeterminate?: boolean;
}

// The marks never change: one element each, so a box that renders again does not re-render them.
const CHECK = <Icon name="check" className="checkbox__check" />;
const DASH = <Icon name="minus" className="checkbox__dash" />;

/** A bare styled checkbox (name it with `aria-label` or a `<label>`); supports `indeterminate`. */
export function Checkbox({ indeterminate = false, className, ref, ...rest }: CheckboxProps) {
  const own = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (own.current) own.current.indeterminate = indeterminate;
  }, [indeterminate]);
  // A controlled box draws only the mark it shows (a table has one per row: fewer nodes to lay out);
  // an uncontrolled one keeps both, for CSS to show as the user ticks it.
  const controlled = rest.checked !== undefined;
  return (
    // A label around the box: on coarse pointers CSS widens it to a 40 px target that still toggles.
    <label className={cx('checkbox', className)}>
      <input ref={mergeRefs(own, ref)} type="checkbox" className="checkbox__input" {...rest} />
      {(!controlled || (rest.checked === true && !indeterminate)) && CHECK}
      {(!controlled || indeterminate) && DASH}
    </label>
  );
}

/**
 * A controlled box without the mixed state and without hooks: a table's row box, of which a page
 * has dozens (the same look as `Checkbox`, for less work per row).
 */
export function RowCheckbox({ checked, className, ...rest }: Omit<CheckboxProps, 'indeterminate' | 'ref'> & { checked: boolean }) {
  return (
    <label className={cx('checkbox', className)}>
      <input type="checkbox" className="checkbox__input" checked={checked} {...rest} />
      {checked && CHECK}
    </label>
  );
}

export interface CheckboxFieldProps extends FieldBaseProps, Omit<CheckboxProps, 'className'> {}

/** A checkbox with its label beside it, and hint and error below. */
export function CheckboxField({
  label, hint, error, hideLabel, className, id, disabled,
  'aria-describedby': describedBy, 'aria-invalid': ariaInvalid, ...rest
}: CheckboxFieldProps) {
  const w = useFieldWiring({ id, hint, error, describedBy });
  return (
    <div className={cx('check-field', className)} data-invalid={w.invalid ? '' : undefined} data-disabled={disabled ? '' : undefined}>
      <Checkbox
        id={w.id}
        disabled={disabled}
        aria-invalid={w.invalid || ariaInvalid || undefined}
        aria-describedby={w.describedBy}
        {...rest}
      />
      <div className="check-field__text">
        <label htmlFor={w.id} className={hideLabel ? 'check-field__label sr-only' : 'check-field__label'}>
          {label}
          {rest.required && <span className="field__required" aria-hidden="true">*</span>}
        </label>
        <FieldMessages wiring={w} hint={hint} error={error} />
      </div>
    </div>
  );
}
