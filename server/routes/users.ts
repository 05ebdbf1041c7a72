/** `/users/*`, `/auth/edit-profile/:id` and `/auth/dive-master/:id`. */
import { LIMITS, LIST_SPECS, REVIEW_STATUSES, ROLES, STAFF_ROLES, USER_STATUSES, personName, staffMay, staffRoleOf } from '../../src/contract';
import type { Certification, Role, StaffRole } from '../../src/contract';
import type { App, RequestContext } from '../context';
import { readUploadUrl } from '../upload-refs';
import { nowIso } from '../context';
import { ApiError, fieldError, notFound } from '../http/errors';
import { sendData } from '../http/respond';
import { forbiddenFor, optionalUser, requireAdmin, requireUser } from '../auth/guard';
import { hashPassword } from '../auth/password';
import { takeAttempt } from '../auth/rate-limit';
import { applyAccountChange } from '../auth/account-rules';
import { toPublicUser, userFor } from '../people';
import type { StoredUser } from '../store/types';
import type { Fields } from '../validate';
import { param, readFields } from './common';
import type { Routes } from './common';
import { sendList } from './lists';
import { guardedTransact, isFresh, nextUpdatedAt, readExpectedUpdatedAt, staleWrite } from './stale';
import { changeMessage } from './change-message';
import { describeUserChange, userChangedBy, userEditWord } from './user-changes';
import { noteEdit } from '../store/editors';
import { decide, readUndoRequest, undoDecision } from './undo';

const forbidden = (): ApiError => new ApiError('FORBIDDEN', 'You do not have permission to do this.');
const userNotFound = (): ApiError => notFound('The user');

type ProfileChanges = Partial<Pick<StoredUser, 'firstName' | 'lastName' | 'phone' | 'country' | 'avatarUrl' | 'role' | 'status' | 'staffRole'>>;

/**
 * The staff role an admin gets when none is named: an auditor changes nothing, so an admin made by
 * mistake or in haste can do no harm until an owner gives the role the job needs.
 */
export const DEFAULT_STAFF_ROLE: StaffRole = 'auditor';

const NOT_STAFF = 'Only administrators have a staff role.';

/** `staffRole` when the body has it (checked against STAFF_ROLES). */
const readStaffRole = (f: Fields): StaffRole | undefined => (f.has('staffRole') ? f.oneOf('staffRole', STAFF_ROLES) : undefined);

/**
 * `next` (the change to `current`, null when created) with its staff role settled: `staffRole` when
 * given, else an admin keeps theirs (one stored without any stays the owner it acts as) and a new
 * admin gets the default; anyone else has none, and `staffRole` for them is 400.
 */
function withStaffRole(current: StoredUser | null, next: StoredUser, staffRole: StaffRole | undefined): StoredUser {
  if (next.role !== 'admin') {
    if (staffRole !== undefined) throw new ApiError('VALIDATION_FAILED', 'Some fields are not valid.', { errors: [{ field: 'staffRole', message: NOT_STAFF }] });
    if (next.staffRole === undefined) return next;
    const { staffRole: _dropped, ...rest } = next;
    return rest;
  }
  if (staffRole !== undefined) return { ...next, staffRole };
  return current?.role === 'admin' ? next : { ...next, staffRole: DEFAULT_STAFF_ROLE };
}

/** Reads the editable profile fields present in the body. */
async function readProfile(app: App, f: Fields): Promise<ProfileChanges> {
  const changes: ProfileChanges = {};
  const firstName = f.has('firstName') ? f.string('firstName', { required: true, max: LIMITS.nameMax }) : undefined;
  const lastName = f.has('lastName') ? f.string('lastName', { required: true, max: LIMITS.nameMax }) : undefined;
  const phone = f.phone('phone');
  const country = f.country('country');
  const avatarUrl = await readUploadUrl(app, f, 'avatarUrl', 'image');
  if (firstName !== undefined) changes.firstName = firstName;
  if (lastName !== undefined) changes.lastName = lastName;
  if (phone !== undefined) changes.phone = phone;
  if (country !== undefined) changes.country = country;
  if (avatarUrl !== undefined) changes.avatarUrl = avatarUrl;
  return changes;
}

