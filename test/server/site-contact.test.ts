import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { SiteContact } from '../../src/contract';
import { startTestServer } from '../helpers/server';
import type { TestServer } from '../helpers/server';
import { api } from '../helpers/api-client';
import { expectError, expectInvalid, expectInvalidIncluding, expectOk, isIsoDateTime } from '../helpers/api-asserts';
import { createUser, login } from '../helpers/accounts';
import type { CreatedUser } from '../helpers/accounts';

const KEYS = ['address', 'city', 'country', 'email', 'id', 'mapUrl', 'openingHours', 'phone', 'socials', 'updatedAt', 'whatsapp'];
const SOCIAL_KEYS = ['facebook', 'instagram', 'tiktok', 'x', 'youtube'];

const fields = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  email: 'hello@reef.test',
  phone: '+34 900 000 000',
  whatsapp: '+34 600 000 000',
  address: 'Carrer del Mar 1',
  city: 'Barcelona',
  country: 'ES',
  openingHours: 'Mon-Fri 9-18',
  mapUrl: 'https://maps.example.com/?q=reef',
  socials: { facebook: 'https://facebook.com/reef', instagram: null, youtube: 'https://youtube.com/@reef', tiktok: null, x: 'http://x.com/reef' },
  ...over,
});

function assertShape(contact: SiteContact): void {
  assert.deepEqual(Object.keys(contact).sort(), KEYS);
  assert.deepEqual(Object.keys(contact.socials).sort(), SOCIAL_KEYS);
  assert.ok(isIsoDateTime(contact.updatedAt));
}

