/** Who last changed a user account and how, for the 409 of a write that came too late. */
import type { Store } from '../store/interface';
import type { StoredUser } from '../store/types';
import { lastEdit, type Edit } from '../store/editors';
import { changeMessage } from './change-message';
import { reviewWord } from './decisions';

/** The last change of a user: its last certification decision, else the noted edit (`store`'s), else unknown. */
function lastUserChange(store: Store, user: StoredUser): { what: string; by: Edit['by'] | null } {
  const decision = user.certification?.history.at(-1);
  if (decision && decision.at === user.updatedAt) return { what: reviewWord(decision), by: decision.by };
  const edit = lastEdit(store, 'users', user.id, user.updatedAt);
  return { what: edit?.what ?? 'Changed', by: edit?.by ?? null };
}

/** Who last changed a user and how, as the sentence of a 409. */
export function describeUserChange(store: Store, user: StoredUser, now: number): string {
  const { what, by } = lastUserChange(store, user);
  return changeMessage(what, by?.name ?? null, user.updatedAt, now);
}

/** Who last changed a user, when known. */
export const userChangedBy = (store: Store, user: StoredUser): Edit['by'] | null => lastUserChange(store, user).by;

/** What an admin's change to a user did, for the message of a later conflict. */
export function userEditWord(previous: StoredUser, next: StoredUser): string {
  if (previous.status !== next.status) return next.status === 'blocked' ? 'Blocked' : 'Unblocked';
  if (previous.role !== next.role) return 'Role changed';
  return 'Edited';
}
