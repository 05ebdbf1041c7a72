import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AdminRef, Claim, ClaimEvent } from '../../../src/contract';
import {
  claimedByOther, claimsReducer, createClaimsStore, takenFrom, type ClaimsSource,
} from '../../../src/features/reviews/claims';

const LAYLA: AdminRef = { id: 'u-layla', name: 'Layla Haddad', avatarUrl: null };
const KENJI: AdminRef = { id: 'u-kenji', name: 'Kenji Watanabe', avatarUrl: null };
const claim = (id: string, by: AdminRef): Claim => ({ kind: 'trip', id, by, since: '2026-11-25T09:00:00Z', expiresAt: '2026-11-25T09:02:00Z' });
const event = (id: string, now: Claim | null, previous: Claim | null = null, ended: ClaimEvent['ended'] = null): ClaimEvent =>
  ({ type: 'claim', kind: 'trip', id, claim: now, previous, ended });

/** A source whose load answers when told, and whose events the test sends. */
function fakeSource() {
  const listeners = new Set<(body: { type: string }) => void>();
  const loads: { resolve(claims: Claim[]): void; signal: AbortSignal }[] = [];
  const source: ClaimsSource = {
    load: (signal) => new Promise((resolve) => loads.push({ resolve, signal })),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { source, loads, listeners, send: (body: { type: string }) => listeners.forEach((l) => l(body)) };
}

test('the reducer loads, sets and clears claims by kind and id', () => {
  let state = claimsReducer({ byKey: {}, loaded: false }, { type: 'loaded', claims: [claim('t1', LAYLA)] });
  assert.equal(state.loaded, true);
  assert.equal(state.byKey['trip:t1']?.by.id, LAYLA.id);
  state = claimsReducer(state, { type: 'set', kind: 'trip', id: 't2', claim: claim('t2', KENJI) });
  assert.equal(Object.keys(state.byKey).length, 2);
  const same = claimsReducer(state, { type: 'set', kind: 'trip', id: 't9', claim: null });
  assert.equal(same, state, 'clearing nothing changes nothing');
  state = claimsReducer(state, { type: 'set', kind: 'trip', id: 't1', claim: null });
  assert.deepEqual(Object.keys(state.byKey), ['trip:t2']);
});

test('follows the source only while watched; events during a load apply after it', async () => {
  const { source, loads, listeners, send } = fakeSource();
  const store = createClaimsStore(source);
  assert.equal(listeners.size, 0, 'nothing is followed before anyone watches');
  const stop = store.subscribe(() => undefined);
  assert.equal(listeners.size, 1);
  assert.equal(loads.length, 1);
  send(event('t2', claim('t2', KENJI)));
  loads[0]?.resolve([claim('t1', LAYLA)]);
  await Promise.resolve();
  await Promise.resolve();
  assert.deepEqual(Object.keys(store.get().byKey).sort(), ['trip:t1', 'trip:t2']);
  send(event('t1', null, claim('t1', LAYLA), 'released'));
  assert.deepEqual(Object.keys(store.get().byKey), ['trip:t2']);
  send({ type: 'reset' });
  assert.equal(loads.length, 2, 'a gap in the stream loads again');
  stop();
  assert.equal(listeners.size, 0);
  assert.equal(loads[1]?.signal.aborted, true, 'an unwatched load is dropped');
});

test('tells listeners every claim event, and who took a claim over from whom', async () => {
  const { source, loads, send } = fakeSource();
  const store = createClaimsStore(source);
  const stop = store.subscribe(() => undefined);
  loads[0]?.resolve([]);
  await Promise.resolve();
  const heard: ClaimEvent[] = [];
  const off = store.onEvent((e) => heard.push(e));
  const over = event('t1', claim('t1', KENJI), claim('t1', LAYLA), 'takenOver');
  send(over);
  assert.equal(heard.length, 1);
  assert.equal(takenFrom(over, LAYLA.id)?.name, 'Kenji Watanabe');
  assert.equal(takenFrom(over, KENJI.id), null, 'the new holder is not told');
  assert.equal(takenFrom(event('t1', null, claim('t1', LAYLA), 'expired'), LAYLA.id), null);
  assert.equal(claimedByOther(store.get(), 'trip', 't1', LAYLA.id)?.by.id, KENJI.id);
  assert.equal(claimedByOther(store.get(), 'trip', 't1', KENJI.id), null, 'an own claim is nobody else\'s');
  off();
  stop();
});
