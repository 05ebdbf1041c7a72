/**
 * The outbox for this machine only (and the start-up warning for demo mode on a reachable HOST),
 * client addresses behind a proxy (TRUST_PROXY), compressed JSON answers, and Trusted Types in the
 * HTML's policy.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { IncomingHttpHeaders } from 'node:http';
import { demoExposureWarning, loadConfig } from '../../server/config';
import { limitKey, parseForwardedAddress } from '../../server/auth/client-address';
import { ADMIN, removeDir, startTestServer, tempDir } from '../helpers/server';
import type { TestServer } from '../helpers/server';
import { API, api } from '../helpers/api-client';
import type { CallOptions } from '../helpers/api-client';
import { rawRequest } from '../helpers/raw-client';
import { login } from '../helpers/accounts';
import { SERVER_ARGS, serverEnv } from '../helpers/server-process';

const REPO = fileURLToPath(new URL('../..', import.meta.url));

/** An IPv4 address of this machine that is not loopback, if it has one. */
const externalAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry !== undefined && entry.family === 'IPv4' && !entry.internal)?.address;

async function withServer(overrides: Parameters<typeof startTestServer>[0], run: (server: TestServer) => Promise<void>): Promise<void> {
  const server = await startTestServer(overrides);
  try {
    await run(server);
  } finally {
    await server.close();
  }
}

const header = (headers: IncomingHttpHeaders, name: string): string => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
};

describe('the outbox answers this machine only', () => {
  it('answers loopback clients', async () => {
    await withServer({}, async (server) => {
      assert.equal((await rawRequest(server, { path: `${API}/dev/outbox` })).status, 200);
    });
  });

  it('refuses a client on another address with 403', { skip: externalAddress ? false : 'this machine has no non-loopback IPv4 address' }, async () => {
    await withServer({ host: externalAddress }, async (server) => {
      const res = await rawRequest(server, { path: `${API}/dev/outbox` });
      assert.equal(res.status, 403);
      assert.match((res.json as { message?: string }).message ?? '', /this machine only/);
      assert.equal((await rawRequest(server, { path: `${API}/health` })).status, 200, 'the rest of the API answers');
    });
  });

  it('behind a trusted proxy, answers no one: neither a forwarded loopback address nor a request without a valid one', async () => {
    await withServer({ trustProxy: true }, async (server) => {
      const forwarded = ['203.0.113.7', '127.0.0.1, 203.0.113.7', '127.0.0.1', '::1', '[::1]', '127.0.0.1:443', '127.1', '0177.0.0.1', 'garbage', ''];
      for (const value of forwarded) {
        const res = await rawRequest(server, { path: `${API}/dev/outbox`, headers: value === '' ? {} : { 'x-forwarded-for': value } });
        assert.equal(res.status, 403, `X-Forwarded-For: ${value || '(none)'}`);
      }
      assert.equal((await rawRequest(server, { path: `${API}/health` })).status, 200, 'the rest of the API answers');
    });
  });

  it('answers only when Host names this machine with the server’s port (no DNS rebinding)', async () => {
    await withServer({}, async (server) => {
      const status = async (host: string) => (await rawRequest(server, { path: `${API}/dev/outbox`, headers: { host } })).status;
      for (const host of [`localhost:${server.port}`, `LOCALHOST:${server.port}`, `127.0.0.1:${server.port}`, `[::1]:${server.port}`]) assert.equal(await status(host), 200, host);
      const refused = [`evil.example:${server.port}`, 'evil.example', 'localhost', '127.0.0.1', `localhost:${server.port + 1}`, `127.0.0.2:${server.port}`, `localhost.:${server.port}`, `localhost.evil.example:${server.port}`, `127.0.0.1.nip.io:${server.port}`];
      for (const host of refused) {
        const res = await rawRequest(server, { path: `${API}/dev/outbox`, headers: { host } });
        assert.equal(res.status, 403, host);
        assert.match((res.json as { message?: string }).message ?? '', /Host/);
      }
    });
  });
});

