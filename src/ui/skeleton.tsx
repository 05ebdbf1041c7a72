import { cx } from './utils';

export interface SkeletonProps {
  /** `text` lines (default), a `block`, or a `circle` (avatars). */
  shape?: 'text' | 'block' | 'circle';
  /** Number of text lines, default 1; the last of several is shorter. */
  lines?: number;
  /** CSS width, e.g. `8rem` or `60%`. */
  width?: string;
  /** CSS height of a block or circle, e.g. `10rem`. */
  height?: string;
  className?: string;
}

/**
 * A placeholder shimmer where content is loading; hidden from assistive technology (the loading
 * region says `aria-busy` instead). The shimmer stops under reduced motion.
 */
export function Skeleton({ shape = 'text', lines = 1, width, height, className }: SkeletonProps) {
  const size = { inlineSize: width, blockSize: height };
  if (shape !== 'text' || lines <= 1) {
    return <span className={cx('skeleton', className)} data-shape={shape} style={size} aria-hidden="true" />;
  }
  return (
    <span className={cx('skeleton-lines', className)} style={{ inlineSize: width }} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => <span key={i} className="skeleton" data-shape="text" />)}
    </span>
  );
}
