import { afterEach, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { configureHttp, HttpError } from '../../../src/lib/http';
import { conflictOf, decide, decisionTags, getDiveMaster, getProduct, getTrip, reviewStateOf } from '../../../src/features/reviews/api';
import type { Trip, User } from '../../../src/contract';

interface Call { url: string; method: string; body: unknown }
let calls: Call[];
let answer: { status: number; body: unknown };
const original = globalThis.fetch;

beforeEach(() => {
  calls = [];
  answer = { status: 200, body: { success: true, data: { id: 'x' } } };
  configureHttp({ baseUrl: 'https://api.test/api/v1' });
  globalThis.fetch = async (input, init) => {
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) as unknown : undefined;
    calls.push({ url: String(input), method: init?.method ?? 'GET', body });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  };
});
afterEach(() => { globalThis.fetch = original; });

test('reads each kind by id from its path and tags it with its own type', async () => {
  const signal = new AbortController().signal;
  await getDiveMaster.request('u 1', signal);
  await getTrip.request('t1', signal);
  await getProduct.request('p1', signal);
  assert.deepEqual(calls.map((c) => c.url), [
    'https://api.test/api/v1/users/u%201', 'https://api.test/api/v1/trips/t1', 'https://api.test/api/v1/products/p1',
  ]);
  assert.deepEqual(getTrip.provides?.(undefined, 't1'), [{ type: 'Trip', id: 't1' }]);
  assert.deepEqual(getProduct.provides?.(undefined, 'p1'), [{ type: 'Product', id: 'p1' }]);
  assert.deepEqual(getDiveMaster.provides?.(undefined, 'u1')?.[0], { type: 'DiveMaster', id: 'u1' });
});

test('sends a decision with expectedUpdatedAt to the path of its kind, the reason only when rejecting', async () => {
  const at = '2026-11-22T10:15:00.000Z';
  await decide.request({ kind: 'diveMaster', id: 'u1', status: 'approved', reason: 'ignored', expectedUpdatedAt: at });
  await decide.request({ kind: 'trip', id: 't1', status: 'rejected', reason: 'Photos are missing.', expectedUpdatedAt: at });
  await decide.request({ kind: 'product', id: 'p1', status: 'approved', expectedUpdatedAt: at });
  assert.deepEqual(calls, [
    { url: 'https://api.test/api/v1/auth/dive-master/u1', method: 'PUT', body: { status: 'approved', expectedUpdatedAt: at } },
    { url: 'https://api.test/api/v1/trips/all-trips/t1', method: 'PUT', body: { status: 'rejected', reason: 'Photos are missing.', expectedUpdatedAt: at } },
    { url: 'https://api.test/api/v1/products/all-products/p1', method: 'PUT', body: { status: 'approved', expectedUpdatedAt: at } },
  ]);
});

test('a decision invalidates the record, its lists and the dashboard', () => {
  assert.deepEqual(decide.invalidates?.(undefined, { kind: 'trip', id: 't1', status: 'approved', expectedUpdatedAt: '' }), [
    { type: 'Trip', id: 't1' }, { type: 'Trip', id: 'LIST' }, 'Dashboard',
  ]);
  assert.deepEqual(decisionTags('product', 'p1'), [{ type: 'Product', id: 'p1' }, { type: 'Product', id: 'LIST' }, 'Dashboard']);
  assert.deepEqual(decisionTags('diveMaster', 'u1').slice(0, 3), [{ type: 'DiveMaster', id: 'u1' }, { type: 'DiveMaster', id: 'LIST' }, 'Dashboard']);
});

test('reads a 409 as a conflict with the server message and the current record', async () => {
  const current = { id: 't1', status: 'approved' };
  answer = { status: 409, body: { success: false, code: 'CONFLICT', message: 'Approved by Ana Ruiz at 10:15', current } };
  const error = await decide.request({ kind: 'trip', id: 't1', status: 'rejected', reason: 'No.', expectedUpdatedAt: 'x' }).then(
    () => assert.fail('a 409 rejects'),
    (e: unknown) => e,
  );
  assert.deepEqual(conflictOf(error), { message: 'Approved by Ana Ruiz at 10:15', current });
  assert.equal(conflictOf(new HttpError({ status: 400, body: { success: false, code: 'VALIDATION_FAILED', message: 'Bad' } })), null);
  assert.equal(conflictOf(new Error('x')), null);
  assert.deepEqual(conflictOf(new HttpError({ status: 409 })), { message: 'Something went wrong', current: null });
});

test('reads the review state of a dive master from the certification, of a trip from the record', () => {
  const history = [{ at: 'a', by: { id: 'x', name: 'Ana' }, status: 'approved' as const, reason: null }];
  const user = { updatedAt: 'u', certification: { status: 'approved', reason: null, submittedAt: 's', reviewedAt: 'r', history } } as unknown as User;
  assert.deepEqual(reviewStateOf('diveMaster', user), { status: 'approved', reason: null, submittedAt: 's', reviewedAt: 'r', history, updatedAt: 'u' });
  assert.equal(reviewStateOf('diveMaster', { ...user, certification: null }), null);
  const trip = { status: 'rejected', reason: 'No', submittedAt: 's', reviewedAt: null, history: [], updatedAt: 'v' } as unknown as Trip;
  assert.deepEqual(reviewStateOf('trip', trip), { status: 'rejected', reason: 'No', submittedAt: 's', reviewedAt: null, history: [], updatedAt: 'v' });
});
