import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { OutboxMessage, User } from '../../src/contract';
import { ADMIN, removeDir, startTestServer } from '../helpers/server';
import type { TestServer } from '../helpers/server';
import { sleep } from '../helpers/clock';
import { api } from '../helpers/api-client';
import { assertUserShape, expectError, expectInvalid, expectOk, isIsoDateTime } from '../helpers/api-asserts';
import { createUser, decodeClaims, login, newPassword, readOtp, signToken, uniqueEmail } from '../helpers/accounts';
import { rememberSecret } from '../helpers/secret-leaks';
import { walkedRoutes } from '../helpers/route-walk';
import { hashPassword, verifyPassword } from '../../server/auth/password';
import { ConfigError, loadConfig } from '../../server/config';

let server: TestServer;
let adminToken: string;

/** How far the shared server's clock runs ahead of the machine's: a test moves it instead of waiting. */
let clockAheadMs = 0;

before(async () => {
  server = await startTestServer({}, { now: () => Date.now() + clockAheadMs });
  adminToken = (await login(server)).token;
});
after(() => server.close());

describe('POST /auth/login', () => {
  it('answers an access token and the user for the seeded admin', async () => {
    const res = await api<{ accessToken: string; user: User }>(server, 'POST', '/auth/login', { json: { email: ADMIN.email, password: ADMIN.password } });
    const data = expectOk(res);
    assert.deepEqual(Object.keys(data).sort(), ['accessToken', 'user']);
    assertUserShape(data.user);
    assert.equal(data.user.email, ADMIN.email);
    assert.equal(data.user.role, 'admin');
    assert.ok(isIsoDateTime(data.user.lastLoginAt), 'lastLoginAt is set by the login');
    const parts = data.accessToken.split('.');
    assert.equal(parts.length, 3);
    const header = JSON.parse(Buffer.from(parts[0] ?? '', 'base64url').toString()) as { alg: string };
    assert.equal(header.alg, 'HS256');
    const claims = decodeClaims(data.accessToken);
    assert.equal(claims.sub, data.user.id);
    assert.equal(claims.email, ADMIN.email);
    assert.equal(claims.role, 'admin');
    assert.equal(claims.firstName, data.user.firstName);
    assert.equal(claims.lastName, data.user.lastName);
    assert.equal(claims.exp - claims.iat, 900, 'the default lifetime is 15 minutes');
    assert.ok(Math.abs(claims.iat - Date.now() / 1000) < 60);
  });

  it('trims the e-mail before looking it up', async () => {
    const res = await api(server, 'POST', '/auth/login', { json: { email: `  ${ADMIN.email}  `, password: ADMIN.password } });
    expectOk(res);
  });

  it('lets a diver log in too (any active user)', async () => {
    const diver = await createUser(server);
    assert.equal(decodeClaims(diver.token).role, 'diver');
    assert.equal(decodeClaims(diver.token).sub, diver.user.id);
  });

  it('answers the same 401 INVALID_CREDENTIALS for a wrong password and an unknown e-mail', async () => {
    const diver = await createUser(server);
    const wrong = await api(server, 'POST', '/auth/login', { json: { email: diver.email, password: 'Wrong-password-1' } });
    expectError(wrong, 401, 'INVALID_CREDENTIALS');
    const unknown = await api(server, 'POST', '/auth/login', { json: { email: uniqueEmail('nobody'), password: 'Wrong-password-1' } });
    expectError(unknown, 401, 'INVALID_CREDENTIALS');
    assert.equal(wrong.body.message, unknown.body.message, 'no account discovery through the message');
  });

  it('refuses a missing e-mail and password with their field errors', async () => {
    expectInvalid(await api(server, 'POST', '/auth/login', { json: {} }), 'email', 'password');
    expectInvalid(await api(server, 'POST', '/auth/login', { json: { email: ADMIN.email } }), 'password');
    expectInvalid(await api(server, 'POST', '/auth/login', { json: { password: 'Something-1' } }), 'email');
    expectInvalid(await api(server, 'POST', '/auth/login', { json: { email: 42, password: ['x'] } }), 'email', 'password');
    expectInvalid(await api(server, 'POST', '/auth/login', { json: { email: '   ', password: 'Something-1' } }), 'email');
  });

  it('refuses bad JSON, a non-object and another content type', async () => {
    expectError(await api(server, 'POST', '/auth/login', { body: '{"email":', headers: { 'content-type': 'application/json' } }), 400, 'INVALID_JSON');
    expectError(await api(server, 'POST', '/auth/login', { json: [ADMIN.email, ADMIN.password] }), 400, 'INVALID_JSON');
    expectError(await api(server, 'POST', '/auth/login', { json: null }), 400, 'INVALID_JSON');
    const form = await api(server, 'POST', '/auth/login', {
      body: `email=${ADMIN.email}&password=${ADMIN.password}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectError(form, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers 429 with Retry-After after 5 failures for one e-mail, even for the right password', async () => {
    const diver = await createUser(server);
    for (let i = 0; i < 5; i++) {
      expectError(await api(server, 'POST', '/auth/login', { json: { email: diver.email, password: `Wrong-pass-${i}` } }), 401, 'INVALID_CREDENTIALS');
    }
    const limited = await api(server, 'POST', '/auth/login', { json: { email: diver.email, password: diver.password } });
    expectError(limited, 429, 'RATE_LIMITED');
    const retryAfter = Number(limited.headers.get('retry-after'));
    assert.ok(Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= 15 * 60, `Retry-After in seconds, got ${String(limited.headers.get('retry-after'))}`);
    // Another e-mail from the same address is not affected.
    const other = await createUser(server);
    expectOk(await api(server, 'POST', '/auth/login', { json: { email: other.email, password: other.password } }));
  });

  it('counts failures for an unknown e-mail too (429 on the sixth attempt)', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 0; i < 5; i++) {
      expectError(await api(server, 'POST', '/auth/login', { json: { email, password: `Wrong-pass-${i}` } }), 401, 'INVALID_CREDENTIALS');
    }
    const limited = await api(server, 'POST', '/auth/login', { json: { email, password: 'Wrong-pass-x' } });
    expectError(limited, 429, 'RATE_LIMITED');
    assert.ok(Number(limited.headers.get('retry-after')) > 0);
  });
});

describe('GET /auth/refresh', () => {
  it('answers the spec shape { success, accessToken } with a later exp for the same user', async () => {
    const diver = await createUser(server);
    const before = decodeClaims(diver.token);
    clockAheadMs += 1100; // a second later, so the fresh token's exp differs
    const res = await api(server, 'GET', '/auth/refresh', { token: diver.token });
    assert.equal(res.status, 200);
    assert.deepEqual(Object.keys(res.body).sort(), ['accessToken', 'success']);
    assert.equal(res.body.success, true);
    const fresh = res.body.accessToken ?? '';
    const claims = decodeClaims(fresh);
    assert.equal(claims.sub, before.sub);
    assert.equal(claims.role, 'diver');
    assert.ok(claims.exp > before.exp, 'the fresh token expires later');
    assert.equal(claims.exp - claims.iat, 900);
    expectOk(await api(server, 'GET', `/users/${diver.user.id}`, { token: fresh }));
  });

  it('answers 401 UNAUTHENTICATED without a token or with a bad one', async () => {
    expectError(await api(server, 'GET', '/auth/refresh'), 401, 'UNAUTHENTICATED');
    expectError(await api(server, 'GET', '/auth/refresh', { token: 'not.a.token' }), 401, 'UNAUTHENTICATED');
    const forged = signToken({ ...decodeClaims(adminToken) }, 'a-wrong-secret-that-is-long-enough-for-hs256');
    expectError(await api(server, 'GET', '/auth/refresh', { token: forged }), 401, 'UNAUTHENTICATED');
  });
});

/**
 * Every route that needs a signed-in caller, from the router's own table (test/server/access.test.ts
 * walks them with every role; here, with tokens that are no good at all).
 */
const PROTECTED = walkedRoutes().filter((route) => route.access !== 'public');

/** Asserts 401 UNAUTHENTICATED on every protected route (and the upload) for `authorization`. */
async function assertAllUnauthenticated(target: TestServer, authorization: string, label: string): Promise<void> {
  assert.ok(PROTECTED.length > 40, `${PROTECTED.length} routes`);
  for (const { method, path, json } of PROTECTED) {
    const res = await api(target, method, path, { json, headers: { authorization } });
    assert.equal(res.status, 401, `${label}: ${method} ${path} → ${res.status} ${res.text.slice(0, 120)}`);
    expectError(res, 401, 'UNAUTHENTICATED');
  }
  const headers: Record<string, string> = { 'content-type': 'image/png', authorization };
  expectError(await api(target, 'POST', '/uploads', { body: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), headers }), 401, 'UNAUTHENTICATED');
}

describe('tokens', () => {
  // Without a token at all: test/server/access.test.ts, with every other caller.
  it('answers 401 on every protected route for a token signed with another secret', async () => {
    const forged = signToken(decodeClaims(adminToken), 'another-secret-another-secret-5678');
    await assertAllUnauthenticated(server, `Bearer ${forged}`, 'forged');
  });

  const forgeries = (): Record<string, string> => {
    const claims = decodeClaims(adminToken);
    const [header = '', , signature = ''] = adminToken.split('.');
    const now = Math.floor(Date.now() / 1000);
    const payload = (c: object): string => Buffer.from(JSON.stringify(c)).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    return {
      'a wrong signature': signToken(claims, 'another-secret-another-secret-1234'),
      'a payload changed under the old signature': `${header}.${payload({ ...claims, exp: now + 86_400 })}.${signature}`,
      'alg none': `${none}.${payload(claims)}.`,
      'no signature': `${header}.${payload(claims)}`,
      garbage: 'garbage',
      'an empty bearer': '',
      'a past exp with a wrong signature': signToken({ ...claims, exp: now - 10 }, 'x'),
    };
  };

  it('answers 401 UNAUTHENTICATED for every forged or broken token on an admin route', async () => {
    for (const [name, token] of Object.entries(forgeries())) {
      const res = await api(server, 'GET', '/users/', { headers: { authorization: `Bearer ${token}` } });
      assert.equal(res.status, 401, `${name}: ${res.status}`);
      expectError(res, 401, 'UNAUTHENTICATED');
    }
  });

  it('answers 401 for another scheme or a bare token', async () => {
    expectError(await api(server, 'GET', '/users/', { headers: { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` } }), 401, 'UNAUTHENTICATED');
    expectError(await api(server, 'GET', '/users/', { headers: { authorization: adminToken } }), 401, 'UNAUTHENTICATED');
  });

  it('turns a diver token with role changed to admin into a 401, not access', async () => {
    const diver = await createUser(server);
    const [header = '', , signature = ''] = diver.token.split('.');
    const escalated = Buffer.from(JSON.stringify({ ...decodeClaims(diver.token), role: 'admin' })).toString('base64url');
    expectError(await api(server, 'GET', '/users/', { token: `${header}.${escalated}.${signature}` }), 401, 'UNAUTHENTICATED');
    expectError(await api(server, 'GET', '/users/', { token: diver.token }), 403, 'FORBIDDEN');
  });

  it('answers 401 once a token has expired (TOKEN_TTL_S = 1)', async () => {
    let aheadMs = 0;
    const short = await startTestServer({ demo: false, tokenTtlS: 1 }, { now: () => Date.now() + aheadMs });
    try {
      const { token } = await login(short);
      const claims = decodeClaims(token);
      assert.equal(claims.exp - claims.iat, 1);
      expectOk(await api(short, 'GET', '/users/', { token }));
      aheadMs = 2100; // past the one-second lifetime
      await assertAllUnauthenticated(short, `Bearer ${token}`, 'expired');
    } finally {
      await short.close();
    }
  });
});

