/**
 * The PostgreSQL store: the same `Store` (interface.ts) as the embedded one, with no table kept in
 * the process. Every read is a query on the pool (server/pg/pool.ts: bounded admission, 503 when
 * the database is busy or down); a list answer is one statement (server/pg/list-query.ts) over the
 * `list_rows` that every write keeps beside its record (server/pg/records.ts).
 *
 * Transactions run at once, each holding row locks on what it reads (`SELECT … FOR UPDATE`), so
 * writes to different records never wait for each other, in this process or another, and two
 * writes that read the same record take turns: a guarded write's check reads the record as the
 * last commit left it, and no other writer can change it before this commit (no serializable
 * retries, which would run a route's callback twice). What a row lock cannot hold gets an advisory
 * lock of its own (server/pg/locks.ts): a count or find by a condition (the "always one active
 * admin" count among them) holds its collection's, a lookup by e-mail holds that e-mail's. To keep
 * waits free of cycles, a transaction reading an admin's user row takes the users lock first,
 * before the row: every transaction that might change the set of active admins then takes the
 * same two locks in the same order. Commits are announced to the change listeners in the order
 * this process sent their COMMITs, which for two transactions on one record is their commit order.
 */
import { personName } from '../../src/contract';
import type { DashboardSummary, ListParams, PendingKind } from '../../src/contract';
import type { PendingQuery, Row, TransactionSql } from 'postgres';
import { uploadNameOf } from '../upload-refs';
import { eachListRow, queryListAll, queryListPage } from '../pg/list-query';
import { scopeOf } from './list-rows';
import type { PgPool, PgPoolOptions } from '../pg/pool';
import { openPg } from '../pg/open';
import type { ServerConfig } from '../config';
import { putRecords, recordText, removeRecords, tableOf } from '../pg/records';
import type { Queryable } from '../pg/records';
import { COLLECTIONS } from './types';
import type { CollectionName, Collections, StoredUser } from './types';
import { DASHBOARD_OLDEST, QUEUE, emptyDays, overdueBefore } from './dashboard';
import { withFixed } from './interface';
import type { CommittedChange, Condition, ListQuery, OpenStore, SharedBackend, Store, StoreReader, Transaction, Where } from './interface';
import { TransactionalStore, recordKey } from './transactions';
import type { Change } from './transactions';
import { holdKeyLock } from '../pg/locks';


/**
 * PostgreSQL text holds no NUL, and the server stores no text with one (validate.ts refuses control
 * characters): an id or value holding one matches nothing, and is never sent (it would fail).
 */
const hasNul = (value: unknown): boolean => typeof value === 'string' && value.includes('\u0000');

/** `where` as one SQL condition on `doc`: each field's condition, joined by AND. */
function whereSql(sql: Queryable, where: Where<CollectionName> | undefined): PendingQuery<Row[]> {
  const parts: PendingQuery<Row[]>[] = [];
  for (const [field, condition] of Object.entries(where ?? {}) as [string, Condition | undefined][]) {
    if (condition === undefined) continue;
    if (hasNul(field) || hasNul(condition) || (condition !== null && typeof condition === 'object' && hasNul(condition.lt))) return sql`false`;
    if (condition !== null && typeof condition === 'object') {
      parts.push(sql`(jsonb_typeof(doc->${field}::text) = 'string' AND (doc->>${field}::text) COLLATE "C" < ${condition.lt}::text COLLATE "C")`);
    } else {
      // jsonb equality: a string, number, boolean or an explicit null (a missing field is none of them).
      parts.push(sql`doc->${field}::text = ${JSON.stringify(condition)}::text::jsonb`);
    }
  }
  return parts.reduce((all, part) => sql`${all} AND ${part}`, sql`true`);
}

