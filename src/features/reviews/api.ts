/**
 * Review work: the queues as lists (one endpoint per kind, its path chosen by the status tab), a
 * dive master, trip or product by id, and the decision (approve or reject). Each kind is tagged
 * with its own type (`DiveMaster`, `Trip`, `Product`); a decision invalidates the record, its lists
 * (`{ type, id: 'LIST' }`) and the dashboard. Every decision carries the `updatedAt` the admin saw
 * (docs/api.md "Guarded writes"): if someone decided first, the server answers 409 with the record
 * as it is now, read here with `conflictOf`.
 */
import {
  DIVE_MASTER_LIST_SPEC, PRODUCT_LIST_SPEC, TRIP_LIST_SPEC, type Claim, type ClaimBody, type Product, type Trip, type UndoBody,
  type User,
} from '../../contract';
import { http, isHttpError, sendOnUnload } from '../../lib/http';
import { createListEndpoint, type ListEndpoint } from '../../lib/list';
import { defineMutation, defineQuery, type QueryEndpoint } from '../../lib/query';
import type { ReviewStatusTab } from '../../paths';
import { TAGS, listTag, recordTag } from '../../tags';
import { decisionTags, reviewListTag } from './live-tags';
import type { Decision, ReviewKind, ReviewRecord, ReviewRecords } from './review-state';

export {
  REVIEW_KINDS, REVIEW_TAG_TYPES, reviewStateOf,
  type Decision, type ReviewKind, type ReviewRecord, type ReviewRecords, type ReviewState, type ReviewTagType,
} from './review-state';

export { decisionTags } from './live-tags';

/** `GET /users/dive-master/{status}` (`all` included), one page. */
export const diveMasterList = createListEndpoint<User, ReviewStatusTab>({
  name: 'reviews/diveMaster/list',
  path: (status) => `/users/dive-master/${status}`,
  spec: DIVE_MASTER_LIST_SPEC,
  // Also the users' list tag: a user edited on the users screens refreshes the queue too.
  provides: () => [reviewListTag('diveMaster'), listTag(TAGS.User)],
});

/** `GET /trips/` for all, else `GET /trips/all-trips/{status}`, one page. */
export const tripList = createListEndpoint<Trip, ReviewStatusTab>({
  name: 'reviews/trip/list',
  path: (status) => (status === 'all' ? '/trips/' : `/trips/all-trips/${status}`),
  spec: TRIP_LIST_SPEC,
  provides: () => [reviewListTag('trip')],
});

/** `GET /products/` for all, else `GET /products/all-products/{status}`, one page. */
export const productList = createListEndpoint<Product, ReviewStatusTab>({
  name: 'reviews/product/list',
  path: (status) => (status === 'all' ? '/products/' : `/products/all-products/${status}`),
  spec: PRODUCT_LIST_SPEC,
  provides: () => [reviewListTag('product')],
});

/** The list endpoint of each kind. */
export const REVIEW_LISTS: { readonly [K in ReviewKind]: ListEndpoint<ReviewRecords[K], ReviewStatusTab> } = {
  diveMaster: diveMasterList,
  trip: tripList,
  product: productList,
};

const get = <R>(path: string) => (id: string, signal: AbortSignal) =>
  http.get<R>(`${path}/${encodeURIComponent(id)}`, { signal });

/** `GET /users/:id`, the dive master with their certification. */
export const getDiveMaster = defineQuery<string, User>({
  name: 'reviews/diveMaster',
  request: get<User>('/users'),
  // Also `User`: an edit on the users screens refreshes the review page too.
  provides: (_user, id) => [recordTag(TAGS.DiveMaster, id), recordTag(TAGS.User, id)],
});

/** `GET /trips/:id`. */
export const getTrip = defineQuery<string, Trip>({
  name: 'reviews/trip',
  request: get<Trip>('/trips'),
  provides: (_trip, id) => [recordTag(TAGS.Trip, id)],
});

/** `GET /products/:id`. */
export const getProduct = defineQuery<string, Product>({
  name: 'reviews/product',
  request: get<Product>('/products'),
  provides: (_product, id) => [recordTag(TAGS.Product, id)],
});

/** The get-by-id query of each kind. */
export const REVIEW_QUERIES: { readonly [K in ReviewKind]: QueryEndpoint<string, ReviewRecords[K]> } = {
  diveMaster: getDiveMaster,
  trip: getTrip,
  product: getProduct,
};

