/**
 * The lists PostgreSQL answers (docs/api.md "Lists") and what each keeps in `list_rows`: which
 * records it holds, its folded search text, filter values and sort keys, all computed here with the
 * list specs and the fold of src/contract, the very functions the embedded store's answers come
 * from, so that the two stores cannot disagree on what matches or which row comes first.
 *
 * Trips and products show their person (dive master, seller) as the users collection has it now,
 * not as the record stored it. That person's words and name key live on the user's row
 * (`users.person_search`, `users.person_key`) and the query joins them; the record's own row keeps
 * its words without the person, plus the stored person's for when that user is gone. A search
 * term never holds white space and every word is joined with a line break, so "a term is in the
 * whole text" is "a term is in the record's own words or in the person's".
 */
import { ACTIVITY_LIST_SPEC, LIST_SPECS, foldText, personName } from '../../src/contract';
import type { ListSpec, PersonRef } from '../../src/contract';
import type { CollectionName, Collections } from '../store/types';
import { isListedDiveMaster } from '../people';

export type PgListName = 'users' | 'diveMasters' | 'trips' | 'products' | 'news' | 'contact' | 'activity';

/** What the page's rows are: the public user, the record with its person resolved, or the record. */
export type RowView = 'publicUser' | 'record';

/** A list kept in PostgreSQL. */
export interface PgListDef {
  name: PgListName;
  collection: CollectionName;
  // The spec reads records of its own collection; the definitions below pair each with its spec.
  spec: ListSpec<never>;
  /** Whether a record of the collection is in the list. */
  includes(record: object): boolean;
  view: RowView;
  /** The field holding the embedded person, resolved from users when read. */
  person?: 'diveMaster' | 'seller';
  /** Sort fields that read the person (their keys come from users when the user exists). */
  personSorts?: readonly string[];
  /** The field of the whole array's order before the id (both descending, as the routes build it). */
  orderField: 'createdAt' | 'updatedAt' | 'at';
}

const always = (): boolean => true;

/** Every list, by name. */
export const PG_LISTS: Readonly<Record<PgListName, PgListDef>> = {
  users: { name: 'users', collection: 'users', spec: LIST_SPECS.users as ListSpec<never>, includes: always, view: 'publicUser', orderField: 'createdAt' },
  diveMasters: {
    name: 'diveMasters',
    collection: 'users',
    spec: LIST_SPECS.diveMasters as ListSpec<never>,
    includes: (user) => isListedDiveMaster(user as Collections['users']),
    view: 'publicUser',
    orderField: 'createdAt',
  },
  trips: { name: 'trips', collection: 'trips', spec: LIST_SPECS.trips as ListSpec<never>, includes: always, view: 'record', person: 'diveMaster', personSorts: ['diveMaster'], orderField: 'createdAt' },
  products: { name: 'products', collection: 'products', spec: LIST_SPECS.products as ListSpec<never>, includes: always, view: 'record', person: 'seller', personSorts: ['seller'], orderField: 'createdAt' },
  news: { name: 'news', collection: 'news', spec: LIST_SPECS.news as ListSpec<never>, includes: always, view: 'record', orderField: 'updatedAt' },
  contact: { name: 'contact', collection: 'contact', spec: LIST_SPECS.contact as ListSpec<never>, includes: always, view: 'record', orderField: 'createdAt' },
  activity: { name: 'activity', collection: 'activity', spec: ACTIVITY_LIST_SPEC as ListSpec<never>, includes: always, view: 'record', orderField: 'at' },
};

/** The lists that read `collection`. */
export function listsOf(collection: CollectionName): PgListDef[] {
  return Object.values(PG_LISTS).filter((def) => def.collection === collection);
}

/** The table of each collection. */
export const TABLES: Readonly<Record<CollectionName, string>> = {
  users: 'users',
  trips: 'trips',
  products: 'products',
  news: 'news',
  legal: 'legal',
  siteContact: 'site_contact',
  contact: 'contact',
  activity: 'activity',
};

/** A sort key as lists compare it: strings folded, numbers as they are, null last. */
export type SortKey = string | number | null;

/** The key the embedded lists sort `value` by. */
export function sortKeyOf(value: string | number | null | undefined): SortKey {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? foldText(value) : value;
}

/** The folded search text of `words`, as the embedded lists build it. */
export function searchTextOf(words: readonly (string | null | undefined)[]): string {
  return foldText(words.filter((w): w is string => typeof w === 'string' && w !== '').join('\n'));
}

/** The words a trip or product list reads of its person. */
function personWords(person: PersonRef): (string | null | undefined)[] {
  return [personName(person), person.email];
}

/** A user as other records show it: folded words and name key. */
export function personColumns(user: Pick<Collections['users'], 'firstName' | 'lastName' | 'email'>): { search: string; key: SortKey } {
  return { search: searchTextOf(personWords(user as PersonRef)), key: sortKeyOf(personName(user)) };
}

const NO_PERSON: PersonRef = { id: '', firstName: '', lastName: '', email: '' };

/** One row of `list_rows`. */
export interface ListRow {
  list: PgListName;
  id: string;
  search: string;
  person_id: string | null;
  ref_search: string | null;
  ref_key: SortKey;
  filters: Record<string, string | null>;
  keys: Record<string, SortKey>;
  o: string;
}

/** The row of `record` in `def`, or null when the list does not hold it. */
export function listRowOf(def: PgListDef, record: { id: string }): ListRow | null {
  if (!def.includes(record)) return null;
  type Row = Record<string, unknown>;
  const spec = def.spec as unknown as ListSpec<Row>;
  const person = def.person ? ((record as Row)[def.person] as PersonRef | undefined) : undefined;
  // The record without its person: what the list reads of the record itself.
  const own: Row = def.person ? { ...(record as Row), [def.person]: NO_PERSON } : (record as Row);
  const keys: Record<string, SortKey> = {};
  for (const [field, key] of Object.entries(spec.sort)) keys[field] = def.personSorts?.includes(field) ? null : sortKeyOf(key(own));
  const filters: Record<string, string | null> = {};
  for (const [name, filter] of Object.entries(spec.filters)) filters[name] = filter.of(record as Row);
  const ref = person ? personColumns(person) : null;
  const o = String((record as Row)[def.orderField] ?? '');
  return { list: def.name, id: record.id, search: searchTextOf(spec.words(own)), person_id: person?.id ?? null, ref_search: ref?.search ?? null, ref_key: ref?.key ?? null, filters, keys, o };
}
