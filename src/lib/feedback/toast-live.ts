/**
 * The app's toast store, created with the first toast (toast.ts loads it through toast-view.tsx)
 * or by whatever imports it, and handed to `toast` as soon as this module runs.
 */
import { createToastStore } from './toast-store';
import type { ToastStore } from './toast-store';
import { attachToasts, type ToastApi } from './toast';

/** The app's toast store, shared by `toast` and `<Toaster>`. */
export const toastStore: ToastStore = createToastStore();

/** The imperative API over a store. */
export function createToastApi(store: ToastStore): ToastApi {
  return {
    success: (message, options) => store.show('success', message, options),
    error: (message, options) => store.show('error', message, options),
    info: (message, options) => store.show('info', message, options),
    dismiss: (id) => store.dismiss(id),
  };
}

attachToasts(createToastApi(toastStore));
