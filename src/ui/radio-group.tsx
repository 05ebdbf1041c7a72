import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FieldMessages, useFieldWiring } from './field';
import { cx } from './utils';

/** One choice of a radio group. */
export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  /** A second line under the label (card variant). */
  description?: ReactNode;
  /** Drawn before the label: an icon, a swatch, a thumbnail. */
  visual?: ReactNode;
  disabled?: boolean;
}

/** What a `SegmentedControl` takes: everything of a `RadioGroup` but the variant. */
export interface SegmentedControlProps<V extends string> extends Omit<ComponentPropsWithRef<'fieldset'>, 'onChange' | 'defaultValue'> {
  /** The group's name, shown as its legend. */
  label: ReactNode;
  options: readonly RadioOption<V>[];
  /** Controlled value. */
  value?: V;
  /** Uncontrolled initial value. */
  defaultValue?: V;
  /** Called with the chosen value (typed from `options`/`value`, so a state setter fits). */
  onChange?(value: NoInfer<V>): void;
  /** The radios' `name`; generated when omitted. */
  name?: string;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string> extends SegmentedControlProps<V> {
  /** `list` (default: stacked radios), `card` (selectable tiles), `chip` (pills), `segmented` (joined). */
  variant?: 'list' | 'card' | 'chip' | 'segmented';
}

/**
 * One choice among a few, built on native radios so arrow keys, Tab and screen readers work as the
 * platform defines: a `radiogroup` fieldset, its legend as the name, hint and error linked.
 */
export function RadioGroup<V extends string>({
  label, options, value, defaultValue, onChange, variant = 'list', name, hint, error, hideLabel,
  disabled, className, id, 'aria-describedby': describedBy, ...rest
}: RadioGroupProps<V>) {
  const [own, setOwn] = useState<V | undefined>(defaultValue);
  const current = value ?? own;
  const auto = useId();
  const w = useFieldWiring({ id, hint, error, describedBy });
  const legendId = `${w.id}-legend`;
  const select = (next: V) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  return (
    <fieldset
      id={w.id}
      role="radiogroup"
      className={cx('radio-group', className)}
      data-variant={variant}
      data-invalid={w.invalid ? '' : undefined}
      aria-labelledby={legendId}
      aria-describedby={w.describedBy}
      aria-invalid={w.invalid || undefined}
      disabled={disabled}
      {...rest}
    >
      <legend id={legendId} className={hideLabel ? 'radio-group__legend sr-only' : 'radio-group__legend'}>{label}</legend>
      <div className="radio-group__options">
        {options.map((option) => (
          <label key={option.value} className="radio" data-checked={option.value === current ? '' : undefined}
            data-disabled={option.disabled ? '' : undefined}>
            <input
              type="radio"
              className="radio__input"
              name={name ?? `radio${auto}`}
              value={option.value}
              checked={option.value === current}
              disabled={option.disabled}
              onChange={() => select(option.value)}
            />
            {option.visual && <span className="radio__visual">{option.visual}</span>}
            <span className="radio__text">
              <span className="radio__label">{option.label}</span>
              {option.description && <span className="radio__description">{option.description}</span>}
            </span>
          </label>
        ))}
      </div>
      <FieldMessages wiring={w} hint={hint} error={error} />
    </fieldset>
  );
}

/** A compact row of joined options (a `RadioGroup` drawn as segments). */
export function SegmentedControl<V extends string>(props: SegmentedControlProps<V>) {
  return <RadioGroup {...props} variant="segmented" />;
}
