import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { User } from '../../src/contract';
import { startTestServer } from '../helpers/server';
import type { TestServer } from '../helpers/server';
import { api } from '../helpers/api-client';
import { assertNewestFirst, assertUserShape, expectError, expectInvalid, expectOk, isIsoDateTime } from '../helpers/api-asserts';
import { createUser, login, newPassword, uniqueEmail } from '../helpers/accounts';
import type { CreatedUser } from '../helpers/accounts';

let server: TestServer;
let admin: { token: string; user: User };
let diver: CreatedUser;

before(async () => {
  server = await startTestServer();
  admin = await login(server);
  diver = await createUser(server);
});
after(() => server.close());

const body = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  email: uniqueEmail(),
  password: newPassword(),
  firstName: 'Ana',
  lastName: 'Diver',
  ...over,
});

describe('POST /users/', () => {
  it('creates a diver publicly with 201, trimmed names, defaults and unknown fields ignored', async () => {
    const email = uniqueEmail('new');
    const res = await api<User>(server, 'POST', '/users/', {
      json: { email, password: newPassword(), firstName: '  Marta ', lastName: ' Costa  ', phone: ' +34 600 000 000 ', isAdmin: true, id: 'mine' },
    });
    const user = expectOk(res, 201);
    assertUserShape(user);
    assert.equal(user.email, email);
    assert.equal(user.firstName, 'Marta');
    assert.equal(user.lastName, 'Costa');
    assert.equal(user.phone, '+34 600 000 000');
    assert.equal(user.role, 'diver');
    assert.equal(user.status, 'active');
    assert.equal(user.country, null);
    assert.equal(user.avatarUrl, null);
    assert.equal(user.certification, null);
    assert.equal(user.lastLoginAt, null);
    assert.notEqual(user.id, 'mine');
    assert.ok(isIsoDateTime(user.createdAt));
  });

  it('keeps the country given at creation, upper case, and refuses one that is no country code', async () => {
    const user = expectOk(await api<User>(server, 'POST', '/users/', { json: body({ country: 'pt' }) }), 201);
    assert.equal(user.country, 'PT');
    expectInvalid(await api(server, 'POST', '/users/', { json: body({ country: 'Portugal' }) }), 'country');
  });

  it('answers 409 CONFLICT for an e-mail already registered', async () => {
    expectError(await api(server, 'POST', '/users/', { json: body({ email: diver.email }) }), 409, 'CONFLICT');
  });

  it('accepts the limits exactly: names of 80, password of 8 and 128, phone of 15 digits, e-mail of 254', async () => {
    const local = 'b'.repeat(64);
    const domain = `${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(254 - 64 - 1 - 63 - 1 - 63 - 1)}`;
    const longEmail = `${local}@${domain}`;
    assert.equal(longEmail.length, 254);
    expectOk(await api(server, 'POST', '/users/', { json: body({ firstName: 'F'.repeat(80), lastName: 'L'.repeat(80), password: 'Abcdef-1', phone: `+${'1 '.repeat(14)}1` }) }), 201);
    expectOk(await api(server, 'POST', '/users/', { json: body({ password: `Z9-${'p'.repeat(125)}`, email: longEmail }) }), 201);
  });

  const invalid: [string, Record<string, unknown>, string[]][] = [
    ['a missing e-mail', { email: undefined }, ['email']],
    ['an e-mail without @', { email: 'diver.example.test' }, ['email']],
    ['an e-mail of 255 characters', { email: `${'a'.repeat(242)}@example.test` }, ['email']],
    ['an e-mail that is a number', { email: 12 }, ['email']],
    ['a missing password', { password: undefined }, ['password']],
    ['a password of 7 characters', { password: 'Abc-123' }, ['password']],
    ['a password of 129 characters', { password: `Y8-${'p'.repeat(126)}` }, ['password']],
    ['a password that is not a string', { password: 12345678 }, ['password']],
    ['a missing first name', { firstName: undefined }, ['firstName']],
    ['a blank first name', { firstName: '    ' }, ['firstName']],
    ['a first name of 81 characters', { firstName: 'F'.repeat(81) }, ['firstName']],
    ['a missing last name', { lastName: undefined }, ['lastName']],
    ['a last name of 81 characters', { lastName: 'L'.repeat(81) }, ['lastName']],
    ['a last name that is an object', { lastName: { x: 1 } }, ['lastName']],
    ['a phone of 33 characters', { phone: '1'.repeat(33) }, ['phone']],
    ['a phone made of letters', { phone: 'abc-not-a-phone' }, ['phone']],
    ['a phone without its country code', { phone: '600 000 000' }, ['phone']],
    ['a phone of 16 digits', { phone: '+1234567890123456' }, ['phone']],
    ['an unknown role', { role: 'superuser' }, ['role']],
    ['several bad fields at once', { email: 'x', password: 'y', firstName: '', lastName: 7 }, ['email', 'password', 'firstName', 'lastName']],
  ];
  for (const [name, over, fields] of invalid) {
    it(`answers 400 VALIDATION_FAILED for ${name}`, async () => {
      const json = body(over);
      for (const key of Object.keys(json)) if (json[key] === undefined) delete json[key];
      expectInvalid(await api(server, 'POST', '/users/', { json }), ...fields);
    });
  }

  it('answers 403 when the public or a diver asks for an admin or a dive master', async () => {
    for (const role of ['admin', 'diveMaster']) {
      expectError(await api(server, 'POST', '/users/', { json: body({ role }) }), 403, 'FORBIDDEN');
      expectError(await api(server, 'POST', '/users/', { json: body({ role }), token: diver.token }), 403, 'FORBIDDEN');
    }
  });

  it('lets an admin create an admin and a dive master whose certification starts pending', async () => {
    const newAdmin = await createUser(server, { role: 'admin', adminToken: admin.token });
    assert.equal(newAdmin.user.role, 'admin');
    expectOk(await api(server, 'GET', '/users/', { token: newAdmin.token }));

    const res = await api<User>(server, 'POST', '/users/', {
      token: admin.token,
      json: body({ role: 'diveMaster', certification: { agency: ' PADI ', level: 'Divemaster', number: 'PADI-123456' } }),
    });
    const dm = expectOk(res, 201);
    assert.equal(dm.role, 'diveMaster');
    assert.ok(dm.certification);
    assert.equal(dm.certification.status, 'pending');
    assert.equal(dm.certification.agency, 'PADI');
    assert.equal(dm.certification.level, 'Divemaster');
    assert.equal(dm.certification.number, 'PADI-123456');
    assert.equal(dm.certification.documentUrl, null);
    assert.equal(dm.certification.reviewedAt, null);
    assert.equal(dm.certification.reason, null);
    assert.deepEqual(dm.certification.history, []);
    assert.ok(isIsoDateTime(dm.certification.submittedAt));
  });

  it('names the certification fields a dive master sends wrong', async () => {
    const res = await api(server, 'POST', '/users/', {
      token: admin.token,
      json: body({ role: 'diveMaster', certification: { agency: '', level: 'L'.repeat(81), number: 5 } }),
    });
    expectInvalid(res, 'certification.agency', 'certification.level', 'certification.number');
  });

  it('answers 401 for a bad token even on this public route', async () => {
    expectError(await api(server, 'POST', '/users/', { json: body(), token: 'bad.token.here' }), 401, 'UNAUTHENTICATED');
  });
});

