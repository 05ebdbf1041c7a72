// Tabs of one browser and account share one stream: one tab takes the lock and reads the stream,
// the others hear every event and state from it; when it closes the next one takes over from the
// last id heard; a sign-out in any tab ends it in all; other accounts and browsers without Web
// Locks or BroadcastChannel keep streams of their own. Locks, channels, the network and the clocks
// are fakes the test drives.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TAB_SHARE_PREFIX, liveState, shareLive, startLive, type LiveBody, type LiveState, type TabShareOptions } from '../../../src/lib/live';
import { fakeTimers, settle } from '../../helpers/fake-timers';
import { fakeBrowser, type FakeTab } from '../../helpers/fake-tabs';
import { drivenBy, sseFetch } from '../../helpers/sse-fetch';

/** One tab running the shared stream, with a network and a clock of its own. */
function openTab(tab: Pick<FakeTab, 'locks' | 'openChannel'> & Partial<FakeTab>, share: Partial<TabShareOptions> = {}) {
  const clock = fakeTimers(1_000_000);
  const net = sseFetch();
  const events: LiveBody[] = [];
  const states: LiveState[] = [];
  const connection = shareLive({
    url: '/api/v1/events',
    getToken: () => 't1',
    onEvent: (body) => events.push(body),
    onState: (state) => states.push(state),
    ...drivenBy(net, clock),
    watchNetwork: () => () => undefined,
    share: { key: 'admin-1', locks: tab.locks, openChannel: tab.openChannel, ...share },
  });
  return { clock, net, events, states, connection, close: () => tab.close?.(), status: () => states.at(-1)?.status };
}

const frame = (id: number, body: LiveBody) => `id: ${id}\nevent: ${body.type}\ndata: ${JSON.stringify(body)}\n\n`;
const counts = (kind: string): LiveBody => ({ type: 'counts', kinds: [kind] });

test('three tabs hold one stream: the first leads, the others hear every event and state in order, and a late tab hears the state at once', async () => {
  const browser = fakeBrowser();
  const [a, b, c] = [openTab(browser.tab()), openTab(browser.tab()), openTab(browser.tab())];
  await settle();
  assert.deepEqual([a, b, c].map((t) => t.connection.role()), ['leader', 'follower', 'follower']);
  assert.deepEqual([a, b, c].map((t) => t.net.attempts.length), [1, 0, 0]);
  assert.equal(browser.holder(`${TAB_SHARE_PREFIX}admin-1`), 1);
  assert.deepEqual([a, b, c].map((t) => t.status()), ['connecting', 'connecting', 'connecting']);

  a.net.attempts[0]!.answer(200);
  await settle();
  assert.deepEqual([a, b, c].map((t) => t.status()), ['live', 'live', 'live']);
  a.net.attempts[0]!.send(frame(1, { type: 'decision', kind: 'trip', id: 't1' } as LiveBody) + 'event: heartbeat\ndata: {}\n\n' + frame(2, counts('trip')));
  await settle();
  for (const tab of [a, b, c]) {
    assert.deepEqual(tab.events, [{ type: 'decision', kind: 'trip', id: 't1' }, counts('trip')]);
    assert.equal(tab.connection.lastEventId(), '2');
  }

  const d = openTab(browser.tab());
  await settle();
  assert.equal(d.connection.role(), 'follower');
  assert.equal(d.status(), 'live', 'the leader answers a new tab with the state');
  assert.equal(d.connection.lastEventId(), '2');
  assert.equal(d.net.attempts.length, 0);
  for (const tab of [a, b, c, d]) tab.connection.stop();
});

