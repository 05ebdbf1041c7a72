/**
 * The PostgreSQL store where the embedded one has nothing to show: two stores on one database (as
 * two server processes hold) run their transactions at once, each locking the rows it reads, so
 * writes to different records do not wait for each other, of concurrent guarded writes that read
 * the same `updatedAt` only one passes, and concurrent demotions never leave no active
 * administrator; and a server whose database goes away answers 503 UNAVAILABLE with Retry-After,
 * then serves again by itself once the database is back.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import postgres from 'postgres';
import type { Sql } from 'postgres';
import { loadConfig } from '../../server/config';
import { applyAccountChange } from '../../server/auth/account-rules';
import { openPgStore } from '../../server/store/pg-store';
import type { Store } from '../../server/store/interface';
import type { Snapshot, StoredUser } from '../../server/store/types';
import { removeDir, startTestServer, tempDir } from '../helpers/server';
import type { TestServer } from '../helpers/server';
import { call } from '../helpers/api-client';
import { login } from '../helpers/accounts';
import { openEvents } from '../helpers/sse-client';
import { postgresSkip, startCluster } from '../helpers/postgres';
import type { TestCluster } from '../helpers/postgres';

const skip = postgresSkip();

function admin(id: string): StoredUser {
  return {
    id, email: `${id}@example.test`, firstName: id, lastName: 'Admin', phone: null, country: null, role: 'admin', status: 'active',
    avatarUrl: null, createdAt: '2024-01-01T10:00:00.000Z', updatedAt: '2024-01-01T10:00:00.000Z', lastLoginAt: null,
    certification: null, passwordHash: null,
  };
}

function snapshot(): Snapshot {
  return { users: [admin('a1'), admin('a2'), admin('a3')], trips: [], products: [], news: [], legal: [], siteContact: [], contact: [], activity: [] };
}

describe('the PostgreSQL store', { skip }, () => {
  let cluster: TestCluster;
  let stores: Store[] = [];
  let watch: Sql;
  const dirs: string[] = [];

  before(async () => {
    cluster = await startCluster();
    const url = await cluster.createDatabase('twostores');
    watch = postgres(url, { max: 1, onnotice: () => undefined });
    const open = openPgStore(url, loadConfig({}));
    // The second opens a seeded database and leaves it as it is.
    stores = [await open(async () => snapshot()), await open(() => Promise.reject(new Error('seeded twice')))];
  });
  after(async () => {
    for (const store of stores) await store.close();
    await watch?.end();
    for (const dir of dirs) removeDir(dir);
    cluster?.destroy();
  });

  it('lets one of many concurrent guarded writes through, across two stores', async () => {
    const [one, two] = stores as [Store, Store];
    const seen = (await one.get('users', 'a1'))?.updatedAt;
    const attempts = Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? one : two).transact(async (tx) => {
      const current = await tx.get('users', 'a1');
      if (!current || current.updatedAt !== seen) return false;
      tx.put('users', { ...current, firstName: `writer ${i}`, updatedAt: new Date(Date.parse(current.updatedAt) + 1000 + i).toISOString() });
      return true;
    }));
    const passed = (await Promise.all(attempts)).filter(Boolean);
    assert.equal(passed.length, 1);
  });

  it('keeps an active administrator when every admin is demoted at once, across two stores', async () => {
    const [one, two] = stores as [Store, Store];
    const demotions = ['a1', 'a2', 'a3', 'a1', 'a2', 'a3'].map((id, i) => (i % 2 === 0 ? one : two).transact(async (tx) => {
      if ((await tx.count('users', { role: 'admin', status: 'active' })) <= 1) return false;
      const current = await tx.get('users', id);
      if (!current || current.status !== 'active') return false;
      tx.put('users', { ...current, status: 'blocked' });
      return true;
    }));
    assert.equal((await Promise.all(demotions)).filter(Boolean).length, 2);
    assert.equal(await one.count('users', { role: 'admin', status: 'active' }), 1);
  });

  it('keeps an active administrator when admins block each other at once, as the users route checks it', async () => {
    const [one, two] = stores as [Store, Store];
    const ids = ['b1', 'b2', 'b3'];
    await one.transact((tx) => {
      for (const id of ids) tx.put('users', admin(id));
    });
    // Each actor blocks the next admin as the route does: the target read first, then the rules
    // (the count of active admins, then the actor as stored now).
    const blocks = [...ids, ...ids].map((actorId, i) => (i % 2 === 0 ? one : two).transact(async (tx) => {
      const target = (await tx.get('users', ids[(ids.indexOf(actorId) + 1) % ids.length] as string)) as StoredUser;
      tx.put('users', await applyAccountChange(tx, admin(actorId), target, { ...target, status: 'blocked' }));
      return true;
    }).catch((error: unknown) => {
      // Refused by the rules (no active admin left, or the actor blocked meanwhile): nothing else.
      assert.match((error as { code?: string }).code ?? '', /^(CONFLICT|UNAUTHENTICATED)$/, String(error));
      return false;
    }));
    await Promise.all(blocks);
    const active = await one.find('users', { role: 'admin', status: 'active' });
    assert.ok(active.length >= 1, 'an active administrator remains');
  });

  it('runs writes to different records at once, across two stores, and makes writes to one record take turns', { timeout: 60_000 }, async () => {
    const [one, two] = stores as [Store, Store];
    const message = (id: string, text: string) => ({ id, name: 'n', email: 'n@example.test', phone: null, subject: 's', message: text, status: 'new' as const, createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-01T00:00:00.000Z' });
    await one.transact((tx) => {
      tx.put('contact', message('row-a', 'a'));
      tx.put('contact', message('row-b', 'b'));
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let hasRow!: () => void;
    const rowLocked = new Promise<void>((resolve) => {
      hasRow = resolve;
    });
    // The first holds its row (read to change) until released.
    const first = one.transact(async (tx) => {
      const current = await tx.get('contact', 'row-a');
      hasRow();
      await held;
      tx.put('contact', { ...(current as ReturnType<typeof message>), message: 'a, first' });
    });
    try {
      await rowLocked;
      // Another record, another process: it commits while the first still holds its row.
      await two.transact(async (tx) => {
        const current = await tx.get('contact', 'row-b');
        tx.put('contact', { ...(current as ReturnType<typeof message>), message: 'b, second' });
      });
      assert.equal((await two.get('contact', 'row-b'))?.message, 'b, second');
      assert.equal((await two.get('contact', 'row-a'))?.message, 'a', 'the first has not committed yet');
      // The same record waits for the first's commit, then reads what it wrote.
      const third = two.transact(async (tx) => {
        const current = await tx.get('contact', 'row-a');
        tx.put('contact', { ...(current as ReturnType<typeof message>), message: `${current?.message}, third` });
        return current?.message;
      });
      while ((await watch<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted`)[0]?.n !== 1) {
        // Until the third waits for the row: the database reports a lock it has not granted.
      }
      release();
      await first;
      assert.equal(await third, 'a, first');
      assert.equal((await one.get('contact', 'row-a'))?.message, 'a, first, third');
    } finally {
      release();
    }
  });

  it('tells every listener of a store about its commits before transact resolves, and the commits to one record in their order', async () => {
    const [one] = stores as [Store, Store];
    const message = { id: 'n1', name: 'n', email: 'n@example.test', phone: null, subject: 's', message: '0', status: 'new' as const, createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-01T00:00:00.000Z' };
    await one.transact((tx) => tx.put('contact', message));
    const heard: string[] = [];
    one.onChange((_changed, changes) => heard.push(...changes.flatMap((c) => (c.id === 'n1' && c.after ? [(c.after as typeof message).message] : []))));
    // Each reads the record and writes the next number: they take turns on its row, so each commit
    // follows the one it read, and the listeners hear them in that order.
    const writes = Array.from({ length: 5 }, () => one.transact(async (tx) => {
      const current = await tx.get('contact', 'n1');
      const next = String(Number(current?.message) + 1);
      tx.put('contact', { ...message, message: next });
      return next;
    }).then((written) => ({ written, heardByThen: [...heard] })));
    const results = await Promise.all(writes);
    assert.deepEqual(heard, ['1', '2', '3', '4', '5']);
    for (const { written, heardByThen } of results) assert.ok(heardByThen.includes(written), `commit ${written} was announced before its transact resolved`);
  });

  describe('a server whose database goes away', () => {
    let server: TestServer;
    before(async () => {
      const dir = tempDir();
      dirs.push(dir);
      server = await startTestServer({ dataDir: dir, databaseUrl: await cluster.createDatabase('outage') });
    });
    after(() => server?.close());

    it('answers 503 UNAVAILABLE with Retry-After while it is gone, is not ready but alive, and serves again once it is back', async () => {
      const { token } = await login(server);
      assert.equal((await call(server, 'GET', '/api/v1/users/?page=1', { token })).status, 200);
      assert.equal((await call(server, 'GET', '/api/v1/health/ready')).status, 200);
      const stream = await openEvents(server, token);
      try {
        cluster.stop('immediate');
        try {
          for (const path of ['/api/v1/users/?page=1', '/api/v1/news', '/api/v1/health/ready']) {
            const res = await call(server, 'GET', path, { token });
            assert.equal(res.status, 503, `${path}: ${res.text}`);
            assert.equal((JSON.parse(res.text) as { code: string }).code, 'UNAVAILABLE');
            assert.match(res.headers.get('retry-after') ?? '', /^[1-9]\d*$/);
          }
          // Liveness: the process answers, whatever its database does.
          assert.equal((await call(server, 'GET', '/api/v1/health')).status, 200);
        } finally {
          cluster.start();
        }
        const deadline = Date.now() + 60_000;
        let status = 0;
        while (Date.now() < deadline && status !== 200) {
          status = (await call(server, 'GET', '/api/v1/users/?page=1', { token })).status;
          if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
        }
        assert.equal(status, 200);
        assert.equal((await call(server, 'GET', '/api/v1/health/ready')).status, 200);
        // The LISTEN connection came back too: the open stream is told to refetch, then follows live.
        await stream.next((frame) => frame.event === 'reset');
        const made = await call(server, 'POST', '/api/v1/news', { token, json: { title: 'Back', summary: 's', content: 'c', status: 'draft' } });
        assert.equal(made.status, 201, made.text);
        await stream.next((frame) => (frame.data as { type?: string; kind?: string }).type === 'record' && (frame.data as { kind?: string }).kind === 'news');
      } finally {
        stream.close();
      }
    });
  });
});
