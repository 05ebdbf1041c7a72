import { test } from 'node:test';
import assert from 'node:assert/strict';
import { REFRESH_INTERVAL_MS, startTokenRefresh } from '../../../src/lib/auth/refresh';

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

test('refreshes every 30 s and hands over each token', async (t) => {
  t.mock.timers.enable({ apis: ['setInterval'] });
  const tokens: string[] = [];
  let n = 0;
  const stop = startTokenRefresh({ request: async () => `t${++n}`, onToken: (token) => tokens.push(token) });
  assert.equal(REFRESH_INTERVAL_MS, 30_000);
  t.mock.timers.tick(29_999);
  await flush();
  assert.deepEqual(tokens, []);
  t.mock.timers.tick(1);
  await flush();
  assert.deepEqual(tokens, ['t1']);
  t.mock.timers.tick(30_000);
  await flush();
  assert.deepEqual(tokens, ['t1', 't2']);
  stop();
  t.mock.timers.tick(60_000);
  await flush();
  assert.equal(n, 2);
});

test('skips a tick while the previous refresh is still running', async (t) => {
  t.mock.timers.enable({ apis: ['setInterval'] });
  let finish: (token: string) => void = () => {};
  let calls = 0;
  const tokens: string[] = [];
  const stop = startTokenRefresh({
    request: () => { calls += 1; return new Promise<string>((done) => { finish = done; }); },
    onToken: (token) => tokens.push(token),
  });
  t.mock.timers.tick(30_000);
  t.mock.timers.tick(30_000);
  t.mock.timers.tick(30_000);
  assert.equal(calls, 1);
  finish('slow');
  await flush();
  assert.deepEqual(tokens, ['slow']);
  t.mock.timers.tick(30_000);
  assert.equal(calls, 2);
  stop();
});

test('only logs a failed refresh and keeps going', async (t) => {
  t.mock.timers.enable({ apis: ['setInterval'] });
  const error = t.mock.method(console, 'error', () => {});
  let calls = 0;
  const stop = startTokenRefresh({ request: async () => { calls += 1; throw new Error('offline'); }, onToken: () => assert.fail('no token') });
  t.mock.timers.tick(30_000);
  await flush();
  assert.equal(error.mock.callCount(), 1);
  assert.equal(error.mock.calls[0]?.arguments[0], 'auth: token refresh failed');
  t.mock.timers.tick(30_000);
  await flush();
  assert.equal(calls, 2);
  stop();
});

test('stopping aborts a running refresh and drops its token', async (t) => {
  t.mock.timers.enable({ apis: ['setInterval'] });
  let signal: AbortSignal | undefined;
  let finish: (token: string) => void = () => {};
  const tokens: string[] = [];
  const stop = startTokenRefresh({
    request: (s) => { signal = s; return new Promise<string>((done) => { finish = done; }); },
    onToken: (token) => tokens.push(token),
  });
  t.mock.timers.tick(30_000);
  stop();
  assert.equal(signal?.aborted, true);
  finish('late');
  await flush();
  assert.deepEqual(tokens, []);
});
