// keepAlive on a fake clock and a fake window: the beat on its period from the start, the goodbye
// on pagehide, the return on a pageshow from the back-forward cache (and only after a goodbye),
// and nothing at all once stopped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { keepAlive, type PageLifecycleTarget } from '../../../src/lib/keep-alive';
import { fakeTimers } from '../../helpers/fake-timers';

function fakePage() {
  const listeners = new Map<string, Set<(event: Event) => void>>();
  const target: PageLifecycleTarget = {
    addEventListener: (type, listener) => void (listeners.get(type) ?? listeners.set(type, new Set()).get(type))?.add(listener),
    removeEventListener: (type, listener) => void listeners.get(type)?.delete(listener),
  };
  const fire = (type: 'pagehide' | 'pageshow', persisted = false) => {
    for (const listener of [...(listeners.get(type) ?? [])]) listener(Object.assign(new Event(type), { persisted }));
  };
  const count = () => [...listeners.values()].reduce((n, set) => n + set.size, 0);
  return { target, fire, count };
}

function start(everyMs = 1000) {
  const clock = fakeTimers();
  const page = fakePage();
  const calls: string[] = [];
  const alive = keepAlive({
    everyMs,
    beat: () => calls.push('beat'),
    leave: () => calls.push('leave'),
    back: () => calls.push('back'),
    setTimeout: clock.setTimeout,
    clearTimeout: clock.clearTimeout,
    target: page.target,
  });
  return { clock, page, calls, alive };
}

test('beats once a period from the start, not at once', async () => {
  const { clock, calls, alive } = start(1000);
  assert.deepEqual(calls, []);
  await clock.advance(999);
  assert.deepEqual(calls, []);
  await clock.advance(1);
  assert.deepEqual(calls, ['beat']);
  await clock.advance(3000);
  assert.deepEqual(calls, ['beat', 'beat', 'beat', 'beat']);
  assert.deepEqual(clock.pending(), [1000], 'one timer waits at a time');
  alive.stop();
});

test('pagehide says goodbye; a pageshow from the cache comes back once; a fresh pageshow does nothing', async () => {
  const { page, calls, alive } = start();
  page.fire('pageshow', true);
  assert.deepEqual(calls, [], 'still here: nothing to come back from');
  page.fire('pagehide');
  assert.deepEqual(calls, ['leave']);
  assert.equal(alive.here, false);
  page.fire('pageshow', false);
  assert.deepEqual(calls, ['leave'], 'a page loaded anew is not this one coming back');
  page.fire('pageshow', true);
  page.fire('pageshow', true);
  assert.deepEqual(calls, ['leave', 'back']);
  assert.equal(alive.here, true);
  alive.stop();
});

test('stopped, it neither beats nor listens, and says nothing itself', async () => {
  const { clock, page, calls, alive } = start(1000);
  await clock.advance(1000);
  alive.stop();
  assert.equal(page.count(), 0, 'its listeners are gone');
  assert.deepEqual(clock.pending(), [], 'its timer is cleared');
  page.fire('pagehide');
  await clock.advance(5000);
  assert.deepEqual(calls, ['beat']);
});
