/**
 * Timers run by hand, for code that takes `now`, `setTimeout` and `clearTimeout` as options:
 * `advance(ms)` fires what falls due, in order, letting promises settle after each.
 */

/** Lets queued promise callbacks and immediates run (a few rounds, for chains of them). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

export function fakeTimers(start = 0) {
  let time = start;
  let next = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  return {
    now: () => time,
    setTimeout: (run: () => void, ms: number) => {
      const id = next++;
      timers.set(id, { at: time + ms, run });
      return id;
    },
    clearTimeout: (id: unknown) => void timers.delete(id as number),
    /** The next paint comes as a timer due at once (what `advance(0)` runs). */
    afterNextPaint(run: () => void) {
      const id = next++;
      timers.set(id, { at: time, run });
      return () => void timers.delete(id);
    },
    /** How far away each waiting timer is, soonest first. */
    pending: () => [...timers.values()].map((t) => t.at - time).sort((a, b) => a - b),
    async advance(ms: number) {
      const end = time + ms;
      const nextDue = () => [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      for (;;) {
        const due = nextDue();
        if (due) {
          timers.delete(due[0]);
          time = due[1].at;
          due[1].run();
          await settle();
          continue;
        }
        time = end;
        await settle();
        // A promise settled just now may have set a timer that is already due.
        if (!nextDue()) break;
      }
    },
  };
}
