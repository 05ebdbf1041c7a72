import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Trip, UploadResult } from '../../src/contract';
import { API, IMAGES, api, call, createUser, expectError, expectOk, login, rawRequest, startTestServer } from './helpers';
import type { ApiResponse, CreatedUser, TestServer } from './helpers';

let server: TestServer;
let token: string;
let diver: CreatedUser;

before(async () => {
  server = await startTestServer();
  token = (await login(server)).token;
  diver = await createUser(server);
});
after(() => server.close());

const MIB = 1024 * 1024;

async function upload(type: string, bytes: Buffer, auth: string | null = token): Promise<ApiResponse<UploadResult>> {
  return api<UploadResult>(server, 'POST', '/uploads', { token: auth, body: bytes, headers: { 'content-type': type } });
}

/** `bytes` padded to `size` with zeros (the magic number stays at the start). */
function padded(bytes: Buffer, size: number): Buffer {
  return Buffer.concat([bytes, Buffer.alloc(size - bytes.length)]);
}

describe('POST /uploads', () => {
  for (const [type, bytes] of Object.entries(IMAGES)) {
    it(`stores a ${type} and serves it back with its type and nosniff`, async () => {
      const { url } = expectOk(await upload(type, bytes), 201);
      assert.equal(typeof url, 'string');
      const path = url.startsWith('http') ? new URL(url).pathname : url;
      assert.ok(path.startsWith(`${API}/uploads/`), `served under ${API}/uploads/: ${url}`);
      const res = await call(server, 'GET', path);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('content-type'), type);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
      assert.ok(res.bytes.equals(bytes), 'the same bytes come back');
      const anonymous = await rawRequest(server, { path });
      assert.equal(anonymous.status, 200, 'serving is public');
    });
  }

  it('gives every upload its own URL', async () => {
    const a = expectOk(await upload('image/png', IMAGES['image/png']), 201);
    const b = expectOk(await upload('image/png', IMAGES['image/png']), 201);
    assert.notEqual(a.url, b.url);
  });

  it('accepts exactly 5 MiB', async () => {
    const bytes = padded(IMAGES['image/png'], 5 * MIB);
    const { url } = expectOk(await upload('image/png', bytes), 201);
    const res = await call(server, 'GET', url.startsWith('http') ? new URL(url).pathname : url);
    assert.equal(res.bytes.length, 5 * MIB);
  });

  it('answers 413 PAYLOAD_TOO_LARGE over 5 MiB', async () => {
    const res = await rawRequest(server, {
      method: 'POST',
      path: `${API}/uploads`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
      body: padded(IMAGES['image/png'], 5 * MIB + 1),
    });
    assert.equal(res.status, 413);
    assert.equal((res.json as { code?: string } | undefined)?.code, 'PAYLOAD_TOO_LARGE');
  });

  it('answers 413 at once for a declared length over 5 MiB', async () => {
    const res = await rawRequest(server, {
      method: 'POST',
      path: `${API}/uploads`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg', 'content-length': String(6 * MIB) },
      body: IMAGES['image/jpeg'],
      timeoutMs: 5000,
    });
    assert.equal(res.status, 413);
    assert.equal((res.json as { code?: string } | undefined)?.code, 'PAYLOAD_TOO_LARGE');
  });

  const lies: [string, string, Buffer][] = [
    ['JPEG bytes declared as PNG', 'image/png', IMAGES['image/jpeg']],
    ['PNG bytes declared as GIF', 'image/gif', IMAGES['image/png']],
    ['GIF bytes declared as WebP', 'image/webp', IMAGES['image/gif']],
    ['HTML declared as PNG', 'image/png', Buffer.from('<html><script>alert(1)</script></html>')],
    ['a RIFF that is not WebP', 'image/webp', Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ')],
    ['an empty body declared as JPEG', 'image/jpeg', Buffer.alloc(0)],
    ['a PNG declared as SVG', 'image/svg+xml', IMAGES['image/png']],
    ['an SVG declared as SVG', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['a PNG declared as text/html', 'text/html', IMAGES['image/png']],
    ['a PNG declared as octet-stream', 'application/octet-stream', IMAGES['image/png']],
    ['a PNG declared as JSON', 'application/json', IMAGES['image/png']],
  ];
  for (const [name, type, bytes] of lies) {
    it(`answers 415 for ${name}`, async () => {
      expectError(await upload(type, bytes), 415, 'UNSUPPORTED_MEDIA_TYPE');
    });
  }

  it('answers 415 without a content type', async () => {
    const res = await rawRequest(server, { method: 'POST', path: `${API}/uploads`, headers: { authorization: `Bearer ${token}` }, body: IMAGES['image/png'] });
    assert.equal(res.status, 415);
    assert.equal((res.json as { code?: string } | undefined)?.code, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers 401 without a token and 403 for a diver', async () => {
    expectError(await upload('image/png', IMAGES['image/png'], null), 401, 'UNAUTHENTICATED');
    expectError(await upload('image/png', IMAGES['image/png'], diver.token), 403, 'FORBIDDEN');
  });
});

describe('GET /uploads/{name}', () => {
  it('answers 404 JSON for an unknown name', async () => {
    expectError(await api(server, 'GET', '/uploads/no-such-file.png'), 404, 'NOT_FOUND');
    expectError(await api(server, 'GET', '/uploads/nothing'), 404, 'NOT_FOUND');
  });

  it('never serves a file outside the uploads folder', async () => {
    const paths = [
      `${API}/uploads/..%2fstore%2fmeta.json`,
      `${API}/uploads/%2e%2e%2fstore%2fmeta.json`,
      `${API}/uploads/..%5cstore%5cmeta.json`,
      `${API}/uploads/%252e%252e%252fstore%252fmeta.json`,
      `${API}/uploads/.%2e/.%2e/package.json`,
      `${API}/uploads/%2fetc%2fpasswd`,
      `${API}/uploads/..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd`,
      `${API}/uploads/x.png%00.json`,
    ];
    for (const path of paths) {
      const res = await rawRequest(server, { path });
      assert.ok(res.status >= 400 && res.status < 500, `${path} → ${res.status}`);
      assert.doesNotMatch(res.text, /"format"\s*:|root:x?:0:0|"dependencies"/, path);
    }
  });

  it('serves the demo images as PNG', async () => {
    const trips = expectOk(await api<Trip[]>(server, 'GET', '/trips/', { token }));
    const image = trips.find((t) => t.images.length > 0)?.images[0];
    assert.ok(image);
    const res = await call(server, 'GET', image.startsWith('http') ? new URL(image).pathname : image);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^image\/(png|jpeg|webp|gif)$/);
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    assert.ok(res.bytes.length > 8);
  });
});