/** What `decide` sends. `reason` is required (1–500 characters) when rejecting. */
export interface DecideArgs {
  kind: ReviewKind;
  id: string;
  status: Decision;
  reason?: string;
  /** The record's `updatedAt` as the admin saw it; a newer one on the server gives a 409. */
  expectedUpdatedAt: string;
}

const DECISION_PATHS: Readonly<Record<ReviewKind, string>> = {
  diveMaster: '/auth/dive-master',
  trip: '/trips/all-trips',
  product: '/products/all-products',
};

/** Approves or rejects one record (PUT on the kind's decision path); answers the updated record. */
export const decide = defineMutation<DecideArgs, ReviewRecord>({
  name: 'reviews/decide',
  request: ({ kind, id, status, reason, expectedUpdatedAt }) => {
    const body = status === 'rejected' ? { status, reason, expectedUpdatedAt } : { status, expectedUpdatedAt };
    return http.put<ReviewRecord>(`${DECISION_PATHS[kind]}/${encodeURIComponent(id)}`, body);
  },
  invalidates: (_record, { kind, id }) => decisionTags(kind, id),
});

/** A 409 answer to a guarded decision: who decided what and when, and the record as it is now. */
export interface DecisionConflict<R = ReviewRecord> {
  /** The server's sentence, e.g. "Approved by Ana Ruiz at 10:15". */
  message: string;
  /** The record now; null when the server sent none. */
  current: R | null;
}

/** Reads `error` as a decision conflict (409 `CONFLICT`); null for any other failure. */
export function conflictOf<R = ReviewRecord>(error: unknown): DecisionConflict<R> | null {
  if (!isHttpError(error) || error.status !== 409) return null;
  const body: unknown = error.body;
  const current = typeof body === 'object' && body !== null && 'current' in body ? body.current : null;
  return {
    message: error.message,
    current: typeof current === 'object' && current !== null ? (current as R) : null,
  };
}

/** What `undo` sends: the decision to take back, by the `updatedAt` its answer carried. */
export interface UndoArgs {
  kind: ReviewKind;
  id: string;
  /** The `updatedAt` of the record the decision answered; anything newer on the server gives a 409. */
  expectedUpdatedAt: string;
}

/**
 * Takes back the caller's own decision within the server's window (`POST …/{id}/undo`): status and
 * reason as before it, a history entry marked `undo`. A 409 (someone changed it since, or too late)
 * reads with `conflictOf` like a decision's.
 */
export const undoDecision = defineMutation<UndoArgs, ReviewRecord>({
  name: 'reviews/undo',
  request: ({ kind, id, expectedUpdatedAt }) =>
    http.post<ReviewRecord>(`${DECISION_PATHS[kind]}/${encodeURIComponent(id)}/undo`, { expectedUpdatedAt } satisfies UndoBody),
  invalidates: (_record, { kind, id }) => decisionTags(kind, id),
});

const claimPath = (kind: ReviewKind, id: string) => `/claims/${kind}/${encodeURIComponent(id)}`;

/** `GET /claims`: every live claim. */
export const fetchClaims = (signal?: AbortSignal): Promise<Claim[]> => http.get<Claim[]>('/claims', { signal });

/** `PUT /claims/{kind}/{id}`: claims (or heartbeats the caller's claim); `takeOver` ends another admin's. */
export const putClaim = (kind: ReviewKind, id: string, takeOver = false): Promise<Claim> =>
  http.put<Claim>(claimPath(kind, id), (takeOver ? { takeOver: true } : {}) satisfies ClaimBody);

/** `DELETE /claims/{kind}/{id}`: releases the caller's claim (nothing otherwise). */
export const releaseClaim = (kind: ReviewKind, id: string): Promise<unknown> => http.delete(claimPath(kind, id));

/** The same release as a `keepalive` request that outlives the page (pagehide). */
export const releaseClaimOnUnload = (kind: ReviewKind, id: string): void => sendOnUnload('DELETE', claimPath(kind, id));

/** The claim in a 409 `CLAIMED` answer (someone else holds it); null for any other failure. */
export function claimedBy(error: unknown): Claim | null {
  if (!isHttpError(error) || error.status !== 409 || error.code !== 'CLAIMED') return null;
  const details: unknown = (error.body as { details?: unknown } | undefined)?.details;
  const claim = typeof details === 'object' && details !== null && 'claim' in details ? details.claim : null;
  return typeof claim === 'object' && claim !== null ? (claim as Claim) : null;
}
