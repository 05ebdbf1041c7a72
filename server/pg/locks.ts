/**
 * Every PostgreSQL advisory lock the server takes, in one table so that no two concerns share a
 * key by accident: two concerns on one key make each wait for the other in every process. Each
 * is a transaction-level lock (`pg_advisory_xact_lock`), released at commit or rollback.
 */
import type { TransactionSql } from 'postgres';

export const ADVISORY_LOCKS = {
  /** Migrations: one process applies them, the others wait and then find nothing to do. */
  migration: 4_242_000_001,
  /** Seeding an empty database: one process seeds, the others then find it seeded. */
  seed: 4_242_000_003,
  /** Rebuilding the derived list rows after their rules changed: one process rebuilds. */
  listRows: 4_242_000_004,
  /**
   * Publishing a batch of live events: the batches of every process take their ids and send their
   * notifications in turn, so ids arrive in increasing order. No write takes it: a batch is
   * published after its commit, and waiting for the other processes' writes would only delay the
   * events.
   */
  liveEvents: 4_242_000_011,
  /**
   * Opening a live stream: its count and its row go in together, so streams opened at once on
   * several processes cannot pass the caps per admin and in all.
   */
  liveStreams: 4_242_000_012,
} as const;

/** Takes `lock` until the end of the transaction `tx`. */
export async function holdAdvisoryLock(tx: TransactionSql, lock: keyof typeof ADVISORY_LOCKS): Promise<void> {
  await tx`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS[lock]})`;
}

/**
 * Families of advisory locks with a second key: a lock of the (integer, integer) form never meets
 * one of the single-key form above. They stand for what a row lock cannot hold: a set of rows, or
 * a row that does not exist yet.
 */
export const ADVISORY_KEY_SPACES = {
  /**
   * The rows of one collection a store transaction counts or finds by a condition (second key:
   * the collection's place in COLLECTIONS): a transaction deciding by such a read holds it until
   * its commit, so that another one deciding by the same read sees its outcome. For `users` it is
   * the lock of "always one active admin": the only such read of users is that count.
   */
  collection: 4_242_020,
  /** A user's e-mail a store transaction looks up (second key: a hash of it, lower case). */
  email: 4_242_021,
} as const;

/** Takes the lock of `key` in `space` until the end of the transaction `tx` (a text key by its hash). */
export async function holdKeyLock(tx: TransactionSql, space: keyof typeof ADVISORY_KEY_SPACES, key: number | string): Promise<void> {
  if (typeof key === 'number') await tx`SELECT pg_advisory_xact_lock(${ADVISORY_KEY_SPACES[space]}::integer, ${key}::integer)`;
  else await tx`SELECT pg_advisory_xact_lock(${ADVISORY_KEY_SPACES[space]}::integer, hashtext(${key}::text))`;
}
