/** Users as the wire sees them: the public view, names, person references, lookup by e-mail, tokens. */
import { personName, staffRoleOf, type PersonRef, type Product, type Review, type ReviewStatus, type Trip, type User } from '../src/contract';
import type { App, RequestContext } from './context';
import type { SessionRecord } from './auth/sessions';
import { keptUserAgent } from './auth/sessions';
import type { StoreReader } from './store/interface';
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
    staffRole: staffRoleOf(user),
    twoFactorEnabled: user.twoFactor?.enabled === true,
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

/** `ref` refreshed from `user`, the users record of its id (the stored copy when the user is gone). */
export function personOf(ref: PersonRef, user: StoredUser | undefined): PersonRef {
  return user ? { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email } : ref;
}

/** `ref` refreshed from the users collection (the stored copy when the user is gone). */
export async function resolvePerson(store: StoreReader, ref: PersonRef): Promise<PersonRef> {
  return personOf(ref, await store.get('users', ref.id));
}

/**
 * Whether `user` is in the dive masters' lists (`/users/dive-master/{status}`): a dive master with
 * a certification. One without (a diver whose role was changed) has no status to be counted under
 * in a tab, and nothing to review.
 */
export function isListedDiveMaster(user: Pick<StoredUser, 'role' | 'certification'>): boolean {
  return user.role === 'diveMaster' && user.certification !== null && typeof user.certification === 'object';
}

/** The person a reviewable record embeds: a trip's dive master, a product's seller. */
export const PERSON_FIELD = { trips: 'diveMaster', products: 'seller' } as const;

/** The users id of the person `record` embeds. */
export function personIdOf(collection: keyof typeof PERSON_FIELD, record: Trip | Product): string {
  return (record as unknown as Record<string, PersonRef>)[PERSON_FIELD[collection]]?.id ?? '';
}

/** A trip or product as answered: its person refreshed from `user`, the users record of its id. */
export function reviewableView<T extends Trip | Product>(collection: keyof typeof PERSON_FIELD, record: T, user: StoredUser | undefined): T {
  const field = PERSON_FIELD[collection];
  return { ...record, [field]: personOf((record as unknown as Record<string, PersonRef>)[field] as PersonRef, user) };
}

/** One decision for a history. */
export function review(actor: StoredUser, status: ReviewStatus, reason: string | null, at: string): Review {
  return { at, by: { id: actor.id, name: personName(actor) }, status, reason };
}

/**
 * A fresh access token for `user` in `session`, claims as of now, in its current session version;
 * it expires no later than the session's maximum life.
 */
export function issueToken(app: App, user: StoredUser, session: SessionRecord): string {
  const iat = Math.floor(app.now() / 1000);
  const exp = Math.min(iat + app.config.tokenTtlS, Math.floor(session.createdAt / 1000) + app.config.sessionMaxS);
  return signToken(
    { sub: user.id, email: user.email, role: user.role, firstName: user.firstName, lastName: user.lastName, staffRole: staffRoleOf(user), iat, exp, sv: user.sessionVersion ?? 0, sid: session.id },
    app.secret,
  );
}

/** Signs `user` in from the request `rc`: a new session (its address and browser) and its first token. */
export async function startSession(rc: RequestContext, user: StoredUser): Promise<{ session: SessionRecord; accessToken: string }> {
  const { app } = rc;
  const session = await app.sessionStore.create(
    { userId: user.id, version: user.sessionVersion ?? 0, address: rc.address, userAgent: keptUserAgent(rc.req.headers['user-agent']) },
    app.now(),
  );
  return { session, accessToken: issueToken(app, user, session) };
}
