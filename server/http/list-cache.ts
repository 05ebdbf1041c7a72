/**
 * Serialized list answers cached per data version: the envelope bytes of a list, and the rows a
 * page is cut from, are built once per change of the collections they read, and the bytes of each
 * recently asked page are kept, so large lists cost a memory copy per repeated request.
 *
 * Memory is bounded by bytes, not by counts: a page of 100 posts of 99 KB is 10 MB, so a count of
 * pages alone lets a few hundred distinct queries hold gigabytes. Every kept buffer (whole lists,
 * pages) and every kept order (8 bytes a row) is charged to one budget, and the least recently
 * used go first; an answer larger than the whole budget is sent but not kept. The rows a list is
 * cut from (one array per list) are not charged: they are the store's records or one view of them.
 * When a commit changes a collection, every list that reads it is dropped at once, so the pages of
 * an old version never outlive the change.
 */
import { DEFAULT_PAGE_SIZE, applyList, toListSearch } from '../../src/contract';
import type { ListMeta, ListPage, ListParams, ListSpec } from '../../src/contract';
import type { CollectionName } from '../store/types';

/** Searched and sorted orders kept per list (and version), so that paging through one is cheap. */
const ORDERS_PER_LIST = 32;
/** What a kept order costs: one reference a row. */
const BYTES_PER_ORDER_ROW = 8;

/** Which list, at which version of the collections it reads. */
export interface ListKey {
  /** Cache name of the list (e.g. `users`, `trips:all`). */
  name: string;
  /** The collections its rows are built from. */
  collections: readonly CollectionName[];
  /** Their versions, joined; the cache rebuilds when it changes. */
  version: string;
}

/** A cache of envelope bytes and rows by name. */
export interface ListCache {
  /** The bytes of `{ success: true, data: build() }`, rebuilt only when the version changes. */
  get(key: ListKey, build: () => unknown[]): Buffer;
  /** `build()`, rebuilt only when the version changes; treat the array as read-only. */
  rows<T>(key: ListKey, build: () => T[]): readonly T[];
  /** Every row of `key` matching `params`, in order, with the meta of the whole (its page ignored). */
  ordered<T>(key: ListKey, build: () => T[], params: ListParams, spec: ListSpec<T>): ListPage<T>;
  /** The bytes of `{ success: true, data, meta }`: one page of the rows of `key` (see `rows`). */
  page<T>(key: ListKey, build: () => T[], params: ListParams, spec: ListSpec<T>): Buffer;
  /** Drops every list that reads one of `changed` (the store calls it after each commit). */
  invalidate(changed: ReadonlySet<CollectionName>): void;
  /** Bytes charged to the budget now. */
  heldBytes(): number;
}

interface Entry {
  version: string;
  collections: readonly CollectionName[];
  rows: readonly unknown[] | null;
  bytes: Buffer | null;
  pages: Map<string, Buffer>;
  orders: Map<string, ListPage<unknown>>;
}

/** The slot of a charged item in the budget: the whole list (''), a page ('p…') or an order ('o…'). */
type Slot = `${string}\n${'' | `p${string}` | `o${string}`}`;

