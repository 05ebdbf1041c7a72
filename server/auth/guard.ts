/** Who is asking: the bearer token checked against the store (a gone or blocked user, an ended session: 401). */
import { accessAdmits, staffRoleOf } from '../../src/contract';
import type { RouteAccess, StaffRole } from '../../src/contract';
import type { RequestContext } from '../context';
import type { StoredUser } from '../store/types';
import { ApiError } from '../http/errors';
import { verifyToken } from './jwt';
import { sessionVersionOf } from './account-rules';

const unauthenticated = (): ApiError => new ApiError('UNAUTHENTICATED', 'Please sign in to continue.');

/** The user of a valid token; null without an Authorization header; 401 for a bad token. */
export async function optionalUser(rc: RequestContext): Promise<StoredUser | null> {
  if (rc.user !== undefined) return rc.user;
  const header = rc.req.headers.authorization;
  if (header === undefined || header.trim() === '') return (rc.user = null);
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw unauthenticated();
  const claims = verifyToken(match[1], rc.app.secret, Math.floor(rc.app.now() / 1000));
  if (!claims) throw unauthenticated();
  const user = await rc.app.store.get('users', claims.sub);
  // A token of an earlier session version was ended by a password change, a reset or a block.
  if (!user || user.status !== 'active' || claims.sv !== sessionVersionOf(user)) throw unauthenticated();
  return (rc.user = user);
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
