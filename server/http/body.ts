/**
 * Reading request bodies with a byte limit: JSON objects for the API, raw bytes for uploads.
 * Reading stops at the limit (the answer is 413 and the connection closes), so nothing is
 * buffered without bound.
 */
import type { IncomingMessage } from 'node:http';
import { ApiError } from './errors';

/** A parsed JSON object; read fields with `Object.hasOwn` (see validate.ts). */
export type JsonObject = { [key: string]: unknown };

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const decoder = new TextDecoder('utf-8', { fatal: true });

function tooLarge(limitBytes: number): ApiError {
  return new ApiError('PAYLOAD_TOO_LARGE', `The body is larger than ${limitBytes} bytes.`, { headers: { Connection: 'close' } });
}

/** The media type of the request without parameters, lower case; '' when absent. */
export function mediaType(req: IncomingMessage): string {
  const raw = req.headers['content-type'] ?? '';
  return raw.split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Reads the whole body, failing with 413 as soon as it exceeds `limitBytes`. */
export function readBody(req: IncomingMessage, limitBytes: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limitBytes) return Promise.reject(tooLarge(limitBytes));
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
        req.pause();
        finish(tooLarge(limitBytes));
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
