/**
 * Who has a record open, shared by every server process: the `PresenceRows` of
 * server/live/presence.ts in the `presence` table, one row per viewer and record, refreshed by each
 * heartbeat; a viewer silent for `ttlMs` is gone.
 */
import type { AdminRef, Presence, PresenceKind } from '../../src/contract';
import type { PresenceRows } from '../live/presence';
import type { Queryable } from './records';

export function createPgPresence(sql: Queryable, options: { ttlMs: number; now?: () => number }): PresenceRows {
  const now = options.now ?? (() => Date.now());
  const viewers = async (kind: PresenceKind, id: string): Promise<Presence> => {
    const rows = await sql<{ admin: AdminRef }[]>`
      SELECT admin FROM presence WHERE kind = ${kind} AND id = ${id} AND seen_at > ${new Date(now() - options.ttlMs)} ORDER BY admin_id COLLATE "C"`;
    return { kind, id, viewers: rows.map((row) => row.admin) };
  };
  return {
    async see(kind, id, admin) {
      const cutoff = new Date(now() - options.ttlMs);
      const [row] = await sql<{ changed: boolean }[]>`
        WITH old AS (SELECT seen_at > ${cutoff} AS live, admin FROM presence WHERE kind = ${kind} AND id = ${id} AND admin_id = ${admin.id})
        INSERT INTO presence AS p (kind, id, admin_id, admin, seen_at) VALUES (${kind}, ${id}, ${admin.id}, ${JSON.stringify(admin)}::text::jsonb, ${new Date(now())})
        ON CONFLICT (kind, id, admin_id) DO UPDATE SET admin = EXCLUDED.admin, seen_at = EXCLUDED.seen_at
        RETURNING NOT coalesce((SELECT live FROM old), false) OR (SELECT admin FROM old) IS DISTINCT FROM p.admin AS changed`;
      return { presence: await viewers(kind, id), changed: row?.changed ?? true };
    },
    async leave(kind, id, adminId) {
      const rows = await sql`DELETE FROM presence WHERE kind = ${kind} AND id = ${id} AND admin_id = ${adminId} RETURNING id`;
      return rows.length === 0 ? null : viewers(kind, id);
    },
    async sweep() {
      const rows = await sql<{ kind: PresenceKind; id: string }[]>`
        DELETE FROM presence WHERE seen_at <= ${new Date(now() - options.ttlMs)} RETURNING kind, id`;
      const seen = new Map<string, { kind: PresenceKind; id: string }>();
      for (const row of rows) seen.set(`${row.kind}\n${row.id}`, row);
      return Promise.all([...seen.values()].map((row) => viewers(row.kind, row.id)));
    },
  };
}
