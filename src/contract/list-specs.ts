/**
 * The spec of every list (docs/api.md "Lists"): which words a search reads, which fields sort, which
 * filters exist and the default order. The server answers pages with them, the SPA reads a view's
 * URL against them, and a spec backend's whole array is cut with them (list-apply.ts).
 */
import { lazyFilter, type ListSpec } from './list';
import {
  CONTACT_STATUSES, NEWS_STATUSES, personName, PRODUCT_CATEGORIES, REVIEW_STATUSES, ROLES, USER_STATUSES,
  type ContactMessage, type News, type Product, type Trip, type User,
} from './index';

/** The users' list (`/users/`; `/users/dive-buddy` uses it too). */
export const USER_LIST_SPEC: ListSpec<User> = {
  words: (u) => [u.firstName, u.lastName, u.email, u.phone, u.certification?.agency, u.certification?.number],
  sort: {
    name: (u) => personName(u),
    email: (u) => u.email,
    role: (u) => u.role,
    status: (u) => u.status,
    createdAt: (u) => u.createdAt,
    lastLoginAt: (u) => u.lastLoginAt,
  },
  filters: {
    role: lazyFilter(() => ROLES, (u) => u.role),
    status: lazyFilter(() => USER_STATUSES, (u) => u.status),
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
};

// The review queues: dive masters, trips, products.
const reviewFilter = lazyFilter(() => REVIEW_STATUSES, (row: { status: string }): string => row.status);

export const DIVE_MASTER_LIST_SPEC: ListSpec<User> = {
  words: (u) => [u.firstName, u.lastName, u.email, u.certification?.agency, u.certification?.level, u.certification?.number],
  sort: {
    name: (u) => personName(u),
    email: (u) => u.email,
    agency: (u) => u.certification?.agency ?? null,
    level: (u) => u.certification?.level ?? null,
    number: (u) => u.certification?.number ?? null,
    submittedAt: (u) => u.certification?.submittedAt ?? null,
    status: (u) => u.certification?.status ?? null,
    createdAt: (u) => u.createdAt,
  },
  filters: {
    status: lazyFilter(() => REVIEW_STATUSES, (u) => u.certification?.status ?? null),
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
};

export const TRIP_LIST_SPEC: ListSpec<Trip> = {
  words: (t) => [t.title, t.location.name, t.location.country, personName(t.diveMaster), t.diveMaster.email],
  sort: {
    title: (t) => t.title,
    location: (t) => t.location.name,
    startDate: (t) => t.startDate,
    price: (t) => t.price.amount,
    diveMaster: (t) => personName(t.diveMaster),
    submittedAt: (t) => t.submittedAt,
    status: (t) => t.status,
    createdAt: (t) => t.createdAt,
  },
  filters: { status: reviewFilter },
  defaultSort: { field: 'createdAt', order: 'desc' },
};

export const PRODUCT_LIST_SPEC: ListSpec<Product> = {
  words: (p) => [p.name, p.category, personName(p.seller), p.seller.email],
  sort: {
    name: (p) => p.name,
    category: (p) => p.category,
    condition: (p) => p.condition,
    price: (p) => p.price.amount,
    seller: (p) => personName(p.seller),
    submittedAt: (p) => p.submittedAt,
    status: (p) => p.status,
    createdAt: (p) => p.createdAt,
  },
  filters: {
    status: reviewFilter,
    category: lazyFilter(() => PRODUCT_CATEGORIES, (p) => p.category),
    condition: { values: ['new', 'used'], of: (p) => p.condition },
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
};

/** The news list: the article worked on last first, under the Updated column's arrow. */
export const NEWS_LIST_SPEC: ListSpec<News> = {
  words: (n) => [n.title, n.summary, n.author.name],
  sort: {
    title: (n) => n.title,
    status: (n) => n.status,
    publishedAt: (n) => n.publishedAt,
    updatedAt: (n) => n.updatedAt,
    createdAt: (n) => n.createdAt,
  },
  filters: {
    status: lazyFilter(() => NEWS_STATUSES, (n) => n.status),
  },
  defaultSort: { field: 'updatedAt', order: 'desc' },
};

/** The contact messages' list: the newest message first. */
export const CONTACT_LIST_SPEC: ListSpec<ContactMessage> = {
  words: (m) => [m.name, m.email, m.phone, m.subject, m.message],
  sort: {
    name: (m) => m.name,
    email: (m) => m.email,
    subject: (m) => m.subject,
    status: (m) => m.status,
    createdAt: (m) => m.createdAt,
  },
  filters: {
    status: lazyFilter(() => CONTACT_STATUSES, (m) => m.status),
  },
  defaultSort: { field: 'createdAt', order: 'desc' },
};

/** The spec of each list of docs/api.md (`/users/dive-buddy` uses `users`). */
export const LIST_SPECS: {
  users: ListSpec<User>;
  diveMasters: ListSpec<User>;
  trips: ListSpec<Trip>;
  products: ListSpec<Product>;
  news: ListSpec<News>;
  contact: ListSpec<ContactMessage>;
} = {
  // Getters: in the ESM cycle through index.ts this module may still be initialising here.
  get users() {
    return USER_LIST_SPEC;
  },
  get diveMasters() {
    return DIVE_MASTER_LIST_SPEC;
  },
  get trips() {
    return TRIP_LIST_SPEC;
  },
  get products() {
    return PRODUCT_LIST_SPEC;
  },
  get news() {
    return NEWS_LIST_SPEC;
  },
  get contact() {
    return CONTACT_LIST_SPEC;
  },
};
