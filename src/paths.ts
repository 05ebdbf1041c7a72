/**
 * Every URL of the back office in one table, so no path is a string literal scattered through
 * components (bulletproof-react's `paths`). Detail paths are functions of their id, each beside the
 * route pattern it fills (`detailsPattern`), which screens.tsx declares and `useParams<typeof …>()`
 * types. The signed-out URLs (sign-in, password recovery) are in the same table.
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

const DIVE_MASTER_DETAILS = '/dive-master/details/:id';
const TRIP_DETAILS = '/trips/details/:id';
const PRODUCT_VIEW = '/products/view/:id';
const USER_DETAILS = '/management/users/:id';
const NEWS_EDIT = '/news/edit/:id';
const MESSAGE_DETAILS = '/contact/messages/:id';

export const paths = {
  root: '/',
  dashboards: { root: '/dashboards', home: '/dashboards/home' },
  management: {
    root: '/management',
    users: '/management/users',
    activity: '/management/activity',
    newUser: '/management/users/new',
    userPattern: USER_DETAILS,
    user: fill(USER_DETAILS),
  },
  diveMaster: { ...reviewQueue('/dive-master'), detailsPattern: DIVE_MASTER_DETAILS, details: fill(DIVE_MASTER_DETAILS) },
  trips: { ...reviewQueue('/trips'), detailsPattern: TRIP_DETAILS, details: fill(TRIP_DETAILS) },
  products: { ...reviewQueue('/products'), viewPattern: PRODUCT_VIEW, view: fill(PRODUCT_VIEW) },
  news: { root: '/news', all: '/news/all', create: '/news/new', editPattern: NEWS_EDIT, edit: fill(NEWS_EDIT) },
  legal: {
    root: '/legal',
    terms: '/legal/terms-and-conditions',
    privacy: '/legal/privacy-policy',
    about: '/legal/about-us',
    contact: '/legal/contact-us',
  },
  contact: { root: '/contact', all: '/contact/all', messagePattern: MESSAGE_DETAILS, message: fill(MESSAGE_DETAILS) },
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
  product: (id) => paths.products.view(id),
  diveMaster: (id) => paths.diveMaster.details(id),
  user: (id) => paths.management.user(id),
  news: (id) => paths.news.edit(id),
  siteContact: () => paths.legal.contact,
  contact: (id) => paths.contact.message(id),
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
