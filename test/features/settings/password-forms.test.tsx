import '../../helpers/dom';
import { afterEach, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import SecuritySettingsPage from '../../../src/features/settings/pages/security';
import SetPasswordPage from '../../../src/features/auth/pages/set-password';
import { ADMIN, fail, installFetch, json, renderScreens, signIn } from '../../helpers/fake-backend';

let restore: () => void = () => {};
beforeEach(() => {
  signIn(ADMIN);
  // Nothing reaches the server in these tests: the checks stop every save first.
  restore = installFetch(({ path }) => (path === `/users/${ADMIN.id}` ? json(200, { success: true, data: ADMIN }) : fail(500, 'INTERNAL', 'unexpected')));
});
afterEach(() => restore());

const errorOf = (label: string) => {
  const control = screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));
  return (control.getAttribute('aria-describedby') ?? '').split(' ')
    .map((id) => document.getElementById(id)).filter((el) => el?.classList.contains('field__error')).map((el) => el?.textContent ?? '');
};

test('change password: every empty password says the field is required, not that it is too short', async () => {
  renderScreens([{ path: '/settings/security', component: SecuritySettingsPage }], '/settings/security');
  const submit = await screen.findByRole('button', { name: 'Change password' });
  fireEvent.click(submit);
  await waitFor(() => assert.deepEqual(errorOf('Current password'), ['This field is required.']));
  assert.deepEqual(errorOf('New password'), ['This field is required.']);
  assert.deepEqual(errorOf('Confirm new password'), ['This field is required.']);
});

test('set a new password: empty says required; a confirmation that differs says so', async () => {
  const state = { email: 'a@diving.test', resetToken: 'token' };
  const view = renderScreens([{ path: '/password/set', component: SetPasswordPage }], '/password/set');
  view.history.replace('/password/set', state);
  const submit = await screen.findByRole('button', { name: 'Save password' });
  fireEvent.click(submit);
  await waitFor(() => assert.deepEqual(errorOf('New password'), ['This field is required.']));
  assert.deepEqual(errorOf('Confirm new password'), ['This field is required.']);
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'a-long-password' } });
  fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'another-password' } });
  fireEvent.click(submit);
  await waitFor(() => assert.deepEqual(errorOf('Confirm new password'), ['The passwords do not match.']));
});

test('an invitation link: its token leaves the address at once, the password is set with it, a spent one says who can invite again', async () => {
  let answer = fail(400, 'INVALID_OTP', 'The code is wrong or has expired.');
  const sent: unknown[] = [];
  restore();
  restore = installFetch(({ path, body }) => {
    if (path === '/auth/reset-password') {
      sent.push(body);
      return answer;
    }
    return fail(500, 'INTERNAL', 'unexpected');
  });
  const view = renderScreens(
    [{ path: '/password/set-password', component: SetPasswordPage }, { path: '/login', component: () => <p>Sign-in page</p> }],
    '/password/set-password?email=noa%40diving.test#invitation=the-token',
  );
  await screen.findByRole('heading', { name: 'Set your password' });
  screen.getByText('Welcome, noa@diving.test: choose the password you will sign in with.');
  await waitFor(() => assert.equal(view.history.location.hash, ''));
  assert.equal(view.history.location.search, '', 'nor the e-mail stays in the address');
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'a-long-password-1' } });
  fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'a-long-password-1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
  await screen.findByText('This invitation link has expired or was already used. Ask an owner to invite you again.');
  assert.deepEqual(sent, [{ email: 'noa@diving.test', resetToken: 'the-token', password: 'a-long-password-1' }]);
  assert.equal((screen.getByLabelText(/^New password/) as HTMLInputElement).value, 'a-long-password-1', 'nothing typed is lost');

  answer = json(200, { success: true, data: { reset: true } });
  fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
  await screen.findByText('Sign-in page');
});
