/**
 * What a change to an account implies, decided inside the store's transaction so that two requests
 * at once cannot both pass: ending a user's sessions raises its session version, so every token
 * issued before is refused (guard.ts), and a block does that; no change may leave the back office
 * without an active administrator; an administrator blocked or demoted meanwhile changes nothing.
 */
import { ApiError } from '../http/errors';
import type { StoreReader } from '../store/interface';
import type { StoredUser } from '../store/types';

/** The session version of `user` (0 for a record written before versions existed). */
export const sessionVersionOf = (user: StoredUser): number => user.sessionVersion ?? 0;

/** `user` with every session ended: tokens issued before, refresh included, are refused. */
export function endSessions(user: StoredUser): StoredUser {
  return { ...user, sessionVersion: sessionVersionOf(user) + 1 };
}

const isActiveAdmin = (user: StoredUser | undefined): boolean => user?.role === 'admin' && user.status === 'active';

/**
 * `next`, the change `actor` makes to `current`, with what it implies: blocking ends the user's
 * sessions (unblocking does not bring them back). Throws 409 CONFLICT when the change would leave
 * no active admin, and 401 when `actor`, as the store holds it now, is no longer an active admin
 * for a change of role or status. Call it with the transaction that writes the result.
 */
export async function applyAccountChange(tx: StoreReader, actor: StoredUser, current: StoredUser, next: StoredUser): Promise<StoredUser> {
  if (next.role === current.role && next.status === current.status) return next;
  // `current` is an active admin itself, so another one exists when they are two or more.
  if (isActiveAdmin(current) && !isActiveAdmin(next) && (await tx.count('users', { role: 'admin', status: 'active' })) < 2) {
    throw new ApiError('CONFLICT', 'This would leave no active administrator. Make another administrator active first.');
  }
  if (!isActiveAdmin(await tx.get('users', actor.id))) throw new ApiError('UNAUTHENTICATED', 'Please sign in to continue.');
  return current.status !== 'blocked' && next.status === 'blocked' ? endSessions(next) : next;
}
