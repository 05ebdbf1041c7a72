/**
 * Limits count a request when it arrives, before anything is awaited: parallel and pipelined
 * guesses, logins for many e-mails from one address, sign-ups, wrong current passwords, contact
 * messages whose bodies arrive together, one-time codes.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ContactMessage } from '../../src/contract';
import { ADMIN, startTestServer } from '../helpers/server';
import type { TestServer } from '../helpers/server';
import { API, api } from '../helpers/api-client';
import { expectError, expectOk } from '../helpers/api-asserts';
import { createUser, login, newPassword, uniqueEmail } from '../helpers/accounts';
import { countStatuses, headsFirst, pipeline, requestFrom } from '../helpers/security-client';
import type { Answer } from '../helpers/security-client';

const OTHER_ADDRESS = '127.0.0.2';

async function withServer(overrides: Parameters<typeof startTestServer>[0], run: (server: TestServer) => Promise<void>): Promise<void> {
  const server = await startTestServer(overrides);
  try {
    await run(server);
  } finally {
    await server.close();
  }
}

function assertRetryAfter(answer: Answer, maxS: number): void {
  const value = Number(answer.headers['retry-after']);
  assert.ok(Number.isInteger(value) && value >= 1 && value <= maxS, `Retry-After within 1..${maxS}: ${String(answer.headers['retry-after'])}`);
}

const loginShot = (email: string, password: string) => ({ method: 'POST', path: `${API}/auth/login`, json: { email, password } });

describe('login lockout counted on arrival', () => {
  it('lets at most 5 of 200 parallel wrong guesses reach the password check', async () => {
    // 200 connections at once from one address: above the per-address connection cap.
    await withServer({ maxConnectionsPerAddress: 1000 }, async (server) => {
      const diver = await createUser(server);
      const answers = await Promise.all(
        Array.from({ length: 200 }, async (_, i) => {
          const res = await api(server, 'POST', '/auth/login', { json: { email: diver.email, password: `Wrong-guess-${i}` } });
          return { status: res.status, retryAfter: res.headers.get('retry-after') };
        }),
      );
      const counts = countStatuses(answers);
      assert.ok((counts[401] ?? 0) <= 5 && (counts[401] ?? 0) >= 1, `evaluated guesses: ${JSON.stringify(counts)}`);
      assert.equal((counts[401] ?? 0) + (counts[429] ?? 0), 200, JSON.stringify(counts));
      for (const answer of answers) if (answer.status === 429) assert.ok(Number(answer.retryAfter) > 0, 'every 429 carries Retry-After');
    });
  });

  it('refuses the right password sent last after 199 pipelined wrong guesses; another address is not locked out', async () => {
    await withServer({}, async (server) => {
      const diver = await createUser(server);
      const shots = Array.from({ length: 199 }, (_, i) => loginShot(diver.email, `Wrong-guess-${i}`));
      shots.push(loginShot(diver.email, diver.password));
      const answers = await pipeline(server, shots);
      const evaluated = answers.filter((a) => a.status === 401 || a.status === 200).length;
      assert.ok(evaluated <= 5, `at most 5 reached the password check: ${JSON.stringify(countStatuses(answers))}`);
      const last = answers.at(-1);
      assert.equal(last?.status, 429, 'the right password, arriving after the limit was spent, is refused');
      if (last) assertRetryAfter(last, 15 * 60);
      assert.equal((last?.json as { code?: string } | undefined)?.code, 'RATE_LIMITED');
      const elsewhere = await requestFrom(server, OTHER_ADDRESS, loginShot(diver.email, diver.password));
      assert.equal(elsewhere.status, 200, `the owner from another address signs in: ${elsewhere.text.slice(0, 200)}`);
    });
  });

  it('limits failed logins per address across e-mails (LOGIN_ADDRESS_LIMIT); successes do not count', async () => {
    await withServer({ loginAddressLimit: 10 }, async (server) => {
      for (let i = 0; i < 12; i++) await login(server);
      const answers = await pipeline(server, Array.from({ length: 30 }, () => loginShot(uniqueEmail('guess'), 'Wrong-guess-1')));
      const counts = countStatuses(answers);
      // Ten pass the limit on arrival, the rest are locked out; of the ten, those the busy hashing
      // gate refuses (429) checked no password and are given back: only the 401s stay counted.
      const checked = counts[401] ?? 0;
      assert.ok(checked >= 1 && checked <= 10, `failures evaluated: ${JSON.stringify(counts)}`);
      assert.equal(checked + (counts[429] ?? 0), 30, JSON.stringify(counts));
      for (let i = checked; i < 10; i++) expectError(await api(server, 'POST', '/auth/login', { json: { email: uniqueEmail('guess'), password: 'Wrong-guess-1' } }), 401, 'INVALID_CREDENTIALS');
      const locked = await api(server, 'POST', '/auth/login', { json: { email: ADMIN.email, password: ADMIN.password } });
      expectError(locked, 429, 'RATE_LIMITED');
      assert.ok(Number(locked.headers.get('retry-after')) > 0);
      const elsewhere = await requestFrom(server, OTHER_ADDRESS, loginShot(ADMIN.email, ADMIN.password));
      assert.equal(elsewhere.status, 200, 'another address still signs in');
    });
  });

  it('answers a locked-out client only after LOCKOUT_DELAY_MS, so a flood slows down', async () => {
    await withServer({ lockoutDelayMs: 400, loginLimit: 2 }, async (server) => {
      for (let i = 0; i < 2; i++) expectError(await api(server, 'POST', '/auth/login', { json: { email: ADMIN.email, password: `Wrong-${i}-pass` } }), 401, 'INVALID_CREDENTIALS');
      const started = performance.now();
      expectError(await api(server, 'POST', '/auth/login', { json: { email: ADMIN.email, password: 'Wrong-x-pass' } }), 429, 'RATE_LIMITED');
      assert.ok(performance.now() - started >= 390, `held ${(performance.now() - started).toFixed(0)} ms`);
    });
  });

  it('does not count a form with mistakes', async () => {
    await withServer({ loginAddressLimit: 3, loginLimit: 2 }, async (server) => {
      for (let i = 0; i < 6; i++) expectError(await api(server, 'POST', '/auth/login', { json: { email: ADMIN.email } }), 400, 'VALIDATION_FAILED');
      expectOk(await api(server, 'POST', '/auth/login', { json: { email: ADMIN.email, password: ADMIN.password } }));
    });
  });
});

describe('sign-up limit per address', () => {
  it('creates at most SIGNUP_LIMIT accounts from one address, whatever arrives together; admins and other addresses are not limited', async () => {
    await withServer({ signupLimit: 3 }, async (server) => {
      const { token: adminToken } = await login(server);
      const body = () => ({ email: uniqueEmail('signup'), password: newPassword(), firstName: 'Sig', lastName: 'Nup' });
      for (let i = 0; i < 5; i++) expectError(await api(server, 'POST', '/users/', { json: { ...body(), email: 'not-an-email' } }), 400, 'VALIDATION_FAILED');
      const answers = await pipeline(server, Array.from({ length: 20 }, () => ({ method: 'POST', path: `${API}/users/`, json: body() })));
      const counts = countStatuses(answers);
      assert.ok((counts[201] ?? 0) <= 3, `at most 3 created: ${JSON.stringify(counts)}`);
      assert.ok((counts[429] ?? 0) >= 17, JSON.stringify(counts));
      const next = await api(server, 'POST', '/users/', { json: body() });
      expectError(next, 429, 'RATE_LIMITED');
      const retryAfter = Number(next.headers.get('retry-after'));
      assert.ok(retryAfter > 0 && retryAfter <= 3600, `Retry-After ${retryAfter}`);
      expectOk(await api(server, 'POST', '/users/', { json: body(), token: adminToken }), 201);
      const elsewhere = await requestFrom(server, OTHER_ADDRESS, { method: 'POST', path: `${API}/users/`, json: body() });
      assert.equal(elsewhere.status, 201);
    });
  });
});

describe('wrong current password limit', () => {
  it('counts wrong current passwords per user on arrival and then refuses even the right one with 429', async () => {
    await withServer({}, async (server) => {
      const diver = await createUser(server);
      const shots = Array.from({ length: 20 }, (_, i) => ({
        method: 'POST', path: `${API}/auth/change-password`, token: diver.token, json: { currentPassword: `Wrong-current-${i}`, newPassword: newPassword() },
      }));
      const answers = await pipeline(server, shots);
      const counts = countStatuses(answers);
      assert.ok((counts[400] ?? 0) <= 5 && (counts[400] ?? 0) >= 1, `wrong ones evaluated: ${JSON.stringify(counts)}`);
      assert.equal((counts[400] ?? 0) + (counts[429] ?? 0), 20, JSON.stringify(counts));
      // Only the checked ones count (a refusal by the busy hashing gate gives its attempt back):
      // the rest of the limit's five wrong passwords, one at a time, are each checked.
      for (let i = counts[400] ?? 0; i < 5; i++) {
        const wrong = await api(server, 'POST', '/auth/change-password', { token: diver.token, json: { currentPassword: `Wrong-again-${i}`, newPassword: newPassword() } });
        expectError(wrong, 400, 'VALIDATION_FAILED');
      }
      const right = await api(server, 'POST', '/auth/change-password', { token: diver.token, json: { currentPassword: diver.password, newPassword: newPassword() } });
      expectError(right, 429, 'RATE_LIMITED');
      assert.ok(Number(right.headers.get('retry-after')) > 0 && Number(right.headers.get('retry-after')) <= 15 * 60);
      await login(server, diver.email, diver.password);
      const other = await createUser(server);
      expectError(await api(server, 'POST', '/auth/change-password', { token: other.token, json: { currentPassword: 'Wrong-current-x', newPassword: newPassword() } }), 400, 'VALIDATION_FAILED');
    });
  });
});

describe('contact limit counted before the body', () => {
  it('accepts 10 of 100 messages whose bodies arrive together and stores only those', async () => {
    await withServer({ maxConnectionsPerAddress: 1000 }, async (server) => {
      const { token } = await login(server);
      const before = expectOk(await api<ContactMessage[]>(server, 'GET', '/contact/', { token })).length;
      const subject = `Together ${uniqueEmail()}`;
      const answers = await headsFirst(server, { method: 'POST', path: `${API}/contact/`, json: { name: 'Ann', email: 'ann@example.test', subject, message: 'Hello' } }, 100);
      const counts = countStatuses(answers);
      assert.deepEqual(counts, { 201: 10, 429: 90 });
      for (const answer of answers) if (answer.status === 429) assertRetryAfter(answer, 60);
      const after = expectOk(await api<ContactMessage[]>(server, 'GET', '/contact/', { token }));
      assert.equal(after.length, before + 10);
      assert.equal(after.filter((m) => m.subject === subject).length, 10);
    });
  });
});

describe('one-time code limits counted on arrival', () => {
  it('evaluates at most OTP_VERIFY_LIMIT wrong codes of many pipelined ones', async () => {
    await withServer({ otpVerifyLimit: 4 }, async (server) => {
      const shots = Array.from({ length: 30 }, (_, i) => ({ method: 'POST', path: `${API}/auth/verify-otp`, json: { email: uniqueEmail('otp'), otp: String(100000 + i) } }));
      const counts = countStatuses(await pipeline(server, shots));
      assert.deepEqual(counts, { 400: 4, 429: 26 });
    });
  });

  it('sends at most OTP_ADDRESS_LIMIT codes from one address', async () => {
    await withServer({ otpAddressLimit: 3 }, async (server) => {
      const shots = Array.from({ length: 10 }, () => ({ method: 'POST', path: `${API}/auth/send-otp`, json: { email: uniqueEmail('otp') } }));
      assert.deepEqual(countStatuses(await pipeline(server, shots)), { 200: 3, 429: 7 });
    });
  });
});
