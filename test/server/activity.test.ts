import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ActivityAction, ActivityEntry, ContactMessage, LegalDocument, News, Product, SiteContact, Trip, User } from '../../src/contract';
import { ADMIN, removeDir, startTestServer } from '../helpers/server';
import type { TestServer } from '../helpers/server';
import { clockFrom } from '../helpers/clock';
import { api } from '../helpers/api-client';
import { expectError, expectOk } from '../helpers/api-asserts';
import { createUser, login, newPassword, readOtp } from '../helpers/accounts';
import { openEvents } from '../helpers/sse-client';
import { putStoredRecord } from '../helpers/test-store';

let server: TestServer;
let admin: { token: string; user: User };
/** The server's clock: noon of a fixed day, running, so "today" is that day whenever the run is. */
const TODAY = '2024-02-29';

before(async () => {
  server = await startTestServer({}, { now: clockFrom(`${TODAY}T12:00:00.000Z`) });
  admin = await login(server);
});
after(() => server.close());

async function entries(query = ''): Promise<ActivityEntry[]> {
  return expectOk(await api<ActivityEntry[]>(server, 'GET', `/activity?page=1&pageSize=100${query}`, { token: admin.token }));
}

/** The one entry of `action` about `recordId` (or with no record); fails on none or several. */
async function one(action: ActivityAction, recordId: string | null, actorId = admin.user.id): Promise<ActivityEntry> {
  const found = (await entries(`&action=${action}`)).filter((e) => (e.record?.id ?? null) === recordId && e.actor.id === actorId);
  assert.equal(found.length, 1, `one ${action} entry for ${recordId}, got ${found.length}`);
  const entry = found[0] as ActivityEntry;
  assert.ok(entry.address, 'the address is recorded');
  assert.ok(!Number.isNaN(Date.parse(entry.at)));
  assert.ok(entry.actor.name);
  return entry;
}

