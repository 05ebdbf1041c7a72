import { useI18n } from '../lib/i18n';
import { cx } from './utils';

/** The 1-based first and last item numbers shown on `page` (0 and 0 when there are none). */
export function shownRange(page: number, pageSize: number, total: number): { from: number; to: number; pages: number } {
  const size = Math.max(1, pageSize);
  const pages = Math.max(1, Math.ceil(Math.max(0, total) / size));
  const current = Math.min(Math.max(1, page), pages);
  if (total <= 0) return { from: 0, to: 0, pages };
  return { from: (current - 1) * size + 1, to: Math.min(current * size, total), pages };
}

export interface ListSummaryProps {
  /** The current page, 1-based. */
  page: number;
  pageSize: number;
  /** Items over all pages. */
  total: number;
  className?: string;
}

/** "Showing 21–40 of 312" (or "No results"), in the language's numbers. */
export function ListSummary({ page, pageSize, total, className }: ListSummaryProps) {
  const { t, formatNumber } = useI18n();
  const { from, to } = shownRange(page, pageSize, total);
  return (
    <p className={cx('pagination__summary', className)}>
      {total <= 0
        ? t('ui.pagination.empty')
        : t('ui.pagination.summary', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) })}
    </p>
  );
}
