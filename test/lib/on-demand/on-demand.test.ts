// The load-once part: one import at a time, the module kept, a failure forgotten so the next call retries.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { onDemand } from '../../../src/lib/on-demand';

test('loads once, however many ask', async () => {
  let calls = 0;
  const part = onDemand(() => Promise.resolve({ n: ++calls }));
  const [a, b] = await Promise.all([part.load(), part.load()]);
  assert.equal(a, b);
  assert.deepEqual(await part.load(), { n: 1 });
  assert.equal(calls, 1);
});

test('a failed load is retried on the next call', async () => {
  let calls = 0;
  const part = onDemand(() => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ ok: true })));
  await assert.rejects(part.load(), /offline/);
  assert.equal(part.current, null);
  assert.deepEqual(await part.load(), { ok: true });
  assert.deepEqual(part.current, { ok: true });
  assert.equal(calls, 2);
});