describe('blocked users', () => {
  it('answer 401 on login and on every call; once unblocked they sign in again, but earlier tokens stay ended', async () => {
    const diver = await createUser(server);
    const block = await api<User>(server, 'PUT', `/users/${diver.user.id}`, { token: adminToken, json: { status: 'blocked' } });
    assert.equal(expectOk(block).status, 'blocked');

    expectError(await api(server, 'GET', `/users/${diver.user.id}`, { token: diver.token }), 401, 'UNAUTHENTICATED');
    expectError(await api(server, 'GET', '/auth/refresh', { token: diver.token }), 401, 'UNAUTHENTICATED');
    expectError(await api(server, 'PUT', `/auth/edit-profile/${diver.user.id}`, { token: diver.token, json: { firstName: 'X' } }), 401, 'UNAUTHENTICATED');
    expectError(
      await api(server, 'POST', '/auth/change-password', { token: diver.token, json: { currentPassword: diver.password, newPassword: newPassword() } }),
      401,
      'UNAUTHENTICATED',
    );
    expectError(await api(server, 'POST', '/auth/login', { json: { email: diver.email, password: diver.password } }), 401, 'UNAUTHENTICATED');

    expectOk(await api(server, 'PUT', `/users/${diver.user.id}`, { token: adminToken, json: { status: 'active' } }));
    expectError(await api(server, 'GET', `/users/${diver.user.id}`, { token: diver.token }), 401, 'UNAUTHENTICATED');
    expectError(await api(server, 'GET', '/auth/refresh', { token: diver.token }), 401, 'UNAUTHENTICATED');
    const again = await login(server, diver.email, diver.password);
    expectOk(await api(server, 'GET', `/users/${diver.user.id}`, { token: again.token }));
  });

  it('blocks an admin token the same way', async () => {
    const other = await createUser(server, { role: 'admin', adminToken });
    expectOk(await api(server, 'GET', '/users/', { token: other.token }));
    expectOk(await api(server, 'PUT', `/users/${other.user.id}`, { token: adminToken, json: { status: 'blocked' } }));
    expectError(await api(server, 'GET', '/users/', { token: other.token }), 401, 'UNAUTHENTICATED');
    expectError(await api(server, 'POST', '/news/', { token: other.token, json: { title: 't', summary: 's', content: 'c', status: 'draft' } }), 401, 'UNAUTHENTICATED');
  });
});

