import { window } from '../../helpers/dom';
import { afterEach, beforeEach, mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { createQueryClient, DEFAULT_STALE_TIME_MS, type QueryClient } from '../../../src/lib/query';
import { fakeQuery, flush, type FakeQuery } from '../../helpers/fake-endpoint';

interface Trip { id: string }

let client: QueryClient;
let fresh: FakeQuery<string, Trip>;
let lasting: FakeQuery<string, Trip>;
const START_MS = 1_700_000_000_000;

beforeEach(() => {
  mock.timers.enable({ apis: ['Date', 'setTimeout'], now: START_MS });
  client = createQueryClient();
  fresh = fakeQuery<string, Trip>('trips/get');
  lasting = fakeQuery<string, Trip>('legal/get', undefined, 30_000);
});

afterEach(() => {
  client.reset();
  client.dispose();
  mock.timers.reset();
  setVisibility('visible');
});

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}
const returnToTab = () => document.dispatchEvent(new window.Event('visibilitychange', { bubbles: true }) as unknown as Event);
const comeOnline = () => window.dispatchEvent(new window.Event('online'));

async function load(query: FakeQuery<string, Trip>, id = '1'): Promise<() => void> {
  const leave = client.cache.subscribe(query.endpoint, id, () => {});
  void client.cache.ensure(query.endpoint, id);
  query.request().resolve({ id });
  await flush();
  return leave;
}

test('refetches watched data when the tab becomes visible again (default staleness 0)', async () => {
  assert.equal(DEFAULT_STALE_TIME_MS, 0);
  await load(fresh);
  returnToTab();
  assert.equal(fresh.requests.length, 2);
  returnToTab();
  assert.equal(fresh.requests.length, 2, 'joins the request already in flight');
});

test('does not refetch while the tab is hidden', async () => {
  await load(fresh);
  setVisibility('hidden');
  returnToTab();
  assert.equal(fresh.requests.length, 1);
});

test('refetches only data older than the endpoint’s staleTimeMs', async () => {
  await load(lasting);
  mock.timers.tick(29_999);
  returnToTab();
  comeOnline();
  assert.equal(lasting.requests.length, 1, 'fresh for 30 s');
  mock.timers.tick(1);
  comeOnline();
  assert.equal(lasting.requests.length, 2, 'stale at 30 s: the network coming back refetches it');
});

test('leaves unwatched entries alone', async () => {
  const leave = await load(fresh, '1');
  await load(fresh, '2');
  leave();
  returnToTab();
  assert.deepEqual(fresh.requests.map((r) => r.args), ['1', '2', '2']);
});

test('retries a watched entry that failed', async () => {
  client.cache.subscribe(fresh.endpoint, '1', () => {});
  void client.cache.ensure(fresh.endpoint, '1');
  fresh.request().reject(new Error('offline'));
  await flush();
  comeOnline();
  assert.equal(fresh.requests.length, 2);
});

test('listens only while something is watched, and dispose removes the listeners', async (t) => {
  const added = t.mock.method(window, 'addEventListener');
  const removed = t.mock.method(window, 'removeEventListener');
  const names = (calls: typeof added.mock.calls) => calls.map((c) => String(c.arguments[0])).sort();
  const firstClient = client;
  assert.equal(added.mock.callCount(), 0, 'nothing before the first watched entry');

  const leaveOne = await load(fresh, '1');
  const leaveTwo = await load(fresh, '2');
  assert.deepEqual(names(added.mock.calls), ['online', 'visibilitychange'], 'once, however many entries');
  leaveOne();
  leaveTwo();
  assert.deepEqual(names(removed.mock.calls), ['online', 'visibilitychange'], 'gone with the last watcher');
  returnToTab();
  assert.equal(fresh.requests.length, 2);

  await load(fresh, '3');
  assert.equal(added.mock.callCount(), 4, 'back with the next watcher');
  firstClient.dispose();
  assert.equal(removed.mock.callCount(), 4);
  returnToTab();
  assert.equal(fresh.requests.length, 3);
});