describe('the demo warning', () => {
  it('says why when DEMO is on and HOST can be reached from elsewhere, and stays quiet otherwise', () => {
    const base = loadConfig({});
    for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', '::1', '[::1]']) assert.equal(demoExposureWarning({ ...base, demo: true, host }), null, host);
    assert.equal(demoExposureWarning({ ...base, demo: false, host: '0.0.0.0' }), null);
    const warning = demoExposureWarning({ ...base, demo: true, host: '0.0.0.0' }) ?? '';
    assert.match(warning, /DEMO is on and HOST 0\.0\.0\.0 can be reached from other machines/);
    assert.match(warning, /ADMIN_PASSWORD \(the README's default, known to anyone\)/);
    assert.match(warning, /outbox.*answers this machine only/);
    assert.doesNotMatch(demoExposureWarning({ ...base, demo: true, host: '0.0.0.0', adminPassword: 'Another-secret-1' }) ?? '', /default/);
  });

  it('is printed by `npm run server`', { skip: externalAddress ? false : 'no non-loopback address to bind' }, async () => {
    const dataDir = tempDir('diving-warning-');
    const child = spawn(process.execPath, SERVER_ARGS, {
      cwd: REPO,
      env: serverEnv({ HOST: externalAddress, DATA_DIR: dataDir, DEMO: '1', STATIC_DIR: '' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const stderr = await new Promise<string>((resolve, reject) => {
        let text = '';
        child.stderr.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes('Set HOST=127.0.0.1')) resolve(text);
        });
        child.once('exit', (code) => reject(new Error(`exited ${String(code)} without the warning: ${text}`)));
      });
      assert.match(stderr, new RegExp(`Warning: DEMO is on and HOST ${externalAddress?.replace(/\./g, '\\.') ?? ''}`));
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      removeDir(dataDir);
    }
  });
});

describe('TRUST_PROXY', () => {
  const wrong = (forwardedFor?: string): CallOptions => ({ json: { email: `nobody.${Math.random()}@example.test`, password: 'Wrong-password-1' }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });

  it('off (default): X-Forwarded-For is ignored, so a client cannot shed its lockout by writing one', async () => {
    await withServer({ loginAddressLimit: 2, lockoutDelayMs: 0 }, async (server) => {
      for (let i = 0; i < 2; i++) assert.equal((await api(server, 'POST', '/auth/login', wrong(`198.51.100.${i}`))).status, 401);
      assert.equal((await api(server, 'POST', '/auth/login', wrong('198.51.100.99'))).status, 429);
    });
  });

  it('on: each forwarded client has its own limits, keyed by the address the proxy appended', async () => {
    await withServer({ trustProxy: true, loginAddressLimit: 2, lockoutDelayMs: 0 }, async (server) => {
      for (let i = 0; i < 2; i++) assert.equal((await api(server, 'POST', '/auth/login', wrong('198.51.100.1'))).status, 401);
      assert.equal((await api(server, 'POST', '/auth/login', wrong('198.51.100.1'))).status, 429);
      assert.equal((await api(server, 'POST', '/auth/login', wrong('10.9.9.9, 198.51.100.1'))).status, 429, 'the client’s own entries do not count');
      assert.equal((await api(server, 'POST', '/auth/login', wrong('198.51.100.2'))).status, 401, 'another client behind the proxy is not locked out');
      const res = await api(server, 'POST', '/auth/login', { json: ADMIN, headers: { 'x-forwarded-for': '198.51.100.3' } });
      assert.equal(res.status, 200);
    });
  });

  it('on: reads an address with a port or in brackets as that address, so a port does not buy fresh limits', async () => {
    await withServer({ trustProxy: true, loginAddressLimit: 2, lockoutDelayMs: 0 }, async (server) => {
      assert.equal((await api(server, 'POST', '/auth/login', wrong('198.51.100.7:443'))).status, 401);
      assert.equal((await api(server, 'POST', '/auth/login', wrong('198.51.100.7:444'))).status, 401);
      assert.equal((await api(server, 'POST', '/auth/login', wrong('198.51.100.7'))).status, 429);
      assert.equal((await api(server, 'POST', '/auth/login', wrong('[2001:db8:5:6::1]'))).status, 401);
      assert.equal((await api(server, 'POST', '/auth/login', wrong('[2001:db8:5:6::2]:8443'))).status, 401);
      assert.equal((await api(server, 'POST', '/auth/login', wrong('2001:db8:5:6:ffff::9'))).status, 429, 'one IPv6 /64 is one client');
      assert.equal((await api(server, 'POST', '/auth/login', wrong('2001:db8:5:7::1'))).status, 401, 'the next /64 is another');
    });
  });

  it('on: clients without a valid forwarded address share one key, so writing a new malformed one sheds nothing', async () => {
    await withServer({ trustProxy: true, loginAddressLimit: 3, lockoutDelayMs: 0 }, async (server) => {
      for (const value of ['garbage', '127.1', undefined]) assert.equal((await api(server, 'POST', '/auth/login', wrong(value))).status, 401, value ?? '(none)');
      for (const value of ['0177.0.0.1', '[::1', '1.2.3.4:99999', 'unknown', '', undefined]) {
        assert.equal((await api(server, 'POST', '/auth/login', wrong(value))).status, 429, value ?? '(none)');
      }
      assert.equal((await api(server, 'POST', '/auth/login', wrong('127.0.0.1'))).status, 401, 'a valid address is its own client');
    });
  });
});

describe('reading a forwarded address', () => {
  it('parses the forms proxies write and refuses the rest', () => {
    const cases: [string, string | null][] = [
      ['203.0.113.7', '203.0.113.7'], [' 203.0.113.7 ', '203.0.113.7'], ['127.0.0.1:443', '127.0.0.1'], ['[::1]', '::1'], ['[::1]:8080', '::1'],
      ['::ffff:127.0.0.1', '127.0.0.1'], ['0:0:0:0:0:0:0:1', '::1'], ['2001:DB8::1', '2001:db8::1'],
      ['garbage', null], ['127.1', null], ['0177.0.0.1', null], ['01.2.3.4', null], ['1.2.3.4:', null], ['1.2.3.4:65536', null], ['[1.2.3.4]', null],
      ['[::1]x', null], ['::1:443', '::1:443'], ['', null], ['localhost', null],
    ];
    for (const [entry, expected] of cases) assert.equal(parseForwardedAddress(entry), expected, entry);
  });

  it('keys IPv4 by address and IPv6 by its /64', () => {
    assert.equal(limitKey('203.0.113.7'), '203.0.113.7');
    assert.equal(limitKey('2001:db8:0:1:2:3:4:5'), '2001:db8:0:1::/64');
    assert.equal(limitKey('2001:db8::1'), '2001:db8:0:0::/64');
    assert.equal(limitKey('::1'), '0:0:0:0::/64');
  });
});

describe('compressed JSON answers', () => {
  it('compresses answers of 1 KiB and more with brotli or gzip when accepted, and decodes to the same JSON', async () => {
    await withServer({}, async (server) => {
      const { token } = await login(server);
      const headers = (encoding?: string) => ({ authorization: `Bearer ${token}`, ...(encoding ? { 'accept-encoding': encoding } : {}) });
      const plain = await rawRequest(server, { path: `${API}/users/`, headers: headers() });
      assert.equal(plain.status, 200);
      assert.equal(header(plain.headers, 'content-encoding'), '');
      assert.ok(plain.bytes.length > 64 * 1024, `a large list (${plain.bytes.length} B) takes the thread-pool path`);
      const br = await rawRequest(server, { path: `${API}/users/`, headers: headers('gzip, deflate, br') });
      assert.equal(header(br.headers, 'content-encoding'), 'br');
      assert.deepEqual(JSON.parse(brotliDecompressSync(br.bytes).toString('utf8')), JSON.parse(plain.text));
      assert.ok(br.bytes.length < plain.bytes.length / 4, `brotli: ${br.bytes.length} of ${plain.bytes.length} B`);
      assert.equal(Number(header(br.headers, 'content-length')), br.bytes.length);
      const gz = await rawRequest(server, { path: `${API}/users/`, headers: headers('gzip') });
      assert.equal(header(gz.headers, 'content-encoding'), 'gzip');
      assert.deepEqual(JSON.parse(gunzipSync(gz.bytes).toString('utf8')), JSON.parse(plain.text));
      for (const res of [plain, br, gz]) assert.match(header(res.headers, 'vary'), /accept-encoding/i);
      const refused = await rawRequest(server, { path: `${API}/users/`, headers: headers('gzip;q=0, br;q=0') });
      assert.equal(header(refused.headers, 'content-encoding'), '');
    });
  });

  it('leaves small answers and HEAD alone, and keeps Vary: Origin with CORS', async () => {
    await withServer({ corsOrigin: 'https://office.example' }, async (server) => {
      const small = await rawRequest(server, { path: `${API}/health`, headers: { 'accept-encoding': 'br' } });
      assert.equal(header(small.headers, 'content-encoding'), '');
      const { token } = await login(server);
      const head = await rawRequest(server, { method: 'HEAD', path: `${API}/users/`, headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' } });
      assert.equal(head.status, 200);
      assert.equal(header(head.headers, 'content-encoding'), '');
      const long = await rawRequest(server, { path: `${API}/legal/terms`, headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip', origin: 'https://office.example' } });
      assert.equal(long.status, 200);
      assert.ok(long.text.length > 1024 && long.text.length < 64 * 1024, `a mid-sized answer: ${long.text.length} B`);
      assert.equal(header(long.headers, 'content-encoding'), 'gzip', 'compressed inline');
      assert.equal((long.json as { success?: boolean }).success, true);
      assert.match(header(long.headers, 'vary'), /Origin/);
      assert.match(header(long.headers, 'vary'), /Accept-Encoding/);
    });
  });
});

describe('Trusted Types', () => {
  it('the HTML policy requires Trusted Types for scripts and allows no policy', async () => {
    const root = mkdtempSync(join(tmpdir(), 'diving-tt-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title>');
    try {
      await withServer({ staticDir: root }, async (server) => {
        const res = await rawRequest(server, { path: '/settings/security' });
        const policy = header(res.headers, 'content-security-policy');
        assert.match(policy, /(^|;\s*)require-trusted-types-for 'script'(;|$)/);
        assert.match(policy, /(^|;\s*)trusted-types 'none'(;|$)/);
      });
    } finally {
      removeDir(root);
    }
  });
});
