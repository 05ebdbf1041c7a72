/**
 * `<Toaster>`: the labelled region the toasts of a store show in, stacked at `position`, with one
 * polite and one assertive live region that announce each toast as it comes (errors assertively).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CSSProperties, FocusEvent } from 'react';
import { useT, type TFunction } from '../i18n';
import type { ToastPosition } from '../settings';
import { useStore } from '../store';
import { ToastItem } from './toast-item';
import { toastStore, visibleToasts, type Toast, type ToastStore } from './toast-store';

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

/** Shows the toasts of a store (active ones too when mounted late) and announces each one. */
export function Toaster({ position = 'bottom-right', visibleToasts: limit = 4, expanded = false, store = toastStore }: ToasterProps) {
  const t = useT();
  const state = useStore(store);
  const live = (politeness: 'polite' | 'assertive') => (
    <div className="sr-only" aria-live={politeness} aria-relevant="additions text">
      {state.toasts
        .filter((toast) => !toast.closing && (toast.type === 'error') === (politeness === 'assertive'))
        .map((toast) => (
          <p key={`${toast.id}:${toast.version}`}>
            {`${t(`feedback.toast.kind.${toast.type}`)}: ${toast.message}${toast.description ? `. ${toast.description}` : ''}`}
            {toast.action ? `. ${t('feedback.toast.actionHint', { label: toast.action.label })}` : null}
          </p>
        ))}
    </div>
  );
  return (
    <section className="toaster" role="region" aria-label={t('feedback.toast.region')} aria-keyshortcuts="Alt+T" data-position={position}>
      <ToastStack shown={visibleToasts(state, limit)} total={state.toasts.length} store={store} expanded={expanded} t={t} />
      {live('polite')}
      {live('assertive')}
    </section>
  );
}

interface ToastStackProps {
  /** The toasts to show, newest first. */
  shown: readonly Toast[];
  /** How many toasts the store holds (shown or not). */
  total: number;
  store: ToastStore;
  expanded: boolean;
  t: TFunction;
}

/**
 * The visible stack: the front toast with the others peeking behind, fanned out on hover, focus or
 * `expanded`. Timers pause while hovered, focused or
 * the page is hidden, so a toast's action button stays while it is being reached. Alt+T focuses the
 * newest toast (its action button, if it has one).
 */
function ToastStack({ shown, total, store, expanded, t }: ToastStackProps) {
  const [heights, setHeights] = useState<Record<string, number>>({});
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);

  const onHeight = useCallback((id: string, height: number) => {
    setHeights((current) => (current[id] === height ? current : { ...current, [id]: height }));
  }, []);
  const onAction = useCallback((toast: Toast) => {
    try {
      toast.action?.onClick();
    } finally {
      store.dismiss(toast.id);
    }
  }, [store]);

  useEffect(() => {
    const sync = () => (document.hidden ? store.pause('hidden') : store.resume('hidden'));
    sync();
    document.addEventListener('visibilitychange', sync);
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.code !== 'KeyT') return;
      // The newest toast's button when it has one (its Undo is what the visitor came for), else the toast.
      const first = listRef.current?.querySelector<HTMLElement>('.toast');
      (first?.querySelector<HTMLElement>('.toast-action') ?? first)?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('visibilitychange', sync);
      document.removeEventListener('keydown', onKey);
      for (const reason of ['hidden', 'hover', 'focus']) store.resume(reason);
    };
  }, [store]);

  useEffect(() => (hovered ? store.pause('hover') : store.resume('hover')), [hovered, store]);
  useEffect(() => (focused ? store.pause('focus') : store.resume('focus')), [focused, store]);
  useEffect(() => {
    if (total > 0) return;
    setHovered(false);
    setFocused(false);
    setHeights({});
  }, [total]);

  const onBlur = (event: FocusEvent<HTMLOListElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(false);
  };

  let offset = 0;
  const items = shown.map((toast, index) => {
    const item = (
      <ToastItem
        key={toast.id}
        toast={toast}
        index={index}
        offset={offset}
        count={shown.length}
        kindLabel={t(`feedback.toast.kind.${toast.type}`)}
        dismissLabel={t('feedback.toast.dismiss')}
        onAction={onAction}
        onDismiss={store.dismiss}
        onHeight={onHeight}
      />
    );
    offset += (heights[toast.id] ?? 0) + TOAST_GAP_PX;
    return item;
  });
  const front = shown[0];
  const listStyle = {
    '--front-height': `${front ? (heights[front.id] ?? 0) : 0}px`,
    '--stack-height': `${Math.max(0, offset - TOAST_GAP_PX)}px`,
  } as CSSProperties;

  return (
    <ol
      ref={listRef}
      className="toaster-list"
      data-expanded={expanded || hovered || focused ? 'true' : 'false'}
      style={listStyle}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {items}
    </ol>
  );
}
