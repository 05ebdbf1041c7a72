/**
 * The server's door to PostgreSQL: a connection pool (the `postgres` client) behind an admission
 * gate. At most `max` units of work hold a connection; up to `queueLimit` more wait, each at most
 * `queueTimeoutMs`; anything beyond is refused at once. The client's own queue is unbounded, so
 * without the gate a burst would pile up requests, memory and latency while the database is slow.
 *
 * A refusal, and every failure that means "no database right now" (connection refused, reset or
 * closed, the server shutting down or starting, too many connections), is a
 * `DatabaseUnavailableError`: the HTTP layer answers 503 with its `Retry-After`.
 *
 * Such a failure also opens a breaker: until the database answers again, every unit of work is
 * refused at once, without waiting on a connection attempt, and one probe asks the database every
 * `probeMs` in the background; its first answer closes the breaker. The client's own pause before
 * reconnecting is kept short (`RECONNECT_MAX_S`): its default grows to 20 s after a few failures,
 * which kept a process answering slowly, or not at all, for that long after the database was back.
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
  /** How often the database is asked again while it cannot be reached. */
  probeMs: number;
}

export const DEFAULT_POOL: Omit<PgPoolOptions, 'url'> = {
  max: 10,
  queueLimit: 200,
  queueTimeoutMs: 5_000,
  connectTimeoutS: 5,
  retryAfterS: 2,
  probeMs: 250,
};

/**
 * The longest pause, in seconds, the client takes before it opens a connection again after one
 * failed (its `backoff`); the LISTEN connection retries at this pace while the database is away.
 */
export const RECONNECT_MAX_S = 0.5;

/** How long a `ready` answer of yes is reused: a load balancer's checks cost one query a second at most. */
const READY_CACHE_MS = 1_000;

/** The client's pause before reconnecting: doubling from 50 ms, at most RECONNECT_MAX_S. */
export function reconnectDelayS(retries: number): number {
  return Math.min(RECONNECT_MAX_S, 0.05 * 2 ** Math.min(retries, 10));
}

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

/** Whether the database answered the last time it was asked. */
export interface PgReachability {
  /** False from a connection failure until a probe is answered. */
  reachable: boolean;
  /** The monotonic time (`performance.now()`) the breaker opened; null while reachable. */
  downSinceMs: number | null;
  /** Units of work handed to the client so far (those refused at the gate are not). */
  handed: number;
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
  /** The breaker's state. */
  reachability(): PgReachability;
  /**
   * Resolves when the database answers; rejects with a `DatabaseUnavailableError` at once while
   * the breaker is open, else after one `SELECT 1` (a yes is reused for a second; a full pool counts
   * as answering: the database is there, this process is busy).
   */
  ready(): Promise<void>;
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
    backoff: reconnectDelayS,
    onnotice: () => undefined,
    // A list page over a million rows is estimated costly enough for PostgreSQL to compile it
    // (JIT), which takes longer than the page itself: the server's statements are all short. And
    // every statement is planned for its values: a generic plan cannot tell a rare search word
    // (read its few rows, then sort them) from a common one (read in the sort's order, stop early).
    connection: { jit: 'off', plan_cache_mode: 'force_custom_plan' },
  });
  let active = 0;
  let ended = false;
  let handed = 0;
  /** The open breaker: since when, and the failure that opened it. */
  let lost: { sinceMs: number; cause: unknown } | null = null;
  let probeTimer: NodeJS.Timeout | null = null;
  /** When `ready` last saw an answer, and the check under way (callers at once share it). */
  let readyAtMs: number | null = null;
  let checking: Promise<void> | null = null;
  const waiting: { grant: () => void; refuse: (error: Error) => void }[] = [];

  const busy = (): DatabaseUnavailableError =>
    new DatabaseUnavailableError('The database is busy: every connection is in use.', 'busy', settings.retryAfterS);
  const down = (cause: unknown): DatabaseUnavailableError =>
    new DatabaseUnavailableError(`The database cannot be reached (${(cause as Error).message}).`, 'down', settings.retryAfterS, { cause });

  /**
   * After a first answer the array types are in the client's shared settings: later connections
   * need not read them again. That read runs outside any query of ours, so a connection lost during
   * it would reject where no caller can catch it (an unhandled rejection, which ends the process).
   */
  const typesKnown = (): void => {
    sql.options.fetch_types = false;
  };
  /** Asks the database until it answers, then closes the breaker. */
  const probe = (): void => {
    probeTimer = null;
    if (ended || !lost) return;
    sql`SELECT 1`.then(
      () => {
        typesKnown();
        lost = null;
      },
      (error: unknown) => {
        if (!lost || ended) return;
        lost.cause = error;
        probeTimer = setTimeout(probe, settings.probeMs);
        probeTimer.unref();
      },
    );
  };
  /** Opens the breaker: the waiting units and every later one are refused until a probe is answered. */
  const trip = (cause: unknown): void => {
    if (lost || ended) return;
    lost = { sinceMs: performance.now(), cause };
    for (const entry of waiting.splice(0)) entry.refuse(down(cause));
    probe();
  };

  const acquire = (): Promise<void> => {
    if (ended) return Promise.reject(down(new Error('the pool is closed')));
    if (lost) return Promise.reject(down(lost.cause));
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
    handed += 1;
    try {
      const result = await work(sql);
      typesKnown();
      return result;
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      readyAtMs = null;
      trip(error);
      throw down(error);
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
    reachability: () => ({ reachable: lost === null, downSinceMs: lost?.sinceMs ?? null, handed }),
    ready() {
      if (lost) return Promise.reject(down(lost.cause));
      if (readyAtMs !== null && performance.now() - readyAtMs < READY_CACHE_MS) return Promise.resolve();
      checking ??= run((db) => db`SELECT 1`).then(
        () => {
          readyAtMs = performance.now();
        },
        (error: unknown) => {
          if (error instanceof DatabaseUnavailableError && error.reason === 'busy') return;
          throw error;
        },
      ).finally(() => {
        checking = null;
      });
      return checking;
    },
    async end() {
      ended = true;
      if (probeTimer) clearTimeout(probeTimer);
      for (const entry of waiting.splice(0)) entry.refuse(down(new Error('the pool is closed')));
      // Statements under way get 5 s to finish; while the database is lost none can, and the only
      // one left is the breaker's probe, still dialling: a server that cannot start exits at once.
      await sql.end({ timeout: lost ? 0 : 5 });
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
