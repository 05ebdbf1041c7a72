/**
 * One live connection to the event stream, React-free: read with `fetch` and a stream reader (the
 * bearer travels in a header, which EventSource cannot send), resumed with `Last-Event-ID`,
 * watched for silence, and reopened with backoff. Everything it touches from the outside (fetch,
 * timers, the clock, randomness, the network's online state, the token) is injectable for tests.
 */
import { backoffDelay } from './backoff';
import { createSseParser, type SseFrame } from './sse-parser';

/** Where the stream stands: open, waiting to reopen (or opening), or not trying. */
/** `connecting` until the stream first opens; `reconnecting` after it has been open once. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'offline';

/**
 * The status; when reconnecting on a timer, the time (ms since the epoch) of the next attempt; and
 * the error code of a refusal being waited out (`TOO_MANY_STREAMS`), else null.
 */
export interface LiveState {
  status: LiveStatus;
  retryAt: number | null;
  code: string | null;
}

/** A parsed event as the listeners get it: the `data:` JSON, its `type` filled from `event:` when absent. */
export type LiveBody = { type: string; [key: string]: unknown };

/** The server's heartbeat period (docs/api.md "Live events"). */
export const HEARTBEAT_MS = 15_000;
/** Silence for this many heartbeats means the connection is dead. */
export const HEARTBEAT_MISSES = 2.5;

export interface LiveConnectionOptions {
  /** The stream's URL, read at each attempt. */
  url: string | (() => string);
  /** The bearer, read at each attempt; null: signed out, nothing is opened. */
  getToken(): string | null;
  /**
   * Called after a 401 to get a fresh token in place. Resolves true when one is set (the stream
   * reopens at once), false when the session is over (the stream goes offline and stays there: the
   * auth layer signs out); a rejection is a passing failure (network) retried with backoff. Without
   * it, a 401 goes offline.
   */
  refreshToken?(): Promise<boolean>;
  onEvent(body: LiveBody): void;
  onState(state: LiveState): void;
  /** Default `globalThis.fetch`, looked up at each attempt. */
  fetch?: typeof fetch;
  heartbeatMs?: number;
  setTimeout?(callback: () => void, ms: number): unknown;
  clearTimeout?(handle: unknown): void;
  now?(): number;
  random?(): number;
  /** Whether the browser believes it is online; default `navigator.onLine` (true without one). */
  isOnline?(): boolean;
  /** Reports the browser going online or offline; default the window's `online`/`offline` events. */
  watchNetwork?(onChange: (online: boolean) => void): () => void;
  /**
   * Where an earlier reader of the same stream left off (another tab that held it): the first
   * attempt sends its last id as `Last-Event-ID` and counts as a reconnect.
   */
  resume?: LiveResume;
}

/** Where a reader of the stream left off: the last id it read, and whether the stream had been open. */
export interface LiveResume {
  lastEventId: string | null;
  wasOpen: boolean;
}

/** A running connection. */
export interface LiveConnection {
  /** Closes the stream and stops every timer; the state becomes offline. */
  stop(): void;
  /** Drops the wait and tries at once (a user's "retry", or the network coming back). */
  retryNow(): void;
  /** The id of the last event read, sent as `Last-Event-ID` on the next attempt. */
  lastEventId(): string | null;
}

function defaultWatchNetwork(onChange: (online: boolean) => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const online = () => onChange(true);
  const offline = () => onChange(false);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
}

const defaultIsOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** Seconds (or an HTTP date) of a `Retry-After` header as milliseconds from `now`; null when absent or bad. */
export function retryAfterMs(value: string | null, now: number): number | null {
  if (value === null || value.trim() === '') return null;
  if (/^\s*\d+\s*$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** Opens the stream now and keeps it open until `stop`. */
export function connectLive(options: LiveConnectionOptions): LiveConnection {
  const setTimer = options.setTimeout ?? ((callback: () => void, ms: number) => globalThis.setTimeout(callback, ms));
  const clearTimer = options.clearTimeout ?? ((handle: unknown) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const isOnline = options.isOnline ?? defaultIsOnline;
  const silenceMs = (options.heartbeatMs ?? HEARTBEAT_MS) * HEARTBEAT_MISSES;

  let stopped = false;
  let controller: AbortController | null = null;
  let retryTimer: unknown = null;
  let watchdog: unknown = null;
  let attempt = 0;
  let lastEventId: string | null = options.resume?.lastEventId ?? null;
  let serverRetryMs = 0;
  // An earlier stream was open: a reopening without an id to resume from may have missed events.
  let wasOpen = options.resume?.wasOpen ?? false;
  // A token refresh already followed a 401 since the last open stream: a second 401 is final.
  let refreshed = false;
  let state: LiveState | null = null;

  const setState = (status: LiveStatus, retryAt: number | null = null, code: string | null = null) => {
    if (state && state.status === status && state.retryAt === retryAt && state.code === code) return;
    state = { status, retryAt, code };
    options.onState(state);
  };

  const clearTimers = () => {
    if (retryTimer !== null) clearTimer(retryTimer);
    if (watchdog !== null) clearTimer(watchdog);
    retryTimer = null;
    watchdog = null;
  };

  /** Ends the current attempt (if any) so that nothing it still delivers counts. */
  const drop = () => {
    const current = controller;
    controller = null;
    clearTimers();
    current?.abort();
  };

  const schedule = (ms: number, code: string | null = null) => {
    drop();
    if (stopped) return;
    const wait = Math.max(0, ms);
    setState('reconnecting', now() + wait, code);
    retryTimer = setTimer(() => {
      retryTimer = null;
      open();
    }, wait);
  };

  const backoff = () => {
    const wait = Math.max(serverRetryMs, backoffDelay(attempt, random));
    attempt += 1;
    schedule(wait);
  };

  const goOffline = () => {
    drop();
    setState('offline');
  };

  const armWatchdog = (ctrl: AbortController) => {
    if (watchdog !== null) clearTimer(watchdog);
    watchdog = setTimer(() => {
      watchdog = null;
      if (ctrl === controller) backoff();
    }, silenceMs);
  };

  const deliver = (frame: SseFrame) => {
    if (frame.id !== undefined) lastEventId = frame.id;
    if (frame.event === 'heartbeat') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(frame.data);
    } catch {
      return;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return;
    const body = parsed as Record<string, unknown>;
    if (typeof body.type !== 'string') body.type = frame.event;
    // A reset names the id the server resumes after: later attempts start from there.
    if (body.type === 'reset' && typeof body.lastId === 'number') lastEventId = String(body.lastId);
    options.onEvent(body as LiveBody);
  };

  const onUnauthorized = (token: string) => {
    drop();
    if (refreshed || !options.refreshToken) {
      goOffline();
      return;
    }
    refreshed = true;
    // Another part of the app may have replaced the token meanwhile: try the new one first.
    if (options.getToken() !== token) {
      open();
      return;
    }
    setState('reconnecting');
    options.refreshToken().then(
      (ok) => {
        if (stopped) return;
        if (ok) open();
        else goOffline();
      },
      () => {
        if (stopped) return;
        refreshed = false;
        backoff();
      },
    );
  };

  const read = async (response: Response, ctrl: AbortController) => {
    const body = response.body;
    if (!body) {
      backoff();
      return;
    }
    const reader = body.pipeThrough(new TextDecoderStream()).getReader();
    const parser = createSseParser({
      onFrame: (frame) => {
        if (ctrl === controller) deliver(frame);
      },
      onRetry: (ms) => {
        serverRetryMs = ms;
      },
    });
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (ctrl !== controller) break;
        if (done) {
          backoff();
          break;
        }
        armWatchdog(ctrl);
        parser.push(value);
      }
    } catch {
      if (ctrl === controller) backoff();
    } finally {
      reader.cancel().catch(() => undefined);
    }
  };

  const respond = async (response: Response, ctrl: AbortController, token: string) => {
    if (ctrl !== controller) {
      response.body?.cancel().catch(() => undefined);
      return;
    }
    if (response.ok) {
      attempt = 0;
      refreshed = false;
      const missed = wasOpen && lastEventId === null;
      wasOpen = true;
      setState('live');
      armWatchdog(ctrl);
      if (missed) options.onEvent({ type: 'reset' });
      await read(response, ctrl);
      return;
    }
    response.body?.cancel().catch(() => undefined);
    if (response.status === 401) onUnauthorized(token);
    else if (response.status === 403) goOffline();
    else if (response.status === 429) {
      const wait = retryAfterMs(response.headers.get('Retry-After'), now());
      if (wait === null) backoff();
      else {
        attempt += 1;
        schedule(Math.max(wait, backoffDelay(0, random)), 'TOO_MANY_STREAMS');
      }
    } else backoff();
  };

  const open = () => {
    drop();
    if (stopped) return;
    if (!isOnline()) {
      setState('offline');
      return;
    }
    const token = options.getToken();
    if (token === null) {
      setState('offline');
      return;
    }
    const ctrl = new AbortController();
    controller = ctrl;
    setState(wasOpen ? 'reconnecting' : 'connecting');
    // A connection that never answers counts as silence too.
    armWatchdog(ctrl);
    const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
    if (lastEventId !== null) headers['Last-Event-ID'] = lastEventId;
    const url = typeof options.url === 'function' ? options.url() : options.url;
    let request: Promise<Response>;
    try {
      request = (options.fetch ?? globalThis.fetch)(url, { headers, signal: ctrl.signal, cache: 'no-store' });
    } catch {
      backoff();
      return;
    }
    request.then(
      (response) => respond(response, ctrl, token),
      () => {
        if (ctrl === controller) backoff();
      },
    ).catch((error: unknown) => {
      console.error('live: the stream failed', error);
      if (ctrl === controller) backoff();
    });
  };

  const unwatch = (options.watchNetwork ?? defaultWatchNetwork)((online) => {
    if (stopped) return;
    if (online) {
      attempt = 0;
      open();
    } else goOffline();
  });

  open();

  return {
    stop() {
      if (stopped) return;
      stopped = true;
      unwatch();
      goOffline();
    },
    retryNow() {
      if (stopped || controller !== null) return;
      attempt = 0;
      refreshed = false;
      open();
    },
    lastEventId: () => lastEventId,
  };
}
