// Staff roles beyond each route's own permission: who may create, edit, block and promote whom,
// what `/auth/me` and the activity log answer each role, the invitation of a new admin (a one-time
// set-password link through the outbox), and the one active owner that always stays, decided
// atomically when two owners demote each other at once.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PERMISSIONS, ROLE_PERMISSIONS } from '../../src/contract';
import type { ActivityEntry, MeResult, OutboxMessage, StaffRole, User } from '../../src/contract';
import { ADMIN, startTestServer, type TestServer } from '../helpers/server';
import { api } from '../helpers/api-client';
import { expectError, expectInvalid, expectOk } from '../helpers/api-asserts';
import { createUser, login, newPassword, uniqueEmail } from '../helpers/accounts';
import { rememberSecret } from '../helpers/secret-leaks';

let server: TestServer;
type Account = { token: string; user: User };
const as: Partial<Record<StaffRole, Account>> = {};
const staff = (role: StaffRole): Account => {
  const account = as[role];
  assert.ok(account, role);
  return account;
};

const DEMO: Readonly<Record<StaffRole, string>> = {
  owner: ADMIN.email,
  reviewer: 'layla.haddad@diving.test',
  editor: 'kenji.watanabe@diving.test',
  support: 'lucia.romero@diving.test',
  auditor: 'ingrid.berg@diving.test',
};

before(async () => {
  server = await startTestServer();
  for (const [role, email] of Object.entries(DEMO) as [StaffRole, string][]) as[role] = await login(server, email, ADMIN.password);
});
after(() => server.close());

const put = (token: string, id: string, json: object) => api<User>(server, 'PUT', `/users/${id}`, { token, json });
const post = (token: string, json: object) => api<User>(server, 'POST', '/users', { token, json });
const person = (extra: object = {}) => ({ email: uniqueEmail('staff'), firstName: 'Noa', lastName: 'Levi', ...extra });
const log = async (query: string, token = staff('owner').token) => expectOk(await api<ActivityEntry[]>(server, 'GET', `/activity?page=1&pageSize=100${query}`, { token }));

describe('GET /auth/me', () => {
  it('answers the caller and the permissions of their staff role; none for a diver', async () => {
    for (const role of Object.keys(DEMO) as StaffRole[]) {
      const me = expectOk(await api<MeResult>(server, 'GET', '/auth/me', { token: staff(role).token }));
      assert.equal(me.user.id, staff(role).user.id);
      assert.equal(me.user.staffRole, role);
      assert.deepEqual(me.permissions, ROLE_PERMISSIONS[role]);
    }
    assert.deepEqual(expectOk(await api<MeResult>(server, 'GET', '/auth/me', { token: staff('owner').token })).permissions, [...PERMISSIONS]);
    const diver = await createUser(server);
    const me = expectOk(await api<MeResult>(server, 'GET', '/auth/me', { token: diver.token }));
    assert.deepEqual([me.user.id, me.user.staffRole, me.permissions], [diver.user.id, null, []]);
    expectError(await api(server, 'GET', '/auth/me'), 401, 'UNAUTHENTICATED');
  });
});

