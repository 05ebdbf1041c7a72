/**
 * Server settings, read once from the environment (see docs/server.md): every value has a default
 * so `startServer()` runs with none, and tests override what they need.
 */
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { availableParallelism, totalmem } from 'node:os';
import { isLoopbackHost } from './auth/client-address';
import { DEFAULT_HASH_COST, MIN_HASH_COST } from './auth/password';

/** Everything the server needs to start. */
export interface ServerConfig {
  /** TCP port; 0 picks a free one. Default 8080. */
  port: number;
  /** Interface to bind. Default `127.0.0.1`. */
  host: string;
  /** Folder of the store, the token secret and the uploads. Default `.data`. */
  dataDir: string;
  /**
   * PostgreSQL to run on (`DATABASE_URL`, `postgres://user:password@host:5432/db`): the records and
   * the token secret live there instead of `dataDir`. Null (default): the embedded store.
   */
  databaseUrl: string | null;
  /** Access-token lifetime in seconds. Default 900. */
  tokenTtlS: number;
  /**
   * Longest life of a session, seconds from its sign-in, however often its token is refreshed
   * (`SESSION_MAX_S`). Default 43200 (12 hours).
   */
  sessionMaxS: number;
  /**
   * A session ends after this many seconds without a call (`SESSION_IDLE_S`); refreshing the token
   * and the live stream are not calls. Default 3600.
   */
  sessionIdleS: number;
  /** Seed demo data into an empty store and serve `/dev/outbox`. Default false. */
  demo: boolean;
  /** Size of the demo data set. Default `normal`. */
  demoSize: 'normal' | 'large';
  /** The seeded admin's e-mail. Default `admin@diving.test`. */
  adminEmail: string;
  /** The seeded admin's password. Default `diving-admin`. */
  adminPassword: string;
  /** Folder of the built SPA; null serves none. Default `<repo>/dist`. */
  staticDir: string | null;
  /** One log line per request on stdout. Default true. */
  log: boolean;
  /** Origin allowed by CORS; null (default) answers same-origin only. */
  corsOrigin: string | null;
  /** Login attempts per e-mail and address in 15 minutes (`LOGIN_LIMIT`). Default 5. */
  loginLimit: number;
  /** Failed logins per address in 15 minutes, whatever the e-mail (`LOGIN_ADDRESS_LIMIT`). Default 50. */
  loginAddressLimit: number;
  /**
   * Every admin must sign in with two-factor (`REQUIRE_TWO_FACTOR=1`): one without it may only set
   * it up (every other call 403 `TWO_FACTOR_REQUIRED`) until it is on. Default off.
   */
  requireTwoFactor: boolean;
  /** Public sign-ups per address in an hour (`SIGNUP_LIMIT`); admins are not limited. Default 30. */
  signupLimit: number;
  /** Wrong current passwords per user in 15 minutes (`PASSWORD_LIMIT`). Default 5. */
  passwordLimit: number;
  /** Contact messages per address in a minute (`CONTACT_LIMIT`). Default 10. */
  contactLimit: number;
  /** One-time codes sent per e-mail in 15 minutes (`OTP_EMAIL_LIMIT`). Default 5. */
  otpEmailLimit: number;
  /** One-time codes sent per address in 15 minutes (`OTP_ADDRESS_LIMIT`). Default 50. */
  otpAddressLimit: number;
  /** Wrong one-time codes per address in 15 minutes (`OTP_VERIFY_LIMIT`). Default 30. */
  otpVerifyLimit: number;
  /**
   * Behind a reverse proxy (`TRUST_PROXY`): the client address, for the limits and the loopback-only
   * routes, is the last `X-Forwarded-For` entry. Only when the proxy alone can reach the server.
   * Default false.
   */
  trustProxy: boolean;
  /** Longest wait for a request's headers, seconds (`HEADERS_TIMEOUT_S`); then 408. Default 10. */
  headersTimeoutS: number;
  /** Longest wait for a whole request, body included, seconds (`REQUEST_TIMEOUT_S`); then 408. Default 30. */
  requestTimeoutS: number;
  /**
   * Bytes of a body answered before it is read (a 413, any error) read and thrown away after the
   * answer before the connection is cut (`LINGER_BYTES`), so a client that writes its whole body
   * before reading gets the answer. Default 16 MiB.
   */
  lingerBytes: number;
  /** Longest time that reading lasts in all, ms (`LINGER_MS`). Default 5000. */
  lingerMs: number;
  /** Longest time that reading waits for more data, ms (`LINGER_IDLE_MS`). Default 1000. */
  lingerIdleMs: number;
  /** Open connections at most (`MAX_CONNECTIONS`); more are closed at once. Default 1000. */
  maxConnections: number;
  /** Open connections of one client address at most (`MAX_CONNECTIONS_PER_ADDRESS`; not with TRUST_PROXY). Default 100. */
  maxConnectionsPerAddress: number;
  /** How long a locked-out login waits for its 429, ms (`LOCKOUT_DELAY_MS`). Default 1000. */
  lockoutDelayMs: number;
  /**
   * Password hashes running at once (`HASH_CONCURRENCY`). Default half the cores, at least 1: each
   * hash keeps a core busy for tens of ms, and libuv's 4 threads also serve the store's writes.
   */
  hashConcurrency: number;
  /**
   * scrypt's cost for new password hashes, as the power of two of its N (`HASH_COST`). Default 14
   * (N = 16384, ~45 ms and 16 MiB a hash on one core); a stored hash keeps the cost it was made with,
   * so changing it never locks anyone out.
   */
  hashCost: number;
  /** Password hashes waiting for a place (`HASH_QUEUE`); beyond, 429 at once. Default 32. */
  hashQueue: number;
  /** Running plus waiting hashes of one address (`HASH_PER_ADDRESS`). Default 4. */
  hashPerAddress: number;
  /**
   * Bytes of list answers kept for repeated requests (`LIST_CACHE_BYTES`; 0 keeps none). Default
   * 64 MiB or 1/64 of the machine's memory, whichever is less.
   */
  listCacheBytes: number;
  /** Largest image accepted as an upload, in megapixels of its header's width × height (`IMAGE_MAX_MEGAPIXELS`). Default 40. */
  imageMaxMegapixels: number;
  /** Live streams (`GET /events`) one admin may hold open (`EVENTS_PER_ADMIN`). Default 5. */
  eventsPerAdmin: number;
  /** Live streams open at most, all admins together (`EVENTS_MAX`). Default 500. */
  eventsMax: number;
  /** Interval of the streams' heartbeat and session check, ms (`EVENTS_HEARTBEAT_MS`). Default 15000. */
  eventsHeartbeatMs: number;
  /** Recent events kept for a reconnect's `Last-Event-ID` (`EVENTS_BUFFER`). Default 1000. */
  eventsBuffer: number;
  /** Bytes a stream may leave unread before it is dropped (`EVENTS_WRITE_CAP_BYTES`). Default 262144. */
  eventsWriteCapBytes: number;
  /** Days an activity-log entry is kept (`ACTIVITY_RETENTION_DAYS`); older ones are removed hourly. Default 365. */
  activityRetentionDays: number;
  /** How long an admin stays among a record's viewers without a heartbeat, ms (`PRESENCE_TTL_MS`). Default 30000. */
  presenceTtlMs: number;
  /** How long a claim on a pending item lasts without a heartbeat, ms (`CLAIM_TTL_MS`). Default 120000. */
  claimTtlMs: number;
  /** How long after a decision its author may undo it, ms (`UNDO_WINDOW_MS`). Default 15000. */
  undoWindowMs: number;
}

