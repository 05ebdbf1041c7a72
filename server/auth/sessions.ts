/**
 * Server-side sessions (docs/api.md "Sessions"): each sign-in is one, named by `sid` in its token,
 * and every call checks it. A session ends when it is signed out or ended from a sessions list, when
 * its user's session version moves on (a password change, a reset or a block end every session at
 * once, atomically with that change: account-rules.ts), `SESSION_MAX_S` after its sign-in however
 * often its token is refreshed, and `SESSION_IDLE_S` after its last call.
 *
 * The rules are here; where sessions are kept is a `SessionStore`: a file beside the embedded
 * store's data (this module), or a table every process shares on PostgreSQL (server/pg/sessions.ts),
 * chosen in server/services.ts like the codes and the limits.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fsyncDir, replaceFile } from '../store/files';

/** Why a session ended, as kept with it. */
export type SessionEndReason = 'signedOut' | 'ended' | 'endedOthers' | 'endedByOwner';

/** One session as stored; times in ms since the epoch. */
export interface SessionRecord {
  id: string;
  userId: string;
  /** The user's session version at sign-in: a later version (password change, reset, block) ends it. */
  version: number;
  createdAt: number;
  /** The last call, to within `TOUCH_MS` (see `needsTouch`). */
  lastSeenAt: number;
  /** The client address as the activity log shows it. */
  address: string;
  /** The `User-Agent` at sign-in, at most `USER_AGENT_MAX` characters. */
  userAgent: string;
  endedAt: number | null;
  endedWhy: SessionEndReason | null;
}

/** The lifetimes of the settings, in seconds. */
export interface SessionLimits {
  maxS: number;
  idleS: number;
}

/** The lifetimes of `config`'s settings. */
export const sessionLimits = (config: { sessionMaxS: number; sessionIdleS: number }): SessionLimits => ({ maxS: config.sessionMaxS, idleS: config.sessionIdleS });

/** What a sign-in records besides its time. */
export interface NewSession {
  userId: string;
  version: number;
  address: string;
  userAgent: string;
}

/** Where sessions are kept: one process's file, or PostgreSQL for every process. */
export interface SessionStore {
  /** Records a new session signed in at `at`. */
  create(input: NewSession, at: number): Promise<SessionRecord>;
  get(id: string): Promise<SessionRecord | undefined>;
  /** Records a call at `at` (only when the kept time is `TOUCH_MS` older: see `needsTouch`). */
  touch(id: string, at: number): Promise<void>;
  /** The sessions of `userId` not ended by a sign-out or a sessions list (the caller applies the other rules). */
  ofUser(userId: string): Promise<SessionRecord[]>;
  /**
   * Ends, at `at`, the sessions of `userId` not ended yet: those of `ids` when given, else all,
   * except `except`; answers the ids it ended. Every process's `onEnded` listeners hear them.
   */
  end(userId: string, which: { ids?: readonly string[]; except?: string }, why: SessionEndReason, at: number): Promise<string[]>;
  /** Calls `listener` with the ids of sessions ended by any process (this one at once); returns the unsubscribe call. */
  onEnded(listener: (ids: readonly string[]) => void): () => void;
  /** Forgets the sessions signed in before `before` (past their maximum life, so over whatever happened). */
  sweep(before: number): Promise<number>;
  /** Writes what is pending and stops. */
  close(): Promise<void>;
}

/** Longest `User-Agent` kept. */
export const USER_AGENT_MAX = 300;

/**
 * How stale the kept `lastSeenAt` may be before a call writes it again: at most one write a minute
 * per session rather than one per request. So the idle rule holds to the minute: a session ends
 * between `SESSION_IDLE_S` − 60 s and `SESSION_IDLE_S` after its last call, never later.
 */
export const TOUCH_MS = 60_000;

/** Why a session is no longer open (null: it is). */
export type SessionEnd = 'ended' | 'replaced' | 'expired' | 'idle';

/** The rules, at `now` (ms), for a session of a user whose session version is `userVersion`. */
export function sessionEnd(session: SessionRecord, userVersion: number, now: number, limits: SessionLimits): SessionEnd | null {
  if (session.endedAt !== null) return 'ended';
  if (session.version !== userVersion) return 'replaced';
  if (now - session.createdAt >= limits.maxS * 1000) return 'expired';
  if (now - session.lastSeenAt >= limits.idleS * 1000) return 'idle';
  return null;
}

/** True when a call at `now` should write `lastSeenAt`. */
export const needsTouch = (session: SessionRecord, now: number): boolean => now - session.lastSeenAt >= TOUCH_MS;

/** A new session's id: 144 random bits, base64url. */
export const newSessionId = (): string => randomBytes(18).toString('base64url');

