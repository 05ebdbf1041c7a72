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
   * Every store transaction: writers in every process run one at a time, so a guarded write's
   * check and the "one active admin stays" count read a state nobody changes before the commit.
   */
  writes: 4_242_000_010,
  /**
   * Publishing a batch of live events: the batches of every process take their ids and send their
   * notifications in turn, so ids arrive in increasing order. It is not the writes' lock: a batch
   * is published after its commit, and waiting for the other processes' writes would only delay
   * the events.
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
