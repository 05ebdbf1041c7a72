/**
 * Deciding and undoing a decision (docs/api.md, "Presence, claims and undo"): a decision notes on
 * its history entry what it replaced; for a short while its author may take it back, as long as
 * nothing changed the item since. The undo puts back exactly what the decision replaced and
 * appends a history entry marked `undo`, so the history still tells what happened. Trips, products
 * and dive masters share it.
 */
import type { Review, ReviewOutcome, ReviewStatus } from '../../src/contract';
import type { App } from '../context';
import type { StoredUser } from '../store/types';
import { review } from '../people';
import type { RequestContext } from '../context';
import { requireAdmin } from '../auth/guard';
import { fieldError } from '../http/errors';
import { param, readFields } from './common';
import { nextUpdatedAt, readExpectedUpdatedAt, staleWrite } from './stale';

/** The part of an item that a decision sets and an undo restores, with the history of both. */
export interface ReviewState extends ReviewOutcome {
  history: Review[];
}

/** The review state after `actor` decides `status` (with `reason`) at `at`; its entry notes what it replaced. */
export function decide(actor: StoredUser, state: ReviewState, status: ReviewStatus, reason: string | null, at: string): ReviewState {
  const replaced: ReviewOutcome = { status: state.status, reason: state.reason, reviewedAt: state.reviewedAt };
  return {
    status,
    reason,
    reviewedAt: status === 'pending' ? null : at,
    history: [...state.history, { ...review(actor, status, reason, at), replaced }],
  };
}

/**
 * What a decision stored without `replaced` replaced: pending when the item was submitted again
 * after the entry before it (a resubmission leaves no entry) or when there is none, else that
 * entry's status and reason (an undo's entry holds the ones it restored).
 */
function replacedBefore(state: ReviewState & { submittedAt: string }): ReviewOutcome {
  const before = state.history.at(-2);
  if (!before || Date.parse(state.submittedAt) > Date.parse(before.at) || before.status === 'pending') {
    return { status: 'pending', reason: null, reviewedAt: null };
  }
  return { status: before.status, reason: before.reason, reviewedAt: before.at };
}

/**
 * An undo request as both routes read it: the admin asking, the item's id, and the body's
 * `expectedUpdatedAt` (required: the `updatedAt` the decision answered), epoch ms. A body without
 * a valid one throws the 400.
 */
export async function readUndoRequest(rc: RequestContext): Promise<{ actor: StoredUser; id: string; expected: number }> {
  const actor = await requireAdmin(rc);
  const id = param(rc, 'id');
  const f = await readFields(rc);
  const expected = readExpectedUpdatedAt(f, true);
  f.done();
  // done() has thrown unless the field was read; the check keeps a route from ever not answering.
  if (expected === undefined) throw fieldError('expectedUpdatedAt', 'This field is required.');
  return { actor, id, expected };
}

/** How the 409 of a refused undo is told: the item as its GET answers it, and who changed it last. */
export interface UndoRefusal {
  current: unknown;
  /** "Rejected by Kenji Watanabe at 10:15 UTC", for an item changed since the decision. */
  lastChange(): string;
}

/**
 * The review state and `updatedAt` after `actor` undoes the last decision of an item last changed
 * at `updatedAt`. Throws the 409 (as a stale guarded write) when the item changed since `expected`
 * or since the decision, when the decision is someone else's, or when its window has passed.
 */
export function undoDecision(
  app: { now(): number; config: Pick<App['config'], 'undoWindowMs'> },
  actor: StoredUser,
  item: { state: ReviewState & { submittedAt: string }; updatedAt: string },
  expected: number,
  refusal: UndoRefusal,
): { state: ReviewState; updatedAt: string } {
  const { state, updatedAt } = item;
  const decision = state.history.at(-1);
  // The decision must be the item's last change: anything after it (an edit, another decision)
  // would be lost or contradicted by restoring what came before it.
  if (Date.parse(updatedAt) !== expected || !decision || decision.at !== updatedAt || decision.undo) {
    throw staleWrite(refusal.current, `This changed after the decision (${refusal.lastChange()}), so the decision cannot be undone.`);
  }
  if (decision.by.id !== actor.id) {
    throw staleWrite(refusal.current, `Only ${decision.by.name}, who made this decision, can undo it.`);
  }
  if (app.now() - Date.parse(decision.at) > app.config.undoWindowMs) {
    throw staleWrite(refusal.current, 'The time to undo this decision has passed.');
  }
  const { status, reason, reviewedAt } = decision.replaced ?? replacedBefore(state);
  const at = nextUpdatedAt(app, updatedAt);
  return {
    updatedAt: at,
    state: { status, reason, reviewedAt, history: [...state.history, { ...review(actor, status, reason, at), undo: true }] },
  };
}
