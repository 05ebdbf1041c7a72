/** Who is asking: the bearer token checked against the store (a gone or blocked user, an ended session: 401). */
import { API_PREFIX, accessAdmits, staffRoleOf } from '../../src/contract';
import type { RouteAccess, StaffRole } from '../../src/contract';
import type { RequestContext } from '../context';
import type { StoredUser } from '../store/types';
import { ApiError } from '../http/errors';
import { verifyToken } from './jwt';
import { sessionVersionOf } from './account-rules';
import { needsTouch, sessionEnd, sessionLimits } from './sessions';
import type { SessionRecord } from './sessions';

const unauthenticated = (): ApiError => new ApiError('UNAUTHENTICATED', 'Please sign in to continue.');

/**
 * The calls the SPA makes by itself whatever its user does: they keep a session open no longer,
 * or an open tab would never be idle (every other call is the user's and records the session's
 * last call).
 */
const PASSIVE_CALLS = new Set(['GET /auth/refresh', 'GET /events', 'HEAD /events'].map((call) => call.replace(' ', ` ${API_PREFIX}`)));

const isPassive = (rc: RequestContext): boolean => {
  const url = rc.req.url ?? '';
  const q = url.indexOf('?');
  return PASSIVE_CALLS.has(`${rc.req.method ?? 'GET'} ${q >= 0 ? url.slice(0, q) : url}`);
};

/**
 * The user of a valid token; null without an Authorization header; 401 for a bad token, and for a
 * token whose session is over: signed out or ended from a sessions list, of an earlier session
 * version (a password change, a reset or a block), past `SESSION_MAX_S` since its sign-in or
 * `SESSION_IDLE_S` since its last call (auth/sessions.ts). A call records itself as the session's
 * last, at most once a minute.
 */
export async function optionalUser(rc: RequestContext): Promise<StoredUser | null> {
  if (rc.user !== undefined) return rc.user;
  const header = rc.req.headers.authorization;
  if (header === undefined || header.trim() === '') {
    rc.session = null;
    return (rc.user = null);
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw unauthenticated();
  const { app } = rc;
  const claims = verifyToken(match[1], app.secret, Math.floor(app.now() / 1000));
  if (!claims?.sid) throw unauthenticated();
  // Both reads end before the answer: with Promise.all a refused one (a full pool's 503) would answer
  // while the other still held or awaited a connection, work outliving its request.
  const [userRead, sessionRead] = await Promise.allSettled([app.store.get('users', claims.sub), app.sessionStore.get(claims.sid)]);
  if (userRead.status === 'rejected') throw userRead.reason;
  if (sessionRead.status === 'rejected') throw sessionRead.reason;
  const user = userRead.value;
  const session = sessionRead.value;
  // A token of an earlier session version was ended by a password change, a reset or a block.
  if (!user || user.status !== 'active' || claims.sv !== sessionVersionOf(user)) throw unauthenticated();
  const now = app.now();
  if (!session || session.userId !== user.id || sessionEnd(session, sessionVersionOf(user), now, sessionLimits(app.config)) !== null) throw unauthenticated();
  if (!isPassive(rc) && needsTouch(session, now)) {
    await app.sessionStore.touch(session.id, now);
    session.lastSeenAt = now;
  }
  rc.session = session;
  return (rc.user = user);
}

/** The session of the signed-in caller; 401 otherwise. */
export async function requireSession(rc: RequestContext): Promise<{ user: StoredUser; session: SessionRecord }> {
  const user = await requireUser(rc);
  if (!rc.session) throw unauthenticated();
  return { user, session: rc.session };
}

/** The signed-in user; 401 otherwise. */
export async function requireUser(rc: RequestContext): Promise<StoredUser> {
  const user = await optionalUser(rc);
  if (!user) throw unauthenticated();
  return user;
}

const STAFF_ROLE_NAMES: Readonly<Record<StaffRole, string>> = {
  owner: 'Owners',
  reviewer: 'Reviewers',
  editor: 'Editors',
  support: 'Support staff',
  auditor: 'Auditors',
};

/** The 403 of a call `staffRole` may not make, naming the role so the admin knows why. */
export function forbiddenFor(staffRole: StaffRole | null): ApiError {
  if (staffRole === null) return new ApiError('FORBIDDEN', 'You do not have permission to do this.');
  return new ApiError('FORBIDDEN', `${STAFF_ROLE_NAMES[staffRole]} may not do this. An owner can change your role.`);
}

/**
 * Enforces a route's declared access before its handler runs: nothing for a public route, a
 * signed-in user for a self one, and a staff role holding the permission otherwise (401 signed
 * out, 403 naming the role).
 */
export async function authorize(rc: RequestContext, access: RouteAccess): Promise<void> {
  if (access === 'public') return;
  const user = await requireUser(rc);
  const staffRole = staffRoleOf(user);
  if (!accessAdmits(access, true, staffRole)) throw forbiddenFor(staffRole);
}

/** The signed-in admin; 401 when not signed in, 403 for another role. */
export async function requireAdmin(rc: RequestContext): Promise<StoredUser> {
  const user = await requireUser(rc);
  if (user.role !== 'admin') throw new ApiError('FORBIDDEN', 'You do not have permission to do this.');
  return user;
}
