import '../../helpers/dom';
import { afterEach, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Session } from '../../../src/contract';
import { toastStore } from '../../../src/lib/feedback';
import { SessionsSection } from '../../../src/features/settings/components/sessions-section';
import { deviceOf } from '../../../src/features/settings/user-agent';
import { ADMIN, fail, installFetch, json, renderScreens, signIn } from '../../helpers/fake-backend';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36';
const ago = (minutes: number): string => new Date(Date.now() - minutes * 60_000).toISOString();

/** A fake server holding `sessions`; ending works unless `refuse` is set. */
function serve(sessions: Session[], options: { refuse?: boolean } = {}) {
  const calls: string[] = [];
  let held = [...sessions];
  const restore = installFetch(({ method, path }) => {
    if (method === 'GET' && path === '/auth/sessions') return json(200, { success: true, data: held });
    if (method === 'GET' && path === `/users/${ADMIN.id}`) return json(200, { success: true, data: ADMIN });
    if (method === 'DELETE' && options.refuse) return fail(503, 'UNAVAILABLE', 'The service is briefly unavailable. Please try again in a moment.');
    if (method === 'DELETE' && path === '/auth/sessions') {
      const ended = held.filter((s) => !s.current).length;
      held = held.filter((s) => s.current);
      return json(200, { success: true, data: { ended } });
    }
    if (method === 'DELETE' && path.startsWith('/auth/sessions/')) {
      const id = decodeURIComponent(path.slice('/auth/sessions/'.length));
      if (!held.some((s) => s.id === id)) return fail(404, 'NOT_FOUND', 'This session was not found.');
      held = held.filter((s) => s.id !== id);
      return json(200, { success: true, data: { ended: 1 } });
    }
    return fail(500, 'INTERNAL', 'unexpected');
  }, calls);
  return { calls, restore };
}

const SESSIONS: Session[] = [
  { id: 's-this', current: true, createdAt: ago(30), lastSeenAt: ago(0), address: '127.0.0.1', userAgent: CHROME_LINUX },
  { id: 's-phone', current: false, createdAt: ago(120), lastSeenAt: ago(90), address: '203.0.113.7', userAgent: SAFARI_IPHONE },
  { id: 's-office', current: false, createdAt: ago(600), lastSeenAt: ago(300), address: '198.51.100.2', userAgent: FIREFOX_WINDOWS },
];

let restore: () => void = () => {};
beforeEach(() => {
  signIn(ADMIN);
  toastStore.dismiss();
});
afterEach(() => restore());

const toasts = () => toastStore.get().toasts.map((t) => t.message);
const render = () => renderScreens([{ path: '/settings/security', component: SessionsSection }], '/settings/security');

test('reads a browser and a system from a user agent, simply', () => {
  assert.deepEqual(deviceOf(FIREFOX_WINDOWS), { browser: 'Firefox', system: 'Windows' });
  assert.deepEqual(deviceOf(SAFARI_IPHONE), { browser: 'Safari', system: 'iOS' });
  assert.deepEqual(deviceOf(CHROME_LINUX), { browser: 'Chrome', system: 'Linux' });
  assert.deepEqual(deviceOf('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/141.0 Safari/537.36 Edg/141.0'), { browser: 'Edge', system: 'Windows' });
  assert.deepEqual(deviceOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/141.0.0.0 Safari/537.36'), { browser: 'Chrome', system: 'Linux' });
  assert.deepEqual(deviceOf('curl/8.5.0'), { browser: null, system: null });
});

test('lists each session with browser and system, address, sign-in and last activity, this one marked and not endable', async () => {
  ({ restore } = serve(SESSIONS));
  render();
  const list = await screen.findByRole('list', { name: 'Your sessions' });
  const items = within(list).getAllByRole('listitem');
  assert.equal(items.length, 3);
  const [mine, phone, office] = items as [HTMLElement, HTMLElement, HTMLElement];
  assert.match(mine.textContent ?? '', /Chrome on Linux/);
  assert.ok(within(mine).getByText('This one'));
  assert.equal(within(mine).queryByRole('button'), null, 'this session is ended by signing out, not here');
  assert.match(phone.textContent ?? '', /Safari on iOS/);
  assert.match(phone.textContent ?? '', /203\.0\.113\.7/);
  assert.match(phone.textContent ?? '', /Signed in\s*2 hours ago/);
  assert.match(phone.textContent ?? '', /Last active\s*2 hours ago/);
  assert.match(office.textContent ?? '', /Firefox on Windows/);
  assert.match(office.textContent ?? '', /Last active\s*5 hours ago/);
  assert.ok(within(office).getByRole('button', { name: 'End the session on Firefox on Windows' }));
});

test('ends one session after a confirmation, says so, and lists what is left', async () => {
  const server = serve(SESSIONS);
  restore = server.restore;
  render();
  fireEvent.click(await screen.findByRole('button', { name: 'End the session on Safari on iOS' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'End the session on Safari on iOS?' });
  assert.ok(!server.calls.some((c) => c.startsWith('DELETE')), 'nothing ends before the confirmation');
  fireEvent.click(within(dialog).getByRole('button', { name: 'End' }));
  await waitFor(() => assert.ok(toasts().includes('The session on Safari on iOS has ended.')));
  assert.ok(server.calls.includes('DELETE /api/v1/auth/sessions/s-phone'));
  await waitFor(() => assert.equal(screen.queryByText(/Safari on iOS/), null));
  assert.equal(screen.queryByRole('alertdialog'), null);
});

test('ends all other sessions after a confirmation that counts them', async () => {
  const server = serve(SESSIONS);
  restore = server.restore;
  render();
  fireEvent.click(await screen.findByRole('button', { name: 'End all other sessions' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'End all other sessions?' });
  assert.match(dialog.textContent ?? '', /2 other browsers are signed out at once/);
  fireEvent.click(within(dialog).getByRole('button', { name: 'End all other sessions' }));
  await waitFor(() => assert.ok(toasts().includes('2 other sessions ended.')));
  assert.ok(server.calls.includes('DELETE /api/v1/auth/sessions'));
  await screen.findByText('This is your only session.');
  assert.equal(screen.queryByRole('button', { name: 'End all other sessions' }), null);
});

test('a refusal stays in the dialog in the server\'s words, and nothing is ended', async () => {
  ({ restore } = serve(SESSIONS, { refuse: true }));
  render();
  fireEvent.click(await screen.findByRole('button', { name: 'End the session on Firefox on Windows' }));
  const dialog = await screen.findByRole('alertdialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'End' }));
  await within(dialog).findByText('The service is briefly unavailable. Please try again in a moment.');
  assert.equal(within(screen.getByRole('list', { name: 'Your sessions' })).getAllByRole('listitem').length, 3);
});
