/**
 * Time in the tests: a server clock that starts on a known day, the component tests' clock moved to
 * the day their fixtures were made on, and a plain wait.
 */

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

/** The day the component tests' fixtures are made on (their demo data's `now`). */
export const FIXTURE_NOW = '2026-11-25T09:00:00.000Z';

/**
 * Moves this process's clock to `start`, from where it runs on with the time elapsed: `Date.now()`
 * and `new Date()` tell `start` plus the time since. A screen shows a fixture's ages ("3 days",
 * overdue past 72 hours) from the clock, so on the real one a fixture made on a fixed day shows other
 * ages as the days pass.
 */
export function shiftClock(start: string): void {
  const RealDate = globalThis.Date;
  const now = clockFrom(start);
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(now());
      else super(...(args as [string | number | Date]));
    }

    static override now(): number {
      return now();
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}

/** Resolves after `ms`. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => globalThis.setTimeout(resolve, ms));
}
