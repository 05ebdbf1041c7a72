// store owns state kept outside React: `createStore` (get, set, subscribe; listeners run only on a
// real change) under every app store (toasts, progress bar, settings, i18n), and `useStore`, the
// one hook that reads a store or a part of it through useSyncExternalStore. A store with
// transitions keeps a pure reducer and dispatches with `set((state) => reducer(state, action))`.
// The auth state is not here: it is the AuthProvider's useReducer machine.
export { createStore, type Listener, type ReadableStore, type Store, type StoreOptions } from './create-store';
export { useStore } from './use-store';
