/**
 * Two-factor sign-in through the API, on the server's own clock (moved by the test, never waited
 * for): setup behind the password, nothing on until a code confirms it, the challenge between the
 * password and the code, a code and a recovery code each accepted once, wrong codes counted with the
 * login limits and ending the challenge, turning it off, an owner's reset, `REQUIRE_TWO_FACTOR`,
 * the activity log, and (on PostgreSQL) two servers on one database sharing the used codes.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ActivityEntry, LoginResult, TwoFactorChallenge, TwoFactorEnableResult, TwoFactorSetupResult, User } from '../../src/contract';
import { startTestServer } from '../helpers/server';
import type { TestServer } from '../helpers/server';
import { api } from '../helpers/api-client';
import { assertUserShape, expectError, expectOk } from '../helpers/api-asserts';
import { createUser, login } from '../helpers/accounts';
import type { CreatedUser } from '../helpers/accounts';
import { rememberSecret } from '../helpers/secret-leaks';
import { onPostgres } from '../helpers/test-store';
import { base32Decode, hotp, totpStep } from '../../server/auth/totp';

let now = Date.parse('2025-06-02T10:00:00.000Z');
const clock = (): number => now;
const nextStep = (): void => {
  now += 30_000;
};

let server: TestServer;

before(async () => {
  server = await startTestServer({ lockoutDelayMs: 0 }, { now: clock });
});
/** A fresh token of the seeded owner (the tests move the clock past a token's life). */
const ownerToken = async (): Promise<string> => (await login(server)).token;
after(() => server.close());

const codeOf = (secret: string, at = now): string => hotp(base32Decode(secret) as Buffer, totpStep(at));

/** A new admin, signed in. */
const newAdmin = async (): Promise<CreatedUser> => createUser(server, { role: 'admin', adminToken: await ownerToken() });

/** Sets two-factor up and turns it on for `admin`; answers the secret and the recovery codes. */
async function turnOn(target: TestServer, admin: CreatedUser): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = expectOk(await api<TwoFactorSetupResult>(target, 'POST', '/auth/two-factor/setup', { token: admin.token, json: { password: admin.password } }));
  rememberSecret('twoFactor', setup.secret);
  const { recoveryCodes } = expectOk(await api<TwoFactorEnableResult>(target, 'POST', '/auth/two-factor/enable', { token: admin.token, json: { code: codeOf(setup.secret) } }));
  for (const code of recoveryCodes) rememberSecret('twoFactor', code);
  nextStep();
  return { secret: setup.secret, recoveryCodes };
}

/** The challenge of a password sign-in of `admin` (who has two-factor on). */
async function challengeOf(target: TestServer, admin: CreatedUser): Promise<string> {
  const res = await api<TwoFactorChallenge & { accessToken?: string }>(target, 'POST', '/auth/login', { json: { email: admin.email, password: admin.password } });
  const body = expectOk(res);
  assert.equal(body.twoFactorRequired, true);
  assert.equal(body.accessToken, undefined, 'no token before the code');
  assert.equal(typeof body.challenge, 'string');
  return body.challenge;
}

const secondStep = (target: TestServer, challenge: string, code: string) => api<LoginResult>(target, 'POST', '/auth/login/two-factor', { json: { challenge, code } });

async function actionsOf(userId: string): Promise<string[]> {
  const entries = expectOk(await api<ActivityEntry[]>(server, 'GET', `/activity?page=1&pageSize=100&admin=${userId}`, { token: await ownerToken() }));
  return entries.map((e) => e.action);
}