test('the leader closing hands the stream to the next tab, which resumes from the last id any tab heard and tells the rest', async () => {
  const browser = fakeBrowser();
  const [a, b, c] = [openTab(browser.tab()), openTab(browser.tab()), openTab(browser.tab())];
  await settle();
  a.net.attempts[0]!.answer(200);
  await settle();
  a.net.attempts[0]!.send(frame(7, counts('trip')));
  await settle();

  a.close();
  await settle();
  assert.equal(b.connection.role(), 'leader');
  assert.equal(c.connection.role(), 'follower');
  assert.equal(b.net.attempts.length, 1);
  assert.equal(b.net.attempts[0]!.headers.get('last-event-id'), '7');
  // Not "connecting": the stream was open, it is being reopened.
  assert.deepEqual([b.status(), c.status()], ['reconnecting', 'reconnecting']);

  b.net.attempts[0]!.answer(200);
  await settle();
  b.net.attempts[0]!.send(frame(8, counts('news')));
  await settle();
  assert.deepEqual([b.status(), c.status()], ['live', 'live']);
  for (const tab of [b, c]) assert.deepEqual(tab.events, [counts('trip'), counts('news')]);
  assert.deepEqual(a.events, [counts('trip')], 'the closed tab hears nothing more');

  // Past the server's buffer the new leader gets a reset, and every tab refetches.
  b.close();
  await settle();
  assert.equal(c.net.attempts[0]!.headers.get('last-event-id'), '8');
  c.net.attempts[0]!.answer(200);
  await settle();
  c.net.attempts[0]!.send('event: reset\ndata: {"lastId":900}\n\n');
  await settle();
  assert.deepEqual(c.events.at(-1), { type: 'reset', lastId: 900 });
  c.connection.stop();
});

test('a stream that was open with no event yet is taken over with a reset, as any reopening without an id', async () => {
  const browser = fakeBrowser();
  const [a, b] = [openTab(browser.tab()), openTab(browser.tab())];
  await settle();
  a.net.attempts[0]!.answer(200);
  await settle();
  a.close();
  await settle();
  assert.equal(b.net.attempts[0]!.headers.get('last-event-id'), null);
  b.net.attempts[0]!.answer(200);
  await settle();
  assert.deepEqual(b.events, [{ type: 'reset' }]);
  b.connection.stop();
});

test("a follower's retry reaches the leader, and the leader's wait shows in every tab", async () => {
  const browser = fakeBrowser();
  const [a, b] = [openTab(browser.tab()), openTab(browser.tab())];
  await settle();
  a.net.attempts[0]!.answer(200);
  await settle();
  a.net.attempts[0]!.end();
  await settle();
  assert.equal(b.status(), 'reconnecting');
  assert.equal(b.states.at(-1)!.retryAt, a.states.at(-1)!.retryAt);
  assert.ok(b.states.at(-1)!.retryAt! > a.clock.now());
  b.connection.retryNow();
  await settle();
  assert.equal(a.net.attempts.length, 2, 'the leader tried at once, its clock untouched');
  assert.equal(b.net.attempts.length, 0);
  a.net.attempts[1]!.answer(200);
  await settle();
  assert.equal(b.status(), 'live');
  for (const tab of [a, b]) tab.connection.stop();
});

test('a sign-out in any tab ends the stream in every tab of the account, and none takes it again', async () => {
  const browser = fakeBrowser();
  const [a, b, c] = [openTab(browser.tab(), { session: 's1' }), openTab(browser.tab(), { session: 's1' }), openTab(browser.tab(), { session: 's1' })];
  await settle();
  a.net.attempts[0]!.answer(200);
  await settle();

  b.connection.end();
  await settle();
  assert.ok(a.net.attempts[0]!.signal.aborted, "the leader's stream is closed");
  assert.deepEqual([a, b, c].map((t) => t.connection.role()), ['stopped', 'stopped', 'stopped']);
  assert.deepEqual([a, b, c].map((t) => t.status()), ['offline', 'offline', 'offline']);
  for (const tab of [a, b, c]) await tab.clock.advance(120_000);
  assert.deepEqual([a, b, c].map((t) => t.net.attempts.length), [1, 0, 0]);
  assert.equal(browser.holder(`${TAB_SHARE_PREFIX}admin-1`), null);

  // Signed in again: a new tab leads at once.
  const d = openTab(browser.tab(), { session: 's2' });
  await settle();
  assert.equal(d.connection.role(), 'leader');
  d.connection.stop();
});

