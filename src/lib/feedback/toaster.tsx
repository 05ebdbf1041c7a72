import { useT } from '../i18n';
import type { TFunction } from '../i18n';
import type { ToastPosition } from '../settings';
import { onDemand, useOnDemand } from '../on-demand';
import { useStore } from '../store';
import { visibleToasts } from './toast-store';
import type { Toast, ToastStore } from './toast-store';
import { toastStore } from './toast';

/** px between toasts when the stack is expanded. */
export const TOAST_GAP_PX = 12;

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

const stack = onDemand(() => import('./toast-stack'));

/** Loads the visible stack now rather than with the first toast (tests, idle time). */
export const preloadToaster = (): Promise<unknown> => stack.load();

function Announcer({ toasts, live, t }: { toasts: readonly Toast[]; live: 'polite' | 'assertive'; t: TFunction }) {
  return (
    <div className="sr-only" aria-live={live} aria-relevant="additions text">
      {toasts.map((toast) => (
        <p key={`${toast.id}:${toast.version}`}>
          {`${t(`feedback.toast.kind.${toast.type}`)}: ${toast.message}${toast.description ? `. ${toast.description}` : ''}`}
          {toast.action ? `. ${t('feedback.toast.actionHint', { label: toast.action.label })}` : null}
        </p>
      ))}
    </div>
  );
}

/**
 * Shows the toasts of a store (active ones too when mounted late), stacked at `position`. The live
 * regions are there from the start; the visible stack (toast-stack.tsx) loads with the first toast.
 */
export function Toaster({ position = 'bottom-right', visibleToasts: limit = 4, expanded = false, store = toastStore }: ToasterProps) {
  const t = useT();
  const state = useStore(store);
  const view = useOnDemand(stack, state.toasts.length > 0);
  const active = state.toasts.filter((toast) => !toast.closing);
  return (
    <section className="toaster" role="region" aria-label={t('feedback.toast.region')} aria-keyshortcuts="Alt+T" data-position={position}>
      {view ? (
        <view.ToastStack
          shown={visibleToasts(state, limit)}
          total={state.toasts.length}
          store={store}
          expanded={expanded}
          gap={TOAST_GAP_PX}
          t={t}
        />
      ) : null}
      <Announcer toasts={active.filter((toast) => toast.type !== 'error')} live="polite" t={t} />
      <Announcer toasts={active.filter((toast) => toast.type === 'error')} live="assertive" t={t} />
    </section>
  );
}