describe('user lists', () => {
  it('GET /users/ lists every user newest first without secrets', async () => {
    const fresh = await createUser(server);
    const users = expectOk(await api<User[]>(server, 'GET', '/users/', { token: admin.token }));
    assert.ok(users.length >= 243, `demo users plus ours, got ${users.length}`);
    assert.equal(users[0]?.id, fresh.user.id, 'the newest user comes first');
    assertNewestFirst(users);
    for (const user of users) assertUserShape(user);
    assert.equal(new Set(users.map((u) => u.id)).size, users.length, 'ids are unique');
  });

  it('GET /users/dive-buddy lists divers only', async () => {
    const [all, buddies] = await Promise.all([
      api<User[]>(server, 'GET', '/users/', { token: admin.token }).then((r) => expectOk(r)),
      api<User[]>(server, 'GET', '/users/dive-buddy', { token: admin.token }).then((r) => expectOk(r)),
    ]);
    assert.ok(buddies.length >= 180);
    assert.ok(buddies.every((u) => u.role === 'diver'));
    assert.equal(buddies.length, all.filter((u) => u.role === 'diver').length);
    assert.ok(buddies.some((u) => u.id === diver.user.id));
    assertNewestFirst(buddies);
  });

  it('GET /users/dive-master/{status} lists dive masters by certification status', async () => {
    const byStatus: Record<string, User[]> = {};
    for (const status of ['all', 'pending', 'approved', 'rejected']) {
      byStatus[status] = expectOk(await api<User[]>(server, 'GET', `/users/dive-master/${status}`, { token: admin.token }));
    }
    const all = byStatus.all ?? [];
    assert.ok(all.length >= 60);
    assert.ok(all.every((u) => u.role === 'diveMaster'));
    for (const status of ['pending', 'approved', 'rejected']) {
      const list = byStatus[status] ?? [];
      assert.ok(list.length > 0, `demo data has ${status} dive masters`);
      assert.ok(list.every((u) => u.role === 'diveMaster' && u.certification?.status === status), status);
      assert.equal(list.length, all.filter((u) => u.certification?.status === status).length);
    }
  });

  it('refuses an unknown dive-master status', async () => {
    const res = await api(server, 'GET', '/users/dive-master/maybe', { token: admin.token });
    assert.ok(res.status === 400 || res.status === 404, `400 or 404, got ${res.status}`);
    expectError(res, res.status, res.status === 400 ? 'VALIDATION_FAILED' : 'NOT_FOUND');
  });

  for (const path of ['/users/', '/users/dive-buddy', '/users/dive-master/all', '/users/dive-master/pending']) {
    it(`GET ${path} answers 401 without a token and 403 for a diver`, async () => {
      expectError(await api(server, 'GET', path), 401, 'UNAUTHENTICATED');
      expectError(await api(server, 'GET', path, { token: diver.token }), 403, 'FORBIDDEN');
    });
  }
});

