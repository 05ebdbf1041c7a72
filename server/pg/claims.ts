/**
 * Review claims shared by every server process (src/contract/collab.ts): one reviewer per pending
 * item, held by heartbeats, ended by a decision, a release, a take-over or `ttlMs` without a
 * heartbeat. Each change locks the item's row in a transaction, so two admins claiming at once get
 * one claim and one "held by" answer. Each change answers the `ClaimEvent` to publish (or null when
 * nothing changed that others see); whether the item is still pending is the caller's check.
 */
import type { AdminRef, Claim, ClaimEnd, ClaimEvent, DecisionKind } from '../../src/contract';
import type { Sql } from 'postgres';
import type { Queryable } from './records';

interface Row {
  kind: string;
  id: string;
  admin: AdminRef;
  since: Date;
  expires_at: Date;
}

const toClaim = (row: Row): Claim => ({
  kind: row.kind as DecisionKind,
  id: row.id,
  by: row.admin,
  since: row.since.toISOString(),
  expiresAt: row.expires_at.toISOString(),
});

/** What a claim attempt did. */
export type ClaimResult =
  | { ok: true; claim: Claim; event: ClaimEvent | null }
  | { ok: false; heldBy: Claim };

export interface PgClaims {
  /** Claims the item, renews the caller's own claim, or takes it over; held by another → `ok: false`. */
  claim(kind: DecisionKind, id: string, admin: AdminRef, takeOver: boolean): Promise<ClaimResult>;
  /** Ends the caller's claim (`released`) or anyone's (`decided`, `expired`); answers the event, if any. */
  end(kind: DecisionKind, id: string, why: ClaimEnd, adminId?: string): Promise<ClaimEvent | null>;
  /** Every live claim. */
  all(): Promise<Claim[]>;
  /** Ends the claims without a heartbeat for `ttlMs`; answers their events. */
  expire(): Promise<ClaimEvent[]>;
}

const event = (kind: DecisionKind, id: string, claim: Claim | null, previous: Claim | null, ended: ClaimEnd | null): ClaimEvent =>
  ({ type: 'claim', kind, id, claim, previous, ended });

export function createPgClaims(sql: Sql, options: { ttlMs: number; now?: () => number }): PgClaims {
  const now = options.now ?? (() => Date.now());
  const current = async (tx: Queryable, kind: string, id: string): Promise<Row | undefined> => {
    const [row] = await tx<Row[]>`SELECT kind, id, admin, since, expires_at FROM claims WHERE kind = ${kind} AND id = ${id} FOR UPDATE`;
    return row;
  };
  return {
    async claim(kind, id, admin, takeOver) {
      for (;;) {
        const result = await sql.begin(async (tx): Promise<ClaimResult | 'raced'> => {
          const t = now();
          const row = await current(tx, kind, id);
          const live = row && row.expires_at.getTime() > t ? row : undefined;
          const expires = new Date(t + options.ttlMs);
          if (live && live.admin.id !== admin.id && !takeOver) return { ok: false, heldBy: toClaim(live) };
          const own = live && live.admin.id === admin.id;
          const since = own ? live.since : new Date(t);
          if (!row) {
            const inserted = await tx`
              INSERT INTO claims (kind, id, admin_id, admin, since, expires_at) VALUES (${kind}, ${id}, ${admin.id}, ${JSON.stringify(admin)}::text::jsonb, ${since}, ${expires})
              ON CONFLICT (kind, id) DO NOTHING RETURNING id`;
            if (inserted.length === 0) return 'raced';
          } else {
            await tx`
              UPDATE claims SET admin_id = ${admin.id}, admin = ${JSON.stringify(admin)}::text::jsonb, since = ${since}, expires_at = ${expires}
              WHERE kind = ${kind} AND id = ${id}`;
          }
          const claim: Claim = { kind, id, by: admin, since: since.toISOString(), expiresAt: expires.toISOString() };
          if (own) return { ok: true, claim, event: null };
          const previous = row ? toClaim(row) : null;
          const ended: ClaimEnd | null = !previous ? null : live ? 'takenOver' : 'expired';
          return { ok: true, claim, event: event(kind, id, claim, previous, ended) };
        });
        if (result !== 'raced') return result as ClaimResult;
      }
    },
    async end(kind, id, why, adminId) {
      const rows = adminId === undefined
        ? await sql<Row[]>`DELETE FROM claims WHERE kind = ${kind} AND id = ${id} RETURNING kind, id, admin, since, expires_at`
        : await sql<Row[]>`DELETE FROM claims WHERE kind = ${kind} AND id = ${id} AND admin_id = ${adminId} RETURNING kind, id, admin, since, expires_at`;
      const row = rows[0];
      return row ? event(kind, id, null, toClaim(row), why) : null;
    },
    async all() {
      const rows = await sql<Row[]>`SELECT kind, id, admin, since, expires_at FROM claims WHERE expires_at > ${new Date(now())} ORDER BY since, kind, id`;
      return rows.map(toClaim);
    },
    async expire() {
      const rows = await sql<Row[]>`DELETE FROM claims WHERE expires_at <= ${new Date(now())} RETURNING kind, id, admin, since, expires_at`;
      return rows.map((row) => event(row.kind as DecisionKind, row.id, null, toClaim(row), 'expired'));
    },
  };
}
