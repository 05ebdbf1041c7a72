/**
 * Where the open live streams are counted against their caps (per admin and in all): in this
 * process's memory for the embedded store, or in a table every process shares on PostgreSQL
 * (server/pg/stream-slots.ts), so that an admin's streams count the same wherever they are held.
 * A stream takes its slot before it opens and gives it back when it closes.
 */

/** Why a new stream is refused. */
export type Refusal = 'per-admin' | 'total';

/** The caps. */
export interface SlotLimits {
  perAdmin: number;
  total: number;
}

/** One stream's place in the count. */
export interface StreamSlot {
  /** Stops counting the stream; idempotent. */
  release(): void;
}

/** The count of open streams. */
export interface StreamSlots {
  /** A slot for one more stream of `adminId`, or which cap it meets. */
  take(adminId: string): Promise<StreamSlot | Refusal>;
  /** Gives back every slot still held (the server is closing). */
  close(): Promise<void>;
}

/** The count in this process's memory. */
export function memoryStreamSlots(limits: SlotLimits): StreamSlots {
  const perAdmin = new Map<string, number>();
  let total = 0;
  return {
    async take(adminId) {
      if ((perAdmin.get(adminId) ?? 0) >= limits.perAdmin) return 'per-admin';
      if (total >= limits.total) return 'total';
      perAdmin.set(adminId, (perAdmin.get(adminId) ?? 0) + 1);
      total += 1;
      let held = true;
      return {
        release() {
          if (!held) return;
          held = false;
          total -= 1;
          const left = (perAdmin.get(adminId) ?? 1) - 1;
          if (left > 0) perAdmin.set(adminId, left);
          else perAdmin.delete(adminId);
        },
      };
    },
    async close() {
      perAdmin.clear();
      total = 0;
    },
  };
}
