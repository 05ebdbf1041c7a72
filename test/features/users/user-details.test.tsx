import '../../helpers/dom';
import { afterEach, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '../../../src/contract';
import { toastStore } from '../../../src/lib/feedback';
import { installBackend, renderUsers, type FakeBackend } from '../../helpers/users-fixture';

let backend: FakeBackend;
let restore: () => void;
beforeEach(() => ({ backend, restore } = installBackend()));
afterEach(() => restore());

const toasts = () => toastStore.get().toasts.map((t) => t.message);
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement & HTMLSelectElement;
const puts = () => backend.bodies.filter((b): b is Record<string, unknown> => b !== null);
const someone = (pick: (u: User) => boolean): User => {
  const user = backend.users.find(pick);
  assert.ok(user);
  return user;
};
const open = async (user: User) => {
  const view = renderUsers(`/management/users/${user.id}`);
  await screen.findByRole('heading', { level: 1, name: `${user.firstName} ${user.lastName}` });
  return view;
};

test('a dive master: profile, role, status, created and last sign-in (relative), the certification and its review', async () => {
  const user = someone((u) => u.role === 'diveMaster' && u.lastLoginAt !== null && u.certification?.documentUrl != null && u.phone !== null);
  await open(user);
  const profile = screen.getByRole('region', { name: 'Profile' });
  within(profile).getByText(user.email);
  within(profile).getByText(user.phone ?? '');
  const lastSignIn = within(profile).getByText('Last sign-in').nextElementSibling?.querySelector('time');
  assert.ok(lastSignIn);
  assert.equal(lastSignIn.getAttribute('dateTime'), user.lastLoginAt);
  assert.match(lastSignIn.textContent ?? '', /ago/);
  assert.ok(lastSignIn.getAttribute('title'));
  const cert = screen.getByRole('region', { name: 'Certification' });
  within(cert).getByText(user.certification?.agency ?? '');
  within(cert).getByText(user.certification?.number ?? '');
  assert.equal(within(cert).getByRole('link', { name: 'Open the review' }).getAttribute('href'), `/dive-master/details/${user.id}`);
  // The document is private: fetched with the token, then opened from memory.
  await waitFor(() => assert.match(within(cert).getByRole('link', { name: /Open the document/ }).getAttribute('href') ?? '', /^blob:/));
});

test('the signed-in admin’s own page: block and demote are disabled, each saying why', async () => {
  await open(backend.me);
  const block = screen.getByRole('button', { name: 'Block' }) as HTMLButtonElement;
  // The session is restored beside the page here (the app's shell waits for it).
  await waitFor(() => assert.equal(block.disabled, true));
  const hint = document.getElementById(block.getAttribute('aria-describedby') ?? '');
  assert.equal(hint?.textContent, 'You cannot block yourself.');
  const role = field('Role');
  assert.equal(role.disabled, true);
  assert.match(role.getAttribute('aria-describedby') ?? '', /\S/);
  screen.getByText('You cannot change your own role.');
  screen.getByText('You');
});

test('an edit is sent with the updatedAt seen, confirmed with a toast; a server field error shows beside the field', async () => {
  const user = someone((u) => u.role === 'diver' && u.status === 'active');
  await open(user);
  const save = screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
  assert.equal(save.disabled, true, 'nothing to save yet');
  fireEvent.change(field('First name'), { target: { value: 'A-much-too-long-first-name' } });
  fireEvent.click(save);
  await screen.findByText('Use at most 20 characters.');
  assert.equal(field('First name').value, 'A-much-too-long-first-name', 'the typing is kept');
  assert.equal(field('First name').getAttribute('aria-invalid'), 'true');
  fireEvent.change(field('First name'), { target: { value: 'Renamed' } });
  fireEvent.change(field('Role'), { target: { value: 'diveMaster' } });
  fireEvent.click(save);
  await screen.findByRole('heading', { level: 1, name: `Renamed ${user.lastName}` });
  assert.deepEqual(puts().at(-1), {
    firstName: 'Renamed', lastName: user.lastName, phone: user.phone, country: user.country, role: 'diveMaster', expectedUpdatedAt: user.updatedAt,
  });
  assert.ok(toasts().includes(`Renamed ${user.lastName} is saved.`));
  await waitFor(() => assert.equal((screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled, true));
});

test('someone saved first: their change is merged in, mine kept, and a field both changed is chosen side by side', async () => {
  const user = someone((u) => u.role === 'diver' && u.status === 'active');
  await open(user);
  // Another admin changes the last name behind this page's back.
  const at = backend.users.findIndex((u) => u.id === user.id);
  const theirs: User = { ...user, lastName: 'Theirs', updatedAt: new Date(Date.parse(user.updatedAt) + 5000).toISOString() };
  backend.users[at] = theirs;
  fireEvent.change(field('First name'), { target: { value: 'Mine' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  const notice = await screen.findByTestId('merge-notice');
  assert.equal(notice.getAttribute('role'), 'alert');
  assert.match(notice.textContent ?? '', /Layla Haddad changed last name; your changes are kept\./);
  // The focus moves in the notice's effect, after the commit that drew its text.
  await waitFor(() => assert.ok(document.activeElement === notice, 'the notice takes the focus'));
  assert.equal(field('Last name').value, 'Theirs', 'their change is taken');
  assert.equal(field('First name').value, 'Mine', 'mine is kept');
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await screen.findByRole('heading', { level: 1, name: 'Mine Theirs' });
  assert.equal(puts().at(-1)?.expectedUpdatedAt, theirs.updatedAt, 'the second save is based on their version');

  // Both change the first name: only that field is offered, side by side.
  const now = backend.users[at];
  assert.ok(now);
  backend.users[at] = { ...now, firstName: 'Layla’s', phone: '+1 555', updatedAt: new Date(Date.parse(now.updatedAt) + 5000).toISOString() };
  fireEvent.change(field('First name'), { target: { value: 'Again' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  const group = await screen.findByRole('group', { name: /^First name: you both changed it/ });
  assert.match(screen.getByTestId('merge-notice').textContent ?? '', /Layla Haddad changed phone/);
  assert.equal(field('Phone').value, '+1 555');
  fireEvent.click(within(group).getByRole('button', { name: 'Take the version of Layla Haddad for “First name”' }));
  assert.equal(field('First name').value, 'Layla’s');
  assert.equal(screen.getByRole('button', { name: 'Save changes' }).hasAttribute('disabled'), true, 'nothing of mine is left to save');
});

test('block and unblock ask first and say so; a refusal stays in the dialog in the server’s words', async () => {
  const user = someone((u) => u.role === 'admin' && u.id !== backend.me.id);
  await open(user);
  fireEvent.click(screen.getByRole('button', { name: 'Block' }));
  // The confirmation's code loads on first use (status-action.tsx).
  const dialog = await screen.findByRole('alertdialog', { name: `Block ${user.firstName} ${user.lastName}?` });
  await waitFor(() => assert.ok(document.activeElement === within(dialog).getByRole('button', { name: 'Cancel' }), 'a destructive confirmation starts on Cancel'));
  backend.lastAdmin = true;
  fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
  await within(dialog).findByText('This change would leave no active administrator.');
  assert.equal(puts().at(-1)?.status, 'blocked');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
  await waitFor(() => assert.ok(screen.queryByRole('alertdialog') === null, 'the dialog is closed'));
  assert.deepEqual(puts().at(-1), { status: 'blocked', expectedUpdatedAt: user.updatedAt });
  assert.ok(toasts().includes(`${user.firstName} ${user.lastName} is blocked.`));
  await waitFor(() => within(screen.getByRole('region', { name: 'Profile' })).getByText('Blocked'));
  fireEvent.click(screen.getByRole('button', { name: 'Unblock' }));
  const again = await screen.findByRole('alertdialog', { name: `Unblock ${user.firstName} ${user.lastName}?` });
  fireEvent.click(within(again).getByRole('button', { name: 'Unblock' }));
  await waitFor(() => assert.ok(screen.queryByRole('alertdialog') === null, 'the dialog is closed'));
  assert.equal(puts().at(-1)?.status, 'active');
  await screen.findByRole('button', { name: 'Block' });
});

test('a block while typing moves the typing onto the new version, so the next save is not a conflict', async () => {
  const user = someone((u) => u.role === 'diver' && u.status === 'active');
  await open(user);
  fireEvent.change(field('Phone'), { target: { value: '+34 600 000 000' } });
  fireEvent.click(screen.getByRole('button', { name: 'Block' }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Block' }));
  await waitFor(() => within(screen.getByRole('region', { name: 'Profile' })).getByText('Blocked'));
  assert.equal(field('Phone').value, '+34 600 000 000');
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => within(screen.getByRole('region', { name: 'Profile' })).getByText('+34 600 000 000'));
  assert.ok(!screen.queryByText('Edited by Layla Haddad at 10:15 UTC'));
});

test('an unknown id says the user does not exist', async () => {
  renderUsers('/management/users/nobody');
  await screen.findByText('This user does not exist.');
  screen.getByRole('link', { name: 'All users' });
});
