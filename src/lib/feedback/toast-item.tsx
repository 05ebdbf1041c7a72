import { useLayoutEffect, useRef } from 'react';
import type { CSSProperties, KeyboardEvent } from 'react';
import type { Toast, ToastType } from './toast-store';

export interface ToastItemProps {
  toast: Toast;
  /** 0 is the front of the stack. */
  index: number;
  /** px from the front edge of the stack when expanded. */
  offset: number;
  count: number;
  kindLabel: string;
  dismissLabel: string;
  /** Runs the toast's action; the stack dismisses the toast after it. */
  onAction(toast: Toast): void;
  onDismiss(id: string): void;
  onHeight(id: string, height: number): void;
}

const ICONS: Record<ToastType, string> = {
  success: 'M9 12l2 2 4-4',
  error: 'M15 9l-6 6M9 9l6 6',
  info: 'M12 16v-4M12 8h.01',
};

function Icon({ type }: { type: ToastType }) {
  return (
    <svg className="toast-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d={ICONS[type]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * One toast of the Toaster's stack: its kind's icon, message, description, action button if it has
 * one and dismiss button; Esc dismisses it. Reports its height so the Toaster can fan the stack out.
 */
export function ToastItem(props: ToastItemProps) {
  const { toast, index, offset, count, onDismiss, onHeight } = props;
  const ref = useRef<HTMLLIElement>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Toasts behind the front one are clipped to its height while collapsed; measure them unclipped.
    const measure = () => {
      element.style.blockSize = 'auto';
      const height = element.offsetHeight;
      element.style.blockSize = '';
      onHeight(toast.id, height);
    };
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [toast.id, toast.message, toast.description, toast.action?.label, onHeight]);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onDismiss(toast.id);
  };

  const style = {
    '--toast-index': index,
    '--toast-offset': `${offset}px`,
    zIndex: count - index,
  } as CSSProperties;

  return (
    <li
      ref={ref}
      className="toast"
      data-type={toast.type}
      data-state={toast.closing ? 'closing' : 'open'}
      data-front={index === 0 ? 'true' : undefined}
      tabIndex={0}
      style={style}
      onKeyDown={onKeyDown}
    >
      <Icon type={toast.type} />
      <div className="toast-content">
        <p className="toast-message">
          <span className="sr-only">{`${props.kindLabel}: `}</span>
          {toast.message}
        </p>
        {toast.description ? <p className="toast-description">{toast.description}</p> : null}
      </div>
      {toast.action ? (
        <button type="button" className="btn toast-action" data-variant="soft" data-size="sm" onClick={() => props.onAction(toast)}>
          {toast.action.label}
        </button>
      ) : null}
      <button type="button" className="toast-close" aria-label={props.dismissLabel} onClick={() => onDismiss(toast.id)}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M18 6L6 18M6 6l12 12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}
