/**
 * The API test client: fetch with the envelope parsed, every answer through the secret-leak check.
 */
import { assertNoSecrets, rememberBodySecrets } from './secret-leaks';
import type { Target } from './server';
import type { ErrorCode, FieldError } from '../../src/contract';

export const API = '/api/v1';

/** The parsed answer of the API. `body` is `{}` when the answer is not JSON. */
export interface ApiBody<T> {
  success?: boolean;
  data: T;
  message?: string;
  code?: ErrorCode;
  errors?: FieldError[];
  accessToken?: string;
}

export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  body: ApiBody<T>;
  text: string;
  bytes: Buffer;
  isJson: boolean;
}

export interface CallOptions {
  /** Bearer token; omitted when null/undefined. */
  token?: string | null;
  /** Sent as JSON with `Content-Type: application/json` (unless `headers` sets one). */
  json?: unknown;
  /** Raw body (wins over `json`). */
  body?: string | Uint8Array;
  headers?: Record<string, string>;
}

function parseBody<T>(text: string, contentType: string | null): { body: ApiBody<T>; isJson: boolean } {
  if (contentType && /json/i.test(contentType)) {
    try {
      return { body: JSON.parse(text) as ApiBody<T>, isJson: true };
    } catch {
      return { body: {} as ApiBody<T>, isJson: false };
    }
  }
  return { body: {} as ApiBody<T>, isJson: false };
}

/** Calls `fullPath` (e.g. `/api/v1/users/` or `/`) with fetch; every answer is leak-checked. */
export async function call<T = unknown>(target: Target, method: string, fullPath: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | Uint8Array | undefined;
  if (options.body !== undefined) body = options.body;
  else if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] = 'application/json';
    rememberBodySecrets(options.json);
  }
  Object.assign(headers, options.headers ?? {});
  const payload = body === undefined || typeof body === 'string' ? body : new Uint8Array(body);
  const res = await fetch(`${target.url}${fullPath}`, { method, headers, body: payload });
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = bytes.toString('utf8');
  assertNoSecrets(text, fullPath);
  const parsed = parseBody<T>(text, res.headers.get('content-type'));
  return { status: res.status, headers: res.headers, bytes, text, ...parsed };
}

/** Calls an API path relative to `/api/v1` (e.g. `/users/`). */
export function api<T = unknown>(target: Target, method: string, path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
  return call<T>(target, method, `${API}${path}`, options);
}
