import { useCallback, useMemo, useState } from 'react';
import {
  EMPTY_SELECTION, deselectSelection, pageSelectionOf, setPageSelection, toggleSelection, togglePageSelection,
  type SelectionState,
} from './selection';

/** Selected rows of a paged list and the ways to change them. */
export interface Selection {
  /** Selected ids, rows of other pages included, in the order they were selected. */
  selected: ReadonlySet<string>;
  count: number;
  has(id: string): boolean;
  /** The select-page box's state over the rows on screen. */
  pageState: 'none' | 'some' | 'all';
  /** Flips one row; `range` (shift-click) flips the rows from the last one toggled too. */
  toggle(id: string, options?: { range?: boolean }): void;
  /** The select-page box: all of the page, or none of it when all were selected. */
  togglePage(): void;
  /** Every row on screen. */
  selectPage(): void;
  clear(): void;
  /**
   * Unselects these ids (after a bulk action: the rows it decided); rows selected while it ran
   * stay, as do the ones that failed.
   */
  deselect(ids: Iterable<string>): void;
}

/**
 * Row selection over the ids on screen (`pageIds`, in display order, for shift-click ranges).
 * Changing page keeps what was selected on other pages.
 */
export function useSelection(pageIds: readonly string[]): Selection {
  const [state, setState] = useState<SelectionState>(EMPTY_SELECTION);
  const pageKey = pageIds.join('\n');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- pageKey stands for pageIds' values
  const page = useMemo(() => [...pageIds], [pageKey]);

  const toggle = useCallback((id: string, options: { range?: boolean } = {}) => {
    setState((s) => toggleSelection(s, id, page, options.range ?? false));
  }, [page]);
  const togglePage = useCallback(() => setState((s) => togglePageSelection(s, page)), [page]);
  const selectPage = useCallback(() => setState((s) => setPageSelection(s, page, true)), [page]);
  const clear = useCallback(() => setState(EMPTY_SELECTION), []);
  const deselect = useCallback((ids: Iterable<string>) => {
    const drop = [...ids];
    setState((s) => deselectSelection(s, drop));
  }, []);

  return {
    selected: state.ids,
    count: state.ids.size,
    has: (id) => state.ids.has(id),
    pageState: pageSelectionOf(state, page),
    toggle, togglePage, selectPage, clear, deselect,
  };
}
