/**
 * How a queue tab reads its URL: sorted by submission, pending oldest first, the tab a fixed
 * filter. The queue page and its details' previous / next (from-queue.ts) read it the same way.
 */
import type { ListStateConfig } from '../../../lib/list';
import type { ReviewStatusTab } from '../../../paths';

/** The list view of `tab` of a queue whose list has `spec`. */
export function queueView(spec: ListStateConfig['spec'], tab: ReviewStatusTab): ListStateConfig {
  return {
    spec,
    sort: 'submittedAt',
    order: tab === 'pending' ? 'asc' : 'desc',
    fixedFilters: tab === 'all' ? undefined : { status: tab },
  };
}
