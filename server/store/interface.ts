/**
 * The one store interface the server runs on. The embedded store (store.ts) implements it, and so
 * must any other (a PostgreSQL store); both pass the same server tests.
 *
 * Every read is a promise: a database answers over a socket, so no route may assume a read is
 * instant (the embedded store's resolve at once). The reads are the questions the routes ask, not
 * "every record, then filter in JavaScript": a record by id, records whose top-level fields equal
 * given values, a count, a user by e-mail, the owners of an uploaded document, one list answer
 * (a whole list or a page with its facets) and the dashboard summary. A database store answers
 * each with one query.
 *
 * Writes go through `transact` only, so the two hooks below see every change, and a guarded write
 * (read, compare `updatedAt`, write) is one unit: of two writes that saw the same state only the
 * first passes.
 */
import type { DashboardSummary, ListParams } from '../../src/contract';
import type { CollectionName, Collections, Snapshot, StoredUser } from './types';
import type { PgPool } from '../pg/pool';

/** A condition on one top-level field: equal to a value, or (for ISO times) before one. */
export type Condition = string | number | boolean | null | { lt: string };

/** Top-level field → condition; a record matches when every condition holds. */
export type Where<C extends CollectionName> = { readonly [K in keyof Collections[C]]?: Condition };

/** A filter fixed by the path (`/trips/all-trips/pending`): the list keeps only its rows. */
export interface FixedFilter {
  filter: string;
  value: string;
}

/** `params` with the path's fixed filter among its filters (a page's status filter, over every row). */
export function withFixed(params: ListParams, fixed: FixedFilter | undefined): ListParams {
  return fixed ? { ...params, filters: { ...params.filters, [fixed.filter]: fixed.value } } : params;
}

/**
 * The lists the API answers (docs/api.md "Lists"), each with its rows, default order and spec
 * (LIST_SPECS, ACTIVITY_LIST_SPEC). Rows are as the GET answers them: users without their hash,
 * trips and products with their person refreshed from the users collection.
 *
 * - `users`: every user, newest first (`fixed` role=diver: the dive buddies).
 * - `diveMasters`: the users of role diveMaster, newest first (`fixed` status: one review queue).
 * - `trips`, `products`: newest first (`fixed` status: one review queue).
 * - `news`: the post changed last first. `contact`: newest first.
 * - `activity`: the log, newest first, of one admin and/or within [from, to]; always paged.
 */
export type ListQuery =
  | { list: 'users' | 'diveMasters' | 'trips' | 'products'; fixed?: FixedFilter }
  | { list: 'news' | 'contact' }
  | { list: 'activity'; admin: string | null; from: string | null; to: string | null };

/** What every read, in or out of a transaction, can ask. Treat the records as read-only. */
export interface StoreReader {
  /** The record `id` of `collection`, or undefined. */
  get<C extends CollectionName>(collection: C, id: string): Promise<Collections[C] | undefined>;
  /** The records of `collection` matching `where` (all without it), in no particular order. */
  find<C extends CollectionName>(collection: C, where?: Where<C>): Promise<Collections[C][]>;
  /** How many records of `collection` match `where`. */
  count<C extends CollectionName>(collection: C, where?: Where<C>): Promise<number>;
  /** The user with this e-mail, compared case-insensitively. */
  userByEmail(email: string): Promise<StoredUser | undefined>;
}

/**
 * One transaction. Its reads see the committed state; it never reads what it put itself. `put` and
 * `remove` only record the change: nothing is written unless the callback returns normally.
 */
export interface Transaction extends StoreReader {
  put<C extends CollectionName>(collection: C, record: Collections[C]): void;
  remove(collection: CollectionName, id: string): void;
}

/** One committed change of one record: what it was (null: created) and is (null: deleted). */
export interface CommittedChange {
  collection: CollectionName;
  id: string;
  before: object | null;
  after: object | null;
}

/**
 * What the server processes on one store share through it: the pool their shared services (limits,
 * codes, presence, claims, the live bus, uploads) run on, and the token-signing secret.
 */
export interface SharedBackend {
  pool: PgPool;
  secret: Buffer;
}

/** The server's store. */
export interface Store extends StoreReader {
  /**
   * What several processes share through this store, or null when it serves one process (the
   * embedded store: its services live in the process, its secret in `DATA_DIR`).
   */
  readonly shared: SharedBackend | null;

  /**
   * The JSON text of a list answer: `{ success, data }` with every row when `params` is null, else
   * `{ success, data, meta }` with the page and facets over the rows matching `q` and the filters
   * (the fixed filter among them). Text rather than rows, so that a store may keep the answers it
   * gave until the collections they read change (the embedded store does; docs/api.md "Lists").
   */
  list(query: ListQuery, params: ListParams | null): Promise<Buffer>;

  /**
   * Every row of `query` matching `params` (`q`, filters, sort; `page` and `pageSize` are not read),
   * in the order its pages give them, handed to `write` in batches of at most `batchSize` rows as
   * `list` answers each. The next batch is read only once `write`'s promise resolves, so a slow
   * reader holds the rows of one batch, not of the list (a database store reads through a cursor);
   * a rejection of `write` stops the reading and rejects with it.
   */
  eachRow(query: ListQuery, params: ListParams, batchSize: number, write: (rows: readonly unknown[]) => Promise<void>): Promise<void>;

  /** Ids of the users whose certification names the upload `name` as its document. */
  documentOwners(name: string): Promise<ReadonlySet<string>>;

  /**
   * The dashboard summary as of `now` (ms; docs/api.md "Dashboard"), as `summarizeRecords`
   * (dashboard.ts) computes it from the records: a database store computes it in the database
   * rather than reading every reviewable record into the process.
   */
  dashboard(now: number): Promise<DashboardSummary>;

  /**
   * Runs `fn` as one transaction and resolves with its result once its changes are durable; when
   * `fn` throws, nothing is written and the promise rejects with that error. Transactions behave
   * as if they ran one at a time (a database store: serializable, or locks on what they read),
   * which is what makes a guarded write and the "one active admin stays" rule hold under load.
   */
  transact<R>(fn: (tx: Transaction) => Promise<R> | R): Promise<R>;

  /**
   * Calls `derive` inside each transaction that changes something, with its changes before and
   * after: what it puts on `tx` commits with them (the activity log, so that an action and its
   * entry are durable together or not at all). Its own puts are not derived again.
   */
  onTransact(derive: (changes: readonly CommittedChange[], tx: Transaction) => void): void;

  /**
   * Calls `listener` after each commit, in commit order, with the collections it changed and every
   * change: the live events and the end of claims are derived from it rather than announced by
   * each route, and it is the change signal for anything kept derived from the data (list
   * answers, the accounts of live streams). The listeners run before `transact` resolves, so a
   * commit's live events go out before the request that made it is answered: the SPA counts on
   * that order (its own write's event never arrives after the answer to it).
   */
  onChange(listener: (changed: ReadonlySet<CollectionName>, changes: readonly CommittedChange[]) => void): void;

  /** Resolves when every transaction begun has finished. */
  idle(): Promise<void>;

  /** Waits for the transactions begun, then releases what the store holds (files, connections). */
  close(): Promise<void>;
}

/**
 * How the server gets its store: an empty one is first given `seed()`'s records, all at once (an
 * interrupted seed leaves nothing behind). Rejects when an existing store cannot be read; the
 * server then stops and leaves it alone.
 */
export type OpenStore = (seed: () => Promise<Snapshot>) => Promise<Store>;
