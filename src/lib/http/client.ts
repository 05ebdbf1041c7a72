import { getAuthToken, notifyUnauthorized } from './auth-token';
import { sharedBaseUrl } from './config';
import { HttpError, isAbortError, toErrorEnvelope } from './errors';

/** A query-string value; `undefined` leaves the parameter out. */
export type QueryValue = string | number | boolean | undefined;

export interface RequestOptions {
  /** Appended as `?name=value&…` (URL-encoded); undefined values are skipped. */
  query?: Record<string, QueryValue>;
  /** Aborting rejects the call with the AbortError itself, not an HttpError. */
  signal?: AbortSignal;
  /** Extra headers; they win over the defaults (`Accept`, `Content-Type`, `Authorization`). */
  headers?: Record<string, string>;
}

/**
 * JSON calls against one base URL. The verbs unwrap `{ success: true, data }` to `data` (another
 * shape comes back unchanged); `raw` never unwraps. Every failure rejects with an `HttpError`,
 * except an abort. There is no timeout: callers abort through `signal`.
 */
export interface HttpClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /**
   * The parsed body as it came (`GET /auth/refresh` answers `{ success, accessToken }`). A Blob,
   * File, ArrayBuffer, typed array, FormData, URLSearchParams or stream is sent as it is (uploads:
   * pass `Content-Type` in `headers`); anything else is sent as JSON.
   */
  raw<T>(method: string, path: string, body?: BodyInit | unknown, options?: RequestOptions): Promise<T>;
  /**
   * `GET path` answered by a file (an export): its bytes and the name its `Content-Disposition`
   * gives (null without one). A failure rejects with an `HttpError` read from the JSON error body.
   */
  file(path: string, options?: RequestOptions): Promise<DownloadedFile>;
}

/** A file as the server sent it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

export interface HttpClientOptions {
  /** Prefix of every path, e.g. `/api/v1` or `https://api.example.com/api/v1`. */
  baseUrl: string;
  /** Default: `globalThis.fetch`, looked up at each call (so tests can replace it). */
  fetch?: typeof fetch;
}

type ParsedBody = { ok: true; value: unknown } | { ok: false; cause: unknown };

/** A client of its own (tests pass a fake `fetch`). */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  return buildClient(() => options.baseUrl, () => options.fetch ?? globalThis.fetch);
}

/** The app's client: base URL from `configureHttp`, `globalThis.fetch` looked up at each call. */
export const http: HttpClient = buildClient(sharedBaseUrl, () => globalThis.fetch);

function buildClient(getBaseUrl: () => string, getFetch: () => typeof fetch): HttpClient {
  /** The answer of a call that succeeded; a failure rejects with its HttpError (an abort with itself). */
  async function exchange(method: string, path: string, body: unknown, options: RequestOptions, accept: string): Promise<Response> {
    const headers = new Headers({ Accept: accept });
    let payload: BodyInit | undefined;
    if (isRawBody(body)) {
      payload = body;
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers.set('Content-Type', 'application/json');
    }
    const token = getAuthToken();
    if (token !== null) headers.set('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);

    const url = joinUrl(getBaseUrl(), path, options.query);
    const { signal } = options;
    let response: Response;
    try {
      const fetchImpl = getFetch();
      response = await fetchImpl(url, { method, headers, body: payload, signal });
    } catch (error) {
      if (isAbortError(error) || signal?.aborted) throw error;
      throw new HttpError({ status: 0, cause: error });
    }
    if (response.ok) return response;
    const parsed = await readBody(response, signal);
    const error = parsed.ok
      ? new HttpError({ status: response.status, body: toErrorEnvelope(parsed.value) })
      : new HttpError({ status: response.status, cause: parsed.cause });
    // Only a call signed with the token still in use: a late 401 after sign-out, or for a token
    // since replaced (a renewed session after a password change), is no news.
    if (response.status === 401 && token !== null && getAuthToken() === token) notifyUnauthorized(error);
    throw error;
  }

  async function send(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<unknown> {
    const response = await exchange(method, path, body, options, 'application/json');
    const parsed = await readBody(response, options.signal);
    if (!parsed.ok) throw new HttpError({ status: 0, cause: parsed.cause });
    return parsed.value;
  }

  async function file(path: string, options: RequestOptions = {}): Promise<DownloadedFile> {
    const response = await exchange('GET', path, undefined, options, '*/*');
    try {
      return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
    } catch (error) {
      if (isAbortError(error) || options.signal?.aborted) throw error;
      throw new HttpError({ status: 0, cause: error });
    }
  }

  return {
    get: async <T>(path: string, options?: RequestOptions) => unwrap(await send('GET', path, undefined, options)) as T,
    post: async <T>(path: string, body?: unknown, options?: RequestOptions) => unwrap(await send('POST', path, body, options)) as T,
    put: async <T>(path: string, body?: unknown, options?: RequestOptions) => unwrap(await send('PUT', path, body, options)) as T,
    delete: async <T>(path: string, options?: RequestOptions) => unwrap(await send('DELETE', path, undefined, options)) as T,
    raw: async <T>(method: string, path: string, body?: unknown, options?: RequestOptions) =>
      (await send(method.toUpperCase(), path, body, options)) as T,
    file,
  };
}

/** The `filename` of a `Content-Disposition` (quoted or not), or null. */
export function fileNameOf(header: string | null): string | null {
  const match = header ? /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(header) : null;
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/** The body as JSON; an empty body is `undefined`. An abort while reading rejects with it. */
async function readBody(response: Response, signal: AbortSignal | undefined): Promise<ParsedBody> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (isAbortError(error) || signal?.aborted) throw error;
    return { ok: false, cause: error };
  }
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, cause: error };
  }
}

function unwrap(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && 'data' in body && (body as { success?: unknown }).success === true) {
    return body.data;
  }
  return body;
}

/** `base` + `path` with exactly one slash between them, then the encoded query. */
export function joinUrl(base: string, path: string, query?: Record<string, QueryValue>): string {
  let url = base.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.append(name, String(value));
  }
  const search = params.toString();
  if (search) url += (url.includes('?') ? '&' : '?') + search;
  return url;
}

/** Bodies fetch sends as they are. Blobs are recognised by shape: a DOM shim's File is no Node Blob. */
function isRawBody(body: unknown): body is BodyInit {
  if (typeof body !== 'object' || body === null) return false;
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return true;
  if (typeof FormData !== 'undefined' && body instanceof FormData) return true;
  if (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) return true;
  if (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream) return true;
  const blob = body as Partial<Blob>;
  return typeof blob.arrayBuffer === 'function' && typeof blob.size === 'number' && typeof blob.type === 'string';
}
