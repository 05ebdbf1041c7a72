import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ConflictBody, ContactMessage, LegalDocument, News, Product, SiteContact, Trip, User } from '../../src/contract';
import { startTestServer } from '../helpers/server';
import type { TestServer } from '../helpers/server';
import { clockFrom } from '../helpers/clock';
import { api } from '../helpers/api-client';
import type { ApiResponse } from '../helpers/api-client';
import { expectInvalid, expectOk } from '../helpers/api-asserts';
import { createUser, login } from '../helpers/accounts';

let server: TestServer;
let admin: { token: string; user: User };
let other: { token: string; name: string; id: string };

before(async () => {
  // A clock from noon: a conflict's time comes without its date when it is today, whatever the wall clock's day.
  server = await startTestServer({}, { now: clockFrom() });
  admin = await login(server);
  const created = await createUser(server, { role: 'admin', adminToken: admin.token, firstName: 'Ana', lastName: 'Ruiz' });
  other = { token: created.token, name: 'Ana Ruiz', id: created.user.id };
});
after(() => server.close());

const as = (token: string) => ({
  get: <T>(path: string) => api<T>(server, 'GET', path, { token }),
  put: <T>(path: string, json: object) => api<T>(server, 'PUT', path, { token, json }),
});

/** Asserts the typed 409 and returns its body. */
function expectConflict<T>(res: ApiResponse<unknown>, message: RegExp): ConflictBody<T> {
  assert.equal(res.status, 409, res.text.slice(0, 300));
  const body = JSON.parse(res.text) as ConflictBody<T>;
  // `by` comes with the editors' writes (news, legal, site contact, users, profile) only.
  assert.deepEqual(Object.keys(body).filter((key) => key !== 'by').sort(), ['code', 'current', 'message', 'success']);
  assert.equal(body.success, false);
  assert.equal(body.code, 'CONFLICT');
  assert.match(body.message, message);
  return body;
}

const TIME = '\\d\\d:\\d\\d UTC';

