/**
 * How a list view's rows are read, so a search can ask for its rows before the URL changes.
 *
 * useListState hands its `params` to useList; useList files, under that very object, a way to read
 * the same endpoint (and path scope) for other params. A new search then starts its request at
 * once and shows its rows when they are in the cache (use-search-first.ts), so the page renders
 * once, with the new rows, instead of first re-rendering the old rows for the new URL and only
 * then asking (bench/lists.ts measured ~100–150 ms at 4x CPU before the request left).
 */
import type { ListParams } from '../../contract';

/** Reads the rows of `params` into the cache; resolves when they are there (or the read failed). */
export type ListReader = (params: ListParams) => Promise<unknown>;

/**
 * The longest a search waits for its rows before the URL changes anyway (the old rows then show,
 * marked updating, until the answer comes). A moment a person does not notice after a pause in
 * typing, and far above the answer's usual 15–60 ms.
 */
export const SEARCH_WAIT_MS = 300;

const readers = new WeakMap<ListParams, ListReader>();

/** Files how the view showing `params` reads its rows (useList, on every render). */
export function fileListReader(params: ListParams, reader: ListReader): void {
  readers.set(params, reader);
}

/** How the view showing `params` reads its rows; undefined when no useList read them. */
export function listReaderOf(params: ListParams): ListReader | undefined {
  return readers.get(params);
}

/**
 * Resolves `true` when `reader(params)` settles (its rows, or its failure, are in the cache) and
 * `false` when `ms` pass first; never rejects.
 */
export function readWithin(reader: ListReader, params: ListParams, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = globalThis.setTimeout(() => resolve(false), ms);
    const done = () => {
      globalThis.clearTimeout(timer);
      resolve(true);
    };
    reader(params).then(done, done);
  });
}
