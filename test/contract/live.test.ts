// The live stream's reader: what a newer server or a broken event sends is dropped before any
// subscriber sees it, so the app's handlers narrow on a closed union.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readLiveEvent } from '../../src/contract';

const by = { id: 'u2', name: 'Layla Haddad' };

test('the events of the contract pass as they are', () => {
  const decision = { type: 'decision', kind: 'trip', id: 't1', status: 'approved', by, at: '2026-01-01T00:00:00Z' };
  assert.deepEqual(readLiveEvent(decision), decision);
  const record = { type: 'record', kind: 'news', id: 'n1', action: 'changed', at: '2026-01-01T00:00:00Z', by };
  assert.deepEqual(readLiveEvent(record), record);
  assert.deepEqual(readLiveEvent({ type: 'counts', kinds: ['trip', 'user'] }), { type: 'counts', kinds: ['trip', 'user'] });
  assert.deepEqual(readLiveEvent({ type: 'activity', entry: { id: 'a1' } }), { type: 'activity', entry: { id: 'a1' } });
  assert.deepEqual(readLiveEvent({ type: 'presence', kind: 'user', id: 'u1', viewers: [] }), { type: 'presence', kind: 'user', id: 'u1', viewers: [] });
  const claim = { type: 'claim', kind: 'diveMaster', id: 'u1', claim: null, previous: null, ended: 'released' };
  assert.deepEqual(readLiveEvent(claim), claim);
  assert.deepEqual(readLiveEvent({ type: 'reset', lastId: 3 }), { type: 'reset', lastId: 3 });
  assert.deepEqual(readLiveEvent({ type: 'reset' }), { type: 'reset' });
});

test("a type or kind this reader does not know is dropped; a counts event keeps the kinds it knows", () => {
  assert.equal(readLiveEvent({ type: 'savedView', id: 'v1' }), null);
  assert.equal(readLiveEvent({ type: 'toString' }), null, 'not read off the prototype');
  assert.equal(readLiveEvent({ type: 'record', kind: 'savedView', id: 'v1', action: 'created' }), null);
  assert.equal(readLiveEvent({ type: 'decision', kind: 'boat', id: 'b1', status: 'approved', by, at: 'x' }), null);
  assert.deepEqual(readLiveEvent({ type: 'counts', kinds: ['savedView', 'news'] }), { type: 'counts', kinds: ['news'] });
});

test('an event without what its readers rely on is dropped', () => {
  assert.equal(readLiveEvent({ type: 'record', kind: 'user' }), null, 'no id');
  assert.equal(readLiveEvent({ type: 'decision', kind: 'trip', id: 7 }), null, 'an id that is not a string');
  assert.equal(readLiveEvent({ type: 'counts', kinds: 'trip' }), null);
  assert.equal(readLiveEvent({ type: 'activity', entry: null }), null);
  assert.equal(readLiveEvent({ type: 'presence', kind: 'trip', id: 't1' }), null, 'no viewers');
  assert.equal(readLiveEvent({ type: 'claim', id: 't1' }), null, 'no kind');
  assert.deepEqual(readLiveEvent({ type: 'reset', lastId: 'x' }), { type: 'reset' });
});
