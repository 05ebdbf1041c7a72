/**
 * Writing records to PostgreSQL: each put replaces the record's row and its `list_rows` (and, for a
 * user, the person columns other records' lists read), in the caller's transaction. A batch travels
 * as ONE json parameter unpacked by `jsonb_array_elements`, so a write of any size is one
 * parameterized statement per table, with no text of a record ever spliced into SQL.
 */
import type { Sql, TransactionSql } from 'postgres';
import { COLLECTIONS } from '../store/types';
import type { CollectionName, Collections, Snapshot } from '../store/types';
import { TABLES, listRowOf, listsOf, personColumns } from './list-defs';
import type { ListRow } from './list-defs';

/** A connection or a transaction. */
export type Queryable = Sql | TransactionSql;

/** Records per statement: bounds the size of one json parameter. */
const BATCH = 2_000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function putBatch<C extends CollectionName>(sql: Queryable, collection: C, records: readonly Collections[C][]): Promise<void> {
  const table = TABLES[collection];
  if (collection === 'users') {
    const rows = (records as readonly Collections['users'][]).map((doc) => {
      const person = personColumns(doc);
      return { doc, person_search: person.search, person_key: person.key };
    });
    await sql`
      INSERT INTO users (id, doc, person_search, person_key)
      SELECT e->'doc'->>'id', e->'doc', e->>'person_search', e->'person_key' FROM jsonb_array_elements(${JSON.stringify(rows)}::text::jsonb) AS e
      ON CONFLICT (id) DO UPDATE SET doc = EXCLUDED.doc, person_search = EXCLUDED.person_search, person_key = EXCLUDED.person_key`;
  } else {
    // The table name is one of TABLES' constants, never input.
    await sql.unsafe(
      `INSERT INTO ${table} (id, doc) SELECT e->>'id', e FROM jsonb_array_elements($1::text::jsonb) AS e
       ON CONFLICT (id) DO UPDATE SET doc = EXCLUDED.doc`,
      [JSON.stringify(records)],
    );
  }
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
    INSERT INTO list_rows (list, id, search, ref_search, ref_key, filters, keys)
    SELECT e->>'list', e->>'id', e->>'search', e->>'ref_search', e->'ref_key', e->'filters', e->'keys'
    FROM jsonb_array_elements(${JSON.stringify(rows)}::text::jsonb) AS e`;
}

/** Inserts or replaces `records` of `collection` (call it inside a transaction). */
export async function putRecords<C extends CollectionName>(sql: Queryable, collection: C, records: readonly Collections[C][]): Promise<void> {
  for (const batch of chunks(records, BATCH)) await putBatch(sql, collection, batch);
}

/** Removes record `id` of `collection` and its list rows. */
export async function removeRecord(sql: Queryable, collection: CollectionName, id: string): Promise<void> {
  await sql.unsafe(`DELETE FROM ${TABLES[collection]} WHERE id = $1`, [id]);
  const defs = listsOf(collection);
  if (defs.length > 0) await sql`DELETE FROM list_rows WHERE list IN ${sql(defs.map((d) => d.name))} AND id = ${id}`;
}

/** Writes a whole snapshot (a fresh store, an import) in one transaction. */
export async function writeSnapshot(sql: Sql, snapshot: Snapshot): Promise<void> {
  await sql.begin(async (tx) => {
    for (const collection of COLLECTIONS) await putRecords(tx, collection, snapshot[collection]);
  });
}

/** Every record of `collection`, in id order. */
export async function readAll<C extends CollectionName>(sql: Queryable, collection: C): Promise<Collections[C][]> {
  const rows = await sql.unsafe<{ doc: Collections[C] }[]>(`SELECT doc FROM ${TABLES[collection]} ORDER BY id COLLATE "C"`);
  return rows.map((row) => row.doc);
}
