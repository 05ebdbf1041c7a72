/**
 * Black-box harness for the API server tests: a server on an ephemeral port over a fresh data
 * folder, an HTTP wrapper that parses the envelope and checks every answer for leaked secrets,
 * raw requests (node:http, plain sockets) for what fetch would normalise, and small fixtures.
 */
import assert from 'node:assert/strict';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startServer } from '../../server/app';
import { MIN_HASH_COST } from '../../server/auth/password';
import { databaseFor, onPostgres } from './test-store';
import type { ServerConfig } from '../../server/app';
import type { ErrorCode, FieldError, OutboxMessage, Role, TokenClaims, User } from '../../src/contract';

/** The seeded admin of a default server. */
export const ADMIN = { email: 'admin@diving.test', password: 'diving-admin' } as const;
export const API = '/api/v1';

// ---- Temporary folders and servers ----

/** A fresh folder under the OS temp dir. */
export function tempDir(prefix = 'diving-api-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** Removes a folder made by `tempDir` (ignores a missing one). */
export function removeDir(path: string): void {
  rmSync(path, { recursive: true, force: true });
}

/** Anything with a base URL the helpers can call. */
export interface Target {
  url: string;
}

/** A started in-process server over its own data folder. */
export interface TestServer extends Target {
  port: number;
  dataDir: string;
  config: ServerConfig;
  /** Stops the server; removes the data folder unless started with `keepData`. */
  close(): Promise<void>;
}

/**
 * Starts the server in-process on 127.0.0.1 and an ephemeral port, quiet, demo data on by default,
 * no static site, on a fresh data folder (or `overrides.dataDir`); with `TEST_STORE=postgres`, on a
 * fresh database of the test process's cluster (test-store.ts). Passwords are hashed at the lowest
 * HASH_COST: the suite hashes hundreds of them, and what it checks (who may sign in, how many
 * guesses reach the check) does not depend on the cost.
 */
export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  options: { keepData?: boolean; now?: () => number } = {},
): Promise<TestServer> {
  const dataDir = overrides.dataDir ?? tempDir();
  // On PostgreSQL (TEST_STORE=postgres) the data folder still holds the uploads; the records go to its database.
  const databaseUrl = overrides.databaseUrl ?? (onPostgres ? await databaseFor(dataDir) : null);
  const running = await startServer({ port: 0, host: '127.0.0.1', log: false, demo: true, staticDir: null, hashCost: MIN_HASH_COST, ...overrides, dataDir, databaseUrl }, { now: options.now });
  return {
    url: running.url,
    port: running.port,
    dataDir,
    config: running.config,
    async close() {
      await running.close();
      if (!options.keepData && overrides.dataDir === undefined) removeDir(dataDir);
    },
  };
}

/**
 * A server clock (`startTestServer`'s `now`) that starts at `start`, noon UTC by default, and runs
 * with the time elapsed since: a test's dates ("today", a time without its date) never depend on the
 * wall clock's day, while windows and time-outs still pass as they would.
 */
export function clockFrom(start = '2024-02-29T12:00:00.000Z'): () => number {
  const origin = Date.parse(start);
  const started = performance.now();
  return () => origin + Math.floor(performance.now() - started);
}

// ---- Secret-leak check ----

const knownPasswords = new Set<string>([ADMIN.password]);
const knownResetTokens = new Set<string>();
const knownCodes = new Set<string>();
const FORBIDDEN_KEYS = new Set(['password', 'passwordhash', 'hash', 'salt', 'otp', 'resettoken', 'secret', 'currentpassword', 'newpassword', 'pepper']);
const HASH_SHAPES = [/scrypt\$/, /\$2[aby]\$\d\d\$/, /\$argon2/, /pbkdf2/i];
/** How many answers went through the check (so tests can show it ran). */
export const leakStats = { checked: 0 };

/** Remembers a secret that no later answer may contain. */
export function rememberSecret(kind: 'password' | 'resetToken' | 'code', value: string): void {
  if (kind === 'password') knownPasswords.add(value);
  else if (kind === 'resetToken') knownResetTokens.add(value);
  else knownCodes.add(value);
}