describe('setting two-factor up', () => {
  it('asks for the password again, and nothing is on until a code confirms the secret', async () => {
    const admin = await newAdmin();
    expectError(await api(server, 'POST', '/auth/two-factor/setup', { token: admin.token, json: { password: 'wrong-password-1' } }), 400, 'VALIDATION_FAILED', ['password']);
    expectError(await api(server, 'POST', '/auth/two-factor/setup', { json: { password: admin.password } }), 401, 'UNAUTHENTICATED');
    const setup = expectOk(await api<TwoFactorSetupResult>(server, 'POST', '/auth/two-factor/setup', { token: admin.token, json: { password: admin.password } }));
    rememberSecret('twoFactor', setup.secret);
    assert.match(setup.secret, /^[A-Z2-7]{32}$/);
    const url = new URL(setup.otpauthUrl);
    assert.equal(url.searchParams.get('secret'), setup.secret);
    assert.equal(url.searchParams.get('issuer'), 'Diving');
    assert.ok(decodeURIComponent(url.pathname).endsWith(`Diving:${admin.email}`));

    // Set up but not on: the password alone still signs in, and the user says off.
    const plain = await login(server, admin.email, admin.password);
    assert.equal(plain.user.twoFactorEnabled, false);
    expectError(await api(server, 'POST', '/auth/two-factor/enable', { token: admin.token, json: { code: '000000' === codeOf(setup.secret) ? '111111' : '000000' } }), 400, 'VALIDATION_FAILED', ['code']);
    const on = expectOk(await api<TwoFactorEnableResult>(server, 'POST', '/auth/two-factor/enable', { token: admin.token, json: { code: codeOf(setup.secret) } }));
    for (const code of on.recoveryCodes) rememberSecret('twoFactor', code);
    assert.equal(on.recoveryCodes.length, 10);
    assert.equal(new Set(on.recoveryCodes).size, 10);

    const user = expectOk(await api<User>(server, 'GET', `/users/${admin.user.id}`, { token: await ownerToken() }));
    assertUserShape(user);
    assert.equal(user.twoFactorEnabled, true);
    expectError(await api(server, 'POST', '/auth/two-factor/setup', { token: admin.token, json: { password: admin.password } }), 409, 'CONFLICT');
    assert.ok((await actionsOf(admin.user.id)).includes('twoFactor.enabled'));
  });
});

