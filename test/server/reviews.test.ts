import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Product, ReviewStatus, Trip, User } from '../../src/contract';
import { startTestServer } from '../helpers/server';
import type { TestServer } from '../helpers/server';
import { api } from '../helpers/api-client';
import { assertNewestFirst, expectError, expectInvalid, expectOk, isIsoDateTime } from '../helpers/api-asserts';
import { createUser, login } from '../helpers/accounts';
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

const STATUSES: ReviewStatus[] = ['pending', 'approved', 'rejected'];
const REVIEWABLE_KEYS = ['createdAt', 'history', 'id', 'images', 'price', 'reason', 'reviewedAt', 'status', 'submittedAt', 'updatedAt'];

function assertPerson(person: unknown): void {
  assert.ok(person && typeof person === 'object');
  assert.deepEqual(Object.keys(person).sort(), ['email', 'firstName', 'id', 'lastName']);
}

function assertReviewable(record: Trip | Product): void {
  assert.ok(STATUSES.includes(record.status));
  assert.ok(record.reason === null || typeof record.reason === 'string');
  assert.ok(isIsoDateTime(record.submittedAt) && isIsoDateTime(record.createdAt) && isIsoDateTime(record.updatedAt));
  assert.ok(record.reviewedAt === null || isIsoDateTime(record.reviewedAt));
  assert.ok(Array.isArray(record.history) && Array.isArray(record.images));
  assert.ok(Number.isInteger(record.price.amount) && /^[A-Z]{3}$/.test(record.price.currency));
  for (const image of record.images) assert.equal(typeof image, 'string');
  if (record.status === 'rejected') assert.ok(record.reason, 'a rejected record says why');
}

interface Kind {
  name: string;
  base: string;
  queue: string;
  count: number;
  check(record: Trip | Product): void;
}

const KINDS: Kind[] = [
  {
    name: 'trips',
    base: '/trips',
    queue: '/trips/all-trips',
    count: 80,
    check(record) {
      const trip = record as Trip;
      assert.deepEqual(
        Object.keys(trip).sort(),
        [...REVIEWABLE_KEYS, 'booked', 'capacity', 'description', 'diveMaster', 'endDate', 'location', 'startDate', 'title'].sort(),
      );
      assertReviewable(trip);
      assertPerson(trip.diveMaster);
      assert.match(trip.startDate, /^\d{4}-\d\d-\d\d$/);
      assert.match(trip.endDate, /^\d{4}-\d\d-\d\d$/);
      assert.ok(trip.startDate <= trip.endDate);
      assert.ok(Number.isInteger(trip.capacity) && Number.isInteger(trip.booked) && trip.booked <= trip.capacity);
      assert.equal(typeof trip.location.name, 'string');
      assert.match(trip.location.country, /^[A-Z]{2}$/);
    },
  },
  {
    name: 'products',
    base: '/products',
    queue: '/products/all-products',
    count: 120,
    check(record) {
      const product = record as Product;
      assert.deepEqual(
        Object.keys(product).sort(),
        [...REVIEWABLE_KEYS, 'category', 'condition', 'description', 'name', 'seller', 'stock'].sort(),
      );
      assertReviewable(product);
      assertPerson(product.seller);
      assert.ok(['equipment', 'apparel', 'accessories', 'courses'].includes(product.category));
      assert.ok(['new', 'used'].includes(product.condition));
      assert.ok(Number.isInteger(product.stock) && product.stock >= 0);
    },
  },
];