/** Registers the password-like fields of a request body (distinctive ones: ≥ 8 chars, not only lower-case letters). */
function rememberBodySecrets(json: unknown): void {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return;
  for (const [key, value] of Object.entries(json)) {
    if (!/password/i.test(key) || typeof value !== 'string') continue;
    if (value.length >= 8 && /[^a-z ]/.test(value)) knownPasswords.add(value);
  }
}

function walkJson(value: unknown, visit: (key: string | null, value: unknown) => void, key: string | null = null, depth = 0): void {
  visit(key, value);
  if (depth > 64 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) for (const item of value) walkJson(item, visit, null, depth + 1);
  else for (const [k, v] of Object.entries(value)) walkJson(v, visit, k, depth + 1);
}

/**
 * Fails when an answer body carries a password, a password hash or salt, a one-time code or a
 * reset token. `path` exempts the two answers that carry one by design: `/dev/outbox` (codes) and
 * `/auth/verify-otp` (the reset token it issues).
 */
export function assertNoSecrets(text: string, path: string): void {
  leakStats.checked += 1;
  const where = `answer of ${path}`;
  const isOutbox = path.includes('/dev/outbox');
  const isVerify = path.includes('/auth/verify-otp');
  for (const shape of HASH_SHAPES) assert.doesNotMatch(text, shape, `${where} carries a password hash`);
  for (const password of knownPasswords) assert.ok(!text.includes(password), `${where} carries a password`);
  for (const token of knownResetTokens) assert.ok(!text.includes(token), `${where} carries a reset token`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return;
  }
  walkJson(parsed, (key, value) => {
    const lower = key?.toLowerCase() ?? '';
    if (FORBIDDEN_KEYS.has(lower) && !(isVerify && lower === 'resettoken')) assert.fail(`${where} has a secret field "${key ?? ''}"`);
    if (lower === 'code' && /^\d{6}$/.test(String(value))) assert.fail(`${where} has a 6-digit code`);
    if (!isOutbox && (typeof value === 'string' || typeof value === 'number') && knownCodes.has(String(value))) {
      assert.fail(`${where} carries a one-time code`);
    }
  });
}

// ---- HTTP ----

/** The parsed answer of the API. `body` is `{}` when the answer is not JSON. */
export interface ApiBody<T> {
  success?: boolean;
  data: T;
  message?: string;
  code?: ErrorCode;
  errors?: FieldError[];
  accessToken?: string;
}

export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  body: ApiBody<T>;
  text: string;
  bytes: Buffer;
  isJson: boolean;
}

export interface CallOptions {
  /** Bearer token; omitted when null/undefined. */
  token?: string | null;
  /** Sent as JSON with `Content-Type: application/json` (unless `headers` sets one). */
  json?: unknown;
  /** Raw body (wins over `json`). */
  body?: string | Uint8Array;
  headers?: Record<string, string>;
}

function parseBody<T>(text: string, contentType: string | null): { body: ApiBody<T>; isJson: boolean } {
  if (contentType && /json/i.test(contentType)) {
    try {
      return { body: JSON.parse(text) as ApiBody<T>, isJson: true };
    } catch {
      return { body: {} as ApiBody<T>, isJson: false };
    }
  }
  return { body: {} as ApiBody<T>, isJson: false };
}

/** Calls `fullPath` (e.g. `/api/v1/users/` or `/`) with fetch; every answer is leak-checked. */
export async function call<T = unknown>(target: Target, method: string, fullPath: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | Uint8Array | undefined;
  if (options.body !== undefined) body = options.body;
  else if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] = 'application/json';
    rememberBodySecrets(options.json);
  }
  Object.assign(headers, options.headers ?? {});
  const payload = body === undefined || typeof body === 'string' ? body : new Uint8Array(body);
  const res = await fetch(`${target.url}${fullPath}`, { method, headers, body: payload });
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = bytes.toString('utf8');
  assertNoSecrets(text, fullPath);
  const parsed = parseBody<T>(text, res.headers.get('content-type'));
  return { status: res.status, headers: res.headers, bytes, text, ...parsed };
}

