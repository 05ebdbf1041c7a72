/** Shapes the demo generator hands to the server: the contract's entities plus what seeding needs. */
import type { ActivityEntry, ContactMessage, LegalDocument, News, Product, SiteContact, Trip, User } from '../../src/contract';

/** A user with the password to seed; `null` when the account cannot log in (only admins have one). */
export interface DemoUser extends User {
  password: string | null;
}

/** Everything the demo store starts with. */
export interface DemoDataset {
  users: DemoUser[];
  trips: Trip[];
  products: Product[];
  news: News[];
  legal: LegalDocument[];
  siteContact: SiteContact;
  contact: ContactMessage[];
  /** What the admins' work in this data would have logged, oldest first. */
  activity: ActivityEntry[];
}

/** Options of `generateDemoData`. */
export interface DemoOptions {
  /** `normal`: 245 users, 80 trips, 120 products; `large`: 10,000 users, 5,000 trips, 5,000 products. */
  size: 'normal' | 'large';
  /** The first admin's e-mail and password (the other four admins share the password). */
  adminEmail: string;
  adminPassword: string;
  /** Every date is relative to this moment. */
  now: Date;
}