/** The reads of `interface.ts` on one connection or transaction. */
function readerOn(run: <T>(work: (sql: Queryable) => Promise<T>) => Promise<T>): StoreReader {
  return {
    get: (collection, id) =>
      hasNul(id) ? Promise.resolve(undefined) : run(async (sql) => {
        const rows = await sql<{ raw: string }[]>`SELECT ${recordText(sql)} AS raw FROM ${tableOf(sql, collection)} WHERE id = ${id}`;
        return rows[0] ? (JSON.parse(rows[0].raw) as never) : undefined;
      }),
    find: (collection, where) =>
      run(async (sql) => {
        const rows = await sql<{ raw: string }[]>`SELECT ${recordText(sql)} AS raw FROM ${tableOf(sql, collection)} WHERE ${whereSql(sql, where as never)}`;
        return rows.map((row) => JSON.parse(row.raw) as never);
      }),
    count: (collection, where) =>
      run(async (sql) => {
        const [row] = await sql<{ n: number }[]>`SELECT count(*)::integer AS n FROM ${tableOf(sql, collection)} WHERE ${whereSql(sql, where as never)}`;
        return row?.n ?? 0;
      }),
    userByEmail: (email) =>
      hasNul(email) ? Promise.resolve(undefined) : run(async (sql) => {
        const wanted = email.trim().toLowerCase();
        // email_key is PostgreSQL's lower(), which may fold fewer letters than JavaScript's (only
        // ASCII ones in the C locale): the index finds the ASCII matches, the few addresses with
        // other letters are candidates too, and JavaScript decides, as the embedded store does.
        const rows = await sql<{ raw: string }[]>`SELECT ${recordText(sql)} AS raw FROM users WHERE email_key = lower(${wanted}) OR email_key ~ '[^[:ascii:]]'`;
        return rows.map((row) => JSON.parse(row.raw) as StoredUser).find((user) => user.email.toLowerCase() === wanted);
      }),
  };
}

/**
 * The reads of a transaction on `db`, each locking what it reads until the commit: a record by id
 * (and, for an admin's user row, first the users lock: see the header), the rows of a condition
 * (and their collection's lock, for rows that do not match yet), a user by e-mail (and that
 * e-mail's lock, for a user not there yet). A count locks its collection only.
 */
function lockingReaderOn(db: TransactionSql): StoreReader {
  const plain = readerOn((work) => work(db));
  const collectionLock = (collection: CollectionName): Promise<void> => holdKeyLock(db, 'collection', COLLECTIONS.indexOf(collection));
  const get = async <C extends CollectionName>(collection: C, id: string): Promise<Collections[C] | undefined> => {
    if (hasNul(id)) return undefined;
    if (collection === 'users') {
      const [user] = await db<{ role: string | null }[]>`SELECT role FROM users WHERE id = ${id}`;
      if (user?.role === 'admin') await collectionLock('users');
    }
    const rows = await db<{ raw: string }[]>`SELECT ${recordText(db)} AS raw FROM ${tableOf(db, collection)} WHERE id = ${id} FOR UPDATE`;
    return rows[0] ? (JSON.parse(rows[0].raw) as Collections[C]) : undefined;
  };
  return {
    get,
    find: async (collection, where) => {
      await collectionLock(collection);
      const rows = await db<{ raw: string }[]>`SELECT ${recordText(db)} AS raw FROM ${tableOf(db, collection)} WHERE ${whereSql(db, where as never)} FOR UPDATE`;
      return rows.map((row) => JSON.parse(row.raw) as never);
    },
    count: async (collection, where) => {
      await collectionLock(collection);
      return plain.count(collection, where);
    },
    userByEmail: async (email) => {
      if (hasNul(email)) return undefined;
      await holdKeyLock(db, 'email', email.trim().toLowerCase());
      const found = await plain.userByEmail(email);
      return found ? get('users', found.id) : undefined;
    },
  };
}

/**
 * The order in which this process's commits are announced: a transaction takes its turn when it
 * is about to send COMMIT, and announces once every turn taken before has announced (or failed).
 */
class CommitTurns {
  private last: Promise<void> = Promise.resolve();

