import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Tooltip } from '../lib/feedback';
import { Link, type LinkProps } from '../lib/router';
import type { TooltipPlacement } from '../lib/feedback';
import { Icon } from './icons';
import type { IconName } from './icon-paths';
import { Spinner } from './spinner';
import { cx } from './utils';

/** Visual weight of a button: `primary` for the one main action, `danger` for destructive ones. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'soft';
/** `sm` 2rem, `md` 2.5rem (default), `lg` 2.75rem tall. */
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Default `secondary`. */
  variant?: ButtonVariant;
  /** Default `md`. */
  size?: ButtonSize;
  /** Working: disabled, `aria-busy`, a spinner over the label, and the same width as before. */
  busy?: boolean;
  /** An icon before the label. */
  icon?: IconName;
  /** An icon after the label. */
  trailingIcon?: IconName;
}

/** A button; `type` is `"button"` unless given, so it never submits a form by accident. */
export function Button({
  variant = 'secondary', size = 'md', busy = false, icon, trailingIcon, type = 'button',
  disabled, className, children, ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx('btn', className)}
      data-variant={variant}
      data-size={size}
      data-busy={busy ? '' : undefined}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      <span className="btn__content">
        {icon && <Icon name={icon} />}
        {children}
        {trailingIcon && <Icon name={trailingIcon} />}
      </span>
      {busy && <Spinner className="btn__spinner" />}
    </button>
  );
}

export interface IconButtonProps extends Omit<ButtonProps, 'icon' | 'trailingIcon' | 'children' | 'aria-label'> {
  /** The accessible name (`aria-label`), also shown in a tooltip. */
  label: string;
  /** The icon to draw; or pass it as `children`. */
  icon?: IconName;
  children?: ReactNode;
  /** Default `true`. Turn off where a tooltip cannot show (inside a modal dialog's top layer). */
  tooltip?: boolean;
  /** Tooltip side, default `top`. */
  tooltipPlacement?: TooltipPlacement;
}

/** A square icon-only button named by `label`, with that label as its tooltip. Default variant `ghost`. */
export function IconButton({
  label, icon, children, tooltip = true, tooltipPlacement, variant = 'ghost', ...rest
}: IconButtonProps) {
  const button = (
    <Button variant={variant} aria-label={label} data-icon-only="" {...rest}>
      {icon ? <Icon name={icon} /> : children}
    </Button>
  );
  if (!tooltip) return button;
  return <Tooltip content={label} placement={tooltipPlacement}>{button}</Tooltip>;
}

export interface LinkButtonProps extends LinkProps {
  /** Default `secondary`. */
  variant?: ButtonVariant;
  /** An icon before the label. */
  icon?: IconName;
}

/** A link drawn as a button, for an action that is a place to go (a "New …" screen). */
export function LinkButton({ variant = 'secondary', icon, className, children, ...link }: LinkButtonProps) {
  return (
    <Link className={cx('btn', className)} data-variant={variant} {...link}>
      <span className="btn__content">
        {icon && <Icon name={icon} />}
        {children}
      </span>
    </Link>
  );
}
