/**
 * The state a request may need beyond the store, chosen once at start: in this process's memory
 * for the embedded store (one process owns its files), or in PostgreSQL when the server runs on
 * it, so that every process behind the same database counts the same attempts, honours the same
 * codes, sees the same claims and viewers, lists the same dev outbox and open live streams, and
 * delivers every process's live events.
 */
import type { Sql } from 'postgres';
import type { PgPool } from './pg/pool';
import type { ServerConfig } from './config';
import type { App } from './context';
import { createOtpBook } from './auth/otp';
import { createRateLimiter } from './auth/rate-limit';
import type { RateLimiter } from './auth/rate-limit';
import { createEventBus } from './live/bus';
import type { EventBus } from './live/bus';
import type { LiveEventBody } from '../src/contract';
import { createPresenceRegistry, memoryPresenceRows } from './live/presence';
import type { PresenceRows } from './live/presence';
import { createClaimRegistry, memoryClaimRows } from './live/claims';
import type { ClaimRows } from './live/claims';
import { createPgRateLimiter } from './pg/rate-limit';
import { createPgOtpBook } from './pg/otp';
import { createPgPresence } from './pg/presence';
import { createPgClaims } from './pg/claims';
import { createPgEventBus } from './pg/bus';
import { fileUploads, pgUploads } from './uploads';
import { createOutbox, memoryOutboxRows } from './outbox';
import { createPgOutboxRows } from './pg/outbox';
import { memoryStreamSlots } from './live/stream-slots';
import type { StreamSlots } from './live/stream-slots';
import { createPgStreamSlots } from './pg/stream-slots';
import { openFileSessionStore } from './auth/sessions';
import type { SessionStore } from './auth/sessions';
import { createPgSessionStore } from './pg/sessions';
import type { AccountChange } from './pg/sessions';

/** The shared parts of the app, and how to stop them. */
export type Services = Pick<App, 'otp' | 'bus' | 'presence' | 'claims' | 'limits' | 'uploads' | 'outbox' | 'sessionStore'> & {
  /** Where the live streams are counted against their caps. */
  streamSlots: StreamSlots;
  /**
   * Calls `listener` with each account change of another process's commit that may end sessions,
   * before that commit's live events (PostgreSQL only: one process sees its own commits).
   */
  onAccountChanged(listener: (change: AccountChange) => void): void;
  /** Stops the timers and the listening connection. */
  close(): Promise<void>;
};

const MINUTE_MS = 60_000;
/** How often expired attempt windows and codes are deleted from PostgreSQL. */
const SWEEP_MS = 5 * MINUTE_MS;

type LimiterFactory = (name: string, options: { limit: number; windowMs: number }) => RateLimiter;

function limitsOf(config: ServerConfig, make: LimiterFactory): App['limits'] {
  return {
    login: make('login', { limit: config.loginLimit, windowMs: 15 * MINUTE_MS }),
    loginAddress: make('loginAddress', { limit: config.loginAddressLimit, windowMs: 15 * MINUTE_MS }),
    signup: make('signup', { limit: config.signupLimit, windowMs: 60 * MINUTE_MS }),
    password: make('password', { limit: config.passwordLimit, windowMs: 15 * MINUTE_MS }),
    contact: make('contact', { limit: config.contactLimit, windowMs: MINUTE_MS }),
    sendOtpEmail: make('sendOtpEmail', { limit: config.otpEmailLimit, windowMs: 15 * MINUTE_MS }),
    sendOtpIp: make('sendOtpIp', { limit: config.otpAddressLimit, windowMs: 15 * MINUTE_MS }),
    verifyOtpIp: make('verifyOtpIp', { limit: config.otpVerifyLimit, windowMs: 15 * MINUTE_MS }),
  };
}

/**
 * Each limiter keeps its keys in one table: the limiter's name prefixes them, as the in-memory
 * limiters keep one map each.
 */
function pgLimiter(sql: Sql, name: string, options: { limit: number; windowMs: number }, now: () => number): RateLimiter {
  const inner = createPgRateLimiter(sql, { ...options, now });
  const keyOf = (key: string): string => `${name}:${key}`;
  return {
    async take(key) {
      const { retryAfterS, attempt } = await inner.take(keyOf(key));
      return {
        retryAfterS,
        attempt: { refund: () => attempt.refund().catch((error: unknown) => console.error('Could not give an attempt back:', error)) },
      };
    },
    retryAfterS: (key) => inner.retryAfterS(keyOf(key)),
    reset: (key) => inner.reset(keyOf(key)),
  };
}

