/**
 * One stream for every tab of a browser signed in to the same account. The server caps the streams
 * an account may hold, and an admin keeps many tabs: so the tabs elect a leader with the Web Locks
 * API (a lock named after the account, held for the tab's life, released by the browser when the
 * tab closes), the leader alone reads the stream, and it passes every event and every change of
 * the stream's state to the others over a `BroadcastChannel` of the same name. A follower hands
 * what it hears to the same `onEvent` and `onState` a reader would, so every tab follows alike. A
 * follower remembers the last event id it heard: the one that takes the lock after the leader
 * closes (or goes into the back-forward cache) resumes from there with `Last-Event-ID`. Without
 * Web Locks or `BroadcastChannel`, each tab reads a stream of its own.
 */
import { connectLive, type LiveBody, type LiveConnection, type LiveConnectionOptions, type LiveState } from './connection';

/** The part of `navigator.locks` used: an exclusive lock, held until the callback's promise settles. */
export interface TabLocks {
  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
}

/** A channel to the other tabs of the origin: what one posts, each other one with the same name gets. */
export interface TabChannel {
  post(message: unknown): void;
  close(): void;
}

/** Opens the channel `name`, calling `onMessage` with the data of each message another tab posts on it. */
export type OpenTabChannel = (name: string, onMessage: (data: unknown) => void) => TabChannel;

export interface TabShareOptions {
  /** Tabs share the stream only with tabs of the same key: the signed-in account's id. */
  key: string;
  /**
   * Which sign-in of the account this tab belongs to, when known: another tab's `end` of a
   * different one (an older sign-in, or one in a page whose storage is its own) leaves this tab be.
   */
  session?: string | null;
  /** Default `navigator.locks`; null (or none in the browser): a stream per tab. */
  locks?: TabLocks | null;
  /** Default a `BroadcastChannel`; null (or none in the browser): a stream per tab. */
  openChannel?: OpenTabChannel | null;
  /**
   * Reports the page going into the back-forward cache (true) and coming back from it (false);
   * default the window's `pagehide` and `pageshow` that are `persisted`.
   */
  watchPage?(onChange: (cached: boolean) => void): () => void;
}

export interface SharedLiveOptions extends LiveConnectionOptions {
  share: TabShareOptions;
}

/**
 * What the tab does: reads the stream for all, hears it from the reader, reads its own, waits in
 * the back-forward cache, or nothing.
 */
export type TabRole = 'leader' | 'follower' | 'alone' | 'cached' | 'stopped';

export interface SharedLiveConnection extends LiveConnection {
  /** Stops, and tells every other tab of the key to stop too (the session is over). */
  end(): void;
  role(): TabRole;
}

/** The names of the lock and the channel start with this, then the key. */
export const TAB_SHARE_PREFIX = 'live-stream:';

/** What tabs of another build post is ignored rather than misread. */
const VERSION = 1;

type Message =
  | { v: typeof VERSION; t: 'event'; body: LiveBody; id: string | null }
  | { v: typeof VERSION; t: 'state'; state: LiveState; id: string | null }
  | { v: typeof VERSION; t: 'hello' }
  | { v: typeof VERSION; t: 'retry' }
  | { v: typeof VERSION; t: 'end'; session: string | null };

type WithoutVersion<M> = M extends unknown ? Omit<M, 'v'> : never;
type Outgoing = WithoutVersion<Message>;

const isMessage = (data: unknown): data is Message =>
  typeof data === 'object' && data !== null && (data as { v?: unknown }).v === VERSION && typeof (data as { t?: unknown }).t === 'string';

const OFFLINE: LiveState = { status: 'offline', retryAt: null, code: null };
const CONNECTING: LiveState = { status: 'connecting', retryAt: null, code: null };
const REJOINING: LiveState = { status: 'reconnecting', retryAt: null, code: null };

const whole = (id: string) => /^\d{1,15}$/.test(id);

function browserLocks(): TabLocks | null {
  return (typeof navigator !== 'undefined' && (navigator as { locks?: TabLocks | null }).locks) || null;
}

function browserChannel(): OpenTabChannel | null {
  if (typeof BroadcastChannel !== 'function') return null;
  return (name, onMessage) => {
    const channel = new BroadcastChannel(name);
    channel.onmessage = (event) => onMessage(event.data);
    return { post: (message) => channel.postMessage(message), close: () => channel.close() };
  };
}

function watchBackForward(onChange: (cached: boolean) => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const hide = (event: PageTransitionEvent) => {
    if (event.persisted) onChange(true);
  };
  const show = (event: PageTransitionEvent) => {
    if (event.persisted) onChange(false);
  };
  window.addEventListener('pagehide', hide);
  window.addEventListener('pageshow', show);
  return () => {
    window.removeEventListener('pagehide', hide);
    window.removeEventListener('pageshow', show);
  };
}

/** A stream of the tab's own, with the shared connection's shape. */
export function readAlone(options: LiveConnectionOptions): SharedLiveConnection {
  const connection = connectLive(options);
  let stopped = false;
  const stop = () => {
    stopped = true;
    connection.stop();
  };
  return { ...connection, stop, end: stop, role: () => (stopped ? 'stopped' : 'alone') };
}

