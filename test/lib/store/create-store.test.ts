import { test, mock } from 'node:test';
import assert from 'node:assert/strict';
import { createStore } from '../../../src/lib/store';

test('holds its initial state until set', () => {
  const store = createStore({ count: 0 });
  assert.deepEqual(store.get(), { count: 0 });
  store.set({ count: 2 });
  assert.deepEqual(store.get(), { count: 2 });
});

test('set takes a function of the previous state', () => {
  const store = createStore(1);
  store.set((previous) => previous + 41);
  assert.equal(store.get(), 42);
});

test('notifies listeners on a change only, compared with Object.is', () => {
  const state = { count: 0 };
  const store = createStore(state);
  const listener = mock.fn();
  store.subscribe(listener);
  store.set(state);
  store.set((previous) => previous);
  assert.equal(listener.mock.callCount(), 0);
  store.set({ count: 0 });
  assert.equal(listener.mock.callCount(), 1, 'an equal but new object is a change');
  const nan = createStore(Number.NaN);
  nan.subscribe(listener);
  nan.set(Number.NaN);
  assert.equal(listener.mock.callCount(), 1, 'NaN is NaN');
});

test('listeners see the new state, and stop after unsubscribing', () => {
  const store = createStore('a');
  const seen: string[] = [];
  const stop = store.subscribe(() => seen.push(store.get()));
  store.set('b');
  stop();
  store.set('c');
  assert.deepEqual(seen, ['b']);
});

test('a listener that unsubscribes another one mid-notification does not break the round', () => {
  const store = createStore(0);
  const calls: string[] = [];
  let stopSecond = () => {};
  store.subscribe(() => {
    calls.push('first');
    stopSecond();
  });
  stopSecond = store.subscribe(() => calls.push('second'));
  store.set(1);
  store.set(2);
  assert.deepEqual(calls, ['first', 'second', 'first']);
});

test('onWatch tells when the first listener arrives and the last one leaves', () => {
  const watched: boolean[] = [];
  const store = createStore(0, { onWatch: (w) => watched.push(w) });
  const stopA = store.subscribe(() => {});
  const stopB = store.subscribe(() => {});
  assert.deepEqual(watched, [true]);
  stopA();
  stopA();
  assert.deepEqual(watched, [true], 'one listener is still there; a second stop is a no-op');
  stopB();
  assert.deepEqual(watched, [true, false]);
  store.subscribe(() => {});
  assert.deepEqual(watched, [true, false, true]);
});
