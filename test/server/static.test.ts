import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { removeDir, startTestServer, tempDir } from '../helpers/server';
import type { TestServer } from '../helpers/server';
import { API, api } from '../helpers/api-client';
import { rawRequest, rawSocket } from '../helpers/raw-client';
import { expectError, expectOk } from '../helpers/api-asserts';

let server: TestServer;
let root: string;
let site: string;
let outside: string;
const SECRET = `OUTSIDE-SECRET-${randomBytes(6).toString('hex')}`;
const INDEX = `<!doctype html><html lang="en"><head><title>Diving back office</title><script type="module" src="/assets/app-ABCDEFGH.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
const APP_JS = `export const answer = 42;\n${'console.log("diving");\n'.repeat(200)}`;
const CSS = `body{margin:0}\n${'.a{color:red}\n'.repeat(100)}`;
/** A file the build compressed beforehand: its `.br` and `.gz` say so once decoded. */
const BUILT_JS = `export const built = true;\n${'void 0;\n'.repeat(200)}`;
const BUILT_BR = `/* the build's brotli */${BUILT_JS}`;
const BUILT_GZ = `/* the build's gzip */${BUILT_JS}`;

before(async () => {
  root = tempDir('diving-static-');
  site = join(root, 'site');
  outside = join(root, 'outside');
  mkdirSync(join(site, 'assets'), { recursive: true });
  mkdirSync(outside);
  mkdirSync(join(root, 'site-evil'));
  writeFileSync(join(site, 'index.html'), INDEX);
  writeFileSync(join(site, 'assets', 'app-ABCDEFGH.js'), APP_JS);
  writeFileSync(join(site, 'assets', 'style-1A2B3C4D.css'), CSS);
  writeFileSync(join(site, 'assets', 'plain.js'), 'export {};');
  writeFileSync(join(site, 'assets', 'built-ABCD1234.js'), BUILT_JS);
  writeFileSync(join(site, 'assets', 'built-ABCD1234.js.br'), brotliCompressSync(BUILT_BR));
  writeFileSync(join(site, 'assets', 'built-ABCD1234.js.gz'), gzipSync(BUILT_GZ));
  // A copy older than its file is not that file's: it is left alone and the file compressed afresh.
  writeFileSync(join(site, 'assets', 'app-ABCDEFGH.js.br'), brotliCompressSync('stale'));
  utimesSync(join(site, 'assets', 'app-ABCDEFGH.js.br'), new Date(2000, 0, 1), new Date(2000, 0, 1));
  writeFileSync(join(site, 'robots.txt'), 'User-agent: *\nDisallow:\n');
  writeFileSync(join(site, '.env'), `TOKEN=${SECRET}`);
  writeFileSync(join(outside, 'secret.txt'), SECRET);
  writeFileSync(join(root, 'site-evil', 'secret.txt'), SECRET);
  writeFileSync(join(root, 'secret.txt'), SECRET);
  symlinkSync(join(outside, 'secret.txt'), join(site, 'link-out.txt'));
  symlinkSync(outside, join(site, 'linked-dir'));
  server = await startTestServer({ staticDir: site, demo: false });
});
after(async () => {
  await server.close();
  removeDir(root);
});

function header(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/** Directive name → its sources, from a CSP header. */
function csp(headers: IncomingHttpHeaders): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of header(headers, 'content-security-policy').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), sources);
  }
  return map;
}

function assertSecurityHeaders(headers: IncomingHttpHeaders, where: string): void {
  assert.equal(header(headers, 'x-content-type-options'), 'nosniff', `${where}: nosniff`);
  assert.equal(header(headers, 'referrer-policy'), 'no-referrer', `${where}: Referrer-Policy`);
}

function assertHtmlPolicy(headers: IncomingHttpHeaders, where: string): void {
  assertSecurityHeaders(headers, where);
  const policy = csp(headers);
  assert.ok(policy.get('default-src')?.includes("'self'"), `${where}: default-src 'self'`);
  assert.deepEqual(policy.get('frame-ancestors'), ["'none'"], `${where}: frame-ancestors 'none'`);
  const scripts = policy.get('script-src') ?? policy.get('default-src') ?? [];
  assert.ok(!scripts.includes("'unsafe-inline'"), `${where}: no 'unsafe-inline' for scripts`);
  assert.ok(!scripts.includes("'unsafe-eval'"), `${where}: no 'unsafe-eval' for scripts`);
  assert.ok(!scripts.includes('*'), `${where}: no wildcard script source`);
}

describe('the SPA', () => {
  it('serves index.html at / with no-cache and the strict policy', async () => {
    const res = await rawRequest(server, { path: '/' });
    assert.equal(res.status, 200);
    assert.match(header(res.headers, 'content-type'), /^text\/html/);
    assert.equal(res.text, INDEX);
    assert.match(header(res.headers, 'cache-control'), /no-cache/);
    assert.doesNotMatch(header(res.headers, 'cache-control'), /immutable/);
    assertHtmlPolicy(res.headers, '/');
  });

  it('serves /index.html the same way', async () => {
    const res = await rawRequest(server, { path: '/index.html' });
    assert.equal(res.status, 200);
    assert.equal(res.text, INDEX);
    assert.match(header(res.headers, 'cache-control'), /no-cache/);
    assertHtmlPolicy(res.headers, '/index.html');
  });

  for (const path of ['/users', '/users/42', '/trips/all-trips/pending?tab=2', '/a/b/c/d', '/legal/about-us', '/login#x']) {
    it(`answers the client route ${path} with index.html`, async () => {
      const res = await rawRequest(server, { path });
      assert.equal(res.status, 200);
      assert.equal(res.text, INDEX);
      assert.match(header(res.headers, 'content-type'), /^text\/html/);
      assert.match(header(res.headers, 'cache-control'), /no-cache/);
      assertHtmlPolicy(res.headers, path);
    });
  }

  it('caches hashed assets for a year, immutable, with the right types', async () => {
    const js = await rawRequest(server, { path: '/assets/app-ABCDEFGH.js' });
    assert.equal(js.status, 200);
    assert.equal(js.text, APP_JS);
    assert.match(header(js.headers, 'content-type'), /^(text|application)\/javascript/);
    assert.match(header(js.headers, 'cache-control'), /max-age=31536000/);
    assert.match(header(js.headers, 'cache-control'), /immutable/);
    assertSecurityHeaders(js.headers, 'hashed js');
    const css = await rawRequest(server, { path: '/assets/style-1A2B3C4D.css' });
    assert.equal(css.status, 200);
    assert.match(header(css.headers, 'content-type'), /^text\/css/);
    assert.match(header(css.headers, 'cache-control'), /immutable/);
  });

  it('does not mark files without a hash immutable', async () => {
    for (const path of ['/robots.txt', '/assets/plain.js']) {
      const res = await rawRequest(server, { path });
      assert.equal(res.status, 200, path);
      assert.doesNotMatch(header(res.headers, 'cache-control'), /immutable/, path);
      assertSecurityHeaders(res.headers, path);
    }
    const robots = await rawRequest(server, { path: '/robots.txt' });
    assert.match(header(robots.headers, 'content-type'), /^text\/plain/);
  });

  it('compresses with gzip or brotli when asked, and not otherwise', async () => {
    const gz = await rawRequest(server, { path: '/assets/app-ABCDEFGH.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(header(gz.headers, 'content-encoding'), 'gzip');
    assert.equal(gunzipSync(gz.bytes).toString(), APP_JS);
    assert.match(header(gz.headers, 'vary'), /accept-encoding/i);
    const br = await rawRequest(server, { path: '/', headers: { 'accept-encoding': 'br' } });
    assert.equal(header(br.headers, 'content-encoding'), 'br');
    assert.equal(brotliDecompressSync(br.bytes).toString(), INDEX);
    assertHtmlPolicy(br.headers, '/ (br)');
    const both = await rawRequest(server, { path: '/assets/style-1A2B3C4D.css', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.ok(['gzip', 'br'].includes(header(both.headers, 'content-encoding')));
    const plain = await rawRequest(server, { path: '/assets/app-ABCDEFGH.js' });
    assert.equal(header(plain.headers, 'content-encoding'), '');
    assert.equal(plain.text, APP_JS);
    const refused = await rawRequest(server, { path: '/', headers: { 'accept-encoding': 'gzip;q=0, br;q=0' } });
    assert.ok(['', 'identity'].includes(header(refused.headers, 'content-encoding')));
    assert.equal(refused.text, INDEX);
  });

  it('answers from the copies the build compressed, never from a stale one, and never serves a copy as a file', async () => {
    const br = await rawRequest(server, { path: '/assets/built-ABCD1234.js', headers: { 'accept-encoding': 'br' } });
    assert.equal(header(br.headers, 'content-encoding'), 'br');
    assert.equal(brotliDecompressSync(br.bytes).toString(), BUILT_BR);
    const gz = await rawRequest(server, { path: '/assets/built-ABCD1234.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gunzipSync(gz.bytes).toString(), BUILT_GZ);
    assert.equal((await rawRequest(server, { path: '/assets/built-ABCD1234.js' })).text, BUILT_JS);
    const fresh = await rawRequest(server, { path: '/assets/app-ABCDEFGH.js', headers: { 'accept-encoding': 'br' } });
    assert.equal(brotliDecompressSync(fresh.bytes).toString(), APP_JS);
    for (const path of ['/assets/built-ABCD1234.js.br', '/assets/built-ABCD1234.js.gz', '/assets/app-ABCDEFGH.js.br']) {
      assert.equal((await rawRequest(server, { path })).status, 404, path);
    }
  });

  it('keeps /api/ paths for the API: JSON 404, never index.html', async () => {
    expectError(await api(server, 'GET', '/nope'), 404, 'NOT_FOUND');
    const res = await rawRequest(server, { path: '/api/nope' });
    assert.equal(res.status, 404);
    assert.match(header(res.headers, 'content-type'), /^application\/json/);
    assert.deepEqual(expectOk(await api(server, 'GET', '/health')), { ok: true });
  });
});

describe('path traversal', () => {
  const attacks = [
    '/../secret.txt',
    '/../outside/secret.txt',
    '/..%2fsecret.txt',
    '/..%2Foutside%2Fsecret.txt',
    '/%2e%2e/secret.txt',
    '/%2e%2e/outside/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/%2E%2E%2Foutside%2Fsecret.txt',
    '/.%2e/secret.txt',
    '/%2e./secret.txt',
    '/..%5csecret.txt',
    '/..%5Coutside%5Csecret.txt',
    '/%252e%252e%252fsecret.txt',
    '/%25252e%25252e%25252fsecret.txt',
    '/assets/../../secret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/%c0%ae%c0%ae/secret.txt',
    '/%c0%ae%c0%ae%c0%afsecret.txt',
    '/%00/../secret.txt',
    '/index.html%00.txt',
    '/secret.txt%00.html',
    '/../site-evil/secret.txt',
    '/..%2fsite-evil%2fsecret.txt',
    '/link-out.txt',
    '/linked-dir/secret.txt',
    '/.env',
    '/%2eenv',
    '/assets/../.env',
    '/..%2f..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/../../../../../../../etc/passwd',
    '/etc/passwd',
    '//etc/passwd',
  ];

  const absolute = (): string[] => {
    const file = join(root, 'secret.txt');
    return [`/${file}`, `/${encodeURIComponent(file)}`, `/${file.replace(/\//g, '%2f')}`, file.replace(/\//g, '\\')];
  };

  it('never answers a file outside the site folder, a hidden file or a symlink leaving it', async () => {
    for (const path of [...attacks, ...absolute()]) {
      const res = await rawSocket(server, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`, { timeoutMs: 3000 });
      const body = res.body.toString('latin1');
      assert.ok(!body.includes(SECRET), `${path} leaked the secret`);
      assert.doesNotMatch(body, /root:.*:0:0:/, `${path} leaked /etc/passwd`);
      assert.ok(res.status !== null, `${path}: an answer`);
      assert.ok(res.status < 500, `${path} → ${res.status}`);
      if (res.status === 200) assert.ok(body.includes('Diving back office'), `${path}: a 200 is the SPA`);
    }
  });

  it('does the same with a raw backslash, an absolute-form target and a literal NUL', async () => {
    const lines = [
      'GET /..\\secret.txt HTTP/1.1',
      'GET /..\\..\\outside\\secret.txt HTTP/1.1',
      'GET http://localhost/../secret.txt HTTP/1.1',
      'GET http://localhost/%2e%2e/outside/secret.txt HTTP/1.1',
      'GET /\0/../secret.txt HTTP/1.1',
    ];
    for (const line of lines) {
      const res = await rawSocket(server, `${line}\r\nHost: localhost\r\nConnection: close\r\n\r\n`, { timeoutMs: 3000 });
      const body = res.body.toString('latin1');
      assert.ok(!body.includes(SECRET), `${JSON.stringify(line)} leaked the secret`);
      assert.ok(res.status === null || res.status < 500, `${JSON.stringify(line)} → ${String(res.status)}`);
    }
    const health = await rawRequest(server, { path: `${API}/health` });
    assert.equal(health.status, 200);
  });
});
