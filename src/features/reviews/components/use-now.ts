import { useEffect, useState } from 'react';

/** The time now, redrawn every `ms`, so an age or a relative time on screen stays true. */
export function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = globalThis.setInterval(() => setNow(Date.now()), ms);
    return () => globalThis.clearInterval(timer);
  }, [ms]);
  return now;
}
