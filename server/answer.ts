/**
 * How the server answers one request: the API's routes under `/api/v1` (with CORS and the
 * request's scope), the built SPA for every other path, and a clear error for whatever fails.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { performance } from 'node:perf_hooks';
import { API_PREFIX } from '../src/contract';
import type { App, Handler, RequestContext } from './context';
import { ApiError, notFound } from './http/errors';
import { discardRest, lingerWithin } from './http/body';
import { sendError, setSecurityHeaders } from './http/respond';
import { splitPath } from './http/router';
import type { Router } from './http/router';
import { DatabaseUnavailableError } from './pg/pool';
import { clientOf } from './auth/client-address';
import { authorize } from './auth/guard';
import { requireTwoFactorSetup } from './auth/two-factor';
import { createApiRouter } from './routes';
import { requestScope } from './activity/log';
import { StaticSite } from './static';

function corsHeaders(res: ServerResponse, origin: string | null, preflight: boolean, allow: string): void {
  if (!origin) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Vary', 'Origin');
  if (preflight) {
    res.setHeader('Access-Control-Allow-Methods', allow);
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    res.setHeader('Access-Control-Max-Age', '600');
  } else {
    // An export's file name is in Content-Disposition, which a page of another origin reads only so.
    res.setHeader('Access-Control-Expose-Headers', 'Retry-After, Content-Disposition');
  }
}

async function handleApi(app: App, router: Router<Handler>, req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  const method = req.method ?? 'GET';
  corsHeaders(res, app.config.corsOrigin, false, '');
  if (path !== API_PREFIX && !path.startsWith(`${API_PREFIX}/`)) throw notFound('This route');
  const parts = splitPath(path.slice(API_PREFIX.length) || '/');
  if (!parts) throw notFound('This route');
  const match = router.match(method, parts);
  if (match.kind === 'none') throw notFound('This route');
  if (match.kind === 'method') {
    const allow = match.allowed.join(', ');
    if (method === 'OPTIONS') {
      corsHeaders(res, app.config.corsOrigin, true, allow);
      res.setHeader('Allow', allow);
      res.statusCode = 204;
      res.end();
      return;
    }
    throw new ApiError('METHOD_NOT_ALLOWED', `${method} is not allowed here.`, { headers: { Allow: allow } });
  }
  const client = clientOf(req, app.config.trustProxy);
  const rc: RequestContext = { app, req, res, params: match.params, ip: client.key, address: client.address, local: client.local };
  // The scope lets the activity log know who acted when the store commits (activity/log.ts).
  await requestScope.run(rc, async () => {
    await authorize(rc, match.access);
    await requireTwoFactorSetup(rc, match.route);
    await match.handler(rc);
  });
}

function pathOf(rawUrl: string): string {
  const q = rawUrl.indexOf('?');
  const path = q >= 0 ? rawUrl.slice(0, q) : rawUrl;
  if (path.startsWith('/')) return path;
  try {
    return new URL(path).pathname;
  } catch {
    return '/';
  }
}

function logLine(method: string, path: string, status: number, ms: number): string {
  const clean = path.replace(/[^\x21-\x7e]/g, '?').slice(0, 300);
  return `${method.slice(0, 16)} ${clean} ${status} ${ms.toFixed(1)}ms`;
}

/** A client that hung up mid-request: nothing to answer and nothing wrong on our side. */
function isClientAbort(res: ServerResponse, error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return res.req.destroyed && (code === 'ECONNRESET' || (error instanceof Error && error.message === 'aborted'));
}

/** 503 with the pool's `Retry-After`: the database is down or busy, and the client may retry. */
function unavailable(error: DatabaseUnavailableError): ApiError {
  const message = error.reason === 'busy' ? 'The service is busy. Please try again in a moment.' : 'The service is briefly unavailable. Please try again in a moment.';
  return new ApiError('UNAVAILABLE', message, { headers: { 'Retry-After': String(Math.max(1, Math.ceil(error.retryAfterS))) } });
}

function respondFailure(res: ServerResponse, error: unknown): void {
  if (isClientAbort(res, error)) {
    res.destroy();
    return;
  }
  const apiError = error instanceof ApiError ? error : error instanceof DatabaseUnavailableError ? unavailable(error) : null;
  if (!apiError) console.error('Unexpected error while answering a request:', error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  // An error answered before the body is read (401, 403, 415…) leaves the rest to read, as a 413 does.
  discardRest(res.req);
  for (const name of res.getHeaderNames()) {
    if (!['x-content-type-options', 'referrer-policy', 'access-control-allow-origin', 'vary', 'access-control-expose-headers'].includes(name)) res.removeHeader(name);
  }
  sendError(res, apiError ?? new ApiError('INTERNAL', 'Something went wrong on our side. Please try again.'));
}

/** Answers every request of `app`: the API's routes, the built site when there is one, else 404. */
export function answerRequests(app: App): RequestListener {
  const { config } = app;
  const router = createApiRouter({ demo: config.demo });
  const site = config.staticDir ? new StaticSite(config.staticDir) : null;
  const linger = { bytes: config.lingerBytes, ms: config.lingerMs, idleMs: config.lingerIdleMs };
  return (req, res) => {
    const started = performance.now();
    lingerWithin(req, linger);
    const method = req.method ?? 'GET';
    const path = pathOf(req.url ?? '/');
    setSecurityHeaders(res);
    if (config.log) res.once('finish', () => console.log(logLine(method, path, res.statusCode, performance.now() - started)));
    const isApi = path === '/api' || path.startsWith('/api/');
    const work = isApi ? handleApi(app, router, req, res, path) : site ? site.handle(req, res, path) : Promise.reject(notFound('This page'));
    work.catch((error: unknown) => respondFailure(res, error));
  };
}

/** Answers a request node:http could not read (headers too large, too slow, malformed) and closes. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout'
        : '400 Bad Request';
  if (socket.writable) {
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nX-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer\r\nContent-Length: 0\r\n\r\n`);
  } else socket.destroy();
}
