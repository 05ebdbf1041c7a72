/**
 * Every URL of the back office in one table, so no path is a string literal scattered through
 * components (bulletproof-react's `paths`). Each kind of record names its pages alike: `all` (its
 * list), `create` (a new one), `details(id)` (one record's page, a function of its id) beside
 * `detailsPattern` (the route pattern it fills, which screens.tsx declares and
 * `useParams<typeof …>()` types). The signed-out URLs (sign-in, password recovery) are here too.
 */

import type { ActivityEntry, ActivityRecordKind, LegalType } from './contract';

export type ReviewStatusTab = 'all' | 'pending' | 'approved' | 'rejected';

/** Fills a pattern's single `:param` with an encoded value. */
const fill = (pattern: string) => (id: string) => pattern.replace(/:\w+/, encodeURIComponent(id));

const reviewQueue = (root: string) => ({
  root,
  all: `${root}/all`,
  pending: `${root}/pending`,
  approved: `${root}/approved`,
  rejected: `${root}/rejected`,
  status: (status: ReviewStatusTab) => `${root}/${status}`,
});

/** A record's page: the pattern and the function that fills it. */
const details = <P extends string>(pattern: P) => ({ detailsPattern: pattern, details: fill(pattern) });

export const paths = {
  root: '/',
  dashboards: { root: '/dashboards', home: '/dashboards/home' },
  management: { root: '/management', activity: '/management/activity', staff: '/management/staff' },
  // The users' pages are in the management section.
  users: { all: '/management/users', create: '/management/users/new', ...details('/management/users/:id') },
  diveMaster: { ...reviewQueue('/dive-master'), ...details('/dive-master/details/:id') },
  trips: { ...reviewQueue('/trips'), ...details('/trips/details/:id') },
  products: { ...reviewQueue('/products'), ...details('/products/view/:id') },
  news: { root: '/news', all: '/news/all', create: '/news/new', ...details('/news/edit/:id') },
  legal: {
    root: '/legal',
    terms: '/legal/terms-and-conditions',
    privacy: '/legal/privacy-policy',
    about: '/legal/about-us',
    contact: '/legal/contact-us',
  },
  contact: { root: '/contact', all: '/contact/all', ...details('/contact/messages/:id') },
  settings: {
    root: '/settings',
    general: '/settings/general',
    security: '/settings/security',
    appearance: '/settings/appearance',
  },
  login: '/login',
  password: {
    root: '/password',
    forgot: '/password/forgot-password',
    set: '/password/set-password',
  },
} as const;

/** Where a signed-in user lands by default. */
export const HOME_PATH = paths.dashboards.home;

/** The page of each kind of record an activity entry can name. Total, so a new kind is a compile error here. */
const RECORD_PAGES: Readonly<Record<ActivityRecordKind, (id: string, legalType: LegalType | undefined) => string | null>> = {
  trip: (id) => paths.trips.details(id),
  product: (id) => paths.products.details(id),
  diveMaster: (id) => paths.diveMaster.details(id),
  user: (id) => paths.users.details(id),
  news: (id) => paths.news.details(id),
  siteContact: () => paths.legal.contact,
  contact: (id) => paths.contact.details(id),
  // The app opens a legal document by its type; the entry names it by id.
  legal: (_id, type) => (type ? paths.legal[type] : null),
};

/**
 * The page of an entry's record, or null when there is none to open: no record (a sign-in), or a
 * legal document whose type is not known (`legalTypes` maps a document's id to its type).
 */
export function recordPath(record: ActivityEntry['record'], legalTypes?: ReadonlyMap<string, LegalType>): string | null {
  return record ? RECORD_PAGES[record.kind](record.id, legalTypes?.get(record.id)) : null;
}
