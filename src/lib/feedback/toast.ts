import { createToastStore } from './toast-store';
import type { ToastOptions, ToastStore } from './toast-store';

/** The app's toast store, shared by `toast` and `<Toaster>`. */
export const toastStore: ToastStore = createToastStore();

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

/** `toast.success('Saved')`, usable anywhere, before or after a Toaster mounts. */
export const toast: ToastApi = createToastApi(toastStore);
