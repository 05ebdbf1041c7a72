/**
 * The page items a pagination control shows: page numbers and `'dots'` for hidden runs, in the
 * shape of Mantine's `usePagination` — `1 … 4 5 6 … 20`. Pure; the control is pagination.tsx.
 */

/** A hidden run of at least two pages. */
export const DOTS = 'dots';

/** One item of the range: a 1-based page number or a gap. */
export type PaginationItem = number | typeof DOTS;

export interface PaginationRangeOptions {
  /** Number of pages (not items). 0 or less gives an empty range. */
  total: number;
  /** The current page, 1-based; clamped into `1…total`. */
  page: number;
  /** Pages shown on each side of the current one. Default 1. */
  siblings?: number;
  /** Pages always shown at each end. Default 1. */
  boundaries?: number;
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

const count = (value: number, fallback: number): number =>
  Number.isFinite(value) ? Math.max(0, Math.floor(value)) : fallback;

/**
 * The items to draw for `page` of `total`. Every page is listed while they fit in the slots a
 * long range takes (2·boundaries + 2·siblings + 3); past that the result always has exactly that
 * many items, so the control does not jump while paging, and `'dots'` never hides a single page
 * (that page is shown instead).
 */
export function paginationRange({ total, page, siblings = 1, boundaries = 1 }: PaginationRangeOptions): PaginationItem[] {
  const pages = count(total, 0);
  if (pages === 0) return [];
  const s = count(siblings, 1);
  const b = count(boundaries, 1);
  const current = Math.min(Math.max(Math.round(Number.isFinite(page) ? page : 1), 1), pages);
  const slots = 2 * b + 2 * s + 3;
  if (pages <= slots) return range(1, pages);

  const left = current - s;
  const right = current + s;
  // A gap appears only when it would hide two pages or more.
  const leftGap = left > b + 2;
  const rightGap = right < pages - b - 1;
  const head = range(1, b);
  const tail = range(pages - b + 1, pages);
  const block = 2 * s + b + 2;

  if (!leftGap) return [...range(1, block), DOTS, ...tail];
  if (!rightGap) return [...head, DOTS, ...range(pages - block + 1, pages)];
  return [...head, DOTS, ...range(left, right), DOTS, ...tail];
}
