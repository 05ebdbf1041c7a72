/**
 * `list_rows` and the users' person columns are derived from the records by the list specs and
 * the fold of src/contract. When a release changes those functions, the stored rows would answer
 * by the old rules; so their version (a hash of the functions' source and the specs' values) is
 * kept in `settings`, and a start that finds another version rebuilds every derived row before
 * serving, under an advisory lock so that one process does it.
 */
import { createHash } from 'node:crypto';
import { foldText, personName } from '../../src/contract';
import type { Sql } from 'postgres';
import { COLLECTIONS } from '../store/types';
import { isListedDiveMaster } from '../people';
import { listRowOf, personColumns, searchTextOf, sortKeyOf } from './list-defs';
import { LISTS, listsOf } from '../store/list-rows';
import type { PgPool } from './pool';
import { putRecords, readAll } from './records';
import type { Queryable } from './records';
import { holdAdvisoryLock } from './locks';

let version: string | undefined;

/** The version of the rules that derive list rows (stable within one build of the server). */
export function listRowsVersion(): string {
  if (version !== undefined) return version;
  const hash = createHash('sha256');
  for (const fn of [foldText, personName, personColumns, searchTextOf, sortKeyOf, listRowOf, isListedDiveMaster]) hash.update(String(fn)).update('\0');
  for (const def of Object.values(LISTS)) {
    const spec = def.spec as unknown as { words: unknown; sort: Record<string, unknown>; filters: Record<string, { values: readonly string[]; of: unknown }> };
    hash.update(JSON.stringify([def.name, def.collection, def.view, def.person ?? null, def.orderField]));
    hash.update(String(def.includes)).update(String(spec.words));
    for (const [field, key] of Object.entries(spec.sort)) hash.update(field).update(String(key));
    for (const [name, filter] of Object.entries(spec.filters)) hash.update(name).update(JSON.stringify(filter.values)).update(String(filter.of));
  }
  version = hash.digest('hex');
  return version;
}

/** Records the current version (after writing rows by the current rules, e.g. a seed). */
export async function markListRows(sql: Queryable): Promise<void> {
  await sql`
    INSERT INTO settings (key, value) VALUES ('listRows', to_jsonb(${listRowsVersion()}::text))
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`;
}

/** Rebuilds every derived row when the stored version is another; answers whether it did. */
export async function ensureListRows(pool: PgPool): Promise<boolean> {
  return pool.transaction(async (tx) => {
    await holdAdvisoryLock(tx, 'listRows');
    const [row] = await tx<{ v: string }[]>`SELECT value #>> '{}' AS v FROM settings WHERE key = 'listRows'`;
    if (row?.v === listRowsVersion()) return false;
    await tx`DELETE FROM list_rows`;
    // Re-putting a record rewrites its derived columns and list rows by the current rules.
    for (const collection of COLLECTIONS) {
      if (collection !== 'users' && listsOf(collection).length === 0) continue;
      await putRecords(tx, collection, await readAll(tx, collection));
    }
    await markListRows(tx);
    return true;
  });
}

/** For tests: whether `sql`'s database is at the current version. */
export async function listRowsCurrent(sql: Sql): Promise<boolean> {
  const [row] = await sql<{ v: string }[]>`SELECT value #>> '{}' AS v FROM settings WHERE key = 'listRows'`;
  return row?.v === listRowsVersion();
}
