/**
 * Sessions that can be ended: a token carries its user's session version; a password change, a
 * reset and a block end every earlier token (refresh included), across a restart too. The user
 * who changes their password gets a new session in the answer.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { User } from '../../src/contract';
import { removeDir, startTestServer, tempDir } from '../helpers/server';
import type { TestServer } from '../helpers/server';
import { api } from '../helpers/api-client';
import { assertUserShape, expectError, expectOk } from '../helpers/api-asserts';
import { createUser, decodeClaims, login, newPassword, readOtp, signToken } from '../helpers/accounts';
import { rememberSecret } from '../helpers/secret-leaks';
import { tokenSecretOf } from '../helpers/test-store';

let server: TestServer;
let adminToken: string;

before(async () => {
  server = await startTestServer();
  adminToken = (await login(server)).token;
});
after(() => server.close());

/** Fails unless `token` gets 401 on a read, a write and a refresh. */
async function assertEnded(target: TestServer, token: string, user: User, label: string): Promise<void> {
  expectError(await api(target, 'GET', `/users/${user.id}`, { token }), 401, 'UNAUTHENTICATED');
  expectError(await api(target, 'PUT', `/auth/edit-profile/${user.id}`, { token, json: { firstName: 'Ended' } }), 401, 'UNAUTHENTICATED');
  const refresh = await api(target, 'GET', '/auth/refresh', { token });
  assert.equal(refresh.status, 401, `${label}: refresh answered ${refresh.status}`);
}

/** Fails unless `token` works for a read and a refresh. */
async function assertLive(target: TestServer, token: string, user: User): Promise<void> {
  expectOk(await api(target, 'GET', `/users/${user.id}`, { token }));
  const refresh = await api(target, 'GET', '/auth/refresh', { token });
  assert.equal(refresh.status, 200);
}

const refreshed = async (token: string): Promise<string> => {
  const res = await api(server, 'GET', '/auth/refresh', { token });
  assert.equal(res.status, 200);
  return res.body.accessToken ?? '';
};

describe('session versions', () => {
  it('puts the session version in the token as a whole number, never in a User', async () => {
    const diver = await createUser(server);
    assert.ok(Number.isInteger(decodeClaims(diver.token).sv), 'sv claim');
    const user = expectOk(await api<User>(server, 'GET', `/users/${diver.user.id}`, { token: adminToken }));
    assertUserShape(user);
  });

  it('ends every earlier token on change-password (refreshed ones too) and answers a new session', async () => {
    const diver = await createUser(server);
    const other = await login(server, diver.email, diver.password);
    const minted = await refreshed(diver.token);
    const next = newPassword();
    const res = await api<{ changed: true; accessToken: string }>(server, 'POST', '/auth/change-password', {
      token: diver.token, json: { currentPassword: diver.password, newPassword: next },
    });
    const { accessToken } = expectOk(res);
    for (const [label, token] of [['the caller’s old token', diver.token], ['another session', other.token], ['a refreshed token', minted]] as const) {
      await assertEnded(server, token, diver.user, label);
    }
    await assertLive(server, accessToken, diver.user);
    assert.ok((decodeClaims(accessToken).sv ?? 0) > (decodeClaims(diver.token).sv ?? 0), 'the version went up');
    await assertLive(server, (await login(server, diver.email, next)).token, diver.user);
  });

  it('ends every earlier token on reset-password', async () => {
    const diver = await createUser(server);
    const minted = await refreshed(diver.token);
    expectOk(await api(server, 'POST', '/auth/send-otp', { json: { email: diver.email } }));
    const { code } = await readOtp(server, diver.email);
    const { resetToken } = expectOk(await api<{ resetToken: string }>(server, 'POST', '/auth/verify-otp', { json: { email: diver.email, otp: code } }));
    rememberSecret('resetToken', resetToken);
    const fresh = newPassword();
    expectOk(await api(server, 'POST', '/auth/reset-password', { json: { email: diver.email, resetToken, password: fresh } }));
    await assertEnded(server, diver.token, diver.user, 'token before the reset');
    await assertEnded(server, minted, diver.user, 'refreshed before the reset');
    await assertLive(server, (await login(server, diver.email, fresh)).token, diver.user);
  });

  it('ends every earlier token on a block, and they stay ended after the unblock', async () => {
    const diver = await createUser(server);
    const minted = await refreshed(diver.token);
    expectOk(await api(server, 'PUT', `/users/${diver.user.id}`, { token: adminToken, json: { status: 'blocked' } }));
    expectOk(await api(server, 'PUT', `/users/${diver.user.id}`, { token: adminToken, json: { status: 'active' } }));
    await assertEnded(server, diver.token, diver.user, 'token before the block');
    await assertEnded(server, minted, diver.user, 'refreshed before the block');
    await assertLive(server, (await login(server, diver.email, diver.password)).token, diver.user);
  });

  it('keeps sessions through edits that end nothing (profile, role, an unblocked user set active again)', async () => {
    const diver = await createUser(server);
    expectOk(await api(server, 'PUT', `/users/${diver.user.id}`, { token: adminToken, json: { firstName: 'Kept', status: 'active' } }));
    expectOk(await api(server, 'PUT', `/auth/edit-profile/${diver.user.id}`, { token: diver.token, json: { lastName: 'Still' } }));
    await assertLive(server, diver.token, diver.user);
  });

  it('refuses a well-signed token whose sv is missing, not a whole number or not the current version', async () => {
    const diver = await createUser(server);
    const secret = await tokenSecretOf(server);
    const claims = decodeClaims(diver.token);
    expectOk(await api(server, 'GET', `/users/${diver.user.id}`, { token: signToken(claims, secret) }), 200);
    for (const sv of [undefined, null, -1, 1.5, '0', (claims.sv ?? 0) + 1]) {
      const token = signToken({ ...claims, sv }, secret);
      expectError(await api(server, 'GET', `/users/${diver.user.id}`, { token }), 401, 'UNAUTHENTICATED');
    }
  });

  it('keeps ended sessions ended across a restart', async () => {
    const dataDir = tempDir('diving-sessions-');
    let first: TestServer | null = await startTestServer({ dataDir });
    try {
      const diver = await createUser(first);
      const res = await api<{ accessToken: string }>(first, 'POST', '/auth/change-password', { token: diver.token, json: { currentPassword: diver.password, newPassword: newPassword() } });
      const { accessToken } = expectOk(res);
      await first.close();
      first = null;
      const second = await startTestServer({ dataDir });
      try {
        expectError(await api(second, 'GET', `/users/${diver.user.id}`, { token: diver.token }), 401, 'UNAUTHENTICATED');
        expectOk(await api(second, 'GET', `/users/${diver.user.id}`, { token: accessToken }));
      } finally {
        await second.close();
      }
    } finally {
      await first?.close();
      removeDir(dataDir);
    }
  });
});