describe('GET /users/{id}', () => {
  it('answers any user to an admin and yourself to a diver', async () => {
    const other = await createUser(server);
    const seen = expectOk(await api<User>(server, 'GET', `/users/${other.user.id}`, { token: admin.token }));
    assert.equal(seen.email, other.email);
    assertUserShape(seen);
    const self = expectOk(await api<User>(server, 'GET', `/users/${diver.user.id}`, { token: diver.token }));
    assert.equal(self.id, diver.user.id);
  });

  it("answers 403 for another user's record to a diver, 401 without token, 404 for an unknown id", async () => {
    expectError(await api(server, 'GET', `/users/${admin.user.id}`, { token: diver.token }), 403, 'FORBIDDEN');
    expectError(await api(server, 'GET', `/users/${diver.user.id}`), 401, 'UNAUTHENTICATED');
    expectError(await api(server, 'GET', '/users/no-such-user', { token: admin.token }), 404, 'NOT_FOUND');
    expectError(await api(server, 'GET', `/users/${encodeURIComponent('../../etc/passwd')}`, { token: admin.token }), 404, 'NOT_FOUND');
  });
});

describe('PUT /users/{id}', () => {
  it('lets an admin change the profile, role and status; updatedAt moves', async () => {
    const target = await createUser(server);
    const res = await api<User>(server, 'PUT', `/users/${target.user.id}`, {
      token: admin.token,
      json: { firstName: ' Eva ', lastName: 'Lind', phone: '+46 70 000 00 00', country: 'SE', avatarUrl: '/api/v1/uploads/demo-avatar-01.png', role: 'diveMaster' },
    });
    const user = expectOk(res);
    assert.equal(user.firstName, 'Eva');
    assert.equal(user.lastName, 'Lind');
    assert.equal(user.phone, '+46 70 000 00 00');
    assert.equal(user.country, 'SE');
    assert.equal(user.avatarUrl, '/api/v1/uploads/demo-avatar-01.png');
    assert.equal(user.role, 'diveMaster');
    assert.equal(user.email, target.email);
    assert.ok(user.updatedAt >= target.user.updatedAt);
    const again = expectOk(await api<User>(server, 'GET', `/users/${target.user.id}`, { token: admin.token }));
    assert.equal(again.firstName, 'Eva');
    assert.equal(again.role, 'diveMaster');
  });

  it('clears nullable fields with null', async () => {
    const target = await createUser(server);
    expectOk(await api(server, 'PUT', `/users/${target.user.id}`, { token: admin.token, json: { phone: '+1 555 000 0100', country: 'US' } }));
    const user = expectOk(await api<User>(server, 'PUT', `/users/${target.user.id}`, { token: admin.token, json: { phone: null, country: null, avatarUrl: null } }));
    assert.equal(user.phone, null);
    assert.equal(user.country, null);
    assert.equal(user.avatarUrl, null);
  });

  it('ignores fields it does not edit: e-mail, password, id, timestamps', async () => {
    const target = await createUser(server);
    const res = await api<User>(server, 'PUT', `/users/${target.user.id}`, {
      token: admin.token,
      json: { email: uniqueEmail('changed'), password: 'Changed-pass-1', id: 'other-id', createdAt: '2000-01-01T00:00:00.000Z' },
    });
    const user = expectOk(res);
    assert.equal(user.email, target.email);
    assert.equal(user.id, target.user.id);
    assert.equal(user.createdAt, target.user.createdAt);
    await login(server, target.email, target.password);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['an unknown role', { role: 'owner' }, 'role'],
    ['an unknown status', { status: 'deleted' }, 'status'],
    ['an empty first name', { firstName: '' }, 'firstName'],
    ['a last name of 81 characters', { lastName: 'x'.repeat(81) }, 'lastName'],
    ['a phone of 33 characters', { phone: '2'.repeat(33) }, 'phone'],
    ['a three-letter country', { country: 'ESP' }, 'country'],
    ['a country that is a number', { country: 34 }, 'country'],
    ['a first name that is an array', { firstName: ['Eva'] }, 'firstName'],
  ];
  for (const [name, json, field] of invalid) {
    it(`answers 400 on ${field} for ${name}`, async () => {
      expectInvalid(await api(server, 'PUT', `/users/${diver.user.id}`, { token: admin.token, json }), field);
    });
  }

  it('answers 404 for an unknown id, 403 for a diver, 401 without token', async () => {
    expectError(await api(server, 'PUT', '/users/no-such-user', { token: admin.token, json: { firstName: 'X' } }), 404, 'NOT_FOUND');
    expectError(await api(server, 'PUT', `/users/${diver.user.id}`, { token: diver.token, json: { firstName: 'X' } }), 403, 'FORBIDDEN');
    expectError(await api(server, 'PUT', `/users/${diver.user.id}`, { token: diver.token, json: { role: 'admin' } }), 403, 'FORBIDDEN');
    expectError(await api(server, 'PUT', `/users/${diver.user.id}`, { json: { firstName: 'X' } }), 401, 'UNAUTHENTICATED');
    const self = expectOk(await api<User>(server, 'GET', `/users/${diver.user.id}`, { token: diver.token }));
    assert.equal(self.role, 'diver');
  });
});

describe('PUT /auth/edit-profile/{id}', () => {
  it('lets a user edit their own profile', async () => {
    const me = await createUser(server);
    const user = expectOk(
      await api<User>(server, 'PUT', `/auth/edit-profile/${me.user.id}`, { token: me.token, json: { firstName: 'Noa', lastName: ' Reef ', country: 'PT', phone: '+351 912 345 678' } }),
    );
    assert.equal(user.firstName, 'Noa');
    assert.equal(user.lastName, 'Reef');
    assert.equal(user.country, 'PT');
    assert.equal(user.phone, '+351 912 345 678');
  });

  it('ignores role and status so a diver cannot promote or unblock themselves', async () => {
    const me = await createUser(server);
    const res = await api<User>(server, 'PUT', `/auth/edit-profile/${me.user.id}`, { token: me.token, json: { role: 'admin', status: 'active', firstName: 'Sly' } });
    const user = expectOk(res);
    assert.equal(user.role, 'diver');
    assert.equal(user.firstName, 'Sly');
    expectError(await api(server, 'GET', '/users/', { token: me.token }), 403, 'FORBIDDEN');
  });

  it("answers 403 for another user's profile to a diver, and lets an admin edit anyone", async () => {
    const me = await createUser(server);
    const other = await createUser(server);
    expectError(await api(server, 'PUT', `/auth/edit-profile/${other.user.id}`, { token: me.token, json: { firstName: 'Hacked' } }), 403, 'FORBIDDEN');
    const unchanged = expectOk(await api<User>(server, 'GET', `/users/${other.user.id}`, { token: admin.token }));
    assert.equal(unchanged.firstName, other.user.firstName);
    const edited = expectOk(await api<User>(server, 'PUT', `/auth/edit-profile/${other.user.id}`, { token: admin.token, json: { firstName: 'ByAdmin' } }));
    assert.equal(edited.firstName, 'ByAdmin');
  });

  it('validates the fields, answers 404 for an unknown id to an admin and 401 without token', async () => {
    const me = await createUser(server);
    expectInvalid(await api(server, 'PUT', `/auth/edit-profile/${me.user.id}`, { token: me.token, json: { firstName: 'x'.repeat(81) } }), 'firstName');
    expectInvalid(await api(server, 'PUT', `/auth/edit-profile/${me.user.id}`, { token: me.token, json: { lastName: '  ' } }), 'lastName');
    expectInvalid(await api(server, 'PUT', `/auth/edit-profile/${me.user.id}`, { token: me.token, json: { country: 'Spain' } }), 'country');
    expectInvalid(await api(server, 'PUT', `/auth/edit-profile/${me.user.id}`, { token: me.token, json: { phone: '3'.repeat(33) } }), 'phone');
    expectInvalid(await api(server, 'PUT', `/auth/edit-profile/${me.user.id}`, { token: me.token, json: { phone: 'abc-not-a-phone' } }), 'phone');
    expectError(await api(server, 'PUT', '/auth/edit-profile/no-such-user', { token: admin.token, json: { firstName: 'X' } }), 404, 'NOT_FOUND');
    expectError(await api(server, 'PUT', `/auth/edit-profile/${me.user.id}`, { json: { firstName: 'X' } }), 401, 'UNAUTHENTICATED');
    expectError(
      await api(server, 'PUT', `/auth/edit-profile/${me.user.id}`, { token: me.token, body: 'firstName=X', headers: { 'content-type': 'text/plain' } }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });
});

describe('PUT /auth/dive-master/{id}', () => {
  const newDiveMaster = async (): Promise<User> => {
    const res = await api<User>(server, 'POST', '/users/', {
      token: admin.token,
      json: body({ role: 'diveMaster', certification: { agency: 'SSI', level: 'Dive Guide', number: `SSI-${Date.now()}` } }),
    });
    return expectOk(res, 201);
  };
  const listIds = async (status: string): Promise<string[]> =>
    expectOk(await api<User[]>(server, 'GET', `/users/dive-master/${status}`, { token: admin.token })).map((u) => u.id);

  it('approves a pending dive master, appends a review and moves it between the lists', async () => {
    const dm = await newDiveMaster();
    assert.ok((await listIds('pending')).includes(dm.id));
    const res = await api<User>(server, 'PUT', `/auth/dive-master/${dm.id}`, { token: admin.token, json: { status: 'approved' } });
    const user = expectOk(res);
    const cert = user.certification;
    assert.ok(cert);
    assert.equal(cert.status, 'approved');
    assert.equal(cert.reason, null);
    assert.ok(isIsoDateTime(cert.reviewedAt));
    assert.equal(cert.history.length, 1);
    const review = cert.history[0];
    assert.ok(review);
    assert.equal(review.status, 'approved');
    assert.equal(review.reason, null);
    assert.equal(review.by.id, admin.user.id);
    assert.equal(typeof review.by.name, 'string');
    assert.ok(review.by.name.length > 0);
    assert.ok(isIsoDateTime(review.at));
    assert.ok(!(await listIds('pending')).includes(dm.id));
    assert.ok((await listIds('approved')).includes(dm.id));
  });

  it('rejects with a reason, then takes it back to pending; the history grows oldest first', async () => {
    const dm = await newDiveMaster();
    expectInvalid(await api(server, 'PUT', `/auth/dive-master/${dm.id}`, { token: admin.token, json: { status: 'rejected' } }), 'reason');
    expectInvalid(await api(server, 'PUT', `/auth/dive-master/${dm.id}`, { token: admin.token, json: { status: 'rejected', reason: '   ' } }), 'reason');
    expectInvalid(await api(server, 'PUT', `/auth/dive-master/${dm.id}`, { token: admin.token, json: { status: 'rejected', reason: 'r'.repeat(501) } }), 'reason');
    const rejected = expectOk(
      await api<User>(server, 'PUT', `/auth/dive-master/${dm.id}`, { token: admin.token, json: { status: 'rejected', reason: ' Card number does not verify ' } }),
    );
    assert.equal(rejected.certification?.status, 'rejected');
    assert.equal(rejected.certification?.reason, 'Card number does not verify');
    assert.ok((await listIds('rejected')).includes(dm.id));

    const pending = expectOk(await api<User>(server, 'PUT', `/auth/dive-master/${dm.id}`, { token: admin.token, json: { status: 'pending' } }));
    assert.equal(pending.certification?.status, 'pending');
    const history = pending.certification?.history ?? [];
    assert.deepEqual(
      history.map((r) => r.status),
      ['rejected', 'pending'],
    );
    assert.equal(history[0]?.reason, 'Card number does not verify');
    assert.ok((history[0]?.at ?? '') <= (history[1]?.at ?? ''));
    assert.ok((await listIds('pending')).includes(dm.id));
    assert.ok(!(await listIds('rejected')).includes(dm.id));
    const stored = expectOk(await api<User>(server, 'GET', `/users/${dm.id}`, { token: admin.token }));
    assert.equal(stored.certification?.history.length, 2);
  });

  it('accepts a reason of exactly 500 characters', async () => {
    const dm = await newDiveMaster();
    const user = expectOk(await api<User>(server, 'PUT', `/auth/dive-master/${dm.id}`, { token: admin.token, json: { status: 'rejected', reason: 'r'.repeat(500) } }));
    assert.equal(user.certification?.reason?.length, 500);
  });

  it('refuses an unknown or missing status', async () => {
    const dm = await newDiveMaster();
    expectInvalid(await api(server, 'PUT', `/auth/dive-master/${dm.id}`, { token: admin.token, json: { status: 'maybe' } }), 'status');
    expectInvalid(await api(server, 'PUT', `/auth/dive-master/${dm.id}`, { token: admin.token, json: {} }), 'status');
  });

  it('answers 404 for an unknown id, a 4xx for a user without certification, 403 for a diver, 401 without token', async () => {
    expectError(await api(server, 'PUT', '/auth/dive-master/no-such-user', { token: admin.token, json: { status: 'approved' } }), 404, 'NOT_FOUND');
    const noCert = await api(server, 'PUT', `/auth/dive-master/${diver.user.id}`, { token: admin.token, json: { status: 'approved' } });
    assert.ok(noCert.status === 400 || noCert.status === 404, `a diver has no certification to decide: ${noCert.status}`);
    const dm = await newDiveMaster();
    expectError(await api(server, 'PUT', `/auth/dive-master/${dm.id}`, { token: diver.token, json: { status: 'approved' } }), 403, 'FORBIDDEN');
    expectError(await api(server, 'PUT', `/auth/dive-master/${dm.id}`, { json: { status: 'approved' } }), 401, 'UNAUTHENTICATED');
    const untouched = expectOk(await api<User>(server, 'GET', `/users/${dm.id}`, { token: admin.token }));
    assert.equal(untouched.certification?.status, 'pending');
  });

  it('lets a dive master log in but not use admin routes', async () => {
    const dm = await createUser(server, { role: 'diveMaster', adminToken: admin.token, certification: { agency: 'PADI', level: 'Instructor', number: 'P-1' } });
    expectError(await api(server, 'GET', '/users/dive-master/all', { token: dm.token }), 403, 'FORBIDDEN');
    expectError(await api(server, 'PUT', `/auth/dive-master/${dm.user.id}`, { token: dm.token, json: { status: 'approved' } }), 403, 'FORBIDDEN');
    expectOk(await api(server, 'GET', `/users/${dm.user.id}`, { token: dm.token }));
  });
});
