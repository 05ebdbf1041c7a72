import { afterEach, beforeEach, mock, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  MAX_BEFORE_DONE, PROGRESS_ANIMATION_MS, START_VALUE, TRICKLE_INTERVAL_MS, createProgress, trickleIncrement,
} from '../../../src/lib/feedback/progress';
import type { Progress } from '../../../src/lib/feedback/progress';

let progress: Progress;
beforeEach(() => {
  mock.timers.enable({ apis: ['setTimeout', 'setInterval'] });
  progress = createProgress();
});
afterEach(() => mock.timers.reset());

test('starts at 8 %', () => {
  assert.deepEqual(progress.get(), { status: 'idle', value: 0 });
  progress.start();
  assert.deepEqual(progress.get(), { status: 'running', value: START_VALUE });
  assert.equal(START_VALUE, 0.08);
});

test('trickles every 800 ms by a shrinking step', () => {
  progress.start();
  mock.timers.tick(TRICKLE_INTERVAL_MS - 1);
  assert.equal(progress.get().value, 0.08);
  mock.timers.tick(1);
  assert.ok(Math.abs(progress.get().value - 0.18) < 1e-9);
  assert.ok(trickleIncrement(0.1) > trickleIncrement(0.3));
  assert.ok(trickleIncrement(0.3) > trickleIncrement(0.6));
  assert.ok(trickleIncrement(0.6) > trickleIncrement(0.9));
  assert.equal(trickleIncrement(0.995), 0);
});

test('never passes 99.4 % before done', () => {
  progress.start();
  let last = 0;
  for (let i = 0; i < 500; i += 1) {
    mock.timers.tick(TRICKLE_INTERVAL_MS);
    const { value } = progress.get();
    assert.ok(value >= last && value <= MAX_BEFORE_DONE, `step ${i}: ${value}`);
    last = value;
  }
  assert.ok(last > 0.95);
  progress.set(0.9999);
  assert.equal(progress.get().value, MAX_BEFORE_DONE);
});

test('done goes to 100 % and hides after the 200 ms animation', () => {
  progress.start();
  progress.done();
  assert.deepEqual(progress.get(), { status: 'done', value: 1 });
  mock.timers.tick(PROGRESS_ANIMATION_MS - 1);
  assert.equal(progress.get().status, 'done');
  mock.timers.tick(1);
  assert.deepEqual(progress.get(), { status: 'idle', value: 0 });
  mock.timers.tick(TRICKLE_INTERVAL_MS * 3);
  assert.equal(progress.get().value, 0, 'the trickle stopped');
});

test('counts nested starts', () => {
  progress.start();
  progress.start();
  progress.done();
  assert.equal(progress.get().status, 'running');
  progress.done();
  assert.equal(progress.get().status, 'done');
  progress.done();
  mock.timers.tick(PROGRESS_ANIMATION_MS);
  assert.equal(progress.get().status, 'idle');
});

test('a start during the hide animation restarts the bar', () => {
  progress.start();
  progress.done();
  mock.timers.tick(100);
  progress.start();
  mock.timers.tick(PROGRESS_ANIMATION_MS);
  assert.deepEqual(progress.get(), { status: 'running', value: START_VALUE });
});

test('set moves the bar, and 1 completes it', () => {
  progress.set(0.5);
  assert.deepEqual(progress.get(), { status: 'running', value: 0.5 });
  progress.set(1);
  assert.equal(progress.get().status, 'done');
});