test("another sign-in's end leaves the tabs of this one be", async () => {
  const browser = fakeBrowser();
  const [a, b] = [openTab(browser.tab(), { session: 's2' }), openTab(browser.tab(), { session: 's1' })];
  await settle();
  a.net.attempts[0]!.answer(200);
  await settle();
  b.connection.end();
  await settle();
  assert.equal(a.connection.role(), 'leader');
  assert.equal(a.net.attempts[0]!.signal.aborted, false);
  a.connection.stop();
});

test("another admin's tabs share nothing with this one's: a stream each, and no event crosses", async () => {
  const browser = fakeBrowser();
  const mine = openTab(browser.tab());
  const theirs = openTab(browser.tab(), { key: 'admin-2' });
  const theirSecond = openTab(browser.tab(), { key: 'admin-2' });
  await settle();
  assert.deepEqual([mine, theirs, theirSecond].map((t) => t.connection.role()), ['leader', 'leader', 'follower']);
  mine.net.attempts[0]!.answer(200);
  theirs.net.attempts[0]!.answer(200);
  await settle();
  mine.net.attempts[0]!.send(frame(1, counts('user')));
  await settle();
  assert.deepEqual(mine.events, [counts('user')]);
  assert.deepEqual([theirs.events, theirSecond.events], [[], []]);
  mine.connection.end();
  await settle();
  assert.equal(theirs.connection.role(), 'leader', "one admin's sign-out ends nothing of the other's");
  for (const tab of [theirs, theirSecond]) tab.connection.stop();
});

test('without Web Locks or BroadcastChannel, or when the browser refuses the lock, each tab reads its own stream', async () => {
  const browser = fakeBrowser();
  const noLocks = [openTab({ ...browser.tab(), locks: null as never }), openTab({ ...browser.tab(), locks: null as never })];
  const noChannel = openTab({ ...browser.tab(), openChannel: null as never });
  const refused = openTab({
    ...browser.tab(),
    locks: { request: () => Promise.reject(new DOMException('opaque origin', 'SecurityError')) },
  });
  await settle();
  for (const tab of [...noLocks, noChannel, refused]) {
    assert.equal(tab.connection.role(), 'alone');
    assert.equal(tab.net.attempts.length, 1);
    tab.net.attempts[0]!.answer(200);
  }
  await settle();
  noLocks[0]!.net.attempts[0]!.send(frame(1, counts('trip')));
  await settle();
  assert.deepEqual(noLocks[1]!.events, [], 'nothing is shared');
  for (const tab of [...noLocks, noChannel, refused]) {
    assert.equal(tab.status(), 'live');
    tab.connection.end();
    assert.equal(tab.connection.role(), 'stopped');
  }
});

test("an old leader's message that arrives after the handover is applied once; a reset from a restarted server starts the ids afresh", async () => {
  const browser = fakeBrowser();
  const [a, b, c] = [openTab(browser.tab()), openTab(browser.tab()), openTab(browser.tab())];
  await settle();
  a.net.attempts[0]!.answer(200);
  await settle();
  a.net.attempts[0]!.send(frame(9, counts('trip')));
  await settle();
  // The leader's last words are still on their way when it closes.
  browser.pause();
  a.net.attempts[0]!.send(frame(10, counts('news')));
  await settle();
  a.close();
  await settle();
  assert.equal(b.net.attempts[0]!.headers.get('last-event-id'), '9');
  b.net.attempts[0]!.answer(200);
  await settle();
  browser.resume();
  await settle();
  // The new leader's replay repeats 10.
  b.net.attempts[0]!.send(frame(10, counts('news')) + frame(11, counts('user')));
  await settle();
  for (const tab of [b, c]) assert.deepEqual(tab.events.filter((e) => e.type !== 'reset'), [counts('trip'), counts('news'), counts('user')]);

  b.net.attempts[0]!.send('event: reset\ndata: {"lastId":2}\n\n' + frame(3, counts('contact')));
  await settle();
  assert.deepEqual(c.events.slice(-2), [{ type: 'reset', lastId: 2 }, counts('contact')]);
  assert.equal(c.connection.lastEventId(), '3');
  for (const tab of [b, c]) tab.connection.stop();
});