describe('guarded writes', () => {
  it('trip decision: stale expectedUpdatedAt is 409 naming the decider, the record untouched; fresh passes', async () => {
    const me = as(admin.token);
    const trip = expectOk(await me.get<Trip[]>('/trips/all-trips/pending'))[0];
    assert.ok(trip);
    const seen = trip.updatedAt;
    const first = expectOk(await as(other.token).put<Trip>(`/trips/all-trips/${trip.id}`, { status: 'approved', expectedUpdatedAt: seen }));
    assert.ok(first.updatedAt > seen);
    const res = await me.put(`/trips/all-trips/${trip.id}`, { status: 'rejected', reason: 'Photos missing', expectedUpdatedAt: seen });
    const body = expectConflict<Trip>(res, new RegExp(`^Approved by Ana Ruiz at ${TIME}$`));
    assert.deepEqual(body.current, expectOk(await me.get<Trip>(`/trips/${trip.id}`)), 'current is the record as GET answers it');
    assert.equal(body.current.status, 'approved');
    assert.equal(body.current.history.length, first.history.length, 'nothing was written');
    const again = expectOk(await me.put<Trip>(`/trips/all-trips/${trip.id}`, { status: 'rejected', reason: 'Photos missing', expectedUpdatedAt: body.current.updatedAt }));
    assert.equal(again.status, 'rejected');
    // Without the field, the spec's behaviour: the write happens.
    expectOk(await me.put<Trip>(`/trips/all-trips/${trip.id}`, { status: 'approved' }));
  });

  it('ten parallel decisions with the same expectedUpdatedAt: exactly one passes', async () => {
    const me = as(admin.token);
    const product = expectOk(await me.get<Trip[]>('/products/all-products/pending'))[0];
    assert.ok(product);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        me.put<Trip>(`/products/all-products/${product.id}`, i % 2 ? { status: 'approved', expectedUpdatedAt: product.updatedAt } : { status: 'rejected', reason: `r${i}`, expectedUpdatedAt: product.updatedAt }),
      ),
    );
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, ...Array(9).fill(409)]);
    const after = expectOk(await me.get<Trip>(`/products/${product.id}`));
    assert.equal(after.history.length, product.history.length + 1, 'one decision recorded');
  });

  it('ten parallel user edits: exactly one passes; the message names the editor and what changed', async () => {
    const me = as(admin.token);
    const target = await createUser(server);
    const seen = target.user.updatedAt;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => me.put<User>(`/users/${target.user.id}`, { firstName: `N${i}`, expectedUpdatedAt: seen })));
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, ...Array(9).fill(409)]);
    const loser = answers.find((a) => a.status === 409);
    assert.ok(loser);
    const body = expectConflict<User>(loser, new RegExp(`^Edited by ${admin.user.firstName} ${admin.user.lastName} at ${TIME}$`));
    assert.equal(body.current.id, target.user.id);
    assert.ok(!('passwordHash' in body.current));
    const blocked = expectOk(await as(other.token).put<User>(`/users/${target.user.id}`, { status: 'blocked', expectedUpdatedAt: body.current.updatedAt }));
    expectConflict(await me.put(`/users/${target.user.id}`, { status: 'active', expectedUpdatedAt: body.current.updatedAt }), /^Blocked by Ana Ruiz at /);
    expectOk(await me.put(`/users/${target.user.id}`, { status: 'active', expectedUpdatedAt: blocked.updatedAt }));
  });

  it('dive-master decisions and profile edits share the user record', async () => {
    const me = as(admin.token);
    const master = expectOk(await me.get<User[]>('/users/dive-master/pending'))[0];
    assert.ok(master);
    const decided = expectOk(await as(other.token).put<User>(`/auth/dive-master/${master.id}`, { status: 'approved', expectedUpdatedAt: master.updatedAt }));
    expectConflict(await me.put(`/auth/dive-master/${master.id}`, { status: 'rejected', reason: 'No', expectedUpdatedAt: master.updatedAt }), /^Approved by Ana Ruiz at /);
    expectConflict(await me.put(`/auth/edit-profile/${master.id}`, { phone: '+34 600 000 000', expectedUpdatedAt: master.updatedAt }), /^Approved by Ana Ruiz/);
    expectOk(await me.put(`/auth/edit-profile/${master.id}`, { phone: '+34 600 000 000', expectedUpdatedAt: decided.updatedAt }));
  });

  it('an admin’s own profile is guarded: a stale PUT is 409 with the account as it is now and who saved it; nothing written; fresh passes', async () => {
    const me = as(admin.token);
    const seen = expectOk(await me.get<User>(`/users/${admin.user.id}`));
    expectOk(await as(other.token).put<User>(`/users/${admin.user.id}`, { lastName: 'Changed by Ana', expectedUpdatedAt: seen.updatedAt }));
    const res = await me.put(`/auth/edit-profile/${admin.user.id}`, { firstName: 'Stale', expectedUpdatedAt: seen.updatedAt });
    const body = expectConflict<User>(res, new RegExp(`^Edited by Ana Ruiz at ${TIME}$`));
    assert.deepEqual(body.by, { id: other.id, name: 'Ana Ruiz' });
    assert.deepEqual(body.current, expectOk(await me.get<User>(`/users/${admin.user.id}`)), 'current is the account as its GET answers it');
    assert.deepEqual([body.current.firstName, body.current.lastName], [seen.firstName, 'Changed by Ana'], 'the stale write wrote nothing');
    const saved = expectOk(await me.put<User>(`/auth/edit-profile/${admin.user.id}`, { firstName: 'Fresh', expectedUpdatedAt: body.current.updatedAt }));
    assert.deepEqual([saved.firstName, saved.lastName], ['Fresh', 'Changed by Ana'], 'the fresh write keeps their change');
    expectInvalid(await me.put(`/auth/edit-profile/${admin.user.id}`, { firstName: 'Bad', expectedUpdatedAt: 'yesterday' }), 'expectedUpdatedAt');
    expectOk(await me.put<User>(`/auth/edit-profile/${admin.user.id}`, { firstName: seen.firstName, lastName: seen.lastName }));
  });

  it('the editors’ 409s name who saved the record they answer with', async () => {
    const me = as(admin.token);
    const news = expectOk(await me.get<News[]>('/news'))[0];
    assert.ok(news);
    expectOk(await as(other.token).put<News>(`/news/${news.id}`, { title: `${news.title}!`, expectedUpdatedAt: news.updatedAt }));
    const stale = expectConflict<News>(await me.put(`/news/${news.id}`, { content: 'Mine', expectedUpdatedAt: news.updatedAt }), /^Edited by Ana Ruiz/);
    assert.deepEqual(stale.by, { id: other.id, name: 'Ana Ruiz' });
    assert.equal(stale.current.title, `${news.title}!`);
  });

  it('a non-admin’s stale self-edit is 409 naming no administrator, in its message or its record', async () => {
    const master = await createUser(server, { role: 'diveMaster', adminToken: admin.token, certification: { agency: 'PADI', level: 'Divemaster', number: 'DM-409' } });
    const seen = master.user.updatedAt;
    expectOk(await as(other.token).put<User>(`/auth/dive-master/${master.user.id}`, { status: 'approved', expectedUpdatedAt: seen }));
    const res = await as(master.token).put(`/auth/edit-profile/${master.user.id}`, { firstName: 'Stale', expectedUpdatedAt: seen });
    const body = expectConflict<User>(res, new RegExp(`^Changed at ${TIME} by you or an administrator$`));
    assert.doesNotMatch(res.text, /Ana|Ruiz/, 'the deciding admin is not named anywhere in the answer');
    assert.equal(body.by, null);
    assert.equal(body.current.certification?.status, 'approved', 'the record as it is now');
    const own = expectOk(await as(master.token).get<User>(`/users/${master.user.id}`));
    assert.deepEqual(body.current, own, 'current is the record as the user’s own GET answers it');
    assert.ok(!JSON.stringify(own).includes('Ruiz'), 'their own GET names no administrator either');
    const adminView = expectOk(await as(admin.token).get<User>(`/users/${master.user.id}`));
    assert.equal(adminView.certification?.history.at(-1)?.by.name, other.name, 'admins still see who decided');
  });

  it('news: 409 names the editor and what they did', async () => {
    const me = as(admin.token);
    const news = expectOk(await me.get<News[]>('/news/')).find((n) => n.status === 'draft') ?? expectOk(await me.get<News[]>('/news/'))[0];
    assert.ok(news);
    const changed = expectOk(await as(other.token).put<News>(`/news/${news.id}`, { status: news.status === 'draft' ? 'published' : 'draft', expectedUpdatedAt: news.updatedAt }));
    const body = expectConflict<News>(await me.put(`/news/${news.id}`, { title: 'Mine', expectedUpdatedAt: news.updatedAt }), /^(Published|Unpublished) by Ana Ruiz at /);
    assert.deepEqual(body.current, changed);
    expectOk(await me.put(`/news/${news.id}`, { title: 'Mine', expectedUpdatedAt: changed.updatedAt }));
  });

  it('legal: expectedUpdatedAt and expectedVersion; the message gives version and editor', async () => {
    const me = as(admin.token);
    const doc = expectOk(await me.get<LegalDocument>('/legal/terms'));
    const saved = expectOk(await as(other.token).put<LegalDocument>(`/legal/${doc.id}`, { content: 'New terms', expectedVersion: doc.version }));
    assert.equal(saved.version, doc.version + 1);
    const byVersion = expectConflict<LegalDocument>(await me.put(`/legal/${doc.id}`, { content: 'Mine', expectedVersion: doc.version }), new RegExp(`^Version ${saved.version} saved by Ana Ruiz at `));
    assert.deepEqual(byVersion.current, saved);
    expectConflict(await me.put(`/legal/${doc.id}`, { content: 'Mine', expectedUpdatedAt: doc.updatedAt }), /^Version/);
    expectConflict(await me.put(`/legal/${doc.id}`, { content: 'Mine', expectedUpdatedAt: saved.updatedAt, expectedVersion: doc.version }), /^Version/);
    const mine = expectOk(await me.put<LegalDocument>(`/legal/${doc.id}`, { content: 'Mine', expectedUpdatedAt: saved.updatedAt, expectedVersion: saved.version }));
    assert.equal(mine.content, 'Mine');
  });

  it('contact status and site contact', async () => {
    const me = as(admin.token);
    const message = expectOk(await me.get<ContactMessage[]>('/contact/'))[0];
    assert.ok(message);
    expectOk(await as(other.token).put(`/contact/${message.id}`, { status: 'archived', expectedUpdatedAt: message.updatedAt }));
    const body = expectConflict<ContactMessage>(await me.put(`/contact/${message.id}`, { status: 'resolved', expectedUpdatedAt: message.updatedAt }), /^Archived by Ana Ruiz at /);
    assert.equal(body.current.status, 'archived');
    const site = expectOk(await me.get<SiteContact>('/site-contact'));
    const edited = expectOk(await as(other.token).put<SiteContact>('/site-contact', { city: 'Dahab', expectedUpdatedAt: site.updatedAt }));
    const stale = expectConflict<SiteContact>(await me.put('/site-contact', { city: 'Cairo', expectedUpdatedAt: site.updatedAt }), /^Edited by Ana Ruiz at /);
    assert.deepEqual(stale.current, edited);
  });

  it('an unknown editor (seeded record changed elsewhere) still gets a time', async () => {
    const me = as(admin.token);
    const news = expectOk(await me.get<News[]>('/news/')).at(-1);
    assert.ok(news);
    expectConflict(await me.put(`/news/${news.id}`, { title: 'x', expectedUpdatedAt: '2001-01-01T00:00:00.000Z' }), /^Changed at \d{4}-\d\d-\d\d \d\d:\d\d UTC by another administrator$/);
  });

  it('equal instants in another notation pass; a malformed or impossible date is 400 naming the field, never 409', async () => {
    const me = as(admin.token);
    const message = expectOk(await me.get<ContactMessage[]>('/contact/'))[1];
    assert.ok(message);
    const shifted = new Date(message.updatedAt).toISOString().replace('Z', '+00:00');
    expectOk(await me.put(`/contact/${message.id}`, { status: 'in_progress', expectedUpdatedAt: shifted }));
    for (const bad of ['yesterday', 12, '2026-13-45T00:00:00Z', '2024-02-30T00:00:00Z', '2023-02-29T10:00:00Z', '2024-04-31T10:00:00Z', '2024-01-01T24:00:00Z', true]) {
      expectInvalid(await me.put(`/contact/${message.id}`, { status: 'new', expectedUpdatedAt: bad }), 'expectedUpdatedAt');
    }
    expectInvalid(await me.put('/legal/x', { expectedVersion: 'one' }), 'expectedVersion');
    // Left out, the write is not guarded.
    expectOk(await me.put(`/contact/${message.id}`, { status: 'new' }));
  });
});

