/**
 * Who is reviewing which pending item (docs/api.md "Presence, claims and undo"): a store without
 * React, fed by `GET /claims` and the live stream's `claim` events while anyone watches it, and
 * told at once of the caller's own claims and releases. Claims are advice: decisions stay guarded
 * writes, so a stale claim here costs a skipped row, never data.
 */
import type { AdminRef, Claim, ClaimEvent } from '../../contract';
import { createStore, type ReadableStore } from '../../lib/store';
import type { ReviewKind } from './review-state';

/** How often the holder's page says it is still reviewing; the server ends a claim after 2 min without. */
export const CLAIM_HEARTBEAT_MS = 30_000;

/** The store's key of an item. */
export const claimKey = (kind: ReviewKind, id: string): string => `${kind}:${id}`;

export interface ClaimsState {
  /** Live claims by `claimKey`. */
  byKey: Readonly<Record<string, Claim>>;
  /** The first `GET /claims` has answered. */
  loaded: boolean;
}

export type ClaimsAction =
  | { type: 'loaded'; claims: readonly Claim[] }
  | { type: 'set'; kind: ReviewKind; id: string; claim: Claim | null };

/** Pure transitions. */
export function claimsReducer(state: ClaimsState, action: ClaimsAction): ClaimsState {
  if (action.type === 'loaded') {
    const byKey: Record<string, Claim> = {};
    for (const claim of action.claims) byKey[claimKey(claim.kind, claim.id)] = claim;
    return { byKey, loaded: true };
  }
  const key = claimKey(action.kind, action.id);
  const current = state.byKey[key];
  if (action.claim === null) {
    if (!current) return state;
    const { [key]: _gone, ...rest } = state.byKey;
    return { ...state, byKey: rest };
  }
  return { ...state, byKey: { ...state.byKey, [key]: action.claim } };
}

/** What the store reads from (the API and the live stream by default; tests pass fakes). */
export interface ClaimsSource {
  load(signal: AbortSignal): Promise<Claim[]>;
  subscribe(listener: (body: { type: string }) => void): () => void;
}

export interface ClaimsStore extends ReadableStore<ClaimsState> {
  /** Writes what the caller learnt first-hand (its own claim answered, its release, a 409's claim). */
  set(kind: ReviewKind, id: string, claim: Claim | null): void;
  /** Calls `listener` with every `claim` event (a reviewer learns their claim was taken over). */
  onEvent(listener: (event: ClaimEvent) => void): () => void;
}

const isClaimEvent = (body: { type: string }): body is ClaimEvent => body.type === 'claim';

/**
 * A claims store over `source`: while watched it follows the live events and loads `GET /claims`
 * (again after a `reset`, a gap in the stream); events that arrive during a load apply after it.
 */
export function createClaimsStore(source: ClaimsSource): ClaimsStore {
  const listeners = new Set<(event: ClaimEvent) => void>();
  let stop: (() => void) | null = null;
  const state = createStore<ClaimsState>({ byKey: {}, loaded: false }, {
    onWatch(watched) {
      stop?.();
      stop = watched ? follow() : null;
    },
  });
  const dispatch = (action: ClaimsAction) => state.set((current) => claimsReducer(current, action));
  const apply = (event: ClaimEvent) => dispatch({ type: 'set', kind: event.kind, id: event.id, claim: event.claim });

  function follow(): () => void {
    let controller: AbortController | null = null;
    let held: ClaimEvent[] | null = null;
    const load = () => {
      controller?.abort();
      const mine = new AbortController();
      controller = mine;
      held = [];
      source.load(mine.signal).then((claims) => {
        if (mine.signal.aborted) return;
        dispatch({ type: 'loaded', claims });
        const later = held ?? [];
        held = null;
        later.forEach(apply);
      }, (error: unknown) => {
        if (mine.signal.aborted) return;
        held = null;
        console.warn('reviews: could not load the claims', error);
      });
    };
    const unsubscribe = source.subscribe((body) => {
      if (body.type === 'reset') load();
      if (!isClaimEvent(body)) return;
      if (held) held.push(body);
      else apply(body);
      for (const listener of listeners) listener(body);
    });
    load();
    return () => {
      controller?.abort();
      unsubscribe();
    };
  }

  return {
    get: state.get,
    subscribe: state.subscribe,
    set: (kind, id, claim) => dispatch({ type: 'set', kind, id, claim }),
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The claim on an item by someone other than `me`; null when nobody else holds it. */
export function claimedByOther(state: ClaimsState, kind: ReviewKind, id: string, me: string | null): Claim | null {
  const claim = state.byKey[claimKey(kind, id)];
  return claim && claim.by.id !== me ? claim : null;
}

/** Whether a claim event tells `me` that someone took their claim over; the new holder if so. */
export function takenFrom(event: ClaimEvent, me: string | null): AdminRef | null {
  if (event.ended !== 'takenOver' || me === null || event.previous?.by.id !== me) return null;
  return event.claim?.by ?? null;
}
