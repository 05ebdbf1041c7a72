/**
 * Sending an undo and telling how it went: "Decision undone", or why not, in the words the
 * conflict notice uses (who changed the item since, and when), or that its time ran out.
 */
import { toast } from '../../../lib/feedback';
import type { I18n } from '../../../lib/i18n';
import type { QueryClient, QueryEndpoint } from '../../../lib/query';
import {
  REVIEW_QUERIES, conflictOf, decisionTags, reviewStateOf, undoDecision, type ReviewKind, type ReviewRecord,
} from '../api';
import { changeSince } from '../review-state';
import { changeSentence } from './conflict-notice';
import type { ReviewConflict } from './use-review-decision';

/** A decision to take back: which item, and the `updatedAt` its answer carried. */
export interface UndoItem {
  kind: ReviewKind;
  id: string;
  expectedUpdatedAt: string;
  /** The item's name as the decision's toast gave it, for the undo's toast. */
  name: string;
}

/** A refused undo: the notice's conflict, or null when nothing changed and only the time ran out. */
export interface UndoRefusal {
  conflict: ReviewConflict | null;
  /** What the admin reads: who changed it and when, or that it is too late. */
  sentence: string;
}

/** Reads a 409 to an undo of `item` against the record the server sent (null when it sent none). */
export function undoRefusal(i18n: I18n, item: UndoItem, current: ReviewRecord | null, me: string | null): UndoRefusal {
  const now = current ? reviewStateOf(item.kind, current) : null;
  if (now && now.updatedAt === item.expectedUpdatedAt) return { conflict: null, sentence: i18n.t('reviews.undo.expired') };
  const change = now ? changeSince(now, item.expectedUpdatedAt) : null;
  const conflict: ReviewConflict = { change, mine: change?.by != null && change.by.id === me };
  return { conflict, sentence: changeSentence(i18n, conflict.change, conflict.mine) };
}

/**
 * Sends the undo of one decision (the details page's). Success: the record as restored goes into
 * the cache and a toast says so. A 409: the record as it is now goes into the cache, a toast says
 * why, and `onRefused` hears it (the page shows the conflict notice if it still shows the item).
 */
export async function undoOne(
  ctx: { client: QueryClient; i18n: I18n; me: string | null; readError(error: unknown): { message: string } },
  item: UndoItem,
  onRefused?: (refusal: UndoRefusal) => void,
): Promise<boolean> {
  const { client, i18n } = ctx;
  const query = REVIEW_QUERIES[item.kind] as QueryEndpoint<string, ReviewRecord>;
  try {
    const record = await client.mutate(undoDecision, item);
    client.setData(query, item.id, () => record);
    toast.success(i18n.t('reviews.undo.done', { name: item.name }));
    return true;
  } catch (error) {
    const found = conflictOf(error);
    if (!found) {
      toast.error(ctx.readError(error).message);
      return false;
    }
    const { current } = found;
    if (current) client.setData(query, item.id, () => current);
    client.invalidateTags(decisionTags(item.kind, item.id));
    const refusal = undoRefusal(i18n, item, current, ctx.me);
    toast.error(i18n.t('reviews.undo.refused', { name: item.name }), { description: refusal.sentence });
    onRefused?.(refusal);
    return false;
  }
}
