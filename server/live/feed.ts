/**
 * Turns the store's commits into live events, so that no route has to remember to announce what
 * it wrote: a decision on a trip or product, a record created, changed or deleted, and a `counts`
 * event when a commit may have moved the numbers in tabs, badges and the dashboard.
 */
import type { ActivityEntry, CountsEvent, DecisionKind, LiveRecordKind, RecordEvent, Review, ReviewStatus } from '../../src/contract';
import { lastEdit } from '../store/editors';
import type { CommittedChange, Store } from '../store/interface';
import type { CollectionName } from '../store/types';
import type { EventBus } from './bus';

const DECISION_KINDS: Partial<Record<CollectionName, DecisionKind>> = { trips: 'trip', products: 'product' };

const RECORD_KINDS: Partial<Record<CollectionName, LiveRecordKind>> = {
  users: 'user',
  news: 'news',
  legal: 'legal',
  siteContact: 'siteContact',
  contact: 'contact',
};

/** Collections whose numbers appear as counts somewhere in the SPA. */
const COUNTED: Partial<Record<CollectionName, CountsEvent['kinds'][number]>> = {
  trips: 'trip',
  products: 'product',
  users: 'user',
  news: 'news',
  contact: 'contact',
};

interface Reviewable {
  status: ReviewStatus;
  updatedAt: string;
  history: readonly Review[];
}

/** The decision a history that grew by an entry announces; none for a new record (a sign-up with its certification) or any other write. */
function decisionOf(before: Reviewable | null, after: Reviewable | null): Review | null {
  if (!after || !before) return null;
  const last = after.history.at(-1);
  return last && before.history.length < after.history.length ? last : null;
}

/** A dive master's decision lives in the user's certification. */
const certification = (record: object | null): Reviewable | null => (record as { certification?: Reviewable | null } | null)?.certification ?? null;

/**
 * The reviewable item a committed change decides (an undo included, which appends a history
 * entry too) and that decision; null for any other change.
 */
export function decidedItem(change: CommittedChange): { kind: DecisionKind; id: string; decision: Review } | null {
  const kind = change.collection === 'users' ? 'diveMaster' : DECISION_KINDS[change.collection];
  if (!kind) return null;
  const decision = change.collection === 'users'
    ? decisionOf(certification(change.before), certification(change.after))
    : decisionOf(change.before as Reviewable | null, change.after as Reviewable | null);
  return decision ? { kind, id: change.id, decision } : null;
}

/**
 * When a written record was saved and by whom (its own `updatedBy`, else the route's note), so an
 * editor that has it open can say who changed what; null when unknown.
 */
function savedBy(store: Store, change: CommittedChange): Pick<RecordEvent, 'at' | 'by'> {
  const after = change.after as { updatedAt?: unknown; updatedBy?: RecordEvent['by'] } | null;
  if (!after || typeof after.updatedAt !== 'string') return {};
  const by = after.updatedBy ?? lastEdit(store, change.collection, change.id, after.updatedAt)?.by ?? null;
  return { at: after.updatedAt, by };
}

/** Publishes on `bus` the events of each of `store`'s commits from now on. */
export function feedBusFromStore(store: Store, bus: EventBus): void {
  store.onChange((_collections, changes) => {
    const counted = new Set<CountsEvent['kinds'][number]>();
    for (const change of changes) {
      if (change.collection === 'activity') {
        if (change.after && !change.before) bus.publish({ type: 'activity', entry: change.after as ActivityEntry });
        continue;
      }
      const decided = decidedItem(change);
      if (decided) {
        const { kind, id, decision } = decided;
        bus.publish({ type: 'decision', kind, id, status: decision.status, by: decision.by, at: decision.at });
      }
      const record = RECORD_KINDS[change.collection];
      if (record) {
        const action = change.before === null ? 'created' : change.after === null ? 'deleted' : 'changed';
        bus.publish({ type: 'record', kind: record, id: change.id, action, ...savedBy(store, change) });
      }
      const count = COUNTED[change.collection];
      if (count) counted.add(count);
    }
    // One counts event per commit: a bulk of fifty decisions is fifty commits, the SPA coalesces.
    if (counted.size > 0) bus.publish({ type: 'counts', kinds: [...counted] });
  });
}
