import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PICTURES_DIR } from '../../server/demo/images';
import type { Trip, UploadResult, User } from '../../src/contract';
import { startTestServer } from '../helpers/server';
import type { TestServer } from '../helpers/server';
import { API, api, call } from '../helpers/api-client';
import type { ApiResponse } from '../helpers/api-client';
import { rawRequest } from '../helpers/raw-client';
import { expectError, expectInvalid, expectOk } from '../helpers/api-asserts';
import { createUser, login } from '../helpers/accounts';
import type { CreatedUser } from '../helpers/accounts';
import { IMAGES } from '../helpers/images';

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

/** The header of a PNG of `width` × `height` (the server reads no further). */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 6, 0, 0, 0], 16);
  return Buffer.concat([IMAGES['image/png'].subarray(0, 8), ihdr, Buffer.alloc(64)]);
}

function jpegHeader(width: number, height: number): Buffer {
  const sof = Buffer.from([0xff, 0xc2, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  const exif = Buffer.concat([Buffer.from([0xff, 0xe1, 0x00, 0x10]), Buffer.from('Exif\0\0'), Buffer.alloc(8)]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), exif, Buffer.from([0xff, 0xff]), sof, Buffer.alloc(32), Buffer.from([0xff, 0xd9])]);
}

function gifHeader(screen: [number, number], frame: [number, number]): Buffer {
  const head = Buffer.alloc(13);
  head.write('GIF89a', 0, 'latin1');
  head.writeUInt16LE(screen[0], 6);
  head.writeUInt16LE(screen[1], 8);
  const extension = Buffer.from([0x21, 0xf9, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00]);
  const descriptor = Buffer.alloc(10);
  descriptor[0] = 0x2c;
  descriptor.writeUInt16LE(frame[0], 5);
  descriptor.writeUInt16LE(frame[1], 7);
  return Buffer.concat([head, extension, descriptor, Buffer.from([0x02, 0x01, 0x44, 0x00, 0x3b])]);
}

function webpHeader(kind: 'VP8X' | 'VP8L' | 'VP8 ', width: number, height: number): Buffer {
  const bytes = Buffer.alloc(40);
  bytes.write('RIFF', 0, 'latin1');
  bytes.writeUInt32LE(32, 4);
  bytes.write('WEBP', 8, 'latin1');
  bytes.write(kind, 12, 'latin1');
  bytes.writeUInt32LE(20, 16);
  if (kind === 'VP8X') {
    bytes.writeUIntLE(width - 1, 24, 3);
    bytes.writeUIntLE(height - 1, 27, 3);
  } else if (kind === 'VP8L') {
    bytes[20] = 0x2f;
    bytes.writeUInt32LE(((width - 1) | ((height - 1) << 14)) >>> 0, 21);
  } else {
    bytes.set([0x9d, 0x01, 0x2a], 23);
    bytes.writeUInt16LE(width, 26);
    bytes.writeUInt16LE(height, 28);
  }
  return bytes;
}

