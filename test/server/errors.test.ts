import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ContactMessage, LegalDocument, News, Trip, User } from '../../src/contract';
import { ADMIN, startTestServer } from '../helpers/server';
import type { TestServer } from '../helpers/server';
import { API, api, call } from '../helpers/api-client';
import { rawRequest, rawSocket } from '../helpers/raw-client';
import { expectError, expectOk } from '../helpers/api-asserts';
import { login } from '../helpers/accounts';
import { assertNoSecrets, leakStats, rememberSecret } from '../helpers/secret-leaks';

let server: TestServer;
let token: string;
/** Every route that reads a JSON body, with real ids. */
let jsonRoutes: [string, string][] = [];

before(async () => {
  server = await startTestServer();
  const admin = await login(server);
  token = admin.token;
  const first = async <T extends { id: string }>(path: string): Promise<string> => {
    const list = expectOk(await api<T[]>(server, 'GET', path, { token }));
    return list[0]?.id ?? 'missing';
  };
  const diver = expectOk(await api<User[]>(server, 'GET', '/users/dive-buddy', { token }))[0]?.id ?? 'missing';
  const legal = expectOk(await api<LegalDocument>(server, 'GET', '/legal/terms', { token })).id;
  const dm = expectOk(await api<User[]>(server, 'GET', '/users/dive-master/pending', { token }))[0]?.id ?? 'missing';
  jsonRoutes = [
    ['POST', '/auth/login'],
    ['POST', '/auth/send-otp'],
    ['POST', '/auth/verify-otp'],
    ['POST', '/auth/reset-password'],
    ['POST', '/auth/change-password'],
    ['POST', '/users/'],
    ['PUT', `/users/${diver}`],
    ['PUT', `/auth/edit-profile/${diver}`],
    ['PUT', `/auth/dive-master/${dm}`],
    ['PUT', `/trips/all-trips/${await first<Trip>('/trips/')}`],
    ['PUT', `/products/all-products/${await first<Trip>('/products/')}`],
    ['POST', '/news/'],
    ['PUT', `/news/${await first<News>('/news/')}`],
    ['PUT', `/legal/${legal}`],
    ['PUT', '/site-contact'],
    ['POST', '/site-contact'],
    ['PUT', `/contact/${await first<ContactMessage>('/contact/')}`],
    ['POST', '/contact/'],
  ];
});
after(() => server.close());

const MIB = 1024 * 1024;

/** A JSON news body of exactly `size` bytes (padded with an ignored field). */
function newsBodyOfSize(size: number): string {
  const base = { title: 'Big', summary: 'Big body', content: 'x', status: 'draft', pad: '' };
  const overhead = Buffer.byteLength(JSON.stringify(base));
  const text = JSON.stringify({ ...base, pad: 'p'.repeat(size - overhead) });
  assert.equal(Buffer.byteLength(text), size);
  return text;
}

describe('the secret-leak check', () => {
  it('catches hashes, salts, known passwords, codes and reset tokens, and runs on every answer', async () => {
    assert.throws(() => assertNoSecrets('{"data":{"passwordHash":"x"}}', '/x'));
    assert.throws(() => assertNoSecrets('{"data":{"salt":"abc"}}', '/x'));
    assert.throws(() => assertNoSecrets('{"data":{"note":"scrypt$16384$8$1$abc$def"}}', '/x'));
    assert.throws(() => assertNoSecrets(`{"data":{"note":"${ADMIN.password}"}}`, '/x'));
    rememberSecret('code', '918273');
    assert.throws(() => assertNoSecrets('{"data":{"pin":"918273"}}', '/x'));
    assert.doesNotThrow(() => assertNoSecrets('{"data":[{"text":"918273"}]}', '/api/v1/dev/outbox'));
    rememberSecret('resetToken', 'reset-token-for-the-self-test-0123456789');
    assert.throws(() => assertNoSecrets('{"x":"reset-token-for-the-self-test-0123456789"}', '/x'));
    assert.throws(() => assertNoSecrets('{"data":{"resetToken":"abc"}}', '/api/v1/users/'));
    assert.doesNotThrow(() => assertNoSecrets('{"success":false,"code":"VALIDATION_FAILED","errors":[{"field":"password","message":"Too short"}]}', '/x'));
    const before = leakStats.checked;
    await api(server, 'GET', '/health');
    assert.equal(leakStats.checked, before + 1);
  });
});

