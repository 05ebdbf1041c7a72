import '../helpers/dom';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { afterNextPaint } from '../../src/lib/after-paint';

describe('afterNextPaint', () => {
  it('runs after the current task, once', async () => {
    const calls: string[] = [];
    afterNextPaint(() => calls.push('painted'));
    calls.push('sync');
    assert.deepEqual(calls, ['sync']);
    await new Promise((resolve) => afterNextPaint(() => resolve(undefined)));
    assert.deepEqual(calls, ['sync', 'painted']);
  });

  it('does not run once cancelled', async () => {
    let ran = false;
    const cancel = afterNextPaint(() => { ran = true; });
    // One scheduled after it runs after the time it would have run.
    const later = new Promise((resolve) => afterNextPaint(() => resolve(undefined)));
    cancel();
    await later;
    assert.equal(ran, false);
  });
});
