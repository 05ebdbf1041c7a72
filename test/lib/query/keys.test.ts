import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defineQuery, queryKey, replaceEqualDeep, stableStringify } from '../../../src/lib/query';

const list = defineQuery<{ status?: string; page: number; filter?: { role: string; q: string } }, unknown[]>({
  name: 'users/list',
  request: async () => [],
});

test('builds the same key whatever the order of the argument keys', () => {
  const a = queryKey(list, { status: 'pending', page: 1, filter: { role: 'admin', q: 'x' } });
  const b = queryKey(list, { filter: { q: 'x', role: 'admin' }, page: 1, status: 'pending' });
  assert.equal(a, b);
  assert.equal(a, 'users/list({"filter":{"q":"x","role":"admin"},"page":1,"status":"pending"})');
});

test('tells different arguments apart and leaves undefined properties out', () => {
  assert.notEqual(queryKey(list, { page: 1 }), queryKey(list, { page: 2 }));
  assert.equal(queryKey(list, { page: 1, status: undefined }), queryKey(list, { page: 1 }));
  assert.equal(queryKey({ name: 'me' }, undefined), 'me()');
  assert.equal(stableStringify(['b', { z: 1, a: [2, 1] }]), '["b",{"a":[2,1],"z":1}]');
});

test('keeps the identity of every unchanged subtree', () => {
  const previous = { users: [{ id: '1', name: 'Ana' }, { id: '2', name: 'Bo' }], meta: { total: 2 } };
  const next = { users: [{ id: '1', name: 'Ana' }, { id: '2', name: 'Bob' }], meta: { total: 2 } };
  const shared = replaceEqualDeep(previous, next);
  assert.deepEqual(shared, next);
  assert.notEqual(shared, previous);
  assert.equal(shared.meta, previous.meta);
  assert.equal(shared.users[0], previous.users[0]);
  assert.notEqual(shared.users[1], previous.users[1]);
  assert.notEqual(shared.users, previous.users);
});

test('returns the previous value itself when nothing changed', () => {
  const previous = { a: [1, { b: 2 }], c: null };
  assert.equal(replaceEqualDeep(previous, { a: [1, { b: 2 }], c: null }), previous);
});

test('notices added, removed and retyped fields', () => {
  const previous: Record<string, unknown> = { a: 1, b: { x: 1 } };
  assert.notEqual(replaceEqualDeep(previous, { a: 1 }), previous);
  assert.notEqual(replaceEqualDeep(previous, { a: 1, b: { x: 1 }, c: undefined }), previous);
  assert.deepEqual(replaceEqualDeep(previous, { a: 1, b: [1] }), { a: 1, b: [1] });
  const date = new Date(0);
  assert.equal(replaceEqualDeep({ at: new Date(0) }, { at: date }).at, date, 'non-plain objects come from next');
});
