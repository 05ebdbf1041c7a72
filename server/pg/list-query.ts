/**
 * One list page (docs/api.md "Lists") as ONE SQL statement: search, filters, sort, paging, the
 * total and every facet count are computed by PostgreSQL over `list_rows`, joined to the records
 * (and, for trips and products, to their person's current user row).
 *
 * The answer equals the embedded store's (src/contract/list-apply.ts `applyList` over the array the
 * routes build): terms are folded by the same `foldText` and matched as substrings (LIKE, served by
 * the trigram index) of text folded the same way; sort keys are the spec's, folded, ordered nulls
 * last, numbers before strings, strings by code point (COLLATE "C"), ties in the whole array's order
 * (newest first, then id descending). Code point order equals JavaScript's code unit order except
 * between characters beyond U+FFFF and U+E000–U+FFFF, which no list field tells apart.
 *
 * Every value of the request travels as a parameter. The text of the statement varies only by the
 * number of terms and filters, the list's constant table and columns, and ASC/DESC chosen from
 * the parsed order.
 */
import type { ListPage, ListParams, Product, Trip } from '../../src/contract';
import { foldText } from '../../src/contract';
import { PG_LISTS, TABLES } from './list-defs';
import type { PgListDef, PgListName } from './list-defs';
import type { Queryable } from './records';
import { reviewableView, toPublicUser } from '../people';
import type { StoredUser } from '../store/types';

/** Extra conditions of the activity list (GET /activity `admin`, `from`, `to`). */
export interface ActivityRange {
  admin: string | null;
  from: string | null;
  to: string | null;
}

/** A statement with its parameters, numbered $1… in order. */
export interface BuiltQuery {
  text: string;
  values: (string | number | string[])[];
}

/** `%term%` for LIKE, with LIKE's own characters escaped (the default escape is a backslash). */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