describe('the activity log', () => {
  it('records sign-ins, failed sign-ins and sign-outs of admins', async () => {
    const other = await createUser(server, { role: 'admin', adminToken: admin.token });
    await one('auth.signedIn', null, other.user.id);
    expectError(await api(server, 'POST', '/auth/login', { json: { email: other.email, password: 'wrong-password-1' } }), 401, 'INVALID_CREDENTIALS');
    await one('auth.signInFailed', null, other.user.id);
    expectOk(await api(server, 'POST', '/auth/sign-out', { token: other.token }));
    await one('auth.signedOut', null, other.user.id);
  });

  it('records decisions with the record, its name and the status before and after', async () => {
    const [trip] = expectOk(await api<Trip[]>(server, 'GET', '/trips/all-trips/pending', { token: admin.token }));
    assert.ok(trip);
    expectOk(await api(server, 'PUT', `/trips/all-trips/${trip.id}`, { token: admin.token, json: { status: 'rejected', reason: 'Photos missing' } }));
    const entry = await one('decision.rejected', trip.id);
    assert.deepEqual(entry.record, { kind: 'trip', id: trip.id, name: trip.title });
    assert.deepEqual(entry.changes, [{ field: 'status', from: 'pending', to: 'rejected' }]);
    const [dm] = expectOk(await api<User[]>(server, 'GET', '/users/dive-master/pending', { token: admin.token }));
    assert.ok(dm);
    expectOk(await api(server, 'PUT', `/auth/dive-master/${dm.id}`, { token: admin.token, json: { status: 'approved' } }));
    assert.equal((await one('decision.approved', dm.id)).record?.kind, 'diveMaster');
    assert.equal((await entries(`&action=user.changed`)).filter((e) => e.record?.id === dm.id).length, 0, 'a decision is not also a profile change');
  });

  it('names the product a decision is about, and finds the entry by that name', async () => {
    const [product] = expectOk(await api<Product[]>(server, 'GET', '/products/all-products/pending', { token: admin.token }));
    assert.ok(product);
    expectOk(await api(server, 'PUT', `/products/all-products/${product.id}`, { token: admin.token, json: { status: 'approved' } }));
    const entry = await one('decision.approved', product.id);
    assert.deepEqual(entry.record, { kind: 'product', id: product.id, name: product.name });
    assert.deepEqual(entry.changes, [{ field: 'status', from: 'pending', to: 'approved' }]);
    const found = await entries(`&q=${encodeURIComponent(product.name)}&action=decision.approved`);
    assert.ok(found.some((e) => e.id === entry.id), 'searching for the product name finds its decision');
  });

  it('keeps every changed field of an edit, long text cut', async () => {
    const diver = await createUser(server, { adminToken: admin.token, lastName: 'Test' });
    const id = diver.user.id;
    expectOk(await api(server, 'PUT', `/users/${id}`, { token: admin.token, json: { firstName: 'Ana', lastName: 'Tester', phone: '+34932000412' } }));
    const { changes } = await one('user.changed', id);
    assert.deepEqual(changes.map((c) => c.field).sort(), ['firstName', 'lastName', 'phone']);
    assert.deepEqual(changes.find((c) => c.field === 'lastName'), { field: 'lastName', from: 'Test', to: 'Tester' });
    const news = expectOk(await api<News>(server, 'POST', '/news/', { token: admin.token, json: { title: 'Long', summary: 'S', content: 'C', status: 'draft' } }), 201);
    expectOk(await api(server, 'PUT', `/news/${news.id}`, { token: admin.token, json: { content: 'x'.repeat(500) } }));
    const [content] = (await one('news.changed', news.id)).changes;
    assert.equal(content?.field, 'content');
    assert.equal(content?.to, `${'x'.repeat(79)}…`);
  });

  it('records users created, changed, blocked, unblocked and given another role', async () => {
    const diver = await createUser(server, { adminToken: admin.token, lastName: 'Before' });
    const id = diver.user.id;
    const created = await one('user.created', id);
    assert.equal(created.record?.name, 'Test Before');
    assert.deepEqual(created.changes, [{ field: 'role', from: null, to: 'diver' }]);
    expectOk(await api(server, 'PUT', `/users/${id}`, { token: admin.token, json: { lastName: 'After' } }));
    assert.deepEqual((await one('user.changed', id)).changes, [{ field: 'lastName', from: 'Before', to: 'After' }]);
    expectOk(await api(server, 'PUT', `/users/${id}`, { token: admin.token, json: { status: 'blocked' } }));
    await one('user.blocked', id);
    expectOk(await api(server, 'PUT', `/users/${id}`, { token: admin.token, json: { status: 'active' } }));
    await one('user.unblocked', id);
    expectOk(await api(server, 'PUT', `/users/${id}`, { token: admin.token, json: { role: 'diveMaster' } }));
    assert.deepEqual((await one('user.roleChanged', id)).changes, [{ field: 'role', from: 'diver', to: 'diveMaster' }]);
  });

  it('records news created, changed, published, unpublished and deleted', async () => {
    const news = expectOk(await api<News>(server, 'POST', '/news/', { token: admin.token, json: { title: 'Reef week', summary: 'S', content: 'C', status: 'draft' } }), 201);
    assert.deepEqual((await one('news.created', news.id)).changes, [{ field: 'status', from: null, to: 'draft' }]);
    expectOk(await api(server, 'PUT', `/news/${news.id}`, { token: admin.token, json: { title: 'Reef weeks' } }));
    assert.deepEqual((await one('news.changed', news.id)).changes, [{ field: 'title', from: 'Reef week', to: 'Reef weeks' }]);
    expectOk(await api(server, 'PUT', `/news/${news.id}`, { token: admin.token, json: { status: 'published' } }));
    assert.deepEqual((await one('news.published', news.id)).changes, [{ field: 'status', from: 'draft', to: 'published' }]);
    expectOk(await api(server, 'PUT', `/news/${news.id}`, { token: admin.token, json: { status: 'draft' } }));
    await one('news.unpublished', news.id);
    expectOk(await api(server, 'DELETE', `/news/${news.id}`, { token: admin.token }));
    assert.equal((await one('news.deleted', news.id)).record?.name, 'Reef weeks');
  });

  it('records legal and site-contact edits and contact-message status changes', async () => {
    const doc = expectOk(await api<LegalDocument>(server, 'GET', '/legal/terms', { token: admin.token }));
    expectOk(await api(server, 'PUT', `/legal/${doc.id}`, { token: admin.token, json: { content: 'New terms' } }));
    assert.deepEqual((await one('legal.changed', doc.id)).changes, [{ field: 'version', from: doc.version, to: doc.version + 1 }]);
    const contact = expectOk(await api<SiteContact>(server, 'GET', '/site-contact', { token: admin.token }));
    expectOk(await api(server, 'PUT', '/site-contact', { token: admin.token, json: { ...contact, city: 'Dahab', socials: { ...contact.socials, instagram: 'https://instagram.com/dahab' } } }));
    assert.deepEqual((await one('siteContact.changed', contact.id)).changes, [
      { field: 'city', from: contact.city, to: 'Dahab' },
      { field: 'socials.instagram', from: contact.socials.instagram, to: 'https://instagram.com/dahab' },
    ]);
    const message = expectOk(await api<ContactMessage>(server, 'POST', '/contact/', { json: { name: 'Ana', email: 'ana@example.com', subject: 'Hello', message: 'Hi' } }), 201);
    assert.equal((await entries()).filter((e) => e.record?.id === message.id).length, 0, 'a visitor writing is not an admin action');
    expectOk(await api(server, 'PUT', `/contact/${message.id}`, { token: admin.token, json: { status: 'resolved' } }));
    assert.deepEqual((await one('contact.statusChanged', message.id)).changes, [{ field: 'status', from: 'new', to: 'resolved' }]);
  });

  it('records password changes and resets of admins', async () => {
    const other = await createUser(server, { role: 'admin', adminToken: admin.token });
    expectOk(await api(server, 'POST', '/auth/change-password', { token: other.token, json: { currentPassword: other.password, newPassword: newPassword() } }));
    await one('auth.passwordChanged', other.user.id, other.user.id);
    expectOk(await api(server, 'POST', '/auth/send-otp', { json: { email: other.email } }));
    const { code } = await readOtp(server, other.email);
    const { resetToken } = expectOk(await api<{ resetToken: string }>(server, 'POST', '/auth/verify-otp', { json: { email: other.email, otp: code } }));
    expectOk(await api(server, 'POST', '/auth/reset-password', { json: { email: other.email, resetToken, password: newPassword() } }));
    await one('auth.passwordReset', other.user.id, other.user.id);
  });

  it('filters by admin, action, kind and date range, and searches', async () => {
    const all = await entries();
    assert.ok(all.length > 5);
    for (let i = 1; i < all.length; i++) assert.ok((all[i - 1] as ActivityEntry).at >= (all[i] as ActivityEntry).at, 'newest first');
    assert.ok((await entries(`&admin=${admin.user.id}`)).every((e) => e.actor.id === admin.user.id));
    assert.ok((await entries('&kind=news')).every((e) => e.record?.kind === 'news'));
    assert.ok((await entries('&action=news.deleted')).every((e) => e.action === 'news.deleted'));
    const found = await entries('&q=Reef%20weeks');
    assert.ok(found.length > 0 && found.every((e) => JSON.stringify(e).includes('Reef weeks')));
    // The demo data's entries are older: today's are this test's, the newest first among them.
    const todays = await entries(`&from=${TODAY}&to=${TODAY}`);
    assert.ok(todays.length > 0 && todays.every((e) => e.at.startsWith(TODAY)));
    assert.equal(todays[0]?.id, all[0]?.id);
    assert.equal((await entries('&to=2000-01-01')).length, 0);
    expectError(await api(server, 'GET', '/activity?page=1&from=yesterday', { token: admin.token }), 400, 'VALIDATION_FAILED');
    expectError(await api(server, 'GET', '/activity?page=1&action=user.eaten', { token: admin.token }), 400, 'VALIDATION_FAILED');
  });

  it('cannot be written or deleted through the API, and only admins read it', async () => {
    const before = (await entries()).length;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expectError(await api(server, method, '/activity', { token: admin.token, json: { action: 'auth.signedIn' } }), 405, 'METHOD_NOT_ALLOWED');
    }
    const [first] = await entries();
    assert.ok(first);
    for (const method of ['PUT', 'DELETE']) {
      const res = await api(server, method, `/activity/${first.id}`, { token: admin.token, json: {} });
      assert.ok(res.status === 404 || res.status === 405, `${method} on an entry: ${res.status}`);
    }
    assert.equal((await entries()).length, before);
    expectError(await api(server, 'GET', '/activity?page=1'), 401, 'UNAUTHENTICATED');
    const diver = await createUser(server);
    expectError(await api(server, 'GET', '/activity?page=1', { token: diver.token }), 403, 'FORBIDDEN');
  });

  it('publishes each new entry on the live stream', async () => {
    const stream = await openEvents(server, admin.token);
    const news = expectOk(await api<News>(server, 'POST', '/news/', { token: admin.token, json: { title: 'Live one', summary: 'S', content: 'C', status: 'draft' } }), 201);
    const frame = await stream.next((f) => f.event === 'activity' && (f.data as { entry: ActivityEntry }).entry.record?.id === news.id);
    assert.equal((frame.data as { entry: ActivityEntry }).entry.action, 'news.created');
    stream.close();
  });
});

