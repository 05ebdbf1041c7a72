/** What every handler sees: the running app's parts and the current request. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerConfig } from './config';
import type { Store } from './store/interface';
import type { StoredUser } from './store/types';
import type { OtpBook } from './auth/otp';
import type { RateLimiter } from './auth/rate-limit';
import type { WorkGate } from './auth/hash-gate';
import type { Outbox } from './outbox';
import type { EventBus } from './live/bus';
import type { StreamRegistry } from './live/streams';
import type { PresenceRegistry } from './live/presence';
import type { ClaimRegistry } from './live/claims';
import type { SessionBook } from './live/sessions';
import type { UploadStore } from './uploads';
import type { SessionRecord, SessionStore } from './auth/sessions';

/** Long-lived parts shared by all requests. */
export interface App {
  config: ServerConfig;
  store: Store;
  secret: Buffer;
  otp: OtpBook;
  outbox: Outbox;
  /** Live events from the store's commits (see live/bus.ts). */
  bus: EventBus;
  /** The open `/events` streams and their limits. */
  streams: StreamRegistry;
  /** The accounts of the admins with a stream open, for the streams' session checks. */
  sessions: SessionBook;
  /** The signed-in sessions (see auth/sessions.ts): in a file beside the embedded store, or in PostgreSQL. */
  sessionStore: SessionStore;
  /** Who has which record open (see live/presence.ts). */
  presence: PresenceRegistry;
  /** Who reviews which pending item (see live/claims.ts). */
  claims: ClaimRegistry;
  uploadsDir: string;
  /** The uploaded files (see uploads.ts). */
  uploads: UploadStore;
  /** Every password hash runs through it, keyed by client address (see auth/hash-gate.ts). */
  hashing: WorkGate;
  /** Counters of attempts (see auth/rate-limit.ts); the numbers are settings (config.ts). */
  limits: {
    /** Login attempts per `email|address`. */
    login: RateLimiter;
    /** Failed logins per address, across e-mails. */
    loginAddress: RateLimiter;
    /** Public sign-ups per address. */
    signup: RateLimiter;
    /** Wrong current passwords per user id. */
    password: RateLimiter;
    contact: RateLimiter;
    sendOtpEmail: RateLimiter;
    sendOtpIp: RateLimiter;
    verifyOtpIp: RateLimiter;
  };
  /** Current time in ms, read at call time. */
  now(): number;
}

/** One request being answered. */
export interface RequestContext {
  app: App;
  req: IncomingMessage;
  res: ServerResponse;
  /** Decoded `:name` path parameters. */
  params: Record<string, string>;
  /** The client's rate-limit key (see auth/client-address.ts). */
  ip: string;
  /** The client's address as the activity log shows it (see auth/client-address.ts). */
  address: string;
  /** True only for a direct connection from this machine (never through TRUST_PROXY). */
  local: boolean;
  /** The signed-in user once resolved (see auth/guard.ts). */
  user?: StoredUser | null;
  /** The session of the caller's token once resolved, with the user. */
  session?: SessionRecord | null;
}

/** A route handler; it answers through `rc.res` or throws an `ApiError`. */
export type Handler = (rc: RequestContext) => Promise<void>;

/** The current time as an ISO string. */
export function nowIso(app: App): string {
  return new Date(app.now()).toISOString();
}
