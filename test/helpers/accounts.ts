/** Accounts in the API tests: signing in, tokens, new users with fresh credentials, one-time codes. */
import assert from 'node:assert/strict';
import { createHmac, randomBytes } from 'node:crypto';
import { api } from './api-client';
import { expectOk } from './api-asserts';
import { rememberSecret } from './secret-leaks';
import { ADMIN } from './server';
import type { Target } from './server';
import type { OutboxMessage, Role, StaffRole, TokenClaims, User } from '../../src/contract';

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
 * An admin is an owner unless `staffRole` says otherwise: the tests of what admins do to each other
 * mean admins who may do it all.
 */
export async function createUser(
  server: Target,
  options: { role?: Role; staffRole?: StaffRole; adminToken?: string; firstName?: string; lastName?: string; certification?: object } = {},
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
  if (options.role === 'admin' || options.staffRole) json.staffRole = options.staffRole ?? 'owner';
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