test('a tab that stops quietly hands over without ending the others; a message of another build is ignored', async () => {
  const browser = fakeBrowser();
  const first = browser.tab();
  const [a, b] = [openTab(first), openTab(browser.tab())];
  await settle();
  a.net.attempts[0]!.answer(200);
  await settle();
  a.connection.stop();
  await settle();
  assert.ok(a.net.attempts[0]!.signal.aborted);
  assert.equal(b.connection.role(), 'leader');
  assert.equal(b.status(), 'reconnecting', "not offline: the old leader's stop is not the stream's state");
  assert.ok(!b.states.some((s) => s.status === 'offline'));
  const stranger = first.openChannel(`${TAB_SHARE_PREFIX}admin-1`, () => undefined);
  stranger.post({ v: 2, t: 'end', session: null });
  stranger.post({ v: 1, t: 'nonsense' });
  await settle();
  assert.equal(b.connection.role(), 'leader');
  b.connection.stop();
});

test("the app's stream shares through startLive: stopping it everywhere ends the other tabs, a plain stop hands over", async () => {
  const browser = fakeBrowser();
  const net = sseFetch();
  const clock = fakeTimers(1_000_000);
  const start = () => startLive({
    url: '/api/v1/events', getToken: () => 't1', ...drivenBy(net, clock), watchNetwork: () => () => undefined,
    share: { key: 'admin-1', ...browser.tab() },
  });
  let stop = start();
  await settle();
  assert.equal(net.attempts.length, 1);
  net.attempts[0]!.answer(200);
  const other = openTab(browser.tab());
  await settle();
  assert.deepEqual([liveState.get().status, other.status()], ['live', 'live']);

  stop();
  await settle();
  assert.equal(other.connection.role(), 'leader', 'a plain stop (the page going) hands over');
  other.net.attempts[0]!.answer(200);
  await settle();
  stop = start();
  await settle();
  assert.equal(liveState.get().status, 'live', 'the new tab hears the state from the leader');
  stop({ everywhere: true });
  await settle();
  assert.equal(other.connection.role(), 'stopped');
  assert.ok(other.net.attempts[0]!.signal.aborted);
  assert.equal(liveState.get().status, 'offline');
});

test('a leader going into the back-forward cache hands the stream over; back, it follows and refetches what it shows', async () => {
  const browser = fakeBrowser();
  let page: (cached: boolean) => void = () => undefined;
  const a = openTab(browser.tab(), { watchPage: (onChange) => ((page = onChange), () => undefined) });
  const b = openTab(browser.tab());
  await settle();
  a.net.attempts[0]!.answer(200);
  await settle();
  a.net.attempts[0]!.send(frame(4, counts('trip')));
  await settle();

  page(true);
  await settle();
  assert.equal(a.connection.role(), 'cached');
  assert.ok(a.net.attempts[0]!.signal.aborted, 'a cached page holds no stream');
  assert.equal(b.connection.role(), 'leader');
  assert.equal(b.net.attempts[0]!.headers.get('last-event-id'), '4');
  b.net.attempts[0]!.answer(200);
  await settle();
  b.net.attempts[0]!.send(frame(5, counts('news')));
  await settle();
  assert.deepEqual(a.events, [counts('trip')], 'a cached page hears nothing');

  page(false);
  await settle();
  assert.equal(a.connection.role(), 'follower');
  assert.deepEqual(a.events.at(-1), { type: 'reset' }, 'what it missed is refetched');
  assert.equal(a.status(), 'live');
  b.net.attempts[0]!.send(frame(6, counts('user')));
  await settle();
  assert.deepEqual(a.events.at(-1), counts('user'));
  assert.equal(a.net.attempts.length, 1);
  for (const tab of [a, b]) tab.connection.stop();
});
