/**
 * The parts several server processes share, as the server wires them (server/services.ts): "two
 * processes" are two sets of services with their own connections to one database.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Sql } from 'postgres';
import type { LiveEvent } from '../../src/contract';
import { loadConfig } from '../../server/config';
import { ADVISORY_LOCKS, holdKeyLock } from '../../server/pg/locks';
import { COLLECTIONS } from '../../server/store/types';
import { migrate } from '../../server/pg/migrate';
import { createPgPool } from '../../server/pg/pool';
import type { PgPool } from '../../server/pg/pool';
import { createServices } from '../../server/services';
import type { Services } from '../../server/services';
import { postgresSkip, startCluster } from '../helpers/postgres';
import type { TestCluster } from '../helpers/postgres';

const skip = postgresSkip();
if (skip) console.log(`# pg-bus skipped: ${skip}`);

const LAYLA = { id: 'u_0002', name: 'Layla Haddad', avatarUrl: null };
const KENJI = { id: 'u_0003', name: 'Kenji Watanabe', avatarUrl: null };

/** Resolves with the first `count` events `services` hears. */
function nextEvents(services: Services, count: number): Promise<LiveEvent[]> {
  return new Promise((resolve) => {
    const heard: LiveEvent[] = [];
    const stop = services.bus.subscribe((event) => {
      heard.push(event);
      if (heard.length === count) {
        stop();
        resolve(heard);
      }
    });
  });
}

describe('services shared by server processes on PostgreSQL', { skip }, () => {
  let cluster: TestCluster;
  let poolA: PgPool;
  let poolB: PgPool;
  let sqlA: Sql;
  let a: Services;
  let b: Services;
  const config = { ...loadConfig({}), loginLimit: 4, eventsBuffer: 50 };
  before(async () => {
    cluster = await startCluster();
    const url = await cluster.createDatabase('bus');
    poolA = createPgPool({ url, max: 4 });
    poolB = createPgPool({ url, max: 4 });
    sqlA = poolA.sql;
    await migrate(sqlA);
    a = await createServices(config, poolA, () => Date.now(), '/nonexistent');
    b = await createServices(config, poolB, () => Date.now(), '/nonexistent');
  });
  after(async () => {
    await a?.close();
    await b?.close();
    await poolA?.end();
    await poolB?.end();
    cluster?.destroy();
  });

  it('delivers the events of both processes to both, with the same ids, increasing', async () => {
    const onA = nextEvents(a, 6);
    const onB = nextEvents(b, 6);
    for (let i = 0; i < 3; i++) {
      a.bus.publish({ type: 'counts', kinds: ['trip'] });
      b.bus.publish({ type: 'counts', kinds: ['news'] });
    }
    const [heardA, heardB] = await Promise.all([onA, onB]);
    assert.deepEqual(heardA, heardB);
    const ids = heardA.map((event) => event.id);
    assert.deepEqual(ids, [...ids].sort((x, y) => x - y));
    assert.equal(new Set(ids).size, 6);
    assert.equal(heardA.filter((event) => JSON.stringify(event.body) === JSON.stringify({ type: 'counts', kinds: ['trip'] })).length, 3);
    // A reader of one process resumes on the other.
    const first = ids[0] ?? 0;
    const replay = b.bus.since(first);
    assert.equal(replay.kind, 'events');
    if (replay.kind === 'events') assert.deepEqual(replay.events, heardA.slice(1));
    assert.equal(a.bus.lastId(), b.bus.lastId());
    assert.deepEqual(a.bus.since(a.bus.lastId() + 1), { kind: 'reset' });
  });

  it('publishes events while another process holds the locks of a write: publishing never waits for writes', { timeout: 30_000 }, async () => {
    const heard = nextEvents(b, 1);
    let releaseWrite!: () => void;
    const writeHeld = new Promise<void>((resolve) => {
      releaseWrite = resolve;
    });
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // A long write of "another process": it holds the users lock and an admin's row until the event has arrived.
    const write = poolB.transaction(async (tx) => {
      await holdKeyLock(tx, 'collection', COLLECTIONS.indexOf('users'));
      await tx`SELECT id FROM users WHERE role = 'admin' LIMIT 1 FOR UPDATE`;
      locked();
      await writeHeld;
    });
    try {
      await lockTaken;
      a.bus.publish({ type: 'counts', kinds: ['trip'] });
      const [event] = await heard;
      assert.deepEqual(event?.body, { type: 'counts', kinds: ['trip'] });
    } finally {
      releaseWrite();
      await write;
    }
  });

  it('gives every concern its own advisory lock', () => {
    const keys = Object.values(ADVISORY_LOCKS);
    assert.equal(new Set(keys).size, keys.length, 'no two concerns share a lock');
  });

  it('counts login attempts across processes against one limit', async () => {
    const key = 'diver@example.test|127.0.0.1';
    const passed: number[] = [];
    for (let i = 0; i < 6; i++) {
      const limiter = (i % 2 === 0 ? a : b).limits.login;
      const { retryAfterS } = await limiter.take(key);
      if (retryAfterS === 0) passed.push(i);
    }
    assert.deepEqual(passed, [0, 1, 2, 3]);
    assert.ok((await a.limits.login.retryAfterS(key)) > 0);
    await b.limits.login.reset(key);
    assert.equal(await a.limits.login.retryAfterS(key), 0);
    // The limiters keep their keys apart, as the in-memory ones do.
    assert.equal((await a.limits.signup.take(key)).retryAfterS, 0);
  });

  it('shares claims and their events between processes', async () => {
    const heard = nextEvents(b, 1);
    const made = await a.claims.claim('trip', 't_1', LAYLA, false);
    assert.equal(made.ok, true);
    assert.deepEqual((await b.claims.list()).map((claim) => claim.by.id), ['u_0002']);
    const refused = await b.claims.claim('trip', 't_1', KENJI, false);
    assert.equal(refused.ok, false);
    const [event] = await heard;
    assert.equal(event?.body.type, 'claim');
    await a.claims.release('trip', 't_1', LAYLA.id);
    assert.deepEqual(await b.claims.list(), []);
  });

  it('shares presence and one-time codes between processes', async () => {
    await a.presence.join('trip', 't_2', LAYLA);
    const both = await b.presence.join('trip', 't_2', KENJI);
    assert.deepEqual(both.viewers.map((viewer) => viewer.id).sort(), ['u_0002', 'u_0003']);
    const code = await a.otp.issue('diver@example.test');
    const token = await b.otp.verify('diver@example.test', code);
    assert.ok(token);
    assert.equal(await a.otp.consumeReset('diver@example.test', token), true);
    assert.equal(await b.otp.consumeReset('diver@example.test', token), false);
  });

  it('tells the open streams to refetch when the listening connection was lost, and listens again', async () => {
    const reset = new Promise<void>((resolve) => {
      const stop = b.bus.onReset(() => {
        stop();
        resolve();
      });
    });
    await sqlA`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query ILIKE 'listen%' AND pid <> pg_backend_pid()`;
    await reset;
    // Listening again: a later event still reaches both.
    const onB = nextEvents(b, 1);
    a.bus.publish({ type: 'counts', kinds: ['product'] });
    const [event] = await onB;
    assert.deepEqual(event?.body, { type: 'counts', kinds: ['product'] });
  });
});