describe('creating users', () => {
  it('support creates divers and dive masters, not admins; only an owner creates an admin', async () => {
    expectOk(await post(staff('support').token, person({ password: newPassword() })), 201);
    const master = expectOk(await post(staff('support').token, person({ password: newPassword(), role: 'diveMaster' })), 201);
    assert.equal(master.staffRole, null);
    const refused = await post(staff('support').token, person({ password: newPassword(), role: 'admin', staffRole: 'owner' }));
    expectError(refused, 403, 'FORBIDDEN');
    assert.match(refused.body.message ?? '', /^Support staff may not do this/);
    for (const role of ['reviewer', 'editor', 'auditor'] as const) {
      const res = await post(staff(role).token, person({ password: newPassword(), role: 'diveMaster' }));
      expectError(res, 403, 'FORBIDDEN');
    }
    const made = expectOk(await post(staff('owner').token, person({ password: newPassword(), role: 'admin', staffRole: 'editor' })), 201);
    assert.equal(made.staffRole, 'editor');
  });

  it('gives an admin made without a staff role the auditor role, and refuses a staff role for anyone else', async () => {
    const plain = expectOk(await post(staff('owner').token, person({ password: newPassword(), role: 'admin' })), 201);
    assert.equal(plain.staffRole, 'auditor');
    expectInvalid(await post(staff('owner').token, person({ password: newPassword(), role: 'admin', staffRole: 'boss' })), 'staffRole');
    expectInvalid(await post(staff('owner').token, person({ password: newPassword(), role: 'diver', staffRole: 'owner' })), 'staffRole');
    expectInvalid(await post(staff('owner').token, person({ role: 'diver' })), 'password');
  });

  it('invites an admin made without a password: the outbox link sets the first one, once, and signs them in', async () => {
    const email = uniqueEmail('invited');
    const made = expectOk(await post(staff('owner').token, { email, firstName: 'Ada', lastName: 'Invited', role: 'admin', staffRole: 'support' }), 201);
    assert.equal(made.staffRole, 'support');
    const outbox = expectOk(await api<OutboxMessage[]>(server, 'GET', '/dev/outbox'));
    const message = outbox.find((m) => m.to === email);
    assert.ok(message, 'an invitation in the outbox');
    assert.match(message.text, /Marina Costa invited you .* as support/);
    const link = /(\S*\/password\/set-password\?\S+)/.exec(message.text)?.[1];
    assert.ok(link, message.text);
    const url = new URL(link, 'http://back-office.test');
    assert.equal(url.searchParams.get('email'), email);
    const token = new URLSearchParams(url.hash.slice(1)).get('invitation');
    assert.ok(token);
    rememberSecret('resetToken', token);
    // No password yet: nothing signs in.
    expectError(await api(server, 'POST', '/auth/login', { json: { email, password: 'anything-at-all-1' } }), 401, 'INVALID_CREDENTIALS');
    const password = newPassword();
    expectOk(await api(server, 'POST', '/auth/reset-password', { json: { email, resetToken: token, password } }));
    const signedIn = await login(server, email, password);
    assert.equal(signedIn.user.staffRole, 'support');
    expectError(await api(server, 'POST', '/auth/reset-password', { json: { email, resetToken: token, password: newPassword() } }), 400, 'INVALID_OTP');
    const created = (await log('&action=staff.created')).find((e) => e.record?.id === made.id);
    assert.deepEqual(created?.changes, [{ field: 'role', from: null, to: 'admin' }, { field: 'staffRole', from: null, to: 'support' }]);
  });

  it('uses the origin of the owner’s browser for the link when it is this server’s', async () => {
    const email = uniqueEmail('linked');
    const origin = server.url;
    expectOk(await api(server, 'POST', '/users', { token: staff('owner').token, json: { email, firstName: 'Li', lastName: 'Link', role: 'admin' }, headers: { origin } }), 201);
    const spoofed = uniqueEmail('spoofed');
    expectOk(await api(server, 'POST', '/users', { token: staff('owner').token, json: { email: spoofed, firstName: 'Li', lastName: 'Spoof', role: 'admin' }, headers: { origin: 'https://evil.example' } }), 201);
    const outbox = expectOk(await api<OutboxMessage[]>(server, 'GET', '/dev/outbox'));
    assert.ok(outbox.find((m) => m.to === email)?.text.includes(`${origin}/password/set-password?`));
    assert.match(outbox.find((m) => m.to === spoofed)?.text ?? '', / \/password\/set-password\?/, 'another origin is not written in the link');
  });
});

