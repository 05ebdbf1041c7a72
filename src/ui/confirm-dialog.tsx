import { useRef, useState, type ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What will happen, in a sentence; describes the dialog. */
  message?: ReactNode;
  /** Extra content under the message, e.g. a reason field (it then gets the first focus). */
  children?: ReactNode;
  /** Default "Confirm". */
  confirmLabel?: string;
  /** Default "Cancel". */
  cancelLabel?: string;
  /** `danger` for destructive actions: a red confirm button, and Cancel gets the first focus. */
  tone?: 'primary' | 'danger';
  /** Confirming is in progress: the confirm button spins and nothing closes the dialog. */
  busy?: boolean;
  /** May return a promise: the dialog shows busy until it settles. */
  onConfirm(): void | Promise<unknown>;
  onCancel(): void;
}

/** Asks before an action: destructive ones, leaving unsaved changes. An `alertdialog`. */
export function ConfirmDialog({
  open, title, message, children, confirmLabel, cancelLabel, tone = 'primary', busy = false, onConfirm, onCancel,
}: ConfirmDialogProps) {
  const t = useT();
  const [pending, setPending] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const working = busy || pending;

  const confirm = () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) return;
    setPending(true);
    result.then(
      () => setPending(false),
      (error: unknown) => {
        console.error('ConfirmDialog: the confirmed action failed', error);
        setPending(false);
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      role="alertdialog"
      size="sm"
      dismissible={!working}
      closeOnEscape={!working}
      closeButton={false}
      initialFocus={children ? undefined : tone === 'danger' ? cancelRef : confirmRef}
      footer={(
        <>
          <Button ref={cancelRef} variant="secondary" disabled={working} onClick={onCancel}>
            {cancelLabel ?? t('ui.dialog.cancel')}
          </Button>
          <Button ref={confirmRef} variant={tone === 'danger' ? 'danger' : 'primary'} busy={working} onClick={confirm}>
            {confirmLabel ?? t('ui.dialog.confirm')}
          </Button>
        </>
      )}
    >
      {children}
    </Dialog>
  );
}
