/**
 * Reading request bodies with a byte limit: JSON objects for the API, raw bytes for uploads.
 * Keeping stops at the limit, so nothing is buffered without bound; the answer is 413, and the
 * rest of the body is read and thrown away for a short while (see `discardRest`).
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { LINGER_DEFAULTS } from '../config';
import { ApiError } from './errors';

/** A parsed JSON object; read fields with `Object.hasOwn` (see validate.ts). */
export type JsonObject = { [key: string]: unknown };

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * How much of a refused body is read and thrown away after the answer: it ends after `idleMs` without
 * data, `ms` in all, or past `bytes`, and then the connection is cut (docs/server.md, "Limits").
 */
export interface LingerBounds {
  bytes: number;
  ms: number;
  idleMs: number;
}

const lingerBounds = new WeakMap<IncomingMessage, LingerBounds>();
const discarding = new WeakSet<IncomingMessage>();

/** Sets the bounds of `req`'s lingering read, should its body be refused; answer.ts passes the server's settings. */
export function lingerWithin(req: IncomingMessage, bounds: LingerBounds): void {
  lingerBounds.set(req, bounds);
}

function tooLarge(limitBytes: number): ApiError {
  return new ApiError('PAYLOAD_TOO_LARGE', `The body is larger than ${limitBytes} bytes.`);
}

/**
 * Reads and throws away the rest of a refused body (a 413, or any answer given before the body is
 * read: answer.ts calls it for every error), as nginx's lingering close does: closing at
 * once would make the kernel reset the connection while the client is still sending, and a
 * client that writes its whole body before reading (Node's fetch, Python's urllib) would see EPIPE
 * instead of the 413. The read is bounded (`LingerBounds`); past any bound the socket is
 * destroyed. A body read to its end leaves the connection as after any answer: open for the next
 * request, or closed when it was the last.
 *
 * The last answer on a connection (the client sent `Connection: close`) makes node:http call the
 * socket's `destroySoon()`, which destroys it as soon as the answer is flushed, unread body and
 * all. While the rest is read, that call only half-closes: the 413 and a FIN go out, the reading
 * goes on, and the close it asked for happens when the reading ends.
 */
export function discardRest(req: IncomingMessage): void {
  if (req.complete || discarding.has(req)) return;
  discarding.add(req);
  const bounds = lingerBounds.get(req) ?? LINGER_DEFAULTS;
  const socket = req.socket;
  let seen = 0;
  let closeAtEnd = false;
  let over = false;
  const stop = (): void => {
    if (over) return;
    over = true;
    clearTimeout(idle);
    clearTimeout(total);
    req.off('data', onData);
    // Back to the prototype's, which closes at once now that nothing is left unread.
    delete (socket as Partial<Socket>).destroySoon;
    if (closeAtEnd) socket.destroySoon();
  };
  const cut = (): void => {
    stop();
    socket.destroy();
  };
  let idle = setTimeout(cut, bounds.idleMs);
  const total = setTimeout(cut, bounds.ms);
  const onData = (chunk: Buffer): void => {
    seen += chunk.length;
    if (seen > bounds.bytes) return cut();
    clearTimeout(idle);
    idle = setTimeout(cut, bounds.idleMs);
  };
  socket.destroySoon = (): void => {
    closeAtEnd = true;
    socket.end();
  };
  req.on('data', onData);
  req.once('end', stop);
  req.once('close', stop);
  req.resume();
}

/** The media type of the request without parameters, lower case; '' when absent. */
export function mediaType(req: IncomingMessage): string {
  const raw = req.headers['content-type'] ?? '';
  return raw.split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Reads the whole body, failing with 413 as soon as it exceeds `limitBytes`. */
export function readBody(req: IncomingMessage, limitBytes: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limitBytes) {
    discardRest(req);
    return Promise.reject(tooLarge(limitBytes));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (error: Error | null): void => {
      if (done) return;
      done = true;
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      if (error) reject(error);
      else resolve(Buffer.concat(chunks, size));
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limitBytes) {
        chunks.length = 0;
        finish(tooLarge(limitBytes));
        discardRest(req);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => finish(null);
    const onError = (error: Error): void => finish(error);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

function dropDangerousKeys(key: string, value: unknown): unknown {
  return FORBIDDEN_KEYS.has(key) ? undefined : value;
}

/**
 * Reads a JSON object body: 415 unless `Content-Type: application/json`, 413 over `limitBytes`,
 * 400 INVALID_JSON for bad UTF-8, bad JSON or anything but an object.
 */
export async function readJsonObject(req: IncomingMessage, limitBytes: number): Promise<JsonObject> {
  if (mediaType(req) !== 'application/json') {
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'The body must be JSON (Content-Type: application/json).');
  }
  const bytes = await readBody(req, limitBytes);
  let parsed: unknown;
  try {
    parsed = JSON.parse(decoder.decode(bytes), dropDangerousKeys);
  } catch {
    throw new ApiError('INVALID_JSON', 'The body is not valid JSON.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ApiError('INVALID_JSON', 'The body must be a JSON object.');
  }
  return parsed as JsonObject;
}