describe('editing users', () => {
  it('support edits and blocks users who are not admins; an admin is the owner’s to edit, block or promote', async () => {
    const diver = await createUser(server);
    const support = staff('support').token;
    assert.equal(expectOk(await put(support, diver.user.id, { lastName: 'Edited' })).lastName, 'Edited');
    assert.equal(expectOk(await put(support, diver.user.id, { status: 'blocked' })).status, 'blocked');
    assert.equal(expectOk(await put(support, diver.user.id, { status: 'active', role: 'diveMaster' })).role, 'diveMaster');
    for (const json of [{ role: 'admin' }, { role: 'admin', staffRole: 'owner' }]) {
      const res = await put(support, diver.user.id, json);
      expectError(res, 403, 'FORBIDDEN');
      assert.match(res.body.message ?? '', /^Support staff may not/);
    }
    const layla = staff('reviewer').user.id;
    for (const json of [{ lastName: 'Haddad-X' }, { status: 'blocked' }, { staffRole: 'owner' }]) expectError(await put(support, layla, json), 403, 'FORBIDDEN');
    expectError(await api(server, 'PUT', `/auth/edit-profile/${layla}`, { token: support, json: { lastName: 'X' } }), 403, 'FORBIDDEN');
    assert.equal((await api<User>(server, 'GET', `/users/${layla}`, { token: staff('owner').token })).body.data.lastName, 'Haddad');
    // Support edits their own profile, not their own role.
    assert.equal(expectOk(await put(support, staff('support').user.id, { phone: '+34600111222' })).phone, '+34600111222');
    expectError(await put(support, staff('support').user.id, { staffRole: 'owner' }), 403, 'FORBIDDEN');
  });

  it('someone else’s profile is people.write’s to edit and people.read’s to read; one’s own always', async () => {
    const diver = await createUser(server);
    const other = await createUser(server);
    for (const role of ['reviewer', 'editor', 'auditor'] as const) {
      const res = await api(server, 'PUT', `/auth/edit-profile/${diver.user.id}`, { token: staff(role).token, json: { firstName: 'Nope' } });
      expectError(res, 403, 'FORBIDDEN');
      expectOk(await api(server, 'GET', `/users/${diver.user.id}`, { token: staff(role).token }));
    }
    expectOk(await api(server, 'PUT', `/auth/edit-profile/${diver.user.id}`, { token: staff('support').token, json: { firstName: 'Yes' } }));
    expectOk(await api(server, 'PUT', `/auth/edit-profile/${diver.user.id}`, { token: diver.token, json: { firstName: 'Mine' } }));
    expectError(await api(server, 'GET', `/users/${other.user.id}`, { token: diver.token }), 403, 'FORBIDDEN');
    expectError(await api(server, 'PUT', `/auth/edit-profile/${other.user.id}`, { token: diver.token, json: { firstName: 'X' } }), 403, 'FORBIDDEN');
  });

  it('the owner changes a staff role and makes a user an admin, each logged as staff.*; staffRole is only an admin’s', async () => {
    const owner = staff('owner').token;
    const made = await createUser(server, { role: 'admin', staffRole: 'reviewer', adminToken: owner });
    assert.equal(expectOk(await put(owner, made.user.id, { staffRole: 'editor' })).staffRole, 'editor');
    const me = expectOk(await api<MeResult>(server, 'GET', '/auth/me', { token: made.token }));
    assert.deepEqual(me.permissions, ROLE_PERMISSIONS.editor, 'the next call reads the new role, no new sign-in');
    expectError(await api(server, 'PUT', `/trips/all-trips/no-such-trip`, { token: made.token, json: { status: 'approved' } }), 403, 'FORBIDDEN');
    expectInvalid(await put(owner, made.user.id, { staffRole: 'chief' }), 'staffRole');

    const diver = await createUser(server);
    expectInvalid(await put(owner, diver.user.id, { staffRole: 'owner' }), 'staffRole');
    const promoted = expectOk(await put(owner, diver.user.id, { role: 'admin' }));
    assert.equal(promoted.staffRole, 'auditor', 'the least a new admin may do');
    const demoted = expectOk(await put(owner, diver.user.id, { role: 'diver' }));
    assert.equal(demoted.staffRole, null);

    const changes = (await log(`&action=staff.roleChanged`)).filter((e) => e.record?.id === made.user.id || e.record?.id === diver.user.id).map((e) => e.changes);
    assert.deepEqual(changes.reverse(), [
      [{ field: 'staffRole', from: 'reviewer', to: 'editor' }],
      [{ field: 'role', from: 'diver', to: 'admin' }, { field: 'staffRole', from: null, to: 'auditor' }],
      [{ field: 'role', from: 'admin', to: 'diver' }, { field: 'staffRole', from: 'auditor', to: null }],
    ]);
    expectOk(await put(owner, made.user.id, { status: 'blocked' }));
    expectOk(await put(owner, made.user.id, { status: 'active' }));
    assert.equal((await log('&action=staff.blocked')).filter((e) => e.record?.id === made.user.id).length, 1);
    assert.equal((await log('&action=staff.unblocked')).filter((e) => e.record?.id === made.user.id).length, 1);
    assert.equal((await log('&action=user.blocked')).filter((e) => e.record?.id === made.user.id).length, 0, 'an admin’s block is a staff entry');
  });
});

