import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer } from '../helpers/server';
import type { TestServer } from '../helpers/server';
import { API } from '../helpers/api-client';
import { rawSocket } from '../helpers/raw-client';
import { login } from '../helpers/accounts';

const MIB = 1024 * 1024;
let server: TestServer;
let token: string;

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