/** Calls an API path relative to `/api/v1` (e.g. `/users/`). */
export function api<T = unknown>(target: Target, method: string, path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
  return call<T>(target, method, `${API}${path}`, options);
}

/** An answer read with node:http or a socket. */
export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** As received, still compressed when `content-encoding` says so. */
  bytes: Buffer;
  /** Decoded from `content-encoding`. */
  text: string;
  json: unknown;
}

export interface RawOptions {
  method?: string;
  /** Sent exactly as written. */
  path: string;
  headers?: Record<string, string | number>;
  body?: string | Buffer;
  agent?: Agent | false;
  timeoutMs?: number;
}

function target(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port) };
}

/** The body before its `Content-Encoding`, as a client reads it (`bytes` stay as sent; `text` and `json` are decoded). */
function decodeContent(bytes: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return gunzipSync(bytes);
  if (encoding === 'br') return brotliDecompressSync(bytes);
  return bytes;
}

/**
 * A request through node:http with the path untouched. Resolves with the answer even when the
 * server answers early and closes (413) while the body is still being sent.
 */
export function rawRequest(server: Target, options: RawOptions): Promise<RawResponse> {
  const { host, port } = target(server.url);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(
      { host, port, method: options.method ?? 'GET', path: options.path, headers: options.headers ?? {}, agent: options.agent ?? false },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          let text: string;
          try {
            text = decodeContent(bytes, res.headers['content-encoding']).toString('utf8');
          } catch (error) {
            reject(error as Error);
            return;
          }
          try {
            assertNoSecrets(text, options.path);
          } catch (error) {
            reject(error as Error);
            return;
          }
          let json: unknown = undefined;
          if (/json/i.test(String(res.headers['content-type'] ?? ''))) {
            try {
              json = JSON.parse(text);
            } catch {
              json = undefined;
            }
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, text, json });
        });
      },
    );
    req.setTimeout(options.timeoutMs ?? 15_000, () => req.destroy(new Error(`timeout: ${options.method ?? 'GET'} ${options.path.slice(0, 100)}`)));
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (answered && (error.code === 'EPIPE' || error.code === 'ECONNRESET')) return;
      if (!answered && (error.code === 'EPIPE' || error.code === 'ECONNRESET')) {
        // The server may have answered and closed before we finished writing; wait briefly for it.
        setTimeout(() => (answered ? undefined : reject(error)), 200);
        return;
      }
      reject(error);
    });
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/** What came back on a raw socket. `status` is null when nothing (or no status line) arrived. */
export interface SocketResponse {
  status: number | null;
  head: string;
  body: Buffer;
  timedOut: boolean;
}

/**
 * Writes `payload` on a fresh TCP connection and collects everything until the server closes or
 * `timeoutMs` passes. `halfClose` ends our side after writing (a client that gives up).
 */
export function rawSocket(server: Target, payload: string | Buffer, options: { timeoutMs?: number; halfClose?: boolean } = {}): Promise<SocketResponse> {
  const { host, port } = target(server.url);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let settled = false;
    const socket = connect({ host, port });
    const finish = (timedOut: boolean): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      const head = (split >= 0 ? all.subarray(0, split) : all).toString('latin1');
      const body = split >= 0 ? all.subarray(split + 4) : Buffer.alloc(0);
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      try {
        assertNoSecrets(body.toString('utf8'), 'raw socket');
      } catch (error) {
        reject(error as Error);
        return;
      }
      resolve({ status: match?.[1] ? Number(match[1]) : null, head, body, timedOut });
    };
    const timer = setTimeout(() => finish(true), options.timeoutMs ?? 3000);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => finish(false));
    socket.on('close', () => finish(false));
    socket.write(payload, () => {
      if (options.halfClose) socket.end();
    });
  });
}

