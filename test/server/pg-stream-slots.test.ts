/**
 * What every server process on one database counts together: the open live streams against
 * their caps (per admin and in all), with leases that run out when a process stops renewing them,
 * and the dev outbox. Two "processes" here are two pools on one throwaway database, each with its
 * own slots, as two server processes have.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createPgPool } from '../../server/pg/pool';
import type { PgPool } from '../../server/pg/pool';
import { migrate } from '../../server/pg/migrate';
import { createPgStreamSlots } from '../../server/pg/stream-slots';
import type { StreamSlot, StreamSlots } from '../../server/live/stream-slots';
import { memoryStreamSlots } from '../../server/live/stream-slots';
import { createOutbox, MAX_MESSAGES } from '../../server/outbox';
import { createPgOutboxRows } from '../../server/pg/outbox';
import { postgresSkip, startCluster } from '../helpers/postgres';
import type { TestCluster } from '../helpers/postgres';

const skip = postgresSkip();
if (skip) console.log(`# pg-stream-slots skipped: ${skip}`);

const isSlot = (taken: StreamSlot | string): taken is StreamSlot => typeof taken === 'object';

async function takeAll(slots: StreamSlots[], adminId: string, count: number): Promise<(StreamSlot | string)[]> {
  const taken: (StreamSlot | string)[] = [];
  // One after another, alternating between the processes.
  for (let i = 0; i < count; i++) taken.push(await (slots[i % slots.length] as StreamSlots).take(adminId));
  return taken;
}

describe('stream slots in memory', () => {
  it('counts per admin and in all, and a release frees a place', async () => {
    const slots = memoryStreamSlots({ perAdmin: 2, total: 3 });
    const [a1, a2, a3] = await takeAll([slots], 'a', 3);
    assert.ok(a1 && a2 && isSlot(a1) && isSlot(a2));
    assert.equal(a3, 'per-admin');
    assert.ok(isSlot(await slots.take('b')));
    assert.equal(await slots.take('c'), 'total');
    a1.release();
    a1.release();
    assert.ok(isSlot(await slots.take('c')));
    assert.equal(await slots.take('d'), 'total');
  });
});

describe('stream slots and the outbox on PostgreSQL', { skip }, () => {
  let cluster: TestCluster;
  let pools: PgPool[] = [];
  let clock = Date.parse('2025-03-01T10:00:00.000Z');
  const now = (): number => clock;
  const made: StreamSlots[] = [];
  const slotsOn = (pool: PgPool, limits = { perAdmin: 5, total: 500 }): StreamSlots => {
    const slots = createPgStreamSlots(pool, limits, { now, leaseMs: 60_000, log: () => undefined });
    made.push(slots);
    return slots;
  };

  before(async () => {
    cluster = await startCluster();
    const url = await cluster.createDatabase('slots');
    pools = [createPgPool({ url }), createPgPool({ url })];
    await (pools[0] as PgPool).run((sql) => migrate(sql));
  });
  after(async () => {
    for (const slots of made) await slots.close();
    for (const pool of pools) await pool.end();
    cluster?.destroy();
  });
  const clear = (): Promise<unknown> => (pools[0] as PgPool).run((sql) => sql`DELETE FROM live_streams`);

  it('lets one admin hold 5 streams across two processes, refuses the rest, and a close on one frees a place on the other', async () => {
    await clear();
    const [one, two] = pools.map((pool) => slotsOn(pool)) as [StreamSlots, StreamSlots];
    const taken = await takeAll([one, two], 'admin-1', 7);
    assert.deepEqual(taken.map((t) => (isSlot(t) ? 'open' : t)), ['open', 'open', 'open', 'open', 'open', 'per-admin', 'per-admin']);
    // Another admin is not counted against this one.
    assert.ok(isSlot(await two.take('admin-2')));
    (taken[0] as StreamSlot).release();
    // The release is sent without waiting: the place is free once its row is gone.
    const deadline = Date.now() + 30_000;
    let again: StreamSlot | string = 'per-admin';
    while (again === 'per-admin' && Date.now() < deadline) {
      again = await two.take('admin-1');
      if (again === 'per-admin') await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.ok(isSlot(again), 'a place freed on the first process is taken on the second');
    assert.equal(await one.take('admin-1'), 'per-admin');
  });

  it('counts every admin\'s streams of every process against the total', async () => {
    await clear();
    const [one, two] = pools.map((pool) => slotsOn(pool, { perAdmin: 5, total: 3 })) as [StreamSlots, StreamSlots];
    assert.ok(isSlot(await one.take('a')));
    assert.ok(isSlot(await two.take('b')));
    assert.ok(isSlot(await one.take('c')));
    assert.equal(await two.take('d'), 'total');
  });

  it('takes the caps once when streams open at the same moment on both processes', async () => {
    await clear();
    const [one, two] = pools.map((pool) => slotsOn(pool)) as [StreamSlots, StreamSlots];
    const taken = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? one : two).take('admin-1')));
    assert.equal(taken.filter(isSlot).length, 5);
  });

  it('stops counting the streams of a process that stopped renewing them once their lease runs out', async () => {
    await clear();
    const [gone, alive] = pools.map((pool) => slotsOn(pool)) as [StreamSlots, StreamSlots];
    assert.equal((await takeAll([gone], 'admin-1', 5)).filter(isSlot).length, 5);
    assert.equal(await alive.take('admin-1'), 'per-admin');
    clock += 60_001;
    assert.ok(isSlot(await alive.take('admin-1')), 'the silent process\'s leases ran out');
  });

  it('lists on one process the messages another sent, newest first, the latest 500', async () => {
    const [one, two] = pools.map((pool) => createOutbox(createPgOutboxRows(pool.sql), now, null));
    await one?.send('a@example.test', 'Code', 'Your code is 111111.');
    await two?.send('b@example.test', 'Code', 'Your code is 222222.');
    const listed = await one?.list();
    assert.deepEqual(listed?.map((m) => m.to), ['b@example.test', 'a@example.test']);
    assert.equal(listed?.[0]?.sentAt, new Date(clock).toISOString());
    for (let i = 0; i < MAX_MESSAGES; i++) await one?.send(`n${i}@example.test`, 'Code', `${i}`);
    const kept = await two?.list();
    assert.equal(kept?.length, MAX_MESSAGES);
    assert.equal(kept?.[0]?.to, `n${MAX_MESSAGES - 1}@example.test`);
    assert.ok(!kept?.some((m) => m.to === 'b@example.test'));
  });
});
