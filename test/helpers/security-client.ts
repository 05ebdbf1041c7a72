/**
 * Attack-shaped clients for the security tests: requests from another loopback address, many
 * requests pipelined on one socket (so they arrive in a known order), and many sockets that send
 * their headers first and their bodies only once every header is out. Every answer body goes
 * through the suite's secret-leak check.
 */
import { request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import type { Target } from './server';
import { assertNoSecrets } from './secret-leaks';

/** A request as the raw clients send it; `json` becomes the body with its headers. */
export interface Shot {
  method: string;
  path: string;
  json?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

/** An answer read by these clients. */
export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  json: unknown;
  ms: number;
}

function where(server: Target): { host: string; port: number } {
  const url = new URL(server.url);
  return { host: url.hostname, port: Number(url.port) };
}

function encode(shot: Shot, host: string, keepAlive: boolean): { head: string; body: Buffer } {
  const body = Buffer.from(shot.json === undefined ? '' : JSON.stringify(shot.json), 'utf8');
  const lines = [`${shot.method} ${shot.path} HTTP/1.1`, `Host: ${host}`, `Connection: ${keepAlive ? 'keep-alive' : 'close'}`];
  if (shot.json !== undefined) lines.push('Content-Type: application/json', `Content-Length: ${body.length}`);
  if (shot.token) lines.push(`Authorization: Bearer ${shot.token}`);
  for (const [name, value] of Object.entries(shot.headers ?? {})) lines.push(`${name}: ${value}`);
  return { head: `${lines.join('\r\n')}\r\n\r\n`, body };
}

function parseJson(text: string, headers: IncomingHttpHeaders): unknown {
  if (!/json/i.test(String(headers['content-type'] ?? ''))) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** One request through node:http, its socket bound to `localAddress` (e.g. `127.0.0.2`). */
export function requestFrom(server: Target, localAddress: string, shot: Shot): Promise<Answer> {
  const { host, port } = where(server);
  const { body } = encode(shot, host, false);
  const headers: Record<string, string | number> = { ...shot.headers };
  if (shot.json !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': body.length });
  if (shot.token) headers.authorization = `Bearer ${shot.token}`;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host, port, localAddress, method: shot.method, path: shot.path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        try {
          assertNoSecrets(text, shot.path);
        } catch (error) {
          reject(error as Error);
          return;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: parseJson(text, res.headers), ms: performance.now() - started });
      });
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${shot.method} ${shot.path}`)));
    req.on('error', reject);
    req.end(body.length > 0 ? body : undefined);
  });
}

/** Reads HTTP/1.1 answers with a Content-Length off a socket, in order, until `count` arrived. */
function readAnswers(socket: Socket, count: number, path: string, started: number): Promise<Answer[]> {
  return new Promise((resolve, reject) => {
    const answers: Answer[] = [];
    let buffer = Buffer.alloc(0);
    const fail = (error: Error): void => {
      socket.destroy();
      reject(error);
    };
    const parse = (): void => {
      for (;;) {
        const split = buffer.indexOf('\r\n\r\n');
        if (split < 0) return;
        const headLines = buffer.subarray(0, split).toString('latin1').split('\r\n');
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(headLines[0] ?? '')?.[1] ?? 0);
        const headers: IncomingHttpHeaders = {};
        for (const line of headLines.slice(1)) {
          const colon = line.indexOf(':');
          if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
        }
        const length = Number(headers['content-length'] ?? 0);
        if (buffer.length < split + 4 + length) return;
        const text = buffer.subarray(split + 4, split + 4 + length).toString('utf8');
        buffer = buffer.subarray(split + 4 + length);
        try {
          assertNoSecrets(text, path);
        } catch (error) {
          fail(error as Error);
          return;
        }
        answers.push({ status, headers, text, json: parseJson(text, headers), ms: performance.now() - started });
        if (answers.length === count) {
          socket.destroy();
          resolve(answers);
          return;
        }
      }
    };
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      parse();
    });
    socket.on('error', fail);
    socket.on('close', () => {
      if (answers.length < count) reject(new Error(`the socket closed after ${answers.length} of ${count} answers`));
    });
    socket.setTimeout(60_000, () => fail(new Error(`timeout after ${answers.length} of ${count} answers`)));
  });
}

/**
 * Sends every shot on one keep-alive socket in a single write (HTTP/1.1 pipelining), so the server
 * reads them in exactly this order, and answers them in the same order.
 */
export function pipeline(server: Target, shots: readonly Shot[]): Promise<Answer[]> {
  const { host, port } = where(server);
  const payload = Buffer.concat(
    shots.flatMap((shot) => {
      const { head, body } = encode(shot, host, true);
      return [Buffer.from(head, 'latin1'), body];
    }),
  );
  const socket = connect({ host, port });
  const answers = readAnswers(socket, shots.length, shots[0]?.path ?? '', performance.now());
  socket.write(payload);
  return answers;
}

/**
 * Opens one socket per shot, sends every head, and only once every head is out sends the bodies:
 * requests checked on arrival together whose bodies arrive together. Answers in the shots' order.
 */
export async function headsFirstEach(server: Target, shots: readonly Shot[]): Promise<Answer[]> {
  const { host, port } = where(server);
  const started = performance.now();
  const opened = await Promise.all(
    shots.map((shot) => {
      const { head, body } = encode(shot, host, false);
      return new Promise<{ socket: Socket; body: Buffer; path: string }>((resolve, reject) => {
        const socket = connect({ host, port }, () => socket.write(head, (error) => (error ? reject(error) : resolve({ socket, body, path: shot.path }))));
        socket.on('error', reject);
      });
    }),
  );
  const answers = opened.map(({ socket, path }) => readAnswers(socket, 1, path, started).then((list) => list[0] as Answer));
  for (const { socket, body } of opened) if (socket.writable) socket.write(body);
  return Promise.all(answers);
}

/** `headsFirstEach` with `count` copies of `shot`. */
export function headsFirst(server: Target, shot: Shot, count: number): Promise<Answer[]> {
  return headsFirstEach(server, Array.from({ length: count }, () => shot));
}

/** How many answers have each status, e.g. `{ 401: 5, 429: 195 }`. */
export function countStatuses(answers: readonly { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
