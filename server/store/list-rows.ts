/**
 * The lists of `ListQuery` (interface.ts), one declaration each, read by both stores: the embedded
 * store builds a list's rows in memory from it (`memoryList`), and PostgreSQL keeps and queries
 * `list_rows` by it (server/pg/list-defs.ts, server/pg/list-query.ts). A declaration says which
 * collection the rows are records of and which of them belong, what a row shows, its spec (search
 * words, filters with their facets, sort keys: src/contract), the whole array's order that breaks
 * every sort's ties, and the bounds a query may add. Adding a list, or a filter to a list's spec,
 * is one edit here or in the spec; both stores follow.
 */
import { ACTIVITY_LIST_SPEC, LIST_SPECS } from '../../src/contract';
import type { ListSpec, Product, Trip } from '../../src/contract';
import { isListedDiveMaster, personIdOf, reviewableView, toPublicUser } from '../people';
import type { FixedFilter, ListQuery } from './interface';
import type { CollectionName, Collections, StoredUser } from './types';

export type ListName = ListQuery['list'];

/** A field a query bounds the rows by: how a record holds it, and its column in the collection's table. */
interface BoundField {
  of(record: object): string;
  column: string;
}

/** One list. */
export interface ListDef {
  name: ListName;
  /** The collection its rows are records of. */
  collection: CollectionName;
  /** Which records of the collection are rows (before any fixed filter of the path). */
  includes(record: object): boolean;
  // The spec reads records of its own collection; the declarations below pair each with its spec.
  spec: ListSpec<never>;
  /** What a row shows: the public user (no hash), or the record. */
  view: 'publicUser' | 'record';
  /**
   * The person a record embeds (a trip's dive master, a product's seller), shown and sorted as the
   * users collection has it now, and the sort fields that read it.
   */
  person?: { field: 'diveMaster' | 'seller'; sorts: readonly string[] };
  /** The whole array's order: this field descending, then the id descending; a sort's ties keep it. */
  orderField: 'createdAt' | 'updatedAt' | 'at';
  /** The bounds of the query (GET /activity): whose rows (`admin`), and `at` within [from, to]. */
  bounds?: { owner: BoundField; time: BoundField };
}

const always = (): boolean => true;
const spec = <T>(s: ListSpec<T>): ListSpec<never> => s as ListSpec<never>;

/** Every list, by name. */
export const LISTS: Readonly<Record<ListName, ListDef>> = {
  users: { name: 'users', collection: 'users', includes: always, spec: spec(LIST_SPECS.users), view: 'publicUser', orderField: 'createdAt' },
  diveMasters: {
    name: 'diveMasters',
    collection: 'users',
    includes: (user) => isListedDiveMaster(user as StoredUser),
    spec: spec(LIST_SPECS.diveMasters),
    view: 'publicUser',
    orderField: 'createdAt',
  },
  trips: { name: 'trips', collection: 'trips', includes: always, spec: spec(LIST_SPECS.trips), view: 'record', person: { field: 'diveMaster', sorts: ['diveMaster'] }, orderField: 'createdAt' },
  products: { name: 'products', collection: 'products', includes: always, spec: spec(LIST_SPECS.products), view: 'record', person: { field: 'seller', sorts: ['seller'] }, orderField: 'createdAt' },
  news: { name: 'news', collection: 'news', includes: always, spec: spec(LIST_SPECS.news), view: 'record', orderField: 'updatedAt' },
  contact: { name: 'contact', collection: 'contact', includes: always, spec: spec(LIST_SPECS.contact), view: 'record', orderField: 'createdAt' },
  activity: {
    name: 'activity',
    collection: 'activity',
    includes: always,
    spec: spec(ACTIVITY_LIST_SPEC),
    view: 'record',
    orderField: 'at',
    bounds: {
      owner: { of: (e) => (e as Collections['activity']).actor.id, column: 'actor_id' },
      time: { of: (e) => (e as Collections['activity']).at, column: 'at' },
    },
  },
};

/** The lists whose rows are records of `collection`. */
export function listsOf(collection: CollectionName): ListDef[] {
  return Object.values(LISTS).filter((def) => def.collection === collection);
}

/** Every collection a list's rows read: a commit to any of them changes its answers. */
export function collectionsOf(def: ListDef): readonly CollectionName[] {
  return def.person ? [def.collection, 'users'] : [def.collection];
}

/** The bounds of a query: its owner and time range (null: unbounded). */
export interface ListBounds {
  admin: string | null;
  from: string | null;
  to: string | null;
}

/** What a query asks of its list: the declaration, the path's fixed filter and the query's bounds. */
export interface ListScope {
  def: ListDef;
  fixed?: FixedFilter;
  bounds?: ListBounds;
}

/** The scope of `query`. */
export function scopeOf(query: ListQuery): ListScope {
  const def = LISTS[query.list];
  if (query.list === 'activity') {
    const { admin, from, to } = query;
    return admin === null && from === null && to === null ? { def } : { def, bounds: { admin, from, to } };
  }
  return 'fixed' in query && query.fixed ? { def, fixed: query.fixed } : { def };
}

/** The id of the users record a row of `def` shows as its person ('' when it has none). */
function personIdOfRow(def: ListDef, record: object): string {
  return def.person ? personIdOf(def.collection as 'trips' | 'products', record as Trip | Product) : '';
}

/** The row of `record` as the list answers it; `person`: the users record of its person, if any. */
export function rowView(def: ListDef, record: object, person: StoredUser | undefined): unknown {
  if (def.view === 'publicUser') return toPublicUser(record as StoredUser);
  if (def.person) return reviewableView(def.collection as 'trips' | 'products', record as Trip | Product, person);
  return record;
}

/** Synchronous reads of the records held in memory. */
export interface MemoryReader {
  record<C extends CollectionName>(collection: C, id: string): Collections[C] | undefined;
  records<C extends CollectionName>(collection: C): Collections[C][];
}

/** A list as the embedded store builds it. */
export interface MemoryList {
  /** Cache name of every row of the list and bounds (before any fixed filter). */
  name: string;
  /** Every row, in the whole array's order, as the GET answers each. */
  rows(): unknown[];
}

function inBounds(def: ListDef, bounds: ListBounds | undefined, record: object): boolean {
  if (!bounds || !def.bounds) return true;
  const { owner, time } = def.bounds;
  const at = time.of(record);
  return (bounds.admin === null || owner.of(record) === bounds.admin) && (bounds.from === null || at >= bounds.from) && (bounds.to === null || at <= bounds.to);
}

/** The rows of `scope` out of the records in memory (its fixed filter is applied by the caller). */
export function memoryList({ def, bounds }: ListScope, read: MemoryReader): MemoryList {
  const field = def.orderField;
  type Row = Record<string, string> & { id: string };
  const newestFirst = (a: Row, b: Row): number => (a[field] !== b[field] ? ((a[field] as string) < (b[field] as string) ? 1 : -1) : a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
  return {
    name: bounds ? `${def.name}|${bounds.admin ?? ''}|${bounds.from ?? ''}|${bounds.to ?? ''}` : def.name,
    rows: () =>
      (read.records(def.collection) as object[])
        .filter((record) => def.includes(record) && inBounds(def, bounds, record))
        .sort((a, b) => newestFirst(a as Row, b as Row))
        .map((record) => rowView(def, record, def.person ? read.record('users', personIdOfRow(def, record)) : undefined)),
  };
}
