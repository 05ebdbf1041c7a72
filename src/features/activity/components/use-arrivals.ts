import { useState } from 'react';

interface Count {
  key: string;
  /** The total when this search and these filters were first answered (or page 1 last shown). */
  base: number;
  /** The latest settled total. */
  total: number;
}

/**
 * How many entries came in since this search and these filters were first answered, counted by the
 * list's total: entries are not removed while a log is open (retention works in days). Counted
 * only past page 1, where the new entries are not in sight; page 1 starts the count again.
 * `total`: the settled answer's total, undefined while an answer is on its way (the count stays).
 */
export function useArrivals(total: number | undefined, filterKey: string, page: number): number {
  const [count, setCount] = useState<Count | null>(null);
  if (total !== undefined) {
    const restart = count === null || count.key !== filterKey || page === 1;
    const next = restart ? { key: filterKey, base: total, total } : { ...count, total };
    if (count === null || next.key !== count.key || next.base !== count.base || next.total !== count.total) setCount(next);
  }
  if (count === null || count.key !== filterKey || page === 1) return 0;
  return Math.max(0, count.total - count.base);
}
