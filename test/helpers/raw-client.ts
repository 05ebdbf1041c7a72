/**
 * Raw requests for what fetch would normalise: node:http with the path untouched, and plain
 * sockets. Every answer goes through the secret-leak check.
 */
import { Agent, request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { assertNoSecrets } from './secret-leaks';
import type { Target } from './server';

/** An answer read with node:http or a socket. */
export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** As received, still compressed when `content-encoding` says so. */
  bytes: Buffer;
  /** Decoded from `content-encoding`. */
  text: string;
  json: unknown;
}

export interface RawOptions {
  method?: string;
  /** Sent exactly as written. */
  path: string;
  headers?: Record<string, string | number>;
  body?: string | Buffer;
  agent?: Agent | false;
  timeoutMs?: number;
}

function target(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port) };
}

/** The body before its `Content-Encoding`, as a client reads it (`bytes` stay as sent; `text` and `json` are decoded). */
function decodeContent(bytes: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return gunzipSync(bytes);
  if (encoding === 'br') return brotliDecompressSync(bytes);
  return bytes;
}

/**
 * A request through node:http with the path untouched. Resolves with the answer even when the
 * server answers early and closes (413) while the body is still being sent.
 */
export function rawRequest(server: Target, options: RawOptions): Promise<RawResponse> {
  const { host, port } = target(server.url);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(
      { host, port, method: options.method ?? 'GET', path: options.path, headers: options.headers ?? {}, agent: options.agent ?? false },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          let text: string;
          try {
            text = decodeContent(bytes, res.headers['content-encoding']).toString('utf8');
          } catch (error) {
            reject(error as Error);
            return;
          }
          try {
            assertNoSecrets(text, options.path);
          } catch (error) {
            reject(error as Error);
            return;
          }
          let json: unknown = undefined;
          if (/json/i.test(String(res.headers['content-type'] ?? ''))) {
            try {
              json = JSON.parse(text);
            } catch {
              json = undefined;
            }
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, text, json });
        });
      },
    );
    req.setTimeout(options.timeoutMs ?? 15_000, () => req.destroy(new Error(`timeout: ${options.method ?? 'GET'} ${options.path.slice(0, 100)}`)));
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (answered && (error.code === 'EPIPE' || error.code === 'ECONNRESET')) return;
      if (!answered && (error.code === 'EPIPE' || error.code === 'ECONNRESET')) {
        // The server may have answered and closed before we finished writing; wait briefly for it.
        setTimeout(() => (answered ? undefined : reject(error)), 200);
        return;
      }
      reject(error);
    });
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/** What came back on a raw socket. `status` is null when nothing (or no status line) arrived. */
export interface SocketResponse {
  status: number | null;
  head: string;
  body: Buffer;
  timedOut: boolean;
  /** The code of the socket's error (EPIPE, ECONNRESET: the server cut us off while we still wrote), else null. */
  error: string | null;
}

/**
 * Writes `payload` on a fresh TCP connection and collects everything until the server closes or
 * `timeoutMs` passes. `halfClose` ends our side after writing (a client that gives up).
 */
export function rawSocket(server: Target, payload: string | Buffer, options: { timeoutMs?: number; halfClose?: boolean } = {}): Promise<SocketResponse> {
  const { host, port } = target(server.url);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let settled = false;
    let error: string | null = null;
    const socket = connect({ host, port });
    const finish = (timedOut: boolean): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      const head = (split >= 0 ? all.subarray(0, split) : all).toString('latin1');
      const body = split >= 0 ? all.subarray(split + 4) : Buffer.alloc(0);
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      try {
        assertNoSecrets(body.toString('utf8'), 'raw socket');
      } catch (error) {
        reject(error as Error);
        return;
      }
      resolve({ status: match?.[1] ? Number(match[1]) : null, head, body, timedOut, error });
    };
    const timer = setTimeout(() => finish(true), options.timeoutMs ?? 3000);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (cause: NodeJS.ErrnoException) => {
      error = cause.code ?? cause.message;
      finish(false);
    });
    socket.on('close', () => finish(false));
    socket.write(payload, () => {
      if (options.halfClose) socket.end();
    });
  });
}

/** What an endless sender saw: the answer's status (null: none came) and the body bytes it got written. */
export interface FloodResult {
  status: number | null;
  sent: number;
  /** True when the server ended the connection before `maxBytes` were sent. */
  cut: boolean;
}

/**
 * Writes `head`, then `chunk` again and again, each once the last is flushed (after `pace()` when
 * given: a slow sender), until the server ends the connection or `maxBytes` of chunks are sent. It
 * keeps sending after the server's FIN, as an attacker would: only a closed connection stops it.
 */
export function floodSocket(server: Target, head: string, options: { chunk: Buffer; maxBytes: number; pace?: () => Promise<void> }): Promise<FloodResult> {
  const { host, port } = target(server.url);
  return new Promise((resolve) => {
    const received: Buffer[] = [];
    let sent = 0;
    let settled = false;
    const socket = connect({ host, port, allowHalfOpen: true });
    const finish = (cut: boolean): void => {
      if (settled) return;
      settled = true;
      socket.destroy();
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(Buffer.concat(received).toString('latin1'));
      resolve({ status: match?.[1] ? Number(match[1]) : null, sent, cut });
    };
    const next = (): void => {
      if (settled) return;
      if (sent >= options.maxBytes) return finish(false);
      socket.write(options.chunk, (error) => {
        if (error) return finish(true);
        sent += options.chunk.length;
        if (options.pace) void options.pace().then(next);
        else next();
      });
    };
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', () => finish(true));
    socket.on('close', () => finish(true));
    socket.write(head, next);
  });
}

/** A keep-alive agent for many raw requests. */
export function keepAliveAgent(maxSockets = 8): Agent {
  return new Agent({ keepAlive: true, maxSockets });
}
