// The load-once part: one import at a time, the module kept, a failure forgotten so the next call retries.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lazyModule } from '../../../src/lib/lazy';

test('loads once, however many ask', async () => {
  let calls = 0;
  const part = lazyModule(() => Promise.resolve({ n: ++calls }));
  const [a, b] = await Promise.all([part.load(), part.load()]);
  assert.equal(a, b);
  assert.deepEqual(await part.load(), { n: 1 });
  assert.equal(calls, 1);
});

test('a failed load is retried on the next call', async () => {
  let calls = 0;
  const part = lazyModule(() => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ ok: true })));
  await assert.rejects(part.load(), /offline/);
  assert.equal(part.current, null);
  assert.deepEqual(await part.load(), { ok: true });
  assert.deepEqual(part.current, { ok: true });
  assert.equal(calls, 2);
});

test('preload settles with the attempt and never rejects; status follows it', async () => {
  let calls = 0;
  const part = lazyModule(() => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('ready')));
  assert.equal(part.status, 'idle');
  const first = part.preload();
  assert.equal(part.status, 'loading');
  assert.equal(part.preload(), first, 'one promise per attempt');
  await first;
  assert.equal(part.status, 'failed');
  assert.match(String((part.failure?.error as Error).message), /offline/);
  await part.preload();
  assert.equal(part.status, 'loaded');
  assert.equal(part.failure, null);
  assert.equal(part.current, 'ready');
});
