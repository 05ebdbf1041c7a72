/**
 * The HTTP server holds against slow and many connections: headers and whole requests have time
 * limits (408, then the connection closes), and connections are capped per client address and in
 * all, refused as soon as they are accepted.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { startTestServer } from '../helpers/server';
import type { TestServer } from '../helpers/server';
import { API } from '../helpers/api-client';

interface Outcome {
  status: number | null;
  closedAfterMs: number;
  /** Bytes of the drip still unsent when the server closed: > 0 means it did not wait for the client. */
  unsent: number;
}

/** Far beyond any time limit a test sets (1–2 s): a connection still open then was never going to close. */
const NEVER_MS = 60_000;

/**
 * Opens a socket (from `localAddress`), writes `head`, then one byte of `drip` every `everyMs`
 * (a slow client), and resolves when the server closes the connection: with the status it answered.
 */
function slowClient(server: TestServer, head: string, drip: string, everyMs: number, localAddress?: string): Promise<Outcome> {
  const url = new URL(server.url);
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port), localAddress });
    let received = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < drip.length && socket.writable) socket.write(drip[sent++] ?? '');
    }, everyMs);
    const never = setTimeout(() => socket.destroy(), NEVER_MS);
    socket.write(head);
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(never);
      const match = /^HTTP\/1\.1 (\d{3})/.exec(received);
      resolve({ status: match?.[1] ? Number(match[1]) : null, closedAfterMs: performance.now() - started, unsent: drip.length - sent });
    });
  });
}

/** A keep-alive socket that has had one `GET /health` answered (so it was accepted), or null when it was refused. */
function openHealthy(server: TestServer, localAddress?: string): Promise<Socket | null> {
  const url = new URL(server.url);
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port), localAddress });
    let received = '';
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (/\r\n\r\n[\s\S]*"ok":true/.test(received)) resolve(socket);
    });
    socket.on('close', () => resolve(null));
    socket.write(`GET ${API}/health HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n`);
  });
}

async function withServer(overrides: Parameters<typeof startTestServer>[0], run: (server: TestServer) => Promise<void>): Promise<void> {
  const server = await startTestServer({ demo: false, ...overrides });
  try {
    await run(server);
  } finally {
    await server.close();
  }
}

describe('time limits', () => {
  it('answers 408 and closes a connection whose headers trickle in past HEADERS_TIMEOUT_S', async () => {
    await withServer({ headersTimeoutS: 1, requestTimeoutS: 2 }, async (server) => {
      // The drip would take 20 s; a server that waits for it would let one socket hold a slot for ever.
      const outcome = await slowClient(server, `GET ${API}/health HTTP/1.1\r\n`, 'X-Slow: ' + 'a'.repeat(200), 100);
      assert.equal(outcome.status, 408);
      assert.ok(outcome.unsent > 0, `closed while the client was still sending (after ${outcome.closedAfterMs.toFixed(0)} ms)`);
    });
  });

  it('answers 408 and closes a request whose body trickles in past REQUEST_TIMEOUT_S, logging no error', async (t) => {
    const logged = t.mock.method(console, 'error', () => undefined);
    await withServer({ headersTimeoutS: 1, requestTimeoutS: 2 }, async (server) => {
      const head = `POST ${API}/contact/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n`;
      const outcome = await slowClient(server, head, `{"name":"${'n'.repeat(480)}`, 100);
      assert.equal(outcome.status, 408);
      // Not before the request's time limit (which is longer than the headers'), and not after the client finished (48 s).
      assert.ok(outcome.closedAfterMs >= 1500, `closed after ${outcome.closedAfterMs.toFixed(0)} ms`);
      assert.ok(outcome.unsent > 0, 'closed while the client was still sending');
    });
    assert.equal(logged.mock.callCount(), 0, 'a client cut off by the timeout is no server error');
  });

  it('closes a connection that sends nothing', async () => {
    await withServer({ headersTimeoutS: 1, requestTimeoutS: 1 }, async (server) => {
      const outcome = await slowClient(server, '', '', 1000);
      assert.ok(outcome.closedAfterMs < NEVER_MS, 'the server closed it (the client never does)');
    });
  });

  it('has the defaults of the issue: 10 s for headers, 30 s for a request', async () => {
    await withServer({}, async (server) => {
      assert.equal(server.config.headersTimeoutS, 10);
      assert.equal(server.config.requestTimeoutS, 30);
      assert.equal(server.config.maxConnections, 1000);
      assert.equal(server.config.maxConnectionsPerAddress, 100);
    });
  });
});

describe('connection caps', () => {
  it('refuses the connection over MAX_CONNECTIONS_PER_ADDRESS at once; other addresses and freed places work', async () => {
    await withServer({ maxConnectionsPerAddress: 5 }, async (server) => {
      const held = await Promise.all(Array.from({ length: 5 }, () => openHealthy(server)));
      assert.ok(held.every((s) => s !== null), 'five connections are accepted');
      assert.equal(await openHealthy(server), null, 'the sixth is closed without an answer');
      const elsewhere = await openHealthy(server, '127.0.0.2');
      assert.ok(elsewhere, 'another address gets in');
      elsewhere.destroy();
      held[0]?.destroy();
      // The server learns of the close a moment later: try until it has (each refusal is immediate).
      let again: Socket | null = null;
      for (let attempt = 0; attempt < 100 && !again; attempt++) again = await openHealthy(server);
      assert.ok(again, 'a freed place is given again');
      again.destroy();
      for (const socket of held) socket?.destroy();
    });
  });

  it('refuses connections over MAX_CONNECTIONS in all', async () => {
    await withServer({ maxConnections: 4 }, async (server) => {
      const held = await Promise.all(['127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6'].map((address) => openHealthy(server, address)));
      assert.ok(held.every((s) => s !== null));
      assert.equal(await openHealthy(server, '127.0.0.7'), null);
      for (const socket of held) socket?.destroy();
    });
  });
});
