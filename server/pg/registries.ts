/**
 * The registries the routes use (live/presence.ts, live/claims.ts) over the shared rows of
 * server/pg/presence.ts and server/pg/claims.ts, publishing what changed on the shared bus. Every
 * process sweeps expired rows, on its timer and before each call, as the embedded registries do: an
 * expiry is seen at anyone's next request rather than at the next tick. A row is deleted by one
 * process only, which publishes its end.
 */
import type { PresenceRegistry } from '../live/presence';
import type { ClaimRegistry } from '../live/claims';
import type { EventBus } from '../live/bus';
import { sweepEvery, sweepInterval } from '../live/sweep';
import type { PgPresence } from './presence';
import type { PgClaims } from './claims';

const logged = (what: string) => (error: unknown): void => console.error(`${what}:`, error instanceof Error ? error.message : error);

export function pgPresenceRegistry(rows: PgPresence, bus: EventBus, ttlMs: number): PresenceRegistry {
  const expire = (): Promise<void> =>
    rows.expire().then(
      (changed) => { for (const presence of changed) bus.publish({ type: 'presence', ...presence }); },
      logged('Could not drop silent viewers'),
    );
  const sweep = (): void => void expire();
  return {
    async join(kind, id, viewer) {
      await expire();
      const { presence, changed } = await rows.see(kind, id, viewer);
      if (changed) bus.publish({ type: 'presence', ...presence });
      return presence;
    },
    async leave(kind, id, adminId) {
      await expire();
      const presence = await rows.leave(kind, id, adminId);
      if (presence) bus.publish({ type: 'presence', ...presence });
    },
    sweep,
    stop: sweepEvery(sweepInterval(ttlMs), sweep),
  };
}

export function pgClaimRegistry(rows: PgClaims, bus: EventBus, ttlMs: number): ClaimRegistry {
  const expire = (): Promise<void> =>
    rows.expire().then(
      (ended) => { for (const event of ended) bus.publish(event); },
      logged('Could not end expired claims'),
    );
  const sweep = (): void => void expire();
  return {
    async list() {
      await expire();
      return rows.all();
    },
    async claim(kind, id, by, takeOver) {
      await expire();
      const result = await rows.claim(kind, id, by, takeOver);
      if (!result.ok) return { ok: false, held: result.heldBy };
      if (result.event) bus.publish(result.event);
      return { ok: true, claim: result.claim };
    },
    async release(kind, id, adminId) {
      await expire();
      const event = await rows.end(kind, id, 'released', adminId);
      if (event) bus.publish(event);
    },
    async end(kind, id, why) {
      const event = await rows.end(kind, id, why);
      if (event) bus.publish(event);
    },
    sweep,
    stop: sweepEvery(sweepInterval(ttlMs), sweep),
  };
}
