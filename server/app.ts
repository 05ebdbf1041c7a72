/**
 * The reference API server: node:http, the durable store, the API routes under `/api/v1`, and the
 * built SPA for every other path. `startServer()` is what main.ts and the tests call.
 *
 * A start is a chain of named parts. Each takes the result of the part before it, tagged with that
 * part's name, so the order the wiring depends on is the only one that compiles: the store opens
 * before anything reads it, the session book follows the store's commits before the live feed does,
 * the feed before the claims a decision ends, and every hook is in place before the first request.
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { mkdir, readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfig } from './config';
import type { ServerConfig } from './config';
import type { App } from './context';
import { EmbeddedStore } from './store/store';
import { openPgStore } from './store/pg-store';
import type { OpenStore, Store } from './store/interface';
import { TMP_SUFFIX } from './store/files';
import { loadSecret } from './auth/secret';
import { createWorkGate } from './auth/hash-gate';
import type { WorkGate } from './auth/hash-gate';
import { capConnections } from './http/connections';
import { sessionAlive } from './routes/events';
import { feedBusFromStore } from './live/feed';
import { createSessionBook } from './live/sessions';
import { endStreamsWithSessions, verifyStreams } from './live/session-watch';
import { endClaimsOnDecisions } from './live/claims';
import { createServices } from './services';
import type { Services } from './services';
import { StreamRegistry } from './live/streams';
import { keepActivityFor, logActivityOf } from './activity/log';
import { buildSeed } from './seed';
import { answerClientError, answerRequests } from './answer';

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

/** What a server runs on besides its settings. */
export interface ServerOptions {
  /** The clock of every date the server writes or compares (tokens, codes, limits, records, the demo's seed, the dashboard's "today"), in ms since the epoch (default `Date.now`): tests set and move it instead of waiting. */
  now?: () => number;
  /** The store to run on (default: PostgreSQL when `DATABASE_URL` is set, else the embedded store in `DATA_DIR`). */
  openStore?: OpenStore;
  /** The gate in front of password hashing (default: one with the settings' bounds); a test passes one whose places it can hold. */
  hashing?: WorkGate;
}

/** Opens the store (seeding an empty one), then listens; rejects when the store is unreadable or the port taken. */
export async function startServer(overrides: Partial<ServerConfig> = {}, options: ServerOptions = {}): Promise<RunningServer> {
  const folders = await prepareFolders(overrides);
  const opened = await openStorage(folders, options);
  const serviced = await startServices(opened);
  const assembled = assembleApp(serviced, options);
  const fed = feedBus(assembled);
  const claimed = endClaims(fed);
  const logged = await logActivity(claimed);
  const listening = await listen(logged).catch(async (error: unknown) => {
    // A port taken leaves nothing running, so the caller may start again (on another port) in the
    // same process.
    await release(logged);
    throw error;
  });
  return running(listening);
}

// ---- The parts of a start, in their order ----

/** A part's result, tagged with the part's name: a part given any other part's result does not compile. */
type Stage<Name extends string, T> = Readonly<T> & { readonly stage: Name };

/** What every part from the app on hands forward: the app and the services it stops on close. */
interface Wiring {
  app: App;
  services: Services;
}

type Folders = Stage<'folders', { config: ServerConfig; uploadsDir: string }>;

async function removeTmpFiles(dir: string): Promise<void> {
  for (const name of await readdir(dir)) if (name.endsWith(TMP_SUFFIX)) await unlink(join(dir, name));
}

/** The settings (the defaults under the defined `overrides`), their data and uploads folders made and rid of unfinished writes. */
async function prepareFolders(overrides: Partial<ServerConfig>): Promise<Folders> {
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined)) as Partial<ServerConfig>;
  const config: ServerConfig = { ...loadConfig({}), ...defined };
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  const uploadsDir = join(config.dataDir, 'uploads');
  await mkdir(uploadsDir, { recursive: true, mode: 0o700 });
  await removeTmpFiles(config.dataDir);
  await removeTmpFiles(uploadsDir);
  return { stage: 'folders', config, uploadsDir };
}

type Opened = Stage<'opened', Omit<Folders, 'stage'> & { store: Store; now: () => number; secret: Buffer }>;

/** The store open (seeded when empty), the server's clock, and the secret its tokens are signed with. */
async function openStorage({ config, uploadsDir }: Folders, options: ServerOptions): Promise<Opened> {
  const openStore: OpenStore =
    options.openStore ??
    (config.databaseUrl ? openPgStore(config.databaseUrl, config) : async (seed) => (await EmbeddedStore.open(config.dataDir, seed, { listCacheBytes: config.listCacheBytes })).store);
  const now = options.now ?? (() => Date.now());
  // The demo's dates are relative to the seeding moment, read on the server's clock like every
  // other date it writes, so a test that sets the clock finds the demo's recent days around it.
  const store = await openStore(() => buildSeed(config, now()));
  // Processes sharing a store (PostgreSQL) sign with the one secret kept in it.
  const secret = store.shared ? store.shared.secret : await loadSecret(config.dataDir);
  return { stage: 'opened', config, uploadsDir, store, now, secret };
}

