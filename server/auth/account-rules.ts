/**
 * What a change to an account implies, decided inside the store's transaction: ending a user's
 * sessions raises its session version, so every token issued before is refused (guard.ts), and a
 * block does that.
 */
import type { StoredUser } from '../store/types';

/** The session version of `user` (0 for a record written before versions existed). */
export const sessionVersionOf = (user: StoredUser): number => user.sessionVersion ?? 0;

/** `user` with every session ended: tokens issued before, refresh included, are refused. */
export function endSessions(user: StoredUser): StoredUser {
  return { ...user, sessionVersion: sessionVersionOf(user) + 1 };
}

/**
 * `next`, an admin's change of `current`, with what it implies: blocking ends the user's sessions
 * (unblocking does not bring them back). Call it inside the transaction that writes `next`.
 */
export function applyAccountChange(current: StoredUser, next: StoredUser): StoredUser {
  return current.status !== 'blocked' && next.status === 'blocked' ? endSessions(next) : next;
}
