/**
 * What the Toaster shows once there are toasts (toaster.tsx loads it with the first one, with the
 * app's store): the visible stack and the lines of its live regions.
 */
import type { TFunction } from '../i18n';
import { useStore } from '../store';
import { visibleToasts } from './toast-store';
import type { ToastStore } from './toast-store';
import { toastStore } from './toast-live';
import { ToastStack } from './toast-stack';

/** px between toasts when the stack is expanded. */
export const TOAST_GAP_PX = 12;

interface ViewProps {
  /** Default the app's `toastStore`. */
  store?: ToastStore;
  t: TFunction;
}

/** The visible stack: the `limit` newest toasts of the store. */
export function ToastStackView({ store = toastStore, limit, expanded, t }: ViewProps & { limit: number; expanded: boolean }) {
  const state = useStore(store);
  return <ToastStack shown={visibleToasts(state, limit)} total={state.toasts.length} store={store} expanded={expanded} gap={TOAST_GAP_PX} t={t} />;
}

/** One line per active toast of one politeness, for the live region the Toaster keeps. */
export function Announcements({ store = toastStore, live, t }: ViewProps & { live: 'polite' | 'assertive' }) {
  const { toasts } = useStore(store);
  return toasts
    .filter((toast) => !toast.closing && (toast.type === 'error') === (live === 'assertive'))
    .map((toast) => (
      <p key={`${toast.id}:${toast.version}`}>
        {`${t(`feedback.toast.kind.${toast.type}`)}: ${toast.message}${toast.description ? `. ${toast.description}` : ''}`}
        {toast.action ? `. ${t('feedback.toast.actionHint', { label: toast.action.label })}` : null}
      </p>
    ));
}