describe('site contact on an empty store', () => {
  let server: TestServer;
  let token: string;
  let diver: CreatedUser;

  before(async () => {
    server = await startTestServer({ demo: false });
    token = (await login(server)).token;
    diver = await createUser(server);
  });
  after(() => server.close());

  it('GET answers 404 before one exists', async () => {
    expectError(await api(server, 'GET', '/site-contact', { token }), 404, 'NOT_FOUND');
  });

  it('POST validates every required field before anything exists', async () => {
    // The nullable fields and socials may be required too (the body type lists them); these five must be.
    expectInvalidIncluding(await api(server, 'POST', '/site-contact', { token, json: {} }), 'email', 'phone', 'address', 'city', 'country');
    expectInvalid(await api(server, 'POST', '/site-contact', { token, json: fields({ email: 'not-mail' }) }), 'email');
    expectInvalid(await api(server, 'POST', '/site-contact', { token, json: fields({ phone: '9'.repeat(33) }) }), 'phone');
    expectInvalid(await api(server, 'POST', '/site-contact', { token, json: fields({ city: '' }) }), 'city');
    expectInvalid(await api(server, 'POST', '/site-contact', { token, json: fields({ address: 42 }) }), 'address');
    expectInvalid(await api(server, 'POST', '/site-contact', { token, json: fields({ whatsapp: '9'.repeat(33) }) }), 'whatsapp');
    expectInvalid(await api(server, 'POST', '/site-contact', { token, json: fields({ phone: 'call me maybe' }) }), 'phone');
    expectInvalid(await api(server, 'POST', '/site-contact', { token, json: fields({ whatsapp: '12' }) }), 'whatsapp');
    expectInvalid(await api(server, 'POST', '/site-contact', { token, json: fields({ mapUrl: 'https://maps' }) }), 'mapUrl');
    expectInvalid(
      await api(server, 'POST', '/site-contact', { token, json: fields({ socials: { facebook: 'javascript:alert(1)', instagram: 'ftp://x.test/a', youtube: 'not a url', tiktok: 'https://tiktok', x: 5 } }) }),
      'socials.facebook',
      'socials.instagram',
      'socials.youtube',
      'socials.tiktok',
      'socials.x',
    );
    expectError(await api(server, 'GET', '/site-contact', { token }), 404, 'NOT_FOUND');
  });

  it('answers 401 without a token and 403 for a diver, creating nothing', async () => {
    expectError(await api(server, 'POST', '/site-contact', { json: fields() }), 401, 'UNAUTHENTICATED');
    expectError(await api(server, 'POST', '/site-contact', { json: fields(), token: diver.token }), 403, 'FORBIDDEN');
    expectError(await api(server, 'PUT', '/site-contact', { json: fields(), token: diver.token }), 403, 'FORBIDDEN');
    expectError(await api(server, 'GET', '/site-contact', { token: diver.token }), 403, 'FORBIDDEN');
    expectError(await api(server, 'GET', '/site-contact'), 401, 'UNAUTHENTICATED');
    expectError(await api(server, 'GET', '/site-contact', { token }), 404, 'NOT_FOUND');
  });

  it('POST creates it with 201; GET then answers it; a second POST is 409', async () => {
    const created = expectOk(await api<SiteContact>(server, 'POST', '/site-contact', { token, json: fields({ city: '  Barcelona  ' }) }), 201);
    assertShape(created);
    assert.equal(created.city, 'Barcelona');
    assert.equal(created.email, 'hello@reef.test');
    assert.equal(created.socials.facebook, 'https://facebook.com/reef');
    assert.equal(created.socials.instagram, null);
    assert.equal(created.socials.x, 'http://x.com/reef');
    assert.deepEqual(expectOk(await api<SiteContact>(server, 'GET', '/site-contact', { token })), created);
    expectError(await api(server, 'POST', '/site-contact', { token, json: fields({ city: 'Madrid' }) }), 409, 'CONFLICT');
    assert.equal(expectOk(await api<SiteContact>(server, 'GET', '/site-contact', { token })).city, 'Barcelona');
  });

  it('PUT updates the one record in place', async () => {
    const before = expectOk(await api<SiteContact>(server, 'GET', '/site-contact', { token }));
    const updated = expectOk(await api<SiteContact>(server, 'PUT', '/site-contact', { token, json: fields({ city: 'Girona', openingHours: null, socials: { ...fields().socials as object, instagram: 'https://instagram.com/reef' } }) }));
    assert.equal(updated.id, before.id);
    assert.equal(updated.city, 'Girona');
    assert.equal(updated.openingHours, null);
    assert.equal(updated.socials.instagram, 'https://instagram.com/reef');
    assert.ok(updated.updatedAt >= before.updatedAt);
    assert.deepEqual(expectOk(await api<SiteContact>(server, 'GET', '/site-contact', { token })), updated);
    expectInvalid(await api(server, 'PUT', '/site-contact', { token, json: fields({ email: 'nope' }) }), 'email');
  });
});

describe('site contact PUT as an upsert', () => {
  let server: TestServer;
  let token: string;

  before(async () => {
    server = await startTestServer({ demo: false });
    token = (await login(server)).token;
  });
  after(() => server.close());

  it('PUT creates the record when none exists; then POST is 409', async () => {
    expectError(await api(server, 'GET', '/site-contact', { token }), 404, 'NOT_FOUND');
    expectInvalidIncluding(await api(server, 'PUT', '/site-contact', { token, json: { city: 'Only a city' } }), 'email', 'phone', 'address', 'country');
    const created = expectOk(await api<SiteContact>(server, 'PUT', '/site-contact', { token, json: fields() }));
    assertShape(created);
    assert.deepEqual(expectOk(await api<SiteContact>(server, 'GET', '/site-contact', { token })), created);
    expectError(await api(server, 'POST', '/site-contact', { token, json: fields() }), 409, 'CONFLICT');
  });
});

describe('site contact in demo data', () => {
  it('exists already: GET answers it and POST is 409', async () => {
    const server = await startTestServer();
    try {
      const { token } = await login(server);
      assertShape(expectOk(await api<SiteContact>(server, 'GET', '/site-contact', { token })));
      expectError(await api(server, 'POST', '/site-contact', { token, json: fields() }), 409, 'CONFLICT');
    } finally {
      await server.close();
    }
  });
});
