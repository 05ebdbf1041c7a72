/** Writing answers: JSON envelopes, shared security headers, CORS. */
import type { ServerResponse } from 'node:http';
import type { ErrorEnvelope } from '../../src/contract';
import type { ApiError } from './errors';

export const JSON_TYPE = 'application/json; charset=utf-8';

/** The strict policy every HTML answer carries. */
export const HTML_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; " +
  "font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** Headers on every answer, set before anything else. */
export function setSecurityHeaders(res: ServerResponse): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
}

/** Sends an already serialized JSON body (a string or bytes). */
export function sendJsonText(res: ServerResponse, status: number, body: string | Buffer, headers: Record<string, string> = {}): void {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Content-Type', JSON_TYPE);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', bytes.length);
  res.end(bytes);
}

/** Sends `{ success: true, data }`. */
export function sendData(res: ServerResponse, status: number, data: unknown): void {
  sendJsonText(res, status, JSON.stringify({ success: true, data }));
}

/** Wraps a serialized payload in the success envelope without parsing it again. */
export function envelopeText(dataJson: string): string {
  return `{"success":true,"data":${dataJson}}`;
}

/** Sends the error envelope of `error`, with its headers (Retry-After, Allow…). */
export function sendError(res: ServerResponse, error: ApiError): void {
  const body: ErrorEnvelope = { success: false, message: error.message, code: error.code };
  if (error.errors && error.errors.length > 0) body.errors = error.errors;
  sendJsonText(res, error.status, JSON.stringify(body), error.headers);
}
