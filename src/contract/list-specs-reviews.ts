/** The review queues' lists (dive masters, trips, products): their search, sorts and filters. */
import { lazyFilter, type ListSpec } from './list';
import { personName, PRODUCT_CATEGORIES, REVIEW_STATUSES, type Product, type Trip, type User } from './index';

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
