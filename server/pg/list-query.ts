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
import { foldText } from '../../src/contract';
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

/** One filter of the spec as the statement reads it: the row's value and whether the row passes. */
interface FilterColumns {
  name: string;
  values: readonly string[];
  /** Column of `matching`: the row's value of the filter. */
  value: Fragment;
  /** Column of `matching`: whether the row passes the filter (true when the request has none). */
  passes: Fragment;
  select: Fragment;
}

/**
 * The CTEs `matching` (the rows matching the terms and bounds, with each filter's value and test
 * and the sort key) and `kept` (those passing every filter), the filters, and the ORDER BY of the
 * rows of a CTE with the sort key's columns.
 */
function keptRows(sql: Queryable, def: ListDef, params: ListParams, bounds: ListBounds | undefined) {
  const where: Fragment[] = [sql`listed.list = ${def.name}::text`];
  const terms = foldText(params.q).split(/\s+/).filter((t) => t !== '');
  const field = params.sort ?? def.spec.defaultSort.field;
  const sorted = Object.hasOwn(def.spec.sort, field);
  const byPerson = sorted && (def.person?.sorts.includes(field) ?? false);
  // The person's user row is read only when a term or the sort needs it; the page's rows always show it.
  const personJoin = def.person && (terms.length > 0 || byPerson) ? sql`LEFT JOIN users person ON person.id = listed.person_id` : sql``;
  for (const term of terms) {
    if (hasNul(term)) {
      where.push(sql`false`);
      continue;
    }
    const pattern = containsPattern(term);
    where.push(def.person ? sql`(listed.search LIKE ${pattern}::text OR coalesce(person.person_search, listed.ref_search, '') LIKE ${pattern}::text)` : sql`listed.search LIKE ${pattern}::text`);
  }
  let boundedJoin = sql``;
  if (bounds && def.bounds) {
    const owner = sql`bounded.${sql(def.bounds.owner.column)}`;
    const time = sql`bounded.${sql(def.bounds.time.column)}`;
    boundedJoin = sql`JOIN ${sql(TABLES[def.collection])} bounded ON bounded.id = listed.id`;
    if (bounds.admin !== null) where.push(hasNul(bounds.admin) ? sql`false` : sql`${owner} = ${bounds.admin}::text`);
    if (bounds.from !== null) where.push(sql`${time} COLLATE "C" >= ${bounds.from}::text`);
    if (bounds.to !== null) where.push(sql`${time} COLLATE "C" <= ${bounds.to}::text`);
  }
  const filters: FilterColumns[] = Object.entries(def.spec.filters).map(([name, filter], i) => {
    const wanted = Object.hasOwn(params.filters, name) ? params.filters[name] : undefined;
    const value = sql(`filter_value_${i}`);
    const passes = sql(`filter_passes_${i}`);
    const test = wanted === undefined ? sql`true` : hasNul(wanted) ? sql`false` : sql`coalesce(listed.filters->>${name}::text = ${wanted}::text, false)`;
    return { name, values: filter.values, value: sql`${value}`, passes: sql`${passes}`, select: sql`listed.filters->>${name}::text AS ${value}, ${test} AS ${passes},` };
  });
  const key = !sorted ? sql`NULL::jsonb` : byPerson ? sql`CASE WHEN person.id IS NULL THEN listed.ref_key ELSE person.person_key END` : sql`listed.keys->${field}::text`;
  const direction = params.order === 'asc' ? sql`ASC` : sql`DESC`;
  // Key type first (0 number, 1 string, 2 null): numbers before strings, nulls last in both orders.
  const order = (rows: 'kept' | 'page_rows'): Fragment => {
    const of = sql(rows);
    return sql`${of}.key_type, ${of}.key_number ${direction}, ${of}.key_text COLLATE "C" ${direction}, ${of}.order_key COLLATE "C" DESC, ${of}.id COLLATE "C" DESC`;
  };
  const kept = filters.length === 0 ? sql`true` : joined(sql, filters.map((f) => f.passes), sql` AND `);
  const ctes = sql`matching AS (
  SELECT listed.id, listed.order_key, ${joined(sql, filters.map((f) => f.select), sql` `)}
    CASE jsonb_typeof(sorting.sort_key) WHEN 'number' THEN 0 WHEN 'string' THEN 1 ELSE 2 END AS key_type,
    CASE WHEN jsonb_typeof(sorting.sort_key) = 'number' THEN (sorting.sort_key)::numeric END AS key_number,
    CASE WHEN jsonb_typeof(sorting.sort_key) = 'string' THEN sorting.sort_key #>> '{}' END AS key_text
  FROM list_rows listed ${personJoin} ${boundedJoin}
  CROSS JOIN LATERAL (SELECT ${key} AS sort_key) AS sorting
  WHERE ${joined(sql, where, sql` AND `)}
),
kept AS (SELECT * FROM matching WHERE ${kept})`;
  return { ctes, filters, order };
}

