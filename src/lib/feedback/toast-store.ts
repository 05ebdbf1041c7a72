/**
 * Toasts as a store without React: a pure reducer plus the timers that dismiss them, the app's
 * store and `toast`, its imperative API (`toast.success('Saved')`), usable anywhere, before or
 * after a Toaster mounts: a Toaster mounted late shows the toasts still active.
 */
import { createStore, type ReadableStore } from '../store';

export type ToastType = 'success' | 'error' | 'info';

export interface Toast {
  id: string;
  type: ToastType;
  /** Already translated text. */
  message: string;
  description?: string;
  /** The one button of the toast besides dismiss (Undo, Retry). */
  action?: ToastActionButton;
  /** Time shown in ms before it dismisses itself; `Infinity` keeps it until dismissed. */
  duration: number;
  /** Dismissed and playing its exit animation (removed TOAST_EXIT_MS later). */
  closing: boolean;
  /** Bumped on every in-place update, so views can announce the new text. */
  version: number;
}

/** A toast's button (Undo, Retry): clicking it runs `onClick`, then dismisses the toast. */
export interface ToastActionButton {
  /** Already translated text; the button's accessible name. */
  label: string;
  onClick(): void;
}

export interface ToastOptions {
  /** Reusing the id of an active toast updates it in place. Default: a new id. */
  id?: string;
  /** ms; default TOAST_DURATION_MS, ERROR_TOAST_DURATION_MS for errors. */
  duration?: number;
  description?: string;
  /** One button (Undo, Retry), reachable by Tab; the timer stops while the stack is hovered or focused. Default: none. */
  action?: ToastActionButton;
}

export const TOAST_DURATION_MS = 4000;
export const ERROR_TOAST_DURATION_MS = 6000;
/** Length of the exit animation in ms (styles/feedback.css). */
export const TOAST_EXIT_MS = 200;

export interface ToastState {
  /** Newest first. */
  toasts: readonly Toast[];
}

export type ToastAction =
  | { type: 'upsert'; toast: Omit<Toast, 'closing' | 'version'> }
  | { type: 'close'; id: string }
  | { type: 'remove'; id: string };

/** Pure transitions; an upsert of a known id keeps its place in the stack. */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'upsert': {
      const existing = state.toasts.find((t) => t.id === action.toast.id);
      if (!existing) return { toasts: [{ ...action.toast, closing: false, version: 0 }, ...state.toasts] };
      const updated: Toast = { ...action.toast, closing: false, version: existing.version + 1 };
      return { toasts: state.toasts.map((t) => (t === existing ? updated : t)) };
    }
    case 'close':
      if (!state.toasts.some((t) => t.id === action.id && !t.closing)) return state;
      return { toasts: state.toasts.map((t) => (t.id === action.id ? { ...t, closing: true } : t)) };
    case 'remove':
      if (!state.toasts.some((t) => t.id === action.id)) return state;
      return { toasts: state.toasts.filter((t) => t.id !== action.id) };
  }
}

/** The toasts a Toaster shows: the `limit` newest. */
export function visibleToasts(state: ToastState, limit: number): readonly Toast[] {
  return state.toasts.slice(0, Math.max(0, limit));
}

export interface ToastStore extends ReadableStore<ToastState> {
  dispatch(action: ToastAction): void;
  /** Shows or updates a toast and (re)starts its timer; returns its id. */
  show(type: ToastType, message: string, options?: ToastOptions): string;
  /** Starts the exit of one toast, or of all without an id. */
  dismiss(id?: string): void;
  /** Stops every timer, keeping the time left, until each `reason` given is resumed. */
  pause(reason: string): void;
  resume(reason: string): void;
}

interface Timer { remaining: number; startedAt: number; handle: ReturnType<typeof setTimeout> | null }

/** A toast store; timers are looked up on globalThis at call time (mock.timers friendly). */
export function createToastStore(): ToastStore {
  const state = createStore<ToastState>({ toasts: [] });
  let counter = 0;
  const timers = new Map<string, Timer>();
  const exits = new Map<string, ReturnType<typeof setTimeout>>();
  const pauses = new Set<string>();

  const run = (timer: Timer, id: string) => {
    if (pauses.size > 0 || !Number.isFinite(timer.remaining)) return;
    timer.startedAt = Date.now();
    timer.handle = globalThis.setTimeout(() => store.dismiss(id), Math.max(0, timer.remaining));
  };
  const stop = (timer: Timer) => {
    if (timer.handle === null) return;
    globalThis.clearTimeout(timer.handle);
    timer.handle = null;
    timer.remaining -= Date.now() - timer.startedAt;
  };
  const clearTimer = (id: string) => {
    const timer = timers.get(id);
    if (timer) stop(timer);
    timers.delete(id);
  };

  const active = (id: string) => state.get().toasts.some((t) => t.id === id && !t.closing);
  const store: ToastStore = {
    get: state.get,
    subscribe: state.subscribe,
    dispatch: (action) => state.set((current) => toastReducer(current, action)),
    show(type, message, options = {}) {
      const id = options.id ?? `toast-${++counter}`;
      const fallback = type === 'error' ? ERROR_TOAST_DURATION_MS : TOAST_DURATION_MS;
      const duration = options.duration !== undefined && options.duration >= 0 ? options.duration : fallback;
      const exit = exits.get(id);
      if (exit !== undefined) globalThis.clearTimeout(exit);
      exits.delete(id);
      clearTimer(id);
      const { description, action } = options;
      store.dispatch({ type: 'upsert', toast: { id, type, message, description, action, duration } });
      const timer: Timer = { remaining: duration, startedAt: 0, handle: null };
      timers.set(id, timer);
      run(timer, id);
      return id;
    },
    dismiss(id) {
      const ids = id === undefined ? state.get().toasts.map((t) => t.id) : [id];
      for (const one of ids) {
        if (!active(one)) continue;
        clearTimer(one);
        store.dispatch({ type: 'close', id: one });
        exits.set(one, globalThis.setTimeout(() => {
          exits.delete(one);
          store.dispatch({ type: 'remove', id: one });
        }, TOAST_EXIT_MS));
      }
    },
    pause(reason) {
      if (pauses.has(reason)) return;
      pauses.add(reason);
      if (pauses.size === 1) for (const timer of timers.values()) stop(timer);
    },
    resume(reason) {
      if (!pauses.delete(reason) || pauses.size > 0) return;
      for (const [id, timer] of timers) run(timer, id);
    },
  };
  return store;
}

/** What `toast` offers: raise a toast of each kind, or dismiss. */
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

/** The imperative API over a store. */
export function createToastApi(store: ToastStore): ToastApi {
  return {
    success: (message, options) => store.show('success', message, options),
    error: (message, options) => store.show('error', message, options),
    info: (message, options) => store.show('info', message, options),
    dismiss: (id) => store.dismiss(id),
  };
}

/** The app's toast store, shared by `toast` and `<Toaster>`. */
export const toastStore: ToastStore = createToastStore();

/** The app's toasts. */
export const toast: ToastApi = createToastApi(toastStore);
