/** Users as the wire sees them: the public view, names, person references, lookup by e-mail, tokens. */
import { personName, type PersonRef, type Review, type ReviewStatus, type User } from '../src/contract';
import type { App } from './context';
import type { Store } from './store/store';
import type { StoredUser } from './store/types';
import { signToken } from './auth/jwt';

/** The wire `User` of a stored user: every field but the hash. */
export function toPublicUser(user: StoredUser): User {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    country: user.country,
    role: user.role,
    status: user.status,
    avatarUrl: user.avatarUrl,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    lastLoginAt: user.lastLoginAt,
    certification: user.certification,
  };
}

/**
 * `user` as `viewer` may see it: admins see every field; anyone else (the user themself) sees the
 * certification without its history, whose entries name the administrators who decided.
 */
export function userFor(viewer: Pick<StoredUser, 'role'>, user: StoredUser): User {
  const view = toPublicUser(user);
  if (viewer.role === 'admin' || !view.certification) return view;
  return { ...view, certification: { ...view.certification, history: [] } };
}

/** `ref` refreshed from the users collection (the stored copy when the user is gone). */
export function resolvePerson(store: Store, ref: PersonRef): PersonRef {
  const user = store.get('users', ref.id);
  return user ? { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email } : ref;
}

/** One decision for a history. */
export function review(actor: StoredUser, status: ReviewStatus, reason: string | null, at: string): Review {
  return { at, by: { id: actor.id, name: personName(actor) }, status, reason };
}

const emailIndexes = new WeakMap<Store, { version: number; byEmail: Map<string, string> }>();

/** The user with this e-mail (case-insensitive), via an index rebuilt per users version. */
export function findUserByEmail(store: Store, email: string): StoredUser | undefined {
  const version = store.version('users');
  let index = emailIndexes.get(store);
  if (!index || index.version !== version) {
    const byEmail = new Map<string, string>();
    for (const user of store.all('users')) byEmail.set(user.email.toLowerCase(), user.id);
    index = { version, byEmail };
    emailIndexes.set(store, index);
  }
  const id = index.byEmail.get(email.trim().toLowerCase());
  return id === undefined ? undefined : store.get('users', id);
}

/** A fresh access token for `user`, claims as of now, in its current session version. */
export function issueToken(app: App, user: StoredUser): string {
  const iat = Math.floor(app.now() / 1000);
  return signToken(
    { sub: user.id, email: user.email, role: user.role, firstName: user.firstName, lastName: user.lastName, iat, exp: iat + app.config.tokenTtlS, sv: user.sessionVersion ?? 0 },
    app.secret,
  );
}

/** Newest first by `createdAt`, then by id, for stable lists. */
export function newestFirst<T extends { id: string; createdAt: string }>(records: T[]): T[] {
  return records.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}
