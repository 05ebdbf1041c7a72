/**
 * Reading request bodies with a byte limit: JSON objects for the API, raw bytes for uploads.
 * Keeping stops at the limit, so nothing is buffered without bound; the answer is 413, and the
 * rest of the body is read and thrown away for a short while (see `discardRest`).
 */
import type { IncomingMessage } from 'node:http';
import { ApiError } from './errors';

/** A parsed JSON object; read fields with `Object.hasOwn` (see validate.ts). */
export type JsonObject = { [key: string]: unknown };

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const decoder = new TextDecoder('utf-8', { fatal: true });

/** A lingering read ends after this long without data, or this long in all, or this many bytes. */
const LINGER_IDLE_MS = 1000;
const LINGER_TOTAL_MS = 5000;
const LINGER_BYTES = 16 * 1024 * 1024;

function tooLarge(limitBytes: number): ApiError {
  return new ApiError('PAYLOAD_TOO_LARGE', `The body is larger than ${limitBytes} bytes.`);
}

/**
 * Reads and throws away the rest of a refused body, as nginx's lingering close does: closing at
 * once would make the kernel reset the connection while the client is still sending, and a
 * client that writes its whole body before reading (Node's fetch) would see EPIPE instead of the
 * 413. The read is bounded by idle time, total time and bytes; past any bound the socket is
 * destroyed. A body read to its end leaves the connection usable, as after any answer.
 */
function discardRest(req: IncomingMessage): void {
  if (req.complete) return;
  let seen = 0;
  const cut = (): void => {
    stop();
    req.socket.destroy();
  };
  let idle = setTimeout(cut, LINGER_IDLE_MS);
  const total = setTimeout(cut, LINGER_TOTAL_MS);
  const onData = (chunk: Buffer): void => {
    seen += chunk.length;
    if (seen > LINGER_BYTES) return cut();
    clearTimeout(idle);
    idle = setTimeout(cut, LINGER_IDLE_MS);
  };
  const stop = (): void => {
    clearTimeout(idle);
    clearTimeout(total);
    req.off('data', onData);
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
