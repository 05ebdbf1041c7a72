/**
 * Parts of a view loaded on first use: a dynamic `import()` kept in its own chunk, so the first
 * chunk carries only what the first screen needs.
 */
import { useEffect, useState } from 'react';

export interface OnDemand<M> {
  /** The module once loaded, else null. */
  readonly current: M | null;
  /** Loads the module once (again after a failure). */
  load(): Promise<M>;
}

/** Wraps `importer` (usually `() => import('./part')`). */
export function onDemand<M>(importer: () => Promise<M>): OnDemand<M> {
  let pending: Promise<M> | null = null;
  let current: M | null = null;
  return {
    get current() {
      return current;
    },
    load() {
      pending ??= importer().then(
        (module) => (current = module),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
}

/** The part's module; when `wanted`, starts loading it and re-renders once it is there. */
export function useOnDemand<M>(part: OnDemand<M>, wanted: boolean): M | null {
  const [, setLoads] = useState(0);
  const loaded = part.current !== null;
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    part.load().then(() => live && setLoads((n) => n + 1), () => undefined);
    return () => {
      live = false;
    };
  }, [part, wanted, loaded]);
  return part.current;
}