describe('entries stored before changes were kept field by field', () => {
  it('read in the current shape after a restart, a product decision named and found by its name', async () => {
    const first = await startTestServer({}, { keepData: true });
    const { token, user } = await login(first);
    const [product] = expectOk(await api<Product[]>(first, 'GET', '/products/all-products/rejected', { token }));
    assert.ok(product);
    await first.close();
    const base = { at: new Date().toISOString(), actor: { id: user.id, name: 'Admin Old' }, address: '10.0.0.1' };
    const legacy = [
      // A product decision was stored with its record unnamed.
      { id: 'act_legacy_1', ...base, action: 'decision.rejected', record: { kind: 'product', id: product.id }, change: 'pending → rejected' },
      { id: 'act_legacy_2', ...base, action: 'user.changed', record: { kind: 'user', id: user.id, name: 'Admin Test' }, change: 'lastName: Test → Tester; phone: — → +34932000412 (+1)' },
      { id: 'act_legacy_3', ...base, action: 'legal.changed', record: { kind: 'legal', id: 'legal-terms', name: 'Terms' }, change: 'v3 → v4' },
      { id: 'act_legacy_4', ...base, action: 'user.created', record: { kind: 'user', id: 'u_x', name: 'New One' }, change: 'diver' },
      { id: 'act_legacy_5', ...base, action: 'auth.signedOut', record: null, change: null },
    ];
    for (const entry of legacy) await putStoredRecord(first, 'activity', entry);
    const again = await startTestServer({ dataDir: first.dataDir, databaseUrl: first.config.databaseUrl });
    try {
      const { token: next } = await login(again);
      const read = async (query: string) => expectOk(await api<ActivityEntry[]>(again, 'GET', `/activity?page=1&pageSize=100${query}`, { token: next }));
      const byId = new Map((await read('&q=Admin%20Old')).map((e) => [e.id, e]));
      assert.deepEqual(byId.get('act_legacy_1')?.record, { kind: 'product', id: product.id, name: product.name });
      assert.deepEqual(byId.get('act_legacy_1')?.changes, [{ field: 'status', from: 'pending', to: 'rejected' }]);
      assert.deepEqual(byId.get('act_legacy_2')?.changes, [{ field: 'lastName', from: 'Test', to: 'Tester' }, { field: 'phone', from: null, to: '+34932000412' }]);
      assert.deepEqual(byId.get('act_legacy_3')?.changes, [{ field: 'version', from: 3, to: 4 }]);
      assert.deepEqual(byId.get('act_legacy_4')?.changes, [{ field: 'role', from: null, to: 'diver' }]);
      assert.deepEqual(byId.get('act_legacy_5')?.changes, []);
      for (const entry of byId.values()) assert.equal('change' in entry, false, `${entry.id} has no sentence left`);
      const found = await read(`&q=${encodeURIComponent(product.name)}&action=decision.rejected`);
      assert.ok(found.some((e) => e.id === 'act_legacy_1'), 'the old product decision is found by the product name');
    } finally {
      await again.close();
      removeDir(first.dataDir);
    }
  });
});

describe('activity retention', () => {
  it('removes entries older than ACTIVITY_RETENTION_DAYS when the server starts', async () => {
    let now = Date.now();
    const first = await startTestServer({ activityRetentionDays: 30 }, { keepData: true, now: () => now });
    await login(first);
    await first.close();
    now += 31 * 24 * 60 * 60 * 1000;
    const again = await startTestServer({ dataDir: first.dataDir, activityRetentionDays: 30 }, { now: () => now });
    try {
      const { token } = await login(again, ADMIN.email, ADMIN.password);
      const left = expectOk(await api<ActivityEntry[]>(again, 'GET', '/activity?page=1&pageSize=100', { token }));
      assert.equal(left.length, 1, 'only the sign-in made after the restart');
    } finally {
      await again.close();
    }
  });
});
