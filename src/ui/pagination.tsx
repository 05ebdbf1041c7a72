import { useI18n } from '../lib/i18n';
import { IconButton } from './button';
import { ListSummary, shownRange } from './list-summary';
import { PageSizeSelect } from './page-size-select';
import { paginationRange } from './pagination-range';
import { cx } from './utils';

/** Page sizes offered when none are given. */
export const DEFAULT_PAGE_SIZES: readonly number[] = [10, 20, 50, 100];

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  /** Items per page. */
  pageSize: number;
  /** Number of items over all pages (a lower bound when `totalAtLeast`). */
  total: number;
  /**
   * The list stopped counting at `total` (docs/api.md "Lists at scale"): the last page is unknown,
   * so there is no last-page button, a gap after the pages shown says more may follow, and next
   * stays enabled while the page is full (`rowsShown` rows of `pageSize`).
   */
  totalAtLeast?: boolean;
  /** Rows on the current page; read when `totalAtLeast`. */
  rowsShown?: number;
  onPageChange(page: number): void;
  /** When given, a "Rows per page" select is shown. */
  onPageSizeChange?(pageSize: number): void;
  /** Default `DEFAULT_PAGE_SIZES`. */
  pageSizeOptions?: readonly number[];
  /** Pages beside the current one, default 1. */
  siblings?: number;
  /** Pages kept at each end, default 1. */
  boundaries?: number;
  /** First/last page buttons, default `true`. */
  withEdges?: boolean;
  /** Name of the navigation landmark, default "Pagination". */
  label?: string;
  className?: string;
}

/**
 * "Showing 21–40 of 312", a rows-per-page select, and a `nav` of previous/next, first/last and page
 * buttons (`aria-current="page"` on the current one; gaps are plain text).
 */
export function Pagination({
  page, pageSize, total, totalAtLeast = false, rowsShown, onPageChange, onPageSizeChange, pageSizeOptions = DEFAULT_PAGE_SIZES,
  siblings = 1, boundaries = 1, withEdges = true, label, className,
}: PaginationProps) {
  const { t, formatNumber } = useI18n();
  const open = totalAtLeast;
  const shown = rowsShown ?? pageSize;
  const { pages: counted } = shownRange(page, pageSize, total, open ? shown : undefined);
  // An open list has a page after this one while this one is full.
  const pages = open && shown >= pageSize ? Math.max(counted, page + 1) : counted;
  const current = Math.min(Math.max(1, page), pages);
  const go = (next: number) => {
    if (next !== current && next >= 1 && next <= pages) onPageChange(next);
  };
  const first = current <= 1;
  const last = current >= pages;
  const items = paginationRange({ total: open ? counted : pages, page: current, siblings, boundaries });

  return (
    <div className={cx('pagination', className)}>
      <ListSummary page={current} pageSize={pageSize} total={total} totalAtLeast={open} rowsShown={shown} />
      {onPageSizeChange && <PageSizeSelect value={pageSize} options={pageSizeOptions} onChange={onPageSizeChange} />}
      <nav className="pagination__nav" aria-label={label ?? t('ui.pagination.label')}>
        <ul className="pagination__list" role="list">
          {withEdges && (
            <li className="pagination__edge"><IconButton size="sm" icon="chevrons-left" label={t('ui.pagination.first')} disabled={first} onClick={() => go(1)} /></li>
          )}
          <li><IconButton size="sm" icon="chevron-left" label={t('ui.pagination.previous')} disabled={first} onClick={() => go(current - 1)} /></li>
          {(open && !last ? [...items, 'dots' as const] : items).map((item, index) => (
            // Far items (ends and gaps) give way first on narrow screens.
            <li key={item === 'dots' ? `dots-${index}` : item} data-far={item === 'dots' || Math.abs(item - current) > siblings ? '' : undefined}>
              {item === 'dots'
                ? <span className="pagination__dots" aria-hidden="true">…</span>
                : (
                  <button
                    type="button"
                    className="pagination__page"
                    aria-current={item === current ? 'page' : undefined}
                    aria-label={t('ui.pagination.goTo', { page: formatNumber(item) })}
                    onClick={() => go(item)}
                  >
                    {formatNumber(item)}
                  </button>
                )}
            </li>
          ))}
          <li><IconButton size="sm" icon="chevron-right" label={t('ui.pagination.next')} disabled={last} onClick={() => go(current + 1)} /></li>
          {withEdges && !open && (
            <li className="pagination__edge"><IconButton size="sm" icon="chevrons-right" label={t('ui.pagination.last')} disabled={last} onClick={() => go(pages)} /></li>
          )}
        </ul>
      </nav>
    </div>
  );
}
