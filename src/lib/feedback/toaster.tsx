import { useSyncExternalStore } from 'react';
import { useT } from '../i18n';
import type { ToastPosition } from '../settings';
import { onDemand, useOnDemand } from '../on-demand';
import type { ToastStore } from './toast-store';
import { loadToasts, subscribeToasts, toastsRaised } from './toast';

export interface ToasterProps {
  /** Default `bottom-right`; left/right mirror in RTL. */
  position?: ToastPosition;
  /** How many toasts show at once. Default 4. */
  visibleToasts?: number;
  /** Always fan the stack out. Default false: collapsed until hovered or focused. */
  expanded?: boolean;
  /** Default the app's `toastStore`. */
  store?: ToastStore;
}

const view = onDemand(loadToasts);

/** Loads the toasts' view and the app's store now rather than with the first toast (tests). */
export const preloadToaster = (): Promise<unknown> => view.load();

/**
 * Shows the toasts of a store (active ones too when mounted late), stacked at `position`. The region
 * and its live regions are there from the start, so what comes into them is announced; what shows
 * the toasts (toast-view.tsx, with the app's store) loads with the first toast, or at once for a
 * `store` of its own.
 */
export function Toaster({ position = 'bottom-right', visibleToasts: limit = 4, expanded = false, store }: ToasterProps) {
  const t = useT();
  const raised = useSyncExternalStore(subscribeToasts, toastsRaised, toastsRaised);
  const loaded = useOnDemand(view, raised || store !== undefined);
  const live = (politeness: 'polite' | 'assertive') => (
    <div className="sr-only" aria-live={politeness} aria-relevant="additions text">
      {loaded && <loaded.Announcements store={store} live={politeness} t={t} />}
    </div>
  );
  return (
    <section className="toaster" role="region" aria-label={t('feedback.toast.region')} aria-keyshortcuts="Alt+T" data-position={position}>
      {loaded && <loaded.ToastStackView store={store} limit={limit} expanded={expanded} t={t} />}
      {live('polite')}
      {live('assertive')}
    </section>
  );
}
