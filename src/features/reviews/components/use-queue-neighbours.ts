import { useRef } from 'react';
import type { ListArgs, ListPage } from '../../../lib/list';
import { useQuery, type QueryEndpoint } from '../../../lib/query';
import type { ReviewStatusTab } from '../../../paths';
import type { ReviewKind } from '../api';
import { REVIEW_LISTS } from '../api';
import { detailsHref, onPage, type QueueRef } from './from-queue';

/** An item next to this one in its queue, and the link that opens it there. */
export interface Neighbour {
  id: string;
  href: string;
}

export interface QueueNeighbours {
  previous: Neighbour | null;
  next: Neighbour | null;
  /** Where the item stands in its queue ("3 of 12"); null when it is not in it (any more). */
  position: { index: number; total: number } | null;
}

const NONE: QueueNeighbours = { previous: null, next: null, position: null };

/**
 * The items before and after `id` in `queue`, read through the same list query as the queue page
 * (so coming from the list costs no request). At the edge of a page the adjacent page is read too,
 * and the neighbour's link names that page, so moving on keeps finding its place. An item that
 * leaves its queue while shown (decided here or by another admin) keeps the neighbours and place it
 * had: the admin goes on through the queue from where they were.
 */
export function useQueueNeighbours(kind: ReviewKind, id: string, queue: QueueRef | null): QueueNeighbours {
  // The id is all that is read here: any kind's list will do as a list of ids.
  const list: QueryEndpoint<ListArgs<ReviewStatusTab>, ListPage<{ id: string }>> = REVIEW_LISTS[kind];
  const scope = queue?.tab ?? 'pending';
  const params = queue?.params ?? { page: 1, pageSize: 1, q: '', sort: null, order: 'asc' as const, filters: {} };
  const current = useQuery(list, { scope, params }, { skip: !queue });
  const rows = current.data?.data ?? [];
  const total = current.data?.meta.total ?? 0;
  const index = rows.findIndex((row) => row.id === id);
  const lastPage = Math.max(1, Math.ceil(total / params.pageSize));
  const needPrevious = index === 0 && params.page > 1;
  const needNext = index >= 0 && index === rows.length - 1 && params.page < lastPage;
  const before = useQuery(list, { scope, params: { ...params, page: params.page - 1 } }, { skip: !queue || !needPrevious });
  const after = useQuery(list, { scope, params: { ...params, page: params.page + 1 } }, { skip: !queue || !needNext });
  const last = useRef<{ key: string; neighbours: QueueNeighbours } | null>(null);
  const key = `${id}\n${queue?.href ?? ''}`;
  if (!queue) return NONE;
  if (index < 0) return last.current?.key === key ? last.current.neighbours : NONE;

  const link = (row: { id: string } | undefined, ref: QueueRef): Neighbour | null =>
    row ? { id: row.id, href: detailsHref(kind, row.id, ref) } : null;
  const previous = index > 0
    ? link(rows[index - 1], queue)
    : needPrevious ? link(before.data?.data.at(-1), onPage(queue, params.page - 1)) : null;
  const next = index < rows.length - 1
    ? link(rows[index + 1], queue)
    : needNext ? link(after.data?.data[0], onPage(queue, params.page + 1)) : null;
  const neighbours = { previous, next, position: { index: (params.page - 1) * params.pageSize + index + 1, total } };
  last.current = { key, neighbours };
  return neighbours;
}
