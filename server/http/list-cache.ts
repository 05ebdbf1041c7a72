/**
 * Serialized list answers cached per data version: the envelope bytes of a list, and the rows a
 * page is cut from, are built once per change of the collections they read, and the bytes of each
 * recently asked page are kept, so large lists cost a memory copy per repeated request.
 */
import { applyList, toListSearch } from '../../src/contract';
import type { ListParams, ListSpec } from '../../src/contract';

/** Pages kept per list (and version): enough for a few admins paging, searching and sorting. */
const PAGES_PER_LIST = 256;

/** A cache of envelope bytes and rows by name. */
export interface ListCache {
  /** The bytes of `{ success: true, data: build() }`, rebuilt only when `version` changes. */
  get(name: string, version: string, build: () => unknown[]): Buffer;
  /** `build()`, rebuilt only when `version` changes; treat the array as read-only. */
  rows<T>(name: string, version: string, build: () => T[]): readonly T[];
  /** The bytes of `{ success: true, data, meta }`: one page of the rows of `name` (see `rows`). */
  page<T>(name: string, version: string, build: () => T[], params: ListParams, spec: ListSpec<T>): Buffer;
}

interface Entry {
  version: string;
  rows: readonly unknown[] | null;
  bytes: Buffer | null;
  pages: Map<string, Buffer>;
}

/** Creates an empty cache. */
export function createListCache(): ListCache {
  const entries = new Map<string, Entry>();
  const entry = (name: string, version: string): Entry => {
    const hit = entries.get(name);
    if (hit && hit.version === version) return hit;
    const fresh: Entry = { version, rows: null, bytes: null, pages: new Map() };
    entries.set(name, fresh);
    return fresh;
  };
  const rows = <T>(name: string, version: string, build: () => T[]): readonly T[] => {
    const e = entry(name, version);
    // The rows of one name are always built by the same `build`, so they are `T[]`.
    if (e.rows === null) e.rows = build();
    return e.rows as readonly T[];
  };
  return {
    get(name, version, build) {
      const e = entry(name, version);
      e.rows ??= build();
      e.bytes ??= Buffer.from(`{"success":true,"data":${JSON.stringify(e.rows)}}`, 'utf8');
      return e.bytes;
    },
    rows,
    page(name, version, build, params, spec) {
      const all = rows(name, version, build);
      const e = entry(name, version);
      const key = toListSearch(params).toString();
      const hit = e.pages.get(key);
      if (hit) return hit;
      const { data, meta } = applyList(all, params, spec);
      const bytes = Buffer.from(JSON.stringify({ success: true, data, meta }), 'utf8');
      if (e.pages.size >= PAGES_PER_LIST) {
        const oldest = e.pages.keys().next();
        if (!oldest.done) e.pages.delete(oldest.value);
      }
      e.pages.set(key, bytes);
      return bytes;
    },
  };
}
