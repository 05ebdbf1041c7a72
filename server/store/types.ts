/** What the store holds: the wire entities, plus the password hash on users. */
import type { ActivityEntry, ContactMessage, LegalDocument, News, Product, SiteContact, Trip, User } from '../../src/contract';

/** A user as stored: the wire `User` plus its scrypt hash (null: cannot log in). Never sent. */
export interface StoredUser extends User {
  passwordHash: string | null;
  /** Session version (absent: 0): tokens carry it; a password change, reset or block raises it. Never sent. */
  sessionVersion?: number;
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