/**
 * `target` with each method run through the pool's admission gate: a full pool or a lost database
 * answers 503 with `Retry-After`, as the store's own reads do.
 */
function gated<T extends object>(pool: PgPool, target: T): T {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(target)) {
    out[name] = typeof value === 'function' ? (...args: unknown[]) => pool.run(() => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args)) : value;
  }
  return out as T;
}

/** The presence and claim registries over where they are kept, publishing on `bus`. */
function registries(config: ServerConfig, bus: EventBus, presenceRows: PresenceRows, claimRows: ClaimRows): Pick<Services, 'presence' | 'claims'> {
  const publish = (event: LiveEventBody) => bus.publish(event);
  return {
    presence: createPresenceRegistry(presenceRows, { ttlMs: config.presenceTtlMs, publish }),
    claims: createClaimRegistry(claimRows, { ttlMs: config.claimTtlMs, publish }),
  };
}

/** Forgets the sessions past their maximum life (the ended ones among them) now and then. */
function sweepSessions(config: ServerConfig, sessions: SessionStore, now: () => number): () => void {
  const timer = setInterval(() => {
    sessions.sweep(now() - config.sessionMaxS * 1000).catch((error: unknown) =>
      console.error('Could not delete ended sessions:', error instanceof Error ? error.message : error));
  }, SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** The services of a server: in memory when `pool` is null, in PostgreSQL otherwise. */
export async function createServices(config: ServerConfig, pool: PgPool | null, now: () => number, uploadsDir: string): Promise<Services> {
  const print = config.log ? (line: string) => console.log(line) : null;
  const streamLimits = { perAdmin: config.eventsPerAdmin, total: config.eventsMax };
  if (!pool) {
    const bus = createEventBus(config.eventsBuffer);
    const { presence, claims } = registries(config, bus, memoryPresenceRows({ ttlMs: config.presenceTtlMs, now }), memoryClaimRows({ ttlMs: config.claimTtlMs, now }));
    // Beside the store's data, so a restart keeps who is signed in.
    const sessionStore = await openFileSessionStore(config.dataDir);
    const stopSweep = sweepSessions(config, sessionStore, now);
    return {
      bus,
      otp: createOtpBook(now),
      uploads: fileUploads(uploadsDir),
      outbox: createOutbox(memoryOutboxRows(), now, print),
      streamSlots: memoryStreamSlots(streamLimits),
      presence,
      claims,
      limits: limitsOf(config, (_name, options) => createRateLimiter({ ...options, now })),
      sessionStore,
      onAccountChanged: () => undefined,
      async close() {
        stopSweep();
        presence.stop();
        claims.stop();
        await sessionStore.close();
      },
    };
  }
  const sql = pool.sql;
  const bus = await createPgEventBus(sql, config.eventsBuffer);
  const streamSlots = createPgStreamSlots(pool, streamLimits, { now });
  const { presence, claims } = registries(config, bus, gated(pool, createPgPresence(sql, { ttlMs: config.presenceTtlMs, now })), gated(pool, createPgClaims(sql, { ttlMs: config.claimTtlMs, now })));
  const otp = gated(pool, createPgOtpBook(sql, now));
  const limits = limitsOf(config, (name, options) => gated(pool, pgLimiter(sql, name, options, now)));
  // One sweep clears the ended windows of every limiter: they share the table.
  const windows = createPgRateLimiter(sql, { limit: 1, windowMs: 1, now });
  const sessionStore = await createPgSessionStore(sql, (work) => pool.run(() => work()));
  const stopSweep = sweepSessions(config, sessionStore, now);
  const sweepTimer = setInterval(() => {
    Promise.all([windows.sweep(), otp.sweep()]).catch((error: unknown) =>
      console.error('Could not delete expired limits and codes:', error instanceof Error ? error.message : error));
  }, SWEEP_MS);
  sweepTimer.unref();
  return {
    bus,
    otp,
    presence,
    claims,
    limits,
    uploads: pgUploads(pool, uploadsDir),
    outbox: createOutbox(gated(pool, createPgOutboxRows(sql)), now, print),
    streamSlots,
    sessionStore,
    onAccountChanged: (listener) => void sessionStore.onAccountChanged(listener),
    async close() {
      clearInterval(sweepTimer);
      stopSweep();
      await sessionStore.close();
      await streamSlots.close();
      presence.stop();
      claims.stop();
      await bus.close();
    },
  };
}