describe('signing in with two-factor', () => {
  it('answers a challenge for the password, a token for the code, and refuses the same code again', async () => {
    const admin = await newAdmin();
    const { secret } = await turnOn(server, admin);
    const challenge = await challengeOf(server, admin);
    const code = codeOf(secret);
    const done = expectOk(await secondStep(server, challenge, code));
    assert.equal(done.user.id, admin.user.id);
    assert.equal(done.user.twoFactorEnabled, true);
    expectOk(await api(server, 'GET', `/users/${admin.user.id}`, { token: done.accessToken }));

    // The same code, through a new challenge, is refused: a step is accepted once.
    const again = await challengeOf(server, admin);
    expectError(await secondStep(server, again, code), 400, 'VALIDATION_FAILED', ['code']);
    // The code of the step before is refused too; the next step's is accepted.
    expectError(await secondStep(server, again, codeOf(secret, now - 30_000)), 400, 'VALIDATION_FAILED', ['code']);
    nextStep();
    expectOk(await secondStep(server, again, codeOf(secret)));
    // A challenge that signed in once is spent.
    nextStep();
    expectError(await secondStep(server, again, codeOf(secret)), 401, 'UNAUTHENTICATED');
  });

  it('accepts a recovery code once, and logs its use', async () => {
    const admin = await newAdmin();
    const { recoveryCodes } = await turnOn(server, admin);
    const [first] = recoveryCodes as [string];
    expectOk(await secondStep(server, await challengeOf(server, admin), first.toLowerCase()));
    expectError(await secondStep(server, await challengeOf(server, admin), first), 400, 'VALIDATION_FAILED', ['code']);
    expectOk(await secondStep(server, await challengeOf(server, admin), recoveryCodes[1] as string));
    const actions = await actionsOf(admin.user.id);
    assert.equal(actions.filter((a) => a === 'twoFactor.recoveryCodeUsed').length, 2);
  });

  it('ends a challenge after 5 minutes on the server clock', async () => {
    const admin = await newAdmin();
    const { secret } = await turnOn(server, admin);
    const challenge = await challengeOf(server, admin);
    now += 5 * 60_000;
    expectError(await secondStep(server, challenge, codeOf(secret)), 401, 'UNAUTHENTICATED');
    nextStep();
  });

  it('refuses a forged or altered challenge', async () => {
    const admin = await newAdmin();
    const { secret } = await turnOn(server, admin);
    const challenge = await challengeOf(server, admin);
    const [payload, mac] = challenge.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp: number };
    const longer = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 3_600_000 })).toString('base64url');
    expectError(await secondStep(server, `${longer}.${mac}`, codeOf(secret)), 401, 'UNAUTHENTICATED');
    expectError(await secondStep(server, 'nonsense', codeOf(secret)), 401, 'UNAUTHENTICATED');
    expectOk(await secondStep(server, challenge, codeOf(secret)));
  });

  it('counts wrong codes with the login limits, per account', async () => {
    const admin = await newAdmin();
    const { secret } = await turnOn(server, admin);
    const challenge = await challengeOf(server, admin);
    const wrong = codeOf(secret) === '123456' ? '654321' : '123456';
    for (let i = 0; i < 4; i++) expectError(await secondStep(server, challenge, wrong), 400, 'VALIDATION_FAILED', ['code']);
    // The fifth ends the challenge.
    expectError(await secondStep(server, challenge, wrong), 401, 'UNAUTHENTICATED');
    // Five wrong codes used up the account's login attempts (LOGIN_LIMIT 5): the code and the password wait.
    expectError(await secondStep(server, challenge, codeOf(secret)), 429, 'RATE_LIMITED');
    expectError(await api(server, 'POST', '/auth/login', { json: { email: admin.email, password: admin.password } }), 429, 'RATE_LIMITED');
    // The window passes on the server clock.
    now += 15 * 60_000;
    expectOk(await secondStep(server, await challengeOf(server, admin), codeOf(secret)));
    nextStep();
  });

  it('ends a challenge after five wrong codes whatever the login limits allow', async () => {
    const roomy = await startTestServer({ loginLimit: 50 }, { now: clock });
    try {
      const owner = await login(roomy);
      const admin = await createUser(roomy, { role: 'admin', adminToken: owner.token });
      const { secret } = await turnOn(roomy, admin);
      const challenge = await challengeOf(roomy, admin);
      const wrong = codeOf(secret) === '123456' ? '654321' : '123456';
      for (let i = 0; i < 4; i++) expectError(await secondStep(roomy, challenge, wrong), 400, 'VALIDATION_FAILED', ['code']);
      expectError(await secondStep(roomy, challenge, wrong), 401, 'UNAUTHENTICATED');
      expectError(await secondStep(roomy, challenge, codeOf(secret)), 401, 'UNAUTHENTICATED');
      expectOk(await secondStep(roomy, await challengeOf(roomy, admin), codeOf(secret)));
    } finally {
      nextStep();
      await roomy.close();
    }
  });

  it('gives back the attempts of a request without a code, and of a right one', async () => {
    const admin = await newAdmin();
    const { secret } = await turnOn(server, admin);
    for (let i = 0; i < 6; i++) {
      const challenge = await challengeOf(server, admin);
      expectError(await api(server, 'POST', '/auth/login/two-factor', { json: { challenge } }), 400, 'VALIDATION_FAILED', ['code']);
      expectOk(await secondStep(server, challenge, codeOf(secret)));
      nextStep();
    }
  });
});

describe('turning two-factor off', () => {
  it('needs the password and a code, and logs it', async () => {
    const admin = await newAdmin();
    const { secret } = await turnOn(server, admin);
    const token = expectOk(await secondStep(server, await challengeOf(server, admin), codeOf(secret))).accessToken;
    nextStep();
    expectError(await api(server, 'POST', '/auth/two-factor/disable', { token, json: { password: 'wrong-password-1', code: codeOf(secret) } }), 400, 'VALIDATION_FAILED', ['password']);
    expectError(await api(server, 'POST', '/auth/two-factor/disable', { token, json: { password: admin.password, code: '12345' } }), 400, 'VALIDATION_FAILED', ['code']);
    expectOk(await api(server, 'POST', '/auth/two-factor/disable', { token, json: { password: admin.password, code: codeOf(secret) } }));
    const plain = await login(server, admin.email, admin.password);
    assert.equal(plain.user.twoFactorEnabled, false);
    assert.ok((await actionsOf(admin.user.id)).includes('twoFactor.disabled'));
  });

  it("lets an owner reset another admin's, and no one else", async () => {
    const admin = await newAdmin();
    await turnOn(server, admin);
    const diver = await createUser(server);
    expectError(await api(server, 'DELETE', `/users/${admin.user.id}/two-factor`, { token: diver.token }), 403, 'FORBIDDEN');
    const user = expectOk(await api<User>(server, 'DELETE', `/users/${admin.user.id}/two-factor`, { token: await ownerToken() }));
    assertUserShape(user);
    assert.equal(user.twoFactorEnabled, false);
    const plain = await login(server, admin.email, admin.password);
    assert.equal(plain.user.twoFactorEnabled, false);
    const entries = expectOk(await api<ActivityEntry[]>(server, 'GET', '/activity?page=1&pageSize=20&action=twoFactor.reset', { token: await ownerToken() }));
    assert.ok(entries.some((e) => e.record?.id === admin.user.id));
    expectError(await api(server, 'DELETE', '/users/nobody/two-factor', { token: await ownerToken() }), 404, 'NOT_FOUND');
  });
});

