/**
 * What each list (server/store/list-rows.ts `LISTS`) keeps in PostgreSQL's `list_rows`: which
 * records it holds, its folded search text, filter values and sort keys, all computed here with the
 * list's declaration, its spec and the fold of src/contract, the very functions the embedded
 * store's answers come from, so that the two stores cannot disagree on what matches or which row
 * comes first.
 *
 * Trips and products show their person (dive master, seller) as the users collection has it now,
 * not as the record stored it. That person's words and name key live on the user's row
 * (`users.person_search`, `users.person_key`) and the query joins them; the record's own row keeps
 * its words without the person, plus the stored person's for when that user is gone. A search
 * term never holds white space and every word is joined with a line break, so "a term is in the
 * whole text" is "a term is in the record's own words or in the person's".
 */
import { foldText, personName } from '../../src/contract';
import type { ListSpec, PersonRef } from '../../src/contract';
import type { CollectionName, Collections } from '../store/types';
import type { ListDef, ListName } from '../store/list-rows';

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
  list: ListName;
  id: string;
  search: string;
  person_id: string | null;
  ref_search: string | null;
  ref_key: SortKey;
  filters: Record<string, string | null>;
  keys: Record<string, SortKey>;
  /** The record's value of the list's `orderField`: the whole array's order. */
  order_key: string;
}

/** The row of `record` in `def`, or null when the list does not hold it. */
export function listRowOf(def: ListDef, record: { id: string }): ListRow | null {
  if (!def.includes(record)) return null;
  type Row = Record<string, unknown>;
  const spec = def.spec as unknown as ListSpec<Row>;
  const field = def.person?.field;
  const person = field ? ((record as Row)[field] as PersonRef | undefined) : undefined;
  // The record without its person: what the list reads of the record itself.
  const own: Row = field ? { ...(record as Row), [field]: NO_PERSON } : (record as Row);
  const keys: Record<string, SortKey> = {};
  for (const [name, key] of Object.entries(spec.sort)) keys[name] = def.person?.sorts.includes(name) ? null : sortKeyOf(key(own));
  const filters: Record<string, string | null> = {};
  for (const [name, filter] of Object.entries(spec.filters)) filters[name] = filter.of(record as Row);
  const ref = person ? personColumns(person) : null;
  return {
    list: def.name,
    id: record.id,
    search: searchTextOf(spec.words(own)),
    person_id: person?.id ?? null,
    ref_search: ref?.search ?? null,
    ref_key: ref?.key ?? null,
    filters,
    keys,
    order_key: String((record as Row)[def.orderField] ?? ''),
  };
}
