/** Writing answers: JSON envelopes (compressed from 1 KiB on), shared security headers, the HTML's CSP. */
import type { ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, gzip, gzipSync, constants as zlib } from 'node:zlib';
import type { ErrorEnvelope } from '../../src/contract';
import type { ApiError } from './errors';

export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The strict policy every HTML answer carries. Trusted Types with no policy at all: the browser
 * refuses every DOM XSS sink (innerHTML, script src, eval…) outright; the app uses none.
 */
export const HTML_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; " +
  "font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'; " +
  "require-trusted-types-for 'script'; trusted-types 'none'";

/** Headers on every answer, set before anything else. */
export function setSecurityHeaders(res: ServerResponse): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
}

/** An answer's content coding. */
export type Encoding = 'br' | 'gzip' | 'identity';

/** The encoding to answer with for an `Accept-Encoding` header: br, then gzip, else identity. */
export function pickEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string): boolean => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : 'identity';
}

/** Adds `name` to the answer's `Vary` (CORS may have put `Origin` there). */
function addVary(res: ServerResponse, name: string): void {
  const current = res.getHeader('Vary');
  res.setHeader('Vary', current ? `${String(current)}, ${name}` : name);
}

/** JSON answers from this size on are compressed when the client accepts it. */
export const COMPRESS_MIN_BYTES = 1024;
/** Up to this size compressing inline costs less than a trip to the thread pool and back. */
const COMPRESS_INLINE_MAX_BYTES = 64 * 1024;
const BROTLI = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP = { level: 6 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Large bodies the list cache hands out again and again are compressed once per body. */
const compressed = new WeakMap<Buffer, Map<Encoding, Promise<Buffer>>>();

function compressLarge(bytes: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  let forBody = compressed.get(bytes);
  if (!forBody) compressed.set(bytes, (forBody = new Map()));
  let pending = forBody.get(encoding);
  if (!pending) {
    pending = encoding === 'br' ? brotliAsync(bytes, BROTLI) : gzipAsync(bytes, GZIP);
    forBody.set(encoding, pending);
  }
  return pending;
}

function finish(res: ServerResponse, body: Buffer, encoding: Encoding): void {
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

/**
 * Sends an already serialized JSON body (a string or bytes), compressed with brotli or gzip when it
 * is 1 KiB or more and the client accepts it (large bodies off the event loop, on the thread pool).
 */
export function sendJsonText(res: ServerResponse, status: number, body: string | Buffer, headers: Record<string, string> = {}): void {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', JSON_TYPE);
  res.setHeader('Cache-Control', 'no-store');
  const large = bytes.length >= COMPRESS_MIN_BYTES;
  if (large) addVary(res, 'Accept-Encoding');
  const encoding = large && res.req.method !== 'HEAD' ? pickEncoding(res.req.headers['accept-encoding']) : 'identity';
  if (encoding === 'identity') return finish(res, bytes, 'identity');
  if (bytes.length <= COMPRESS_INLINE_MAX_BYTES) {
    return finish(res, encoding === 'br' ? brotliCompressSync(bytes, BROTLI) : gzipSync(bytes, GZIP), encoding);
  }
  compressLarge(bytes, encoding).then(
    (packed) => finish(res, packed, encoding),
    () => finish(res, bytes, 'identity'),
  );
}

/** Sends `{ success: true, data }`. */
export function sendData(res: ServerResponse, status: number, data: unknown): void {
  sendJsonText(res, status, JSON.stringify({ success: true, data }));
}

/** 204 without a body: the call did what it says and has nothing to tell. */
export function sendNoContent(res: ServerResponse): void {
  res.setHeader('Cache-Control', 'no-store');
  res.statusCode = 204;
  res.end();
}

/** Wraps a serialized payload in the success envelope without parsing it again. */
export function envelopeText(dataJson: string): string {
  return `{"success":true,"data":${dataJson}}`;
}

/** Sends the error envelope of `error`, with its headers (Retry-After, Allow…). */
export function sendError(res: ServerResponse, error: ApiError): void {
  const body: ErrorEnvelope = { success: false, message: error.message, code: error.code };
  if (error.errors && error.errors.length > 0) body.errors = error.errors;
  if (error.details) body.details = error.details;
  sendJsonText(res, error.status, JSON.stringify(body), error.headers);
}
