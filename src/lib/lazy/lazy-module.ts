/**
 * The one way code loads later: a dynamic `import()` wrapped so that it runs once however many
 * ask, can be started early (on hover or focus), and is tried again after a failure (a chunk that
 * did not arrive because the network dropped loads when next asked for).
 */
import { useEffect, useState } from 'react';

/** Where a lazy module is: not asked for, on its way, ready, or failed (the next load retries). */
export type LazyStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** A module loaded on first need. */
export interface LazyModule<M> {
  /** The module once loaded, else null. */
  readonly current: M | null;
  readonly status: LazyStatus;
  /** The last failure, kept until a load succeeds (a retry in flight still reports it). */
  readonly failure: { error: unknown } | null;
  /** Loads the module once (again after a failure); rejects when this attempt fails. */
  load(): Promise<M>;
  /** Starts loading, for a user's intent (hover, focus); settles with the attempt, never rejects. */
  preload(): Promise<void>;
}

/** Wraps `importer` (usually `() => import('./part')`); nothing loads until asked. */
export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let current: M | null = null;
  let status: LazyStatus = 'idle';
  let failure: { error: unknown } | null = null;
  let pending: Promise<M> | null = null;
  // One promise per attempt, so a suspending reader (React's `use`) sees the same one each render.
  let settled: Promise<void> = Promise.resolve();

  const load = (): Promise<M> => {
    if (current !== null) return Promise.resolve(current);
    if (pending) return pending;
    status = 'loading';
    // Through `then`, so an importer that throws at once fails like one whose promise rejects.
    pending = Promise.resolve().then(importer).then(
      (module) => {
        current = module;
        failure = null;
        status = 'loaded';
        pending = null;
        return module;
      },
      (error: unknown) => {
        failure = { error };
        status = 'failed';
        pending = null;
        throw error;
      },
    );
    settled = pending.then(() => undefined, () => undefined);
    return pending;
  };

  return {
    get current() {
      return current;
    },
    get status() {
      return status;
    },
    get failure() {
      return failure;
    },
    load,
    preload() {
      if (current !== null) return Promise.resolve();
      void load().catch(() => undefined);
      return settled;
    },
  };
}

/** The module; when `wanted`, starts loading it and re-renders once it is there (a failure retries when next wanted). */
export function useLazyModule<M>(module: LazyModule<M>, wanted: boolean): M | null {
  const [, setLoads] = useState(0);
  const loaded = module.current !== null;
  useEffect(() => {
    if (!wanted || loaded) return undefined;
    let live = true;
    module.load().then(() => live && setLoads((n) => n + 1), () => undefined);
    return () => {
      live = false;
    };
  }, [module, wanted, loaded]);
  return module.current;
}
