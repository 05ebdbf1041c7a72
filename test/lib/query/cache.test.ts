import { afterEach, beforeEach, mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { createQueryClient, queryKey, UNUSED_RETENTION_MS, type QueryClient } from '../../../src/lib/query';
import { fakeQuery, flush } from '../../helpers/fake-endpoint';

interface Trip { id: string; title: string; location: { name: string } }

let client: QueryClient;

beforeEach(() => {
  client = createQueryClient();
});

afterEach(() => {
  client.reset();
  mock.timers.reset();
});

/** The typed data of an entry (the cache itself stores `unknown`). */
const dataOf = <R>(key: string) => client.cache.getState(key).data as R | undefined;
const trip = (id: string, title = `Trip ${id}`): Trip => ({ id, title, location: { name: 'Dahab' } });

test('makes one request for two subscribers of the same key', async () => {
  const trips = fakeQuery<{ status: string }, Trip[]>('trips/list');
  client.cache.subscribe(trips.endpoint, { status: 'pending' }, () => {});
  client.cache.subscribe(trips.endpoint, { status: 'pending' }, () => {});
  const first = client.cache.ensure(trips.endpoint, { status: 'pending' });
  const second = client.cache.ensure(trips.endpoint, { status: 'pending' });
  assert.equal(first, second, 'the callers share the request');
  assert.equal(trips.requests.length, 1);
  trips.request().resolve([trip('1')]);
  await first;
  const state = client.cache.getState(queryKey(trips.endpoint, { status: 'pending' }));
  assert.equal(state.status, 'success');
  assert.deepEqual(state.data, [trip('1')]);
  assert.equal(state.isFetching, false);
});

test('moves through loading to success and notifies subscribers of each step', async () => {
  const one = fakeQuery<string, Trip>('trips/get');
  const key = queryKey(one.endpoint, '1');
  const seen: string[] = [];
  client.cache.subscribe(one.endpoint, '1', () => seen.push(client.cache.getState(key).status));
  assert.equal(client.cache.getState(key).status, 'idle');
  const done = client.cache.ensure(one.endpoint, '1');
  assert.equal(client.cache.getState(key).status, 'loading');
  one.request().resolve(trip('1'));
  await done;
  assert.deepEqual(seen, ['loading', 'success']);
  assert.ok(client.cache.getState(key).updatedAt > 0);
});

test('stores a failure as state instead of throwing', async () => {
  const one = fakeQuery<string, Trip>('trips/get');
  const key = queryKey(one.endpoint, '1');
  client.cache.subscribe(one.endpoint, '1', () => {});
  const done = client.cache.ensure(one.endpoint, '1');
  const failure = new Error('Trip not found');
  one.request().reject(failure);
  await done;
  const state = client.cache.getState(key);
  assert.equal(state.status, 'error');
  assert.equal(state.error, failure);
  assert.equal(state.data, undefined);
});

test('keeps unchanged parts of refetched data identical', async () => {
  const trips = fakeQuery<undefined, Trip[]>('trips/all');
  const key = queryKey(trips.endpoint, undefined);
  client.cache.subscribe(trips.endpoint, undefined, () => {});
  void client.cache.fetch(trips.endpoint, undefined);
  trips.request().resolve([trip('1'), trip('2')]);
  await flush();
  const before = dataOf<Trip[]>(key);
  assert.ok(before);

  const again = client.cache.fetch(trips.endpoint, undefined);
  trips.request().resolve([trip('1'), trip('2', 'Renamed')]);
  await again;
  const after = dataOf<Trip[]>(key);
  assert.ok(after);
  assert.notEqual(after, before);
  assert.equal(after[0], before[0], 'the unchanged trip keeps its identity');
  assert.equal(after[1]?.location, before[1]?.location, 'so does an unchanged subtree of a changed one');
  assert.equal(after[1]?.title, 'Renamed');
});

test('invalidation refetches watched entries, showing the old data meanwhile', async () => {
  const one = fakeQuery<string, Trip>('trips/get', (_trip, id) => [{ type: 'Trip', id }]);
  const key = queryKey(one.endpoint, '1');
  client.cache.subscribe(one.endpoint, '1', () => {});
  void client.cache.ensure(one.endpoint, '1');
  one.request().resolve(trip('1'));
  await flush();

  client.invalidateTags([{ type: 'Trip', id: '1' }]);
  assert.equal(one.requests.length, 2);
  const refetching = client.cache.getState(key);
  assert.equal(refetching.status, 'success');
  assert.equal(refetching.isFetching, true);
  assert.deepEqual(refetching.data, trip('1'));
  one.request().resolve(trip('1', 'Updated'));
  await flush();
  assert.equal(dataOf<Trip>(key)?.title, 'Updated');
  assert.equal(client.cache.getState(key).isInvalidated, false);
});

test('invalidation drops entries nobody watches', async () => {
  const list = fakeQuery<undefined, Trip[]>('trips/all', () => ['Trip']);
  const key = queryKey(list.endpoint, undefined);
  const unsubscribe = client.cache.subscribe(list.endpoint, undefined, () => {});
  void client.cache.ensure(list.endpoint, undefined);
  list.request().resolve([trip('1')]);
  await flush();
  unsubscribe();
  assert.ok(client.getEntry(key), 'kept while within retention');

  client.invalidateTags(['Trip']);
  assert.equal(client.getEntry(key), undefined);
  assert.deepEqual(client.cache.tags.tagsOf(key), [], 'and unindexed');
  assert.equal(list.requests.length, 1, 'without a request');
});

test('invalidation during a request restarts it, so a stale answer is never stored', async () => {
  const one = fakeQuery<string, Trip>('trips/get', (_trip, id) => [{ type: 'Trip', id }]);
  const key = queryKey(one.endpoint, '1');
  client.cache.subscribe(one.endpoint, '1', () => {});
  const first = client.cache.ensure(one.endpoint, '1');
  client.invalidateTags([{ type: 'Trip', id: '1' }]);
  assert.equal(one.requests.length, 2);
  assert.equal(one.request(0).signal.aborted, true);
  one.request(1).resolve(trip('1', 'Fresh'));
  await first;
  assert.equal(dataOf<Trip>(key)?.title, 'Fresh', 'the first caller waits for the successor');
});

test('removes an unused entry after 60 s', async () => {
  mock.timers.enable({ apis: ['setTimeout'] });
  const one = fakeQuery<string, Trip>('trips/get', (_trip, id) => [{ type: 'Trip', id }]);
  const key = queryKey(one.endpoint, '1');
  const unsubscribe = client.cache.subscribe(one.endpoint, '1', () => {});
  void client.cache.ensure(one.endpoint, '1');
  one.request().resolve(trip('1'));
  await flush();
  unsubscribe();
  mock.timers.tick(UNUSED_RETENTION_MS - 1);
  assert.ok(client.getEntry(key), 'still there just before 60 s');
  mock.timers.tick(1);
  assert.equal(client.getEntry(key), undefined);
  assert.deepEqual(client.cache.tags.keysInvalidatedBy(['Trip']), []);
});

test('keeps it when re-subscribed within 60 s', async () => {
  mock.timers.enable({ apis: ['setTimeout'] });
  const one = fakeQuery<string, Trip>('trips/get');
  const key = queryKey(one.endpoint, '1');
  const unsubscribe = client.cache.subscribe(one.endpoint, '1', () => {});
  void client.cache.ensure(one.endpoint, '1');
  one.request().resolve(trip('1'));
  await flush();
  unsubscribe();
  mock.timers.tick(30_000);
  const again = client.cache.subscribe(one.endpoint, '1', () => {});
  mock.timers.tick(UNUSED_RETENTION_MS * 2);
  assert.deepEqual(client.getEntry(key)?.state.data, trip('1'));
  await client.cache.ensure(one.endpoint, '1');
  assert.equal(one.requests.length, 1, 'fresh cached data is not refetched');
  again();
  mock.timers.tick(UNUSED_RETENTION_MS);
  assert.equal(client.getEntry(key), undefined, 'the timer restarts when the last one leaves');
});

test('aborts the request when the last subscriber leaves and returns to the previous state', async () => {
  const one = fakeQuery<string, Trip>('trips/get');
  const key = queryKey(one.endpoint, '1');
  const a = client.cache.subscribe(one.endpoint, '1', () => {});
  const b = client.cache.subscribe(one.endpoint, '1', () => {});
  void client.cache.ensure(one.endpoint, '1');
  a();
  assert.equal(one.request().signal.aborted, false, 'one view still watches');
  b();
  assert.equal(one.request().signal.aborted, true);
  await flush();
  const state = client.cache.getState(key);
  assert.equal(state.status, 'idle', 'not an error');
  assert.equal(state.isFetching, false);
  assert.equal(state.error, null);
});

test('an aborted refetch after invalidation leaves the entry marked for the next view', async () => {
  const one = fakeQuery<string, Trip>('trips/get', (_trip, id) => [{ type: 'Trip', id }]);
  const key = queryKey(one.endpoint, '1');
  const leave = client.cache.subscribe(one.endpoint, '1', () => {});
  void client.cache.ensure(one.endpoint, '1');
  one.request().resolve(trip('1'));
  await flush();
  client.invalidateTags(['Trip']);
  leave();
  assert.equal(one.request().signal.aborted, true);
  const state = client.cache.getState(key);
  assert.equal(state.status, 'success');
  assert.equal(state.isInvalidated, true);
  client.cache.subscribe(one.endpoint, '1', () => {});
  void client.cache.ensure(one.endpoint, '1');
  assert.equal(one.requests.length, 3, 'the next view refetches');
});

test('files provided tags before the first answer and after each one', async () => {
  const one = fakeQuery<string, Trip>('trips/get', (result, id) => (result ? ['Trip', { type: 'Trip', id }] : [{ type: 'Trip', id }]));
  const key = queryKey(one.endpoint, '7');
  client.cache.subscribe(one.endpoint, '7', () => {});
  assert.deepEqual(client.getEntry(key)?.tags, [{ type: 'Trip', id: '7' }]);
  void client.cache.ensure(one.endpoint, '7');
  one.request().resolve(trip('7'));
  await flush();
  assert.deepEqual(client.getEntry(key)?.tags, [{ type: 'Trip', id: null }, { type: 'Trip', id: '7' }]);
  assert.deepEqual(client.cache.tags.keysProviding('Trip'), [key]);
});

test('reset drops unwatched entries and reloads watched ones from scratch', async () => {
  const one = fakeQuery<string, Trip>('trips/get');
  client.cache.subscribe(one.endpoint, '1', () => {});
  const leave = client.cache.subscribe(one.endpoint, '2', () => {});
  void client.cache.ensure(one.endpoint, '1');
  void client.cache.ensure(one.endpoint, '2');
  one.request(0).resolve(trip('1'));
  one.request(1).resolve(trip('2'));
  await flush();
  leave();
  client.reset();
  assert.equal(client.getEntry(queryKey(one.endpoint, '2')), undefined);
  const watched = client.cache.getState(queryKey(one.endpoint, '1'));
  assert.equal(watched.status, 'loading');
  assert.equal(watched.data, undefined);
  assert.equal(one.requests.length, 3);
});
