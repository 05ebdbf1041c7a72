/**
 * Row selection as a pure state: the selected ids (rows of other pages included) and the anchor a
 * shift-click extends from. use-selection.ts holds it in React.
 */

export interface SelectionState {
  readonly ids: ReadonlySet<string>;
  /** The row last toggled on its own: a shift-click selects from here. */
  readonly anchor: string | null;
}

export const EMPTY_SELECTION: SelectionState = Object.freeze({ ids: new Set<string>(), anchor: null });

/** How many of the rows on screen are selected: drives the select-page box (checked / mixed). */
export function pageSelectionOf(state: SelectionState, pageIds: readonly string[]): 'none' | 'some' | 'all' {
  const count = pageIds.filter((id) => state.ids.has(id)).length;
  if (count === 0) return 'none';
  return count === pageIds.length ? 'all' : 'some';
}

/**
 * Flips `id`. With `range`, every row of the page from the anchor to `id` takes the state `id`
 * takes (a shift-click); without an anchor on this page it is a plain toggle. `id` becomes the anchor.
 */
export function toggleSelection(state: SelectionState, id: string, pageIds: readonly string[], range = false): SelectionState {
  const ids = new Set(state.ids);
  const select = !ids.has(id);
  const from = state.anchor === null ? -1 : pageIds.indexOf(state.anchor);
  const to = pageIds.indexOf(id);
  const span = range && from !== -1 && to !== -1 ? pageIds.slice(Math.min(from, to), Math.max(from, to) + 1) : [id];
  for (const each of span) {
    if (select) ids.add(each);
    else ids.delete(each);
  }
  return { ids, anchor: id };
}

/** Selects (or with `selected` false, clears) every row on the page; other pages' rows stay. */
export function setPageSelection(state: SelectionState, pageIds: readonly string[], selected: boolean): SelectionState {
  const ids = new Set(state.ids);
  for (const id of pageIds) {
    if (selected) ids.add(id);
    else ids.delete(id);
  }
  return { ids, anchor: state.anchor };
}

/** The select-page box: clears the page when all of it is selected, else selects all of it. */
export function togglePageSelection(state: SelectionState, pageIds: readonly string[]): SelectionState {
  return setPageSelection(state, pageIds, pageIds.length === 0 || pageSelectionOf(state, pageIds) !== 'all');
}

/** Unselects `ids` (after a bulk action: the rows it decided); the rest stay, the anchor if it is one of them. */
export function deselectSelection(state: SelectionState, ids: Iterable<string>): SelectionState {
  const drop = new Set(ids);
  const next = new Set([...state.ids].filter((id) => !drop.has(id)));
  if (next.size === state.ids.size) return state;
  return { ids: next, anchor: state.anchor !== null && next.has(state.anchor) ? state.anchor : null };
}

