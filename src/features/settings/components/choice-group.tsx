import { useId, type ReactNode } from 'react';

export interface Choice<V extends string> {
  value: V;
  label: string;
  /** Drawn before the label, e.g. a colour swatch. */
  visual?: ReactNode;
}

/**
 * A labelled group of native radio buttons drawn as chips or swatches: arrow keys, Tab and screen
 * readers work as the platform defines them.
 */
export function ChoiceGroup<V extends string>({ legend, name, value, choices, onChange, variant = 'chip', hint }: {
  legend: string; name: string; value: V; choices: readonly Choice<V>[]; onChange(value: V): void;
  variant?: 'chip' | 'swatch' | 'card'; hint?: string;
}) {
  const hintId = useId();
  return (
    <fieldset className="choice-group" data-variant={variant} aria-describedby={hint ? hintId : undefined}>
      <legend className="choice-group__legend">{legend}</legend>
      {hint && <p id={hintId} className="field__hint">{hint}</p>}
      <div className="choice-group__options">
        {choices.map((c) => (
          <label key={c.value} className="choice" data-checked={c.value === value ? '' : undefined}>
            <input type="radio" name={name} value={c.value} checked={c.value === value} onChange={() => onChange(c.value)} />
            {c.visual}
            <span className="choice__label">{c.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
