/**
 * One list page (docs/api.md "Lists") as ONE SQL statement: search, filters, sort, paging, the
 * total and every facet count are computed by PostgreSQL over `list_rows`, joined to the records
 * (and, for trips and products, to their person's current user row). What each list is comes from
 * its declaration (server/store/list-rows.ts `LISTS`), the one the embedded store reads.
 *
 * The answer equals the embedded store's (src/contract/list-apply.ts `applyList` over the array the
 * routes build): terms are folded by the same `foldText` and matched as substrings (LIKE, served by
 * the trigram index) of text folded the same way; sort keys are the spec's, folded, ordered nulls
 * last, numbers before strings, strings by code point (COLLATE "C"), ties in the whole array's order
 * (the list's order field descending, then id descending). Code point order equals JavaScript's
 * code unit order except between characters beyond U+FFFF and U+E000–U+FFFF, which no list field
 * tells apart.
 *
 * Statements are postgres.js tagged templates: every value of the request travels as a parameter;
 * the text varies only by the number of terms and filters, the list's constant table and columns,
 * and ASC/DESC chosen from the parsed order.
 */
import type { PendingQuery, Row } from 'postgres';
import type { ListPage, ListParams } from '../../src/contract';
import { LIST_COUNT_CAP, foldText, listMeta } from '../../src/contract';
import { LISTS, rowView } from '../store/list-rows';
import type { ListBounds, ListDef, ListName } from '../store/list-rows';
import type { FixedFilter } from '../store/interface';
import { TABLES } from './list-defs';
import type { Queryable } from './records';
import type { StoredUser } from '../store/types';

type Fragment = PendingQuery<Row[]>;

/** A record and, for a trip or product, its person's user row, as the text the server wrote. */
type RowTexts = [string, string | null];

/** PostgreSQL text holds no NUL, so no stored word or id can hold a value with one. */
const hasNul = (value: string): boolean => value.includes('\u0000');

/** `%term%` for LIKE, with LIKE's own characters escaped (the default escape is a backslash). */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `parts` as one fragment, `separator` between each two. */
function joined(sql: Queryable, parts: readonly Fragment[], separator: Fragment): Fragment {
  return parts.length === 0 ? sql`` : parts.reduce((all, part) => sql`${all}${separator}${part}`);
}

/** The collection's table of `def` as `item` (row `idOf`), and its person's user row as `person` when it has one. */
function recordJoin(sql: Queryable, def: ListDef, idOf: Fragment): Fragment {
  const table = sql`JOIN ${sql(TABLES[def.collection])} item ON item.id = ${idOf}`;
  return def.person ? sql`${table} LEFT JOIN users person ON person.id = item.person_id` : table;
}

/**
 * What a page row selects: the record's text and, for a trip or product, its person's user row as
 * text, both as the server wrote them (their keys in order); `viewOf` makes the row of the answer.
 */
function rowTextSql(sql: Queryable, def: ListDef): Fragment {
  return def.person ? sql`jsonb_build_array(coalesce(item.raw, item.doc::text), coalesce(person.raw, person.doc::text))` : sql`jsonb_build_array(coalesce(item.raw, item.doc::text), NULL)`;
}

/** The row as the list answers it, by the embedded store's own function (list-rows.ts `rowView`). */
function viewOf<T>(def: ListDef, [record, person]: RowTexts): T {
  return rowView(def, JSON.parse(record) as object, person === null ? undefined : (JSON.parse(person) as StoredUser)) as T;
}

/** One filter of the spec: its values, the one the request keeps (if any), and the test of a value. */
interface FilterTest {
  name: string;
  values: readonly string[];
  wanted: string | undefined;
  /** Whether a row's value of the filter is `value` (the expression the status index holds). */
  is(value: string): Fragment;
}

