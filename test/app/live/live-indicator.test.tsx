import '../../helpers/dom';
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { act, screen, waitFor } from '@testing-library/react';
import { renderUi } from '../../helpers/render';
import { startLive, stopLive } from '../../../src/lib/live';
import { LiveIndicator } from '../../../src/app/live/live-indicator';

afterEach(() => stopLive());

/** A stream the test ends when it likes; every later attempt waits forever. */
function oneStream() {
  let end = () => {};
  let calls = 0;
  const fetchFake = (async () => {
    calls += 1;
    if (calls > 1) return new Promise<Response>(() => {});
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (end = () => c.close()) });
    return new Response(body, { status: 200 });
  }) as unknown as typeof fetch;
  return { fetchFake, end: () => end() };
}

test('the indicator names itself and says live, reconnecting with the wait, then offline', async () => {
  const stream = oneStream();
  renderUi(<LiveIndicator />);
  const status = screen.getByRole('status', { name: 'Live updates' });
  assert.equal(status.textContent, 'Offline');
  act(() => {
    // The connection's clock runs a minute ahead of the indicator's and its timers never fire: the
    // countdown then reads the wait plus that minute however long the machine takes to get there.
    startLive({
      url: '/api/v1/events', getToken: () => 't', fetch: stream.fetchFake, isOnline: () => true, watchNetwork: () => () => {}, random: () => 0,
      now: () => Date.now() + 60_000, setTimeout: () => 0, clearTimeout: () => undefined,
    });
  });
  await waitFor(() => assert.equal(status.textContent, 'Live'));
  assert.equal(status.closest('.live-status')?.getAttribute('data-status'), 'live');
  act(() => stream.end());
  await waitFor(() => assert.match(status.textContent ?? '', /^Reconnectingin [4-6]\d s$/));
  // The countdown is for the eye: assistive technology hears the state alone.
  assert.equal(status.querySelector('.live-status__retry')?.getAttribute('aria-hidden'), 'true');
  act(() => stopLive());
  await waitFor(() => assert.equal(status.textContent, 'Offline'));
});

test('too many streams open: the wait is said in words from the errors table', async () => {
  const refused = (async () => new Response('{}', { status: 429, headers: { 'Retry-After': '30' } })) as unknown as typeof fetch;
  renderUi(<LiveIndicator />);
  const status = screen.getByRole('status', { name: 'Live updates' });
  act(() => {
    startLive({ url: '/api/v1/events', getToken: () => 't', fetch: refused, isOnline: () => true, watchNetwork: () => () => {} });
  });
  await waitFor(() => assert.match(status.textContent ?? '', /^Reconnectingin 3\d sToo many live connections/));
  act(() => status.focus());
  await waitFor(() => assert.match(screen.getByRole('tooltip').textContent ?? '', /^Too many live connections are open for your account/));
});

test('a tap or focus says the state in words (a phone hides the word); Retry now tries at once while reconnecting', async () => {
  let calls = 0;
  let end = () => {};
  const fetchFake = (async () => {
    calls += 1;
    if (calls === 1) return new Response(new ReadableStream<Uint8Array>({ start: (c) => void (end = () => c.close()) }), { status: 200 });
    return new Promise<Response>(() => {});
  }) as unknown as typeof fetch;
  renderUi(<LiveIndicator />);
  const status = screen.getByRole('status', { name: 'Live updates' });
  act(() => status.focus());
  await waitFor(() => assert.equal(screen.getByRole('tooltip').textContent, 'Offline: others\' changes, who is viewing and who is reviewing may be out of date until the connection is back.'));
  assert.equal(screen.queryByRole('button', { name: 'Retry now' }), null, 'nothing to retry while offline by choice');
  // A long wait before the next attempt: Retry now does not wait for it.
  act(() => {
    startLive({ url: '/api/v1/events', getToken: () => 't', fetch: fetchFake, isOnline: () => true, watchNetwork: () => () => {}, random: () => 1 });
  });
  await waitFor(() => assert.equal(status.textContent, 'Live'));
  await waitFor(() => assert.equal(screen.getByRole('tooltip').textContent, 'Live: what other admins change shows here at once.'));
  act(() => end());
  const retry = await screen.findByRole('button', { name: 'Retry now' });
  assert.equal(calls, 1);
  act(() => retry.click());
  await waitFor(() => assert.equal(calls, 2));
});
