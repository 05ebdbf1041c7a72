/**
 * Who has a record's details page open (docs/api.md, "Presence, claims and undo"). Presence is
 * advice that lives as long as its heartbeats, so it is held in memory: a restart forgets it and
 * the SPA's next heartbeat brings it back. Several server processes share it in PostgreSQL
 * instead (server/pg/registries.ts, chosen in server/services.ts), hence the promises.
 */
import type { AdminRef, Presence, PresenceEvent, PresenceKind } from '../../src/contract';
import { sweepEvery, sweepInterval } from './sweep';

/** The viewers of the records, each kept while their heartbeats come within the time-to-live. */
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

interface Viewer {
  ref: AdminRef;
  seenAt: number;
}

interface Watched {
  kind: PresenceKind;
  id: string;
  viewers: Map<string, Viewer>;
}

/** Options of the in-memory registry. */
export interface PresenceOptions {
  ttlMs: number;
  now: () => number;
  /** Called with the viewers of a record each time they change. */
  publish: (event: PresenceEvent) => void;
}

const keyOf = (kind: PresenceKind, id: string): string => `${kind}\u0000${id}`;

function presenceOf(watched: Watched): Presence {
  return { kind: watched.kind, id: watched.id, viewers: [...watched.viewers.values()].map((v) => v.ref) };
}

/** A registry in this process's memory. */
export function createPresenceRegistry(options: PresenceOptions): PresenceRegistry {
  const records = new Map<string, Watched>();
  const announce = (watched: Watched): void => options.publish({ type: 'presence', ...presenceOf(watched) });

  const sweep = (): void => {
    const oldest = options.now() - options.ttlMs;
    for (const [key, watched] of records) {
      let changed = false;
      for (const [adminId, viewer] of watched.viewers) {
        if (viewer.seenAt < oldest) {
          watched.viewers.delete(adminId);
          changed = true;
        }
      }
      if (watched.viewers.size === 0) records.delete(key);
      if (changed) announce(watched);
    }
  };
  const stop = sweepEvery(sweepInterval(options.ttlMs), sweep);

  return {
    async join(kind, id, viewer) {
      sweep();
      const key = keyOf(kind, id);
      let watched = records.get(key);
      if (!watched) {
        watched = { kind, id, viewers: new Map() };
        records.set(key, watched);
      }
      const known = watched.viewers.get(viewer.id);
      watched.viewers.set(viewer.id, { ref: viewer, seenAt: options.now() });
      // A heartbeat changes nothing others see, unless the admin's name or picture changed meanwhile.
      if (!known || known.ref.name !== viewer.name || known.ref.avatarUrl !== viewer.avatarUrl) announce(watched);
      return presenceOf(watched);
    },
    async leave(kind, id, adminId) {
      sweep();
      const key = keyOf(kind, id);
      const watched = records.get(key);
      if (!watched?.viewers.delete(adminId)) return;
      if (watched.viewers.size === 0) records.delete(key);
      announce(watched);
    },
    sweep,
    stop,
  };
}
