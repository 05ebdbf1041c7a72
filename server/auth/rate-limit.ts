/** Fixed-window counters in memory: `limit` hits per key per `windowMs`. */

/** A limiter; `now` is read at call time so tests can fake it. */
export interface RateLimiter {
  /** Seconds until `key` may try again, 0 when it may now. */
  retryAfterS(key: string): number;
  /** Counts one hit for `key`. */
  hit(key: string): void;
  /** Forgets `key` (e.g. after a successful login). */
  reset(key: string): void;
}

const MAX_KEYS = 100_000;

/** Creates a limiter allowing `limit` hits per `windowMs` for each key. */
export function createRateLimiter(options: { limit: number; windowMs: number; now?: () => number }): RateLimiter {
  const now = options.now ?? (() => Date.now());
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string): { count: number; resetAt: number } | undefined => {
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
  return {
    retryAfterS(key) {
      const entry = current(key);
      return entry && entry.count >= options.limit ? Math.max(1, Math.ceil((entry.resetAt - now()) / 1000)) : 0;
    },
    hit(key) {
      const entry = current(key);
      if (entry) entry.count += 1;
      else {
        if (windows.size >= MAX_KEYS) sweep();
        windows.set(key, { count: 1, resetAt: now() + options.windowMs });
      }
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
