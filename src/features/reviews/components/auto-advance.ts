/**
 * "After a decision, go on to the next pending item": the admin's choice (remembered in
 * localStorage through lib/storage, on unless turned off) and where "next" is.
 */
import { useCallback, useState } from 'react';
import type { ListArgs, ListPage } from '../../../lib/list';
import type { QueryEndpoint } from '../../../lib/query';
import { local } from '../../../lib/storage';
import type { ReviewStatusTab } from '../../../paths';
import type { ReviewKind } from '../api';
import { REVIEW_LISTS } from '../api';
import { detailsHref, onPage, pendingQueue, type QueueRef } from './from-queue';
import type { Neighbour } from './use-queue-neighbours';

/** localStorage key of the choice: `"off"` when turned off; anything else is on. */
export const AUTO_ADVANCE_KEY = 'reviews.autoAdvance';

/** The remembered choice and its setter. */
export function useAutoAdvance(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => local.getString(AUTO_ADVANCE_KEY) !== 'off');
  const set = useCallback((next: boolean) => {
    setOn(next);
    local.setString(AUTO_ADVANCE_KEY, next ? 'on' : 'off');
  }, []);
  return [on, set];
}

/**
 * The details link of the pending item to show after deciding `id`: the next one in the pending
 * queue the admin came from, else the oldest pending item left (in that queue's search, or the
 * whole pending queue), passing over items another admin is reviewing (`claimed`). Null when none
 * is left.
 */
export async function nextPendingHref(
  kind: ReviewKind, id: string, queue: QueueRef | null, next: Neighbour | null,
  claimed: (id: string) => boolean = () => false, signal?: AbortSignal,
): Promise<string | null> {
  // The decided item leaves the pending queue, so the next one slides into its page.
  if (queue?.tab === 'pending' && next && !claimed(next.id)) return detailsHref(kind, next.id, queue);
  const where = queue?.tab === 'pending' ? onPage(queue, 1) : pendingQueue(kind);
  // The id is all that is read here: any kind's list will do as a list of ids.
  const list: QueryEndpoint<ListArgs<ReviewStatusTab>, ListPage<{ id: string }>> = REVIEW_LISTS[kind];
  const page = await list.request({ scope: 'pending', params: where.params }, signal ?? new AbortController().signal);
  // Past a claimed next item, the first free one after it; else from the top.
  const from = next ? page.data.findIndex((row) => row.id === next.id) : -1;
  const order = from < 0 ? page.data : [...page.data.slice(from + 1), ...page.data.slice(0, from)];
  const row = order.find((candidate) => candidate.id !== id && !claimed(candidate.id));
  return row ? detailsHref(kind, row.id, where) : null;
}