for (const kind of KINDS) {
  describe(`${kind.name} review queue`, () => {
    const list = async (path: string): Promise<(Trip | Product)[]> => expectOk(await api<(Trip | Product)[]>(server, 'GET', path, { token: admin.token }));
    const byStatus = async (status: ReviewStatus): Promise<string[]> => (await list(`${kind.queue}/${status}`)).map((r) => r.id);
    const pendingId = async (skip = 0): Promise<string> => {
      const ids = await byStatus('pending');
      const id = ids[skip];
      assert.ok(id, 'a pending record to decide');
      return id;
    };

    it(`GET ${kind.base}/ lists every record newest first, in the contract's shape`, async () => {
      const records = await list(`${kind.base}/`);
      assert.equal(records.length, kind.count);
      assertNewestFirst(records);
      for (const record of records) kind.check(record);
      assert.equal(new Set(records.map((r) => r.id)).size, records.length);
    });

    it(`GET ${kind.queue}/{status} splits the records by status`, async () => {
      const all = await list(`${kind.base}/`);
      let total = 0;
      for (const status of STATUSES) {
        const records = await list(`${kind.queue}/${status}`);
        assert.ok(records.length > 0, `demo data has ${status} ${kind.name}`);
        assert.ok(records.every((r) => r.status === status));
        assert.equal(records.length, all.filter((r) => r.status === status).length);
        assertNewestFirst(records);
        total += records.length;
      }
      assert.equal(total, all.length);
    });

    it(`refuses an unknown status in ${kind.queue}/{status}`, async () => {
      const res = await api(server, 'GET', `${kind.queue}/maybe`, { token: admin.token });
      assert.ok(res.status === 400 || res.status === 404, `400 or 404, got ${res.status}`);
      expectError(res, res.status, res.status === 400 ? 'VALIDATION_FAILED' : 'NOT_FOUND');
    });

    it(`GET ${kind.base}/{id} answers one record, 404 for an unknown id`, async () => {
      const first = (await list(`${kind.base}/`))[0];
      assert.ok(first);
      const one = expectOk(await api<Trip | Product>(server, 'GET', `${kind.base}/${first.id}`, { token: admin.token }));
      assert.deepEqual(one, first);
      expectError(await api(server, 'GET', `${kind.base}/does-not-exist`, { token: admin.token }), 404, 'NOT_FOUND');
    });

    it('approves a pending record: status, reviewedAt, a review by the admin, the lists change', async () => {
      const id = await pendingId();
      const res = await api<Trip | Product>(server, 'PUT', `${kind.queue}/${id}`, { token: admin.token, json: { status: 'approved' } });
      const record = expectOk(res);
      kind.check(record);
      assert.equal(record.id, id);
      assert.equal(record.status, 'approved');
      assert.equal(record.reason, null);
      assert.ok(isIsoDateTime(record.reviewedAt));
      const last = record.history.at(-1);
      assert.ok(last);
      assert.equal(last.status, 'approved');
      assert.equal(last.reason, null);
      assert.equal(last.by.id, admin.user.id);
      assert.ok(last.by.name.length > 0);
      assert.ok(isIsoDateTime(last.at));
      assert.ok(!(await byStatus('pending')).includes(id));
      assert.ok((await byStatus('approved')).includes(id));
      const stored = expectOk(await api<Trip | Product>(server, 'GET', `${kind.base}/${id}`, { token: admin.token }));
      assert.equal(stored.status, 'approved');
    });

    it('rejects only with a reason, and a decision can be changed later; each appends a review', async () => {
      const id = await pendingId();
      const before = expectOk(await api<Trip | Product>(server, 'GET', `${kind.base}/${id}`, { token: admin.token }));
      expectInvalid(await api(server, 'PUT', `${kind.queue}/${id}`, { token: admin.token, json: { status: 'rejected' } }), 'reason');
      expectInvalid(await api(server, 'PUT', `${kind.queue}/${id}`, { token: admin.token, json: { status: 'rejected', reason: '' } }), 'reason');
      expectInvalid(await api(server, 'PUT', `${kind.queue}/${id}`, { token: admin.token, json: { status: 'rejected', reason: 7 } }), 'reason');
      expectInvalid(await api(server, 'PUT', `${kind.queue}/${id}`, { token: admin.token, json: { status: 'rejected', reason: 'x'.repeat(501) } }), 'reason');
      const unchanged = expectOk(await api<Trip | Product>(server, 'GET', `${kind.base}/${id}`, { token: admin.token }));
      assert.equal(unchanged.status, 'pending');
      assert.equal(unchanged.history.length, before.history.length);

      const rejected = expectOk(
        await api<Trip | Product>(server, 'PUT', `${kind.queue}/${id}`, { token: admin.token, json: { status: 'rejected', reason: '  Photos are not ours  ' } }),
      );
      assert.equal(rejected.status, 'rejected');
      assert.equal(rejected.reason, 'Photos are not ours');
      assert.ok((await byStatus('rejected')).includes(id));

      const approved = expectOk(await api<Trip | Product>(server, 'PUT', `${kind.queue}/${id}`, { token: admin.token, json: { status: 'approved' } }));
      assert.equal(approved.status, 'approved');
      assert.equal(approved.reason, null, 'approving clears the reason');
      const rejectedAgain = expectOk(
        await api<Trip | Product>(server, 'PUT', `${kind.queue}/${id}`, { token: admin.token, json: { status: 'rejected', reason: 'r'.repeat(500) } }),
      );
      assert.equal(rejectedAgain.reason?.length, 500);
      const added = rejectedAgain.history.slice(before.history.length);
      assert.deepEqual(
        added.map((r) => [r.status, r.reason]),
        [
          ['rejected', 'Photos are not ours'],
          ['approved', null],
          ['rejected', 'r'.repeat(500)],
        ],
      );
      for (let i = 1; i < rejectedAgain.history.length; i++) assert.ok((rejectedAgain.history[i - 1]?.at ?? '') <= (rejectedAgain.history[i]?.at ?? ''));
      assert.ok(!(await byStatus('approved')).includes(id));
      assert.ok((await byStatus('rejected')).includes(id));
    });

    it('refuses a decision that is not approved or rejected', async () => {
      const id = await pendingId();
      for (const status of ['pending', 'maybe', '', 1]) {
        expectInvalid(await api(server, 'PUT', `${kind.queue}/${id}`, { token: admin.token, json: { status, reason: 'x' } }), 'status');
      }
      expectInvalid(await api(server, 'PUT', `${kind.queue}/${id}`, { token: admin.token, json: {} }), 'status');
    });

    it('answers 404 when deciding an unknown id, 400 INVALID_JSON and 415 for bad bodies', async () => {
      expectError(await api(server, 'PUT', `${kind.queue}/does-not-exist`, { token: admin.token, json: { status: 'approved' } }), 404, 'NOT_FOUND');
      const id = await pendingId();
      expectError(await api(server, 'PUT', `${kind.queue}/${id}`, { token: admin.token, body: '{"status":"approved"', headers: { 'content-type': 'application/json' } }), 400, 'INVALID_JSON');
      expectError(await api(server, 'PUT', `${kind.queue}/${id}`, { token: admin.token, json: ['approved'] }), 400, 'INVALID_JSON');
      expectError(await api(server, 'PUT', `${kind.queue}/${id}`, { token: admin.token, body: 'status=approved', headers: { 'content-type': 'text/plain' } }), 415, 'UNSUPPORTED_MEDIA_TYPE');
      const still = expectOk(await api<Trip | Product>(server, 'GET', `${kind.base}/${id}`, { token: admin.token }));
      assert.equal(still.status, 'pending');
    });

    it('answers 401 without a token and 403 for a diver on every route', async () => {
      const id = await pendingId();
      const routes: [string, string, unknown][] = [
        ['GET', `${kind.base}/`, undefined],
        ['GET', `${kind.base}/${id}`, undefined],
        ['GET', `${kind.queue}/pending`, undefined],
        ['PUT', `${kind.queue}/${id}`, { status: 'approved' }],
      ];
      for (const [method, path, json] of routes) {
        expectError(await api(server, method, path, { json }), 401, 'UNAUTHENTICATED');
        expectError(await api(server, method, path, { json, token: diver.token }), 403, 'FORBIDDEN');
      }
      const still = expectOk(await api<Trip | Product>(server, 'GET', `${kind.base}/${id}`, { token: admin.token }));
      assert.equal(still.status, 'pending');
    });
  });
}

describe('embedded people', () => {
  it('links a trip to an existing dive master by id and e-mail', async () => {
    const trips = expectOk(await api<Trip[]>(server, 'GET', '/trips/', { token: admin.token }));
    const trip = trips[0];
    assert.ok(trip);
    const dm = expectOk(await api<User>(server, 'GET', `/users/${trip.diveMaster.id}`, { token: admin.token }));
    assert.equal(dm.role, 'diveMaster');
    assert.equal(trip.diveMaster.email, dm.email);
  });
});
