import { useId } from 'react';
import { useI18n } from '../lib/i18n';
import { cx } from './utils';

export interface PageSizeSelectProps {
  /** Rows per page now. */
  value: number;
  /** The sizes offered; `value` is added when it is not one of them. */
  options: readonly number[];
  onChange(pageSize: number): void;
  /** The visible label, default "Rows per page". */
  label?: string;
  className?: string;
}

/** A labelled native select of page sizes. */
export function PageSizeSelect({ value, options, onChange, label, className }: PageSizeSelectProps) {
  const { t, formatNumber } = useI18n();
  const id = useId();
  const sizes = options.includes(value) ? options : [...options, value].sort((a, b) => a - b);
  return (
    <div className={cx('pagination__size', className)}>
      <label htmlFor={id}>{label ?? t('ui.pagination.pageSize')}</label>
      <select id={id} className="pagination__select" value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {sizes.map((size) => <option key={size} value={size}>{formatNumber(size)}</option>)}
      </select>
    </div>
  );
}