/** The list cache's default budget: a small share of memory. */
export const DEFAULT_LIST_CACHE_BYTES = Math.min(64 * 1024 * 1024, Math.floor(totalmem() / 64));

/** The lingering read's bounds after a refused body: `LINGER_BYTES`, `LINGER_MS`, `LINGER_IDLE_MS`. */
export const LINGER_DEFAULTS = { bytes: 16 * 1024 * 1024, ms: 5000, idleMs: 1000 } as const;

/** Largest value of a `*_LIMIT` setting (a million: in effect no limit, for load tests). */
const LIMIT_MAX = 1_000_000;

const DEFAULT_ADMIN_PASSWORD = 'diving-admin';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Thrown for a setting that cannot be used; main prints its message. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function integer(env: NodeJS.ProcessEnv, key: string, fallback: number, min: number, max: number): number {
  const raw = env[key];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${key} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function text(env: NodeJS.ProcessEnv, key: string, fallback: string): string {
  const raw = env[key]?.trim();
  return raw ? raw : fallback;
}

function flag(env: NodeJS.ProcessEnv, key: string, fallback: boolean): boolean {
  const raw = env[key]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  return raw === '1' || raw === 'true' || raw === 'yes';
}

/** Reads the settings from `env`; throws `ConfigError` on an unusable value. */
export function loadConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const staticRaw = env.STATIC_DIR;
  const adminPassword = env.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD;
  if (adminPassword.length < 8 || adminPassword.length > 128) {
    throw new ConfigError('ADMIN_PASSWORD must be 8 to 128 characters long');
  }
  const headersTimeoutS = integer(env, 'HEADERS_TIMEOUT_S', 10, 1, 600);
  const requestTimeoutS = integer(env, 'REQUEST_TIMEOUT_S', 30, 1, 3600);
  if (requestTimeoutS < headersTimeoutS) throw new ConfigError('REQUEST_TIMEOUT_S must not be shorter than HEADERS_TIMEOUT_S');
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: text(env, 'HOST', '127.0.0.1'),
    dataDir: resolve(text(env, 'DATA_DIR', '.data')),
    databaseUrl: env.DATABASE_URL?.trim() || null,
    tokenTtlS: integer(env, 'TOKEN_TTL_S', 900, 1, 30 * 24 * 3600),
    sessionMaxS: integer(env, 'SESSION_MAX_S', 43_200, 60, 365 * 24 * 3600),
    sessionIdleS: integer(env, 'SESSION_IDLE_S', 3600, 60, 365 * 24 * 3600),
    demo: flag(env, 'DEMO', false),
    demoSize: env.DEMO_SIZE?.trim().toLowerCase() === 'large' ? 'large' : 'normal',
    adminEmail: text(env, 'ADMIN_EMAIL', 'admin@diving.test'),
    adminPassword,
    staticDir: staticRaw === undefined ? resolve(REPO_ROOT, 'dist') : staticRaw.trim() === '' ? null : resolve(staticRaw),
    log: flag(env, 'LOG', true),
    corsOrigin: env.CORS_ORIGIN?.trim() || null,
    loginLimit: integer(env, 'LOGIN_LIMIT', 5, 1, LIMIT_MAX),
    loginAddressLimit: integer(env, 'LOGIN_ADDRESS_LIMIT', 50, 1, LIMIT_MAX),
    requireTwoFactor: flag(env, 'REQUIRE_TWO_FACTOR', false),
    signupLimit: integer(env, 'SIGNUP_LIMIT', 30, 1, LIMIT_MAX),
    passwordLimit: integer(env, 'PASSWORD_LIMIT', 5, 1, LIMIT_MAX),
    contactLimit: integer(env, 'CONTACT_LIMIT', 10, 1, LIMIT_MAX),
    otpEmailLimit: integer(env, 'OTP_EMAIL_LIMIT', 5, 1, LIMIT_MAX),
    otpAddressLimit: integer(env, 'OTP_ADDRESS_LIMIT', 50, 1, LIMIT_MAX),
    otpVerifyLimit: integer(env, 'OTP_VERIFY_LIMIT', 30, 1, LIMIT_MAX),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    headersTimeoutS,
    requestTimeoutS,
    lingerBytes: integer(env, 'LINGER_BYTES', LINGER_DEFAULTS.bytes, 0, 1024 * 1024 * 1024),
    lingerMs: integer(env, 'LINGER_MS', LINGER_DEFAULTS.ms, 0, 600_000),
    lingerIdleMs: integer(env, 'LINGER_IDLE_MS', LINGER_DEFAULTS.idleMs, 1, 600_000),
    maxConnections: integer(env, 'MAX_CONNECTIONS', 1000, 1, 1_000_000),
    maxConnectionsPerAddress: integer(env, 'MAX_CONNECTIONS_PER_ADDRESS', 100, 1, 1_000_000),
    lockoutDelayMs: integer(env, 'LOCKOUT_DELAY_MS', 1000, 0, 30_000),
    hashConcurrency: integer(env, 'HASH_CONCURRENCY', Math.max(1, Math.floor(availableParallelism() / 2)), 1, 64),
    hashCost: integer(env, 'HASH_COST', DEFAULT_HASH_COST, MIN_HASH_COST, 20),
    hashQueue: integer(env, 'HASH_QUEUE', 32, 0, 10_000),
    hashPerAddress: integer(env, 'HASH_PER_ADDRESS', 4, 1, 10_000),
    listCacheBytes: integer(env, 'LIST_CACHE_BYTES', DEFAULT_LIST_CACHE_BYTES, 0, Number.MAX_SAFE_INTEGER),
    imageMaxMegapixels: integer(env, 'IMAGE_MAX_MEGAPIXELS', 40, 1, 1000),
    eventsPerAdmin: integer(env, 'EVENTS_PER_ADMIN', 5, 1, 1000),
    eventsMax: integer(env, 'EVENTS_MAX', 500, 1, 100_000),
    eventsHeartbeatMs: integer(env, 'EVENTS_HEARTBEAT_MS', 15_000, 10, 600_000),
    eventsBuffer: integer(env, 'EVENTS_BUFFER', 1000, 1, 1_000_000),
    eventsWriteCapBytes: integer(env, 'EVENTS_WRITE_CAP_BYTES', 256 * 1024, 1, 64 * 1024 * 1024),
    activityRetentionDays: integer(env, 'ACTIVITY_RETENTION_DAYS', 365, 1, 36_500),
    presenceTtlMs: integer(env, 'PRESENCE_TTL_MS', 30_000, 1000, 3_600_000),
    claimTtlMs: integer(env, 'CLAIM_TTL_MS', 120_000, 1000, 24 * 3_600_000),
    undoWindowMs: integer(env, 'UNDO_WINDOW_MS', 15_000, 0, 3_600_000),
  };
}

/**
 * The warning for demo mode on an interface other machines can reach, or null: demo data is for
 * trying the product on this machine, and every demo admin signs in with ADMIN_PASSWORD.
 */
export function demoExposureWarning(config: Pick<ServerConfig, 'demo' | 'host' | 'adminPassword'>): string | null {
  if (!config.demo || isLoopbackHost(config.host)) return null;
  const password = config.adminPassword === DEFAULT_ADMIN_PASSWORD ? ' (the README\'s default, known to anyone)' : '';
  return (
    `Warning: DEMO is on and HOST ${config.host} can be reached from other machines. Demo mode is for trying the ` +
    `product here: its administrators sign in with ADMIN_PASSWORD${password}. GET /api/v1/dev/outbox, which shows ` +
    'password reset codes, answers this machine only. Set HOST=127.0.0.1, or start without DEMO.'
  );
}
