/**
 * Fixed-window counters: `limit` attempts per key per `windowMs`. An attempt is counted when the
 * request arrives (`take`), before its body is read, so parallel requests cannot all pass the check
 * while the first ones are still being evaluated; an attempt that turns out not to count (a form
 * with mistakes, a success) is given back. The interface is async because several server processes
 * count in PostgreSQL (server/pg/rate-limit.ts, chosen in server/services.ts); this in-memory
 * version counts before its promise is even returned.
 */
import { rateLimited } from '../http/errors';

/** An attempt counted on arrival. */
export interface Attempt {
  /**
   * Gives the attempt back (at most once; a no-op once its window has ended or was reset). Never
   * rejects; resolves once the counter is lowered, so the answer can wait for it when the next
   * request must see it.
   */
  refund(): Promise<void>;
}

/** A limiter; `now` is read at call time so tests can fake it. */
export interface RateLimiter {
  /** Counts one attempt for `key` and answers 0, or answers the seconds to wait (counting nothing). */
  take(key: string): Promise<{ retryAfterS: number; attempt: Attempt }>;
  /** Seconds until `key` may try again, 0 when it may now. */
  retryAfterS(key: string): Promise<number>;
  /** Forgets `key` (e.g. after a successful login). */
  reset(key: string): Promise<void>;
}

interface Window {
  count: number;
  resetAt: number;
}

const MAX_KEYS = 100_000;
const NOTHING: Attempt = { refund: async () => undefined };

/** Creates a limiter allowing `limit` attempts per `windowMs` for each key. */
export function createRateLimiter(options: { limit: number; windowMs: number; now?: () => number }): RateLimiter {
  const now = options.now ?? (() => Date.now());
  const windows = new Map<string, Window>();
  const current = (key: string): Window | undefined => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = (): void => {
    const t = now();
    for (const [key, entry] of windows) if (entry.resetAt <= t) windows.delete(key);
  };
  const wait = (entry: Window | undefined): number =>
    entry && entry.count >= options.limit ? Math.max(1, Math.ceil((entry.resetAt - now()) / 1000)) : 0;
  return {
    async take(key) {
      let entry = current(key);
      const retryAfterS = wait(entry);
      if (retryAfterS > 0) return { retryAfterS, attempt: NOTHING };
      if (entry) entry.count += 1;
      else {
        if (windows.size >= MAX_KEYS) sweep();
        entry = { count: 1, resetAt: now() + options.windowMs };
        windows.set(key, entry);
      }
      const counted = entry;
      let refunded = false;
      return {
        retryAfterS: 0,
        attempt: {
          async refund() {
            // Only into the window it was counted in: a later window owes nothing.
            if (refunded || windows.get(key) !== counted) return;
            refunded = true;
            counted.count = Math.max(0, counted.count - 1);
          },
        },
      };
    },
    retryAfterS: async (key) => wait(current(key)),
    async reset(key) {
      windows.delete(key);
    },
  };
}

/** Counts an attempt for `key` now, or throws 429 RATE_LIMITED with `Retry-After`. */
export async function takeAttempt(limiter: RateLimiter, key: string): Promise<Attempt> {
  const { retryAfterS, attempt } = await limiter.take(key);
  if (retryAfterS > 0) throw rateLimited(retryAfterS);
  return attempt;
}