/** The part of a statement that picks and orders the rows of a request. */
interface Selection {
  /** `FROM list_rows listed` with the join the bounds need. */
  from: Fragment;
  /** The list's, the terms' and the bounds' conditions. */
  matches: Fragment[];
  /**
   * What the words index can bound a count by (`wordBound`): the list, the folded terms, and
   * whether bounds (an admin, a time range) join other conditions; null when a term holds a NUL.
   */
  words: { list: ListName; terms: string[]; bounded: boolean; statuses: readonly string[] } | null;
  filters: FilterTest[];
  /** The join of the person's user row when the sort reads it. */
  sortJoin: Fragment;
  /** The page rows' columns: `id` and what the order reads. */
  columns: Fragment;
  /** The ORDER BY over `listed` (and `person`), and over the columns of rows selected by `columns`. */
  order(of: 'listed' | Fragment): Fragment;
}

/** Per folded term, the ids of the users whose person words hold it (`personsMatching`). */
export type TermPersons = ReadonlyMap<string, readonly string[]>;

/** More users than this matching a term are left to the statement to find (a long parameter otherwise). */
const MAX_TERM_PERSONS = 1_000;

/**
 * A term of the search on a list whose rows show a person: in the record's own words, in its
 * person's as the users row has them now, or, when that user is gone, in the person the record
 * stored. Written as three arms that each can use an index (the trigram indexes of `search` and
 * `ref_search`, `list_rows` by `person_id`), not as a join of every row to its person, which would
 * read every row of the list. The persons a term matches come as their ids when known beforehand
 * (`persons`), so that the planner sees how few rows that arm adds (none: no arm at all).
 */
function personTerm(sql: Queryable, pattern: string, persons: readonly string[] | undefined): Fragment {
  const arm = persons === undefined
    ? sql`OR listed.person_id = ANY(ARRAY(SELECT person.id FROM users person WHERE person.person_search LIKE ${pattern}::text))`
    : persons.length > 0 ? sql`OR listed.person_id = ANY(${persons as string[]}::text[])` : sql``;
  return sql`(listed.search LIKE ${pattern}::text ${arm}
    OR (listed.ref_search LIKE ${pattern}::text AND NOT EXISTS (SELECT 1 FROM users person WHERE person.id = listed.person_id)))`;
}

/** The folded terms of `q`. */
const termsOf = (q: string): string[] => foldText(q).split(/\s+/).filter((t) => t !== '');

/**
 * For a list whose rows show a person, the users each term of `params` matches (a term matching
 * more than MAX_TERM_PERSONS is left out: the statement finds those itself). One query on the
 * users' trigram index, just before the page's statement.
 */
export async function personsMatching(sql: Queryable, def: ListDef, params: ListParams): Promise<TermPersons> {
  const found = new Map<string, readonly string[]>();
  if (!def.person) return found;
  for (const term of termsOf(params.q)) {
    if (hasNul(term) || found.has(term)) continue;
    const rows = await sql<{ id: string }[]>`SELECT id FROM users WHERE person_search LIKE ${containsPattern(term)}::text LIMIT ${MAX_TERM_PERSONS + 1}`;
    if (rows.length <= MAX_TERM_PERSONS) found.set(term, rows.map((row) => row.id));
  }
  return found;
}

/**
 * What picks and orders the rows of `params` on `def`. The list's whole array order (`order_key`,
 * its `orderField`) is also the order of a sort by that field: the field holds the ISO date-time
 * the server writes, whose folded key (lower case) orders as the text itself. Such a page (the
 * default of every list) reads `list_rows` in the order of its index and stops at the page's end;
 * any other sort orders by the folded keys of `keys`.
 */
