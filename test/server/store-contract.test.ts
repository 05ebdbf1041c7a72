/**
 * What every store must do (server/store/interface.ts), checked on the embedded store. The checks
 * take an `OpenStore`, so a second store runs the very same ones.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ActivityEntry, ContactMessage, ListPage, User } from '../../src/contract';
import { EmbeddedStore } from '../../server/store/store';
import { openPgStore } from '../../server/store/pg-store';
import { loadConfig } from '../../server/config';
import { databaseFor, onPostgres } from '../helpers/test-store';
import type { CommittedChange, OpenStore, Store } from '../../server/store/interface';
import type { Snapshot, StoredUser } from '../../server/store/types';
import { removeDir, tempDir } from '../helpers/server';

function user(id: string, fields: Partial<StoredUser> = {}): StoredUser {
  return {
    id, email: `${id}@Example.test`, firstName: id, lastName: 'Test', phone: null, country: null, role: 'diver', status: 'active',
    avatarUrl: null, createdAt: '2024-01-01T10:00:00.000Z', updatedAt: '2024-01-01T10:00:00.000Z', lastLoginAt: null,
    certification: null, passwordHash: 'secret-hash', ...fields,
  };
}

function message(id: string, status: ContactMessage['status']): ContactMessage {
  return { id, name: 'Visitor', email: 'v@example.test', phone: null, subject: `Subject ${id}`, message: 'Hello', status, createdAt: '2024-02-01T10:00:00.000Z', updatedAt: '2024-02-01T10:00:00.000Z' };
}

function entry(id: string, at: string): ActivityEntry {
  return { id, at, actor: { id: 'admin', name: 'Admin Test' }, action: 'auth.signedOut', record: null, changes: [], address: '127.0.0.1' };
}

const DOCUMENT = '/api/v1/uploads/doc-cert.png';

function snapshot(): Snapshot {
  return {
    users: [
      user('admin', { role: 'admin', createdAt: '2024-01-03T10:00:00.000Z' }),
      user('diver', { createdAt: '2024-01-02T10:00:00.000Z' }),
      user('master', {
        role: 'diveMaster', createdAt: '2024-01-01T10:00:00.000Z',
        certification: { agency: 'PADI', level: 'DM', number: '1', documentUrl: DOCUMENT, status: 'pending', submittedAt: '2024-01-01T10:00:00.000Z', reviewedAt: null, reason: null, history: [] },
      }),
    ],
    trips: [], products: [], news: [], legal: [], siteContact: [],
    contact: [message('m1', 'new'), message('m2', 'resolved'), message('m3', 'new')],
    activity: [entry('a1', '2024-01-01T00:00:00.000Z'), entry('a2', '2024-03-01T00:00:00.000Z')],
  };
}

/** The checks every store passes; `open` gives a fresh store each time. */
function storeContract(name: string, open: OpenStore): void {
  describe(`${name} store`, () => {
    const fresh = (): Promise<Store> => open(async () => snapshot());

    it('reads a record, matching records and counts; `lt` compares ISO times', async () => {
      const store = await fresh();
      assert.equal((await store.get('users', 'diver'))?.firstName, 'diver');
      assert.equal(await store.get('users', 'nobody'), undefined);
      assert.deepEqual((await store.find('users', { role: 'diveMaster' })).map((u) => u.id), ['master']);
      assert.equal(await store.count('contact', { status: 'new' }), 2);
      assert.equal(await store.count('users', { role: 'admin', status: 'active' }), 1);
      assert.equal(await store.count('contact'), 3);
      assert.deepEqual((await store.find('activity', { at: { lt: '2024-02-01T00:00:00.000Z' } })).map((e) => e.id), ['a1']);
      await store.close();
    });

    it('finds a user by e-mail whatever its case, also after a change', async () => {
      const store = await fresh();
      assert.equal((await store.userByEmail('  DIVER@example.TEST '))?.id, 'diver');
      const diver = await store.get('users', 'diver');
      assert.ok(diver);
      await store.transact((tx) => tx.put('users', { ...diver, email: 'renamed@example.test' }));
      assert.equal(await store.userByEmail('diver@example.test'), undefined);
      assert.equal((await store.userByEmail('Renamed@Example.test'))?.id, 'diver');
      // Case beyond ASCII folds as JavaScript folds it, whatever the database's own lower() does.
      await store.transact((tx) => tx.put('users', { ...diver, email: 'Élodie.Ñú@Exämple.test' }));
      assert.equal((await store.userByEmail('élodie.ñú@EXÄMPLE.TEST'))?.id, 'diver');
      assert.equal(await store.userByEmail('elodie.nu@example.test'), undefined);
      await store.close();
    });

    it('names the owners of an uploaded document', async () => {
      const store = await fresh();
      assert.deepEqual([...(await store.documentOwners('doc-cert.png'))], ['master']);
      assert.equal((await store.documentOwners('other.png')).size, 0);
      await store.close();
    });

    it('sums the dashboard: queues, overdue, oldest pending (ties by id), decisions by day without undone ones', async () => {
      const store = await fresh();
      const master = await store.get('users', 'master');
      assert.ok(master?.certification);
      const by = { id: 'admin', name: 'Admin Test' };
      const review = (at: string, status: 'pending' | 'approved' | 'rejected', undo?: boolean) => ({ at, by, status, reason: null, ...(undo ? { undo } : {}) });
      await store.transact((tx) => {
        tx.put('users', { ...master, id: 'amaster', email: 'amaster@example.test' });
        tx.put('users', {
          ...master, id: 'zmaster', email: 'zmaster@example.test', firstName: 'Zed',
          certification: {
            ...master.certification!, submittedAt: '2024-01-05T11:00:00.000Z',
            history: [
              review('2023-12-01T09:00:00.000Z', 'rejected'),
              review('2024-01-02T09:00:00.000Z', 'approved'),
              review('2024-01-03T09:00:00.000Z', 'rejected'),
              review('2024-01-03T09:05:00.000Z', 'approved', true),
              review('2024-01-04T09:00:00.000Z', 'pending'),
            ],
          },
        });
        tx.put('users', user('plain', { role: 'diveMaster' }));
      });
      const summary = await store.dashboard(Date.parse('2024-01-05T12:00:00.000Z'));
      assert.deepEqual(summary.pending, { diveMasters: 3, trips: 0, products: 0 });
      assert.deepEqual(summary.overdue, { diveMasters: 2, trips: 0, products: 0 });
      assert.equal(summary.newMessages, 2);
      assert.deepEqual(summary.oldestPending.map((p) => [p.kind, p.id, p.title, p.submittedAt]), [
        ['diveMaster', 'amaster', 'master Test', '2024-01-01T10:00:00.000Z'],
        ['diveMaster', 'master', 'master Test', '2024-01-01T10:00:00.000Z'],
        ['diveMaster', 'zmaster', 'Zed Test', '2024-01-05T11:00:00.000Z'],
      ]);
      assert.equal(summary.decisionsByDay.length, 14);
      assert.equal(summary.decisionsByDay[0]?.date, '2023-12-23');
      assert.equal(summary.decisionsByDay[13]?.date, '2024-01-05');
      assert.deepEqual(summary.decisionsByDay.filter((d) => d.approved + d.rejected > 0), [{ date: '2024-01-02', approved: 1, rejected: 0 }]);
      await store.close();
    });

    it('commits a transaction whole or not at all; its reads see the committed state', async () => {
      const store = await fresh();
      await assert.rejects(
        store.transact(async (tx) => {
          tx.put('contact', message('m4', 'new'));
          throw new Error('refused');
        }),
        /refused/,
      );
      assert.equal(await store.get('contact', 'm4'), undefined);
      const seen = await store.transact(async (tx) => {
        tx.remove('contact', 'm1');
        tx.put('contact', message('m4', 'new'));
        return (await tx.get('contact', 'm1'))?.id;
      });
      assert.equal(seen, 'm1', 'a transaction does not read its own writes');
      assert.equal(await store.get('contact', 'm1'), undefined);
      assert.equal((await store.get('contact', 'm4'))?.status, 'new');
      await store.close();
    });

    it('tells the commit to its listeners before transact resolves; derived puts commit with it', async () => {
      const store = await fresh();
      const heard: { collections: string[]; changes: CommittedChange[] }[] = [];
      store.onChange((changed, changes) => heard.push({ collections: [...changed].sort(), changes: [...changes] }));
      store.onTransact((changes, tx) => {
        for (const change of changes) if (change.collection === 'contact') tx.put('activity', entry(`for-${change.id}`, '2024-04-01T00:00:00.000Z'));
      });
      const before = await store.get('contact', 'm1');
      await store.transact((tx) => tx.put('contact', { ...message('m1', 'archived') }));
      assert.equal(heard.length, 1, 'heard before transact resolved, once');
      assert.deepEqual(heard[0]?.collections, ['activity', 'contact']);
      const contact = heard[0]?.changes.find((c) => c.collection === 'contact');
      assert.deepEqual(contact?.before, before);
      assert.equal((contact?.after as ContactMessage).status, 'archived');
      assert.ok(await store.get('activity', 'for-m1'), 'the derived entry is committed');
      await store.close();
    });

    it('answers a whole list and a page with facets, a fixed filter applied to both', async () => {
      const store = await fresh();
      const whole = JSON.parse((await store.list({ list: 'users' }, null)).toString()) as { data: User[] };
      assert.deepEqual(whole.data.map((u) => u.id), ['admin', 'diver', 'master'], 'newest first');
      assert.ok(whole.data.every((u) => !('passwordHash' in u)), 'no hash leaves the store');
      const buddies = JSON.parse((await store.list({ list: 'users', fixed: { filter: 'role', value: 'diver' } }, null)).toString()) as { data: User[] };
      assert.deepEqual(buddies.data.map((u) => u.id), ['diver']);
      const params = { page: 1, pageSize: 1, q: '', sort: null, order: 'desc' as const, filters: {} };
      const page = JSON.parse((await store.list({ list: 'diveMasters', fixed: { filter: 'status', value: 'pending' } }, params)).toString()) as ListPage<User> & { success: boolean };
      assert.deepEqual(page.data.map((u) => u.id), ['master']);
      assert.equal(page.meta.total, 1);
      assert.equal(page.meta.facets.status?.pending, 1);
      const log = JSON.parse((await store.list({ list: 'activity', admin: 'admin', from: '2024-02-01T00:00:00.000Z', to: null }, { ...params, pageSize: 10 })).toString()) as ListPage<ActivityEntry>;
      assert.deepEqual(log.data.map((e) => e.id), ['a2']);
      await store.close();
    });

    it('hands every row of a query to eachRow in batches, in the pages\' order, the next once the last is written', async () => {
      const store = await fresh();
      const extra = Array.from({ length: 23 }, (_, i) => ({ ...message(`x${String(i).padStart(2, '0')}`, i % 2 === 0 ? 'new' : 'archived'), subject: `Batch ${i}` }));
      await store.transact((tx) => { for (const m of extra) tx.put('contact', m); });
      const params = { page: 3, pageSize: 2, q: 'batch', sort: 'subject', order: 'desc' as const, filters: { status: 'new' } };
      const batches: string[][] = [];
      let writing = false;
      await store.eachRow({ list: 'contact' }, params, 5, async (rows) => {
        assert.equal(writing, false, 'one batch at a time');
        writing = true;
        batches.push(rows.map((m) => (m as ContactMessage).id));
        await new Promise((resolve) => setImmediate(resolve));
        writing = false;
      });
      const all = (JSON.parse((await store.list({ list: 'contact' }, { ...params, page: 1, pageSize: 100 })).toString()) as ListPage<ContactMessage>).data.map((m) => m.id);
      assert.equal(all.length, 12);
      assert.deepEqual(batches.flat(), all, 'every page\'s rows, page and page size ignored');
      assert.deepEqual(batches.map((b) => b.length), [5, 5, 2]);
      const buddies: string[] = [];
      await store.eachRow({ list: 'users', fixed: { filter: 'role', value: 'diver' } }, { ...params, q: '', sort: null, filters: {} }, 5, async (rows) => { buddies.push(...rows.map((u) => (u as User).id)); });
      assert.deepEqual(buddies, ['diver'], 'the fixed filter holds');
      await assert.rejects(store.eachRow({ list: 'contact' }, { ...params, filters: {} }, 5, async () => { throw new Error('the client left'); }), /the client left/);
      await store.close();
    });

    it('answers a list as it is after a commit', async () => {
      const store = await fresh();
      const ids = async (): Promise<string[]> => (JSON.parse((await store.list({ list: 'contact' }, null)).toString()) as { data: ContactMessage[] }).data.map((m) => m.id).sort();
      assert.deepEqual(await ids(), ['m1', 'm2', 'm3']);
      await store.transact((tx) => tx.remove('contact', 'm2'));
      assert.deepEqual(await ids(), ['m1', 'm3']);
      await store.close();
    });
  });
}

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) removeDir(dir);
});

// Each half of the server suite checks its own store (test/run.mjs runs it again with TEST_STORE=postgres).
if (onPostgres) {
  storeContract('postgres', async (seed) => {
    const dir = tempDir('diving-store-');
    dirs.push(dir);
    return openPgStore(await databaseFor(dir), loadConfig({}))(seed);
  });
} else {
  storeContract('embedded', async (seed) => {
    const dir = tempDir('diving-store-');
    dirs.push(dir);
    return (await EmbeddedStore.open(dir, seed, { listCacheBytes: 1_000_000 })).store;
  });
}