  /** A turn after every one taken before; end it exactly once, with what to announce or null. */
  take(): (announce: (() => void) | null) => Promise<void> {
    const before = this.last;
    let release!: () => void;
    this.last = new Promise((resolve) => {
      release = resolve;
    });
    return async (announce) => {
      await before;
      try {
        announce?.();
      } finally {
        release();
      }
    };
  }
}

/** At most `size` holders at once; the rest wait in turn. */
class Slots {
  private used = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async take(): Promise<void> {
    if (this.used < this.size) {
      this.used += 1;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  give(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.used -= 1;
  }
}

/**
 * The dashboard in one statement (one snapshot): the pending items per kind (0 dive master, 1 trip,
 * 2 product) and how many are overdue, the oldest pending, and the decisions per day. Times are
 * compared as the ISO text the server writes (`toISOString`), which orders as the instants do: $1
 * is the overdue bound, $2 the dates of the days shown (a decision's day is its text's first ten
 * characters). A history entry counts unless it is pending, an undo's entry, or followed by one.
 * The oldest are ordered as summarizeRecords sorts them: submittedAt, id (both in code-point
 * order), then kind. A constant run by `sql.unsafe` rather than a tagged template: no part of its
 * text comes from a request (its two inputs travel as $1 and $2), and as one string it reads as
 * the single statement it is.
 */
const DASHBOARD_SQL = `
WITH items AS (
  SELECT 0 AS kind, id, doc->'certification' AS r, doc->>'firstName' AS first_name, doc->>'lastName' AS last_name, NULL::text AS title
    FROM users WHERE doc->'role' = '"diveMaster"'::jsonb AND jsonb_typeof(doc->'certification') = 'object'
  UNION ALL SELECT 1, id, doc, NULL, NULL, doc->>'title' FROM trips
  UNION ALL SELECT 2, id, doc, NULL, NULL, doc->>'name' FROM products
), waiting AS (
  SELECT kind, id, r->>'submittedAt' AS submitted_at, first_name, last_name, title FROM items WHERE r->>'status' = 'pending'
), oldest AS (
  SELECT * FROM waiting ORDER BY submitted_at COLLATE "C", id COLLATE "C", kind LIMIT ${DASHBOARD_OLDEST}
), decisions AS (
  SELECT left(e.entry->>'at', 10) AS day, e.entry->>'status' AS status, count(*)::integer AS n
    FROM items CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(r->'history') = 'array' THEN r->'history' ELSE '[]'::jsonb END) WITH ORDINALITY AS e(entry, i)
   WHERE e.entry->>'status' IN ('approved', 'rejected')
     AND e.entry->'undo' IS DISTINCT FROM 'true'::jsonb
     AND r->'history'->(e.i::integer)->'undo' IS DISTINCT FROM 'true'::jsonb
     AND left(e.entry->>'at', 10) = ANY($2::text[])
   GROUP BY 1, 2
)
SELECT
  (SELECT coalesce(jsonb_agg(jsonb_build_array(kind, n, late)), '[]'::jsonb) FROM (
     SELECT kind, count(*)::integer AS n, (count(*) FILTER (WHERE submitted_at COLLATE "C" < $1::text COLLATE "C"))::integer AS late FROM waiting GROUP BY kind) c) AS counts,
  (SELECT coalesce(jsonb_agg(jsonb_build_array(kind, id, submitted_at, first_name, last_name, title) ORDER BY submitted_at COLLATE "C", id COLLATE "C", kind), '[]'::jsonb) FROM oldest) AS oldest,
  (SELECT coalesce(jsonb_agg(jsonb_build_array(day, status, n)), '[]'::jsonb) FROM decisions) AS decisions,
  (SELECT count(*)::integer FROM contact WHERE doc->'status' = '"new"'::jsonb) AS new_messages`;

const KINDS: readonly PendingKind[] = ['diveMaster', 'trip', 'product'];

type DashboardRow = {
  counts: [number, number, number][];
  oldest: [number, string, string, string | null, string | null, string | null][];
  decisions: [string, 'approved' | 'rejected', number][];
  new_messages: number;
};

/** The store on an opened pool (server/pg/open.ts prepares the database). */
export class PgStore extends TransactionalStore implements Store {
  private readonly reader: StoreReader;

  /** The pool, and the token-signing secret every process shares (kept in the database). */
  readonly shared: SharedBackend;

  private readonly turns = new CommitTurns();

  /**
   * Transactions at once: fewer than the pool's connections, so that what a transaction's callback
   * reads outside it (a one-time code, a claim) and every other request still find a connection.
   */
  private readonly slots: Slots;

  /** The transactions begun and not yet settled. */
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly pool: PgPool, secret: Buffer) {
    super();
    this.shared = { pool, secret };
    this.reader = readerOn((work) => pool.run(work));
    this.slots = new Slots(Math.max(1, pool.size - 2));
  }

  get<C extends CollectionName>(collection: C, id: string): Promise<Collections[C] | undefined> {
    return this.reader.get(collection, id);
  }

  find<C extends CollectionName>(collection: C, where?: Where<C>): Promise<Collections[C][]> {
    return this.reader.find(collection, where);
  }

  count<C extends CollectionName>(collection: C, where?: Where<C>): Promise<number> {
    return this.reader.count(collection, where);
  }

  userByEmail(email: string): Promise<StoredUser | undefined> {
    return this.reader.userByEmail(email);
  }

  /** Users whose certification document is the upload `name`: the few whose URL ends in it. */
  async documentOwners(name: string): Promise<ReadonlySet<string>> {
    if (hasNul(name)) return new Set();
    const rows = await this.pool.run((sql) =>
      sql<{ id: string; url: string }[]>`SELECT id, doc->'certification'->>'documentUrl' AS url FROM users WHERE strpos(doc->'certification'->>'documentUrl', ${name}) > 0`);
    return new Set(rows.filter((row) => uploadNameOf(row.url) === name).map((row) => row.id));
  }

  /** One statement in the database; the same answer as the embedded store's pass in JavaScript. */
  async dashboard(now: number): Promise<DashboardSummary> {
    const days = emptyDays(now);
    const bound = new Date(overdueBefore(now)).toISOString();
    const [row] = await this.pool.run((sql) => sql.unsafe<DashboardRow[]>(DASHBOARD_SQL, [bound, days.map((day) => day.date)] as never[]));
    const pending = { diveMasters: 0, trips: 0, products: 0 };
    const overdue = { diveMasters: 0, trips: 0, products: 0 };
    for (const [kind, n, late] of row?.counts ?? []) {
      const queue = QUEUE[KINDS[kind] as PendingKind];
      pending[queue] = n;
      overdue[queue] = late;
    }
    const byDate = new Map(days.map((day) => [day.date, day]));
    for (const [date, status, n] of row?.decisions ?? []) {
      const day = byDate.get(date);
      if (day) day[status] += n;
    }
    const oldestPending = (row?.oldest ?? []).map(([kind, id, submittedAt, firstName, lastName, title]) => ({
      kind: KINDS[kind] as PendingKind,
      id,
      title: kind === 0 ? personName({ firstName: firstName ?? '', lastName: lastName ?? '' }) : (title as string),
      submittedAt,
    }));
    return { pending, overdue, newMessages: row?.new_messages ?? 0, oldestPending, decisionsByDay: days };
  }

  /** The same text as the embedded store's answer: the envelope around one statement's rows. */
  async list(query: ListQuery, params: ListParams | null): Promise<Buffer> {
    const { def, fixed, bounds } = scopeOf(query);
    if (params === null) {
      // The activity log is always paged (interface.ts), so a whole list never needs its bounds.
      const data = await this.pool.run((sql) => queryListAll(sql, def.name, fixed));
      return Buffer.from(`{"success":true,"data":${JSON.stringify(data)}}`, 'utf8');
    }
    const { data, meta } = await this.pool.run((sql) => queryListPage(sql, def.name, withFixed(params, fixed), bounds));
    return Buffer.from(JSON.stringify({ success: true, data, meta }), 'utf8');
  }

  /** Through a cursor on one connection of the pool, held until the last batch is written. */
  async eachRow(query: ListQuery, params: ListParams, batchSize: number, write: (rows: readonly unknown[]) => Promise<void>): Promise<void> {
    const { def, fixed, bounds } = scopeOf(query);
    await this.pool.run((sql) => eachListRow(sql, def.name, withFixed(params, fixed), bounds, batchSize, write));
  }

  transact<R>(fn: (tx: Transaction) => Promise<R> | R): Promise<R> {
    const running = this.run(fn);
    const settled = running.then(
      () => undefined,
      () => undefined,
    );
    this.running.add(settled);
    void settled.then(() => this.running.delete(settled));
    return running;
  }

  private async run<R>(fn: (tx: Transaction) => Promise<R> | R): Promise<R> {
    await this.slots.take();
    let turn: ((announce: (() => void) | null) => Promise<void>) | undefined;
    try {
      let committed: CommittedChange[] = [];
      const result = await this.pool.transaction(async (db) => {
        const recorded = await this.transactions.record(lockingReaderOn(db), fn, (changes) => this.currentOf(db, changes));
        if (recorded.changes.length > 0) {
          committed = await this.write(db, recorded.changes, new Map(recorded.current));
          // The client sends COMMIT once this callback returns.
          turn = this.turns.take();
        }
        return recorded.result;
      });
      const announce = turn;
      turn = undefined;
      await announce?.(() => this.transactions.announce(committed));
      return result;
    } finally {
      await turn?.(null);
      this.slots.give();
    }
  }

  /** Resolves when every transaction begun has finished. */
  override async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  /** The stored records the changes touch, by `recordKey`. */
  private async currentOf(db: TransactionSql, changes: readonly Change[]): Promise<Map<string, object>> {
    const ids = new Map<CollectionName, Set<string>>();
    for (const { collection, id } of changes) ids.set(collection, (ids.get(collection) ?? new Set()).add(id));
    const current = new Map<string, object>();
    for (const [collection, set] of ids) {
      const rows = await db<{ id: string; raw: string }[]>`SELECT id, ${recordText(db)} AS raw FROM ${tableOf(db, collection)} WHERE id = ANY(${[...set]}::text[])`;
      for (const row of rows) current.set(recordKey(collection, row.id), JSON.parse(row.raw) as object);
    }
    return current;
  }

  /** Writes the last state of each changed record; answers every change with what it replaced. */
  private async write(db: TransactionSql, changes: readonly Change[], current: Map<string, object>): Promise<CommittedChange[]> {
    const committed: CommittedChange[] = [];
    const last = new Map<string, Change>();
    for (const change of changes) {
      const key = recordKey(change.collection, change.id);
      committed.push({ collection: change.collection, id: change.id, before: current.get(key) ?? null, after: change.record });
      if (change.record) current.set(key, change.record);
      else current.delete(key);
      last.delete(key);
      last.set(key, change);
    }
    const puts = new Map<CollectionName, object[]>();
    const removes = new Map<CollectionName, string[]>();
    for (const change of last.values()) {
      if (change.record) puts.set(change.collection, [...(puts.get(change.collection) ?? []), change.record]);
      else removes.set(change.collection, [...(removes.get(change.collection) ?? []), change.id]);
    }
    for (const [collection, ids] of removes) await removeRecords(db, collection, ids);
    for (const [collection, records] of puts) await putRecords(db, collection, records as never);
    return committed;
  }

  async close(): Promise<void> {
    await this.idle();
    await this.pool.end();
  }
}

/**
 * How the server opens PostgreSQL at `url`: check that it answers (else an Error saying what to fix,
 * and the server exits), migrate, seed an empty database with `seed()` once, share the secret.
 */
export function openPgStore(url: string, config: ServerConfig, options: { pool?: Partial<PgPoolOptions> } = {}): OpenStore {
  return async (seed) => {
    const opened = await openPg(url, config, { pool: options.pool, seed });
    return new PgStore(opened.pool, opened.secret);
  };
}
