/**
 * The transaction plumbing both stores share (interface.ts): a queue that runs transactions one at
 * a time in the order begun (the embedded store's; PostgreSQL's run at once under row locks), a
 * transaction's puts and removes are recorded and written only when its callback returns, the `onTransact` derivers add their records to it (the activity log), and the
 * `onChange` listeners hear each commit. Each store adds what differs: where reads come from, how
 * the stored records a change replaces are found, and how a commit is made durable.
 */
import type { CollectionName } from './types';
import type { CommittedChange, StoreReader, Transaction } from './interface';

/** A change a transaction records: the record's new state, or null when it is removed. */
export interface Change {
  collection: CollectionName;
  id: string;
  record: object | null;
}

export type ChangeListener = (changed: ReadonlySet<CollectionName>, changes: readonly CommittedChange[]) => void;
export type Deriver = (changes: readonly CommittedChange[], tx: Transaction) => void;

/** The key of a record in the maps of stored records (`current`). */
export const recordKey = (collection: CollectionName, id: string): string => `${collection}\n${id}`;

/** What a transaction's callback did: its result, its changes (the derivers' last), and the stored records they replace. */
export interface Recorded<R> {
  result: R;
  changes: Change[];
  /** By `recordKey`; empty when nothing changed. */
  current: ReadonlyMap<string, object>;
}

export class Transactions {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly listeners: ChangeListener[] = [];
  private readonly derivers: Deriver[] = [];

  onChange(listener: ChangeListener): void {
    this.listeners.push(listener);
  }

  onTransact(derive: Deriver): void {
    this.derivers.push(derive);
  }

  /** Runs `work` once every transaction begun before it has finished, failed ones included. */
  serial<R>(work: () => Promise<R>): Promise<R> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /**
   * Runs `fn` on a transaction that reads through `reader` and records its puts and removes. When
   * it changed something, `current` finds the stored records those changes replace, and the
   * derivers see each change with them and may record more on the same transaction.
   */
  async record<R>(
    reader: StoreReader,
    fn: (tx: Transaction) => Promise<R> | R,
    current: (changes: readonly Change[]) => Promise<ReadonlyMap<string, object>> | ReadonlyMap<string, object>,
  ): Promise<Recorded<R>> {
    const changes: Change[] = [];
    const tx: Transaction = {
      get: (collection, id) => reader.get(collection, id),
      find: (collection, where) => reader.find(collection, where),
      count: (collection, where) => reader.count(collection, where),
      userByEmail: (email) => reader.userByEmail(email),
      put: (collection, record) => changes.push({ collection, id: record.id, record }),
      remove: (collection, id) => changes.push({ collection, id, record: null }),
    };
    const result = await fn(tx);
    if (changes.length === 0) return { result, changes, current: new Map() };
    const stored = await current(changes);
    if (this.derivers.length > 0) {
      const described = changes.map(({ collection, id, record }) => ({ collection, id, before: stored.get(recordKey(collection, id)) ?? null, after: record }));
      for (const derive of this.derivers) derive(described, tx);
    }
    return { result, changes, current: stored };
  }

  /** Tells the listeners about a commit, in commit order (nothing when it changed nothing). */
  announce(committed: readonly CommittedChange[]): void {
    if (committed.length === 0) return;
    const changed = new Set(committed.map((change) => change.collection));
    for (const listener of this.listeners) listener(changed, committed);
  }

  /** Resolves when every transaction begun has finished. */
  async idle(): Promise<void> {
    await this.queue;
  }
}

/**
 * What both stores expose of their transactions: the hooks and waiting for the queue. Each store
 * runs its own `transact` through `transactions`, as only the commit differs between them.
 */
export abstract class TransactionalStore {
  protected readonly transactions = new Transactions();

  onChange(listener: ChangeListener): void {
    this.transactions.onChange(listener);
  }

  onTransact(derive: Deriver): void {
    this.transactions.onTransact(derive);
  }

  idle(): Promise<void> {
    return this.transactions.idle();
  }
}
