/**
 * Being on a record's page, told to the server and heard from it: announce on start and every
 * PRESENCE_HEARTBEAT_MS, leave on stop (and as a keepalive request when the page is unloaded),
 * and follow the `presence` events of the live stream for that record; lib/keep-alive runs the
 * heartbeat and the page's lifecycle. React-free; the hook (use-presence.ts) is a thin view over it.
 */
import type { AdminRef, Presence, PresenceEvent, PresenceKind } from '../../contract';
import { keepAlive, type KeepAliveOptions } from '../keep-alive';

/** How often the page says it is still open; the server drops a viewer after 30 s without one. */
export const PRESENCE_HEARTBEAT_MS = 10_000;

/** What a watch talks to (the app's endpoints and live stream by default; tests pass fakes). */
export interface PresenceTransport {
  announce(kind: PresenceKind, id: string): Promise<Presence>;
  leave(kind: PresenceKind, id: string): Promise<unknown>;
  /** The keepalive leave, for `pagehide`. */
  leaveOnUnload(kind: PresenceKind, id: string): void;
  /** The live stream's events; returns the unsubscribe. */
  subscribe(listener: (body: { type: string }) => void): () => void;
}

export interface WatchPresenceOptions {
  kind: PresenceKind;
  id: string;
  /** Everyone viewing the record now, the caller included, after each answer or event. */
  onViewers(viewers: readonly AdminRef[]): void;
  transport: PresenceTransport;
  /** Default PRESENCE_HEARTBEAT_MS. */
  heartbeatMs?: number;
  /** The heartbeat's timers (tests pass a fake clock). */
  timers?: Pick<KeepAliveOptions, 'setTimeout' | 'clearTimeout'>;
}

const isPresenceEvent = (body: { type: string }): body is PresenceEvent => body.type === 'presence';

/** Starts announcing `kind`/`id`; the returned function leaves. */
export function watchPresence({ kind, id, onViewers, transport, heartbeatMs = PRESENCE_HEARTBEAT_MS, timers }: WatchPresenceOptions): () => void {
  let active = true;
  const announce = () => {
    transport.announce(kind, id).then(
      (presence) => { if (active) onViewers(presence.viewers); },
      (error: unknown) => console.warn(`presence: could not announce ${kind}/${id}`, error),
    );
  };
  const unsubscribe = transport.subscribe((body) => {
    if (isPresenceEvent(body) && body.kind === kind && body.id === id) onViewers(body.viewers);
    // A gap in the stream: ask again who is here.
    else if (body.type === 'reset') announce();
  });
  // Leaving the page for good (closing the tab) unmounts nothing: keepAlive says it on the way out,
  // and comes back when the browser restores the page from its cache.
  const alive = keepAlive({
    everyMs: heartbeatMs, beat: announce, leave: () => transport.leaveOnUnload(kind, id), back: announce, ...timers,
  });
  announce();
  return () => {
    active = false;
    alive.stop();
    unsubscribe();
    if (alive.here) transport.leave(kind, id).catch((error: unknown) => console.warn(`presence: could not leave ${kind}/${id}`, error));
  };
}
