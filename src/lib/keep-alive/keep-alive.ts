/**
 * Staying present on the server while a page shows something: a beat every `everyMs`, a last word
 * when the page is unloaded (`pagehide`: closing the tab unmounts nothing, so no cleanup runs),
 * and a return when the browser restores the page from its back-forward cache (`pageshow` with
 * `persisted`). Presence and review claims both hold their place this way. React-free; the timers
 * and the window are injectable, so tests run it on a fake clock.
 */

/** The page-lifecycle events `keepAlive` listens to (the window by default). */
export interface PageLifecycleTarget {
  addEventListener(type: 'pagehide' | 'pageshow', listener: (event: Event) => void): void;
  removeEventListener(type: 'pagehide' | 'pageshow', listener: (event: Event) => void): void;
}

export interface KeepAliveOptions {
  /** How often `beat` runs, in ms. */
  everyMs: number;
  /** Says "still here" (a heartbeat request). */
  beat(): void;
  /** Says "gone" as the page unloads: a request that outlives the page (`sendOnUnload`). */
  leave(): void;
  /** The page came back from the browser's cache after `leave`: say "here" again. */
  back(): void;
  setTimeout?(callback: () => void, ms: number): unknown;
  clearTimeout?(handle: unknown): void;
  /** Default `window` when there is one; null listens to nothing. */
  target?: PageLifecycleTarget | null;
}

export interface KeepAlive {
  /** False between a `leave` and the page's return: a goodbye then would be said twice. */
  readonly here: boolean;
  /** Stops beating and listening; says nothing itself (the caller says goodbye when `here`). */
  stop(): void;
}

/** Beats every `everyMs` from now (not at once: the caller has just said "here"), until `stop`. */
export function keepAlive(options: KeepAliveOptions): KeepAlive {
  const setTimer = options.setTimeout ?? ((callback: () => void, ms: number) => globalThis.setTimeout(callback, ms));
  const clearTimer = options.clearTimeout ?? ((handle: unknown) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));
  const target = options.target !== undefined ? options.target : (typeof window === 'undefined' ? null : window);
  let here = true;
  let timer: unknown = null;

  const schedule = () => {
    timer = setTimer(() => {
      schedule();
      options.beat();
    }, options.everyMs);
  };
  const onHide = () => {
    here = false;
    options.leave();
  };
  const onShow = (event: Event) => {
    if (!(event as PageTransitionEvent).persisted || here) return;
    here = true;
    options.back();
  };

  schedule();
  target?.addEventListener('pagehide', onHide);
  target?.addEventListener('pageshow', onShow);
  return {
    get here() { return here; },
    stop() {
      clearTimer(timer);
      target?.removeEventListener('pagehide', onHide);
      target?.removeEventListener('pageshow', onShow);
    },
  };
}
