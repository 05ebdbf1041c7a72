import type { ComponentPropsWithRef } from 'react';
import { cx } from './utils';

/** The meaning a badge carries through its colour. */
export type BadgeTone = 'neutral' | 'primary' | 'info' | 'success' | 'warning' | 'error';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  /** Default `neutral`. */
  tone?: BadgeTone;
  /** `soft` tinted (default), `solid` filled, `outline` bordered. */
  variant?: 'soft' | 'solid' | 'outline';
  /** A coloured dot before the text. */
  dot?: boolean;
  /** `sm` or `md` (default). */
  size?: 'sm' | 'md';
}

/** A short status or count label. Its text carries the meaning; the colour only repeats it. */
export function Badge({ tone = 'neutral', variant = 'soft', dot = false, size = 'md', className, children, ...rest }: BadgeProps) {
  return (
    <span className={cx('badge', className)} data-tone={tone} data-variant={variant} data-size={size} {...rest}>
      {dot && <span className="badge__dot" aria-hidden="true" />}
      {children}
    </span>
  );
}