describe('forgot password through the outbox', () => {
  it('sends a code, exchanges it for a reset token, resets the password, and the new one logs in', async () => {
    const diver = await createUser(server);
    const sent = await api(server, 'POST', '/auth/send-otp', { json: { email: diver.email } });
    assert.deepEqual(expectOk(sent), { sent: true });

    const { code, message } = await readOtp(server, diver.email);
    assert.equal(message.to, diver.email);
    assert.ok(isIsoDateTime(message.sentAt));
    assert.equal(typeof message.subject, 'string');

    expectError(await api(server, 'POST', '/auth/verify-otp', { json: { email: diver.email, otp: code === '000000' ? '111111' : '000000' } }), 400, 'INVALID_OTP');
    const verified = await api<{ resetToken: string }>(server, 'POST', '/auth/verify-otp', { json: { email: diver.email, otp: code } });
    const { resetToken } = expectOk(verified);
    assert.deepEqual(Object.keys(verified.body.data), ['resetToken']);
    assert.equal(typeof resetToken, 'string');
    assert.ok(resetToken.length >= 16, 'the reset token is long enough to be unguessable');
    rememberSecret('resetToken', resetToken);

    const fresh = newPassword();
    const reset = await api(server, 'POST', '/auth/reset-password', { json: { email: diver.email, resetToken, password: fresh } });
    assert.deepEqual(expectOk(reset), { reset: true });

    expectError(await api(server, 'POST', '/auth/login', { json: { email: diver.email, password: diver.password } }), 401, 'INVALID_CREDENTIALS');
    await login(server, diver.email, fresh);

    // The reset token is single use, and the code is used up.
    expectError(await api(server, 'POST', '/auth/reset-password', { json: { email: diver.email, resetToken, password: newPassword() } }), 400, 'INVALID_OTP');
    expectError(await api(server, 'POST', '/auth/verify-otp', { json: { email: diver.email, otp: code } }), 400, 'INVALID_OTP');
    await login(server, diver.email, fresh);
  });

  it('answers { sent: true } for an unknown e-mail and mails nothing', async () => {
    const email = uniqueEmail('unknown');
    assert.deepEqual(expectOk(await api(server, 'POST', '/auth/send-otp', { json: { email } })), { sent: true });
    const outbox = expectOk(await api<OutboxMessage[]>(server, 'GET', '/dev/outbox'));
    assert.ok(!outbox.some((m) => m.to.toLowerCase() === email.toLowerCase()));
  });

  it('lists the outbox newest first', async () => {
    const a = await createUser(server);
    const b = await createUser(server);
    expectOk(await api(server, 'POST', '/auth/send-otp', { json: { email: a.email } }));
    await sleep(5);
    expectOk(await api(server, 'POST', '/auth/send-otp', { json: { email: b.email } }));
    const outbox = expectOk(await api<OutboxMessage[]>(server, 'GET', '/dev/outbox'));
    assert.equal(outbox[0]?.to, b.email);
    assert.equal(outbox[1]?.to, a.email);
    for (let i = 1; i < outbox.length; i++) assert.ok((outbox[i - 1]?.sentAt ?? '') >= (outbox[i]?.sentAt ?? ''));
  });

  it('burns the code after 5 wrong tries; a new code works', async () => {
    const diver = await createUser(server);
    expectOk(await api(server, 'POST', '/auth/send-otp', { json: { email: diver.email } }));
    const { code } = await readOtp(server, diver.email);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      expectError(await api(server, 'POST', '/auth/verify-otp', { json: { email: diver.email, otp: wrong } }), 400, 'INVALID_OTP');
    }
    expectError(await api(server, 'POST', '/auth/verify-otp', { json: { email: diver.email, otp: code } }), 400, 'INVALID_OTP');

    expectOk(await api(server, 'POST', '/auth/send-otp', { json: { email: diver.email } }));
    const second = await readOtp(server, diver.email);
    const verified = expectOk(await api<{ resetToken: string }>(server, 'POST', '/auth/verify-otp', { json: { email: diver.email, otp: second.code } }));
    rememberSecret('resetToken', verified.resetToken);
  });

  it("does not accept one user's reset token for another e-mail", async () => {
    const a = await createUser(server);
    const b = await createUser(server);
    expectOk(await api(server, 'POST', '/auth/send-otp', { json: { email: a.email } }));
    const { code } = await readOtp(server, a.email);
    expectError(await api(server, 'POST', '/auth/verify-otp', { json: { email: b.email, otp: code } }), 400, 'INVALID_OTP');
    const { resetToken } = expectOk(await api<{ resetToken: string }>(server, 'POST', '/auth/verify-otp', { json: { email: a.email, otp: code } }));
    rememberSecret('resetToken', resetToken);
    expectError(await api(server, 'POST', '/auth/reset-password', { json: { email: b.email, resetToken, password: newPassword() } }), 400, 'INVALID_OTP');
    await login(server, b.email, b.password);
    expectError(await api(server, 'POST', '/auth/reset-password', { json: { email: a.email, resetToken: 'made-up-token-made-up-token', password: newPassword() } }), 400, 'INVALID_OTP');
  });

  it('validates send-otp, verify-otp and reset-password bodies', async () => {
    expectInvalid(await api(server, 'POST', '/auth/send-otp', { json: {} }), 'email');
    expectInvalid(await api(server, 'POST', '/auth/send-otp', { json: { email: 'not-an-email' } }), 'email');
    expectInvalid(await api(server, 'POST', '/auth/send-otp', { json: { email: `${'a'.repeat(250)}@x.io` } }), 'email');
    expectInvalid(await api(server, 'POST', '/auth/verify-otp', { json: {} }), 'email', 'otp');
    expectInvalid(await api(server, 'POST', '/auth/verify-otp', { json: { email: 'bad', otp: '123456' } }), 'email');
    expectInvalid(await api(server, 'POST', '/auth/verify-otp', { json: { email: uniqueEmail(), otp: 123456 } }), 'otp');
    expectInvalid(await api(server, 'POST', '/auth/reset-password', { json: {} }), 'email', 'resetToken', 'password');
    const email = uniqueEmail();
    expectInvalid(await api(server, 'POST', '/auth/reset-password', { json: { email, resetToken: 'x'.repeat(40), password: 'Short-7' } }), 'password');
    expectInvalid(await api(server, 'POST', '/auth/reset-password', { json: { email, resetToken: 'x'.repeat(40), password: `A1-${'p'.repeat(126)}` } }), 'password');
    expectError(await api(server, 'POST', '/auth/send-otp', { body: 'email=a@b.co', headers: { 'content-type': 'text/plain' } }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectError(await api(server, 'POST', '/auth/verify-otp', { body: '{', headers: { 'content-type': 'application/json' } }), 400, 'INVALID_JSON');
  });
});

describe('POST /auth/change-password', () => {
  it('changes the password of the signed-in user', async () => {
    const diver = await createUser(server);
    const next = newPassword();
    const res = await api<{ changed: true; accessToken: string }>(server, 'POST', '/auth/change-password', { token: diver.token, json: { currentPassword: diver.password, newPassword: next } });
    const data = expectOk(res);
    assert.deepEqual(Object.keys(data).sort(), ['accessToken', 'changed']);
    assert.equal(data.changed, true);
    assert.equal(decodeClaims(data.accessToken).sub, diver.user.id, 'the answer carries the caller’s new session');
    expectOk(await api(server, 'GET', `/users/${diver.user.id}`, { token: data.accessToken }));
    expectError(await api(server, 'POST', '/auth/login', { json: { email: diver.email, password: diver.password } }), 401, 'INVALID_CREDENTIALS');
    await login(server, diver.email, next);
  });

  it('answers 400 VALIDATION_FAILED on currentPassword for a wrong current password and keeps the old one', async () => {
    const diver = await createUser(server);
    const res = await api(server, 'POST', '/auth/change-password', { token: diver.token, json: { currentPassword: 'Not-the-password-1', newPassword: newPassword() } });
    expectInvalid(res, 'currentPassword');
    await login(server, diver.email, diver.password);
  });

  it('validates the new password length and the required fields', async () => {
    const diver = await createUser(server);
    expectInvalid(await api(server, 'POST', '/auth/change-password', { token: diver.token, json: { currentPassword: diver.password, newPassword: 'Abc-123' } }), 'newPassword');
    expectInvalid(
      await api(server, 'POST', '/auth/change-password', { token: diver.token, json: { currentPassword: diver.password, newPassword: `B2-${'q'.repeat(126)}` } }),
      'newPassword',
    );
    expectInvalid(await api(server, 'POST', '/auth/change-password', { token: diver.token, json: {} }), 'currentPassword', 'newPassword');
    await login(server, diver.email, diver.password);
  });

  it('answers 401 without a token', async () => {
    expectError(await api(server, 'POST', '/auth/change-password', { json: { currentPassword: 'Whatever-12', newPassword: 'Whatever-34' } }), 401, 'UNAUTHENTICATED');
  });
});

describe('time limits (server clock moved forward in-process)', () => {
  const realNow = Date.now;
  const travel = (ms: number): void => {
    Date.now = () => realNow.call(Date) + ms;
  };
  const restore = (): void => {
    Date.now = realNow;
  };

  it('expires a one-time code after 10 minutes and a reset token after 15', async () => {
    const clock = await startTestServer({ demo: true });
    try {
      const { token } = await login(clock);
      const diver = await createUser(clock, { adminToken: token });
      expectOk(await api(clock, 'POST', '/auth/send-otp', { json: { email: diver.email } }));
      const first = await readOtp(clock, diver.email);
      travel(10 * 60_000 + 2_000);
      expectError(await api(clock, 'POST', '/auth/verify-otp', { json: { email: diver.email, otp: first.code } }), 400, 'INVALID_OTP');
      restore();

      expectOk(await api(clock, 'POST', '/auth/send-otp', { json: { email: diver.email } }));
      const second = await readOtp(clock, diver.email);
      travel(9 * 60_000);
      const { resetToken } = expectOk(await api<{ resetToken: string }>(clock, 'POST', '/auth/verify-otp', { json: { email: diver.email, otp: second.code } }));
      rememberSecret('resetToken', resetToken);
      travel(9 * 60_000 + 15 * 60_000 + 2_000);
      expectError(await api(clock, 'POST', '/auth/reset-password', { json: { email: diver.email, resetToken, password: newPassword() } }), 400, 'INVALID_OTP');
      restore();
      await login(clock, diver.email, diver.password);
    } finally {
      restore();
      await clock.close();
    }
  });

  it('lets the e-mail log in again once Retry-After has passed', async () => {
    const clock = await startTestServer({ demo: false });
    try {
      for (let i = 0; i < 5; i++) await api(clock, 'POST', '/auth/login', { json: { email: ADMIN.email, password: `Wrong-pass-${i}` } });
      const limited = await api(clock, 'POST', '/auth/login', { json: { email: ADMIN.email, password: ADMIN.password } });
      expectError(limited, 429, 'RATE_LIMITED');
      const wait = Number(limited.headers.get('retry-after'));
      assert.ok(wait > 0);
      travel((wait - 30) * 1000);
      if (wait > 30) expectError(await api(clock, 'POST', '/auth/login', { json: { email: ADMIN.email, password: ADMIN.password } }), 429, 'RATE_LIMITED');
      travel((wait + 1) * 1000);
      expectOk(await api(clock, 'POST', '/auth/login', { json: { email: ADMIN.email, password: ADMIN.password } }));
    } finally {
      restore();
      await clock.close();
    }
  });

  it('expires an access token after its lifetime', async () => {
    const { token } = await login(server);
    try {
      travel(901_000);
      expectError(await api(server, 'GET', '/users/', { token }), 401, 'UNAUTHENTICATED');
    } finally {
      restore();
    }
    expectOk(await api(server, 'GET', '/users/', { token }));
  });
});

describe('HASH_COST', () => {
  it('is scrypt N as a power of two, 14 by default, from 10 to 20', () => {
    assert.equal(loadConfig({}).hashCost, 14);
    assert.equal(loadConfig({ HASH_COST: '12' }).hashCost, 12);
    for (const value of ['9', '21', 'x', '12.5']) assert.throws(() => loadConfig({ HASH_COST: value }), ConfigError, value);
  });

  it('makes new hashes at its cost; a hash keeps the cost it was made with', async () => {
    const cheap = await hashPassword('Reef-walk-42', 11);
    assert.match(cheap, /^scrypt\$2048\$8\$1\$/);
    assert.match(await hashPassword('Reef-walk-42'), /^scrypt\$16384\$8\$1\$/);
    assert.equal(await verifyPassword('Reef-walk-42', cheap, 14), true, 'verified at its own cost, whatever the setting');
    assert.equal(await verifyPassword('Reef-walk-43', cheap, 14), false);
    assert.equal(await verifyPassword('Reef-walk-42', null, 11), false, 'no hash: a dummy run at the cost, then no');
  });

  it('lets an account made at one cost sign in after a restart at another', async () => {
    const first = await startTestServer({ hashCost: 11 }, { keepData: true });
    const diver = await createUser(first);
    await first.close();
    const second = await startTestServer({ hashCost: 12, dataDir: first.dataDir, databaseUrl: first.config.databaseUrl });
    try {
      assert.equal((await login(second, diver.email, diver.password)).user.email, diver.email);
    } finally {
      await second.close();
      removeDir(first.dataDir);
    }
  });
});
