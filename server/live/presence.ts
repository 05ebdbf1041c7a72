/**
 * Who has a record's details page open (docs/api.md, "Presence, claims and undo"). Presence is
 * advice that lives as long as its heartbeats. Where it is kept is a `PresenceRows`: this
 * process's memory (`memoryPresenceRows`, a restart forgets it and the SPA's next heartbeat brings
 * it back) or PostgreSQL's rows shared by every process (server/pg/presence.ts). One registry over
 * either sweeps, publishes and serves the routes.
 */
import type { AdminRef, Presence, PresenceEvent, PresenceKind } from '../../src/contract';
import { sweepEvery, sweepInterval } from './sweep';

/**
 * Where presence is kept. A viewer silent for the time-to-live is gone; `see` and `leave` answer
 * what others must hear about, so the registry publishes it.
 */
export interface PresenceRows {
  /**
   * Joins or heartbeats; answers the viewers now (the caller included), and `changed`: a join, or a
   * heartbeat whose name or picture differs from the last (an admin renamed meanwhile).
   */
  see(kind: PresenceKind, id: string, viewer: AdminRef): Promise<{ presence: Presence; changed: boolean }>;
  /** Leaves; answers the viewers now, or null when the caller was not there. */
  leave(kind: PresenceKind, id: string, adminId: string): Promise<Presence | null>;
  /** Drops the viewers silent for the time-to-live; answers the records whose viewers changed. */
  sweep(): Promise<Presence[]>;
}

/** True when a name or picture differs: a heartbeat others must hear about. */
export function viewerChanged(before: AdminRef | undefined, now: AdminRef): boolean {
  return !before || before.name !== now.name || before.avatarUrl !== now.avatarUrl;
}

interface Watched {
  kind: PresenceKind;
  id: string;
  viewers: Map<string, { ref: AdminRef; seenAt: number }>;
}

const keyOf = (kind: PresenceKind, id: string): string => `${kind}\u0000${id}`;

function presenceOf(watched: Watched): Presence {
  return { kind: watched.kind, id: watched.id, viewers: [...watched.viewers.values()].map((v) => v.ref) };
}

/** Presence in this process's memory. */
export function memoryPresenceRows(options: { ttlMs: number; now: () => number }): PresenceRows {
  const records = new Map<string, Watched>();
  return {
    async see(kind, id, viewer) {
      const key = keyOf(kind, id);
      let watched = records.get(key);
      if (!watched) {
        watched = { kind, id, viewers: new Map() };
        records.set(key, watched);
      }
      const known = watched.viewers.get(viewer.id);
      watched.viewers.set(viewer.id, { ref: viewer, seenAt: options.now() });
      return { presence: presenceOf(watched), changed: viewerChanged(known?.ref, viewer) };
    },
    async leave(kind, id, adminId) {
      const key = keyOf(kind, id);
      const watched = records.get(key);
      if (!watched?.viewers.delete(adminId)) return null;
      if (watched.viewers.size === 0) records.delete(key);
      return presenceOf(watched);
    },
    async sweep() {
      const oldest = options.now() - options.ttlMs;
      const changed: Presence[] = [];
      for (const [key, watched] of records) {
        let left = false;
        for (const [adminId, viewer] of watched.viewers) {
          if (viewer.seenAt >= oldest) continue;
          watched.viewers.delete(adminId);
          left = true;
        }
        if (watched.viewers.size === 0) records.delete(key);
        if (left) changed.push(presenceOf(watched));
      }
      return changed;
    },
  };
}

/** The viewers of the records as the routes use them: silent ones dropped first, every change published. */
export interface PresenceRegistry {
  /** Adds `viewer` to the record's viewers, or renews their heartbeat; the viewers now, the caller included. */
  join(kind: PresenceKind, id: string, viewer: AdminRef): Promise<Presence>;
  /** Removes the admin from the record's viewers; a no-op when they are not among them. */
  leave(kind: PresenceKind, id: string, adminId: string): Promise<void>;
  /** Drops the viewers whose last heartbeat is older than the time-to-live. */
  sweep(): void;
  /** Stops the sweeping timer (the server is closing). */
  stop(): void;
}

const logged = (what: string) => (error: unknown): void => console.error(`${what}:`, error instanceof Error ? error.message : error);

/**
 * The registry over `rows`. It sweeps on its timer and before each call, so an expiry is seen at
 * anyone's next request rather than at the next tick (a test that moves the clock sees it at once).
 */
export function createPresenceRegistry(rows: PresenceRows, options: { ttlMs: number; publish: (event: PresenceEvent) => void }): PresenceRegistry {
  const announce = (presence: Presence): void => options.publish({ type: 'presence', ...presence });
  const expire = (): Promise<void> =>
    rows.sweep().then((changed) => { for (const presence of changed) announce(presence); }, logged('Could not drop silent viewers'));
  const sweep = (): void => void expire();
  return {
    async join(kind, id, viewer) {
      await expire();
      const { presence, changed } = await rows.see(kind, id, viewer);
      if (changed) announce(presence);
      return presence;
    },
    async leave(kind, id, adminId) {
      await expire();
      const presence = await rows.leave(kind, id, adminId);
      if (presence) announce(presence);
    },
    sweep,
    stop: sweepEvery(sweepInterval(options.ttlMs), sweep),
  };
}
