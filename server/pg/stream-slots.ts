/**
 * The open live streams of every process in the `live_streams` table (the `StreamSlots` of
 * server/live/stream-slots.ts): a stream opens only if, under one advisory lock, its admin holds
 * fewer than `perAdmin` rows and all hold fewer than `total`. Each row is a lease of `leaseMs`
 * that its process renews every third of it while the stream is open, so the rows of a process
 * that died without closing its streams stop counting once they run out; a lease lost while the
 * database was away is written again at the next renewal.
 */
import { randomUUID } from 'node:crypto';
import type { StreamSlot, StreamSlots, SlotLimits } from '../live/stream-slots';
import type { PgPool } from './pool';
import { holdAdvisoryLock } from './locks';

/** How long a stream's row counts without its process renewing it. */
export const STREAM_LEASE_MS = 60_000;

export function createPgStreamSlots(
  pool: PgPool,
  limits: SlotLimits,
  options: { now?: () => number; leaseMs?: number; log?: (line: string) => void } = {},
): StreamSlots {
  const now = options.now ?? (() => Date.now());
  const leaseMs = options.leaseMs ?? STREAM_LEASE_MS;
  const log = options.log ?? ((line: string) => console.error(line));
  /** The rows this process holds: stream id → admin id. */
  const held = new Map<string, string>();
  const until = (): Date => new Date(now() + leaseMs);

  const renew = async (): Promise<void> => {
    if (held.size === 0) return;
    const ids = [...held.keys()];
    const admins = ids.map((id) => held.get(id) as string);
    await pool.run((sql) => sql`
      INSERT INTO live_streams (id, admin_id, expires_at)
      SELECT id, admin_id, ${until()} FROM unnest(${ids}::text[], ${admins}::text[]) AS s(id, admin_id)
      ON CONFLICT (id) DO UPDATE SET expires_at = EXCLUDED.expires_at`);
  };
  const timer = setInterval(() => {
    renew().catch((error: unknown) => log(`Live streams: could not renew their leases: ${error instanceof Error ? error.message : String(error)}`));
  }, Math.max(10, Math.floor(leaseMs / 3)));
  timer.unref();

  const release = (id: string): void => {
    if (!held.delete(id)) return;
    // Not awaited: the stream has ended whatever the database says; a row left behind runs out.
    pool.run((sql) => sql`DELETE FROM live_streams WHERE id = ${id}`).catch(() => undefined);
  };

  return {
    async take(adminId) {
      const id = randomUUID();
      const refusal = await pool.transaction(async (tx) => {
        await holdAdvisoryLock(tx, 'liveStreams');
        await tx`DELETE FROM live_streams WHERE expires_at <= ${new Date(now())}`;
        const [row] = await tx<{ mine: number; total: number }[]>`
          SELECT count(*) FILTER (WHERE admin_id = ${adminId})::integer AS mine, count(*)::integer AS total FROM live_streams`;
        if ((row?.mine ?? 0) >= limits.perAdmin) return 'per-admin' as const;
        if ((row?.total ?? 0) >= limits.total) return 'total' as const;
        await tx`INSERT INTO live_streams (id, admin_id, expires_at) VALUES (${id}, ${adminId}, ${until()})`;
        return null;
      });
      if (refusal) return refusal;
      held.set(id, adminId);
      const slot: StreamSlot = { release: () => release(id) };
      return slot;
    },
    async close() {
      clearInterval(timer);
      const ids = [...held.keys()];
      held.clear();
      if (ids.length > 0) await pool.run((sql) => sql`DELETE FROM live_streams WHERE id = ANY(${ids}::text[])`).catch(() => undefined);
    },
  };
}
