/**
 * Where a details page sits in the queue the admin came from. The list pages link to details with
 * `?from=<list path + query>`; this module reads that link back into the list's request (status
 * tab + page, search, sort, filters), so the details page asks for the same rows and finds the
 * previous and next items, and writes the links that keep the admin in that queue. It mirrors the
 * queue page's view of the URL: sorted by submission, pending oldest first, the tab a fixed filter.
 */
import type { ListParams } from '../../../contract';
import { listQueryOf, readListParams, type ListStateConfig } from '../../../lib/list';
import { safeRedirect } from '../../../lib/router';
import { paths, type ReviewStatusTab } from '../../../paths';
import type { ReviewKind } from '../api';
import { REVIEW_LISTS } from '../api';
import { queueView } from './queue-view';

const TABS: readonly ReviewStatusTab[] = ['all', 'pending', 'approved', 'rejected'];

/** Each kind's queue root, tab paths and details path. */
export const REVIEW_PATHS: Readonly<Record<ReviewKind, {
  root: string;
  queue(tab: ReviewStatusTab): string;
  details(id: string): string;
}>> = {
  diveMaster: { root: paths.diveMaster.root, queue: paths.diveMaster.status, details: paths.diveMaster.details },
  trip: { root: paths.trips.root, queue: paths.trips.status, details: paths.trips.details },
  product: { root: paths.products.root, queue: paths.products.status, details: paths.products.details },
};

/** The list view of a queue tab as the queue page reads its URL (queue-view.ts). */
export function queueListConfig(kind: ReviewKind, tab: ReviewStatusTab): ListStateConfig {
  return queueView(REVIEW_LISTS[kind].spec, tab);
}

/** A queue view: which tab, which rows, and the URL that shows it. */
export interface QueueRef {
  kind: ReviewKind;
  tab: ReviewStatusTab;
  params: ListParams;
  /** The list's path and query, e.g. `/trips/pending?q=reef`. */
  href: string;
}

/** The URL of `tab` showing `params` (defaults left out, as the queue page writes it). */
export function queueHref(kind: ReviewKind, tab: ReviewStatusTab, params: ListParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(listQueryOf(params, queueListConfig(kind, tab)))) {
    if (value !== null) query.set(key, value);
  }
  const text = query.toString();
  return REVIEW_PATHS[kind].queue(tab) + (text ? `?${text}` : '');
}

/** The pending queue of `kind` in its default view: where "next pending" looks without a `from`. */
export function pendingQueue(kind: ReviewKind): QueueRef {
  const params = readListParams(new URLSearchParams(), queueListConfig(kind, 'pending'));
  return { kind, tab: 'pending', params, href: queueHref(kind, 'pending', params) };
}

/**
 * The queue named by a `?from=` value: a same-site path under the kind's root ending in a status
 * tab. Anything else (missing, another site, another kind, a typo) is null.
 */
export function readFrom(kind: ReviewKind, from: string | null): QueueRef | null {
  const safe = safeRedirect(from);
  if (!safe) return null;
  const url = new URL(safe, 'http://local');
  const root = REVIEW_PATHS[kind].root;
  const tab = TABS.find((candidate) => url.pathname.replace(/\/+$/, '') === `${root}/${candidate}`);
  if (!tab) return null;
  const params = readListParams(url.searchParams, queueListConfig(kind, tab));
  return { kind, tab, params, href: queueHref(kind, tab, params) };
}

/** The same queue on another page (a neighbour across the page edge). */
export function onPage(ref: QueueRef, page: number): QueueRef {
  const params = { ...ref.params, page };
  return { ...ref, params, href: queueHref(ref.kind, ref.tab, params) };
}

/** The details link of `id` that remembers the queue it belongs to. */
export function detailsHref(kind: ReviewKind, id: string, queue: QueueRef | null): string {
  const base = REVIEW_PATHS[kind].details(id);
  return queue ? `${base}?from=${encodeURIComponent(queue.href)}` : base;
}
