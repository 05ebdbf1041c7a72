/**
 * Always one active admin: an admin cannot block or demote themself (403), and a block or demotion
 * that would leave no active admin is refused (409), decided inside the store's transaction, so
 * two admins acting on each other at the same moment cannot both pass.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { User } from '../../src/contract';
import { startTestServer } from '../helpers/server';
import type { TestServer } from '../helpers/server';
import { API, api } from '../helpers/api-client';
import { expectError, expectOk } from '../helpers/api-asserts';
import { createUser, login } from '../helpers/accounts';
import type { CreatedUser } from '../helpers/accounts';
import { countStatuses, headsFirstEach } from '../helpers/security-client';
import type { Answer, Shot } from '../helpers/security-client';

async function withServer(run: (server: TestServer, first: { token: string; user: User }) => Promise<void>): Promise<void> {
  // Without demo data: the seeded admin is the only one.
  const server = await startTestServer({ demo: false });
  try {
    await run(server, await login(server));
  } finally {
    await server.close();
  }
}

const put = (user: User, token: string, json: object): Shot => ({ method: 'PUT', path: `${API}/users/${user.id}`, token, json });

async function activeAdmins(server: TestServer, token: string): Promise<User[]> {
  const users = expectOk(await api<User[]>(server, 'GET', '/users/', { token }));
  return users.filter((u) => u.role === 'admin' && u.status === 'active');
}

describe('an admin acting on themself', () => {
  it('cannot block or demote themself: 403 FORBIDDEN with a clear message, nothing changes', async () => {
    await withServer(async (server, admin) => {
      const other = await createUser(server, { role: 'admin', adminToken: admin.token });
      for (const [json, message] of [
        [{ status: 'blocked' }, /cannot block yourself/],
        [{ role: 'diver' }, /cannot remove your own admin role/],
        [{ role: 'diveMaster', firstName: 'X' }, /cannot remove your own admin role/],
      ] as const) {
        const res = await api(server, 'PUT', `/users/${other.user.id}`, { token: other.token, json });
        expectError(res, 403, 'FORBIDDEN');
        assert.match(res.body.message ?? '', message);
      }
      const me = expectOk(await api<User>(server, 'GET', `/users/${other.user.id}`, { token: other.token }));
      assert.equal(me.role, 'admin');
      assert.equal(me.status, 'active');
      assert.equal(me.firstName, other.user.firstName);
      // Setting their own status to active or role to admin changes nothing and is allowed.
      expectOk(await api(server, 'PUT', `/users/${other.user.id}`, { token: other.token, json: { status: 'active', role: 'admin' } }));
    });
  });
});

/**
 * The loser of two admins acting on each other at once: refused with 409 CONFLICT by the last-admin
 * rule when both passed the sign-in check first, or, when the winner committed before the loser's
 * request was even authorized (a database store reads over a socket, so this order happens), with
 * 401 (blocked: the session ended) or 403 (demoted: no longer an admin). Either way it changed nothing.
 */
function assertLoser(answers: readonly (Answer | undefined)[], late: 401 | 403): void {
  const statuses = answers.map((a) => a?.status);
  assert.equal(statuses.filter((s) => s === 200).length, 1, `one 200: ${statuses.join(', ')}`);
  const refused = answers.find((a) => a !== undefined && a.status !== 200);
  assert.ok(refused && [409, late].includes(refused.status), `the other 409 or ${late}: ${statuses.join(', ')}`);
  if (refused.status === 409) {
    assert.equal((refused.json as { code?: string }).code, 'CONFLICT');
    assert.match((refused.json as { message?: string }).message ?? '', /no active administrator/);
  }
}

describe('the last active admin', () => {
  it('is kept when two admins block each other at the same moment: one 200, one refused', async () => {
    await withServer(async (server, first) => {
      const second = await createUser(server, { role: 'admin', adminToken: first.token });
      const [a, b] = await headsFirstEach(server, [put(second.user, first.token, { status: 'blocked' }), put(first.user, second.token, { status: 'blocked' })]);
      assertLoser([a, b], 401);
      const winner = a?.status === 200 ? first : { token: second.token };
      assert.equal((await activeAdmins(server, winner.token)).length, 1);
    });
  });

  it('is kept when two admins demote each other at the same moment', async () => {
    await withServer(async (server, first) => {
      const second = await createUser(server, { role: 'admin', adminToken: first.token });
      const answers = await headsFirstEach(server, [put(second.user, first.token, { role: 'diver' }), put(first.user, second.token, { role: 'diveMaster' })]);
      assertLoser(answers, 403);
      const winner = answers[0]?.status === 200 ? first.token : second.token;
      const left = await activeAdmins(server, winner);
      assert.equal(left.length, 1);
    });
  });

  it('survives many admins blocking each other at once; each 200 blocked one admin', async () => {
    await withServer(async (server, first) => {
      const admins: { token: string; user: User }[] = [first];
      for (let i = 0; i < 4; i++) admins.push(await createUser(server, { role: 'admin', adminToken: first.token }));
      // Each blocks the next, in a ring: without the rule all five would pass.
      const shots = admins.map((actor, i) => put((admins[(i + 1) % admins.length] as CreatedUser).user, actor.token, { status: 'blocked' }));
      const counts = countStatuses(await headsFirstEach(server, shots));
      for (const status of Object.keys(counts)) assert.ok(['200', '401', '409'].includes(status), JSON.stringify(counts));
      const live: string[] = [];
      for (const admin of admins) if ((await api(server, 'GET', '/users/', { token: admin.token })).status === 200) live.push(admin.token);
      assert.ok(live.length >= 1, `an admin can still act: ${JSON.stringify(counts)}`);
      const left = await activeAdmins(server, live[0] ?? '');
      assert.equal(left.length, live.length, 'the admins whose tokens work are the active ones');
      assert.equal(admins.length - left.length, counts[200] ?? 0, `each 200 blocked one admin: ${JSON.stringify(counts)}`);
    });
  });

  it('lets an admin block or demote another admin while one stays', async () => {
    await withServer(async (server, first) => {
      const second = await createUser(server, { role: 'admin', adminToken: first.token });
      const third = await createUser(server, { role: 'admin', adminToken: first.token });
      expectOk(await api(server, 'PUT', `/users/${second.user.id}`, { token: first.token, json: { status: 'blocked' } }));
      expectOk(await api(server, 'PUT', `/users/${third.user.id}`, { token: first.token, json: { role: 'diver' } }));
      assert.deepEqual((await activeAdmins(server, first.token)).map((u) => u.id), [first.user.id]);
      expectError(await api(server, 'GET', '/users/', { token: second.token }), 401, 'UNAUTHENTICATED');
      expectError(await api(server, 'GET', '/users/', { token: third.token }), 403, 'FORBIDDEN');
    });
  });
});