describe('POST /uploads: pixels, not only bytes', () => {
  const bombs: [string, string, Buffer][] = [
    ['a 20000 × 20000 PNG', 'image/png', pngHeader(20_000, 20_000)],
    ['a PNG one row over 40 megapixels (8000 × 5001)', 'image/png', pngHeader(8000, 5001)],
    ['a progressive JPEG of 10000 × 5000 behind an Exif segment', 'image/jpeg', jpegHeader(10_000, 5000)],
    ['a GIF of 65535 × 65535', 'image/gif', gifHeader([65_535, 65_535], [1, 1])],
    ['a GIF with a small screen and a 9000 × 9000 frame', 'image/gif', gifHeader([1, 1], [9000, 9000])],
    ['an extended WebP of 16384 × 16384', 'image/webp', webpHeader('VP8X', 16_384, 16_384)],
    ['a lossless WebP of 16384 × 16384', 'image/webp', webpHeader('VP8L', 16_384, 16_384)],
    ['a lossy WebP of 16383 × 16383', 'image/webp', webpHeader('VP8 ', 16_383, 16_383)],
  ];
  for (const [name, type, bytes] of bombs) {
    it(`refuses ${name} with a 400 that gives its size and the limit`, async () => {
      const res = await upload(type, bytes);
      expectError(res, 400, 'VALIDATION_FAILED');
      assert.match(res.body.message ?? '', /^The image is \d+ × \d+ pixels \([\d.]+ megapixels\); the limit is 40 megapixels\.$/);
      assert.deepEqual(res.body.errors?.map((e) => e.field), ['file']);
    });
  }

  it('takes an image of exactly 40 megapixels, and every format read from its header', async () => {
    expectOk(await upload('image/png', pngHeader(8000, 5000)), 201);
    expectOk(await upload('image/jpeg', jpegHeader(6000, 6000)), 201);
    expectOk(await upload('image/gif', gifHeader([640, 480], [640, 480])), 201);
    for (const kind of ['VP8X', 'VP8L', 'VP8 '] as const) expectOk(await upload('image/webp', webpHeader(kind, 1920, 1080)), 201);
  });

  it('follows IMAGE_MAX_MEGAPIXELS', async () => {
    const small = await startTestServer({ imageMaxMegapixels: 1 });
    try {
      const admin = await login(small);
      const res = await api(small, 'POST', '/uploads', { token: admin.token, body: pngHeader(1001, 1000), headers: { 'content-type': 'image/png' } });
      expectError(res, 400, 'VALIDATION_FAILED');
      assert.match(res.body.message ?? '', /the limit is 1 megapixels/);
      assert.deepEqual((res.body as { details?: unknown }).details, { width: 1001, height: 1000, maxMegapixels: 1 }, 'the numbers, for a client to word');
      expectOk(await api(small, 'POST', '/uploads', { token: admin.token, body: pngHeader(1000, 1000), headers: { 'content-type': 'image/png' } }), 201);
    } finally {
      await small.close();
    }
  });

  it('answers 415 when the header holds no size', async () => {
    for (const [type, bytes] of [['image/png', IMAGES['image/png'].subarray(0, 12)], ['image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xd9])], ['image/webp', Buffer.from('RIFF\x20\x00\x00\x00WEBPABCD'.padEnd(40, '\0'), 'latin1')], ['image/png', pngHeader(0, 10)]] as const) {
      const res = await upload(type, bytes);
      expectError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
    }
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

  it('serves the shipped demo pictures with their type and bytes, though the uploads folder has none', async () => {
    assert.deepEqual(readdirSync(join(server.dataDir, 'uploads')).filter((name) => name.startsWith('demo-')), []);
    for (const name of ['demo-trip-01.png', 'demo-trip-24.png', 'demo-product-12.png', 'demo-avatar-03.png', 'demo-news-06.png']) {
      const res = await call(server, 'GET', `${API}/uploads/${name}`);
      assert.equal(res.status, 200, name);
      assert.equal(res.headers.get('content-type'), 'image/png');
      assert.equal(res.headers.get('cache-control'), 'public, max-age=86400');
      assert.ok(res.bytes.equals(readFileSync(join(PICTURES_DIR, name))), `${name}: the shipped bytes`);
    }
  });

  it('answers 404 for a name that only looks like a demo picture', async () => {
    for (const name of ['demo-trip-99.png', 'demo-trip-25.png', 'demo-trip-00.png', 'demo-trip-1.png', 'demo-trip-001.png', 'demo-foo-01.png', 'demo-trip-01.jpg', 'demo-trip-01.PNG']) {
      expectError(await api(server, 'GET', `/uploads/${name}`), 404, 'NOT_FOUND');
    }
    for (const path of [`${API}/uploads/..%2fdemo%2fpictures%2fdemo-trip-01.png`, `${API}/uploads/pictures%2fdemo-trip-01.png`]) {
      assert.equal((await rawRequest(server, { path })).status, 404, path);
    }
  });
});

describe('stored image URLs are uploads of ours', () => {
  const refused = [
    'https://cdn.example.com/a.png', 'http://127.0.0.1:8080/api/v1/uploads/demo-news-01.png', '/api/v1/dev/outbox', '/api/v1/uploads/../../etc/passwd',
    '/api/v1/uploads/..%2f..%2fstore%2fmeta.json', '/api/v1/uploads/no-such-file.png', '/api/v1/uploads/demo-news-01.png?v=2',
    '/api/v1/uploads/demo-news-01.png#x', '//evil.example/a.png', '/api/v1/uploads/', '/api/v1/uploads/demo-news-01.svg', 'javascript:alert(1)',
    '/api/v1/uploads/demo-news-07.png', '/api/v1/uploads/demo-news-1.png', '/api/v1/uploads/demo-foo-01.png',
  ];

  it('refuses a news cover that is not an existing upload with 400 naming the field, and takes one that is', async () => {
    for (const coverImageUrl of refused) {
      const res = await api(server, 'POST', '/news/', { token, json: { title: 'Cover', summary: '', content: '', status: 'draft', coverImageUrl } });
      assert.equal(res.status, 400, `${coverImageUrl} → ${res.status}`);
      assert.deepEqual(res.body.errors?.map((e) => e.field), ['coverImageUrl'], coverImageUrl);
    }
    const { url } = expectOk(await upload('image/png', IMAGES['image/png']), 201);
    const news = expectOk(await api<{ id: string; coverImageUrl: string }>(server, 'POST', '/news/', { token, json: { title: 'Cover', summary: '', content: '', status: 'draft', coverImageUrl: url } }), 201);
    assert.equal(news.coverImageUrl, url);
    const edited = await api(server, 'PUT', `/news/${news.id}`, { token, json: { coverImageUrl: '/api/v1/dev/outbox' } });
    assert.deepEqual(edited.body.errors?.map((e) => e.field), ['coverImageUrl'], 'an edit is held to the same rule');
  });

  it('holds for avatars too', async () => {
    for (const avatarUrl of refused) {
      const res = await api(server, 'PUT', `/auth/edit-profile/${diver.user.id}`, { token: diver.token, json: { avatarUrl } });
      assert.equal(res.status, 400, `${avatarUrl} → ${res.status}`);
    }
  });
});

describe('documents are private', () => {
  async function documentUpload(): Promise<string> {
    const res = await api<UploadResult>(server, 'POST', '/uploads?purpose=document', { token, body: IMAGES['image/png'], headers: { 'content-type': 'image/png' } });
    return expectOk(res, 201).url;
  }

  async function diveMasterWith(documentUrl: string): Promise<CreatedUser> {
    return createUser(server, { role: 'diveMaster', adminToken: token, certification: { agency: 'PADI', level: 'Divemaster', number: 'DOC-1', documentUrl } });
  }

  it('serves a certification document to admins and its owner only, with Cache-Control: private, no-store', async () => {
    const url = await documentUpload();
    const owner = await diveMasterWith(url);
    const stranger = await diveMasterWith(await documentUpload());
    const anonymous = await rawRequest(server, { path: url });
    assert.equal(anonymous.status, 401);
    assert.doesNotMatch(String(anonymous.headers['cache-control']), /public/);
    expectError(await call(server, 'GET', url, { token: diver.token }), 404, 'NOT_FOUND');
    expectError(await call(server, 'GET', url, { token: stranger.token }), 404, 'NOT_FOUND');
    for (const reader of [token, owner.token]) {
      const res = await call(server, 'GET', url, { token: reader });
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('cache-control'), 'private, no-store');
      assert.ok(res.bytes.equals(IMAGES['image/png']));
    }
  });

  it('keeps an uploaded document private before any certification names it', async () => {
    const url = await documentUpload();
    assert.match(url, /\/uploads\/doc-[0-9a-f]{32}\.png$/);
    assert.equal((await rawRequest(server, { path: url })).status, 401);
    assert.equal((await call(server, 'GET', url, { token })).headers.get('cache-control'), 'private, no-store');
  });

  it('treats the demo’s certificates, named by certifications, as documents', async () => {
    const masters = expectOk(await api<User[]>(server, 'GET', '/users/dive-master/all', { token }));
    const documentUrl = masters.map((m) => m.certification?.documentUrl).find((url) => url?.includes('/demo-cert-'));
    assert.ok(documentUrl);
    assert.equal((await rawRequest(server, { path: documentUrl })).status, 401);
    expectError(await call(server, 'GET', documentUrl, { token: diver.token }), 404, 'NOT_FOUND');
    const res = await call(server, 'GET', documentUrl, { token });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'private, no-store');
    assert.ok(res.bytes.equals(readFileSync(join(PICTURES_DIR, documentUrl.slice(documentUrl.lastIndexOf('/') + 1)))), 'the shipped certificate');
  });

  it('keeps public images public', async () => {
    const { url } = expectOk(await upload('image/png', IMAGES['image/png']), 201);
    const res = await rawRequest(server, { path: url });
    assert.equal(res.status, 200);
    assert.equal(res.headers['cache-control'], 'public, max-age=86400');
    const trips = expectOk(await api<Trip[]>(server, 'GET', '/trips/', { token }));
    const photo = trips.find((t) => t.images.length > 0)?.images[0] ?? '';
    assert.equal((await rawRequest(server, { path: photo })).status, 200, 'trip photos stay public');
  });

  it('takes a document only where a document belongs: 400 for a public image as documentUrl and for a document as cover', async () => {
    const { url: image } = expectOk(await upload('image/png', IMAGES['image/png']), 201);
    const asDocument = await api(server, 'POST', '/users/', {
      token,
      json: { email: `dm.${Date.now()}@example.test`, password: 'Dm-password-1', firstName: 'D', lastName: 'M', role: 'diveMaster', certification: { agency: 'PADI', level: 'DM', number: '1', documentUrl: image } },
    });
    expectInvalid(asDocument, 'certification.documentUrl');
    const document = await documentUpload();
    const asCover = await api(server, 'POST', '/news/', { token, json: { title: 'Leak', summary: '', content: '', status: 'draft', coverImageUrl: document } });
    expectInvalid(asCover, 'coverImageUrl');
    expectInvalid(await api(server, 'PUT', `/auth/edit-profile/${diver.user.id}`, { token: diver.token, json: { avatarUrl: document } }), 'avatarUrl');
  });

  it('answers 400 for an unknown purpose', async () => {
    const res = await api(server, 'POST', '/uploads?purpose=secret', { token, body: IMAGES['image/png'], headers: { 'content-type': 'image/png' } });
    expectInvalid(res, 'purpose');
  });
});
