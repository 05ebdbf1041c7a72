/**
 * Opening the PostgreSQL store at server start, safe when several processes (WORKERS=N) start at
 * once: check that the database answers (else one clear message, and the server exits), apply the
 * pending migrations (advisory lock, see migrate.ts), seed an empty database once (another advisory
 * lock; the first process seeds, the others find it seeded), rebuild the list rows when the rules
 * that derive them changed (list-version.ts), and read the token-signing secret that every process
 * shares (created once by whichever process comes first).
 */
import { randomBytes } from 'node:crypto';
import type { ServerConfig } from '../config';
import { buildSeed } from '../seed';
import type { Snapshot } from '../store/types';
import { migrate } from './migrate';
import { checkDatabase, createPgPool } from './pool';
import type { PgPool, PgPoolOptions } from './pool';
import { putSnapshot, upgradeActivity } from './records';
import { ensureListRows, markListRows } from './list-version';
import { holdAdvisoryLock } from './locks';

const SECRET_BYTES = 64;

/** An opened PostgreSQL store. */
export interface OpenedPg {
  pool: PgPool;
  /** The token-signing secret, the same in every process. */
  secret: Buffer;
  /** True when this process seeded the database. */
  seeded: boolean;
  /** Migration versions this process applied. */
  migrated: number[];
  /** True when this process rebuilt the list rows (their rules changed since they were written). */
  rebuilt: boolean;
}

/**
 * The first records, as the embedded store would seed them. The demo pictures are no rows: every
 * process serves them from the shipped folder (server/uploads.ts).
 */
async function seedInto(pool: PgPool, config: ServerConfig, now: number, seed?: () => Promise<Snapshot>): Promise<boolean> {
  return pool.transaction(async (tx) => {
    await holdAdvisoryLock(tx, 'seed');
    const [done] = await tx`SELECT 1 FROM settings WHERE key = 'seeded'`;
    if (done) return false;
    await putSnapshot(tx, await (seed ? seed() : buildSeed(config, now)));
    await markListRows(tx);
    await tx`INSERT INTO settings (key, value) VALUES ('seeded', ${JSON.stringify({ at: new Date(now).toISOString(), demo: config.demo })}::text::jsonb)`;
    return true;
  });
}

/** The shared token secret, created by the first process that asks. */
async function sharedSecret(pool: PgPool): Promise<Buffer> {
  const fresh = randomBytes(SECRET_BYTES).toString('hex');
  // Two statements: the read must see a secret another process committed while this one inserted.
  await pool.run((sql) => sql`INSERT INTO settings (key, value) VALUES ('tokenSecret', to_jsonb(${fresh}::text)) ON CONFLICT (key) DO NOTHING`);
  const [row] = await pool.run((sql) => sql<{ hex: string }[]>`SELECT value #>> '{}' AS hex FROM settings WHERE key = 'tokenSecret'`);
  const secret = Buffer.from(row?.hex ?? '', 'hex');
  if (secret.length < 32) throw new Error('The token secret in the database is too short or not hex');
  return secret;
}

/**
 * Opens the store of `url`; throws an Error whose message says what to fix when the database
 * cannot be used (the server prints it and exits with 1).
 */
export async function openPg(
  url: string,
  config: ServerConfig,
  /** `seed`: the first records of an empty database (default: `buildSeed` of `config`). */
  options: { now?: number; pool?: Partial<PgPoolOptions>; seed?: () => Promise<Snapshot> } = {},
): Promise<OpenedPg> {
  const pool = createPgPool({ ...options.pool, url });
  try {
    await checkDatabase(pool, url);
    const migrated = await pool.run((sql) => migrate(sql));
    const seeded = await seedInto(pool, config, options.now ?? Date.now(), options.seed);
    // Before the rebuild: the list rules read entries in the current shape only. It rewrites list
    // rows, so it takes the rebuild's lock.
    await pool.transaction(async (tx) => {
      await holdAdvisoryLock(tx, 'listRows');
      await upgradeActivity(tx);
    });
    const rebuilt = await ensureListRows(pool);
    const secret = await sharedSecret(pool);
    return { pool, secret, seeded, migrated, rebuilt };
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
}