/** Creates an empty cache that holds at most `maxBytes` of answers. */
export function createListCache(maxBytes: number): ListCache {
  const entries = new Map<string, Entry>();
  // Insertion order is use order: a hit moves its slot to the end, eviction takes from the front.
  const charged = new Map<Slot, number>();
  let held = 0;

  const forget = (name: string, part: string): void => {
    const entry = entries.get(name);
    if (!entry) return;
    if (part === '') entry.bytes = null;
    else if (part.startsWith('p')) entry.pages.delete(part.slice(1));
    else entry.orders.delete(part.slice(1));
  };
  const release = (slot: Slot): void => {
    const size = charged.get(slot);
    if (size === undefined) return;
    charged.delete(slot);
    held -= size;
  };
  const touch = (slot: Slot): void => {
    const size = charged.get(slot);
    if (size === undefined) return;
    charged.delete(slot);
    charged.set(slot, size);
  };
  /** Charges `size` for `slot`, evicting the least recently used; false when it cannot be kept. */
  const charge = (slot: Slot, size: number): boolean => {
    release(slot);
    if (size > maxBytes) return false;
    charged.set(slot, size);
    held += size;
    for (const [oldest] of charged) {
      if (held <= maxBytes) break;
      release(oldest);
      const cut = oldest.indexOf('\n');
      forget(oldest.slice(0, cut), oldest.slice(cut + 1));
    }
    return true;
  };
  const drop = (name: string): void => {
    const entry = entries.get(name);
    if (!entry) return;
    release(`${name}\n`);
    for (const key of entry.pages.keys()) release(`${name}\np${key}`);
    for (const key of entry.orders.keys()) release(`${name}\no${key}`);
    entries.delete(name);
  };
  const entry = (key: ListKey): Entry => {
    const hit = entries.get(key.name);
    if (hit && hit.version === key.version) return hit;
    drop(key.name);
    const fresh: Entry = { version: key.version, collections: key.collections, rows: null, bytes: null, pages: new Map(), orders: new Map() };
    entries.set(key.name, fresh);
    return fresh;
  };
  const rows = <T>(key: ListKey, build: () => T[]): readonly T[] => {
    const e = entry(key);
    // The rows of one name are always built by the same `build`, so they are `T[]`.
    e.rows ??= build();
    return e.rows as readonly T[];
  };
  /** Every row of the search in order (one "page" holding them all): the pages are cut from it. */
  const ordered = <T>(key: ListKey, build: () => T[], params: ListParams, spec: ListSpec<T>): ListPage<T> => {
    const all = rows(key, build);
    const e = entry(key);
    const orderKey = toListSearch({ ...params, page: 1, pageSize: DEFAULT_PAGE_SIZE }).toString();
    let order = e.orders.get(orderKey) as ListPage<T> | undefined;
    if (order) {
      touch(`${key.name}\no${orderKey}`);
      return order;
    }
    order = applyList(all, { ...params, page: 1, pageSize: Math.max(1, all.length) }, spec);
    if (e.orders.size >= ORDERS_PER_LIST) {
      const oldest = e.orders.keys().next();
      if (!oldest.done) {
        e.orders.delete(oldest.value);
        release(`${key.name}\no${oldest.value}`);
      }
    }
    if (charge(`${key.name}\no${orderKey}`, order.data.length * BYTES_PER_ORDER_ROW)) e.orders.set(orderKey, order as ListPage<unknown>);
    return order;
  };
  return {
    get(key, build) {
      const e = entry(key);
      const slot: Slot = `${key.name}\n`;
      if (e.bytes) {
        touch(slot);
        return e.bytes;
      }
      const bytes = Buffer.from(`{"success":true,"data":${JSON.stringify(rows(key, build))}}`, 'utf8');
      if (charge(slot, bytes.length)) e.bytes = bytes;
      return bytes;
    },
    rows,
    ordered,
    page<T>(key: ListKey, build: () => T[], params: ListParams, spec: ListSpec<T>): Buffer {
      const e = entry(key);
      const search = toListSearch(params).toString();
      const hit = e.pages.get(search);
      if (hit) {
        touch(`${key.name}\np${search}`);
        return hit;
      }
      const order = ordered(key, build, params, spec);
      const start = (params.page - 1) * params.pageSize;
      const data = order.data.slice(start, start + params.pageSize);
      const meta: ListMeta = { ...order.meta, page: params.page, pageSize: params.pageSize };
      const bytes = Buffer.from(JSON.stringify({ success: true, data, meta }), 'utf8');
      if (charge(`${key.name}\np${search}`, bytes.length)) e.pages.set(search, bytes);
      return bytes;
    },
    invalidate(changed) {
      for (const [name, e] of [...entries]) if (e.collections.some((c) => changed.has(c))) drop(name);
    },
    heldBytes: () => held,
  };
}
