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
    INSERT INTO list_rows (list, id, search, person_id, ref_search, ref_key, filters, keys, o)
    SELECT e->>'list', e->>'id', e->>'search', e->>'person_id', e->>'ref_search', e->'ref_key', e->'filters', e->'keys', e->>'o'
    FROM jsonb_array_elements(${JSON.stringify(rows)}::text::jsonb) AS e`;
}

async function putBatch<C extends CollectionName>(sql: Queryable, collection: C, records: readonly Collections[C][]): Promise<void> {
  const table = TABLES[collection];
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
    // Each record travels as its JSON text (`raw`, the key order kept); the table name is one of
    // TABLES' constants, never input.
    await sql.unsafe(
      `INSERT INTO ${table} (id, doc, raw) SELECT v::jsonb->>'id', v::jsonb, v FROM jsonb_array_elements_text($1::text::jsonb) AS v
       ON CONFLICT (id) DO UPDATE SET doc = EXCLUDED.doc, raw = EXCLUDED.raw`,
      [JSON.stringify(records.map((record) => JSON.stringify(record)))],
    );
  }
  await writeListRows(sql, collection, records);
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

/** Writes every record of `snapshot` (inside the caller's transaction). */
export async function putSnapshot(sql: Queryable, snapshot: Snapshot): Promise<void> {
  for (const collection of COLLECTIONS) await putRecords(sql, collection, snapshot[collection]);
}

/** Writes a whole snapshot (a fresh store, an import) in one transaction. */
export async function writeSnapshot(sql: Sql, snapshot: Snapshot): Promise<void> {
  await sql.begin((tx) => putSnapshot(tx, snapshot));
}

/** A record as its row holds it: the text the server wrote (its keys in their order), else `doc`. */
export const RECORD_TEXT = `coalesce(raw, doc::text)`;

/** Every record of `collection`, in id order. */
export async function readAll<C extends CollectionName>(sql: Queryable, collection: C): Promise<Collections[C][]> {
  const rows = await sql.unsafe<{ raw: string }[]>(`SELECT ${RECORD_TEXT} AS raw FROM ${TABLES[collection]} ORDER BY id COLLATE "C"`);
  return rows.map((row) => JSON.parse(row.raw) as Collections[C]);
}

/** Collections whose records carry `updatedAt`. */
export type GuardedCollection = Exclude<CollectionName, 'activity'>;

/** The stored `updatedAt` as epoch milliseconds (ISO 8601 with its zone, as the server writes it). */
const FRESH_TEXT = `(extract(epoch FROM updated_at::timestamptz) * 1000)`;

/**
 * A guarded write: replaces `next` only while the stored record's `updatedAt` is still the instant
 * `expectedMs` (the routes' `isFresh`: the same millisecond, whatever the spelling), as ONE
 * conditional UPDATE (no read first, so no race between a check and the write). Answers false when
 * the record changed since (or is gone): the caller answers 409 with the current record. Its list
 * rows follow in the same transaction.
 */
export async function guardedPut<C extends GuardedCollection>(sql: Queryable, collection: C, next: Collections[C], expectedMs: number): Promise<boolean> {
  const doc = JSON.stringify(next);
  let rows: readonly unknown[];
  if (collection === 'users') {
    const person = personColumns(next as Collections['users']);
    rows = await sql.unsafe(
      `UPDATE users SET doc = $1::text::jsonb, raw = $1::text, person_search = $4, person_key = $5::text::jsonb WHERE id = $2 AND ${FRESH_TEXT} = $3::numeric RETURNING id`,
      [doc, next.id, expectedMs, person.search, JSON.stringify(person.key)],
    );
  } else {
    rows = await sql.unsafe(`UPDATE ${TABLES[collection]} SET doc = $1::text::jsonb, raw = $1::text WHERE id = $2 AND ${FRESH_TEXT} = $3::numeric RETURNING id`, [doc, next.id, expectedMs]);
  }
  if (rows.length === 0) return false;
  await writeListRows(sql, collection, [next]);
  return true;
}

/** The record `id` of `collection`, or undefined. */
export async function getRecord<C extends CollectionName>(sql: Queryable, collection: C, id: string): Promise<Collections[C] | undefined> {
  const rows = await sql.unsafe<{ raw: string }[]>(`SELECT ${RECORD_TEXT} AS raw FROM ${TABLES[collection]} WHERE id = $1`, [id]);
  return rows[0] ? (JSON.parse(rows[0].raw) as Collections[C]) : undefined;
}

/** The advisory lock every change that can lower the number of active administrators takes. */
export const ADMINS_LOCK = 4_242_000_002;

/**
 * Serializes the changes that can leave no active administrator (demotion, block, deletion): call
 * it first in such a transaction, then count with `activeAdminCount`. Held until the transaction
 * ends, so two such changes never both see "another admin remains".
 */
export async function lockAdmins(tx: TransactionSql): Promise<void> {
  await tx`SELECT pg_advisory_xact_lock(${ADMINS_LOCK})`;
}

/** Active administrators now (inside `lockAdmins`' transaction: stable until it ends). */
export async function activeAdminCount(sql: Queryable): Promise<number> {
  const [row] = await sql<{ n: number }[]>`SELECT count(*)::integer AS n FROM users WHERE role = 'admin' AND status = 'active'`;
  return row?.n ?? 0;
}

/**
 * Rewrites the log entries stored in an older shape in the current one (activity/legacy.ts), with
 * their list rows; resolves with how many. Once all are rewritten, a start finds none to do.
 */
export async function upgradeActivity(sql: Queryable): Promise<number> {
  const rows = await sql<{ raw: string }[]>`
    SELECT coalesce(raw, doc::text) AS raw FROM activity
    WHERE NOT doc ? 'changes' OR (jsonb_typeof(doc->'record') = 'object' AND NOT doc->'record' ? 'name')`;
  if (rows.length === 0) return 0;
  const get: RecordOf = (collection, id) => getRecord(sql, collection, id);
  const entries: ActivityEntry[] = [];
  for (const row of rows) entries.push(await upgradeEntry(JSON.parse(row.raw) as StoredEntry, get));
  await putRecords(sql, 'activity', entries);
  return entries.length;
}
