/** A value outside React that can be read, replaced and watched: the core of every app store. */

/** Called after each change of a store's state. */
export type Listener = () => void;

/** What a view needs from a store: the state now, and word of each change. */
export interface ReadableStore<S> {
  /** The current state: the same value until it changes. */
  get(): S;
  /** Calls `listener` after each change; returns the function that stops it. */
  subscribe(listener: Listener): () => void;
}

/** A store made by `createStore`. */
export interface Store<S> extends ReadableStore<S> {
  /**
   * Replaces the state, or maps it with a function of the previous one (so a state that is itself a
   * function has to be set through one). Listeners run only when the result is not `Object.is` the
   * current state.
   */
  set(next: S | ((previous: S) => S)): void;
}

/** Options of `createStore`. */
export interface StoreOptions {
  /**
   * Called with true when the first listener subscribes and with false when the last one leaves: a
   * store can follow a source (an OS setting) only while someone watches it. Default: none.
   */
  onWatch?(watched: boolean): void;
}

const isUpdater = <S>(next: S | ((previous: S) => S)): next is (previous: S) => S => typeof next === 'function';

/** A store holding `initial` until `set`. */
export function createStore<S>(initial: S, options: StoreOptions = {}): Store<S> {
  let state = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => state,
    set(next) {
      const value = isUpdater(next) ? next(state) : next;
      if (Object.is(value, state)) return;
      state = value;
      // A copy: a listener may unsubscribe itself or another one while they run.
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      if (!listeners.has(listener) && listeners.add(listener).size === 1) options.onWatch?.(true);
      return () => {
        if (listeners.delete(listener) && listeners.size === 0) options.onWatch?.(false);
      };
    },
  };
}
