/**
 * The three kinds admins review, their cache tag types, and the review state of a record read the
 * same way for each kind (api.ts has the lists, the reads and the decision).
 */
import type { Product, Review, ReviewStatus, Trip, User } from '../../contract';
import { TAGS } from '../../tags';

/** The three things admins review. */
export type ReviewKind = 'diveMaster' | 'trip' | 'product';
export const REVIEW_KINDS: readonly ReviewKind[] = ['diveMaster', 'trip', 'product'];

/** The cache tag type of each kind. */
export const REVIEW_TAG_TYPES = {
  diveMaster: TAGS.DiveMaster,
  trip: TAGS.Trip,
  product: TAGS.Product,
} as const satisfies Readonly<Record<ReviewKind, string>>;
export type ReviewTagType = (typeof REVIEW_TAG_TYPES)[ReviewKind];

/** The record each kind reads as. */
export interface ReviewRecords {
  diveMaster: User;
  trip: Trip;
  product: Product;
}
export type ReviewRecord = ReviewRecords[ReviewKind];

/** A decision an admin can take. */
export type Decision = 'approved' | 'rejected';

/** The review-relevant fields of any kind, read the same way (a dive master's live in `certification`). */
export interface ReviewState {
  status: ReviewStatus;
  reason: string | null;
  submittedAt: string;
  reviewedAt: string | null;
  /** Oldest first, as the server sends it. */
  history: Review[];
  /** Send this back as `expectedUpdatedAt`. */
  updatedAt: string;
}

/** The review state of `record`; null for a user without a certification. */
export function reviewStateOf(kind: ReviewKind, record: ReviewRecord): ReviewState | null {
  if (kind === 'diveMaster') {
    const { certification, updatedAt } = record as User;
    if (!certification) return null;
    const { status, reason, submittedAt, reviewedAt, history } = certification;
    return { status, reason, submittedAt, reviewedAt, history, updatedAt };
  }
  const { status, reason, submittedAt, reviewedAt, history, updatedAt } = record as Trip | Product;
  return { status, reason, submittedAt, reviewedAt, history, updatedAt };
}

/** A change the admin did not see: what the record became, who did it and when. */
export interface ReviewChange {
  /** The decision taken; null when the change was not a decision (an edit of the dive master's profile). */
  status: ReviewStatus | null;
  /** Who decided; null when unknown. */
  by: Review['by'] | null;
  at: string;
}

/**
 * What changed `state` since the admin saw it as of `seenUpdatedAt`: its last decision when that
 * came later, else a change of unknown kind at its `updatedAt`.
 */
export function changeSince(state: ReviewState, seenUpdatedAt: string): ReviewChange {
  const last = state.history.at(-1);
  if (last && Date.parse(last.at) > Date.parse(seenUpdatedAt)) return { status: last.status, by: last.by, at: last.at };
  return { status: null, by: null, at: state.updatedAt };
}
