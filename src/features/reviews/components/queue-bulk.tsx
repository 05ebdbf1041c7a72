import { lazyPart } from '../../../lib/lazy';
import type { Selection } from '../../../lib/list';
import type { ReviewKind } from '../api';
import type { QueueBulkState } from './use-queue-bulk';

export interface QueueBulkProps {
  kind: ReviewKind;
  selection: Selection;
  state: QueueBulkState;
  /** Asks to approve the selected rows (the page confirms first). */
  onApprove(): void;
  onDismiss(): void;
  /** The reject dialog (for the selection or the keyboard's row) is open with this many rows. */
  rejecting: number;
  onReject(): void;
  onRejectSubmit(reason: string): void;
  onRejectClose(): void;
}

/**
 * The selection's actions (approve, reject with one reason), their progress and their report
 * (queue-bulk-bar.tsx), loaded with the first selected row, run or rejection: most visits select
 * nothing. Until then it renders nothing, as the bar does without a selection.
 */
export const QueueBulk = lazyPart<QueueBulkProps>(
  () => import('./queue-bulk-bar').then((m) => m.QueueBulkBar),
  (p) => p.selection.count > 0 || p.state.phase !== 'idle' || p.rejecting > 0,
);
