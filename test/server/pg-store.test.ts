/**
 * The PostgreSQL store where the embedded one has nothing to show: two stores on one database (as
 * two server processes hold) still run their transactions one at a time, so of concurrent guarded
 * writes that read the same `updatedAt` only one passes, and concurrent demotions never leave no
 * active administrator; and a server whose database goes away answers 503 UNAVAILABLE with
 * Retry-After, then serves again by itself once the database is back.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../../server/config';
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
  const dirs: string[] = [];

  before(async () => {
    cluster = await startCluster();
    const url = await cluster.createDatabase('twostores');
    const open = openPgStore(url, loadConfig({}));
    // The second opens a seeded database and leaves it as it is.
    stores = [await open(async () => snapshot()), await open(() => Promise.reject(new Error('seeded twice')))];
  });
  after(async () => {
    for (const store of stores) await store.close();
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

  it('tells every listener of a store about its commits before transact resolves, in commit order', async () => {
    const [one] = stores as [Store, Store];
    const heard: string[] = [];
    one.onChange((_changed, changes) => heard.push(...changes.map((c) => c.id)));
    const writes = ['n1', 'n2', 'n3'].map((id) => one.transact((tx) => {
      tx.put('contact', { id, name: 'n', email: 'n@example.test', phone: null, subject: 's', message: 'm', status: 'new', createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-01T00:00:00.000Z' });
      return heard.length;
    }));
    const seenBefore = await Promise.all(writes);
    assert.deepEqual(heard, ['n1', 'n2', 'n3']);
    assert.deepEqual(seenBefore, [0, 1, 2], 'each transaction ran after the one before had been announced');
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