describe('always one active owner', () => {
  it('refuses to demote or block the last active owner with a 409 that says why', async () => {
    const fresh = await startTestServer({ demo: false });
    try {
      const owner = await login(fresh);
      assert.equal(owner.user.staffRole, 'owner', 'an empty store’s admin is an owner');
      const other = await createUser(fresh, { role: 'admin', staffRole: 'reviewer', adminToken: owner.token });
      const demote = await api(fresh, 'PUT', `/users/${owner.user.id}`, { token: owner.token, json: { staffRole: 'reviewer' } });
      expectError(demote, 409, 'CONFLICT');
      assert.match(demote.body.message ?? '', /no active owner/);
      // A second owner, then the first may step down; the second may not then be blocked.
      expectOk(await api(fresh, 'PUT', `/users/${other.user.id}`, { token: owner.token, json: { staffRole: 'owner' } }));
      expectOk(await api(fresh, 'PUT', `/users/${owner.user.id}`, { token: owner.token, json: { staffRole: 'editor' } }));
      const ownerNow = await login(fresh, other.email, other.password);
      expectError(await api(fresh, 'PUT', `/users/${other.user.id}`, { token: ownerNow.token, json: { staffRole: 'auditor' } }), 409, 'CONFLICT');
      const third = await createUser(fresh, { role: 'admin', staffRole: 'owner', adminToken: ownerNow.token });
      expectOk(await api(fresh, 'PUT', `/users/${third.user.id}`, { token: ownerNow.token, json: { status: 'blocked' } }));
      const block = await api(fresh, 'PUT', `/users/${ownerNow.user.id}`, { token: (await login(fresh)).token, json: { status: 'blocked' } });
      expectError(block, 403, 'FORBIDDEN');
      assert.match(block.body.message ?? '', /^Editors may not/);
    } finally {
      await fresh.close();
    }
  });

  it('lets exactly one of two owners demoting each other at once go through', async () => {
    const fresh = await startTestServer({ demo: false });
    try {
      const a = await login(fresh);
      const b = await createUser(fresh, { role: 'admin', staffRole: 'owner', adminToken: a.token });
      const answers = await Promise.all([
        api(fresh, 'PUT', `/users/${b.user.id}`, { token: a.token, json: { staffRole: 'auditor' } }),
        api(fresh, 'PUT', `/users/${a.user.id}`, { token: b.token, json: { staffRole: 'auditor' } }),
      ]);
      const statuses = answers.map((r) => r.status);
      assert.equal(statuses.filter((s) => s === 200).length, 1, `one goes through: ${statuses.join()}`);
      // The other is refused: its actor is no longer an owner (403), or, had it been checked
      // first, it would have left no owner (409); never both through.
      assert.ok(statuses.some((s) => s === 403 || s === 409), statuses.join());
      const admins = (await Promise.all([a.user.id, b.user.id].map(async (id) => expectOk(await api<User>(fresh, 'GET', `/users/${id}`, { token: (statuses[0] === 200 ? a : b).token })))));
      assert.deepEqual(admins.map((u) => u.staffRole).filter((r) => r === 'owner'), ['owner'], 'one owner stays');
    } finally {
      await fresh.close();
    }
  });
});

describe('the activity log by role', () => {
  it('shows a role without activity.readAll only its own entries, whatever the admin filter, in the list and the export', async () => {
    const layla = staff('reviewer');
    const marina = staff('owner');
    const own = await log('', layla.token);
    assert.ok(own.length > 0);
    assert.ok(own.every((e) => e.actor.id === layla.user.id), 'only hers');
    const asked = await log(`&admin=${marina.user.id}`, layla.token);
    assert.ok(asked.every((e) => e.actor.id === layla.user.id), 'the admin filter is hers whatever it asks');
    const csv = await api(server, 'GET', `/activity?format=csv&admin=${marina.user.id}`, { token: layla.token });
    assert.equal(csv.status, 200);
    assert.ok(!csv.text.includes('Marina Costa'), 'the export has only her entries');
    assert.match(csv.text, /Layla Haddad/);
    const all = await log('', staff('auditor').token);
    assert.ok(new Set(all.map((e) => e.actor.id)).size > 1, 'an auditor reads everyone’s');
  });
});
