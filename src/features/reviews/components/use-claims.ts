import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminRef, Claim } from '../../../contract';
import { useAuth } from '../../../lib/auth';
import { toast } from '../../../lib/feedback';
import { keepAlive } from '../../../lib/keep-alive';
import { useT } from '../../../lib/i18n';
import { useStore } from '../../../lib/store';
import { claimedBy, putClaim, releaseClaim, releaseClaimOnUnload, type ReviewKind } from '../api';
import { CLAIM_HEARTBEAT_MS, claimKey, claimedByOther, takenFrom } from '../claims';
import { useClaimsStore } from '../claims-provider';

/** Another admin's claim on an item (re-renders when it changes); null when nobody else holds it. */
export function useClaimedByOther(kind: ReviewKind, id: string): Claim | null {
  const me = useAuth().user?.id ?? null;
  return useStore(useClaimsStore(), (state) => claimedByOther(state, kind, id, me));
}

/**
 * Whether an item is claimed by another admin, read when asked (j / k, auto-advance); the component
 * keeps the claims followed meanwhile.
 */
export function useIsClaimedByOther(kind: ReviewKind): (id: string) => boolean {
  const me = useAuth().user?.id ?? null;
  const claimsStore = useClaimsStore();
  useStore(claimsStore, (state) => state.loaded);
  return useCallback((id: string) => claimedByOther(claimsStore.get(), kind, id, me) !== null, [claimsStore, kind, me]);
}

export interface ReviewClaim {
  /** Another admin's claim on the item; null when it is free or the admin's own. */
  other: Claim | null;
  /** The admin holds the claim. */
  mine: boolean;
  /** Who took the admin's claim over, until dismissed (the page then says that alone, not also "being reviewed by"). */
  takenBy: AdminRef | null;
  dismissTaken(): void;
  /** Ends the other admin's claim and claims the item (after the page's confirmation). */
  takeOver(): Promise<void>;
}

/**
 * A pending item's details page claims it while open: a claim on arrival (unless another admin
 * holds it), a heartbeat every CLAIM_HEARTBEAT_MS while it is the admin's, a release on leaving;
 * free again (the other reviewer left), it is claimed again. `takenBy` says at once that another
 * admin took it over.
 */
export function useReviewClaim(kind: ReviewKind, id: string, pending: boolean): ReviewClaim {
  const t = useT();
  const me = useAuth().user?.id ?? null;
  const claimsStore = useClaimsStore();
  const claim = useStore(claimsStore, (state) => state.byKey[claimKey(kind, id)] ?? null);
  const mine = claim !== null && claim.by.id === me;
  const free = claim === null;
  const [takenBy, setTakenBy] = useState<AdminRef | null>(null);
  const sending = useRef(false);

  const send = useCallback(async (takeOver: boolean) => {
    const from = takeOver ? claimsStore.get().byKey[claimKey(kind, id)]?.by ?? null : null;
    try {
      claimsStore.set(kind, id, await putClaim(kind, id, takeOver));
      if (from) toast.success(t('reviews.claim.takenOver', { name: from.name }));
    } catch (error) {
      const held = claimedBy(error);
      if (held) claimsStore.set(kind, id, held);
      // NOT_PENDING and the like: nothing to claim; the page shows the item as it is.
      else console.warn(`reviews: could not claim ${kind}/${id}`, error);
    }
  }, [claimsStore, kind, id, t]);

  useEffect(() => setTakenBy(null), [kind, id]);
  // The banner on the page is the one word on it: no toast besides.
  useEffect(() => claimsStore.onEvent((event) => {
    if (event.kind !== kind || event.id !== id) return;
    const by = takenFrom(event, me);
    if (by) setTakenBy(by);
  }), [claimsStore, kind, id, me]);

  // Claim on arrival and whenever the item is free again while the admin is on it.
  useEffect(() => {
    if (!pending || !free || id === '' || sending.current) return;
    sending.current = true;
    void send(false).finally(() => { sending.current = false; });
  }, [pending, free, id, send]);

  useEffect(() => {
    if (!pending || !mine) return undefined;
    // Closing the tab unmounts nothing: release on the way out, claim again if the page comes back.
    const alive = keepAlive({
      everyMs: CLAIM_HEARTBEAT_MS,
      beat: () => void send(false),
      leave: () => releaseClaimOnUnload(kind, id),
      back: () => void send(false),
    });
    return alive.stop;
  }, [pending, mine, send, kind, id]);

  // Leaving the item (another id, another page) releases it if it is still the admin's.
  const held = useRef(false);
  useEffect(() => {
    held.current = mine;
  }, [mine]);
  useEffect(() => () => {
    if (!held.current) return;
    claimsStore.set(kind, id, null);
    releaseClaim(kind, id).catch((error: unknown) => console.warn(`reviews: could not release ${kind}/${id}`, error));
  }, [claimsStore, kind, id]);

  return {
    // Taken over: the taken banner names the new holder already.
    other: claim !== null && !mine && claim.by.id !== takenBy?.id ? claim : null,
    mine,
    takenBy,
    dismissTaken: () => setTakenBy(null),
    takeOver: async () => {
      setTakenBy(null);
      await send(true);
    },
  };
}
