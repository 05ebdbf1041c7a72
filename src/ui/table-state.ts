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
