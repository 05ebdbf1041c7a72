/**
 * The pure rules of the table: how a click on a sortable header moves the sort, and how row
 * selection reads and changes over the rows on screen.
 */

/** Order of a sorted column. */
export type SortDirection = 'asc' | 'desc';

/** The column a table is sorted by, or `null` when unsorted. */
export interface TableSort {
  key: string;
  direction: SortDirection;
}

/**
 * The sort after a click on column `key`: another column → ascending; ascending → descending;
 * descending → unsorted.
 */
export function nextSort(current: TableSort | null, key: string): TableSort | null {
  if (!current || current.key !== key) return { key, direction: 'asc' };
  return current.direction === 'asc' ? { key, direction: 'desc' } : null;
}

/** The `aria-sort` of a sortable column header. */
export function ariaSortOf(sort: TableSort | null, key: string): 'ascending' | 'descending' | 'none' {
  if (!sort || sort.key !== key) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

/** How many of the rows on screen are selected: drives the select-all box (checked / mixed). */
export function selectionOf(keys: readonly string[], selected: ReadonlySet<string>): 'none' | 'some' | 'all' {
  const count = keys.filter((k) => selected.has(k)).length;
  if (count === 0) return 'none';
  return count === keys.length ? 'all' : 'some';
}

/**
 * The selection after a click on select-all: when every row on screen is selected they are all
 * cleared, otherwise all are added. Keys of rows not on screen (other pages) are kept.
 */
export function toggleAll(keys: readonly string[], selected: ReadonlySet<string>): Set<string> {
  const next = new Set(selected);
  const clear = keys.length > 0 && selectionOf(keys, selected) === 'all';
  for (const key of keys) {
    if (clear) next.delete(key);
    else next.add(key);
  }
  return next;
}

/** The selection with `key` flipped. */
export function toggleOne(key: string, selected: ReadonlySet<string>): Set<string> {
  const next = new Set(selected);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/**
 * The element slot (React key) of each row when the table recycles its rows, in the rows' order.
 * A record shown before keeps its slot, so a row that stays (a search that narrows, a page that
 * shifts) is not touched. A new record takes a slot a leaving record freed, so its row's elements
 * are updated where they are rather than removed and built again, choosing the freed slot that
 * lies between its neighbours on screen: React moves a row whose old place comes before a row it
 * has kept in place (its list reconciliation), and a moved row is removed from the document and
 * inserted again, which costs its style and layout anew. A new record with no freed slot in
 * between takes one that is moved alone, or else a new slot (the smallest number not in use).
 * When the record of the row holding the focus (`focused`) leaves, the record that takes its place
 * takes its slot, so the focus stays on that line, on the row that took it (lib/list's
 * `cursorAfter` makes that row current). `previous` is the last result, in the rows' order.
 */
export function assignSlots(previous: ReadonlyMap<string, number>, keys: readonly string[], focused: string | null = null): Map<string, number> {
  const place = new Map<number, number>();
  for (const slot of previous.values()) place.set(slot, place.size);
  const placeOf = (slot: number) => place.get(slot) ?? -1;
  // The slots kept: each staying record's own, and the focused row's for the record in its place.
  const own = new Map<string, number>();
  for (const key of keys) {
    const slot = previous.get(key);
    if (slot !== undefined) own.set(key, slot);
  }
  const focusedSlot = focused === null || own.has(focused) ? undefined : previous.get(focused);
  if (focusedSlot !== undefined && keys.length > 0) {
    const heir = keys[Math.min(placeOf(focusedSlot), keys.length - 1)] ?? '';
    own.set(heir, focusedSlot);
  }
  const kept = new Set(own.values());
  // The freed slots by their old place.
  const freed = [...previous.values()].filter((slot) => !kept.has(slot));
  // For each position, the old place of the next record that keeps a slot (∞ when none).
  const nextKept = new Array<number>(keys.length + 1).fill(Infinity);
  for (let i = keys.length - 1; i >= 0; i--) {
    const slot = own.get(keys[i] ?? '');
    nextKept[i] = slot === undefined ? (nextKept[i + 1] ?? Infinity) : placeOf(slot);
  }
  const next = new Map<string, number>();
  const taken = new Set<number>(previous.values());
  let fresh = 0;
  // The old place of the last row React leaves where it is.
  let lastInPlace = -1;
  for (const [i, key] of keys.entries()) {
    if (next.has(key)) continue;
    const slot = own.get(key);
    if (slot !== undefined) {
      next.set(key, slot);
      lastInPlace = Math.max(lastInPlace, placeOf(slot));
      continue;
    }
    const bound = nextKept[i + 1] ?? Infinity;
    let at = freed.findIndex((free) => placeOf(free) > lastInPlace && placeOf(free) < bound);
    if (at >= 0) lastInPlace = placeOf(freed[at] ?? -1);
    else at = freed.findIndex((free) => placeOf(free) < lastInPlace);
    let given: number;
    if (at >= 0) [given] = freed.splice(at, 1) as [number];
    else {
      while (taken.has(fresh)) fresh += 1;
      given = fresh;
      taken.add(given);
    }
    next.set(key, given);
  }
  return next;
}