describe('envelope', () => {
  it('GET /health answers { success: true, data: { ok: true } } as JSON with the security headers', async () => {
    const res = await api(server, 'GET', '/health');
    assert.deepEqual(expectOk(res), { ok: true });
    assert.deepEqual(Object.keys(res.body).filter((k) => k !== 'message').sort(), ['data', 'success']);
    assert.match(res.headers.get('content-type') ?? '', /^application\/json;\s*charset=utf-8$/i);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(res.headers.get('referrer-policy'), 'no-referrer');
  });

  it('GET /health/ready answers { ok: true } while the store answers', async () => {
    assert.deepEqual(expectOk(await api(server, 'GET', '/health/ready')), { ok: true });
  });

  it('ignores a query string', async () => {
    assert.deepEqual(expectOk(await api(server, 'GET', '/health?x=1&y=%ff')), { ok: true });
  });

  it('puts the security headers on errors too and says nothing about internals', async () => {
    const res = await api(server, 'GET', '/no-such-route');
    expectError(res, 404, 'NOT_FOUND');
    assert.deepEqual(Object.keys(res.body).sort(), ['code', 'message', 'success']);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(res.headers.get('referrer-policy'), 'no-referrer');
    assert.doesNotMatch(res.text, /\bat \S+ \(|node:internal|\/work\/|\.ts:\d+/);
  });
});

describe('unknown routes', () => {
  const paths = ['/nope', '/users/a/b/c', '/trips/all-trips/pending/extra', '/auth', '/auth/unknown', '/dev', '/news/a/b', '/legal', '/uploads', '/%ff%fe', '/users/%00'];
  for (const path of paths) {
    it(`answers 404 NOT_FOUND JSON for ${path}`, async () => {
      const res = await rawRequest(server, { path: `${API}${path}`, headers: { authorization: `Bearer ${token}` } });
      if (path === '/uploads') {
        // A known path (POST only): 405 is right too.
        assert.ok(res.status === 404 || res.status === 405, `${res.status}`);
        return;
      }
      assert.equal(res.status, 404, res.text);
      assert.match(String(res.headers['content-type']), /^application\/json/);
      assert.equal((res.json as { code?: string }).code, 'NOT_FOUND');
      assert.equal((res.json as { success?: boolean }).success, false);
    });
  }

  it('answers 404 JSON outside /api/v1 when no site is served', async () => {
    for (const path of ['/api', '/api/', '/api/v2/health', '/api/v1', '/']) {
      const res = await call(server, 'GET', path);
      expectError(res, 404, 'NOT_FOUND');
    }
  });

  it('has no /dev/outbox outside demo mode', async () => {
    const plain = await startTestServer({ demo: false });
    try {
      expectError(await api(plain, 'GET', '/dev/outbox'), 404, 'NOT_FOUND');
      expectOk(await api(plain, 'GET', '/health'));
    } finally {
      await plain.close();
    }
  });
});

describe('wrong methods', () => {
  const cases: [string, string, string[]][] = [
    ['DELETE', '/users/', ['GET', 'POST']],
    ['PATCH', '/news/some-id', ['GET', 'PUT', 'DELETE']],
    ['POST', '/auth/refresh', ['GET']],
    ['GET', '/auth/login', ['POST']],
    ['PUT', '/health', ['GET']],
    ['DELETE', '/site-contact', ['GET', 'PUT', 'POST']],
    ['POST', '/trips/all-trips/some-id', ['PUT']],
    ['DELETE', '/contact/', ['GET', 'POST']],
    ['GET', '/uploads', ['POST']],
    ['POST', '/legal/terms', ['GET', 'PUT']],
  ];
  for (const [method, path, allowed] of cases) {
    it(`answers 405 METHOD_NOT_ALLOWED with Allow for ${method} ${path}`, async () => {
      const res = await api(server, method, path, { token });
      expectError(res, 405, 'METHOD_NOT_ALLOWED');
      const allow = (res.headers.get('allow') ?? '').split(',').map((m) => m.trim().toUpperCase());
      for (const m of allowed) assert.ok(allow.includes(m), `Allow "${res.headers.get('allow') ?? ''}" includes ${m}`);
      assert.ok(!allow.includes(method), `Allow does not include ${method}`);
    });
  }
});

describe('bodies that are not JSON objects', () => {
  const bad: [string, string | Buffer][] = [
    ['an empty body', ''],
    ['a truncated object', '{"email":"a@b.co",'],
    ['a bare word', 'hello'],
    ['single quotes', "{'email':'a@b.co'}"],
    ['a trailing comma', '{"email":"a@b.co",}'],
    ['null', 'null'],
    ['an array', '[{"email":"a@b.co"}]'],
    ['a string', '"email"'],
    ['a number', '42'],
    ['true', 'true'],
    ['bad UTF-8', Buffer.from([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
    ['a lone surrogate byte sequence', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d])],
  ];
  for (const [name, body] of bad) {
    it(`answers 400 INVALID_JSON for ${name} (public and admin routes)`, async () => {
      expectError(await api(server, 'POST', '/auth/login', { body, headers: { 'content-type': 'application/json' } }), 400, 'INVALID_JSON');
      expectError(await api(server, 'POST', '/news/', { token, body, headers: { 'content-type': 'application/json' } }), 400, 'INVALID_JSON');
    });
  }

  it('drops __proto__ and constructor keys instead of polluting anything', async () => {
    const res = await api(server, 'POST', '/contact/', {
      body: '{"name":"P","email":"p@p.co","subject":"s","message":"m","__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":2}}}',
      headers: { 'content-type': 'application/json' },
    });
    assert.ok(res.status === 201 || res.status === 400, `${res.status}`);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    assert.equal(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted'), false);
  });
});

describe('every route that reads JSON', () => {
  it('answers 400 INVALID_JSON for a broken body, 415 for text/plain and 413 over 1 MiB', async () => {
    assert.equal(jsonRoutes.length, 18);
    for (const [method, path] of jsonRoutes) {
      const where = `${method} ${path}`;
      const broken = await api(server, method, path, { token, body: '{"status": ', headers: { 'content-type': 'application/json' } });
      assert.equal(broken.body.code, 'INVALID_JSON', `${where}: ${broken.text}`);
      expectError(broken, 400, 'INVALID_JSON');
      const array = await api(server, method, path, { token, json: [] });
      assert.equal(array.body.code, 'INVALID_JSON', `${where} (array): ${array.text}`);
      const text = await api(server, method, path, { token, body: '{}', headers: { 'content-type': 'text/plain' } });
      assert.equal(text.status, 415, `${where}: ${text.text}`);
      expectError(text, 415, 'UNSUPPORTED_MEDIA_TYPE');
      const big = await rawRequest(server, {
        method,
        path: `${API}${path}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ pad: 'x'.repeat(MIB) }),
      });
      assert.equal(big.status, 413, `${where}: ${big.text.slice(0, 200)}`);
      assert.equal((big.json as { code?: string }).code, 'PAYLOAD_TOO_LARGE');
    }
  });
});

describe('content types', () => {
  const refused = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp', 'application/xml', 'text/json-ish'];
  for (const type of refused) {
    it(`answers 415 UNSUPPORTED_MEDIA_TYPE for ${type}`, async () => {
      const res = await api(server, 'POST', '/news/', { token, body: JSON.stringify({ title: 't', summary: 's', content: 'c', status: 'draft' }), headers: { 'content-type': type } });
      expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
    });
  }

  it('answers 415 for a JSON body sent without a content type', async () => {
    const res = await rawRequest(server, {
      method: 'POST',
      path: `${API}/auth/login`,
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    assert.equal(res.status, 415);
    assert.equal((res.json as { code?: string }).code, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('accepts application/json with a charset and in any letter case', async () => {
    for (const type of ['application/json; charset=utf-8', 'Application/JSON', 'application/json;charset=UTF-8']) {
      const res = await api(server, 'POST', '/auth/login', { body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }), headers: { 'content-type': type } });
      expectOk(res);
    }
  });
});

describe('body size', () => {
  it('accepts a JSON body of exactly 1 MiB', async () => {
    const res = await api(server, 'POST', '/news/', { token, body: newsBodyOfSize(MIB), headers: { 'content-type': 'application/json' } });
    expectOk(res, 201);
  });

  it('answers 413 PAYLOAD_TOO_LARGE for a JSON body of 1 MiB + 1 byte', async () => {
    const res = await rawRequest(server, {
      method: 'POST',
      path: `${API}/news/`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: newsBodyOfSize(MIB + 1),
    });
    assert.equal(res.status, 413);
    assert.equal((res.json as { code?: string }).code, 'PAYLOAD_TOO_LARGE');
  });

  it('answers 413 for a large body on a public route, sent chunked without a length', async () => {
    const res = await rawRequest(server, {
      method: 'POST',
      path: `${API}/contact/`,
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: JSON.stringify({ name: 'n', email: 'a@b.co', subject: 's', message: 'm'.repeat(2 * MIB) }),
    });
    assert.equal(res.status, 413);
    assert.equal((res.json as { code?: string }).code, 'PAYLOAD_TOO_LARGE');
  });

  it('answers 413 at once for a declared Content-Length over 1 MiB, before the body arrives', async () => {
    const head =
      `POST ${API}/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` + `Content-Length: ${10 * MIB}\r\nConnection: close\r\n\r\n{"email":`;
    const res = await rawSocket(server, head, { timeoutMs: 3000 });
    assert.equal(res.timedOut, false, 'the server answers without waiting for 10 MiB');
    assert.equal(res.status, 413);
    assert.match(res.body.toString(), /PAYLOAD_TOO_LARGE/);
  });

  it('treats a client that gives up in the middle of a body as no error (nothing logged)', async () => {
    const logged: string[] = [];
    const originalError = console.error;
    console.error = (...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
    };
    try {
      const head = `POST ${API}/contact/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":`;
      const res = await rawSocket(server, head, { timeoutMs: 300, halfClose: true });
      assert.ok(res.status === null || res.status < 500, `answered ${String(res.status)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      console.error = originalError;
    }
    assert.deepEqual(logged, [], 'an aborted upload is not an internal error');
  });

  it('stays up after all of that', async () => {
    assert.deepEqual(expectOk(await api(server, 'GET', '/health')), { ok: true });
  });
});
