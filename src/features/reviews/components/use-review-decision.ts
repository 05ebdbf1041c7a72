import { useEffect, useRef, useState } from 'react';
import { useAuth } from '../../../lib/auth';
import { toast } from '../../../lib/feedback';
import { useI18n } from '../../../lib/i18n';
import { useQueryClient, type QueryEndpoint } from '../../../lib/query';
import { useErrorMessage } from '../../../ui';
import {
  REVIEW_QUERIES, conflictOf, decide, decisionTags, reviewStateOf,
  type Decision, type ReviewKind, type ReviewRecord,
} from '../api';
import { changeSince, type ReviewChange } from '../review-state';
import { offerUndo } from './undo-offer';
import { undoOne } from './undo-run';

/** A decision refused because the record changed first (a 409), as the conflict notice tells it. */
export interface ReviewConflict {
  /** What happened, read from the record the server answered; null when it sent none. */
  change: ReviewChange | null;
  /** The change was the admin's own, from another tab or window. */
  mine: boolean;
}

/** How a decision ended: taken, refused because someone decided first (409), or failed otherwise. */
export type DecisionOutcome = 'decided' | 'conflict' | 'failed';

export interface ReviewDecision {
  /**
   * Sends the decision with the `updatedAt` the page shows. On a conflict `conflict` says who
   * changed the record first and the page shows it as it is now; other failures show a toast.
   * Never rejects.
   */
  decide(status: Decision, reason?: string): Promise<DecisionOutcome>;
  /** The decision being sent, if any. */
  busy: Decision | null;
  /** The last 409: who changed the record, to what and when. Cleared by the next decision. */
  conflict: ReviewConflict | null;
  dismissConflict(): void;
}

/**
 * Approve / reject for one record on its details page: a guarded write (expectedUpdatedAt), the
 * answer written into the cache so the history shows the decision at once, a toast; on a 409 the
 * fresh record replaces the stale one (nothing is overwritten) and `conflict` explains.
 */
export function useReviewDecision(kind: ReviewKind, id: string, record: ReviewRecord | undefined, name: string): ReviewDecision {
  const i18n = useI18n();
  const { t } = i18n;
  const me = useAuth().user?.id ?? null;
  const client = useQueryClient();
  const readError = useErrorMessage();
  const [busy, setBusy] = useState<Decision | null>(null);
  const [conflict, setConflict] = useState<ReviewConflict | null>(null);
  const query = REVIEW_QUERIES[kind] as QueryEndpoint<string, ReviewRecord>;

  // Another record: an old conflict says nothing about it.
  useEffect(() => setConflict(null), [kind, id]);
  // The item shown now: an undo refused after the page moved on is not this item's notice.
  const shown = useRef(id);
  useEffect(() => {
    shown.current = id;
    return () => { shown.current = ''; };
  }, [id]);

  const send = async (status: Decision, reason?: string): Promise<DecisionOutcome> => {
    const state = record ? reviewStateOf(kind, record) : null;
    if (!state || busy) return 'failed';
    setBusy(status);
    setConflict(null);
    try {
      const updated = await client.mutate(decide, { kind, id, status, reason, expectedUpdatedAt: state.updatedAt });
      client.setData(query, id, () => updated);
      const answered = reviewStateOf(kind, updated)?.updatedAt ?? updated.updatedAt;
      offerUndo(t(`reviews.details.decided.${status}`, { name }), t('reviews.undo.action'), () => {
        void undoOne({ client, i18n, me, readError }, { kind, id, expectedUpdatedAt: answered, name }, (refusal) => {
          if (shown.current === id && refusal.conflict) setConflict(refusal.conflict);
        });
      });
      return 'decided';
    } catch (error) {
      const found = conflictOf(error);
      if (found) {
        const { current } = found;
        if (current) client.setData(query, id, () => current);
        // The record changed under us: its lists and the counts are stale too.
        client.invalidateTags(decisionTags(kind, id));
        // Who, what and when come from `current`: the notice says them in the admin's language
        // and time zone (the server's message is English and in UTC).
        const now = current ? reviewStateOf(kind, current) : null;
        const change = now ? changeSince(now, state.updatedAt) : null;
        setConflict({ change, mine: change?.by != null && change.by.id === me });
        // The notice on the page says who and when; the toast only says that nothing was saved.
        toast.error(t('reviews.details.conflict.toast'));
        return 'conflict';
      }
      toast.error(readError(error).message);
      return 'failed';
    } finally {
      setBusy(null);
    }
  };

  return { decide: send, busy, conflict, dismissConflict: () => setConflict(null) };
}
