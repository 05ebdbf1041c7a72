/**
 * Claims on pending items (docs/api.md, "Presence, claims and undo"): one reviewer at a time says
 * "I am on this one". Claims are advice (guarded writes still protect the data), held by
 * heartbeats. Their rules are written once, as pure steps (`claimStep`, `endStep`); where they are
 * kept is a `ClaimRows`: this process's memory (`memoryClaimRows`, a restart forgets them and the
 * reviewers' next heartbeats claim again) or PostgreSQL's rows shared by every process
 * (server/pg/claims.ts). One registry over either sweeps, publishes and serves the routes.
 */
import type { AdminRef, Claim, ClaimEnd, ClaimEvent, DecisionKind } from '../../src/contract';
import type { Store } from '../store/interface';
import { decidedItem } from './feed';
import { sweepEvery, sweepInterval } from './sweep';

/** What a claim attempt gives: the caller's claim and the event others hear (null: a heartbeat), or the other admin's claim that stands. */
export type ClaimResult = { ok: true; claim: Claim; event: ClaimEvent | null } | { ok: false; held: Claim };

/** True while `claim` has had a heartbeat within its time-to-live. */
export function isLive(claim: Claim, now: number): boolean {
  return Date.parse(claim.expiresAt) > now;
}

const claimEvent = (kind: DecisionKind, id: string, claim: Claim | null, previous: Claim | null, ended: ClaimEnd | null): ClaimEvent =>
  ({ type: 'claim', kind, id, claim, previous, ended });

/**
 * The rule of one claim attempt by `by` on an item whose stored claim is `current` (live or not):
 * another admin's live claim stands unless `takeOver`, which ends it as `takenOver`; the caller's
 * own live claim is renewed (a heartbeat: it keeps `since`, and others hear nothing); otherwise a
 * new claim begins, ending an expired one as `expired`.
 */
export function claimStep(current: Claim | undefined, attempt: { kind: DecisionKind; id: string; by: AdminRef; takeOver: boolean }, now: number, ttlMs: number): ClaimResult {
  const { kind, id, by, takeOver } = attempt;
  const live = current && isLive(current, now) ? current : undefined;
  const expiresAt = new Date(now + ttlMs).toISOString();
  if (live && live.by.id === by.id) return { ok: true, claim: { ...live, by, expiresAt }, event: null };
  if (live && !takeOver) return { ok: false, held: live };
  const claim: Claim = { kind, id, by, since: new Date(now).toISOString(), expiresAt };
  const ended: ClaimEnd | null = !current ? null : live ? 'takenOver' : 'expired';
  return { ok: true, claim, event: claimEvent(kind, id, claim, current ?? null, ended) };
}

/** The end of `current` for `why`: its event, or null when there is none or it is not `adminId`'s (when given). */
export function endStep(current: Claim | undefined, why: ClaimEnd, adminId?: string): ClaimEvent | null {
  if (!current || (adminId !== undefined && current.by.id !== adminId)) return null;
  return claimEvent(current.kind, current.id, null, current, why);
}

/** Where claims are kept. Each call applies the steps above atomically and answers what to publish. */
export interface ClaimRows {
  /** Every live claim, oldest first. */
  list(): Promise<Claim[]>;
  /** `claimStep` on the item's stored claim; stores the claim it answers. */
  claim(kind: DecisionKind, id: string, by: AdminRef, takeOver: boolean): Promise<ClaimResult>;
  /** `endStep` on the item's stored claim; removes it when it ends. */
  end(kind: DecisionKind, id: string, why: ClaimEnd, adminId?: string): Promise<ClaimEvent | null>;
  /** Removes the claims past their time-to-live; answers their `expired` events. */
  sweep(): Promise<ClaimEvent[]>;
}

const keyOf = (kind: DecisionKind, id: string): string => `${kind}\u0000${id}`;

/** Claims in this process's memory. */
export function memoryClaimRows(options: { ttlMs: number; now: () => number }): ClaimRows {
  // In the order the claims began: a renewal keeps its place, a new claim goes last.
  const claims = new Map<string, Claim>();
  const end = (key: string, why: ClaimEnd, adminId?: string): ClaimEvent | null => {
    const event = endStep(claims.get(key), why, adminId);
    if (event) claims.delete(key);
    return event;
  };
  return {
    async list() {
      const now = options.now();
      return [...claims.values()].filter((claim) => isLive(claim, now));
    },
    async claim(kind, id, by, takeOver) {
      const key = keyOf(kind, id);
      const result = claimStep(claims.get(key), { kind, id, by, takeOver }, options.now(), options.ttlMs);
      if (!result.ok) return result;
      if (result.event) claims.delete(key);
      claims.set(key, result.claim);
      return result;
    },
    async end(kind, id, why, adminId) {
      return end(keyOf(kind, id), why, adminId);
    },
    async sweep() {
      const now = options.now();
      const ended: ClaimEvent[] = [];
      for (const [key, claim] of claims) {
        if (isLive(claim, now)) continue;
        const event = end(key, 'expired');
        if (event) ended.push(event);
      }
      return ended;
    },
  };
}

/** The live claims as the routes use them: expired ones ended first, every change published. */
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

const logged = (what: string) => (error: unknown): void => console.error(`${what}:`, error instanceof Error ? error.message : error);

/**
 * The registry over `rows`. It sweeps on its timer and before each call, so an expiry is seen at
 * anyone's next request rather than at the next tick (a test that moves the clock sees it at once).
 */
export function createClaimRegistry(rows: ClaimRows, options: { ttlMs: number; publish: (event: ClaimEvent) => void }): ClaimRegistry {
  const { publish } = options;
  const expire = (): Promise<void> =>
    rows.sweep().then((ended) => { for (const event of ended) publish(event); }, logged('Could not end expired claims'));
  const sweep = (): void => void expire();
  return {
    async list() {
      await expire();
      return rows.list();
    },
    async claim(kind, id, by, takeOver) {
      await expire();
      const result = await rows.claim(kind, id, by, takeOver);
      if (result.ok && result.event) publish(result.event);
      return result;
    },
    async release(kind, id, adminId) {
      await expire();
      const event = await rows.end(kind, id, 'released', adminId);
      if (event) publish(event);
    },
    async end(kind, id, why) {
      const event = await rows.end(kind, id, why);
      if (event) publish(event);
    },
    sweep,
    stop: sweepEvery(sweepInterval(options.ttlMs), sweep),
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
