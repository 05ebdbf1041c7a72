import '../helpers/dom';
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { screen } from '@testing-library/react';
import type { AdminRef } from '../../src/contract';
import { AuthProvider } from '../../src/lib/auth';
import { PresenceBar, PresenceSentence, initialsOf } from '../../src/ui';
import { renderUi, WithI18n } from '../helpers/render';
import { ADMIN, installFetch, json, signIn, until } from '../helpers/fake-backend';
import { render } from '@testing-library/react';
import { startFakeLive } from '../helpers/live-fake';

const admin = (id: string, name: string): AdminRef => ({ id, name, avatarUrl: null });
const LAYLA = admin('u-layla', 'Layla Haddad');
const KENJI = admin('u-kenji', 'Kenji Watanabe');
const LENA = admin('u-lena', 'Lena Sato');

let restore: () => void = () => undefined;
afterEach(() => restore());

test('names one, two, or the first and how many more', () => {
  const { rerender } = renderUi(<p><PresenceSentence viewers={[LAYLA]} /></p>);
  screen.getByText('Layla Haddad is viewing');
  rerender(<WithI18n><p><PresenceSentence viewers={[LAYLA, KENJI]} /></p></WithI18n>);
  screen.getByText('Layla Haddad and Kenji Watanabe are viewing');
  rerender(<WithI18n><p><PresenceSentence viewers={[LAYLA, KENJI, LENA]} /></p></WithI18n>);
  screen.getByText('Layla Haddad and 2 others are viewing');
  assert.equal(initialsOf('Layla Haddad'), 'LH');
  assert.equal(initialsOf('Cher'), 'C');
});

test('the bar announces the page, shows the other admins with their faces, never the admin', async () => {
  const calls: string[] = [];
  restore = installFetch(({ method, path }) => {
    if (path === `/users/${ADMIN.id}`) return json(200, { success: true, data: ADMIN });
    if (method === 'PUT') return json(200, { success: true, data: { kind: 'user', id: 'u7', viewers: [admin(ADMIN.id, 'Ana Ruiz'), LAYLA] } });
    return new Response(null, { status: 204 });
  }, calls);
  signIn(ADMIN);
  const view = render(<WithI18n><AuthProvider><PresenceBar kind="user" id="u7" /></AuthProvider></WithI18n>);
  const status = await until(() => screen.getByRole('status'));
  // The live stream is down (never started here): the faces are as last known, and it says so.
  await until(() => assert.equal(status.textContent, 'LHLayla Haddad is viewing(may be out of date)'));
  const live = startFakeLive();
  await until(() => assert.equal(status.textContent, 'LHLayla Haddad is viewing'));
  live.stop();
  await until(() => assert.equal(status.textContent, 'LHLayla Haddad is viewing(may be out of date)'));
  assert.ok(!screen.queryByText(/Ana Ruiz/), 'the admin\'s own entry is left out');
  assert.equal(status.querySelector('.avatar')?.getAttribute('aria-hidden'), 'true', 'the face is decoration; the sentence names them');
  view.unmount();
  await until(() => assert.ok(calls.includes('DELETE /api/v1/presence/user/u7')));
  assert.ok(calls.includes('PUT /api/v1/presence/user/u7'));
});
