/**
 * Undoing a decision (docs/api.md, "Presence, claims and undo"): for a short while its author may
 * take back the decision they just made, as long as nothing changed the item since. The undo
 * restores the status and reason from before the decision and appends a history entry marked
 * `undo`, so the history still tells what happened. Trips, products and dive masters share it.
 */
import type { Review, ReviewStatus } from '../../src/contract';
import type { App } from '../context';
import type { StoredUser } from '../store/types';
import { review } from '../people';
import type { RequestContext } from '../context';
import { requireAdmin } from '../auth/guard';
import { param, readFields } from './common';
import { nextUpdatedAt, readExpectedUpdatedAt, staleWrite } from './guarded';

/** The part of an item that a decision sets and an undo restores. */
export interface ReviewState {
  status: ReviewStatus;
  reason: string | null;
  reviewedAt: string | null;
  history: Review[];
}

/**
 * An undo request as both routes read it: the admin asking, the item's id, and the body's
 * `expectedUpdatedAt` (required: the `updatedAt` the decision answered), epoch ms. Undefined when
 * the body was refused (the 400 is already sent).
 */
export async function readUndoRequest(rc: RequestContext): Promise<{ actor: StoredUser; id: string; expected: number } | undefined> {
  const actor = await requireAdmin(rc);
  const id = param(rc, 'id');
  const f = await readFields(rc);
  const expected = f.has('expectedUpdatedAt') ? readExpectedUpdatedAt(f) : f.fail('expectedUpdatedAt', 'This field is required.');
  f.done();
  return expected === undefined ? undefined : { actor, id, expected };
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
export function undoDecision(app: App, actor: StoredUser, item: { state: ReviewState; updatedAt: string }, expected: number, refusal: UndoRefusal): { state: ReviewState; updatedAt: string } {
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
  // The entry before the decision holds the status and reason the item had (an undo entry holds
  // the ones it restored); with none, the item was waiting for its first decision.
  const before = state.history.at(-2);
  const status = before?.status ?? 'pending';
  const reason = before?.reason ?? null;
  const at = nextUpdatedAt(app, updatedAt);
  return {
    updatedAt: at,
    state: {
      status,
      reason,
      reviewedAt: status === 'pending' ? null : (before?.at ?? null),
      history: [...state.history, { ...review(actor, status, reason, at), undo: true }],
    },
  };
}
