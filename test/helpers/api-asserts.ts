/** Assertions on the API's answers: the envelopes, dates, order and the exact shape of a user. */
import assert from 'node:assert/strict';
import type { ApiResponse } from './api-client';
import { STAFF_ROLES } from '../../src/contract';
import type { ErrorCode, StaffRole, User } from '../../src/contract';

/** Asserts a success envelope with `status`; returns `data`. */
export function expectOk<T>(res: ApiResponse<T>, status = 200): T {
  assert.equal(res.status, status, `expected ${status}, got ${res.status}: ${res.text.slice(0, 400)}`);
  assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
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
  assert.match(res.headers.get('content-type') ?? '', /^application\/json/, 'the error is JSON');
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

const USER_KEYS = ['avatarUrl', 'certification', 'country', 'createdAt', 'email', 'firstName', 'id', 'lastLoginAt', 'lastName', 'phone', 'role', 'staffRole', 'status', 'twoFactorEnabled', 'updatedAt'];

/** Asserts the exact wire shape of a `User`. */
export function assertUserShape(user: User): void {
  assert.deepEqual(Object.keys(user).sort(), USER_KEYS, 'User has exactly the fields of the contract');
  assert.equal(typeof user.id, 'string');
  assert.ok(['admin', 'diveMaster', 'diver'].includes(user.role));
  assert.ok(['active', 'blocked'].includes(user.status));
  // An admin has a staff role; nobody else has one.
  assert.equal(user.role === 'admin', user.staffRole !== null && STAFF_ROLES.includes(user.staffRole as StaffRole), 'staffRole goes with the admin role');
  assert.equal(typeof user.twoFactorEnabled, 'boolean');
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
