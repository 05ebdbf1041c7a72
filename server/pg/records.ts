/**
 * Writing records to PostgreSQL: each put replaces the record's row and its `list_rows` (and, for a
 * user, the person columns other records' lists read), in the caller's transaction. A batch travels
 * as ONE json parameter unpacked by `jsonb_array_elements`, so a write of any size is one
 * parameterized statement per table, with no text of a record ever spliced into SQL.
 */
import type { Helper, PendingQuery, Row, Sql, TransactionSql } from 'postgres';
import { COLLECTIONS } from '../store/types';
import type { CollectionName, Collections, Snapshot } from '../store/types';
import { TABLES, listRowOf, personColumns } from './list-defs';
import { listsOf } from '../store/list-rows';
import type { ListRow } from './list-defs';
import type { ActivityEntry } from '../../src/contract';
import { upgradeEntry, type RecordOf, type StoredEntry } from '../activity/legacy';

/** A connection or a transaction. */
export type Queryable = Sql | TransactionSql;

/** Records per statement: bounds the size of one json parameter. */
const BATCH = 2_000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Replaces the list rows of `records` (none when no list holds them any more). */
async function writeListRows(sql: Queryable, collection: CollectionName, records: readonly { id: string }[]): Promise<void> {
  const defs = listsOf(collection);
  if (defs.length === 0) return;
  const ids = records.map((r) => r.id);
  await sql`DELETE FROM list_rows WHERE list IN ${sql(defs.map((d) => d.name))} AND id = ANY(${ids})`;
  const rows: ListRow[] = [];
  for (const record of records) {
    for (const def of defs) {
      const row = listRowOf(def, record);
      if (row) rows.push(row);
    }
  }
  if (rows.length === 0) return;
  await sql`
    INSERT INTO list_rows (list, id, search, person_id, ref_search, ref_key, filters, keys, order_key)
    SELECT e->>'list', e->>'id', e->>'search', e->>'person_id', e->>'ref_search', e->'ref_key', e->'filters', e->'keys', e->>'order_key'
    FROM jsonb_array_elements(${JSON.stringify(rows)}::text::jsonb) AS e`;
}

async function putBatch<C extends CollectionName>(sql: Queryable, collection: C, records: readonly Collections[C][]): Promise<void> {
  if (collection === 'users') {
    const rows = (records as readonly Collections['users'][]).map((doc) => {
      const person = personColumns(doc);
      return { raw: JSON.stringify(doc), person_search: person.search, person_key: person.key };
    });
    await sql`
      INSERT INTO users (id, doc, raw, person_search, person_key)
      SELECT (e->>'raw')::jsonb->>'id', (e->>'raw')::jsonb, e->>'raw', e->>'person_search', e->'person_key' FROM jsonb_array_elements(${JSON.stringify(rows)}::text::jsonb) AS e
      ON CONFLICT (id) DO UPDATE SET doc = EXCLUDED.doc, raw = EXCLUDED.raw, person_search = EXCLUDED.person_search, person_key = EXCLUDED.person_key`;
  } else {
    // Each record travels as its JSON text (`raw`, the key order kept).
    await sql`
      INSERT INTO ${tableOf(sql, collection)} (id, doc, raw) SELECT v::jsonb->>'id', v::jsonb, v FROM jsonb_array_elements_text(${JSON.stringify(records.map((record) => JSON.stringify(record)))}::text::jsonb) AS v
      ON CONFLICT (id) DO UPDATE SET doc = EXCLUDED.doc, raw = EXCLUDED.raw`;
  }
  await writeListRows(sql, collection, records);
}

/** Inserts or replaces `records` of `collection` (call it inside a transaction). */
export async function putRecords<C extends CollectionName>(sql: Queryable, collection: C, records: readonly Collections[C][]): Promise<void> {
  for (const batch of chunks(records, BATCH)) await putBatch(sql, collection, batch);
}

/** Removes the records `ids` of `collection` and their list rows (call it inside a transaction). */
export async function removeRecords(sql: Queryable, collection: CollectionName, ids: readonly string[]): Promise<void> {
  await sql`DELETE FROM ${tableOf(sql, collection)} WHERE id = ANY(${ids as string[]}::text[])`;
  const lists = listsOf(collection).map((def) => def.name);
  if (lists.length > 0) await sql`DELETE FROM list_rows WHERE list IN ${sql(lists)} AND id = ANY(${ids as string[]}::text[])`;
}

/** Writes every record of `snapshot` (inside the caller's transaction). */
export async function putSnapshot(sql: Queryable, snapshot: Snapshot): Promise<void> {
  for (const collection of COLLECTIONS) await putRecords(sql, collection, snapshot[collection]);
}

/** Writes a whole snapshot (a fresh store, an import) in one transaction. */
export async function writeSnapshot(sql: Sql, snapshot: Snapshot): Promise<void> {
  await sql.begin((tx) => putSnapshot(tx, snapshot));
}

/** The table of `collection` as an identifier of a query (a constant of TABLES, never input). */
export function tableOf(sql: Queryable, collection: CollectionName): Helper<string> {
  return sql(TABLES[collection]);
}

/** A record as its row holds it: the text the server wrote (its keys in their order), else `doc`. */
export function recordText(sql: Queryable): PendingQuery<Row[]> {
  return sql`coalesce(raw, doc::text)`;
}

/** Every record of `collection`, in id order. */
export async function readAll<C extends CollectionName>(sql: Queryable, collection: C): Promise<Collections[C][]> {
  const rows = await sql<{ raw: string }[]>`SELECT ${recordText(sql)} AS raw FROM ${tableOf(sql, collection)} ORDER BY id COLLATE "C"`;
  return rows.map((row) => JSON.parse(row.raw) as Collections[C]);
}

/** The record `id` of `collection`, or undefined. */
async function getRecord<C extends CollectionName>(sql: Queryable, collection: C, id: string): Promise<Collections[C] | undefined> {
  const [row] = await sql<{ raw: string }[]>`SELECT ${recordText(sql)} AS raw FROM ${tableOf(sql, collection)} WHERE id = ${id}`;
  return row ? (JSON.parse(row.raw) as Collections[C]) : undefined;
}

/**
 * Rewrites the log entries stored in an older shape in the current one (activity/legacy.ts), with
 * their list rows; resolves with how many. Once all are rewritten, a start finds none to do.
 */
export async function upgradeActivity(sql: Queryable): Promise<number> {
  const rows = await sql<{ raw: string }[]>`
    SELECT ${recordText(sql)} AS raw FROM activity
    WHERE NOT doc ? 'changes' OR (jsonb_typeof(doc->'record') = 'object' AND NOT doc->'record' ? 'name')`;
  if (rows.length === 0) return 0;
  const get: RecordOf = (collection, id) => getRecord(sql, collection, id);
  const entries: ActivityEntry[] = [];
  for (const row of rows) entries.push(await upgradeEntry(JSON.parse(row.raw) as StoredEntry, get));
  await putRecords(sql, 'activity', entries);
  return entries.length;
}
