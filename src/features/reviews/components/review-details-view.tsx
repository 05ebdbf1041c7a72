import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useMay } from '../../../lib/auth';
import { toast } from '../../../lib/feedback';
import { useT } from '../../../lib/i18n';
import { useCurrentLocation, useNavigate } from '../../../lib/router';
import { useShortcuts } from '../../../lib/shortcuts';
import { Badge, PresenceBar, ShortcutsHelp, type BadgeTone } from '../../../ui';
import { reviewStateOf, type ReviewKind, type ReviewRecord } from '../api';
import { nextPendingHref, useAutoAdvance } from './auto-advance';
import { DecisionPanel } from './decision-panel';
import { Moment } from './moment';
import { DetailsNav } from './details-nav';
import { REVIEW_PATHS, type QueueRef } from './from-queue';
import { ReviewHistory } from './review-history';
import { useQueueNeighbours } from './use-queue-neighbours';
import { useReviewDecision } from './use-review-decision';
import { RejectDialog } from './reject-dialog';
import { ConflictNotice } from './conflict-notice';
import { ClaimBanner } from './claim-banner';
import { useIsClaimedByOther, useReviewClaim } from './use-claims';
import { useUndoShortcut } from './undo-offer';
import { OthersChangeNotice, useOthersChange } from './others-change';

const TONES = { pending: 'warning', approved: 'success', rejected: 'error' } as const satisfies Record<string, BadgeTone>;

interface ReviewDetailsViewProps {
  kind: ReviewKind;
  id: string;
  record: ReviewRecord;
  name: string;
  queue: QueueRef | null;
  /** Focus the title once shown: the admin moved here from another record. */
  focusTitle: boolean;
  children: ReactNode;
}

/**
 * One record under review: its sections, the decision panel, the history; previous / next in the
 * queue it came from; `[` `]` `a` `r` `g p` `?`; after a decision, on to the next pending item
 * unless the admin turned that off or has meanwhile gone elsewhere. A staff role that does not
 * decide reviews reads it: no decision buttons, no a / r, no claim.
 */
export function ReviewDetailsView({ kind, id, record, name, queue, focusTitle, children }: ReviewDetailsViewProps) {
  const t = useT();
  const navigate = useNavigate();
  const neighbours = useQueueNeighbours(kind, id, queue);
  const decision = useReviewDecision(kind, id, record, name);
  const [autoAdvance, setAutoAdvance] = useAutoAdvance();
  const [rejecting, setRejecting] = useState(false);
  const state = reviewStateOf(kind, record);
  const decides = useMay('reviews.decide');
  // Only a reviewer claims: another role opening the item keeps no one else from deciding it.
  const claim = useReviewClaim(kind, id, decides && state?.status === 'pending');
  const isClaimedByOther = useIsClaimedByOther(kind);
  useUndoShortcut();
  const othersChange = useOthersChange(kind, id);
  const title = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusTitle) title.current?.focus();
  }, [id, focusTitle]);

  // On a 409 the dialog closes (the admin has to see the record as it is now) and the reason
  // typed stays here: the conflict notice shows it and the dialog opens with it again.
  const [keptReason, setKeptReason] = useState('');
  useEffect(() => setKeptReason(''), [id]);

  const whereNow = useCurrentLocation();
  /**
   * On to the next pending item, only while the admin is still on `from`, the item decided: Back,
   * the navigation or [ ] during a slow save or lookup are where the admin chose to go.
   */
  const moveOn = async (from: string) => {
    if (!autoAdvance) return;
    try {
      const href = await nextPendingHref(kind, id, queue, neighbours.next, isClaimedByOther);
      if (whereNow().pathname !== from) return;
      if (href) navigate(href);
      else toast.info(t('reviews.details.queueEmpty'));
    } catch (error) {
      console.error('reviews: could not find the next pending item', error);
    }
  };
  const approve = async () => {
    const from = whereNow().pathname;
    if (await decision.decide('approved') === 'decided') await moveOn(from);
  };
  const reject = async (reason: string) => {
    const from = whereNow().pathname;
    const outcome = await decision.decide('rejected', reason);
    // Another failure keeps the dialog open with the reason typed.
    if (outcome === 'failed') return;
    setRejecting(false);
    setKeptReason(outcome === 'conflict' ? reason : '');
    if (outcome === 'decided') await moveOn(from);
  };
  const canApprove = state !== null && state.status !== 'approved' && decision.busy === null;
  const canReject = state !== null && state.status !== 'rejected' && decision.busy === null;

  useShortcuts({
    '[': () => { if (neighbours.previous) navigate(neighbours.previous.href); },
    ']': () => { if (neighbours.next) navigate(neighbours.next.href); },
    ...(decides ? {
      a: () => { if (canApprove) void approve(); },
      r: () => { if (canReject) setRejecting(true); },
    } : {}),
    'g p': () => navigate(queue?.tab === 'pending' ? queue.href : REVIEW_PATHS[kind].queue('pending')),
  }, { enabled: !rejecting });

  return (
    <div className="page review-details">
      <DetailsNav neighbours={neighbours} backHref={queue?.href ?? REVIEW_PATHS[kind].queue('pending')}
        backLabel={t(`reviews.details.back.${queue?.tab ?? 'pending'}`)} />
      <header className="review-details__header">
        <div className="review-details__heading">
          <h1 ref={title} tabIndex={-1} className="page__title"><bdi>{name}</bdi></h1>
          {state && <Badge dot tone={TONES[state.status]}>{t(`reviews.details.status.${state.status}`)}</Badge>}
        </div>
        {state && <p className="review-details__submitted">{t('reviews.details.submitted')} <Moment at={state.submittedAt} /></p>}
        <ShortcutsHelp sections={['details', 'general']} button />
        <PresenceBar kind={kind} id={id} />
      </header>
      <ClaimBanner claim={claim} decides={decides} />
      {/* One notice at a time: a refused decision's says who changed the item first, so the live one would repeat it. */}
      {decision.conflict && (
        <ConflictNotice conflict={decision.conflict} status={state?.status ?? null} reason={keptReason}
          onDismiss={decision.dismissConflict} />
      )}
      <div className="others-change-region" role="status">
        {othersChange.change && !decision.conflict && (
          <OthersChangeNotice kind={kind} change={othersChange.change} onDismiss={othersChange.dismiss} />
        )}
      </div>
      <div className="review-details__grid">
        <div className="review-details__main">{children}</div>
        <div className="review-details__side">
          {state
            ? <DecisionPanel state={state} busy={decision.busy} onApprove={() => void approve()} onReject={() => setRejecting(true)}
                autoAdvance={autoAdvance} onAutoAdvanceChange={setAutoAdvance} decides={decides} />
            : <p className="review-details__none">{t('reviews.details.noCertification')}</p>}
          {state && <ReviewHistory history={state.history} submittedAt={state.submittedAt} />}
        </div>
      </div>
      <RejectDialog kind={kind} open={decides && rejecting} busy={decision.busy === 'rejected'} initialReason={keptReason}
        onClose={() => setRejecting(false)} onSubmit={(reason) => void reject(reason)} />
    </div>
  );
}
