/**
 * The sessions of every server process (the `SessionStore` of server/auth/sessions.ts) in the
 * `sessions` table: a session signed out on one process is refused by every other at its next
 * call. An end is announced on `diving_sessions` by the transaction that makes it, and every
 * process closes that session's live streams when it hears it (this one at once, after the commit).
 *
 * The same channel carries the account changes the users table's trigger announces (migration
 * 0006): a password change, a reset, a block or a demotion, heard by every process before that
 * commit's live events, since those are sent only after it commits and one connection hears both
 * channels in commit order.
 */
import type { Sql } from 'postgres';
import type { SessionEndReason, SessionRecord, SessionStore } from '../auth/sessions';
import { TOUCH_MS, sessionOf, tell } from '../auth/sessions';
import { MAX_PAYLOAD_BYTES, SESSIONS_CHANNEL, subscribe } from './notify';
import type { Subscription } from './notify';

/** An account change that may end its sessions, as another process's commit announced it. */
export interface AccountChange {
  id: string;
  /** The account was removed. */
  gone: boolean;
  status: string | null;
  role: string | null;
  sessionVersion: number | null;
}

/** The PostgreSQL sessions, which also hear the account changes of every process. */
export interface PgSessionStore extends SessionStore {
  onAccountChanged(listener: (change: AccountChange) => void): () => void;
}

interface Row {
  id: string;
  user_id: string;
  version: number;
  created_at: Date;
  last_seen_at: Date;
  address: string;
  user_agent: string;
  ended_at: Date | null;
  ended_why: string | null;
}

const recordOf = (row: Row): SessionRecord => ({
  id: row.id,
  userId: row.user_id,
  version: row.version,
  createdAt: row.created_at.getTime(),
  lastSeenAt: row.last_seen_at.getTime(),
  address: row.address,
  userAgent: row.user_agent,
  endedAt: row.ended_at ? row.ended_at.getTime() : null,
  endedWhy: row.ended_why as SessionEndReason | null,
});

/** PostgreSQL text holds no NUL: such an id names no session (and is never sent). */
const hasNul = (text: string): boolean => text.includes('\u0000');

/** Ids per notification: well under NOTIFY's 8000 bytes at 24 characters an id. */
const IDS_PER_MESSAGE = Math.floor(MAX_PAYLOAD_BYTES / 40);

function accountChangeOf(value: Record<string, unknown>): AccountChange | null {
  if (typeof value.account !== 'string') return null;
  return {
    id: value.account,
    gone: value.gone === true,
    status: typeof value.status === 'string' ? value.status : null,
    role: typeof value.role === 'string' ? value.role : null,
    sessionVersion: typeof value.sv === 'number' ? value.sv : null,
  };
}

/**
 * Starts listening and answers the store; `run` admits each query (the pool's gate: 503 when the
 * database is busy or down). Rejects when the database cannot be reached.
 */
export async function createPgSessionStore(sql: Sql, run: <T>(work: () => Promise<T>) => Promise<T> = (work) => work()): Promise<PgSessionStore> {
  const ended = new Set<(ids: readonly string[]) => void>();
  const accounts = new Set<(change: AccountChange) => void>();
  const hear = (message: unknown): void => {
    if (message === null || typeof message !== 'object') return;
    const value = message as Record<string, unknown>;
    if (Array.isArray(value.ended)) {
      tell(ended, value.ended.filter((id): id is string => typeof id === 'string'));
      return;
    }
    const change = accountChangeOf(value);
    if (change) for (const listener of [...accounts]) listener(change);
  };
  // What was announced while the connection was lost is caught by the streams' next session
  // check (server/live/session-watch.ts), which reads the sessions again.
  const subscription: Subscription = await subscribe(sql, hear, () => undefined, SESSIONS_CHANNEL);
  return {
    create: (input, at) => run(async () => {
      const s = sessionOf(input, at);
      await sql`
        INSERT INTO sessions (id, user_id, version, created_at, last_seen_at, address, user_agent)
        VALUES (${s.id}, ${s.userId}, ${s.version}, ${new Date(s.createdAt)}, ${new Date(s.lastSeenAt)}, ${s.address}, ${s.userAgent})`;
      return s;
    }),
    get: (id) => hasNul(id) ? Promise.resolve(undefined) : run(async () => {
      const [row] = await sql<Row[]>`SELECT * FROM sessions WHERE id = ${id}`;
      return row ? recordOf(row) : undefined;
    }),
    touch: (id, at) => run(async () => {
      // Conditional, so two processes answering calls of one session in the same minute write once.
      await sql`
        UPDATE sessions SET last_seen_at = ${new Date(at)}
        WHERE id = ${id} AND ended_at IS NULL AND last_seen_at <= ${new Date(at - TOUCH_MS)}`;
    }),
    ofUser: (userId) => run(async () => {
      const rows = await sql<Row[]>`SELECT * FROM sessions WHERE user_id = ${userId} AND ended_at IS NULL ORDER BY created_at DESC`;
      return rows.map(recordOf);
    }),
    async end(userId, which, why, at) {
      const ids = which.ids?.filter((id) => !hasNul(id)) ?? null;
      if (ids?.length === 0) return [];
      const except = which.except ?? null;
      const gone = await run(() => sql.begin(async (tx) => {
        const rows = await tx<{ id: string }[]>`
          UPDATE sessions SET ended_at = ${new Date(at)}, ended_why = ${why}
          WHERE user_id = ${userId} AND ended_at IS NULL
            AND (${ids}::text[] IS NULL OR id = ANY(${ids}::text[]))
            AND (${except}::text IS NULL OR id <> ${except}::text)
          RETURNING id`;
        const list = rows.map((row) => row.id);
        for (let i = 0; i < list.length; i += IDS_PER_MESSAGE) {
          await tx`SELECT pg_notify(${SESSIONS_CHANNEL}, ${JSON.stringify({ ended: list.slice(i, i + IDS_PER_MESSAGE) })})`;
        }
        return list;
      })) as string[];
      // This process's streams close now; hearing the notification again closes nothing more.
      tell(ended, gone);
      return gone;
    },
    onEnded(listener) {
      ended.add(listener);
      return () => ended.delete(listener);
    },
    onAccountChanged(listener) {
      accounts.add(listener);
      return () => accounts.delete(listener);
    },
    sweep: (before) => run(async () => (await sql`DELETE FROM sessions WHERE created_at < ${new Date(before)} RETURNING id`).length),
    close: () => subscription.close(),
  };
}
