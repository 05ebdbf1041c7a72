import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { startTestServer } from '../helpers/server';
import type { TestServer } from '../helpers/server';
import { API } from '../helpers/api-client';
import { floodSocket, rawSocket } from '../helpers/raw-client';
import { login } from '../helpers/accounts';
import { ConfigError, loadConfig } from '../../server/config';

const MIB = 1024 * 1024;
const TRIES = 20;
let server: TestServer;
let token: string;

/** An upload's request head, for a body of `bytes`, over a connection the client keeps or closes. */
function uploadHead(auth: string, bytes: number, connection: 'close' | 'keep-alive'): string {
  return `POST ${API}/uploads HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${auth}\r\nContent-Type: image/png\r\nContent-Length: ${bytes}\r\nConnection: ${connection}\r\n\r\n`;
}

/**
 * The most two loopback sockets' kernel buffers hold on the way (Linux's autotuning ceilings for
 * receiving and sending), so a bound in bytes is checked with this much slack; elsewhere a guess.
 */
function socketBuffers(): number {
  try {
    const ceiling = (file: string): number => Number(readFileSync(file, 'utf8').trim().split(/\s+/)[2]);
    const bytes = ceiling('/proc/sys/net/ipv4/tcp_rmem') + ceiling('/proc/sys/net/ipv4/tcp_wmem');
    return Number.isFinite(bytes) ? bytes : 64 * MIB;
  } catch {
    return 64 * MIB;
  }
}