/**
 * The statement answering `params` on list `name` (params as `parseListParams` gives them, with a
 * path's fixed filter merged in). Its one row has `total`, `facets` ([name, value, count] triples)
 * and `data` (the page's records, in order).
 */
export function listPageQuery(sql: Queryable, name: ListName, params: ListParams, bounds?: ListBounds): PendingQuery<{ total: number; facets: [string, string, number][]; data: RowTexts[] }[]> {
  const def = LISTS[name];
  const { ctes, filters, order } = keptRows(sql, def, params, bounds);
  // Per filter: the rows passing every other filter, counted by their value of this one.
  const facetParts = filters.map((f) => {
    const others = joined(sql, filters.filter((g) => g !== f).map((g) => sql` AND ${g.passes}`), sql``);
    return sql`SELECT ${f.name}::text AS facet, ${f.value} AS facet_value, count(*) AS hits FROM matching WHERE ${f.value} = ANY(${[...f.values]}::text[])${others} GROUP BY ${f.value}`;
  });
  const facets = facetParts.length > 0 ? joined(sql, facetParts, sql` UNION ALL `) : sql`SELECT NULL::text AS facet, NULL::text AS facet_value, 0::bigint AS hits WHERE false`;
  return sql`
WITH ${ctes},
page_rows AS (SELECT kept.id, kept.key_type, kept.key_number, kept.key_text, kept.order_key FROM kept ORDER BY ${order('kept')} LIMIT ${params.pageSize} OFFSET ${(params.page - 1) * params.pageSize})
SELECT
  (SELECT count(*) FROM kept)::integer AS total,
  (SELECT coalesce(jsonb_agg(jsonb_build_array(counted.facet, counted.facet_value, counted.hits)), '[]'::jsonb) FROM (${facets}) AS counted) AS facets,
  (SELECT coalesce(jsonb_agg(${rowTextSql(sql, def)} ORDER BY ${order('page_rows')}), '[]'::jsonb)
     FROM page_rows ${recordJoin(sql, def, sql`page_rows.id`)}) AS data` as never;
}

/**
 * The statement giving every row of list `name` that matches `params` (its page ignored), in the
 * pages' order, one row each (`row`: as `rowTextSql`): what an export reads through a cursor.
 */
function listRowsQuery(sql: Queryable, name: ListName, params: ListParams, bounds: ListBounds | undefined): PendingQuery<{ row: RowTexts }[]> {
  const def = LISTS[name];
  const { ctes, order } = keptRows(sql, def, params, bounds);
  return sql`
WITH ${ctes}
SELECT ${rowTextSql(sql, def)} AS row FROM kept ${recordJoin(sql, def, sql`kept.id`)} ORDER BY ${order('kept')}` as never;
}

/** One page of list `name`, with its meta and facets, by one statement. */
export async function queryListPage<T>(sql: Queryable, name: ListName, params: ListParams, bounds?: ListBounds): Promise<ListPage<T>> {
  const [row] = await listPageQuery(sql, name, params, bounds);
  const def = LISTS[name];
  const facets: Record<string, Record<string, number>> = {};
  for (const [filter, spec] of Object.entries(def.spec.filters)) facets[filter] = Object.fromEntries(spec.values.map((v) => [v, 0]));
  for (const [filter, value, count] of row?.facets ?? []) {
    const counts = facets[filter];
    if (counts && Object.hasOwn(counts, value)) counts[value] = Number(count);
  }
  return { data: (row?.data ?? []).map((texts) => viewOf<T>(def, texts)), meta: { total: row?.total ?? 0, page: params.page, pageSize: params.pageSize, facets } };
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
