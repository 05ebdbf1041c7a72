/** The top progress bar as a store without React (nprogress's behaviour, nested starts counted). */
import { createStore, type ReadableStore } from '../store';

/** Where the bar starts, 0–1. */
export const START_VALUE = 0.08;
/** ms between trickle steps while running. */
export const TRICKLE_INTERVAL_MS = 800;
/** The bar never passes this before done(). */
export const MAX_BEFORE_DONE = 0.994;
/** ms the bar stays at 100 % (its width and fade animation) before it hides. */
export const PROGRESS_ANIMATION_MS = 200;

export interface ProgressState {
  /** `done`: at 100 %, hiding after PROGRESS_ANIMATION_MS. */
  status: 'idle' | 'running' | 'done';
  /** 0–1. */
  value: number;
}

export interface Progress extends ReadableStore<ProgressState> {
  /** Shows the bar at 8 % (if not running) and trickles; each start needs its done. */
  start(): void;
  /** Ends one start; the last completes the bar. */
  done(): void;
  /** Moves the bar to `value` (0–1, capped at 0.994); 1 or more completes it. */
  set(value: number): void;
}

/** The trickle step for a value: big at first, smaller as it grows, none near the cap. */
export function trickleIncrement(value: number): number {
  if (value < 0.2) return 0.1;
  if (value < 0.5) return 0.04;
  if (value < 0.8) return 0.02;
  if (value < 0.99) return 0.005;
  return 0;
}

const cap = (value: number) => Math.min(MAX_BEFORE_DONE, Math.max(0, value));

/** A progress store; timers are looked up on globalThis at call time (mock.timers friendly). */
export function createProgress(): Progress {
  const store = createStore<ProgressState>({ status: 'idle', value: 0 });
  let starts = 0;
  let trickle: ReturnType<typeof setInterval> | null = null;
  let hide: ReturnType<typeof setTimeout> | null = null;

  const setState = (next: ProgressState) =>
    store.set((state) => (next.status === state.status && next.value === state.value ? state : next));
  const stopTimers = () => {
    if (trickle !== null) globalThis.clearInterval(trickle);
    if (hide !== null) globalThis.clearTimeout(hide);
    trickle = null;
    hide = null;
  };
  const run = (value: number) => {
    stopTimers();
    setState({ status: 'running', value: cap(value) });
    trickle = globalThis.setInterval(() => {
      const { value: now } = store.get();
      setState({ status: 'running', value: cap(now + trickleIncrement(now)) });
    }, TRICKLE_INTERVAL_MS);
  };
  const finish = () => {
    starts = 0;
    stopTimers();
    setState({ status: 'done', value: 1 });
    hide = globalThis.setTimeout(() => {
      hide = null;
      setState({ status: 'idle', value: 0 });
    }, PROGRESS_ANIMATION_MS);
  };

  const running = () => store.get().status === 'running';
  return {
    get: store.get,
    subscribe: store.subscribe,
    start() {
      starts += 1;
      if (!running()) run(START_VALUE);
    },
    done() {
      if (!running()) return;
      starts = Math.max(0, starts - 1);
      if (starts === 0) finish();
    },
    set(value) {
      if (value >= 1) finish();
      else if (running()) setState({ status: 'running', value: cap(value) });
      else run(value);
    },
  };
}

/** The app's progress bar: `progress.start()` when a route starts loading, `done()` when it has. */
export const progress: Progress = createProgress();