// One suite holds every test, so the server its hooks start outlives them all.
describe('lingering close', () => {
  before(async () => {
    server = await startTestServer();
    token = (await login(server)).token;
  });
  after(() => server.close());

  describe('a 413 answered before the whole body is read', () => {
    it('reaches a fetch client sending 2 MiB of JSON, every time, instead of a broken pipe', async () => {
      const body = JSON.stringify({ name: 'n', email: 'a@b.co', subject: 's', message: 'm'.repeat(2 * MIB) });
      for (let i = 0; i < 10; i++) {
        const res = await fetch(`${server.url}${API}/contact/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        assert.equal(res.status, 413, `attempt ${i + 1}`);
        assert.equal(((await res.json()) as { code: string }).code, 'PAYLOAD_TOO_LARGE');
      }
    });

    it('reaches a fetch client uploading 6 MiB, every time', async () => {
      const bytes = new Uint8Array(6 * MIB);
      for (let i = 0; i < 5; i++) {
        const res = await fetch(`${server.url}${API}/uploads`, { method: 'POST', headers: { 'content-type': 'image/png', authorization: `Bearer ${token}` }, body: bytes });
        assert.equal(res.status, 413, `attempt ${i + 1}`);
        await res.arrayBuffer();
      }
    });

    it('still closes a connection whose client never sends the rest of a declared body', async () => {
      const head = `POST ${API}/contact/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${10 * MIB}\r\n\r\n{"name":`;
      const res = await rawSocket(server, head, { timeoutMs: 20_000 });
      assert.equal(res.status, 413);
      assert.equal(res.timedOut, false, 'the server closes the connection itself');
    });
  });

  describe('the early 413 of an upload over a raw socket', () => {
    const body = Buffer.alloc(6 * MIB, 0x61);

    it('reaches a client that sent Connection: close and writes its whole body before reading, every time', async () => {
      const payload = Buffer.concat([Buffer.from(uploadHead(token, body.length, 'close')), body]);
      const failures: string[] = [];
      for (let i = 0; i < TRIES; i++) {
        const res = await rawSocket(server, payload, { timeoutMs: 20_000 });
        // A write that fails is what urllib or curl report as a broken pipe, whatever came back.
        if (res.status !== 413 || res.error !== null || res.timedOut) failures.push(`try ${i + 1}: status ${res.status}, error ${res.error}, timed out ${res.timedOut}`);
        else assert.equal((JSON.parse(res.body.toString('utf8')) as { code: string }).code, 'PAYLOAD_TOO_LARGE');
      }
      assert.deepEqual(failures, [], `${failures.length} of ${TRIES} tries failed`);
    });

    it('reaches a Connection: close client every time when the upload is refused before its body is read (401)', async () => {
      const payload = Buffer.concat([Buffer.from(uploadHead('not-a-token', body.length, 'close')), body]);
      const failures: string[] = [];
      for (let i = 0; i < TRIES; i++) {
        const res = await rawSocket(server, payload, { timeoutMs: 20_000 });
        if (res.status !== 401 || res.error !== null || res.timedOut) failures.push(`try ${i + 1}: status ${res.status}, error ${res.error}, timed out ${res.timedOut}`);
      }
      assert.deepEqual(failures, [], `${failures.length} of ${TRIES} tries failed`);
    });

    it('reaches a keep-alive client every time, and its connection then serves the next request', async () => {
      const next = `GET ${API}/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`;
      const payload = Buffer.concat([Buffer.from(uploadHead(token, body.length, 'keep-alive')), body, Buffer.from(next)]);
      const failures: string[] = [];
      for (let i = 0; i < TRIES; i++) {
        const res = await rawSocket(server, payload, { timeoutMs: 20_000 });
        const rest = res.body.toString('latin1');
        if (res.status !== 413 || res.error !== null || !/HTTP\/1\.1 200 /.test(rest)) failures.push(`try ${i + 1}: status ${res.status}, error ${res.error}, then ${JSON.stringify(rest.slice(-80))}`);
      }
      assert.deepEqual(failures, [], `${failures.length} of ${TRIES} tries failed`);
    });
  });

  describe('the lingering read after a 413 is bounded', () => {
    it('takes its bounds from LINGER_BYTES, LINGER_MS and LINGER_IDLE_MS', () => {
      const config = loadConfig({ LINGER_BYTES: '1024', LINGER_MS: '0', LINGER_IDLE_MS: '250' });
      assert.deepEqual([config.lingerBytes, config.lingerMs, config.lingerIdleMs], [1024, 0, 250]);
      assert.deepEqual([loadConfig({}).lingerBytes, loadConfig({}).lingerMs, loadConfig({}).lingerIdleMs], [16 * MIB, 5000, 1000]);
      for (const env of [{ LINGER_BYTES: '-1' }, { LINGER_MS: '600001' }, { LINGER_IDLE_MS: '0' }]) assert.throws(() => loadConfig(env), ConfigError, JSON.stringify(env));
    });

    // Each server leaves one bound within reach and puts the others out of it, so what cuts the
    // sender off is that bound alone, however fast the machine.
    const FAR_MS = 600_000;

    it('reads as much as LINGER_BYTES lets it: a 40 MiB upload gets its 413 when the bound is 64 MiB', async () => {
      const roomy = await startTestServer({ lingerBytes: 64 * MIB, lingerMs: FAR_MS, lingerIdleMs: FAR_MS });
      try {
        const body = Buffer.alloc(40 * MIB, 0x61);
        const res = await rawSocket(roomy, Buffer.concat([Buffer.from(uploadHead((await login(roomy)).token, body.length, 'close')), body]), { timeoutMs: 60_000 });
        assert.deepEqual([res.status, res.error, res.timedOut], [413, null, false]);
      } finally {
        await roomy.close();
      }
    });

    for (const connection of ['close', 'keep-alive'] as const) {
      it(`cuts off a sender that never stops, past the byte bound (Connection: ${connection})`, async () => {
        const bounded = await startTestServer({ lingerBytes: MIB, lingerMs: FAR_MS, lingerIdleMs: FAR_MS, requestTimeoutS: 3600 });
        try {
          const auth = (await login(bounded)).token;
          // The declared length is refused at once; then comes the 1 MiB bound, plus what the
          // sockets hold on the way. Without a bound the sender would go on to four times that.
          const most = MIB + socketBuffers() + 64 * 1024;
          const res = await floodSocket(bounded, uploadHead(auth, 1024 * MIB, connection), { chunk: Buffer.alloc(64 * 1024, 0x61), maxBytes: 4 * most });
          assert.equal(res.status, 413);
          assert.equal(res.cut, true, 'the server ends the connection');
          assert.ok(res.sent <= most, `sent ${res.sent} bytes before the cut, at most ${most} expected`);
        } finally {
          await bounded.close();
        }
      });

      it(`cuts off a slow sender that never finishes, past the time bound (Connection: ${connection})`, async () => {
        const bounded = await startTestServer({ lingerBytes: 1024 * MIB, lingerMs: 300, lingerIdleMs: FAR_MS, requestTimeoutS: 3600 });
        try {
          const auth = (await login(bounded)).token;
          // 1 KiB every 5 ms at most: never idle, and 4 MiB would take it 20 s at the very least, so
          // only the 300 ms bound can end it first.
          const pace = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 5));
          const res = await floodSocket(bounded, uploadHead(auth, 1024 * MIB, connection), { chunk: Buffer.alloc(1024, 0x61), maxBytes: 4 * MIB, pace });
          assert.equal(res.status, 413);
          assert.equal(res.cut, true, `the server ends the connection (sent ${res.sent} bytes)`);
        } finally {
          await bounded.close();
        }
      });
    }
  });
});
