import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { CSSProperties, FocusEvent } from 'react';
import { useT } from '../i18n';
import type { ToastPosition } from '../settings';
import { visibleToasts } from './toast-store';
import type { Toast, ToastStore } from './toast-store';
import { toastStore } from './toast';
import { ToastItem } from './toast-item';

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

function Announcer({ toasts, live, t }: { toasts: readonly Toast[]; live: 'polite' | 'assertive'; t: (key: string) => string }) {
  return (
    <div className="sr-only" aria-live={live} aria-relevant="additions text">
      {toasts.map((toast) => (
        <p key={`${toast.id}:${toast.version}`}>
          {`${t(`feedback.toast.kind.${toast.type}`)}: ${toast.message}${toast.description ? `. ${toast.description}` : ''}`}
        </p>
      ))}
    </div>
  );
}

/**
 * Shows the toasts of a store (active ones too when mounted late), stacked at `position`: the
 * front toast with the others peeking behind, fanned out on hover, focus or `expanded`. Timers
 * pause while hovered, focused or the page is hidden. Alt+T focuses the newest toast.
 */
export function Toaster({ position = 'bottom-right', visibleToasts: limit = 4, expanded = false, store = toastStore }: ToasterProps) {
  const t = useT();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const [heights, setHeights] = useState<Record<string, number>>({});
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const shown = visibleToasts(state, limit);

  const onHeight = useCallback((id: string, height: number) => {
    setHeights((current) => (current[id] === height ? current : { ...current, [id]: height }));
  }, []);

  useEffect(() => {
    const sync = () => (document.hidden ? store.pause('hidden') : store.resume('hidden'));
    sync();
    document.addEventListener('visibilitychange', sync);
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.code !== 'KeyT') return;
      const first = listRef.current?.querySelector<HTMLElement>('.toast');
      if (first) first.focus();
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
    if (state.toasts.length > 0) return;
    setHovered(false);
    setFocused(false);
    setHeights({});
  }, [state.toasts.length]);

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
  const active = state.toasts.filter((toast) => !toast.closing);

  return (
    <section className="toaster" role="region" aria-label={t('feedback.toast.region')} aria-keyshortcuts="Alt+T" data-position={position}>
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
      <Announcer toasts={active.filter((toast) => toast.type !== 'error')} live="polite" t={t} />
      <Announcer toasts={active.filter((toast) => toast.type === 'error')} live="assertive" t={t} />
    </section>
  );
}