describe('REQUIRE_TWO_FACTOR', () => {
  it('gives an admin without it a token that may only set it up, until it is on', async () => {
    const strict = await startTestServer({ requireTwoFactor: true }, { now: clock });
    try {
      const owner = await login(strict);
      const admin = await createUser(strict, { role: 'admin', adminToken: owner.token }).catch(() => null);
      // The owner has none either: every call but the setup's is refused.
      assert.equal(admin, null, 'creating an admin is refused before the owner sets two-factor up');
      const signIn = expectOk(await api<LoginResult>(strict, 'POST', '/auth/login', { json: { email: 'admin@diving.test', password: 'diving-admin' } }));
      assert.equal(signIn.twoFactorSetupRequired, true);
      const token = signIn.accessToken;
      expectError(await api(strict, 'GET', '/users/?page=1&pageSize=5', { token }), 403, 'TWO_FACTOR_REQUIRED');
      expectError(await api(strict, 'GET', `/users/${signIn.user.id}`, { token }), 403, 'TWO_FACTOR_REQUIRED');
      assert.equal((await api(strict, 'GET', '/auth/refresh', { token })).status, 200);
      const setup = expectOk(await api<TwoFactorSetupResult>(strict, 'POST', '/auth/two-factor/setup', { token, json: { password: 'diving-admin' } }));
      rememberSecret('twoFactor', setup.secret);
      const on = expectOk(await api<TwoFactorEnableResult>(strict, 'POST', '/auth/two-factor/enable', { token, json: { code: codeOf(setup.secret) } }));
      for (const code of on.recoveryCodes) rememberSecret('twoFactor', code);
      // The same token works everywhere now.
      expectOk(await api(strict, 'GET', '/users/?page=1&pageSize=5', { token }));
      // A diver is not an admin: the setting does not concern them.
      const diver = await createUser(strict);
      expectOk(await api(strict, 'GET', `/users/${diver.user.id}`, { token: diver.token }));
    } finally {
      nextStep();
      await strict.close();
    }
  });
});

describe('two servers on one PostgreSQL database', { skip: onPostgres ? false : 'the embedded store is one process' }, () => {
  it('share the challenge, its wrong codes and the codes used', async () => {
    const other = await startTestServer({ databaseUrl: server.config.databaseUrl }, { now: clock });
    try {
      const admin = await newAdmin();
      const { secret, recoveryCodes } = await turnOn(server, admin);
      // A challenge of one process is good on the other; a code used on one is refused on the other.
      const code = codeOf(secret);
      expectOk(await secondStep(other, await challengeOf(server, admin), code));
      expectError(await secondStep(server, await challengeOf(other, admin), code), 400, 'VALIDATION_FAILED', ['code']);
      const recovery = recoveryCodes[0] as string;
      expectOk(await secondStep(server, await challengeOf(server, admin), recovery));
      expectError(await secondStep(other, await challengeOf(other, admin), recovery), 400, 'VALIDATION_FAILED', ['code']);
      // Wrong codes of one challenge add up across processes.
      const challenge = await challengeOf(server, admin);
      for (let i = 0; i < 4; i++) expectError(await secondStep(i % 2 ? server : other, challenge, '000000' === codeOf(secret) ? '111111' : '000000'), 400, 'VALIDATION_FAILED', ['code']);
      expectError(await secondStep(other, challenge, 'AAAA-AAAA-AAAA-AAAA'), 401, 'UNAUTHENTICATED');
    } finally {
      now += 15 * 60_000;
      await other.close();
    }
  });
});
