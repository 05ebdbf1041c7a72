/**
 * Claims on pending items (docs/api.md, "Presence, claims and undo"): one reviewer at a time says
 * "I am on this one". Claims are advice kept in memory (guarded writes still protect the data); a
 * restart forgets them and the reviewers' next heartbeats claim again. The interface is what a
 * shared store would implement for several server processes.
 */
import type { AdminRef, Claim, ClaimEnd, ClaimEvent, DecisionKind } from '../../src/contract';
import type { Store } from '../store/interface';
import { decidedItem } from './feed';
import { sweepEvery, sweepInterval } from './sweep';

/** What a claim attempt gives: the caller's claim, or the other admin's that stands. */
export type ClaimResult = { ok: true; claim: Claim } | { ok: false; held: Claim };

/** The live claims, each kept while its heartbeats come within the time-to-live. */
export interface ClaimRegistry {
  /** Every live claim, oldest first. */
  list(): Promise<Claim[]>;
  /**
   * Claims the item for `by`, or renews `by`'s own claim (a heartbeat). Another admin's claim
   * stands unless `takeOver`, which ends it as `takenOver`.
   */
  claim(kind: DecisionKind, id: string, by: AdminRef, takeOver: boolean): Promise<ClaimResult>;
  /** Ends `adminId`'s claim on the item as `released`; a no-op when they hold none. */
  release(kind: DecisionKind, id: string, adminId: string): Promise<void>;
  /** Ends whoever's claim on the item, for `why`; a no-op when there is none. */
  end(kind: DecisionKind, id: string, why: ClaimEnd): Promise<void>;
  /** Ends the claims whose last heartbeat is older than the time-to-live, as `expired`. */
  sweep(): void;
  /** Stops the sweeping timer (the server is closing). */
  stop(): void;
}

/** Options of the in-memory registry. */
export interface ClaimOptions {
  ttlMs: number;
  now: () => number;
  /** Called for each claim that begins, is taken over or ends. */
  publish: (event: ClaimEvent) => void;
}

const keyOf = (kind: DecisionKind, id: string): string => `${kind}\u0000${id}`;

/** A registry in this process's memory. */
export function createClaimRegistry(options: ClaimOptions): ClaimRegistry {
  const claims = new Map<string, Claim>();
  const iso = (ms: number): string => new Date(ms).toISOString();
  const announce = (kind: DecisionKind, id: string, claim: Claim | null, previous: Claim | null, ended: ClaimEnd | null): void =>
    options.publish({ type: 'claim', kind, id, claim, previous, ended });

  const endClaim = (key: string, why: ClaimEnd): void => {
    const claim = claims.get(key);
    if (!claim) return;
    claims.delete(key);
    announce(claim.kind, claim.id, null, claim, why);
  };
  const sweep = (): void => {
    const now = iso(options.now());
    for (const [key, claim] of claims) if (claim.expiresAt <= now) endClaim(key, 'expired');
  };
  const stop = sweepEvery(sweepInterval(options.ttlMs), sweep);

  return {
    async list() {
      sweep();
      return [...claims.values()];
    },
    async claim(kind, id, by, takeOver) {
      sweep();
      const key = keyOf(kind, id);
      const held = claims.get(key);
      const expiresAt = iso(options.now() + options.ttlMs);
      if (held?.by.id === by.id) {
        // A heartbeat: the claim lasts longer and keeps its `since`; nothing others see changes.
        const renewed: Claim = { ...held, by, expiresAt };
        claims.set(key, renewed);
        return { ok: true, claim: renewed };
      }
      if (held && !takeOver) return { ok: false, held };
      const claim: Claim = { kind, id, by, since: iso(options.now()), expiresAt };
      // Delete first so the map's order stays the order claims began.
      claims.delete(key);
      claims.set(key, claim);
      announce(kind, id, claim, held ?? null, held ? 'takenOver' : null);
      return { ok: true, claim };
    },
    async release(kind, id, adminId) {
      sweep();
      const key = keyOf(kind, id);
      if (claims.get(key)?.by.id === adminId) endClaim(key, 'released');
    },
    async end(kind, id, why) {
      endClaim(keyOf(kind, id), why);
    },
    sweep,
    stop,
  };
}

/** Ends the claim on every item a commit decides (an undo too): the reviewer's work on it is done. */
export function endClaimsOnDecisions(store: Store, registry: ClaimRegistry): void {
  store.onChange((_collections, changes) => {
    for (const change of changes) {
      const item = decidedItem(change);
      if (item) registry.end(item.kind, item.id, 'decided').catch((error: unknown) => console.error('Could not end a decided claim:', error));
    }
  });
}
