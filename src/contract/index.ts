/**
 * The wire contract of docs/api.md as TypeScript: entities, request bodies, the envelope and the error
 * codes. Imported by the SPA and by the reference server; where this file and docs/api.md disagree, fix
 * one of them in the same commit.
 */

import type { StaffRole } from './staff';

/** Base path of every API route, on the same origin by default. */
export const API_PREFIX = '/api/v1';

/** An ISO 8601 UTC timestamp, e.g. `2026-11-22T10:15:00.000Z`. */
export type IsoDateTime = string;
/** A calendar date, `YYYY-MM-DD`. */
export type IsoDate = string;

/** Money in minor units (integer) with an ISO 4217 currency. */
export interface Money {
  amount: number;
  currency: string;
}

export type Role = 'admin' | 'diveMaster' | 'diver';
export const ROLES: readonly Role[] = ['admin', 'diveMaster', 'diver'];
export type UserStatus = 'active' | 'blocked';
export const USER_STATUSES: readonly UserStatus[] = ['active', 'blocked'];
export type ReviewStatus = 'pending' | 'approved' | 'rejected';
export const REVIEW_STATUSES: readonly ReviewStatus[] = ['pending', 'approved', 'rejected'];

/**
 * A person's name as the app and the server write it, searches and sorts it: "First Last".
 * A declaration, not a const: the list specs call it through the ESM cycle index.ts closes.
 */
export function personName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** One review decision; histories list them oldest first. */
export interface Review {
  at: IsoDateTime;
  by: { id: string; name: string };
  status: ReviewStatus;
  reason: string | null;
  /**
   * (ext) True on the entry an undo appends (`POST …/{id}/undo`): `status` and `reason` are what the
   * item has again, and the entry before it is the decision it took back.
   */
  undo?: boolean;
  /**
   * (ext) On a decision's entry: the status, reason and `reviewedAt` the item had just before it,
   * which an undo of this decision puts back. Absent on an undo's entry (an undo is not undone) and
   * on entries stored before the server kept it.
   */
  replaced?: ReviewOutcome;
}

/** The part of a reviewable item a decision sets (and an undo puts back). */
export interface ReviewOutcome {
  status: ReviewStatus;
  reason: string | null;
  reviewedAt: IsoDateTime | null;
}

export interface Certification {
  status: ReviewStatus;
  agency: string;
  level: string;
  number: string;
  documentUrl: string | null;
  submittedAt: IsoDateTime;
  reviewedAt: IsoDateTime | null;
  reason: string | null;
  history: Review[];
}

export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  /** ISO 3166-1 alpha-2 */
  country: string | null;
  role: Role;
  status: UserStatus;
  avatarUrl: string | null;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
  lastLoginAt: IsoDateTime | null;
  certification: Certification | null;
  /** (ext) An admin's job in the back office (see staff.ts); null for divers and dive masters. */
  staffRole?: StaffRole | null;
  /** (ext) True when the admin signs in with a second factor. */
  twoFactorEnabled?: boolean;
}

