import { beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { createTagIndex, normalizeTag, type TagIndex } from '../../../src/lib/query/tags';

let index: TagIndex;

beforeEach(() => {
  index = createTagIndex();
  index.set('users/list()', ['User', { type: 'User', id: '1' }, { type: 'User', id: '2' }]);
  index.set('users/get("1")', [{ type: 'User', id: '1' }, 'Auth']);
  index.set('users/get("3")', [{ type: 'User', id: '3' }]);
  index.set('trips/list()', ['Trip']);
});

const sorted = (keys: string[]) => [...keys].sort();

test('normalises bare and id tags', () => {
  assert.deepEqual(normalizeTag('User'), { type: 'User', id: null });
  assert.deepEqual(normalizeTag({ type: 'User', id: '3' }), { type: 'User', id: '3' });
});

test('maps a key to its tags, without duplicates', () => {
  index.set('me()', ['Auth', 'Auth', { type: 'User', id: '9' }]);
  assert.deepEqual(index.tagsOf('me()'), [{ type: 'Auth', id: null }, { type: 'User', id: '9' }]);
  assert.deepEqual(index.tagsOf('unknown()'), []);
});

test('maps a tag to the keys providing it', () => {
  assert.deepEqual(sorted(index.keysProviding({ type: 'User', id: '1' })), ['users/get("1")', 'users/list()']);
  assert.deepEqual(index.keysProviding('User'), ['users/list()']);
  assert.deepEqual(index.keysProviding('Trip'), ['trips/list()']);
});

test('invalidates every key of a type with the bare type', () => {
  assert.deepEqual(sorted(index.keysInvalidatedBy(['User'])), ['users/get("1")', 'users/get("3")', 'users/list()']);
});

test('invalidates the same id and the bare type with an id tag', () => {
  assert.deepEqual(sorted(index.keysInvalidatedBy([{ type: 'User', id: '3' }])), ['users/get("3")', 'users/list()']);
  assert.deepEqual(sorted(index.keysInvalidatedBy([{ type: 'User', id: '1' }])), ['users/get("1")', 'users/list()']);
  assert.deepEqual(index.keysInvalidatedBy([{ type: 'Trip', id: '7' }]), ['trips/list()']);
  assert.deepEqual(index.keysInvalidatedBy(['Product']), []);
});

test('replacing or removing a key updates both directions', () => {
  index.set('users/get("1")', ['Auth']);
  assert.deepEqual(index.keysProviding({ type: 'User', id: '1' }), ['users/list()']);
  index.remove('users/list()');
  assert.deepEqual(index.tagsOf('users/list()'), []);
  assert.deepEqual(index.keysInvalidatedBy([{ type: 'User', id: '1' }]), []);
  assert.deepEqual(index.keysInvalidatedBy(['Auth']), ['users/get("1")']);
  index.clear();
  assert.deepEqual(index.keysInvalidatedBy(['Auth', 'Trip', 'User']), []);
});
