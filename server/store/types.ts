/** What the store holds: the wire entities, plus the password hash on users. */
import type { ActivityEntry, ContactMessage, LegalDocument, News, Product, SiteContact, Trip, User } from '../../src/contract';

/** A user as stored: the wire `User` plus its scrypt hash (null: cannot log in). Never sent. */
export interface StoredUser extends User {
  passwordHash: string | null;
  /** Session version (absent: 0): tokens carry it; a password change, reset or block raises it. Never sent. */
  sessionVersion?: number;
  /** Two-factor sign-in (auth/two-factor.ts); absent until set up. Never sent. */
  twoFactor?: StoredTwoFactor;
}

/**
 * A user's two-factor sign-in as stored with the user, so every process and both stores share it
 * and each change commits in the store's transaction.
 */
export interface StoredTwoFactor {
  /** The base32 TOTP secret: set up by `/auth/two-factor/setup`, in force once `enabled`. */
  secret: string;
  enabled: boolean;
  /** The last TOTP step accepted: its code and every earlier one are refused. */
  lastUsedStep: number | null;
  /** SHA-256 of each recovery code not used yet. */
  recoveryHashes: string[];
  /** Sign-in challenges that took a wrong code or were used, until they expire. */
  challenges: { id: string; expiresAt: number; wrong: number; used: boolean }[];
}

/**
 * A legal document as stored: the wire document plus every version it replaced, oldest first
 * (`GET /legal/{type}/versions`). Never sent whole: routes/legal.ts answers `publicLegal` of it.
 */
export interface StoredLegal extends LegalDocument {
  previous?: LegalDocument[];
}

/** Record type of each collection; every record has a string `id`. */
export interface Collections {
  users: StoredUser;
  trips: Trip;
  products: Product;
  news: News;
  legal: StoredLegal;
  siteContact: SiteContact;
  contact: ContactMessage;
  /** The activity log: appended to, never changed; removed only by retention. */
  activity: ActivityEntry;
}

export type CollectionName = keyof Collections;

export const COLLECTIONS: readonly CollectionName[] = ['users', 'trips', 'products', 'news', 'legal', 'siteContact', 'contact', 'activity'];

/** Records for a fresh store, written in one go before the store is opened. */
export type Snapshot = { [C in CollectionName]: Collections[C][] };
