import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BULK_CONCURRENCY, runBulk, type BulkProgress } from '../../../src/lib/list';

const items = Array.from({ length: 11 }, (_, i) => ({ id: `r${i}` }));
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

test('never runs more than 4 tasks at once, and runs them all', async () => {
  let running = 0;
  let peak = 0;
  const started: string[] = [];
  const report = await runBulk(items, async (item) => {
    started.push(item.id);
    running += 1;
    peak = Math.max(peak, running);
    // Uneven durations so slots free up in another order than they were taken.
    for (let i = 0; i < (Number(item.id.slice(1)) % 3) + 1; i += 1) await tick();
    running -= 1;
  });
  assert.equal(BULK_CONCURRENCY, 4);
  assert.equal(peak, 4);
  assert.equal(started.length, 11);
  assert.deepEqual(report.succeeded, items.map((i) => i.id));
  assert.deepEqual(report.failed, []);
});

test('reports each failure with its error and goes on; the report keeps the items order', async () => {
  const report = await runBulk(items.slice(0, 5), async (item) => {
    await tick();
    if (item.id === 'r1') throw new Error('Approved by Ana Ruiz at 10:15');
    if (item.id === 'r3') throw 'plain string';
  });
  assert.deepEqual(report.succeeded, ['r0', 'r2', 'r4']);
  assert.deepEqual(report.failed.map((f) => [f.id, f.error.message]), [['r1', 'Approved by Ana Ruiz at 10:15'], ['r3', 'plain string']]);
  assert.ok(report.failed.every((f) => f.error instanceof Error));
});

test('tells the progress before the first task and after each one', async () => {
  const seen: BulkProgress[] = [];
  await runBulk(items.slice(0, 3), async (item) => {
    if (item.id === 'r2') throw new Error('no');
  }, { concurrency: 2, onProgress: (p) => seen.push(p) });
  assert.equal(seen.length, 4);
  assert.deepEqual(seen[0], { total: 3, done: 0, succeeded: 0, failed: 0, running: 0 });
  assert.deepEqual(seen.at(-1), { total: 3, done: 3, succeeded: 2, failed: 1, running: 0 });
  assert.ok(seen.every((p, i) => i === 0 || p.done === (seen[i - 1]?.done ?? 0) + 1));
});

test('an abort starts nothing more; what ran is reported and the rest is skipped', async () => {
  const controller = new AbortController();
  const report = await runBulk(items.slice(0, 6), async (item) => {
    if (item.id === 'r1') controller.abort();
    await tick();
  }, { concurrency: 2, signal: controller.signal });
  assert.deepEqual(report.succeeded, ['r0', 'r1']);
  assert.deepEqual(report.skipped, ['r2', 'r3', 'r4', 'r5']);
});

test('an empty selection reports nothing', async () => {
  assert.deepEqual(await runBulk([], async () => {}), { succeeded: [], failed: [], skipped: [] });
});