/** Applies `changes` to user `id` durably; 404 when it is gone, 409 when it changed since `edit.expected`. */
async function updateUser(
  rc: RequestContext,
  id: string,
  changes: ProfileChanges,
  edit: { actor: StoredUser; expected: number | undefined; settle?: (current: StoredUser, next: StoredUser) => StoredUser },
): Promise<void> {
  const { app } = rc;
  const user = await guardedTransact(rc, async (tx) => {
    const current = await tx.get('users', id);
    if (!current) throw userNotFound();
    if (!isFresh(edit.expected, current.updatedAt)) {
      // Whoever changed it, a non-admin is told when, never which administrator.
      const admin = edit.actor.role === 'admin';
      const message = admin ? describeUserChange(app.store, current, app.now()) : changeMessage('Changed', null, current.updatedAt, app.now(), 'you or an administrator');
      throw staleWrite(userFor(edit.actor, current), message, admin ? userChangedBy(app.store, current) : null);
    }
    const changed: StoredUser = { ...current, ...changes, updatedAt: nextUpdatedAt(app, current.updatedAt) };
    const next: StoredUser = await applyAccountChange(tx, edit.actor, current, edit.settle ? edit.settle(current, changed) : changed);
    noteEdit(app.store, 'users', id, { at: next.updatedAt, by: { id: edit.actor.id, name: personName(edit.actor) }, what: userEditWord(current, next) });
    tx.put('users', next);
    return next;
  });
  if (user) sendData(rc.res, 200, userFor(edit.actor, user));
}

type CertificationInput = Pick<Certification, 'agency' | 'level' | 'number' | 'documentUrl'>;

/** The optional `certification` a new dive master may send; null when absent or invalid. */
async function readCertification(app: App, f: Fields): Promise<CertificationInput | null> {
  const cert = f.object('certification');
  if (!cert) return null;
  const agency = cert.string('agency', { required: true, max: LIMITS.nameMax });
  const level = cert.string('level', { required: true, max: LIMITS.nameMax });
  const number = cert.string('number', { required: true, max: LIMITS.nameMax });
  const documentUrl = (await readUploadUrl(app, cert, 'documentUrl', 'document')) ?? null;
  return agency && level && number ? { agency, level, number, documentUrl } : null;
}

/**
 * Public sign-ups count per address when they arrive (an admin creating users is not limited);
 * only a body that is refused as it stands (400, 403, 413, 415) gets its attempt back.
 */
async function createUser(rc: RequestContext): Promise<void> {
  const actor = await optionalUser(rc);
  const signup = actor?.role === 'admin' ? null : await takeAttempt(rc.app.limits.signup, rc.ip);
  try {
    await createAccount(rc, actor);
  } catch (error) {
    if (error instanceof ApiError && [400, 403, 413, 415].includes(error.status)) await signup?.refund();
    throw error;
  }
}

/**
 * Who may create a user of `role`: anyone a diver (signing up), people.write a dive master or a
 * diver for someone else, staff.manage an admin. Null when `actor` may.
 */
function createRefusal(actor: StoredUser | null, role: Role): ApiError | null {
  if (actor?.role !== 'admin') return role === 'diver' ? null : forbidden();
  const staffRole = staffRoleOf(actor);
  return staffMay(staffRole, role === 'admin' ? 'staff.manage' : 'people.write') ? null : forbiddenFor(staffRole);
}

/**
 * The invitation of a new admin without a password: a one-time link to set one, through the
 * outbox. The link is on the back office's origin: the one the owner's browser sent the request
 * from (its `Origin`, when it is this server's own or the allowed CORS origin), else a path. The
 * answer waits for the message to be kept (a row on PostgreSQL), so the outbox lists it at once.
 */
async function sendInvitation(rc: RequestContext, user: StoredUser, by: StoredUser): Promise<void> {
  const { app } = rc;
  const token = await app.otp.invite(user.email.toLowerCase());
  const link = `${backOfficeOrigin(rc)}/password/set-password?email=${encodeURIComponent(user.email)}#invitation=${token}`;
  await app.outbox.send(
    user.email,
    'You are invited to the Diving back office',
    `${personName(by)} invited you to the Diving back office as ${user.staffRole ?? DEFAULT_STAFF_ROLE}. Set your password within 7 days: ${link}`,
  );
}

