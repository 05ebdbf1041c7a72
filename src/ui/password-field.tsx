import { useId, useState } from 'react';
import { useT } from '../lib/i18n';
import { Icon } from './icons';
import { TextField, type TextFieldProps } from './text-field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  /** Default `current-password`; use `new-password` where one is chosen. */
  autoComplete?: 'current-password' | 'new-password' | 'off';
}

/** A password field with a show/hide toggle (named "Show password" / "Hide password"). */
export function PasswordField({ autoComplete = 'current-password', id, ...rest }: PasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const auto = useId();
  const inputId = id ?? `password${auto}`;
  const toggle = (
    <button
      type="button"
      className="field__toggle"
      aria-label={t(visible ? 'ui.password.hide' : 'ui.password.show')}
      aria-controls={inputId}
      disabled={rest.disabled}
      onClick={() => setVisible((v) => !v)}
    >
      <Icon name={visible ? 'eye-off' : 'eye'} />
    </button>
  );
  return (
    <TextField
      {...rest}
      id={inputId}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="off"
      spellCheck={false}
      trailing={toggle}
    />
  );
}
