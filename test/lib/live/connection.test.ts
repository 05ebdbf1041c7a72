import { test } from 'node:test';
import assert from 'node:assert/strict';
import { connectLive, backoffDelay, retryAfterMs, type LiveBody, type LiveConnectionOptions, type LiveState } from '../../../src/lib/live';
import { fakeTimers, settle } from '../../helpers/fake-timers';
import { drivenBy, sseFetch } from '../../helpers/sse-fetch';

function setup(extra: Partial<LiveConnectionOptions> = {}) {
  const clock = fakeTimers(1_000_000);
  const net = sseFetch();
  const events: LiveBody[] = [];
  const states: LiveState[] = [];
  let networkListener: (online: boolean) => void = () => undefined;
  let token: string | null = 't1';
  const connection = connectLive({
    url: '/api/v1/events',
    getToken: () => token,
    onEvent: (body) => events.push(body),
    onState: (state) => states.push(state),
    ...drivenBy(net, clock),
    watchNetwork: (listener) => {
      networkListener = listener;
      return () => undefined;
    },
    ...extra,
  });
  return {
    clock, net, events, states, connection,
    status: () => states.at(-1)?.status,
    setToken: (value: string | null) => void (token = value),
    network: (online: boolean) => networkListener(online),
  };
}

test('backoff doubles from 1 s to 30 s with up to half again of jitter; Retry-After reads seconds or a date', () => {
  assert.deepEqual([0, 1, 2, 3, 4, 5, 6, 10].map((n) => backoffDelay(n, () => 0)), [1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  assert.equal(backoffDelay(0, () => 1), 1500);
  assert.equal(backoffDelay(5, () => 1), 30000);
  assert.equal(retryAfterMs('3', 0), 3000);
  assert.equal(retryAfterMs(null, 0), null);
  assert.equal(retryAfterMs(new Date(10_000).toUTCString(), 4_000), 6000);
});

test('opens with the bearer, goes live, delivers events (not heartbeats) and resumes with Last-Event-ID after a drop', async () => {
  const live = setup();
  await settle();
  assert.equal(live.status(), 'connecting', 'connecting, not reconnecting, until it has been open once');
  const first = live.net.attempts[0]!;
  assert.equal(first.headers.get('authorization'), 'Bearer t1');
  assert.equal(first.headers.get('last-event-id'), null);
  first.answer(200);
  await settle();
  assert.equal(live.status(), 'live');
  first.send('retry: 2000\n\nid: 4\nevent: decision\ndata: {"type":"decision","id":"t1"}\n\nevent: heartbeat\ndata: {}\n\nid: 5\nevent: counts\n');
  first.send('data: {"type":"counts","kinds":["trip"]}\n\n');
  await settle();
  assert.deepEqual(live.events.map((e) => e.type), ['decision', 'counts']);

  first.end();
  await settle();
  assert.equal(live.status(), 'reconnecting');
  // The server's retry (2 s) is the floor of the first wait.
  assert.equal(live.states.at(-1)!.retryAt! - live.clock.now(), 2000);
  await live.clock.advance(2000);
  const second = live.net.attempts[1]!;
  assert.equal(second.headers.get('last-event-id'), '5');
  second.answer(200);
  await settle();
  assert.equal(live.status(), 'live');
  live.connection.stop();
  assert.equal(live.status(), 'offline');
  assert.ok(second.signal.aborted);
});

test('failures back off 1 s, 2 s, 4 s…; the network coming back retries at once', async () => {
  const live = setup();
  await settle();
  live.net.attempts[0]!.fail();
  await settle();
  assert.deepEqual(live.clock.pending(), [1000]);
  await live.clock.advance(1000);
  live.net.attempts[1]!.answer(503);
  await settle();
  assert.deepEqual(live.clock.pending(), [2000]);
  await live.clock.advance(2000);
  live.net.attempts[2]!.fail();
  await settle();
  assert.deepEqual(live.clock.pending(), [4000]);
  live.network(false);
  assert.equal(live.status(), 'offline');
  assert.deepEqual(live.clock.pending(), []);
  live.network(true);
  await settle();
  assert.equal(live.net.attempts.length, 4);
  live.net.attempts[3]!.answer(200);
  await settle();
  assert.equal(live.status(), 'live');
  live.connection.stop();
});

test('silence past 2.5 heartbeats drops the stream and reconnects; any bytes keep it alive', async () => {
  const live = setup({ heartbeatMs: 1000 });
  await settle();
  live.net.attempts[0]!.answer(200);
  await settle();
  await live.clock.advance(2000);
  live.net.attempts[0]!.send(': keep-alive\n\n');
  await settle();
  await live.clock.advance(2000);
  assert.equal(live.status(), 'live');
  await live.clock.advance(600);
  assert.equal(live.status(), 'reconnecting');
  assert.ok(live.net.attempts[0]!.signal.aborted);
  live.connection.stop();
});

test('a 401 refreshes the token once and reconnects; a second 401 goes offline without a loop', async () => {
  let refreshes = 0;
  const live = setup({
    refreshToken: async () => {
      refreshes += 1;
      live.setToken('t2');
      return true;
    },
  });
  await settle();
  live.net.attempts[0]!.answer(401);
  await settle();
  assert.equal(refreshes, 1);
  assert.equal(live.net.attempts[1]!.headers.get('authorization'), 'Bearer t2');
  live.net.attempts[1]!.answer(401);
  await settle();
  assert.equal(refreshes, 1);
  assert.equal(live.status(), 'offline');
  assert.equal(live.net.attempts.length, 2);
  assert.deepEqual(live.clock.pending(), []);
});

test('a refused refresh goes offline at once', async () => {
  const live = setup({ refreshToken: async () => false });
  await settle();
  live.net.attempts[0]!.answer(401);
  await settle();
  assert.equal(live.status(), 'offline');
  assert.equal(live.net.attempts.length, 1);
});

test('429 waits for Retry-After; a reopening without an id to resume from announces a reset', async () => {
  const live = setup();
  await settle();
  live.net.attempts[0]!.answer(200);
  await settle();
  live.net.attempts[0]!.end();
  await settle();
  await live.clock.advance(1000);
  live.net.attempts[1]!.answer(429, { 'Retry-After': '7' });
  await settle();
  assert.deepEqual(live.clock.pending(), [7000]);
  assert.equal(live.states.at(-1)!.code, 'TOO_MANY_STREAMS');
  await live.clock.advance(7000);
  live.net.attempts[2]!.answer(200);
  await settle();
  assert.deepEqual(live.events.map((e) => e.type), ['reset']);
  assert.deepEqual(live.states.at(-1), { status: 'live', retryAt: null, code: null });
  live.net.attempts[2]!.send('event: reset\ndata: {"lastId":42}\n\n');
  await settle();
  assert.deepEqual(live.events.at(-1), { type: 'reset', lastId: 42 });
  assert.equal(live.connection.lastEventId(), '42');
  live.connection.stop();
});
