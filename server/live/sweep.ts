/**
 * The timer that drops expired presence and claims. It is unref'd (it never keeps the process
 * alive) and stopped when the server closes; the registries also sweep on every call, so a test
 * that moves the injected clock sees expiries at its next request without waiting for it.
 */

/** Calls `sweep` every `everyMs`; returns the call that stops it. */
export function sweepEvery(everyMs: number, sweep: () => void): () => void {
  const timer = setInterval(sweep, Math.max(10, everyMs));
  timer.unref();
  return () => clearInterval(timer);
}

/** How often a registry with this time-to-live sweeps: often enough that an expiry is seen within a few seconds. */
export function sweepInterval(ttlMs: number): number {
  return Math.min(5000, Math.max(10, Math.floor(ttlMs / 3)));
}
