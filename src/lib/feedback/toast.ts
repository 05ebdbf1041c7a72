/**
 * `toast.success('Saved')`, usable anywhere, before or after a Toaster mounts. The app's store and
 * the toasts' view load with the first toast (toast-view.tsx with toast-live.ts): a screen that
 * raises none does not load them (1 KiB gzip off every signed-in screen, 2026-11-25). A toast
 * raised before they are there is kept, in order, and shown once they are (one file away).
 */
import type { ToastOptions, ToastType } from './toast-store';

export interface ToastApi {
  /** Shows a success toast (4000 ms unless `duration`); returns its id. */
  success(message: string, options?: ToastOptions): string;
  /** Shows an error toast (6000 ms unless `duration`, announced assertively); returns its id. */
  error(message: string, options?: ToastOptions): string;
  /** Shows an information toast (4000 ms unless `duration`); returns its id. */
  info(message: string, options?: ToastOptions): string;
  /** Dismisses one toast, or all without an id. */
  dismiss(id?: string): void;
}

let live: ToastApi | null = null;
let waiting: ((api: ToastApi) => void)[] = [];
let early = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of [...listeners]) listener();
};

/** The store and the toasts' view (the Toaster loads the same module). */
export const loadToasts = () => import('./toast-view');

/** toast-live.ts hands over the app's store when it runs: the toasts kept so far go to it, in order. */
export function attachToasts(api: ToastApi): void {
  live = api;
  const queued = waiting;
  waiting = [];
  for (const run of queued) run(api);
  notify();
}

/** True once a toast was raised (or the store is there): the Toaster then loads its view. */
export const toastsRaised = (): boolean => live !== null || waiting.length > 0;

/** Calls `listener` when toastsRaised() may have changed; returns the unsubscribe. */
export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const show = (type: ToastType) => (message: string, options: ToastOptions = {}): string => {
  if (live) return live[type](message, options);
  // The store numbers its own ids; these differ from them, so both can be in the stack at once.
  const id = options.id ?? `toast-early-${++early}`;
  waiting.push((api) => api[type](message, { ...options, id }));
  loadToasts().catch((error: unknown) => console.error('feedback: the toasts could not load', error));
  notify();
  return id;
};

/** The app's toasts: the store's API once loaded, until then a queue that loads it. */
export const toast: ToastApi = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  dismiss(id) {
    if (live) live.dismiss(id);
    else if (waiting.length > 0) waiting.push((api) => api.dismiss(id));
  },
};
