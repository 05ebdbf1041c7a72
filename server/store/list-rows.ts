/**
 * The rows of each list of `ListQuery` (interface.ts) for a store that holds its records in memory:
 * which collections they read, their spec, and how to build every row in its default order. A
 * database store answers the same lists with queries instead.
 */
import { ACTIVITY_LIST_SPEC, LIST_SPECS } from '../../src/contract';
import type { ActivityEntry, ListSpec, Product, Trip } from '../../src/contract';
import { isListedDiveMaster, newestFirst, personIdOf, reviewableView, toPublicUser } from '../people';
import type { ListQuery } from './interface';
import type { CollectionName, Collections } from './types';

/** Synchronous reads of the records held in memory. */
export interface MemoryReader {
  record<C extends CollectionName>(collection: C, id: string): Collections[C] | undefined;
  records<C extends CollectionName>(collection: C): Collections[C][];
}

/** How one list is built. */
export interface RowSource<T> {
  /** Cache name of every row of the list (before any fixed filter). */
  name: string;
  /** Every collection the rows read: a commit to any of them drops what was built. */
  collections: readonly CollectionName[];
  spec: ListSpec<T>;
  /** Every row, in the list's default order, as the GET answers each. */
  rows(): T[];
}

/** The list's default order (the spec's `updatedAt` desc): the article worked on last first. */
function lastUpdatedFirst<T extends { id: string; updatedAt: string }>(records: T[]): T[] {
  return records.sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

function reviewables<T extends Trip | Product>(read: MemoryReader, collection: 'trips' | 'products', spec: ListSpec<T>): RowSource<T> {
  return {
    name: `${collection}:all`,
    collections: [collection, 'users'],
    spec,
    rows: () => newestFirst(read.records(collection) as T[]).map((r) => reviewableView(collection, r, read.record('users', personIdOf(collection, r)))),
  };
}

/** The rows of `query` (its fixed filter is applied by the caller). */
export function rowSource(query: ListQuery, read: MemoryReader): RowSource<unknown> {
  switch (query.list) {
    case 'users':
      return { name: 'users', collections: ['users'], spec: LIST_SPECS.users, rows: () => newestFirst(read.records('users')).map(toPublicUser) } as RowSource<unknown>;
    case 'diveMasters':
      return {
        name: 'users:dive-masters',
        collections: ['users'],
        spec: LIST_SPECS.diveMasters,
        rows: () => newestFirst(read.records('users').filter(isListedDiveMaster)).map(toPublicUser),
      } as RowSource<unknown>;
    case 'trips':
      return reviewables<Trip>(read, 'trips', LIST_SPECS.trips) as RowSource<unknown>;
    case 'products':
      return reviewables<Product>(read, 'products', LIST_SPECS.products) as RowSource<unknown>;
    case 'news':
      return { name: 'news', collections: ['news'], spec: LIST_SPECS.news, rows: () => lastUpdatedFirst(read.records('news')) } as RowSource<unknown>;
    case 'contact':
      return { name: 'contact', collections: ['contact'], spec: LIST_SPECS.contact, rows: () => newestFirst(read.records('contact')) } as RowSource<unknown>;
    case 'activity': {
      const { admin, from, to } = query;
      const keep = (e: ActivityEntry): boolean => (admin === null || e.actor.id === admin) && (from === null || e.at >= from) && (to === null || e.at <= to);
      return {
        name: `activity|${admin ?? ''}|${from ?? ''}|${to ?? ''}`,
        collections: ['activity'],
        spec: ACTIVITY_LIST_SPEC,
        // Ids sort by time within a run; `at` first keeps entries of several runs in order.
        rows: () => read.records('activity').filter(keep).sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1)),
      } as RowSource<unknown>;
    }
  }
}
