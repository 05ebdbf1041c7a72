/**
 * Attempt limits shared by every server process: the fixed windows of server/auth/rate-limit.ts
 * in the `rate_limits` table. A take is ONE upsert that counts the attempt when the key is under its
 * limit (or its window has ended) and says whether it did, so parallel attempts on several
 * processes cannot all pass the check. Times come from the caller's clock (`now`), like the
 * in-memory limiter's.
 */
import type { Queryable } from './records';

/** An attempt counted on arrival; `refund` gives it back into the window it was counted in. */
export interface PgAttempt {
  refund(): Promise<void>;
}

/** A limiter whose counters live in PostgreSQL. */
export interface PgRateLimiter {
  /** Counts one attempt for `key` and answers 0, or answers the seconds to wait (counting nothing). */
  take(key: string): Promise<{ retryAfterS: number; attempt: PgAttempt }>;
  /** Seconds until `key` may try again, 0 when it may now. */
  retryAfterS(key: string): Promise<number>;
  /** Forgets `key` (e.g. after a successful login). */
  reset(key: string): Promise<void>;
  /** Deletes the ended windows (call it now and then). */
  sweep(): Promise<number>;
}

const NOTHING: PgAttempt = { refund: async () => undefined };

/** Creates a limiter allowing `limit` attempts per `windowMs` for each key, over `sql`. */
export function createPgRateLimiter(sql: Queryable, options: { limit: number; windowMs: number; now?: () => number }): PgRateLimiter {
  const now = options.now ?? (() => Date.now());
  const waitS = (resetAt: Date, t: number): number => Math.max(1, Math.ceil((resetAt.getTime() - t) / 1000));
  return {
    async take(key) {
      const t = now();
      const at = new Date(t);
      const fresh = new Date(t + options.windowMs);
      const [row] = await sql<{ counted: boolean; reset_at: Date }[]>`
        INSERT INTO rate_limits AS r (key, count, reset_at, counted) VALUES (${key}, 1, ${fresh}, true)
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN r.reset_at <= ${at} THEN 1 WHEN r.count >= ${options.limit} THEN r.count ELSE r.count + 1 END,
          reset_at = CASE WHEN r.reset_at <= ${at} THEN ${fresh}::timestamptz ELSE r.reset_at END,
          counted = (r.reset_at <= ${at} OR r.count < ${options.limit})
        RETURNING counted, reset_at`;
      if (!row) throw new Error('rate limit upsert answered no row');
      // The wait runs from now, not from `t`: a parallel take that read the clock after `t` may
      // have opened the window first, and from `t` the wait would be longer than the window.
      if (!row.counted) return { retryAfterS: waitS(row.reset_at, now()), attempt: NOTHING };
      let refunded = false;
      return {
        retryAfterS: 0,
        attempt: {
          async refund() {
            if (refunded) return;
            refunded = true;
            // Only into the window it was counted in: a later window owes nothing.
            await sql`UPDATE rate_limits SET count = greatest(count - 1, 0) WHERE key = ${key} AND reset_at = ${row.reset_at}`;
          },
        },
      };
    },
    async retryAfterS(key) {
      const [row] = await sql<{ reset_at: Date }[]>`
        SELECT reset_at FROM rate_limits WHERE key = ${key} AND reset_at > ${new Date(now())} AND count >= ${options.limit}`;
      return row ? waitS(row.reset_at, now()) : 0;
    },
    async reset(key) {
      await sql`DELETE FROM rate_limits WHERE key = ${key}`;
    },
    async sweep() {
      const rows = await sql`DELETE FROM rate_limits WHERE reset_at <= ${new Date(now())} RETURNING key`;
      return rows.length;
    },
  };
}
