/**
 * Writes on PostgreSQL: guarded writes as one conditional UPDATE (one winner among concurrent
 * writers with the same expectation), "always one active admin" under concurrent demotions, and
 * live messages over LISTEN/NOTIFY (delivered on commit only, resumed after a lost connection).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import postgres from 'postgres';
import type { Sql } from 'postgres';
import type { News } from '../../src/contract';
import type { StoredUser } from '../../server/store/types';
import { migrate } from '../../server/pg/migrate';
import { activeAdminCount, getRecord, guardedPut, lockAdmins, putRecords } from '../../server/pg/records';
import { queryListPage } from '../../server/pg/list-query';
import { MAX_PAYLOAD_BYTES, RESET_MESSAGE, publish, subscribe } from '../../server/pg/notify';
import { createPgPool } from '../../server/pg/pool';
import { postgresSkip, startCluster } from '../helpers/postgres';
import type { TestCluster } from '../helpers/postgres';

const skip = postgresSkip();
if (skip) console.log(`# pg-records skipped: ${skip}`);

async function waitFor(check: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const AT = '2026-03-01T10:00:00.000Z';

function news(id: string, title: string, updatedAt = AT): News {
  return {
    id, title, summary: 'Summary', content: 'Content', coverImageUrl: null, status: 'draft',
    author: { id: 'u1', name: 'Admin Diving' }, publishedAt: null, createdAt: AT, updatedAt,
  } as unknown as News;
}

function admin(id: string): StoredUser {
  return {
    id, email: `${id}@diving.test`, firstName: 'Admin', lastName: id, phone: null, country: null, role: 'admin', status: 'active',
    avatarUrl: null, createdAt: AT, updatedAt: AT, lastLoginAt: null, certification: null, passwordHash: null,
  };
}

describe('PostgreSQL writes', { skip }, () => {
  let cluster: TestCluster;
  let url: string;
  let sql: Sql;
  before(async () => {
    cluster = await startCluster();
    url = await cluster.createDatabase('records');
    sql = postgres(url, { max: 12, onnotice: () => undefined });
    await migrate(sql);
  });
  after(async () => {
    await sql?.end();
    cluster?.destroy();
  });

  it('a guarded write is one conditional UPDATE: of ten writers expecting the same version exactly one wins', async () => {
    await sql.begin((tx) => putRecords(tx, 'news', [news('n1', 'Reef report')]));
    const expected = Date.parse(AT);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) =>
      sql.begin((tx) => guardedPut(tx, 'news', news('n1', `Writer ${i} was here`, new Date(expected + 1 + i).toISOString()), expected))));
    assert.equal(results.filter(Boolean).length, 1, 'one winner');
    const stored = await getRecord(sql, 'news', 'n1');
    const winner = results.indexOf(true);
    assert.equal(stored?.title, `Writer ${winner} was here`);
    assert.equal(await sql.begin((tx) => guardedPut(tx, 'news', news('n1', 'Late'), expected)), false, 'the old version no longer matches');
    assert.equal(await sql.begin((tx) => guardedPut(tx, 'news', news('n-missing', 'Nobody'), expected)), false, 'a missing record is not created');
    const page = await queryListPage<News>(sql, 'news', { page: 1, pageSize: 10, q: `writer ${winner}`, sort: null, order: 'desc', filters: {} });
    assert.deepEqual(page.data.map((n) => n.id), ['n1'], 'the list rows follow the write');
    const old = await queryListPage<News>(sql, 'news', { page: 1, pageSize: 10, q: 'reef', sort: null, order: 'desc', filters: {} });
    assert.equal(old.meta.total, 0, 'the old title is no longer found');
  });

  it('concurrent demotions under the admins lock always leave one active administrator', async () => {
    const ids = ['adm-a', 'adm-b', 'adm-c', 'adm-d'];
    await sql.begin((tx) => putRecords(tx, 'users', ids.map(admin)));
    const pool = createPgPool({ url, max: 4 });
    try {
      const demote = (id: string) => pool.transaction(async (tx) => {
        await lockAdmins(tx);
        if ((await activeAdminCount(tx)) <= 1) return false;
        const user = await getRecord(tx, 'users', id);
        assert.ok(user);
        return guardedPut(tx, 'users', { ...user, role: 'diver', updatedAt: '2026-03-01T10:00:00.001Z' }, Date.parse(user.updatedAt));
      });
      const results = await Promise.all(ids.map(demote));
      assert.equal(results.filter(Boolean).length, 3);
      assert.equal(await activeAdminCount(sql), 1);
    } finally {
      await pool.end();
    }
  });

  it('live messages reach every listener on commit, never on rollback; an oversize one becomes a reset', async () => {
    const listener = postgres(url, { max: 1, onnotice: () => undefined });
    const heard: unknown[] = [];
    const subscription = await subscribe(listener, (message) => heard.push(message), () => undefined);
    try {
      await sql.begin(async (tx) => {
        await publish(tx, { type: 'record', kind: 'news', id: 'n1' });
        await publish(tx, { type: 'counts' });
      });
      await sql.begin(async (tx) => {
        await publish(tx, { type: 'record', kind: 'news', id: 'rolled-back' });
        throw new Error('roll back');
      }).catch(() => undefined);
      await publish(sql, { type: 'big', text: 'x'.repeat(MAX_PAYLOAD_BYTES) });
      await publish(sql, { type: 'after' });
      await waitFor(() => heard.length >= 4, 'four messages');
      assert.deepEqual(heard, [{ type: 'record', kind: 'news', id: 'n1' }, { type: 'counts' }, RESET_MESSAGE, { type: 'after' }]);
    } finally {
      await subscription.close();
      await listener.end();
    }
  });

  it('after the database restarts, listening resumes by itself and says so (the process then resets its clients)', async () => {
    const listener = postgres(url, { max: 1, onnotice: () => undefined });
    const heard: unknown[] = [];
    let resumed = 0;
    const subscription = await subscribe(listener, (message) => heard.push(message), () => (resumed += 1));
    try {
      cluster.stop('immediate');
      cluster.start();
      await waitFor(() => resumed >= 1, 'the subscription to resume');
      const writer = postgres(url, { max: 1, onnotice: () => undefined });
      try {
        await publish(writer, { type: 'back' });
      } finally {
        await writer.end();
      }
      await waitFor(() => heard.length >= 1, 'a message after the restart');
      assert.deepEqual(heard, [{ type: 'back' }]);
    } finally {
      await subscription.close().catch(() => undefined);
      await listener.end();
    }
  });
});
