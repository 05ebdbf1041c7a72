/** Time in the API tests: a server clock that starts on a known day, and a plain wait. */


/**
 * A server clock (`startTestServer`'s `now`) that starts at `start`, noon UTC by default, and runs
 * with the time elapsed since: a test's dates ("today", a time without its date) never depend on the
 * wall clock's day, while windows and time-outs still pass as they would.
 */
export function clockFrom(start = '2024-02-29T12:00:00.000Z'): () => number {
  const origin = Date.parse(start);
  const started = performance.now();
  return () => origin + Math.floor(performance.now() - started);
}

/** Resolves after `ms`. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => globalThis.setTimeout(resolve, ms));
}
