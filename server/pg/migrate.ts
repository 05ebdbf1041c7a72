/**
 * Versioned schema migrations: `migrations/NNNN_name.sql`, applied in order, each once. Every
 * server process calls `migrate` at start and `npm run migrate` calls it by hand; the pending files
 * run in one transaction that first takes a transaction-level advisory lock, so processes starting
 * together queue on the lock, the first applies, the rest find nothing pending. A file already
 * applied must not change: its checksum is kept and a mismatch stops the start.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Sql } from 'postgres';
import { holdAdvisoryLock } from './locks';

/** One migration file. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

/** The folder of the server's migrations. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('migrations', import.meta.url));

const FILE = /^(\d{4})_([a-z0-9_]+)\.sql$/;

/** A migration cannot be applied, or the applied ones do not match the files. */
export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** The migrations of `dir` in version order; a gap or a repeated version is an error. */
export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const name of names) {
    const match = FILE.exec(name);
    if (!match) throw new MigrationError(`Migration file name not of the form NNNN_name.sql: ${name}`);
    const version = Number(match[1]);
    if (version !== migrations.length + 1) throw new MigrationError(`Migration ${name}: expected version ${migrations.length + 1}`);
    const sql = await readFile(join(dir, name), 'utf8');
    migrations.push({ version, name: match[2] as string, sql, checksum: createHash('sha256').update(sql).digest('hex') });
  }
  return migrations;
}

/** Applies the pending migrations; answers the versions it applied (none when up to date). */
export async function migrate(sql: Sql, migrations?: readonly Migration[]): Promise<number[]> {
  const all = migrations ?? (await readMigrations());
  return sql.begin(async (tx) => {
    await holdAdvisoryLock(tx, 'migration');
    await tx`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`;
    const rows = await tx<{ version: number; name: string; checksum: string }[]>`SELECT version, name, checksum FROM schema_migrations ORDER BY version`;
    const applied = new Map(rows.map((row) => [row.version, row]));
    for (const row of rows) {
      const file = all.find((m) => m.version === row.version);
      if (!file) throw new MigrationError(`The database has migration ${row.version} (${row.name}), which this server does not know: it is newer than this server`);
      if (file.checksum !== row.checksum) throw new MigrationError(`Migration ${row.version} (${row.name}) was changed after it was applied`);
    }
    const done: number[] = [];
    for (const migration of all) {
      if (applied.has(migration.version)) continue;
      await tx.unsafe(migration.sql).simple();
      await tx`INSERT INTO schema_migrations (version, name, checksum) VALUES (${migration.version}, ${migration.name}, ${migration.checksum})`;
      done.push(migration.version);
    }
    return done;
  }) as Promise<number[]>;
}
