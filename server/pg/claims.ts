/**
 * Review claims shared by every server process: the `ClaimRows` of server/live/claims.ts in the
 * `claims` table, with the same rules (`claimStep`, `endStep`). A claim attempt locks the item's
 * row in a transaction, so two admins claiming at once get one claim and one "held by" answer.
 * Whether the item is still pending is the caller's check.
 */
import type { Claim, ClaimEvent, DecisionKind } from '../../src/contract';
import type { Sql } from 'postgres';
import { claimStep, endStep } from '../live/claims';
import type { ClaimResult, ClaimRows } from '../live/claims';

interface Row {
  kind: string;
  id: string;
  admin: Claim['by'];
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

export function createPgClaims(sql: Sql, options: { ttlMs: number; now?: () => number }): ClaimRows {
  const now = options.now ?? (() => Date.now());
  return {
    async list() {
      const rows = await sql<Row[]>`SELECT kind, id, admin, since, expires_at FROM claims WHERE expires_at > ${new Date(now())} ORDER BY since, kind, id`;
      return rows.map(toClaim);
    },
    async claim(kind, id, by, takeOver) {
      for (;;) {
        const result = await sql.begin(async (tx): Promise<ClaimResult | 'raced'> => {
          const [row] = await tx<Row[]>`SELECT kind, id, admin, since, expires_at FROM claims WHERE kind = ${kind} AND id = ${id} FOR UPDATE`;
          const step = claimStep(row && toClaim(row), { kind, id, by, takeOver }, now(), options.ttlMs);
          if (!step.ok) return step;
          const { claim } = step;
          const admin = JSON.stringify(claim.by);
          if (!row) {
            const inserted = await tx`
              INSERT INTO claims (kind, id, admin_id, admin, since, expires_at) VALUES (${kind}, ${id}, ${claim.by.id}, ${admin}::text::jsonb, ${claim.since}, ${claim.expiresAt})
              ON CONFLICT (kind, id) DO NOTHING RETURNING id`;
            // Another process inserted the first claim meanwhile: try again against it.
            if (inserted.length === 0) return 'raced';
          } else {
            await tx`
              UPDATE claims SET admin_id = ${claim.by.id}, admin = ${admin}::text::jsonb, since = ${claim.since}, expires_at = ${claim.expiresAt}
              WHERE kind = ${kind} AND id = ${id}`;
          }
          return step;
        });
        if (result !== 'raced') return result;
      }
    },
    async end(kind, id, why, adminId) {
      const rows = adminId === undefined
        ? await sql<Row[]>`DELETE FROM claims WHERE kind = ${kind} AND id = ${id} RETURNING kind, id, admin, since, expires_at`
        : await sql<Row[]>`DELETE FROM claims WHERE kind = ${kind} AND id = ${id} AND admin_id = ${adminId} RETURNING kind, id, admin, since, expires_at`;
      return endStep(rows[0] && toClaim(rows[0]), why, adminId);
    },
    async sweep() {
      const rows = await sql<Row[]>`DELETE FROM claims WHERE expires_at <= ${new Date(now())} RETURNING kind, id, admin, since, expires_at`;
      return rows.map((row) => endStep(toClaim(row), 'expired')).filter((event): event is ClaimEvent => event !== null);
    },
  };
}
