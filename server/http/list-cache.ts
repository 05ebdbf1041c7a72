/**
 * Serialized list answers cached per data version: the envelope bytes of a list, and the rows a
 * page is cut from, are built once per change of the collections they read, and the bytes of each
 * recently asked page are kept, so large lists cost a memory copy per repeated request.
 */
import { DEFAULT_PAGE_SIZE, applyList, toListSearch } from '../../src/contract';
import type { ListMeta, ListPage, ListParams, ListSpec } from '../../src/contract';

/** Pages kept per list (and version): enough for a few admins paging, searching and sorting. */
const PAGES_PER_LIST = 256;
/** Searched and sorted orders kept per list (and version), so that paging through one is cheap. */
const ORDERS_PER_LIST = 32;

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
  orders: Map<string, ListPage<unknown>>;
}

/** Adds `value` under `key`, dropping the oldest entry beyond `max`. */
function remember<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  if (map.size >= max) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
  map.set(key, value);
}

/** Creates an empty cache. */
export function createListCache(): ListCache {
  const entries = new Map<string, Entry>();
  const entry = (name: string, version: string): Entry => {
    const hit = entries.get(name);
    if (hit && hit.version === version) return hit;
    const fresh: Entry = { version, rows: null, bytes: null, pages: new Map(), orders: new Map() };
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
    page<T>(name: string, version: string, build: () => T[], params: ListParams, spec: ListSpec<T>): Buffer {
      const all = rows(name, version, build);
      const e = entry(name, version);
      const key = toListSearch(params).toString();
      const hit = e.pages.get(key);
      if (hit) return hit;
      // Every row of the search in order (one "page" holding them all), then the page cut from it.
      const orderKey = toListSearch({ ...params, page: 1, pageSize: DEFAULT_PAGE_SIZE }).toString();
      let order = e.orders.get(orderKey) as ListPage<T> | undefined;
      if (!order) {
        order = applyList(all, { ...params, page: 1, pageSize: Math.max(1, all.length) }, spec);
        remember(e.orders, orderKey, order as ListPage<unknown>, ORDERS_PER_LIST);
      }
      const start = (params.page - 1) * params.pageSize;
      const data = order.data.slice(start, start + params.pageSize);
      const meta: ListMeta = { ...order.meta, page: params.page, pageSize: params.pageSize };
      const bytes = Buffer.from(JSON.stringify({ success: true, data, meta }), 'utf8');
      remember(e.pages, key, bytes, PAGES_PER_LIST);
      return bytes;
    },
  };
}