function selectionOf(sql: Queryable, def: ListDef, params: ListParams, bounds: ListBounds | undefined, persons?: TermPersons): Selection {
  const matches: Fragment[] = [sql`listed.list = ${def.name}::text`];
  const terms = termsOf(params.q);
  const field = params.sort ?? def.spec.defaultSort.field;
  const sorted = Object.hasOwn(def.spec.sort, field);
  const byPerson = sorted && (def.person?.sorts.includes(field) ?? false);
  for (const term of terms) {
    if (hasNul(term)) {
      matches.push(sql`false`);
      continue;
    }
    const pattern = containsPattern(term);
    matches.push(def.person ? personTerm(sql, pattern, persons?.get(term)) : sql`listed.search LIKE ${pattern}::text`);
  }
  let boundedJoin = sql``;
  if (bounds && def.bounds) {
    const owner = sql`bounded.${sql(def.bounds.owner.column)}`;
    const time = sql`bounded.${sql(def.bounds.time.column)}`;
    boundedJoin = sql`JOIN ${sql(TABLES[def.collection])} bounded ON bounded.id = listed.id`;
    if (bounds.admin !== null) matches.push(hasNul(bounds.admin) ? sql`false` : sql`${owner} = ${bounds.admin}::text`);
    if (bounds.from !== null) matches.push(sql`${time} COLLATE "C" >= ${bounds.from}::text`);
    if (bounds.to !== null) matches.push(sql`${time} COLLATE "C" <= ${bounds.to}::text`);
  }
  const filters: FilterTest[] = Object.entries(def.spec.filters).map(([name, filter]) => ({
    name,
    values: filter.values,
    wanted: Object.hasOwn(params.filters, name) ? params.filters[name] : undefined,
    is: (value) => (hasNul(value) ? sql`false` : sql`listed.filters->>${name}::text = ${value}::text`),
  }));
  const direction = params.order === 'asc' ? sql`ASC` : sql`DESC`;
  const from = sql`list_rows listed ${boundedJoin}`;
  const statusFilter = Object.hasOwn(def.spec.filters, 'status') ? def.spec.filters.status : undefined;
  const words = terms.some(hasNul) ? null : { list: def.name, terms, bounded: bounds !== undefined && def.bounds !== undefined, statuses: statusFilter?.values ?? [] };
  if (!sorted || field === def.orderField) {
    // Unsorted (an unknown field: every key null) is the whole array's order itself.
    const first = sorted ? direction : sql`DESC`;
    return {
      from,
      matches,
      words,
      filters,
      sortJoin: sql``,
      columns: sql`listed.id, listed.order_key`,
      order: (of) => {
        const rows = of === 'listed' ? sql`listed` : of;
        return sql`${rows}.order_key COLLATE "C" ${first}, ${rows}.id COLLATE "C" DESC`;
      },
    };
  }
  const key = byPerson ? sql`CASE WHEN person.id IS NULL THEN listed.ref_key ELSE person.person_key END` : sql`listed.keys->${field}::text`;
  // Key type first (0 number, 1 string, 2 null): numbers before strings, nulls last in both orders.
  const keyType = sql`CASE jsonb_typeof(${key}) WHEN 'number' THEN 0 WHEN 'string' THEN 1 ELSE 2 END`;
  const keyNumber = sql`CASE WHEN jsonb_typeof(${key}) = 'number' THEN (${key})::numeric END`;
  const keyText = sql`CASE WHEN jsonb_typeof(${key}) = 'string' THEN ${key} #>> '{}' END`;
  return {
    from,
    matches,
    words,
    filters,
    sortJoin: byPerson ? sql`LEFT JOIN users person ON person.id = listed.person_id` : sql``,
    columns: sql`listed.id, listed.order_key, ${keyType} AS key_type, ${keyNumber} AS key_number, ${keyText} AS key_text`,
    order: (of) => {
      if (of === 'listed') return sql`${keyType}, ${keyNumber} ${direction}, ${keyText} COLLATE "C" ${direction}, listed.order_key COLLATE "C" DESC, listed.id COLLATE "C" DESC`;
      return sql`${of}.key_type, ${of}.key_number ${direction}, ${of}.key_text COLLATE "C" ${direction}, ${of}.order_key COLLATE "C" DESC, ${of}.id COLLATE "C" DESC`;
    },
  };
}

/** The conditions of the rows a request keeps: its matches and every filter it sets. */
function keptWhere(sql: Queryable, selection: Selection): Fragment {
  const kept = [...selection.matches, ...selection.filters.flatMap((f) => (f.wanted === undefined ? [] : [f.is(f.wanted)]))];
  return joined(sql, kept, sql` AND `);
}

/** A whole word of a folded term: what the words index holds (a run of letters and digits). */
const WHOLE_WORD = /^[\p{L}\p{N}]+$/u;