describe('a malformed expectedUpdatedAt', () => {
  /** A route that takes the field: a body valid but for the field, and where to read what it would change. */
  interface GuardedCall {
    body: object;
    read: string;
  }
  interface Ids {
    diver: User;
    master: User;
    trip: Trip;
    product: Product;
    news: News;
    message: ContactMessage;
    legal: LegalDocument;
  }
  let ids: Ids;

  before(async () => {
    const me = as(admin.token);
    const first = async <T>(path: string): Promise<T> => {
      const [row] = expectOk(await me.get<T[]>(path));
      assert.ok(row, `a row of ${path}`);
      return row;
    };
    ids = {
      diver: await first<User>('/users/dive-buddy?page=1&pageSize=1'),
      master: await first<User>('/users/dive-master/pending?page=1&pageSize=1'),
      trip: await first<Trip>('/trips/all-trips/pending?page=1&pageSize=1'),
      product: await first<Product>('/products/all-products/pending?page=1&pageSize=1'),
      news: await first<News>('/news/?page=1&pageSize=1'),
      message: await first<ContactMessage>('/contact/?page=1&pageSize=1'),
      legal: expectOk(await me.get<LegalDocument>('/legal/terms')),
    };
  });

  // Every route that reads the field (grep readExpectedUpdatedAt in server/routes).
  const ROUTES: [string, (ids: Ids) => [string, GuardedCall]][] = [
    ['PUT /users/{id}', ({ diver }) => [`/users/${diver.id}`, { body: { firstName: 'Changed', status: 'blocked' }, read: `/users/${diver.id}` }]],
    ['PUT /auth/edit-profile/{id}', ({ diver }) => [`/auth/edit-profile/${diver.id}`, { body: { firstName: 'Changed' }, read: `/users/${diver.id}` }]],
    ['PUT /auth/dive-master/{id}', ({ master }) => [`/auth/dive-master/${master.id}`, { body: { status: 'approved' }, read: `/users/${master.id}` }]],
    ['POST /auth/dive-master/{id}/undo', ({ master }) => [`/auth/dive-master/${master.id}/undo`, { body: {}, read: `/users/${master.id}` }]],
    ['PUT /trips/all-trips/{id}', ({ trip }) => [`/trips/all-trips/${trip.id}`, { body: { status: 'approved' }, read: `/trips/${trip.id}` }]],
    ['POST /trips/all-trips/{id}/undo', ({ trip }) => [`/trips/all-trips/${trip.id}/undo`, { body: {}, read: `/trips/${trip.id}` }]],
    ['PUT /products/all-products/{id}', ({ product }) => [`/products/all-products/${product.id}`, { body: { status: 'approved' }, read: `/products/${product.id}` }]],
    ['POST /products/all-products/{id}/undo', ({ product }) => [`/products/all-products/${product.id}/undo`, { body: {}, read: `/products/${product.id}` }]],
    ['PUT /news/{id}', ({ news }) => [`/news/${news.id}`, { body: { title: 'Changed' }, read: `/news/${news.id}` }]],
    ['PUT /legal/{id}', ({ legal }) => [`/legal/${legal.id}`, { body: { content: 'Changed' }, read: '/legal/terms' }]],
    ['PUT /contact/{id}', ({ message }) => [`/contact/${message.id}`, { body: { status: message.status === 'archived' ? 'resolved' : 'archived' }, read: `/contact/${message.id}` }]],
    ['PUT /site-contact', () => ['/site-contact', { body: { city: 'Changed' }, read: '/site-contact' }]],
    // Creating needs every required field; it exists already, so a valid body would be a 409.
    ['POST /site-contact', () => ['/site-contact', { body: { email: 'new@example.com', phone: '+201234567890', address: 'Street 1', city: 'Dahab', country: 'EG' }, read: '/site-contact' }]],
  ];

  for (const [label, bad] of [['null', null], ['a number', 1_709_201_700_000], ['an empty string', ''], ['blank', '  ']] as const) {
    describe(`${label}`, () => {
      for (const [name, call] of ROUTES) {
        // A deadline of its own: a route that never answered used to hold the socket forever.
        it(`${name}: 400 naming the field, nothing changed`, { timeout: 15_000 }, async () => {
          const [path, { body, read }] = call(ids);
          const method = name.slice(0, name.indexOf(' '));
          const before = expectOk(await as(admin.token).get(read));
          const res = await api(server, method, path, { token: admin.token, json: { ...body, expectedUpdatedAt: bad } });
          expectInvalid(res, 'expectedUpdatedAt');
          assert.deepEqual(expectOk(await as(admin.token).get(read)), before);
        });
      }
    });
  }
});
