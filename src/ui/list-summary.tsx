import { useI18n } from '../lib/i18n';
import { cx } from './utils';

/**
 * The 1-based first and last item numbers shown on `page` (0 and 0 when there are none), and the
 * pages there are. With `rowsShown` (a total that is only a lower bound, `totalAtLeast`), the page
 * is taken as it is, past the pages the total accounts for.
 */
export function shownRange(page: number, pageSize: number, total: number, rowsShown?: number): { from: number; to: number; pages: number } {
  const size = Math.max(1, pageSize);
  const pages = Math.max(1, Math.ceil(Math.max(0, total) / size));
  if (rowsShown !== undefined) {
    const current = Math.max(1, page);
    const from = (current - 1) * size + 1;
    return rowsShown > 0 ? { from, to: from + rowsShown - 1, pages: Math.max(pages, current) } : { from: 0, to: 0, pages: Math.max(pages, current) };
  }
  const current = Math.min(Math.max(1, page), pages);
  if (total <= 0) return { from: 0, to: 0, pages };
  return { from: (current - 1) * size + 1, to: Math.min(current * size, total), pages };
}

/**
 * A count in the language's numbers; one where counting stopped (docs/api.md "Lists at scale":
 * `totalAtLeast`, `facetsAtLeast`) reads "10,000+".
 */
export function useCountText(): (count: number, atLeast?: boolean) => string {
  const { t, formatNumber } = useI18n();
  return (count, atLeast = false) => (atLeast ? t('ui.pagination.atLeast', { number: count }) : formatNumber(count));
}

export interface ListSummaryProps {
  /** The current page, 1-based. */
  page: number;
  pageSize: number;
  /** Items over all pages (a lower bound when `totalAtLeast`). */
  total: number;
  /** More items than `total` may match: the list stopped counting there. */
  totalAtLeast?: boolean;
  /** Rows on the current page: where they are is told by them when the total is a lower bound. */
  rowsShown?: number;
  className?: string;
}

/** "Showing 21–40 of 312" (or "No results", or "of 10,000+"), in the language's numbers. */
export function ListSummary({ page, pageSize, total, totalAtLeast = false, rowsShown, className }: ListSummaryProps) {
  const { t, formatNumber } = useI18n();
  const countText = useCountText();
  const { from, to } = shownRange(page, pageSize, total, totalAtLeast ? (rowsShown ?? pageSize) : undefined);
  return (
    <p className={cx('pagination__summary', className)}>
      {total <= 0 || (totalAtLeast && to === 0)
        ? t('ui.pagination.empty')
        : t('ui.pagination.summary', { from: formatNumber(from), to: formatNumber(to), total: countText(Math.max(total, to), totalAtLeast) })}
    </p>
  );
}