/**
 * A lower bound of a count, from the words index (migration 0008): the rows of the list and status
 * whose whole words include every term, counted no further than one past the cap. Each such row
 * holds each term as a substring, so it is a row the count keeps. Rows are counted by the index
 * alone (the index needs no recheck, and PostgreSQL skips the heap pages the visibility map marks
 * all-visible), so a common word reaches the cap without rechecking 10,001 rows' text. Null when
 * the count keeps rows by more than status and terms (bounds, another filter), or has no term that
 * is a whole word.
 * @param status the status the count keeps; undefined for any
 */
function wordBound(sql: Queryable, selection: Selection, status: string | undefined, otherFilters: boolean): Fragment | null {
  const words = selection.words;
  if (!words || words.bounded || otherFilters || words.terms.length === 0 || !words.terms.every((t) => WHOLE_WORD.test(t))) return null;
  if (status !== undefined && !words.statuses.includes(status)) return null;
  const statuses = status !== undefined ? [status] : [...words.statuses, ''];
  const holds = statuses.map((s) => sql`list_row_words(w.list, w.filters->>'status', w.search) @> ${words.terms.map((t) => `${words.list} ${s} ${t}`)}::text[]`);
  return sql`(SELECT count(*) FROM (SELECT FROM list_rows w WHERE ${joined(sql, holds, sql` OR `)} LIMIT ${LIST_COUNT_CAP + 1}) bound)`;
}

/**
 * How many rows `where` keeps, counting no further than one past the cap; past the cap on the
 * words index alone when it can tell (`wordBound`: `status` and `otherFilters` say what `where`
 * keeps besides the list and the terms).
 */
function cappedCount(sql: Queryable, selection: Selection, where: Fragment, status?: string, otherFilters = false): Fragment {
  const counted = sql`(SELECT count(*) FROM (SELECT 1 FROM ${selection.from} WHERE ${where} LIMIT ${LIST_COUNT_CAP + 1}) capped)`;
  const bound = wordBound(sql, selection, status, otherFilters);
  // CASE runs the count only when the bound stays under the cap: each is a subplan run when read.
  return bound ? sql`(CASE WHEN ${bound} > ${LIST_COUNT_CAP} THEN ${LIST_COUNT_CAP + 1} ELSE ${counted} END)::integer` : sql`${counted}::integer`;
}

/**
 * The statement answering `params` on list `name` (params as `parseListParams` gives them, with a
 * path's fixed filter merged in). Its one row has `total`, `facets` ([name, value, count] triples)
 * and `data` (the page's records, in order). Each count is its own capped subquery (one past the
 * cap at most), so no part of the statement reads every row a common word matches: per filter
 * value, the rows passing the other filters with that value (the value a request keeps is its
 * total's rows again, counted once).
 */
export function listPageQuery(sql: Queryable, name: ListName, params: ListParams, bounds?: ListBounds, persons?: TermPersons): PendingQuery<{ total: number; facets: [string, string, number][]; data: RowTexts[] }[]> {
  const def = LISTS[name];
  const selection = selectionOf(sql, def, params, bounds, persons);
  const where = keptWhere(sql, selection);
  const facetCounts = selection.filters.flatMap((f) => {
    const others = selection.filters.flatMap((g) => (g === f || g.wanted === undefined ? [] : [g.is(g.wanted)]));
    return f.values.map((value) => {
      const count = value === f.wanted
        ? sql`total.n`
        : f.name === 'status'
          ? cappedCount(sql, selection, joined(sql, [...selection.matches, ...others, f.is(value)], sql` AND `), value, others.length > 0)
          : cappedCount(sql, selection, joined(sql, [...selection.matches, ...others, f.is(value)], sql` AND `), undefined, true);
      return sql`jsonb_build_array(${f.name}::text, ${value}::text, ${count})`;
    });
  });
  const wantedStatus = selection.filters.find((f) => f.name === 'status')?.wanted;
  const totalCount = cappedCount(sql, selection, where, wantedStatus, selection.filters.some((f) => f.name !== 'status' && f.wanted !== undefined));
  const facets = facetCounts.length > 0 ? sql`jsonb_build_array(${joined(sql, facetCounts, sql`, `)})` : sql`'[]'::jsonb`;
  // MATERIALIZED: counted once, where `total.n` is read twice (the total, a kept value's facet).
  return sql`
WITH total AS MATERIALIZED (SELECT ${totalCount} AS n)
SELECT total.n AS total, ${facets} AS facets,
  (SELECT coalesce(jsonb_agg(${rowTextSql(sql, def)} ORDER BY ${selection.order(sql`page_rows`)}), '[]'::jsonb)
     FROM (SELECT ${selection.columns} FROM ${selection.from} ${selection.sortJoin} WHERE ${where}
           ORDER BY ${selection.order('listed')} LIMIT ${params.pageSize} OFFSET ${(params.page - 1) * params.pageSize}) page_rows
     ${recordJoin(sql, def, sql`page_rows.id`)}) AS data
FROM total` as never;
}

