/**
 * What a change to an account implies, decided inside the store's transaction so that two requests
 * at once cannot both pass: ending a user's sessions raises its session version, so every token
 * issued before is refused (guard.ts), and a block does that; no change may leave the back office
 * without an active administrator, nor without an active owner (the one role that can manage
 * staff); who may make the change is read from the store as it holds the actor now, so an admin
 * blocked or demoted meanwhile changes nothing.
 */
import { staffMay, staffRoleOf } from '../../src/contract';
import type { Permission } from '../../src/contract';
import { ApiError } from '../http/errors';
import type { StoreReader } from '../store/interface';
import type { StoredUser } from '../store/types';
import { forbiddenFor } from './guard';

/** The session version of `user` (0 for a record written before versions existed). */
export const sessionVersionOf = (user: StoredUser): number => user.sessionVersion ?? 0;

/** `user` with every session ended: tokens issued before, refresh included, are refused. */
export function endSessions(user: StoredUser): StoredUser {
  return { ...user, sessionVersion: sessionVersionOf(user) + 1 };
}

const isActiveAdmin = (user: StoredUser | undefined): boolean => user?.role === 'admin' && user.status === 'active';
const isActiveOwner = (user: StoredUser | undefined): boolean => user !== undefined && isActiveAdmin(user) && staffRoleOf(user) === 'owner';

/** True when `next` changes who `current` is in the back office: role, staff role or status. */
const changesAccess = (current: StoredUser, next: StoredUser): boolean =>
  next.role !== current.role || next.status !== current.status || staffRoleOf(next) !== staffRoleOf(current);

/**
 * The permission `actor` needs to turn `current` into `next`: none for one's own profile, `staff.manage`
 * for anything about an admin (or making one, or changing a staff role), `people.write` otherwise.
 */
export function permissionForChange(actor: Pick<StoredUser, 'id'>, current: StoredUser, next: StoredUser): Permission | null {
  if (actor.id === current.id && !changesAccess(current, next)) return null;
  return current.role === 'admin' || next.role === 'admin' ? 'staff.manage' : 'people.write';
}

/**
 * `next`, the change `actor` makes to `current`, with what it implies: blocking ends the user's
 * sessions (unblocking does not bring them back). Throws 403 FORBIDDEN when the actor's staff role
 * may not make it, 409 CONFLICT when it would leave no active admin or no active owner, and 401
 * when `actor`, as the store holds it now, is no longer an active admin for a change of access.
 * Call it with the transaction that writes the result.
 */
export async function applyAccountChange(tx: StoreReader, actor: StoredUser, current: StoredUser, next: StoredUser): Promise<StoredUser> {
  const needed = permissionForChange(actor, current, next);
  if (needed !== null) {
    const now = await tx.get('users', actor.id);
    if (!now || now.status !== 'active') throw new ApiError('UNAUTHENTICATED', 'Please sign in to continue.');
    if (!staffMay(staffRoleOf(now), needed)) throw forbiddenFor(staffRoleOf(now));
  }
  if (!changesAccess(current, next)) return next;
  // `current` is an active admin itself, so another one exists when they are two or more.
  if (isActiveAdmin(current) && !isActiveAdmin(next) && (await tx.count('users', { role: 'admin', status: 'active' })) < 2) {
    throw new ApiError('CONFLICT', 'This would leave no active administrator. Make another administrator active first.');
  }
  if (isActiveOwner(current) && !isActiveOwner(next)) {
    // Few admins exist; an admin stored without a staff role counts as the owner it acts as.
    const owners = (await tx.find('users', { role: 'admin', status: 'active' })).filter(isActiveOwner);
    if (owners.length < 2) throw new ApiError('CONFLICT', 'This would leave no active owner. Make another administrator an owner first.');
  }
  if (!isActiveAdmin(await tx.get('users', actor.id))) throw new ApiError('UNAUTHENTICATED', 'Please sign in to continue.');
  return current.status !== 'blocked' && next.status === 'blocked' ? endSessions(next) : next;
}