function backOfficeOrigin(rc: RequestContext): string {
  const origin = rc.req.headers.origin;
  if (typeof origin !== 'string' || !/^https?:\/\/[^/]+$/.test(origin)) return '';
  const sameHost = new URL(origin).host === rc.req.headers.host;
  return sameHost || origin === rc.app.config.corsOrigin ? origin : '';
}

async function createAccount(rc: RequestContext, actor: StoredUser | null): Promise<void> {
  const { app } = rc;
  const f = await readFields(rc);
  const email = f.email('email');
  const role: Role = f.oneOf('role', ROLES, false) ?? 'diver';
  // An admin may come without a password: the invitation's link sets the first one.
  const invited = role === 'admin' && !f.has('password');
  const password = invited ? null : f.string('password', { required: true, min: LIMITS.passwordMin, max: LIMITS.passwordMax, raw: true });
  const firstName = f.string('firstName', { required: true, max: LIMITS.nameMax });
  const lastName = f.string('lastName', { required: true, max: LIMITS.nameMax });
  const phone = f.phone('phone') ?? null;
  const country = f.country('country') ?? null;
  const staffRole = readStaffRole(f);
  const certification = role === 'diveMaster' ? await readCertification(app, f) : null;
  f.done();
  if (email === undefined || password === undefined || firstName === undefined || lastName === undefined) return;
  const refusal = createRefusal(actor, role);
  if (refusal) throw refusal;
  if (await app.store.userByEmail(email)) throw new ApiError('CONFLICT', 'This e-mail is already registered.');
  const passwordHash = password === null ? null : await app.hashing.run(rc.ip, () => hashPassword(password, app.config.hashCost));
  const user = await app.store.transact(async (tx) => {
    if (await tx.userByEmail(email)) throw new ApiError('CONFLICT', 'This e-mail is already registered.');
    // The creator's role as the store holds it now: one demoted meanwhile creates nothing.
    const creator = actor && (await tx.get('users', actor.id));
    const refused = actor && (creator?.status === 'active' ? createRefusal(creator, role) : new ApiError('UNAUTHENTICATED', 'Please sign in to continue.'));
    if (refused) throw refused;
    const at = nowIso(app);
    const fresh: StoredUser = {
      id: crypto.randomUUID(),
      email,
      firstName,
      lastName,
      phone,
      country,
      role,
      status: 'active',
      avatarUrl: null,
      createdAt: at,
      updatedAt: at,
      lastLoginAt: null,
      certification: certification
        ? { ...certification, status: 'pending', submittedAt: at, reviewedAt: null, reason: null, history: [] }
        : null,
      passwordHash,
    };
    const record = withStaffRole(null, fresh, staffRole);
    tx.put('users', record);
    return record;
  });
  if (invited && actor) await sendInvitation(rc, user, actor);
  sendData(rc.res, 201, toPublicUser(user));
}

async function adminUpdateUser(rc: RequestContext): Promise<void> {
  const actor = await requireAdmin(rc);
  const id = param(rc, 'id');
  const f = await readFields(rc);
  const changes = await readProfile(rc.app, f);
  const role = f.oneOf('role', ROLES, false);
  const status = f.oneOf('status', USER_STATUSES, false);
  const staffRole = readStaffRole(f);
  if (id === actor.id && role !== undefined && role !== 'admin') throw new ApiError('FORBIDDEN', 'You cannot remove your own admin role.');
  if (id === actor.id && status === 'blocked') throw new ApiError('FORBIDDEN', 'You cannot block yourself.');
  const expected = readExpectedUpdatedAt(f);
  f.done();
  if (role !== undefined) changes.role = role;
  if (status !== undefined) changes.status = status;
  await updateUser(rc, id, changes, { actor, expected, settle: (current, next) => withStaffRole(current, next, staffRole) });
}

/** One's own profile, or (people.write; staff.manage for an admin's, decided in the transaction) another's. */
async function editProfile(rc: RequestContext): Promise<void> {
  const actor = await requireUser(rc);
  const id = param(rc, 'id');
  if (actor.id !== id && !staffMay(staffRoleOf(actor), 'people.write')) throw forbiddenFor(staffRoleOf(actor));
  const f = await readFields(rc);
  const changes = await readProfile(rc.app, f);
  const expected = readExpectedUpdatedAt(f);
  f.done();
  await updateUser(rc, id, changes, { actor, expected });
}

