/**
 * How a list view's rows are read, so a search can ask for its rows before the URL changes.
 *
 * useListState hands its `params` to useList; useList files, under that very object, a way to read
 * the same endpoint (and path scope) for other params, and to stop such a read. A search then starts
 * its request at once, on every key, and shows its rows when they are in the cache
 * (use-search-first.ts), so the page renders once, with the new rows, instead of first re-rendering
 * the old rows for the new URL and only then asking (bench/lists.ts measured ~100–150 ms at 4x CPU
 * before the request left). While a search waits for its rows, useListState hands out a copy of the
 * shown params marked searching (`searchingCopy`), and useList reports its rows as updating.
 */
import type { ListParams } from '../../contract';

/** Reads the rows of other params of the list that read the filed params. */
export interface ListReader {
  /** Reads the rows of `params` into the cache; resolves when they are there (or the read failed). */
  read(params: ListParams): Promise<unknown>;
  /**
   * Stops reading `params` if nothing shows them: the request is aborted and its answer, should it
   * still come, is dropped (the entry goes back to unread).
   */
  abort(params: ListParams): void;
}

/**
 * The longest a settled search (the field's pause, Enter, Esc) waits for its rows before the URL
 * changes anyway (the old rows then show, marked updating, until the answer comes). A moment a
 * person does not notice after a pause in typing, and far above the answer's usual 15–60 ms.
 */
export const SEARCH_WAIT_MS = 300;

/**
 * How long a search may wait for its rows before the rows shown are marked updating. The mark dims
 * the table and spins a status (a repaint of the whole table on every frame it animates), which a
 * key whose rows come in ~20–60 ms would only flash: bench/lists.ts measured the rows after the
 * last key at 2.1–2.7x the bare page with the mark at once, 1.1–2.0x with this delay. A wait a
 * person notices is still marked.
 */
export const SEARCH_UPDATING_MS = 200;

const readers = new WeakMap<ListParams, ListReader>();
const searching = new WeakSet<ListParams>();

/** Files how the view showing `params` reads its rows (useList, on every render). */
export function fileListReader(params: ListParams, reader: ListReader): void {
  readers.set(params, reader);
}

/** How the view showing `params` reads its rows; undefined when no useList read them. */
export function listReaderOf(params: ListParams): ListReader | undefined {
  return readers.get(params);
}

/** A copy of `params` (same values, so the same cache key) whose rows a newer search is replacing. */
export function searchingCopy(params: ListParams): ListParams {
  const copy = { ...params };
  searching.add(copy);
  return copy;
}

/** Whether `params` is a searchingCopy: its rows are shown, marked updating, until the search's come. */
export function isSearching(params: ListParams): boolean {
  return searching.has(params);
}

/**
 * Resolves `true` when `reader.read(params)` settles (its rows, or its failure, are in the cache)
 * and `false` when `ms` pass first; never rejects.
 */
export function readWithin(reader: ListReader, params: ListParams, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = globalThis.setTimeout(() => resolve(false), ms);
    const done = () => {
      globalThis.clearTimeout(timer);
      resolve(true);
    };
    reader.read(params).then(done, done);
  });
}
