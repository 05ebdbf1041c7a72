import '../../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AdminRef, Presence, PresenceKind } from '../../../src/contract';
import { PRESENCE_HEARTBEAT_MS, watchPresence, type PresenceTransport } from '../../../src/lib/presence';
import { fakeTimers } from '../../helpers/fake-timers';

const ME: AdminRef = { id: 'u-me', name: 'Ana Ruiz', avatarUrl: null };
const LAYLA: AdminRef = { id: 'u-layla', name: 'Layla Haddad', avatarUrl: null };

function fakeTransport() {
  const calls: string[] = [];
  const listeners = new Set<(body: { type: string }) => void>();
  const transport: PresenceTransport = {
    announce: async (kind: PresenceKind, id: string): Promise<Presence> => {
      calls.push(`PUT ${kind}/${id}`);
      return { kind, id, viewers: [ME] };
    },
    leave: async (kind, id) => { calls.push(`DELETE ${kind}/${id}`); },
    leaveOnUnload: (kind, id) => { calls.push(`KEEPALIVE DELETE ${kind}/${id}`); },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { transport, calls, listeners, send: (body: { type: string } & Record<string, unknown>) => listeners.forEach((l) => l(body)) };
}

test('announces at once and every 10 s, follows its record\'s events, leaves on stop', async () => {
  const clock = fakeTimers();
  const { transport, calls, listeners, send } = fakeTransport();
  const seen: string[][] = [];
  const stop = watchPresence({ kind: 'trip', id: 't1', transport, onViewers: (v) => seen.push(v.map((a) => a.name)), timers: clock });
  await Promise.resolve();
  assert.deepEqual(calls, ['PUT trip/t1']);
  assert.deepEqual(seen, [['Ana Ruiz']]);
  await clock.advance(PRESENCE_HEARTBEAT_MS);
  assert.deepEqual(calls, ['PUT trip/t1', 'PUT trip/t1']);
  send({ type: 'presence', kind: 'trip', id: 't2', viewers: [LAYLA] });
  send({ type: 'presence', kind: 'trip', id: 't1', viewers: [ME, LAYLA] });
  assert.deepEqual(seen.at(-1), ['Ana Ruiz', 'Layla Haddad'], 'only its own record\'s event counts');
  stop();
  assert.equal(listeners.size, 0);
  assert.equal(calls.at(-1), 'DELETE trip/t1');
  await clock.advance(PRESENCE_HEARTBEAT_MS * 3);
  assert.equal(calls.filter((c) => c.startsWith('PUT')).length, 2, 'no heartbeat after leaving');
});

test('a page being unloaded leaves with a keepalive request, and comes back from the page cache', async () => {
  const { transport, calls } = fakeTransport();
  const stop = watchPresence({ kind: 'user', id: 'u9', transport, onViewers: () => undefined });
  window.dispatchEvent(new window.Event('pagehide'));
  assert.equal(calls.at(-1), 'KEEPALIVE DELETE user/u9');
  const show = new window.Event('pageshow');
  Object.defineProperty(show, 'persisted', { value: true });
  window.dispatchEvent(show);
  assert.equal(calls.at(-1), 'PUT user/u9');
  stop();
  assert.equal(calls.at(-1), 'DELETE user/u9');
});
