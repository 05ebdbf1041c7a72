/**
 * Staff roles and what each may do (docs/api.md, "Staff roles, sessions and two-factor sign-in"):
 * one table that the server's router enforces and the SPA reads to show only what a role may do,
 * so the screens and the server cannot disagree. Sessions and two-factor sign-in's wire types live
 * here too.
 */
import type { IsoDateTime, User } from './index';

/** The job of an admin in the back office; only users whose `role` is `admin` have one. */
export type StaffRole = 'owner' | 'reviewer' | 'editor' | 'support' | 'auditor';
export const STAFF_ROLES: readonly StaffRole[] = ['owner', 'reviewer', 'editor', 'support', 'auditor'];

/** What a staff role may do; a route names one (or is public or self). */
export const PERMISSIONS = [
  /**
   * Reading the back office: the dashboard, the review queues and their details, news, legal
   * documents and the site contact as admins see them, the live stream and presence.
   */
  'office.read',
  /** Decide, undo and claim trips, products and dive masters. */
  'reviews.decide',
  /** News, legal documents, the site contact. */
  'content.write',
  /** Users and contact messages. */
  'people.read',
  /** Edit, block and create users who are not admins; move contact messages. */
  'people.write',
  /** Create admins, change `role`/`staffRole`, block admins, reset their two-factor, end their sessions. */
  'staff.manage',
  /** The whole activity log and its export. */
  'activity.readAll',
  /** One's own activity. */
  'activity.readOwn',
] as const;

/** One of `PERMISSIONS`. */
export type Permission = (typeof PERMISSIONS)[number];

/** The permission table: a total record, so a new role or permission is a compile error until decided. */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  owner: ['office.read', 'reviews.decide', 'content.write', 'people.read', 'people.write', 'staff.manage', 'activity.readAll', 'activity.readOwn'],
  reviewer: ['office.read', 'reviews.decide', 'people.read', 'activity.readOwn'],
  editor: ['office.read', 'content.write', 'people.read', 'activity.readOwn'],
  support: ['office.read', 'people.read', 'people.write', 'activity.readOwn'],
  auditor: ['office.read', 'people.read', 'activity.readAll', 'activity.readOwn'],
};

/**
 * Who may call a route: anyone (`public`), any signed-in user of any role (`self`: the handler
 * decides further, e.g. only one's own record), or a staff role holding the permission (one of a
 * list: any of them).
 */
export type RouteAccess = 'public' | 'self' | Permission | readonly Permission[];

/** True when a user with `staffRole` (an admin's; null or undefined for anyone else) may do `permission`. */
export function staffMay(staffRole: StaffRole | null | undefined, permission: Permission): boolean {
  return staffRole != null && ROLE_PERMISSIONS[staffRole].includes(permission);
}

/** True when `access` admits a user with `role` and `staffRole` (null: signed out). */
export function accessAdmits(access: RouteAccess, signedIn: boolean, staffRole: StaffRole | null | undefined): boolean {
  if (access === 'public') return true;
  if (!signedIn) return false;
  if (access === 'self') return true;
  const wanted: readonly Permission[] = typeof access === 'string' ? [access] : access;
  return wanted.some((permission) => staffMay(staffRole, permission));
}

/** `GET /auth/me` (self): the caller and what their staff role may do (empty for divers and dive masters). */
export interface MeResult {
  user: User;
  permissions: Permission[];
}

/** One signed-in session (`GET /auth/sessions`, `GET /users/{id}/sessions`). */
export interface Session {
  id: string;
  /** True for the session of the token that asked. */
  current: boolean;
  createdAt: IsoDateTime;
  lastSeenAt: IsoDateTime;
  /** The client address as the activity log shows it. */
  address: string;
  /** The browser's `User-Agent` at sign-in, cut to 300 characters; empty when none was sent. */
  userAgent: string;
}

/** `POST /auth/two-factor/setup` body: the account's password, checked again. */
export interface TwoFactorSetupBody {
  password: string;
}
/** `POST /auth/two-factor/setup`: the base32 secret and the `otpauth://` URL the QR code carries. */
export interface TwoFactorSetupResult {
  secret: string;
  otpauthUrl: string;
}
/** `POST /auth/two-factor/enable` body: a code from the authenticator, proving the secret was kept. */
export interface TwoFactorEnableBody {
  code: string;
}
/** `POST /auth/two-factor/enable`: ten recovery codes, shown once; the server keeps only their hashes. */
export interface TwoFactorEnableResult {
  recoveryCodes: string[];
}
/** `POST /auth/two-factor/disable` body. */
export interface TwoFactorDisableBody {
  password: string;
  code: string;
}
/** `POST /auth/login` when two-factor is on: no token yet; the code goes with `challenge` to `/auth/login/two-factor`. */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
  challenge: string;
}
/** `POST /auth/login/two-factor` body: a TOTP code or a recovery code. */
export interface TwoFactorLoginBody {
  challenge: string;
  code: string;
}

/**
 * The staff role of a user as the server and the SPA apply it: an admin's own, or `owner` for an
 * admin stored before roles existed (every admin could do everything then); null for anyone else.
 */
export function staffRoleOf(user: { role: string; staffRole?: StaffRole | null }): StaffRole | null {
  if (user.role !== 'admin') return null;
  return user.staffRole ?? 'owner';
}
