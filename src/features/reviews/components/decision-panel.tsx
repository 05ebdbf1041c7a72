import { useId } from 'react';
import { useT } from '../../../lib/i18n';
import { Button, Card, CardHeader, ReadOnlyNotice, SwitchField } from '../../../ui';
import type { Decision, ReviewState } from '../api';

export interface DecisionPanelProps {
  state: ReviewState;
  /** The decision being sent. */
  busy: Decision | null;
  onApprove(): void;
  onReject(): void;
  autoAdvance: boolean;
  onAutoAdvanceChange(on: boolean): void;
  /** The staff role decides reviews; without it the panel says where the item stands and why nothing can be done here. */
  decides: boolean;
}

/**
 * Approve (one action) and reject (asks for a reason), told apart by icon, label, colour and fill
 * (styles/reviews.css, data-decision), with the keys that do the same; the
 * decision that is already the record's status is not offered again. The switch keeps the
 * admin's choice of moving on to the next pending item.
 */
export function DecisionPanel({ state, busy, onApprove, onReject, autoAdvance, onAutoAdvanceChange, decides }: DecisionPanelProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} className="decision-panel">
      <CardHeader title={t('reviews.details.decision.title')} titleId={titleId}
        description={t(`reviews.details.decision.now.${state.status}`)} />
      {state.status === 'rejected' && state.reason && (
        <p className="decision-panel__reason">
          <span className="decision-panel__reason-label">{t('reviews.details.decision.reason')}: </span><bdi>{state.reason}</bdi>
        </p>
      )}
      {!decides && <ReadOnlyNotice />}
      {decides && <>
      <div className="decision-panel__actions">
        <Button variant="primary" data-decision="approve" icon="check" aria-keyshortcuts="a" busy={busy === 'approved'}
          disabled={busy !== null || state.status === 'approved'} onClick={onApprove}>
          {t('reviews.details.decision.approve')}
        </Button>
        <Button variant="secondary" data-decision="reject" icon="x-circle" aria-keyshortcuts="r" busy={busy === 'rejected'}
          disabled={busy !== null || state.status === 'rejected'} onClick={onReject}>
          {t('reviews.details.decision.reject')}
        </Button>
      </div>
      <SwitchField className="decision-panel__switch" label={t('reviews.details.autoAdvance')} hint={t('reviews.details.autoAdvanceHint')}
        checked={autoAdvance} onChange={onAutoAdvanceChange} />
      </>}
    </Card>
  );
}
