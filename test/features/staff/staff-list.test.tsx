import '../../helpers/dom';
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import StaffListPage from '../../../src/features/staff/pages/staff-list';
import type { User } from '../../../src/contract';
import { toastStore } from '../../../src/lib/feedback';
import { ADMIN, fail, installFetch, json, renderScreens, signIn, type FakeRequest } from '../../helpers/fake-backend';

const OWNER: User = { ...ADMIN, staffRole: 'owner', lastLoginAt: new Date(Date.now() - 3 * 3_600_000).toISOString() };
const LAYLA: User = { ...ADMIN, id: 'u-layla', email: 'layla@diving.test', firstName: 'Layla', lastName: 'Haddad', staffRole: 'reviewer', twoFactorEnabled: true };
const session = (id: string, agoMs: number) => ({
  id, current: false, createdAt: new Date(Date.now() - 86_400_000).toISOString(), lastSeenAt: new Date(Date.now() - agoMs).toISOString(), address: '203.0.113.7', userAgent: 'Mozilla/5.0',
});
const LAYLA_SESSIONS = [session('s2', 60_000), session('s1', 7_200_000)];
const OWNERS_409 = 'This would leave no active owner. Make another administrator an owner first.';

let restore: () => void = () => {};
afterEach(() => restore());

/** A fake server of two admins; `answer` may take over a write. */
function serve(me: User, answer: (request: FakeRequest) => Response | null = () => null) {
  const calls: string[] = [];
  const bodies: unknown[] = [];
  signIn(me);
  restore = installFetch((request) => {
    if (request.method !== 'GET') bodies.push(request.body);
    const taken = answer(request);
    if (taken) return taken;
    if (request.method === 'GET' && request.path === `/users/${me.id}`) return json(200, { success: true, data: me });
    // Layla has two open sessions, the newer one active a minute ago; the owner has none.
    if (request.method === 'GET' && request.path === `/users/${LAYLA.id}/sessions`) return json(200, { success: true, data: LAYLA_SESSIONS });
    if (request.method === 'GET' && request.path === `/users/${OWNER.id}/sessions`) return json(200, { success: true, data: [] });
    if (request.method === 'GET' && request.path === '/users') {
      return json(200, { success: true, data: [OWNER, LAYLA], meta: { page: 1, pageSize: 100, total: 2, totalPages: 1 } });
    }
    return fail(404, 'NOT_FOUND', 'Not found.');
  }, calls);
  renderScreens([{ path: '/management/staff', component: StaffListPage }], '/management/staff');
  return { calls, bodies };
}

test('lists the admins with role, two-factor and last activity, and changes a role; the last owner’s 409 is said above the table', async () => {
  const { calls, bodies } = serve(OWNER, (r) => (r.method === 'PUT' && r.id === OWNER.id ? fail(409, 'CONFLICT', OWNERS_409) : r.method === 'PUT' ? json(200, { success: true, data: { ...LAYLA, staffRole: 'editor' } }) : null));
  const row = (await screen.findByText('Layla Haddad')).closest('tr') as HTMLElement;
  assert.ok(row);
  within(row).getByText('layla@diving.test');
  within(row).getByText('On');
  // Sessions and last activity come from the admin's open sessions, else the last sign-in.
  await within(row).findByText('2 open');
  within(row).getByText('a minute ago');
  const ownerRow = screen.getByText('Ana Ruiz').closest('tr') as HTMLElement;
  within(ownerRow).getByText('Off');
  await within(ownerRow).findByText('0 open');
  within(ownerRow).getByText('3 hours ago');
  assert.ok(calls.some((c) => c.startsWith('GET /api/v1/users/?') && c.includes('role=admin')), calls.join());

  fireEvent.change(within(row).getByLabelText('Staff role of Layla Haddad'), { target: { value: 'editor' } });
  await waitFor(() => assert.deepEqual(bodies.at(-1), { staffRole: 'editor' }));
  await waitFor(() => assert.ok(toastStore.get().toasts.some((t) => t.message === 'Layla Haddad is now Editor.')));

  fireEvent.change(within(ownerRow).getByLabelText('Staff role of Ana Ruiz'), { target: { value: 'auditor' } });
  assert.equal((await screen.findByRole('alert')).textContent, OWNERS_409);
  screen.getByText('Layla Haddad');
});

test('reset two-factor and sign out everywhere ask first, and a failed call says why', async () => {
  const { calls } = serve(OWNER, (r) => (r.method === 'DELETE' ? fail(404, 'NOT_FOUND', 'The route was not found.') : null));
  const row = (await screen.findByText('Layla Haddad')).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: 'Reset two-factor for Layla Haddad' }));
  const dialog = await screen.findByRole('alertdialog');
  within(dialog).getByText('Reset the two-factor sign-in of Layla Haddad?');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reset two-factor' }));
  await waitFor(() => assert.ok(calls.includes('DELETE /api/v1/users/u-layla/two-factor'), calls.join()));
  assert.equal((await screen.findByRole('alert')).textContent, 'The route was not found.');

  fireEvent.click(within(row).getByRole('button', { name: 'Sign out everywhere for Layla Haddad' }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out everywhere' }));
  await waitFor(() => assert.ok(calls.includes('DELETE /api/v1/users/u-layla/sessions'), calls.join()));
});

test('a new admin is invited: names, e-mail and role, no password; a refusal keeps the typing', async () => {
  let refuse = true;
  const { bodies } = serve(OWNER, (r) => {
    if (r.method !== 'POST') return null;
    if (refuse) return fail(409, 'CONFLICT', 'This e-mail is already registered.');
    return json(201, { success: true, data: { ...LAYLA, id: 'u-new', email: 'noa@diving.test' } });
  });
  fireEvent.click(await screen.findByRole('button', { name: 'New admin' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText(/^First name/), { target: { value: 'Noa' } });
  fireEvent.change(within(dialog).getByLabelText(/^Last name/), { target: { value: 'Levi' } });
  fireEvent.change(within(dialog).getByLabelText(/^E-mail/), { target: { value: 'noa@diving.test' } });
  fireEvent.change(within(dialog).getByLabelText(/^Staff role/), { target: { value: 'support' } });
  within(dialog).getByText('Edits and blocks users who are not admins; moves contact messages.');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
  await within(dialog).findByText('This e-mail is already registered.');
  assert.equal((within(dialog).getByLabelText(/^E-mail/) as HTMLInputElement).value, 'noa@diving.test');
  refuse = false;
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
  await waitFor(() => assert.ok(toastStore.get().toasts.some((t) => t.message === 'Invitation sent to noa@diving.test.')));
  assert.deepEqual(bodies.at(-1), { email: 'noa@diving.test', firstName: 'Noa', lastName: 'Levi', staffRole: 'support', role: 'admin' });
  await waitFor(() => assert.equal(screen.queryByRole('dialog'), null));
});

test('another role is told the screen is the owners’, with no table', async () => {
  serve({ ...OWNER, staffRole: 'editor' });
  await screen.findByText('Only owners manage the staff. An owner can change your role.');
  assert.equal(screen.queryByRole('table'), null);
});
