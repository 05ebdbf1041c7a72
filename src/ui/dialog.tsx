import { useId, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../lib/i18n';
import { IconButton } from './button';
import { focusableIn } from './focus';
import { cx } from './utils';

export interface DialogProps {
  open: boolean;
  /** Asked to close: Esc, the close button, a backdrop click. The owner sets `open` to false. */
  onClose(): void;
  /** The heading, which names the dialog (`aria-labelledby`). */
  title: ReactNode;
  /** A line under the title that describes the dialog (`aria-describedby`). */
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, at the end of the dialog. */
  footer?: ReactNode;
  /** Receives focus on open; default the first focusable of the body, then of the footer. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** A click on the backdrop closes. Default `true`. */
  dismissible?: boolean;
  /** Esc closes. Default `true`. */
  closeOnEscape?: boolean;
  /** The × button in the header. Default `true`. */
  closeButton?: boolean;
  /** Width: `sm` 24rem, `md` 32rem (default), `lg` 48rem. */
  size?: 'sm' | 'md' | 'lg';
  /** `alertdialog` for confirmations that interrupt. Default `dialog`. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/** Opens modally where the platform can, else (test DOMs) just sets `open`. */
function show(dialog: HTMLDialogElement) {
  if (dialog.open) return;
  try {
    if (typeof dialog.showModal === 'function') {
      dialog.showModal();
      return;
    }
  } catch (error) {
    console.warn('Dialog: showModal failed, opening without modality', error);
  }
  dialog.setAttribute('open', '');
}

/**
 * A modal dialog on the native `<dialog>`: focus moves in on open and returns to the opener on
 * close, Tab and Shift+Tab cycle inside, Esc and a backdrop click ask to close.
 */
export function Dialog({
  open, onClose, title, description, children, footer, initialFocus, dismissible = true,
  closeOnEscape = true, closeButton = true, size = 'md', role, className,
}: DialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    show(dialog);
    const sections = dialog.querySelectorAll('.dialog__body, .dialog__footer');
    const first = [...sections].flatMap((s) => focusableIn(s))[0];
    (initialFocus?.current ?? first ?? dialog).focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
    // Once per opening: a re-render with a new initialFocus must not pull focus back.
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const dialog = ref.current;
    if (!dialog || !(event.target instanceof Node) || !dialog.contains(event.target)) return;
    if (event.key === 'Escape') {
      // Handled here (not left to the native close request) so the owner's state decides.
      event.preventDefault();
      event.stopPropagation();
      if (closeOnEscape) onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusableIn(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
      dialog.focus();
    } else if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || active === dialog)) {
      event.preventDefault();
      first.focus();
    }
  };

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const onBackdrop = event.target === ref.current && pressedOnBackdrop.current;
    pressedOnBackdrop.current = false;
    if (onBackdrop && dismissible) onClose();
  };

  return createPortal(
    <dialog
      ref={ref}
      role={role}
      className={cx('dialog', className)}
      data-size={size}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={(event) => { event.preventDefault(); if (closeOnEscape) onClose(); }}
      onPointerDown={(event) => { pressedOnBackdrop.current = event.target === ref.current; }}
      onClick={onClick}
    >
      <div className="dialog__panel">
        <header className="dialog__header">
          <div className="dialog__heading">
            <h2 id={titleId} className="dialog__title">{title}</h2>
            {description && <p id={descriptionId} className="dialog__description">{description}</p>}
          </div>
          {closeButton && (
            <IconButton tooltip={false} size="sm" icon="close" label={t('ui.dialog.close')} className="dialog__close" onClick={onClose} />
          )}
        </header>
        {children && <div className="dialog__body">{children}</div>}
        {footer && <footer className="dialog__footer">{footer}</footer>}
      </div>
    </dialog>,
    document.body,
  );
}
