/**
 * "Undo" after a decision: the success toast carries the button for UNDO_WINDOW_MS, and `u` does
 * the same while that toast shows, wherever the admin went meanwhile in the review screens (the
 * next item after auto-advance, the queue).
 */
import { toast, toastStore } from '../../../lib/feedback';
import { useMay } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';
import { useShortcuts } from '../../../lib/shortcuts';
import { createStore } from '../../../lib/store';

/** How long a decision's toast offers Undo; the server allows a little more for the request's way. */
export const UNDO_WINDOW_MS = 10_000;

interface UndoOffer {
  toastId: string;
  undo(): void;
}

const offer = createStore<UndoOffer | null>(null);

/**
 * Shows `message` as a success toast whose button (`label`) calls `undo`, for UNDO_WINDOW_MS; the
 * newest offer is the one `u` takes. Returns the toast's id.
 */
export function offerUndo(message: string, label: string, undo: () => void): string {
  const toastId = toast.success(message, { duration: UNDO_WINDOW_MS, action: { label, onClick: undo } });
  const current: UndoOffer = { toastId, undo };
  offer.set(current);
  const stop = toastStore.subscribe(() => {
    if (toastStore.get().toasts.some((one) => one.id === toastId && !one.closing)) return;
    stop();
    offer.set((now) => (now === current ? null : now));
  });
  return toastId;
}

/** Takes the offer up, as the toast's button would; false when none is showing. */
export function takeUndoOffer(): boolean {
  const current = offer.get();
  if (!current) return false;
  offer.set(null);
  toast.dismiss(current.toastId);
  current.undo();
  return true;
}

/**
 * Binds `u` to the Undo of the decision toast showing now (a page of the review screens calls it).
 * Bound all the time for a role that decides, so the `?` help lists it; with no decision to take
 * back it says so. A role that does not decide has nothing to undo: the key stays unbound.
 */
export function useUndoShortcut(): void {
  const t = useT();
  const decides = useMay('reviews.decide');
  useShortcuts({
    u: () => {
      if (!takeUndoOffer()) toast.info(t('reviews.undo.nothing'));
    },
  }, { enabled: decides });
}