/** A keep-alive agent for many raw requests. */
export function keepAliveAgent(maxSockets = 8): Agent {
  return new Agent({ keepAlive: true, maxSockets });
}

// ---- Assertions on answers ----

function contentType(headers: Headers | IncomingHttpHeaders): string {
  return headers instanceof Headers ? (headers.get('content-type') ?? '') : String(headers['content-type'] ?? '');
}

/** Asserts a success envelope with `status`; returns `data`. */
export function expectOk<T>(res: ApiResponse<T>, status = 200): T {
  assert.equal(res.status, status, `expected ${status}, got ${res.status}: ${res.text.slice(0, 400)}`);
  assert.match(contentType(res.headers), /^application\/json/);
  assert.equal(res.body.success, true, 'success is true');
  assert.ok('data' in res.body, 'the envelope has data');
  return res.body.data;
}

/**
 * Asserts the error envelope: status, code, a non-empty message, JSON; with `fields`, the unique
 * field names of `errors` equal exactly that set.
 */
export function expectError(res: ApiResponse<unknown>, status: number, code: ErrorCode, fields?: readonly string[]): void {
  assert.equal(res.status, status, `expected ${status} ${code}, got ${res.status}: ${res.text.slice(0, 400)}`);
  assert.match(contentType(res.headers), /^application\/json/, 'the error is JSON');
  assert.equal(res.body.success, false);
  assert.equal(res.body.code, code, `code: ${res.text.slice(0, 300)}`);
  assert.equal(typeof res.body.message, 'string');
  assert.ok((res.body.message ?? '').length > 0, 'the message is not empty');
  if (fields) {
    const errors = res.body.errors ?? [];
    for (const entry of errors) {
      assert.equal(typeof entry.field, 'string');
      assert.ok(typeof entry.message === 'string' && entry.message.length > 0, 'each field error has a message');
    }
    const got = [...new Set(errors.map((e) => e.field))].sort();
    assert.deepEqual(got, [...new Set(fields)].sort(), `errors fields: ${JSON.stringify(errors)}`);
  }
}

/** Asserts a 400 VALIDATION_FAILED whose `errors` name at least `fields` (others may be named too). */
export function expectInvalidIncluding(res: ApiResponse<unknown>, ...fields: string[]): void {
  expectError(res, 400, 'VALIDATION_FAILED');
  const named = new Set((res.body.errors ?? []).map((e) => e.field));
  for (const field of fields) assert.ok(named.has(field), `errors name ${field}: ${JSON.stringify(res.body.errors)}`);
}

/** Asserts a 400 VALIDATION_FAILED naming exactly `fields`. */
export function expectInvalid(res: ApiResponse<unknown>, ...fields: string[]): void {
  expectError(res, 400, 'VALIDATION_FAILED', fields);
}

/** True for an ISO 8601 UTC timestamp as the API writes them. */
export function isIsoDateTime(value: unknown): boolean {
  return typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(value) && !Number.isNaN(Date.parse(value));
}

/** Asserts `list` is sorted newest first by `key` (ISO strings). */
export function assertNewestFirst<T extends object>(list: readonly T[], key = 'createdAt'): void {
  const at = (index: number): string => String((list[index] as Record<string, unknown> | undefined)?.[key]);
  for (let i = 1; i < list.length; i++) {
    const before = at(i - 1);
    const after = at(i);
    assert.ok(before >= after, `item ${i - 1} (${before}) comes before item ${i} (${after})`);
  }
}

const USER_KEYS = ['avatarUrl', 'certification', 'country', 'createdAt', 'email', 'firstName', 'id', 'lastLoginAt', 'lastName', 'phone', 'role', 'status', 'updatedAt'];

