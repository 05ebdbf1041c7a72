/**
 * Input in one spelling only: tokens in canonical base64url, links with a host (http, https),
 * text without control characters (tab and newline aside) or lone surrogates.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ContactMessage, User } from '../../src/contract';
import { startTestServer } from '../helpers/server';
import type { TestServer } from '../helpers/server';
import { api } from '../helpers/api-client';
import { expectError, expectInvalid, expectOk } from '../helpers/api-asserts';
import { createUser, login } from '../helpers/accounts';

let server: TestServer;
let admin: { token: string; user: User };

before(async () => {
  server = await startTestServer();
  admin = await login(server);
});
after(() => server.close());

describe('tokens in canonical base64url only', () => {
  /** Other spellings of `token` that decode to the same bytes. */
  function respellings(token: string): Record<string, string> {
    const [header = '', payload = '', signature = ''] = token.split('.');
    const standard = Buffer.from(signature, 'base64url').toString('base64');
    const bytes = Buffer.from(signature, 'base64url');
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const spareBits = [...alphabet]
      .map((c) => signature.slice(0, -1) + c)
      .find((s) => s !== signature && Buffer.from(s, 'base64url').equals(bytes));
    assert.ok(spareBits, 'a signature with other spare bits exists');
    return {
      '!! appended': `${token}!!`,
      '= appended': `${token}=`,
      '== appended': `${token}==`,
      'standard base64 signature': `${header}.${payload}.${standard}`,
      'other spare bits in the last character': `${header}.${payload}.${spareBits}`,
      'padding on the payload': `${header}.${payload}=.${signature}`,
      'a character the decoder skips': `${header}.${payload}.${signature.slice(0, 10)}*${signature.slice(10)}`,
    };
  }

  it('refuses every other spelling of a valid token with 401', async () => {
    assert.equal((await api(server, 'GET', '/auth/refresh', { token: admin.token })).status, 200);
    for (const [label, token] of Object.entries(respellings(admin.token))) {
      const res = await api(server, 'GET', '/users/', { token });
      assert.equal(res.status, 401, `${label}: ${res.status}`);
      expectError(res, 401, 'UNAUTHENTICATED');
    }
    expectOk(await api(server, 'GET', '/users/', { token: admin.token }));
  });
});

describe('links with a host', () => {
  const refused = [
    'http:evil.com', 'https:evil.com', 'http:/evil.com', 'http:\\\\evil.com', 'http://\\evil.com', 'https:///evil.com',
    'https://diving.test@evil.com', 'https://user:secret@evil.com/a.png', 'http://', 'javascript:alert(1)', '//evil.com/a.png',
    'ftp://example.com/a.png', 'data:image/png;base64,AAAA', 'https://exa mple.com/a.png',
  ];
  // An image field takes only an upload of ours (see uploads.test.ts); off-site links are refused.
  const accepted = ['/api/v1/uploads/demo-avatar-02.png'];

  it('refuses links without a spelled-out host as 400 naming the field', async () => {
    for (const link of refused) {
      const res = await api(server, 'PUT', `/auth/edit-profile/${admin.user.id}`, { token: admin.token, json: { avatarUrl: link } });
      assert.equal(res.status, 400, `${link} → ${res.status}`);
      expectInvalid(res, 'avatarUrl');
    }
    for (const link of accepted) {
      const user = expectOk(await api<User>(server, 'PUT', `/auth/edit-profile/${admin.user.id}`, { token: admin.token, json: { avatarUrl: link } }));
      assert.equal(user.avatarUrl, link);
    }
  });

  it('holds for http-only links too (site contact) and nested ones (certification document)', async () => {
    const res = await api(server, 'PUT', '/site-contact', { token: admin.token, json: { mapUrl: 'https:maps.example.com', socials: { x: 'http:x.com/diving' } } });
    expectInvalidIncluding(res, 'mapUrl', 'socials.x');
    const dm = await api(server, 'POST', '/users/', {
      token: admin.token,
      json: { email: `dm.${Date.now()}@example.test`, password: 'Dm-password-1', firstName: 'D', lastName: 'M', role: 'diveMaster', certification: { agency: 'PADI', level: 'DM', number: '1', documentUrl: 'http:evil.com/doc.pdf' } },
    });
    expectInvalid(dm, 'certification.documentUrl');
  });
});

function expectInvalidIncluding(res: Awaited<ReturnType<typeof api>>, ...fields: string[]): void {
  expectError(res, 400, 'VALIDATION_FAILED');
  const named = new Set((res.body.errors ?? []).map((e) => e.field));
  for (const field of fields) assert.ok(named.has(field), `errors name ${field}: ${JSON.stringify(res.body.errors)}`);
}

describe('text without control characters or lone surrogates', () => {
  const bad: [string, string][] = [
    ['NUL', 'Ana\u0000Lopez'], ['BEL', 'Ana\u0007'], ['ESC', '\u001b[31mAna'], ['CR', 'Ana\rLopez'], ['DEL', 'Ana\u007f'],
    ['C1 NEL', 'Ana\u0085Lopez'], ['lone high surrogate', 'Ana\ud800'], ['lone low surrogate', '\udc00Ana'], ['reversed pair', 'A\udc00\ud800'],
  ];

  it('answers 400 naming the field, and stores nothing', async () => {
    const diver = await createUser(server);
    for (const [label, text] of bad) {
      const res = await api(server, 'PUT', `/auth/edit-profile/${diver.user.id}`, { token: diver.token, json: { firstName: text, phone: text } });
      assert.equal(res.status, 400, `${label}: ${res.status}`);
      expectInvalid(res, 'firstName', 'phone');
      assert.match(res.body.errors?.[0]?.message ?? '', /control characters|Unicode/);
    }
    const me = expectOk(await api<User>(server, 'GET', `/users/${diver.user.id}`, { token: diver.token }));
    assert.equal(me.firstName, diver.user.firstName);
  });

  it('keeps tab, newline and every real character, emoji and other scripts included', async () => {
    const text = 'Line one\n\tindented — ñ 中文 العربية 🤿';
    const message = expectOk(await api<ContactMessage>(server, 'POST', '/contact/', { json: { name: 'Ana 🤿', email: 'ana@example.test', subject: 'Hola', message: text } }), 201);
    assert.equal(message.message, text);
    assert.equal(message.name, 'Ana 🤿');
  });

  it('checks nested fields, public forms and the login too', async () => {
    expectInvalid(await api(server, 'POST', '/contact/', { json: { name: 'Ana', email: 'ana@example.test', subject: 'S\u0000', message: 'M' } }), 'subject');
    expectInvalid(await api(server, 'POST', '/auth/login', { json: { email: `admin\u0000@diving.test`, password: 'x' } }), 'email');
    const dm = await api(server, 'POST', '/users/', {
      token: admin.token,
      json: { email: `dm2.${Date.now()}@example.test`, password: 'Dm-password-1', firstName: 'D', lastName: 'M', role: 'diveMaster', certification: { agency: 'PA\u0001DI', level: 'DM', number: '1' } },
    });
    expectInvalid(dm, 'certification.agency');
  });
});
