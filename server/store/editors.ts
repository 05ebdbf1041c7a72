/**
 * Who made the last change of a record, kept in memory beside the store (the wire shapes have no
 * field for it): a 409 of a guarded write can then name the editor. A note counts only while the
 * record's `updatedAt` is the one it was taken at, so a write that leaves no note (a password
 * change, a restart) makes it "unknown" rather than wrong.
 */
import type { CollectionName } from './types';
import type { Store } from './interface';

/** One change: when (the record's new `updatedAt`), by whom, and what it did ("Published"). */
export interface Edit {
  at: string;
  by: { id: string; name: string };
  what: string;
}

const books = new WeakMap<Store, Map<string, Edit>>();

function bookOf(store: Store): Map<string, Edit> {
  let book = books.get(store);
  if (!book) {
    book = new Map();
    books.set(store, book);
  }
  return book;
}

/** Notes `edit` as the last change of `collection`/`id` (call it inside the write's transaction). */
export function noteEdit(store: Store, collection: CollectionName, id: string, edit: Edit): void {
  bookOf(store).set(`${collection}/${id}`, edit);
}

/** The change that set the record's `updatedAt`, when known. */
export function lastEdit(store: Store, collection: CollectionName, id: string, updatedAt: string): Edit | null {
  const edit = books.get(store)?.get(`${collection}/${id}`);
  return edit && edit.at === updatedAt ? edit : null;
}