/** The `User-Agent` as kept: one line of printable text, at most `USER_AGENT_MAX` characters. */
export function keptUserAgent(header: string | string[] | undefined): string {
  const raw = Array.isArray(header) ? header.join(' ') : header ?? '';
  // Control characters would reach the SPA's list and the log as they are; spaces read the same.
  return raw.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim().slice(0, USER_AGENT_MAX);
}

/** The record of a new session. */
export function sessionOf(input: NewSession, at: number): SessionRecord {
  return { id: newSessionId(), ...input, userAgent: input.userAgent.slice(0, USER_AGENT_MAX), createdAt: at, lastSeenAt: at, endedAt: null, endedWhy: null };
}

/** Calls each listener with `ids`; one that throws does not stop the others. */
export function tell(listeners: ReadonlySet<(ids: readonly string[]) => void>, ids: readonly string[]): void {
  if (ids.length === 0) return;
  for (const listener of [...listeners]) {
    try {
      listener(ids);
    } catch (error) {
      console.error('A listener of ended sessions failed:', error);
    }
  }
}

/** The file of the embedded store's sessions, beside its `store/` folder. */
export const SESSIONS_FILE = 'sessions.json';

function isRecord(value: unknown): value is SessionRecord {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && typeof v.userId === 'string' && Number.isSafeInteger(v.version) &&
    typeof v.createdAt === 'number' && typeof v.lastSeenAt === 'number' && typeof v.address === 'string' &&
    typeof v.userAgent === 'string' && (v.endedAt === null || typeof v.endedAt === 'number');
}

/**
 * The sessions of one process, in memory and, when `dir` is given, in `dir/sessions.json`: a
 * restart keeps them. A sign-in and an end are answered once the file holding them is durable (a
 * session signed out stays so after a crash); a call's time is written with the next write,
 * without waiting. Writes replace the file atomically, one at a time, each with every change made
 * before it began. An unreadable file is set aside as ended sessions: its users sign in again.
 */
export async function openFileSessionStore(dir: string | null): Promise<SessionStore> {
  const sessions = new Map<string, SessionRecord>();
  if (dir) {
    try {
      const parsed: unknown = JSON.parse(await readFile(join(dir, SESSIONS_FILE), 'utf8'));
      for (const record of Array.isArray(parsed) ? parsed : []) if (isRecord(record)) sessions.set(record.id, record);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') console.error(`Sessions: cannot read ${join(dir, SESSIONS_FILE)}; everyone signs in again.`, (error as Error).message);
    }
  }
  const listeners = new Set<(ids: readonly string[]) => void>();
  let queue: Promise<void> = Promise.resolve();
  let pending: Promise<void> | null = null;
  const write = async (): Promise<void> => {
    if (!dir) return;
    await replaceFile(dir, SESSIONS_FILE, JSON.stringify([...sessions.values()]));
    await fsyncDir(dir);
  };
  /** Resolves once a write begun after this call is durable. */
  const persist = (): Promise<void> => {
    pending ??= queue.then(() => {
      pending = null;
      return write();
    });
    queue = pending.catch((error: unknown) => console.error('Sessions: cannot write the sessions file:', error));
    return pending;
  };
  return {
    async create(input, at) {
      const session = sessionOf(input, at);
      sessions.set(session.id, session);
      await persist();
      return { ...session };
    },
    get: async (id) => {
      const session = sessions.get(id);
      return session ? { ...session } : undefined;
    },
    async touch(id, at) {
      const session = sessions.get(id);
      if (!session || session.endedAt !== null || at - session.lastSeenAt < TOUCH_MS) return;
      session.lastSeenAt = at;
      void persist();
    },
    ofUser: async (userId) => [...sessions.values()].filter((s) => s.userId === userId && s.endedAt === null).map((s) => ({ ...s })),
    async end(userId, which, why, at) {
      const wanted = which.ids ? new Set(which.ids) : null;
      const ended: string[] = [];
      for (const session of sessions.values()) {
        if (session.userId !== userId || session.endedAt !== null || session.id === which.except) continue;
        if (wanted && !wanted.has(session.id)) continue;
        session.endedAt = at;
        session.endedWhy = why;
        ended.push(session.id);
      }
      if (ended.length > 0) await persist();
      tell(listeners, ended);
      return ended;
    },
    onEnded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async sweep(before) {
      let gone = 0;
      for (const [id, session] of sessions) {
        if (session.createdAt < before) {
          sessions.delete(id);
          gone += 1;
        }
      }
      if (gone > 0) await persist();
      return gone;
    },
    async close() {
      await queue;
    },
  };
}
