import { cx } from './utils';

export interface SpinnerProps {
  /** `sm` 1rem, `md` 1.25rem (default), `lg` 2rem; inside a button it follows the font size. */
  size?: 'sm' | 'md' | 'lg';
  /** When given, the spinner is a `role="status"` with this accessible name; otherwise decorative. */
  label?: string;
  className?: string;
}

/** A spinning ring in currentColor; stops spinning (and pulses) under reduced motion. */
export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  if (!label) return <span className={cx('spinner', className)} data-size={size} aria-hidden="true" />;
  return (
    <span className={cx('spinner', className)} data-size={size} role="status" aria-label={label} />
  );
}