async function decideDiveMaster(rc: RequestContext): Promise<void> {
  const { app } = rc;
  const actor = await requireAdmin(rc);
  const id = param(rc, 'id');
  const f = await readFields(rc);
  const status = f.oneOf('status', REVIEW_STATUSES);
  const reason = status === 'rejected' ? f.string('reason', { required: true, max: LIMITS.reasonMax }) : null;
  const expected = readExpectedUpdatedAt(f);
  f.done();
  if (status === undefined || reason === undefined) return;
  const user = await guardedTransact(rc, async (tx) => {
    const current = await tx.get('users', id);
    if (!current) throw userNotFound();
    if (!current.certification) throw notFound('The certification of this user');
    if (!isFresh(expected, current.updatedAt)) throw staleWrite(toPublicUser(current), describeUserChange(app.store, current, app.now()));
    const at = nextUpdatedAt(app, current.updatedAt);
    const next: StoredUser = {
      ...current,
      updatedAt: at,
      certification: { ...current.certification, ...decide(actor, current.certification, status, reason, at) },
    };
    tx.put('users', next);
    return next;
  });
  if (user) sendData(rc.res, 200, toPublicUser(user));
}

async function undoDiveMasterDecision(rc: RequestContext): Promise<void> {
  const { app } = rc;
  const { actor, id, expected } = await readUndoRequest(rc);
  const user = await guardedTransact(rc, async (tx) => {
    const current = await tx.get('users', id);
    if (!current) throw userNotFound();
    if (!current.certification) throw notFound('The certification of this user');
    const refusal = { current: toPublicUser(current), lastChange: () => describeUserChange(app.store, current, app.now()) };
    const undone = undoDecision(app, actor, { state: current.certification, updatedAt: current.updatedAt }, expected, refusal);
    const next: StoredUser = { ...current, updatedAt: undone.updatedAt, certification: { ...current.certification, ...undone.state } };
    tx.put('users', next);
    return next;
  });
  if (user) sendData(rc.res, 200, toPublicUser(user));
}

async function listUsers(rc: RequestContext): Promise<void> {
  await requireAdmin(rc);
  await sendList(rc, { list: 'users' }, LIST_SPECS.users);
}

/** The dive buddies are the users list with the role fixed, so both page over the same rows. */
async function listDiveBuddies(rc: RequestContext): Promise<void> {
  await requireAdmin(rc);
  await sendList(rc, { list: 'users', fixed: { filter: 'role', value: 'diver' } }, LIST_SPECS.users);
}

async function listDiveMasters(rc: RequestContext): Promise<void> {
  await requireAdmin(rc);
  const status = param(rc, 'status');
  if (status !== 'all' && !(REVIEW_STATUSES as readonly string[]).includes(status)) {
    throw fieldError('status', `Must be one of: all, ${REVIEW_STATUSES.join(', ')}.`);
  }
  await sendList(rc, { list: 'diveMasters', fixed: status === 'all' ? undefined : { filter: 'status', value: status } }, LIST_SPECS.diveMasters);
}

async function getUser(rc: RequestContext): Promise<void> {
  const actor = await requireUser(rc);
  const id = param(rc, 'id');
  if (actor.id !== id && !staffMay(staffRoleOf(actor), 'people.read')) throw forbiddenFor(staffRoleOf(actor));
  const user = await rc.app.store.get('users', id);
  if (!user) throw userNotFound();
  sendData(rc.res, 200, userFor(actor, user));
}

/** Adds the user routes. */
export function addUserRoutes(routes: Routes): void {
  routes
    .add('POST', '/users', 'public', createUser)
    .add('GET', '/users', 'people.read', listUsers)
    .add('GET', '/users/dive-buddy', 'people.read', listDiveBuddies)
    .add('GET', '/users/dive-master/:status', 'people.read', listDiveMasters)
    .add('GET', '/users/:id', 'self', getUser)
    .add('PUT', '/users/:id', 'people.write', adminUpdateUser)
    .add('PUT', '/auth/edit-profile/:id', 'self', editProfile)
    .add('PUT', '/auth/dive-master/:id', 'reviews.decide', decideDiveMaster)
    .add('POST', '/auth/dive-master/:id/undo', 'reviews.decide', undoDiveMasterDecision);
}