/** A person as embedded in trips and products. */
export interface PersonRef {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

interface Reviewable {
  status: ReviewStatus;
  reason: string | null;
  submittedAt: IsoDateTime;
  reviewedAt: IsoDateTime | null;
  history: Review[];
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

export interface Trip extends Reviewable {
  id: string;
  title: string;
  description: string;
  location: { name: string; country: string };
  startDate: IsoDate;
  endDate: IsoDate;
  price: Money;
  capacity: number;
  booked: number;
  diveMaster: PersonRef;
  images: string[];
}

export type ProductCategory = 'equipment' | 'apparel' | 'accessories' | 'courses';
export const PRODUCT_CATEGORIES: readonly ProductCategory[] = ['equipment', 'apparel', 'accessories', 'courses'];
export type ProductCondition = 'new' | 'used';

export interface Product extends Reviewable {
  id: string;
  name: string;
  description: string;
  category: ProductCategory;
  condition: ProductCondition;
  price: Money;
  stock: number;
  seller: PersonRef;
  images: string[];
}

export type NewsStatus = 'draft' | 'published';
export const NEWS_STATUSES: readonly NewsStatus[] = ['draft', 'published'];

export interface News {
  id: string;
  title: string;
  summary: string;
  /** The Markdown subset of docs/api.md. */
  content: string;
  coverImageUrl: string | null;
  status: NewsStatus;
  publishedAt: IsoDateTime | null;
  author: { id: string; name: string };
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

export type LegalType = 'terms' | 'privacy' | 'about';
export const LEGAL_TYPES: readonly LegalType[] = ['terms', 'privacy', 'about'];

export interface LegalDocument {
  id: string;
  type: LegalType;
  title: string;
  content: string;
  version: number;
  updatedAt: IsoDateTime;
  updatedBy: { id: string; name: string } | null;
}

/** (ext) One kept version of a legal document, as `GET /legal/{type}/versions` lists it. */
export type LegalVersionSummary = Pick<LegalDocument, 'version' | 'title' | 'updatedAt' | 'updatedBy'>;

export interface SiteSocials {
  facebook: string | null;
  instagram: string | null;
  youtube: string | null;
  tiktok: string | null;
  x: string | null;
}

export interface SiteContact {
  id: string;
  email: string;
  phone: string;
  whatsapp: string | null;
  address: string;
  city: string;
  country: string;
  openingHours: string | null;
  mapUrl: string | null;
  socials: SiteSocials;
  updatedAt: IsoDateTime;
}

export type ContactStatus = 'new' | 'in_progress' | 'resolved' | 'archived';
export const CONTACT_STATUSES: readonly ContactStatus[] = ['new', 'in_progress', 'resolved', 'archived'];

/** (ext) One status change of a contact message: from which status to which, when, by which admin. */
export interface ContactStatusChange {
  from: ContactStatus;
  to: ContactStatus;
  at: IsoDateTime;
  by: { id: string; name: string };
}

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: ContactStatus;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
  /** (ext) Every status change, oldest first; absent on a message whose status never changed. */
  statusHistory?: ContactStatusChange[];
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  sentAt: IsoDateTime;
}

/** Claims of the HS256 access token; `iat`/`exp` in seconds. */
export interface TokenClaims {
  sub: string;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  iat: number;
  exp: number;
  /** (ext) The session version of the user: a password change, a reset or a block ends older ones. */
  sv?: number;
  /** (ext) An admin's staff role (see staff.ts). */
  staffRole?: StaffRole | null;
  /** (ext) The server-side session the token belongs to (see `Session`). */
  sid?: string;
}

// ---- Envelope and errors ----

export interface SuccessEnvelope<T> {
  success: true;
  data: T;
  message?: string;
}

/** The one exception to the envelope, fixed by the spec: `GET /auth/refresh`. */
export interface RefreshResponse {
  success: true;
  accessToken: string;
}

export type ErrorCode =
  | 'INVALID_JSON'
  | 'VALIDATION_FAILED'
  | 'INVALID_OTP'
  | 'UNAUTHENTICATED'
  | 'INVALID_CREDENTIALS'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'TOO_MANY_STREAMS'
  | 'CLAIMED'
  | 'NOT_PENDING'
  | 'INTERNAL'
  | 'UNAVAILABLE';

export interface FieldError {
  field: string;
  message: string;
}

export interface ErrorEnvelope {
  success: false;
  message: string;
  code: ErrorCode;
  errors?: FieldError[];
  /** (ext) What a program needs beyond the code, e.g. the other admin's claim of a 409 `CLAIMED`. */
  details?: Record<string, unknown>;
}

/**
 * (ext) The 409 of a guarded write: the record changed since the editor read it, nothing was
 * written; `current` is the record as its GET answers it now, `message` names who changed it and when.
 */
export interface ConflictBody<T> {
  success: false;
  code: 'CONFLICT';
  message: string;
  current: T;
  /** (ext) Who saved `current`, on the editors' writes (news, legal, site contact, users, profile); null when unknown or not told. */
  by?: { id: string; name: string } | null;
}

/** (ext) The `updatedAt` the editor saw; a guarded write answers 409 when the record has changed since. */
export interface GuardedWrite {
  expectedUpdatedAt?: IsoDateTime;
}

/** Validation limits shared by the server's checks and the SPA's forms. */
export const LIMITS = {
  nameMax: 80,
  emailMax: 254,
  titleMax: 200,
  summaryMax: 500,
  longTextMax: 100_000,
  reasonMax: 500,
  phoneMax: 32,
  passwordMin: 8,
  passwordMax: 128,
  jsonBodyBytes: 1024 * 1024,
  uploadBytes: 5 * 1024 * 1024,
} as const;

// ---- Request bodies ----

export interface LoginBody { email: string; password: string }
export interface LoginResult { accessToken: string; user: User }
export interface SendOtpBody { email: string }
export interface VerifyOtpBody { email: string; otp: string }
export interface ResetPasswordBody { email: string; resetToken: string; password: string }
export interface ChangePasswordBody { currentPassword: string; newPassword: string }
/** (ext) Every earlier session of the user has ended; `accessToken` is the caller's new one. */
export interface ChangePasswordResult { changed: true; accessToken: string }

export interface CertificationInput { agency: string; level: string; number: string; documentUrl?: string | null }
export interface CreateUserBody {
  email: string;
  /** Required but for an admin: one created without it is invited to set it (docs/api.md "Staff roles"). */
  password?: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  /** ISO 3166-1 alpha-2, as on the edit form. */
  country?: string | null;
  role?: Role;
  /** An admin's; `auditor` when an admin comes without one. */
  staffRole?: StaffRole;
  certification?: CertificationInput;
}
export interface UpdateUserBody extends GuardedWrite {
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  country?: string | null;
  role?: Role;
  status?: UserStatus;
  avatarUrl?: string | null;
  /** An admin's (an owner's to change). */
  staffRole?: StaffRole;
}
export type EditProfileBody = Omit<UpdateUserBody, 'role' | 'status' | 'staffRole'>;

export interface DiveMasterDecisionBody extends GuardedWrite { status: ReviewStatus; reason?: string }
export interface ReviewDecisionBody extends GuardedWrite { status: 'approved' | 'rejected'; reason?: string }

/** POST sends it whole; PUT any part of it, and may guard the write. */
export interface NewsBody extends GuardedWrite {
  title: string;
  summary: string;
  content: string;
  coverImageUrl?: string | null;
  status: NewsStatus;
}
export interface LegalBody extends GuardedWrite {
  title?: string;
  content?: string;
  type?: LegalType;
  /** (ext) The `version` the editor saw; 409 like `expectedUpdatedAt` when it is no longer the latest. */
  expectedVersion?: number;
}
export type SiteContactBody = Omit<SiteContact, 'id' | 'updatedAt'> & GuardedWrite;
export interface ContactStatusBody extends GuardedWrite { status: ContactStatus }
export interface ContactCreateBody { name: string; email: string; phone?: string | null; subject: string; message: string }

export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
export interface UploadResult { url: string }

// ---- Dashboard (ext) ----

export type PendingKind = 'diveMaster' | 'trip' | 'product';

/** Counts per review queue. */
export interface QueueCounts {
  diveMasters: number;
  trips: number;
  products: number;
}

/** `GET /dashboard/summary`. */
export interface DashboardSummary {
  pending: QueueCounts;
  /** Pending for more than 72 hours. */
  overdue: QueueCounts;
  /** Contact messages with status `new`. */
  newMessages: number;
  /** The ten oldest pending items across the kinds, oldest first. */
  oldestPending: { kind: PendingKind; id: string; title: string; submittedAt: IsoDateTime }[];
  /** The last 14 UTC days, oldest first, today included, days without decisions too. */
  decisionsByDay: { date: IsoDate; approved: number; rejected: number }[];
}

/** Hours after which a pending item is overdue. */
export const OVERDUE_HOURS = 72;

export * from './rules';
export * from './list';
export * from './list-apply';
export * from './list-specs';
export * from './live';
export * from './activity';
export * from './collab';
export * from './languages';
export * from './staff';
