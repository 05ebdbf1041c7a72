/**
 * Admins working together (see docs/api.md, "Presence, claims and undo"; the URLs name a kind as
 * it is spelled here: `/presence/diveMaster/{id}`): who has a record open
 * (presence), who is reviewing a pending item (claims), and the live events that announce both.
 * Claims are advice: guarded writes (409) still protect the data.
 */
import type { IsoDateTime } from './index';
import type { DecisionKind } from './live';

/** An admin as others see them: in presence lists and on claims. */
export interface AdminRef {
  id: string;
  name: string;
  avatarUrl: string | null;
}

/** The records whose details page announces who has it open. */
export const PRESENCE_KINDS = ['trip', 'product', 'diveMaster', 'user', 'news', 'contact', 'legal', 'siteContact'] as const;
/** One of `PRESENCE_KINDS`. */
export type PresenceKind = (typeof PRESENCE_KINDS)[number];

/** What `PUT /presence/{kind}/{id}` answers: everyone viewing the record now, the caller included. */
export interface Presence {
  kind: PresenceKind;
  id: string;
  viewers: AdminRef[];
}

/** Someone's viewers changed (joined, left, or their 30 s without a heartbeat ran out). */
export interface PresenceEvent extends Presence {
  type: 'presence';
}

/** A reviewer working on a pending item. */
export interface Claim {
  kind: DecisionKind;
  id: string;
  by: AdminRef;
  /** When this reviewer claimed it (a heartbeat does not move it). */
  since: IsoDateTime;
  /** When it ends unless a heartbeat comes first. */
  expiresAt: IsoDateTime;
}

/** Why a claim ended. */
export type ClaimEnd = 'decided' | 'released' | 'expired' | 'takenOver';

/**
 * A claim began, was taken over or ended. `claim` is the claim now (null: nobody's); `ended` and
 * `previous` say whose claim ended and why, so its reviewer can be told at once.
 */
export interface ClaimEvent {
  type: 'claim';
  kind: DecisionKind;
  id: string;
  claim: Claim | null;
  previous: Claim | null;
  ended: ClaimEnd | null;
}

/** Body of `PUT /claims/{kind}/{id}`: `takeOver` ends another admin's claim (after a confirmation). */
export interface ClaimBody {
  takeOver?: boolean;
}

/** Body of a decision's undo (`POST …/{id}/undo`): the `updatedAt` the decision answered. */
export interface UndoBody {
  expectedUpdatedAt: IsoDateTime;
}
