/**
 * Login limits count checked passwords only. A login the hashing gate refuses (429, the gate is
 * full) checked nothing, so it counts neither for its account nor for its address: a flood from
 * one address (an office behind one NAT) that the gate refuses locks no one out, while wrong
 * passwords still count as before. The test holds the gate's only place itself, so which logins
 * the gate refuses does not depend on how fast the machine hashes.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createWorkGate } from '../../server/auth/hash-gate';
import type { WorkGate } from '../../server/auth/hash-gate';
import type { ServerConfig } from '../../server/app';
import { ADMIN, startTestServer } from '../helpers/server';
import type { TestServer } from '../helpers/server';
import { API } from '../helpers/api-client';
import { uniqueEmail } from '../helpers/accounts';
import { countStatuses, headsFirstEach, requestFrom } from '../helpers/security-client';
import type { Shot } from '../helpers/security-client';

/** The address the test's requests come from, as the server keys it. */
const ADDRESS = '127.0.0.1';
const WRONG = 'Wrong-password-1';

const loginShot = (email: string, password: string): Shot => ({ method: 'POST', path: `${API}/auth/login`, json: { email, password } });

/** One login from `ADDRESS`; answers its status. */
async function loginStatus(server: TestServer, email: string, password: string): Promise<number> {
  return (await requestFrom(server, ADDRESS, loginShot(email, password))).status;
}

/**
 * A server whose hashing gate runs one hash at a time and queues none, and a way to keep that one
 * place taken: `hold()` takes it for `ADDRESS` until the returned function is called.
 */
async function startGated(overrides: Partial<ServerConfig>): Promise<{ server: TestServer; hold: () => () => Promise<void> }> {
  const gate: WorkGate = createWorkGate({ concurrency: 1, queue: 0, perKey: 1 });
  // No delay before a locked-out login's 429: the flood's answers come at once.
  const server = await startTestServer({ lockoutDelayMs: 0, ...overrides }, { hashing: gate });
  const hold = (): (() => Promise<void>) => {
    let release: () => void = () => undefined;
    const held = gate.run(ADDRESS, () => new Promise<void>((resolve) => (release = resolve)));
    assert.deepEqual(gate.load(), { running: 1, waiting: 0 });
    return async () => {
      release();
      await held;
    };
  };
  return { server, hold };
}

/** `unknown` logins with fresh e-mails and `admin` wrong admin passwords, sent together while the gate is full: all refused. */
async function refusedFlood(server: TestServer, hold: () => () => Promise<void>, unknown: number, admin: number): Promise<void> {
  const release = hold();
  try {
    const shots = [
      ...Array.from({ length: unknown }, () => loginShot(uniqueEmail('flood'), WRONG)),
      ...Array.from({ length: admin }, () => loginShot(ADMIN.email, WRONG)),
    ];
    const answers = await headsFirstEach(server, shots);
    assert.deepEqual(countStatuses(answers), { 429: unknown + admin }, 'the gate checked no password of the flood');
    assert.ok(answers.some((a) => /busy/.test((a.json as { message?: string }).message ?? '')), 'the gate refused some as busy');
  } finally {
    await release();
  }
}

describe('a login flood the hashing gate refuses', () => {
  it('counts as no failed login: the right password from the flooded address then signs in', async () => {
    // The default limits: 5 per e-mail and address, 50 per address; the flood exceeds both.
    const { server, hold } = await startGated({});
    try {
      await refusedFlood(server, hold, 50, 10);
      assert.equal(await loginStatus(server, ADMIN.email, ADMIN.password), 200, 'the admin signs in from the flooded address');
    } finally {
      await server.close();
    }
  });

  it('leaves wrong passwords counted per account and per address, as before the flood', async () => {
    const { server, hold } = await startGated({ loginLimit: 5, loginAddressLimit: 6 });
    try {
      await refusedFlood(server, hold, 30, 10);
      for (let i = 0; i < 5; i++) assert.equal(await loginStatus(server, ADMIN.email, WRONG), 401, `wrong admin password ${i + 1}`);
      assert.equal(await loginStatus(server, ADMIN.email, ADMIN.password), 429, 'five wrong passwords lock the account at this address');
      assert.equal(await loginStatus(server, uniqueEmail('other'), WRONG), 401, 'the address’s sixth wrong password is checked');
      assert.equal(await loginStatus(server, uniqueEmail('other'), WRONG), 429, 'six wrong passwords lock the address');
    } finally {
      await server.close();
    }
  });
});

describe('a password change the hashing gate refuses', () => {
  it('counts as no wrong current password: the change then goes through', async () => {
    // The default limit: 5 wrong current passwords per user; the refused ones exceed it.
    const { server, hold } = await startGated({});
    try {
      const signedIn = await requestFrom(server, ADDRESS, loginShot(ADMIN.email, ADMIN.password));
      const token = (signedIn.json as { data: { accessToken: string } }).data.accessToken;
      const change = (newPassword: string): Shot => ({ method: 'POST', path: `${API}/auth/change-password`, token, json: { currentPassword: ADMIN.password, newPassword } });
      const release = hold();
      try {
        const answers = await headsFirstEach(server, Array.from({ length: 8 }, () => change('Never-applied-42')));
        assert.deepEqual(countStatuses(answers), { 429: 8 }, 'the gate checked no current password');
      } finally {
        await release();
      }
      assert.equal((await requestFrom(server, ADDRESS, change('Changed-after-42'))).status, 200, 'the right current password changes it');
    } finally {
      await server.close();
    }
  });
});
