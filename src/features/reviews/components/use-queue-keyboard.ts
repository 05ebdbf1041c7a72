import { useShortcuts } from '../../../lib/shortcuts';

export interface QueueKeyboard {
  /** Moves the current row by `delta` and returns its id. */
  move(delta: number): string | null;
  /** Focuses a row's element (roving focus: the row is announced). */
  focusRow(id: string): void;
  activeId: string | null;
  open(id: string): void;
  toggle(id: string): void;
  approve(): void;
  reject(): void;
  focusSearch(): void;
  toPending(): void;
  showHelp(): void;
  /** Off while a dialog of the queue is open. */
  enabled: boolean;
  /** The staff role decides reviews: without it, x, a and r are not bound (the `?` help says so). */
  decides: boolean;
  /**
   * A decision is on its way: a and r wait for it (one run at a time, one report). The other keys
   * stay: its rows left at once, and the admin goes on from the row shown focused.
   */
  deciding: boolean;
}

/**
 * The queue's keys (PRODUCT.md "Review work"): j / k next and previous row, Enter or o open it,
 * x select it, a approve, r reject, / search, g then p the pending tab, ? this list of keys.
 * lib/shortcuts keeps them quiet while the admin types or a dialog is open.
 */
export function useQueueKeyboard(k: QueueKeyboard): void {
  const step = (delta: number) => () => {
    const id = k.move(delta);
    if (id !== null) k.focusRow(id);
  };
  const onActive = (action: (id: string) => void) => () => {
    if (k.activeId !== null) action(k.activeId);
  };
  useShortcuts({
    j: step(1),
    k: step(-1),
    Enter: onActive(k.open),
    o: onActive(k.open),
    ...(k.decides ? {
      x: onActive(k.toggle),
      a: () => {
        if (!k.deciding) k.approve();
      },
      r: () => {
        if (!k.deciding) k.reject();
      },
    } : {}),
    '/': k.focusSearch,
    'g p': k.toPending,
    '?': k.showHelp,
  }, { enabled: k.enabled });
}
