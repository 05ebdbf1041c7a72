/** How long to wait before a reconnect: doubling from 1 s up to 30 s, with jitter. */

/** The first wait after a failure. */
export const BACKOFF_MIN_MS = 1_000;
/** The longest wait between two attempts. */
export const BACKOFF_MAX_MS = 30_000;

/**
 * The wait before attempt `attempt` (0 for the first retry): 1 s, 2 s, 4 s… capped at 30 s, each
 * stretched by up to half again at random so that many tabs dropped at once (a server restart) do
 * not all come back in the same instant. Never below 1 s nor above 30 s.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * 2 ** Math.max(0, attempt));
  return Math.min(BACKOFF_MAX_MS, Math.round(base * (1 + random() * 0.5)));
}
