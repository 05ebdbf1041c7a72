import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ContactMessage } from '../../src/contract';
import { startTestServer } from '../helpers/server';
import type { TestServer } from '../helpers/server';
import { api } from '../helpers/api-client';
import { assertNewestFirst, expectError, expectInvalid, expectOk, isIsoDateTime } from '../helpers/api-asserts';
import { createUser, login } from '../helpers/accounts';
import type { CreatedUser } from '../helpers/accounts';

const KEYS = ['createdAt', 'email', 'id', 'message', 'name', 'phone', 'status', 'subject', 'updatedAt'];

const form = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'Lea Fischer',
  email: 'lea@example.test',
  subject: 'Group booking',
  message: 'Do you take groups of twelve?',
  ...over,
});

function assertShape(message: ContactMessage): void {
  assert.deepEqual(Object.keys(message).sort(), KEYS);
  assert.ok(['new', 'in_progress', 'resolved', 'archived'].includes(message.status));
  assert.ok(isIsoDateTime(message.createdAt) && isIsoDateTime(message.updatedAt));
  assert.ok(message.phone === null || typeof message.phone === 'string');
}

describe('contact messages', () => {
  let server: TestServer;
  let token: string;
  let diver: CreatedUser;
  let created: ContactMessage;

  before(async () => {
    server = await startTestServer();
    token = (await login(server)).token;
    diver = await createUser(server);
  });
  after(() => server.close());

  it('GET /contact/ lists the demo messages newest first', async () => {
    const list = expectOk(await api<ContactMessage[]>(server, 'GET', '/contact/', { token }));
    assert.ok(list.length >= 40);
    for (const message of list) assertShape(message);
    assertNewestFirst(list);
  });

  it('POST /contact/ is public: 201, status new, trimmed, phone null by default, first in the list', async () => {
    const res = await api<ContactMessage>(server, 'POST', '/contact/', { json: form({ name: '  Lea  ', subject: ' Group booking ', status: 'resolved', id: 'x' }) });
    created = expectOk(res, 201);
    assertShape(created);
    assert.equal(created.name, 'Lea');
    assert.equal(created.subject, 'Group booking');
    assert.equal(created.status, 'new', 'a sender cannot choose the status');
    assert.equal(created.phone, null);
    assert.notEqual(created.id, 'x');
    const list = expectOk(await api<ContactMessage[]>(server, 'GET', '/contact/', { token }));
    assert.equal(list[0]?.id, created.id);
  });

  it('POST /contact/ keeps a phone when given', async () => {
    const message = expectOk(await api<ContactMessage>(server, 'POST', '/contact/', { json: form({ phone: '+49 30 1234567' }) }), 201);
    assert.equal(message.phone, '+49 30 1234567');
  });

  it('POST /contact/ validates every field and names it', async () => {
    // Several fields per request so that this test stays well inside the 10-a-minute limit.
    expectInvalid(await api(server, 'POST', '/contact/', { json: {} }), 'name', 'email', 'subject', 'message');
    expectInvalid(
      await api(server, 'POST', '/contact/', { json: form({ name: 'n'.repeat(81), email: 'nope', subject: 's'.repeat(201), message: '   ', phone: '1'.repeat(33) }) }),
      'name',
      'email',
      'subject',
      'message',
      'phone',
    );
    expectInvalid(await api(server, 'POST', '/contact/', { json: form({ name: 1, email: ['a@b.co'], subject: null, message: { t: 1 } }) }), 'name', 'email', 'subject', 'message');
    expectInvalid(await api(server, 'POST', '/contact/', { json: form({ message: 'm'.repeat(100_001) }) }), 'message');
    expectError(await api(server, 'POST', '/contact/', { body: 'name=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('POST /contact/ takes a message of up to 10,000 characters and refuses a longer one with a field error', async () => {
    const refused = await api(server, 'POST', '/contact/', { json: form({ message: 'm'.repeat(10_001) }) });
    expectInvalid(refused, 'message');
    assert.match(refused.body.errors?.[0]?.message ?? '', /at most 10000 characters/);
    const longest = expectOk(await api<ContactMessage>(server, 'POST', '/contact/', { json: form({ message: 'm'.repeat(10_000) }) }), 201);
    assert.equal(longest.message.length, 10_000);
  });

  it('GET /contact/{id} answers one message, 404 for an unknown id', async () => {
    assert.deepEqual(expectOk(await api<ContactMessage>(server, 'GET', `/contact/${created.id}`, { token })), created);
    expectError(await api(server, 'GET', '/contact/no-such-message', { token }), 404, 'NOT_FOUND');
  });

  it('PUT /contact/{id} moves a message through every status', async () => {
    for (const status of ['in_progress', 'resolved', 'archived', 'new'] as const) {
      const message = expectOk(await api<ContactMessage>(server, 'PUT', `/contact/${created.id}`, { token, json: { status } }));
      assert.equal(message.status, status);
      assert.equal(message.message, created.message);
      assert.ok(message.updatedAt >= created.updatedAt);
    }
    const stored = expectOk(await api<ContactMessage>(server, 'GET', `/contact/${created.id}`, { token }));
    assert.equal(stored.status, 'new');
  });

  it('PUT /contact/{id} keeps who moved the message to each status, and when, oldest first', async () => {
    const admin = await login(server);
    const fresh = expectOk(await api<ContactMessage>(server, 'POST', '/contact', { json: form({ subject: 'History' }) }), 201);
    assert.equal(fresh.statusHistory, undefined, 'a new message has no changes yet');
    const moved: ContactMessage[] = [];
    for (const status of ['in_progress', 'in_progress', 'resolved'] as const) {
      moved.push(expectOk(await api<ContactMessage>(server, 'PUT', `/contact/${fresh.id}`, { token: admin.token, json: { status } })));
    }
    const by = { id: admin.user.id, name: `${admin.user.firstName} ${admin.user.lastName}` };
    const expected = [
      { from: 'new', to: 'in_progress', at: moved[0]?.updatedAt, by },
      { from: 'in_progress', to: 'resolved', at: moved[2]?.updatedAt, by },
    ];
    assert.deepEqual(moved[2]?.statusHistory, expected, 'setting the status it has adds nothing');
    const stored = expectOk(await api<ContactMessage>(server, 'GET', `/contact/${fresh.id}`, { token }));
    assert.deepEqual(stored.statusHistory, expected, 'stored, not only answered');
  });

  it('PUT /contact/{id} validates the status and answers 404 for an unknown id', async () => {
    expectInvalid(await api(server, 'PUT', `/contact/${created.id}`, { token, json: { status: 'spam' } }), 'status');
    expectInvalid(await api(server, 'PUT', `/contact/${created.id}`, { token, json: {} }), 'status');
    expectError(await api(server, 'PUT', '/contact/no-such-message', { token, json: { status: 'resolved' } }), 404, 'NOT_FOUND');
  });

  it('answers 401 without a token and 403 for a diver on the admin routes', async () => {
    const routes: [string, string, unknown][] = [
      ['GET', '/contact/', undefined],
      ['GET', `/contact/${created.id}`, undefined],
      ['PUT', `/contact/${created.id}`, { status: 'archived' }],
    ];
    for (const [method, path, json] of routes) {
      expectError(await api(server, method, path, { json }), 401, 'UNAUTHENTICATED');
      expectError(await api(server, method, path, { json, token: diver.token }), 403, 'FORBIDDEN');
    }
    assert.equal(expectOk(await api<ContactMessage>(server, 'GET', `/contact/${created.id}`, { token })).status, 'new');
  });
});

describe('contact form rate limit', () => {
  it('accepts 10 messages a minute from one address, then answers 429 with Retry-After and stores nothing more', async () => {
    const server = await startTestServer({ demo: false });
    try {
      const { token } = await login(server);
      for (let i = 0; i < 10; i++) {
        expectOk(await api(server, 'POST', '/contact/', { json: form({ subject: `Message ${i}` }) }), 201);
      }
      const limited = await api(server, 'POST', '/contact/', { json: form({ subject: 'Message 11' }) });
      expectError(limited, 429, 'RATE_LIMITED');
      const retryAfter = Number(limited.headers.get('retry-after'));
      assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60, `Retry-After ${String(limited.headers.get('retry-after'))}`);
      const list = expectOk(await api<ContactMessage[]>(server, 'GET', '/contact/', { token }));
      assert.equal(list.length, 10);
      assert.ok(!list.some((m) => m.subject === 'Message 11'));
      // Reading and triaging are not limited.
      expectOk(await api(server, 'PUT', `/contact/${list[0]?.id ?? ''}`, { token, json: { status: 'resolved' } }));
    } finally {
      await server.close();
    }
  });
});
