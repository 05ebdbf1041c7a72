/**
 * The reference API server: node:http, the durable store, the API routes under `/api/v1`, and the
 * built SPA for every other path. `startServer()` is what main.ts and the tests call.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { mkdir, readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { API_PREFIX } from '../src/contract';
import { loadConfig } from './config';
import type { ServerConfig } from './config';
import type { App, Handler, RequestContext } from './context';
import { ApiError, notFound } from './http/errors';
import { sendError, setSecurityHeaders } from './http/respond';
import { splitPath } from './http/router';
import type { Router } from './http/router';
import { EmbeddedStore } from './store/store';
import { openPgStore } from './store/pg-store';
import { DatabaseUnavailableError } from './pg/pool';
import type { OpenStore, Store } from './store/interface';
import { TMP_SUFFIX } from './store/files';
import { loadSecret } from './auth/secret';
import { createWorkGate } from './auth/hash-gate';
import { clientOf } from './auth/client-address';
import { capConnections } from './http/connections';
import { createOutbox } from './outbox';
import { createApiRouter } from './routes';
import { sessionAlive } from './routes/events';
import { feedBusFromStore } from './live/feed';
import { createSessionBook } from './live/sessions';
import { endClaimsOnDecisions } from './live/claims';
import { createServices } from './services';
import type { Services } from './services';
import { StreamRegistry } from './live/streams';
import { keepActivityFor, logActivityOf, requestScope } from './activity/log';
import { buildSeed } from './seed';
import { StaticSite } from './static';

export { loadConfig };
export type { ServerConfig };

/** A started server. */
export interface RunningServer {
  /** `http://127.0.0.1:PORT` (the host it listens on, the real port). */
  url: string;
  port: number;
  config: ServerConfig;
  /** Stops accepting, ends open connections, waits for pending writes. */
  close(): Promise<void>;
}

const TIMEOUT_CHECK_MS = 1000;

function createApp(config: ServerConfig, store: Store, secret: Buffer, uploadsDir: string, now: () => number, services: Services): App {
  const app: App = {
    config,
    store,
    secret,
    uploadsDir,
    uploads: services.uploads,
    now,
    otp: services.otp,
    outbox: createOutbox(now, config.log ? (line) => console.log(line) : null),
    bus: services.bus,
    presence: services.presence,
    claims: services.claims,
    // Created before the feed subscribes to the store: a commit updates it before its events go out.
    sessions: createSessionBook(store),
    streams: new StreamRegistry(
      { perAdmin: config.eventsPerAdmin, total: config.eventsMax, heartbeatMs: config.eventsHeartbeatMs, writeCapBytes: config.eventsWriteCapBytes },
      (stream) => sessionAlive(app, stream),
    ),
    hashing: createWorkGate({ concurrency: config.hashConcurrency, queue: config.hashQueue, perKey: config.hashPerAddress }),
    limits: services.limits,
  };
  return app;
}

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
  await requestScope.run(rc, () => match.handler(rc));
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
  for (const name of res.getHeaderNames()) {
    if (!['x-content-type-options', 'referrer-policy', 'access-control-allow-origin', 'vary', 'access-control-expose-headers'].includes(name)) res.removeHeader(name);
  }
  sendError(res, apiError ?? new ApiError('INTERNAL', 'Something went wrong on our side. Please try again.'));
}

async function removeTmpFiles(dir: string): Promise<void> {
  for (const name of await readdir(dir)) if (name.endsWith(TMP_SUFFIX)) await unlink(join(dir, name));
}

/** What a server runs on besides its settings. */
export interface ServerOptions {
  /** The clock of every date the server writes or compares (tokens, codes, limits, records, the demo's seed, the dashboard's "today"), in ms since the epoch (default `Date.now`): tests set and move it instead of waiting. */
  now?: () => number;
  /** The store to run on (default: PostgreSQL when `DATABASE_URL` is set, else the embedded store in `DATA_DIR`). */
  openStore?: OpenStore;
}

/** Opens the store (seeding an empty one), then listens; rejects when the store is unreadable or the port taken. */
export async function startServer(overrides: Partial<ServerConfig> = {}, options: ServerOptions = {}): Promise<RunningServer> {
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined)) as Partial<ServerConfig>;
  const config: ServerConfig = { ...loadConfig({}), ...defined };
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  const uploadsDir = join(config.dataDir, 'uploads');
  await mkdir(uploadsDir, { recursive: true, mode: 0o700 });
  await removeTmpFiles(config.dataDir);
  await removeTmpFiles(uploadsDir);
  const openStore: OpenStore =
    options.openStore ??
    (config.databaseUrl ? openPgStore(config.databaseUrl, config) : async (seed) => (await EmbeddedStore.open(config.dataDir, seed, { listCacheBytes: config.listCacheBytes })).store);
  const now = options.now ?? (() => Date.now());
  // The demo's dates are relative to the seeding moment, read on the server's clock like every
  // other date it writes, so a test that sets the clock finds the demo's recent days around it.
  const store = await openStore(() => buildSeed(config, now()));
  // Processes sharing a store (PostgreSQL) sign with the one secret kept in it.
  const { shared } = store;
  const secret = shared ? shared.secret : await loadSecret(config.dataDir);
  const services = await createServices(config, shared?.pool ?? null, now, uploadsDir);
  const app = createApp(config, store, secret, uploadsDir, now, services);
  feedBusFromStore(store, app.bus);
  // Several processes: another process's commit to an account reaches this one as a bus event.
  if (shared) app.sessions.followBus(app.bus);
  // After the feed, so a decision's event goes out before the claim it ends.
  endClaimsOnDecisions(store, app.claims);
  logActivityOf(app, store);
  const stopRetention = await keepActivityFor(app, config.activityRetentionDays);
  const router = createApiRouter({ demo: config.demo });
  const site = config.staticDir ? new StaticSite(config.staticDir) : null;

  const server = createServer({
    maxHeaderSize: 16 * 1024,
    headersTimeout: config.headersTimeoutS * 1000,
    requestTimeout: config.requestTimeoutS * 1000,
    // Node checks the two timeouts on this interval (30 s by default, which would double them).
    connectionsCheckingInterval: TIMEOUT_CHECK_MS,
  }, (req, res) => {
    const started = performance.now();
    const method = req.method ?? 'GET';
    const path = pathOf(req.url ?? '/');
    setSecurityHeaders(res);
    if (config.log) res.once('finish', () => console.log(logLine(method, path, res.statusCode, performance.now() - started)));
    const isApi = path === '/api' || path.startsWith('/api/');
    const work = isApi ? handleApi(app, router, req, res, path) : site ? site.handle(req, res, path) : Promise.reject(notFound('This page'));
    work.catch((error: unknown) => respondFailure(res, error));
  });
  // Behind a proxy every connection comes from the proxy: one address, so no cap per address.
  capConnections(server, config.maxConnections, config.trustProxy ? Number.POSITIVE_INFINITY : config.maxConnectionsPerAddress);
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    const status =
      error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large'
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout'
          : '400 Bad Request';
    if (socket.writable) {
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nX-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer\r\nContent-Length: 0\r\n\r\n`);
    } else socket.destroy();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${host}:${port}`,
    port,
    config: { ...config, port },
    close() {
      closing ??= new Promise<void>((resolve) => {
        stopRetention();
        server.close(() => resolve());
        // Live streams never go idle: end them, or close would wait for the forced cut below.
        app.streams.closeAll();
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 1000).unref();
      }).then(() => services.close()).then(() => store.close());
      return closing;
    },
  };
}