type Serviced = Stage<'serviced', Omit<Opened, 'stage'> & { services: Services }>;

/** The state beyond the store (services.ts): in this process, or in the database the store shares. */
async function startServices(opened: Opened): Promise<Serviced> {
  const { config, store, now, uploadsDir } = opened;
  const services = await createServices(config, store.shared?.pool ?? null, now, uploadsDir);
  return { ...opened, stage: 'serviced', services };
}

type Assembled = Stage<'assembled', Wiring>;

/** The app every handler sees; its session book follows the store's commits from here on. */
function assembleApp({ config, store, secret, uploadsDir, now, services }: Serviced, options: ServerOptions): Assembled {
  const app: App = {
    config,
    store,
    secret,
    uploadsDir,
    uploads: services.uploads,
    now,
    otp: services.otp,
    outbox: services.outbox,
    bus: services.bus,
    presence: services.presence,
    claims: services.claims,
    sessionStore: services.sessionStore,
    // Created before the feed subscribes to the store: a commit updates it before its events go out.
    sessions: createSessionBook(store),
    streams: new StreamRegistry(
      { perAdmin: config.eventsPerAdmin, total: config.eventsMax, heartbeatMs: config.eventsHeartbeatMs, writeCapBytes: config.eventsWriteCapBytes },
      (stream) => sessionAlive(app, stream),
      services.streamSlots,
      (streams) => verifyStreams(app, streams),
    ),
    hashing: options.hashing ?? createWorkGate({ concurrency: config.hashConcurrency, queue: config.hashQueue, perKey: config.hashPerAddress }),
    limits: services.limits,
  };
  return { stage: 'assembled', app, services };
}

type Fed = Stage<'fed', Wiring>;

/**
 * Every commit's events go out on the bus, after the session book has seen the commit and the
 * streams of the sessions it ended have closed.
 */
function feedBus(assembled: Assembled): Fed {
  const { app, services } = assembled;
  endStreamsWithSessions(app, services);
  feedBusFromStore(app.store, app.bus);
  // Several processes: another process's commit to an account reaches this one as a bus event.
  if (app.store.shared) app.sessions.followBus(app.bus);
  return { ...assembled, stage: 'fed' };
}

type Claimed = Stage<'claimed', Wiring>;

/** A decision ends the claim on its item, after the feed: the decision's event goes out first. */
function endClaims(fed: Fed): Claimed {
  endClaimsOnDecisions(fed.app.store, fed.app.claims);
  return { ...fed, stage: 'claimed' };
}

type Logged = Stage<'logged', Wiring & { stopRetention: () => void }>;

/** Every admin action of a request writes its log entry; entries past the retention are pruned now and hourly. */
async function logActivity(claimed: Claimed): Promise<Logged> {
  const { app } = claimed;
  logActivityOf(app, app.store);
  const stopRetention = await keepActivityFor(app, app.config.activityRetentionDays);
  return { ...claimed, stage: 'logged', stopRetention };
}

/** Lets go of what a server holds besides its socket, in order: the retention timer, the services, the store. */
async function release({ app, services, stopRetention }: Omit<Logged, 'stage'>): Promise<void> {
  stopRetention();
  await services.close();
  await app.store.close();
}

type Listening = Stage<'listening', Omit<Logged, 'stage'> & { server: Server; port: number }>;

const TIMEOUT_CHECK_MS = 1000;

/** The HTTP server, listening once every hook is in place; rejects when the port is taken. */
async function listen(logged: Logged): Promise<Listening> {
  const { config } = logged.app;
  const server = createServer({
    maxHeaderSize: 16 * 1024,
    headersTimeout: config.headersTimeoutS * 1000,
    requestTimeout: config.requestTimeoutS * 1000,
    // Node checks the two timeouts on this interval (30 s by default, which would double them).
    connectionsCheckingInterval: TIMEOUT_CHECK_MS,
  }, answerRequests(logged.app));
  // Behind a proxy every connection comes from the proxy: one address, so no cap per address.
  capConnections(server, config.maxConnections, config.trustProxy ? Number.POSITIVE_INFINITY : config.maxConnectionsPerAddress);
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return { ...logged, stage: 'listening', server, port };
}

/** The started server; its close stops accepting and ends the streams, then stops the services, then closes the store. */
function running(listening: Listening): RunningServer {
  const { app, server, port } = listening;
  const { config } = app;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${host}:${port}`,
    port,
    config: { ...config, port },
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Live streams never go idle: end them, or close would wait for the forced cut below.
        app.streams.closeAll();
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 1000).unref();
      }).then(() => release(listening));
      return closing;
    },
  };
}
