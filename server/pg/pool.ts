/**
 * The server's door to PostgreSQL: a connection pool (the `postgres` client) behind an admission
 * gate. At most `max` units of work hold a connection; up to `queueLimit` more wait, each at most
 * `queueTimeoutMs`; anything beyond is refused at once. The client's own queue is unbounded, so
 * without the gate a burst would pile up requests, memory and latency while the database is slow.
 *
 * A refusal, and every failure that means "no database right now" (connection refused, reset or
 * closed, the server shutting down or starting, too many connections), is a
 * `DatabaseUnavailableError`: the HTTP layer answers 503 with its `Retry-After`. Nothing is cached
 * about the outage: the client opens fresh connections for the next unit of work, so the server
 * recovers on its own as soon as the database is back.
 */
import postgres from 'postgres';
import type { Sql, TransactionSql } from 'postgres';

/** No database for this request: answer 503 with `Retry-After: retryAfterS`. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  readonly status = 503;
  constructor(
    message: string,
    /** `down`: the database cannot be reached; `busy`: every connection and queue place is taken. */
    readonly reason: 'down' | 'busy',
    readonly retryAfterS: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Settings of the pool. */
export interface PgPoolOptions {
  url: string;
  /** Connections (and units of work at once). */
  max: number;
  /** Units of work that may wait for a connection; more are refused at once. */
  queueLimit: number;
  /** Longest wait for a connection before a refusal. */
  queueTimeoutMs: number;
  /** Longest wait for a new connection to open. */
  connectTimeoutS: number;
  /** What a refusal tells the client to wait. */
  retryAfterS: number;
}

export const DEFAULT_POOL: Omit<PgPoolOptions, 'url'> = {
  max: 10,
  queueLimit: 200,
  queueTimeoutMs: 5_000,
  connectTimeoutS: 5,
  retryAfterS: 2,
};

/** Error codes of the client and the server that mean the database is not there for us now. */
const CLIENT_DOWN = new Set(['CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED', 'CONNECT_TIMEOUT', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOENT']);
const SERVER_DOWN = new Set(['57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006', '08007']);

/** True when `error` means the database cannot be reached now (as opposed to a bad statement). */
export function isConnectionError(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return false;
  return CLIENT_DOWN.has(code) || SERVER_DOWN.has(code);
}

/** `url` without its password, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the DATABASE_URL (not a valid URL)';
  }
}

/** The gate and the pool. */
export interface PgPool {
  /** The client itself: for LISTEN and for work that manages its own admission. */
  readonly sql: Sql;
  /** Connections (`max`): units of work at once. */
  readonly size: number;
  /** Runs `work` once a connection is free (or refuses); connection failures become 503s. */
  run<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
  /** Runs `work` in one transaction once a connection is free (or refuses). */
  transaction<T>(work: (tx: TransactionSql) => Promise<T>): Promise<T>;
  /** Units of work holding a connection, and waiting. */
  load(): { active: number; waiting: number };
  /** Closes every connection (waiting work is refused). */
  end(): Promise<void>;
}

/** Creates the pool; nothing connects until the first unit of work. */
export function createPgPool(options: Partial<PgPoolOptions> & { url: string }): PgPool {
  const settings: PgPoolOptions = { ...DEFAULT_POOL, ...options };
  const sql = postgres(settings.url, {
    max: settings.max,
    connect_timeout: settings.connectTimeoutS,
    idle_timeout: 60,
    onnotice: () => undefined,
    // A list page over a million rows is estimated costly enough for PostgreSQL to compile it
    // (JIT), which takes longer than the page itself: the server's statements are all short. And
    // every statement is planned for its values: a generic plan cannot tell a rare search word
    // (read its few rows, then sort them) from a common one (read in the sort's order, stop early).
    connection: { jit: 'off', plan_cache_mode: 'force_custom_plan' },
  });
  let active = 0;
  let ended = false;
  const waiting: { grant: () => void; refuse: (error: Error) => void }[] = [];

  const busy = (): DatabaseUnavailableError =>
    new DatabaseUnavailableError('The database is busy: every connection is in use.', 'busy', settings.retryAfterS);
  const down = (cause: unknown): DatabaseUnavailableError =>
    new DatabaseUnavailableError(`The database cannot be reached (${(cause as Error).message}).`, 'down', settings.retryAfterS, { cause });

  const acquire = (): Promise<void> => {
    if (ended) return Promise.reject(down(new Error('the pool is closed')));
    if (active < settings.max) {
      active += 1;
      return Promise.resolve();
    }
    if (waiting.length >= settings.queueLimit) return Promise.reject(busy());
    return new Promise((resolve, reject) => {
      const entry = {
        grant: () => {
          clearTimeout(timer);
          resolve();
        },
        refuse: (error: Error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      const timer = setTimeout(() => {
        const at = waiting.indexOf(entry);
        if (at >= 0) waiting.splice(at, 1);
        reject(busy());
      }, settings.queueTimeoutMs);
      waiting.push(entry);
    });
  };
  // A finished unit hands its place straight to the next waiter, so `active` never overshoots.
  const release = (): void => {
    const next = waiting.shift();
    if (next) next.grant();
    else active -= 1;
  };

  const run = async <T>(work: (sql: Sql) => Promise<T>): Promise<T> => {
    await acquire();
    try {
      return await work(sql);
    } catch (error) {
      throw isConnectionError(error) ? down(error) : error;
    } finally {
      release();
    }
  };

  return {
    sql,
    size: settings.max,
    run,
    transaction(work) {
      return run(async (db) => (await db.begin(work)) as Awaited<ReturnType<typeof work>>);
    },
    load: () => ({ active, waiting: waiting.length }),
    async end() {
      ended = true;
      for (const entry of waiting.splice(0)) entry.refuse(down(new Error('the pool is closed')));
      await sql.end({ timeout: 5 });
    },
  };
}

/**
 * Checks at start that the database answers; throws an Error whose message says what to fix
 * (the server prints it and exits rather than serving 503s from its first request).
 */
export async function checkDatabase(pool: PgPool, url: string): Promise<void> {
  try {
    await pool.run((sql) => sql`SELECT 1`);
  } catch (error) {
    const cause = error instanceof DatabaseUnavailableError ? (error.cause as Error) : (error as Error);
    throw new Error(`Cannot use the PostgreSQL database at ${redactUrl(url)}: ${cause?.message ?? String(error)}. Check that it runs and that DATABASE_URL is right.`);
  }
}