/**
 * The statement giving every row of list `name` that matches `params` (its page ignored), in the
 * pages' order, one row each (`row`: as `rowTextSql`): what an export reads through a cursor.
 */
function listRowsQuery(sql: Queryable, name: ListName, params: ListParams, bounds: ListBounds | undefined): PendingQuery<{ row: RowTexts }[]> {
  const def = LISTS[name];
  const selection = selectionOf(sql, def, params, bounds);
  return sql`
SELECT ${rowTextSql(sql, def)} AS row
FROM (SELECT ${selection.columns} FROM ${selection.from} ${selection.sortJoin} WHERE ${keptWhere(sql, selection)}) kept ${recordJoin(sql, def, sql`kept.id`)}
ORDER BY ${selection.order(sql`kept`)}` as never;
}

/** One page of list `name`, with its meta and facets, by one statement. */
export async function queryListPage<T>(sql: Queryable, name: ListName, params: ListParams, bounds?: ListBounds): Promise<ListPage<T>> {
  const def = LISTS[name];
  const [row] = await listPageQuery(sql, name, params, bounds, await personsMatching(sql, def, params));
  const facets: Record<string, Record<string, number>> = {};
  for (const [filter, spec] of Object.entries(def.spec.filters)) facets[filter] = Object.fromEntries(spec.values.map((v) => [v, 0]));
  for (const [filter, value, count] of row?.facets ?? []) {
    const counts = facets[filter];
    if (counts && Object.hasOwn(counts, value)) counts[value] = Number(count);
  }
  return { data: (row?.data ?? []).map((texts) => viewOf<T>(def, texts)), meta: listMeta(params, row?.total ?? 0, facets) };
}

/**
 * Every row of list `name` matching `params`, in order, handed to `write` a batch at a time through
 * a cursor: the next batch is fetched once `write` resolves, so the process holds one batch.
 */
export async function eachListRow<T>(sql: Queryable, name: ListName, params: ListParams, bounds: ListBounds | undefined, batchSize: number, write: (rows: readonly T[]) => Promise<void>): Promise<void> {
  const def = LISTS[name];
  for await (const batch of listRowsQuery(sql, name, params, bounds).cursor(batchSize)) {
    await write(batch.map(({ row }) => viewOf<T>(def, row)));
  }
}

/**
 * The whole array of list `name` (a list endpoint without `page`), in the list's whole array
 * order, optionally kept to one filter value (a path like `/trips/all-trips/pending`).
 */
export async function queryListAll<T>(sql: Queryable, name: ListName, fixed?: FixedFilter): Promise<T[]> {
  const def = LISTS[name];
  const kept = fixed ? sql`AND listed.filters->>${fixed.filter}::text = ${fixed.value}::text` : sql``;
  const [row] = await sql<{ data: RowTexts[] }[]>`
    SELECT coalesce(jsonb_agg(${rowTextSql(sql, def)} ORDER BY listed.order_key COLLATE "C" DESC, listed.id COLLATE "C" DESC), '[]'::jsonb) AS data
    FROM list_rows listed ${recordJoin(sql, def, sql`listed.id`)}
    WHERE listed.list = ${def.name}::text ${kept}`;
  return (row?.data ?? []).map((texts) => viewOf<T>(def, texts));
}
