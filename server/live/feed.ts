/**
 * Turns the store's commits into live events, so that no route has to remember to announce what
 * it wrote: a decision on a trip or product, a record created, changed or deleted, and a `counts`
 * event when a commit may have moved the numbers in tabs, badges and the dashboard.
 */
import type { ActivityEntry, CountsKind, DecisionKind, LiveRecordKind, RecordEvent, Review, ReviewStatus } from '../../src/contract';
import { lastEdit } from '../store/editors';
import type { CommittedChange, Store } from '../store/interface';
import type { CollectionName } from '../store/types';
import type { EventBus } from './bus';

interface Reviewable {
  status: ReviewStatus;
  updatedAt: string;
  history: readonly Review[];
}

function itself(record: object | null): Reviewable | null {
  return record as Reviewable | null;
}

/** A dive master's decision lives in the user's certification. */
function certification(record: object | null): Reviewable | null {
  return (record as { certification?: Reviewable | null } | null)?.certification ?? null;
}

/** What a collection's commits announce; null: nothing of that kind. */
interface Announces {
  /** The kind of the review decisions its records carry, and where in a record the reviewed part is. */
  decision: { kind: DecisionKind; reviewed: (record: object | null) => Reviewable | null } | null;
  /** The kind its `record` events (created, changed, deleted) name. */
  record: LiveRecordKind | null;
  /** The counts (tabs, badges, the dashboard) its writes may move. */
  counts: CountsKind | null;
}

/** `table` as written (its kinds as literals, for the check below), once it is total over the collections. */
const overEveryCollection = <const T extends Readonly<Record<CollectionName, Announces>>>(table: T): T => table;

/**
 * Each collection's events. Total over the collections, so a new one is a compile error here until
 * it says what its commits announce (null for what they do not).
 */
const ANNOUNCES = overEveryCollection({
  trips: { decision: { kind: 'trip', reviewed: itself }, record: null, counts: 'trip' },
  products: { decision: { kind: 'product', reviewed: itself }, record: null, counts: 'product' },
  users: { decision: { kind: 'diveMaster', reviewed: certification }, record: 'user', counts: 'user' },
  news: { decision: null, record: 'news', counts: 'news' },
  legal: { decision: null, record: 'legal', counts: null },
  siteContact: { decision: null, record: 'siteContact', counts: null },
  contact: { decision: null, record: 'contact', counts: 'contact' },
  // An appended entry is its own `activity` event (feedBusFromStore).
  activity: { decision: null, record: null, counts: null },
});

type Announced<K extends keyof Announces> = (typeof ANNOUNCES)[CollectionName][K];

/** A kind of the contract that no collection announces (never when each one is). */
type Unannounced =
  | Exclude<DecisionKind, NonNullable<Announced<'decision'>>['kind']>
  | Exclude<LiveRecordKind, Announced<'record'>>
  | Exclude<CountsKind, Announced<'counts'>>;

// A kind added to the contract's live events and announced by no collection fails here, naming it.
const everyKindAnnounced: [Unannounced] extends [never] ? true : Unannounced = true;

/** The decision a history that grew by an entry announces; none for a new record (a sign-up with its certification) or any other write. */
function decisionOf(before: Reviewable | null, after: Reviewable | null): Review | null {
  if (!after || !before) return null;
  const last = after.history.at(-1);
  return last && before.history.length < after.history.length ? last : null;
}

/**
 * The reviewable item a committed change decides (an undo included, which appends a history
 * entry too) and that decision; null for any other change.
 */
export function decidedItem(change: CommittedChange): { kind: DecisionKind; id: string; decision: Review } | null {
  const reviews = ANNOUNCES[change.collection].decision;
  if (!reviews) return null;
  const decision = decisionOf(reviews.reviewed(change.before), reviews.reviewed(change.after));
  return decision ? { kind: reviews.kind, id: change.id, decision } : null;
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
    const counted = new Set<CountsKind>();
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
      const { record, counts } = ANNOUNCES[change.collection];
      if (record) {
        const action = change.before === null ? 'created' : change.after === null ? 'deleted' : 'changed';
        bus.publish({ type: 'record', kind: record, id: change.id, action, ...savedBy(store, change) });
      }
      if (counts) counted.add(counts);
    }
    // One counts event per commit: a bulk of fifty decisions is fifty commits, the SPA coalesces.
    if (counted.size > 0) bus.publish({ type: 'counts', kinds: [...counted] });
  });
}
