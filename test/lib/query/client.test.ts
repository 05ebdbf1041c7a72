import { afterEach, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { createQueryClient, queryKey, type QueryClient, type Tag } from '../../../src/lib/query';
import { fakeMutation, fakeQuery, flush, type FakeMutation, type FakeQuery } from '../../helpers/fake-endpoint';

interface Row { id: string; title: string; site: { name: string } }
interface Decision { id: string; verdict: 'approve' | 'reject' }

let client: QueryClient;
let list: FakeQuery<{ page: number }, Row[]>;
let decide: FakeMutation<Decision, Decision>;

beforeEach(() => {
  client = createQueryClient();
  list = fakeQuery<{ page: number }, Row[]>('reviews/list', (rows) => ['Review', ...(rows ?? []).map((r) => ({ type: 'Review', id: r.id }))]);
  decide = fakeMutation<Decision, Decision>('reviews/decide', (_result, { id }) => [{ type: 'Review', id }]);
});

afterEach(() => {
  client.reset();
  client.dispose();
});

const row = (id: string, title = `Row ${id}`): Row => ({ id, title, site: { name: 'Dahab' } });
const page1 = { page: 1 };
const key1 = () => queryKey(list.endpoint, page1);

/** A watched list on page 1, loaded with rows 1-3; returns how many times its views were notified. */
async function watchList(rows = [row('1'), row('2'), row('3')]): Promise<{ notified: () => number; leave: () => void }> {
  let count = 0;
  const leave = client.cache.subscribe(list.endpoint, page1, () => (count += 1));
  void client.cache.ensure(list.endpoint, page1);
  list.request().resolve(rows);
  await flush();
  count = 0;
  return { notified: () => count, leave };
}

const withoutRow = (id: string) => (old: Row[] | undefined) => old?.filter((r) => r.id !== id);

test('setData writes through, notifies views and shares unchanged structure', async () => {
  const { notified } = await watchList();
  const before = client.getData(list.endpoint, page1);
  assert.ok(before);
  client.setData(list.endpoint, page1, (old) => old?.map((r) => (r.id === '2' ? { ...r, title: 'Renamed' } : { ...r })));
  const after = client.getData(list.endpoint, page1);
  assert.ok(after);
  assert.equal(notified(), 1);
  assert.equal(after[1]?.title, 'Renamed');
  assert.equal(after[0], before[0], 'an unchanged row keeps its identity, even copied');
  assert.equal(after[1]?.site, before[1]?.site, 'so does an unchanged subtree of a changed row');
  const { updatedAt } = client.cache.getState(key1());

  client.setData(list.endpoint, page1, (old) => old?.map((r) => ({ ...r })));
  assert.equal(client.getData(list.endpoint, page1), after, 'equal data changes nothing');
  client.setData(list.endpoint, page1, () => undefined);
  assert.equal(client.getData(list.endpoint, page1), after, 'undefined changes nothing');
  assert.equal(notified(), 1, 'and notifies nobody');
  assert.equal(client.cache.getState(key1()).updatedAt, updatedAt, 'updatedAt stays the time of the fetch');
});

test('setData creates a missing entry with its tags filed', () => {
  client.setData(list.endpoint, { page: 9 }, () => [row('7')]);
  const key = queryKey(list.endpoint, { page: 9 });
  assert.equal(client.cache.getState(key).status, 'success');
  assert.deepEqual(client.getData(list.endpoint, { page: 9 }), [row('7')]);
  assert.deepEqual(client.cache.tags.keysInvalidatedBy([{ type: 'Review', id: '7' }]), [key]);
  assert.equal(list.requests.length, 0);
});

test('50 writes in flight together refetch the watched list once when the last settles', async () => {
  await watchList();
  const writes = Array.from({ length: 50 }, (_, i) => client.mutate(decide.endpoint, { id: String(i % 3 + 1), verdict: 'approve' }));
  assert.equal(decide.requests.length, 50);
  for (const [i, request] of decide.requests.entries()) {
    request.resolve(request.args);
    await flush();
    if (i < 49) assert.equal(list.requests.length, 1, `no refetch after ${i + 1} of 50`);
  }
  await Promise.all(writes);
  assert.equal(list.requests.length, 2, 'at most 2 list requests: the load and one refetch');
  assert.equal(client.cache.getState(key1()).isFetching, true);
});

test('a write that fails in a bulk still lets the others refetch once at the end', async () => {
  await watchList();
  const ok = client.mutate(decide.endpoint, { id: '1', verdict: 'approve' });
  const failed = client.mutate(decide.endpoint, { id: '2', verdict: 'reject' });
  decide.request(0).resolve({ id: '1', verdict: 'approve' });
  await ok;
  assert.equal(list.requests.length, 1, 'waits for the write still in flight');
  assert.equal(client.cache.getState(key1()).isInvalidated, true, 'marked, so a view mounting now refetches');
  decide.request(1).reject(new Error('Conflict'));
  await assert.rejects(failed, /Conflict/);
  assert.equal(list.requests.length, 2);
});

test('a lone write refetches at once', async () => {
  await watchList();
  const done = client.mutate(decide.endpoint, { id: '1', verdict: 'approve' });
  decide.request().resolve({ id: '1', verdict: 'approve' });
  assert.deepEqual(await done, { id: '1', verdict: 'approve' });
  assert.equal(list.requests.length, 2, 'the refetch started before mutate resolved');
});

test('a write drops unwatched matches at once, even with others in flight', async () => {
  const { leave } = await watchList();
  leave();
  const other = client.mutate(decide.endpoint, { id: '3', verdict: 'approve' });
  const done = client.mutate(decide.endpoint, { id: '1', verdict: 'approve' });
  decide.request(1).resolve({ id: '1', verdict: 'approve' });
  await done;
  assert.equal(client.getEntry(key1()), undefined);
  decide.request(0).resolve({ id: '3', verdict: 'approve' });
  await other;
  assert.equal(list.requests.length, 1, 'and never refetches them');
});

test('an optimistic write shows at once and is rolled back when the write fails', async () => {
  const { notified } = await watchList();
  const original = client.getData(list.endpoint, page1);
  const done = client.mutate(decide.endpoint, { id: '2', verdict: 'reject' }, {
    optimistic: (c, { id }) => c.setData(list.endpoint, page1, withoutRow(id)),
  });
  assert.deepEqual(client.getData(list.endpoint, page1)?.map((r) => r.id), ['1', '3']);
  assert.equal(notified(), 1, 'views see it before the request answers');
  decide.request().reject(new Error('Conflict'));
  await assert.rejects(done, /Conflict/);
  assert.equal(client.getData(list.endpoint, page1), original, 'the very rows from before');
  assert.equal(notified(), 2);
  assert.equal(list.requests.length, 1, 'a failed write invalidates nothing');
});

test('an optimistic write is kept on success, then replaced by the refetch', async () => {
  await watchList();
  const done = client.mutate(decide.endpoint, { id: '2', verdict: 'approve' }, {
    optimistic: (c, { id }) => c.setData(list.endpoint, page1, withoutRow(id)),
  });
  decide.request().resolve({ id: '2', verdict: 'approve' });
  await done;
  assert.deepEqual(client.getData(list.endpoint, page1)?.map((r) => r.id), ['1', '3'], 'kept while refetching');
  assert.equal(list.requests.length, 2);
  list.request().resolve([row('1'), row('3'), row('4')]);
  await flush();
  assert.deepEqual(client.getData(list.endpoint, page1)?.map((r) => r.id), ['1', '3', '4']);
});

test('a rollback leaves an entry alone when a refetch has answered since', async () => {
  await watchList();
  const done = client.mutate(decide.endpoint, { id: '2', verdict: 'reject' }, {
    optimistic: (c) => c.setData(list.endpoint, page1, withoutRow('2')),
  });
  void client.cache.fetch(list.endpoint, page1);
  // Someone else decided row 2 meanwhile: the server's answer equals the optimistic rows.
  list.request().resolve([row('1'), row('3')]);
  await flush();
  decide.request().reject(new Error('Conflict'));
  await assert.rejects(done);
  assert.deepEqual(client.getData(list.endpoint, page1)?.map((r) => r.id), ['1', '3'], 'the server’s answer stands');
  assert.equal(list.requests.length, 2, 'and is not asked again');
});

test('an optimistic write cancels a request in flight for its entry and refetches it once settled', async () => {
  await watchList();
  client.invalidateTags(['Review']);
  const stale = list.request();
  const done = client.mutate(decide.endpoint, { id: '2', verdict: 'approve' }, {
    optimistic: (c) => c.setData(list.endpoint, page1, withoutRow('2')),
  });
  assert.equal(stale.signal.aborted, true, 'an answer from before the write cannot undo it');
  assert.equal(client.cache.getState(key1()).isFetching, false);
  decide.request().resolve({ id: '2', verdict: 'approve' });
  await done;
  assert.equal(list.requests.length, 3, 'one refetch after the write');
});

test('stacked optimistic writes that both fail end with a refetch', async () => {
  await watchList();
  const optimistic = (c: QueryClient, { id }: Decision) => c.setData(list.endpoint, page1, withoutRow(id));
  const first = client.mutate(decide.endpoint, { id: '1', verdict: 'reject' }, { optimistic });
  const second = client.mutate(decide.endpoint, { id: '2', verdict: 'reject' }, { optimistic });
  assert.deepEqual(client.getData(list.endpoint, page1)?.map((r) => r.id), ['3']);
  decide.request(0).reject(new Error('Conflict'));
  await assert.rejects(first);
  assert.deepEqual(client.getData(list.endpoint, page1)?.map((r) => r.id), ['3'], 'the second write still shows');
  decide.request(1).reject(new Error('Conflict'));
  await assert.rejects(second);
  assert.equal(list.requests.length, 2, 'neither snapshot is the truth: the server is asked');
  list.request().resolve([row('1'), row('2'), row('3')]);
  await flush();
  assert.deepEqual(client.getData(list.endpoint, page1)?.map((r) => r.id), ['1', '2', '3']);
});

test('an optimistic callback that throws is rolled back and nothing is sent', async () => {
  await watchList();
  const original = client.getData(list.endpoint, page1);
  const done = client.mutate(decide.endpoint, { id: '1', verdict: 'approve' }, {
    optimistic: (c) => {
      c.setData(list.endpoint, page1, withoutRow('1'));
      throw new Error('bug in optimistic');
    },
  });
  await assert.rejects(done, /bug in optimistic/);
  assert.equal(decide.requests.length, 0);
  assert.equal(client.getData(list.endpoint, page1), original);
});

test('a throwing invalidates() is logged and invalidates nothing', async (t) => {
  const logged = t.mock.method(console, 'error', () => {});
  await watchList();
  const broken = fakeMutation<Decision, Decision>('reviews/broken', (): Tag[] => {
    throw new Error('oops');
  });
  const done = client.mutate(broken.endpoint, { id: '1', verdict: 'approve' });
  broken.request().resolve({ id: '1', verdict: 'approve' });
  await done;
  assert.equal(logged.mock.callCount(), 1);
  assert.match(String(logged.mock.calls[0]?.arguments[0]), /invalidates\(\) of "reviews\/broken" threw/);
  assert.equal(list.requests.length, 1);
});
