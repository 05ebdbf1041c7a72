import { useI18n } from '../../../lib/i18n';
import { BulkBar, BulkReport, Button } from '../../../ui';
import type { Selection } from '../../../lib/list';
import type { ReviewKind } from '../api';
import { RejectDialog } from './reject-dialog';
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

/** The selection's actions (approve, reject with one reason), their progress and their report. */
export function QueueBulkBar({ kind, selection, state, onApprove, onDismiss, rejecting, onReject, onRejectSubmit, onRejectClose }: QueueBulkProps) {
  const { t } = useI18n();
  const running = state.phase === 'running';
  return (
    <>
      <BulkBar
        count={selection.count}
        onClear={selection.clear}
        progress={running ? { ...state.progress, label: t(`reviews.bulk.running.${state.decision}`) } : null}
      >
        <Button size="sm" variant="primary" data-decision="approve" icon="check" onClick={onApprove}>
          {t('reviews.bulk.approve')}
        </Button>
        <Button size="sm" variant="secondary" data-decision="reject" icon="x-circle" onClick={onReject}>
          {t('reviews.bulk.reject')}
        </Button>
      </BulkBar>
      {state.phase === 'done' && (
        <BulkReport
          title={t(`reviews.bulk.report.${state.decision}`)}
          succeeded={state.succeeded}
          failed={state.failed}
          onDismiss={onDismiss}
        />
      )}
      <RejectDialog kind={kind} open={rejecting > 0} count={Math.max(1, rejecting)} onClose={onRejectClose} onSubmit={onRejectSubmit} />
    </>
  );
}