class Params {
  readonly values: (string | number | string[])[] = [];
  add(value: string | number | string[]): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * What a page row selects: the record's text and, for a trip or product, its person's user row as
 * text, both as the server wrote them (their keys in order); `viewOf` makes the row of the answer.
 */
function rowTextSql(def: PgListDef): string {
  return `jsonb_build_array(coalesce(c.raw, c.doc::text), ${def.person ? 'coalesce(p.raw, p.doc::text)' : 'NULL'})`;
}

/**
 * The row as the list answers it, by the embedded store's own functions (server/people.ts): the
 * public user, or the trip or product with its person as the users table has it now.
 */
function viewOf<T>(def: PgListDef, [record, person]: [string, string | null]): T {
  const parsed = JSON.parse(record) as object;
  if (def.view === 'publicUser') return toPublicUser(parsed as StoredUser) as T;
  if (def.person) return reviewableView(def.collection as 'trips' | 'products', parsed as Trip | Product, person === null ? undefined : (JSON.parse(person) as StoredUser)) as T;
  return parsed as T;
}

/**
 * The statement answering `params` on list `name` (params as `parseListParams` gives them, with a
 * path's fixed filter merged in). Its one row has `total`, `facets` ([name, value, count] triples)
 * and `data` (the page's records, in order).
 */
export function buildListQuery(name: PgListName, params: ListParams, range?: ActivityRange): BuiltQuery {
  const def = PG_LISTS[name];
  const p = new Params();
  const { ctes, filters, order } = keptRows(def, p, params, range);
  const table = TABLES[def.collection];
  const limit = p.add(params.pageSize);
  const offset = p.add((params.page - 1) * params.pageSize);
  const facetParts = filters.map((f) => {
    const others = filters.filter((g) => g !== f).map((g) => ` AND b.${g.flag}`).join('');
    return `SELECT ${f.nameParam}::text AS f, b.${f.value} AS v, count(*) AS n FROM base b WHERE b.${f.value} = ANY(${p.add([...f.values])}::text[])${others} GROUP BY b.${f.value}`;
  });
  const noFacets = 'SELECT NULL::text AS f, NULL::text AS v, 0::bigint AS n WHERE false';
  const view = def.person ? `LEFT JOIN users p ON p.id = c.person_id` : '';
  const text = `
WITH ${ctes},
page AS (SELECT b.id, b.kt, b.kn, b.ks, b.o FROM kept b ORDER BY ${order('b')} LIMIT ${limit} OFFSET ${offset})
SELECT
  (SELECT count(*) FROM kept)::integer AS total,
  (SELECT coalesce(jsonb_agg(jsonb_build_array(x.f, x.v, x.n)), '[]'::jsonb) FROM (${facetParts.length > 0 ? facetParts.join(' UNION ALL ') : noFacets}) AS x) AS facets,
  (SELECT coalesce(jsonb_agg(${rowTextSql(def)} ORDER BY ${order('pg')}), '[]'::jsonb) FROM page pg JOIN ${table} c ON c.id = pg.id ${view}) AS data`;
  return { text, values: p.values };
}

/**
 * The statement giving every row of list `name` that matches `params` (its page ignored), in the
 * pages' order, one row each (`row`: as `rowTextSql`): what an export reads through a cursor.
 */
export function buildListRowsQuery(name: PgListName, params: ListParams, range?: ActivityRange): BuiltQuery {
  const def = PG_LISTS[name];
  const p = new Params();
  const { ctes, order } = keptRows(def, p, params, range);
  const view = def.person ? `LEFT JOIN users p ON p.id = c.person_id` : '';
  const text = `
WITH ${ctes}
SELECT ${rowTextSql(def)} AS row FROM kept b JOIN ${TABLES[def.collection]} c ON c.id = b.id ${view} ORDER BY ${order('b')}`;
  return { text, values: p.values };
}

/**
 * The CTEs `base` (the rows matching the terms and range, with each filter's value and test and
 * the sort key) and `kept` (those passing every filter), the filters, and the ORDER BY of a page.
 */
function keptRows(def: PgListDef, p: Params, params: ListParams, range: ActivityRange | undefined) {
  const table = TABLES[def.collection];
  const where: string[] = [`r.list = ${p.add(def.name)}`];
  const terms = foldText(params.q).split(/\s+/).filter((t) => t !== '');
  const field = params.sort ?? def.spec.defaultSort.field;
  const sorted = Object.hasOwn(def.spec.sort, field);
  const byPerson = sorted && (def.personSorts?.includes(field) ?? false);
  // The person's user row is read only when a term or the sort needs it; the page's rows always show it.
  const personJoin = def.person && (terms.length > 0 || byPerson) ? 'LEFT JOIN users p ON p.id = r.person_id' : '';
  for (const term of terms) {
    // PostgreSQL text holds no NUL, so no stored word can contain such a term.
    if (term.includes('\u0000')) {
      where.push('false');
      continue;
    }
    const pattern = p.add(containsPattern(term));
    where.push(def.person ? `(r.search LIKE ${pattern} OR coalesce(p.person_search, r.ref_search, '') LIKE ${pattern})` : `r.search LIKE ${pattern}`);
  }
  const ranged = range && def.name === 'activity' && (range.admin !== null || range.from !== null || range.to !== null);
  if (ranged) {
    // As with a term: no stored id holds a NUL, which PostgreSQL text cannot carry.
    if (range.admin !== null) where.push(range.admin.includes('\u0000') ? 'false' : `a.actor_id = ${p.add(range.admin)}`);
    if (range.from !== null) where.push(`a.at COLLATE "C" >= ${p.add(range.from)}`);
    if (range.to !== null) where.push(`a.at COLLATE "C" <= ${p.add(range.to)}`);
  }
  // Per filter: the row's value, read once, and whether the row passes (true when not asked for).
  const filters = Object.keys(def.spec.filters).map((filter, i) => {
    const wanted = Object.hasOwn(params.filters, filter) ? params.filters[filter] : undefined;
    const nameParam = p.add(filter);
    const test = wanted === undefined ? 'true' : wanted.includes('\u0000') ? 'false' : `coalesce(r.filters->>${nameParam} = ${p.add(wanted)}, false)`;
    return { nameParam, value: `v${i}`, flag: `m${i}`, select: `r.filters->>${nameParam} AS v${i}, ${test} AS m${i}`, values: def.spec.filters[filter]?.values ?? [] };
  });
  const key = !sorted ? `NULL::jsonb` : byPerson ? `CASE WHEN p.id IS NULL THEN r.ref_key ELSE p.person_key END` : `r.keys->${p.add(field)}::text`;
  const dir = params.order === 'asc' ? 'ASC' : 'DESC';
  // Key type first (0 number, 1 string, 2 null): numbers before strings, nulls last in both orders.
  const order = (b: string): string => `${b}.kt, ${b}.kn ${dir}, ${b}.ks COLLATE "C" ${dir}, ${b}.o COLLATE "C" DESC, ${b}.id COLLATE "C" DESC`;
  const kept = filters.length === 0 ? 'true' : filters.map((f) => `b.${f.flag}`).join(' AND ');
  const ctes = `base AS (
  SELECT r.id, r.o, ${filters.map((f) => `${f.select}, `).join('')}
    CASE jsonb_typeof(x.k) WHEN 'number' THEN 0 WHEN 'string' THEN 1 ELSE 2 END AS kt,
    CASE WHEN jsonb_typeof(x.k) = 'number' THEN (x.k)::numeric END AS kn,
    CASE WHEN jsonb_typeof(x.k) = 'string' THEN x.k #>> '{}' END AS ks
  FROM list_rows r ${personJoin} ${ranged ? 'JOIN activity a ON a.id = r.id' : ''}
  CROSS JOIN LATERAL (SELECT ${key} AS k) AS x
  WHERE ${where.join(' AND ')}
),
kept AS (SELECT * FROM base b WHERE ${kept})`;
  return { ctes, filters, order };
}

/** One page of list `name`, with its meta and facets, by one statement. */
export async function queryListPage<T>(sql: Queryable, name: PgListName, params: ListParams, range?: ActivityRange): Promise<ListPage<T>> {
  const { text, values } = buildListQuery(name, params, range);
  const [row] = await sql.unsafe<{ total: number; facets: [string, string, number][]; data: [string, string | null][] }[]>(text, values as never[]);
  const def = PG_LISTS[name];
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
export async function eachListRow<T>(sql: Queryable, name: PgListName, params: ListParams, range: ActivityRange | undefined, batchSize: number, write: (rows: readonly T[]) => Promise<void>): Promise<void> {
  const { text, values } = buildListRowsQuery(name, params, range);
  const def = PG_LISTS[name];
  for await (const batch of sql.unsafe<{ row: [string, string | null] }[]>(text, values as never[]).cursor(batchSize)) {
    await write(batch.map(({ row }) => viewOf<T>(def, row)));
  }
}

/**
 * The whole array of list `name` (a list endpoint without `page`), in the list's default order of
 * the whole array, optionally kept to one filter value (a path like `/trips/all-trips/pending`).
 */
export async function queryListAll<T>(sql: Queryable, name: PgListName, fixed?: { filter: string; value: string }): Promise<T[]> {
  const def = PG_LISTS[name];
  const p = new Params();
  const table = TABLES[def.collection];
  const join = def.person ? `LEFT JOIN users p ON p.id = c.person_id` : '';
  const where = [`r.list = ${p.add(def.name)}`];
  if (fixed) where.push(`r.filters->>${p.add(fixed.filter)} = ${p.add(fixed.value)}`);
  const text = `SELECT coalesce(jsonb_agg(${rowTextSql(def)} ORDER BY r.o COLLATE "C" DESC, r.id COLLATE "C" DESC), '[]'::jsonb) AS data
    FROM list_rows r JOIN ${table} c ON c.id = r.id ${join} WHERE ${where.join(' AND ')}`;
  const [row] = await sql.unsafe<{ data: [string, string | null][] }[]>(text, p.values as never[]);
  return (row?.data ?? []).map((texts) => viewOf<T>(def, texts));
}
