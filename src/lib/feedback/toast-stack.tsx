import { useCallback, useEffect, useRef, useState } from 'react';
import type { CSSProperties, FocusEvent } from 'react';
import type { TFunction } from '../i18n';
// Type-only imports from the rest of feedback: this chunk holds the stack's own code and nothing else.
import type { Toast, ToastStore } from './toast-store';
import { ToastItem } from './toast-item';

export interface ToastStackProps {
  /** The toasts to show, newest first. */
  shown: readonly Toast[];
  /** How many toasts the store holds (shown or not). */
  total: number;
  store: ToastStore;
  expanded: boolean;
  /** px between toasts when expanded. */
  gap: number;
  t: TFunction;
}

/**
 * The visible stack of the Toaster (loaded with the first toast): the front toast with the others
 * peeking behind, fanned out on hover, focus or `expanded`. Timers pause while hovered, focused or
 * the page is hidden, so a toast's action button stays while it is being reached. Alt+T focuses the
 * newest toast (its action button, if it has one).
 */
export function ToastStack({ shown, total, store, expanded, gap, t }: ToastStackProps) {
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
    offset += (heights[toast.id] ?? 0) + gap;
    return item;
  });
  const front = shown[0];
  const listStyle = {
    '--front-height': `${front ? (heights[front.id] ?? 0) : 0}px`,
    '--stack-height': `${Math.max(0, offset - gap)}px`,
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
