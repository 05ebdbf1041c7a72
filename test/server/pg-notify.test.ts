/**
 * Live messages over LISTEN/NOTIFY on PostgreSQL: delivered on commit only, an oversize one as a
 * reset, and resumed after a lost connection.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import postgres from 'postgres';
import type { Sql } from 'postgres';
import { migrate } from '../../server/pg/migrate';
import { MAX_PAYLOAD_BYTES, RESET_MESSAGE, publish, subscribe } from '../../server/pg/notify';
import { postgresSkip, startCluster } from '../helpers/postgres';
import type { TestCluster } from '../helpers/postgres';

const skip = postgresSkip();
if (skip) console.log(`# pg-notify skipped: ${skip}`);

async function waitFor(check: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('live messages over LISTEN/NOTIFY', { skip }, () => {
  let cluster: TestCluster;
  let url: string;
  let sql: Sql;
  before(async () => {
    cluster = await startCluster();
    url = await cluster.createDatabase('notify');
    sql = postgres(url, { max: 12, onnotice: () => undefined });
    await migrate(sql);
  });
  after(async () => {
    await sql?.end();
    cluster?.destroy();
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