/** Joins the tabs of `options.share.key`: leads the stream or follows the leader, until `stop` or `end`. */
export function shareLive(options: SharedLiveOptions): SharedLiveConnection {
  const { share, ...connectionOptions } = options;
  const locks = share.locks === undefined ? browserLocks() : share.locks;
  const openChannel = share.openChannel === undefined ? browserChannel() : share.openChannel;
  if (!locks || !openChannel) return readAlone(connectionOptions);

  const name = TAB_SHARE_PREFIX + share.key;
  const session = share.session ?? null;
  let role: TabRole = 'follower';
  let channel: TabChannel | null = null;
  let withdraw: AbortController | null = null;
  let leader: LiveConnection | null = null;
  let fallback: SharedLiveConnection | null = null;
  let release: (() => void) | null = null;
  let state: LiveState | null = null;
  // What the tab has heard or read: where a stream it opens resumes from.
  let lastId: string | null = null;
  let wasOpen = false;

  const setState = (next: LiveState) => {
    state = next;
    options.onState(next);
  };

  function post(message: Outgoing): void {
    try {
      channel?.post({ v: VERSION, ...message });
    } catch (error) {
      console.error('live: could not tell the other tabs', error);
    }
  }

  /** An id at or before the last one heard: a leader's late message after a handover, heard again in the replay. */
  const heard = (id: string | null) => id !== null && lastId !== null && whole(id) && whole(lastId) && Number(id) <= Number(lastId);

  const onMessage = (data: unknown) => {
    if (!isMessage(data)) return;
    switch (data.t) {
      case 'hello':
        if (role === 'leader' && state) post({ t: 'state', state, id: leader?.lastEventId() ?? lastId });
        return;
      case 'retry':
        leader?.retryNow();
        return;
      case 'end':
        if (data.session === null || session === null || data.session === session) stop();
        return;
      case 'state':
        if (role !== 'follower') return;
        if (!heard(data.id) && data.id !== null) lastId = data.id;
        if (data.state.status === 'live') wasOpen = true;
        setState(data.state);
        return;
      case 'event':
        if (role !== 'follower') return;
        // A reset starts the ids afresh (a restarted server's may be lower); any other event is applied once.
        if (data.body.type === 'reset') {
          if (data.id !== null) lastId = data.id;
        } else if (heard(data.id)) return;
        else if (data.id !== null) lastId = data.id;
        wasOpen = true;
        options.onEvent(data.body);
        return;
      default:
        return;
    }
  };

  /** The lock is this tab's: it reads the stream, from where the tabs left off, and tells the others. */
  const lead = () => {
    role = 'leader';
    const own: LiveConnection = connectLive({
      ...connectionOptions,
      resume: { lastEventId: lastId, wasOpen },
      onEvent: (body) => {
        if (role !== 'leader') return;
        post({ t: 'event', body, id: own.lastEventId() });
        options.onEvent(body);
      },
      onState: (next) => {
        if (role !== 'leader') return;
        if (next.status === 'live') wasOpen = true;
        // Called once before connectLive returns, when `own` is not assigned yet.
        post({ t: 'state', state: next, id: leader?.lastEventId() ?? lastId });
        setState(next);
      },
    });
    leader = own;
  };

  /** Leaves the election: the stream closed if this tab read it (its place in it kept), the lock and the channel let go. */
  const leave = () => {
    withdraw?.abort();
    withdraw = null;
    if (leader) lastId = leader.lastEventId() ?? lastId;
    leader?.stop();
    leader = null;
    release?.();
    release = null;
    channel?.close();
    channel = null;
  };

  /** The browser will not lock (an opaque origin): this tab reads a stream of its own. */
  const goAlone = () => {
    leave();
    role = 'alone';
    fallback = readAlone(connectionOptions);
  };

  /** Joins the tabs: listens to the leader and waits in line for the lock. */
  const join = () => {
    role = 'follower';
    try {
      channel = openChannel(name, onMessage);
    } catch (error) {
      console.warn('live: the tabs cannot share the stream', error);
      goAlone();
      return;
    }
    const request = new AbortController();
    withdraw = request;
    post({ t: 'hello' });
    locks.request(name, { signal: request.signal }, () => {
      if (role !== 'follower' || withdraw !== request) return Promise.resolve();
      return new Promise<void>((resolve) => {
        release = resolve;
        lead();
      });
    }).catch((error: unknown) => {
      if (role !== 'follower' || withdraw !== request) return;
      console.warn('live: the tabs cannot share the stream', error);
      goAlone();
    });
  };

  // A page in the back-forward cache runs no code: it must not hold the stream for the others.
  // Back from it, it joins again and refetches what it shows, having heard nothing meanwhile.
  const unwatchPage = (share.watchPage ?? watchBackForward)((cached) => {
    if (cached && (role === 'leader' || role === 'follower')) {
      role = 'cached';
      leave();
    } else if (!cached && role === 'cached') {
      setState(REJOINING);
      join();
      options.onEvent({ type: 'reset' });
    }
  });

  function stop(): void {
    if (role === 'stopped') return;
    role = 'stopped';
    unwatchPage();
    fallback?.stop();
    leave();
    setState(OFFLINE);
  }

  setState(CONNECTING);
  join();

  return {
    stop,
    end() {
      if (role === 'stopped') return;
      if (role !== 'alone') post({ t: 'end', session });
      stop();
    },
    retryNow() {
      if (fallback) fallback.retryNow();
      else if (leader) leader.retryNow();
      else if (role === 'follower') post({ t: 'retry' });
    },
    lastEventId: () => (fallback ? fallback.lastEventId() : leader ? leader.lastEventId() : lastId),
    role: () => role,
  };
}