/** Asserts the exact wire shape of a `User`. */
export function assertUserShape(user: User): void {
  assert.deepEqual(Object.keys(user).sort(), USER_KEYS, 'User has exactly the fields of the contract');
  assert.equal(typeof user.id, 'string');
  assert.ok(['admin', 'diveMaster', 'diver'].includes(user.role));
  assert.ok(['active', 'blocked'].includes(user.status));
  assert.ok(isIsoDateTime(user.createdAt) && isIsoDateTime(user.updatedAt));
  assert.ok(user.lastLoginAt === null || isIsoDateTime(user.lastLoginAt));
  for (const key of ['phone', 'country', 'avatarUrl'] as const) assert.ok(user[key] === null || typeof user[key] === 'string');
  if (user.certification) {
    const c = user.certification;
    assert.ok(['pending', 'approved', 'rejected'].includes(c.status));
    for (const key of ['agency', 'level', 'number'] as const) assert.equal(typeof c[key], 'string');
    assert.ok(isIsoDateTime(c.submittedAt));
    assert.ok(Array.isArray(c.history));
  }
}

// ---- Tokens and users ----

/** The claims of a token (no verification). */
export function decodeClaims(token: string): TokenClaims {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
}

/** An HS256 token over `claims` signed with `secret` (a wrong one, for forgeries). */
export function signToken(claims: object, secret: string | Buffer, header: object = { alg: 'HS256', typ: 'JWT' }): string {
  const input = `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

/** Logs in; fails the test unless it works. */
export async function login(server: Target, email: string = ADMIN.email, password: string = ADMIN.password): Promise<{ token: string; user: User }> {
  const res = await api<{ accessToken: string; user: User }>(server, 'POST', '/auth/login', { json: { email, password } });
  const data = expectOk(res);
  return { token: data.accessToken, user: data.user };
}

let userCounter = 0;

/** A unique e-mail address for a test user. */
export function uniqueEmail(prefix = 'user'): string {
  userCounter += 1;
  return `${prefix}.${userCounter}.${randomBytes(4).toString('hex')}@example.test`;
}

/** A distinctive password (registered as a secret). */
export function newPassword(): string {
  const password = `Pw-${randomBytes(9).toString('base64url')}-7`;
  rememberSecret('password', password);
  return password;
}

export interface CreatedUser {
  user: User;
  email: string;
  password: string;
  token: string;
}

/**
 * Creates a user through `POST /users/` (with `adminToken` for admin/diveMaster), then logs it in.
 */
export async function createUser(
  server: Target,
  options: { role?: Role; adminToken?: string; firstName?: string; lastName?: string; certification?: object } = {},
): Promise<CreatedUser> {
  const email = uniqueEmail(options.role ?? 'diver');
  const password = newPassword();
  const json: Record<string, unknown> = {
    email,
    password,
    firstName: options.firstName ?? 'Test',
    lastName: options.lastName ?? 'Person',
  };
  if (options.role) json.role = options.role;
  if (options.certification) json.certification = options.certification;
  const res = await api<User>(server, 'POST', '/users/', { json, token: options.adminToken });
  const user = expectOk(res, 201);
  const { token } = await login(server, email, password);
  return { user, email, password, token };
}

/** The newest outbox message to `email` and its 6-digit code (registered as a secret). */
export async function readOtp(server: Target, email: string): Promise<{ code: string; message: OutboxMessage }> {
  const res = await api<OutboxMessage[]>(server, 'GET', '/dev/outbox');
  const list = expectOk(res);
  const message = list.find((m) => m.to.toLowerCase() === email.toLowerCase());
  assert.ok(message, `an outbox message to ${email}`);
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  assert.ok(code, `a 6-digit code in "${message.text}"`);
  rememberSecret('code', code);
  return { code, message };
}

/** Runs `task` over `items` with at most `limit` at a time. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Resolves after `ms`. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => globalThis.setTimeout(resolve, ms));
}

// ---- Image fixtures (smallest valid files) ----

export const IMAGES = {
  'image/png': Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
  'image/gif': Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  'image/webp': Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
  // SOI, a JFIF segment, a baseline start of frame of 1 × 1 (its header is what the server reads), EOI.
  'image/jpeg': Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    Buffer.from([0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00]),
    Buffer.alloc(64, 0x11),
    Buffer.from([0xff, 0xd9]),
  ]),
} as const;
