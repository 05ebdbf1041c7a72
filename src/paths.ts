/**
 * Every URL of the back office in one table, so no path is a string literal scattered through
 * components (bulletproof-react's `paths`). Detail paths are functions of their id. The signed-out
 * URLs live in public-paths.ts (the sign-in screen's first chunk imports only those).
 */
import { publicPaths } from './public-paths';

export type ReviewStatusTab = 'all' | 'pending' | 'approved' | 'rejected';

const reviewQueue = (root: string) => ({
  root,
  all: `${root}/all`,
  status: (status: ReviewStatusTab) => `${root}/${status}`,
});

export const paths = {
  root: '/',
  dashboards: { root: '/dashboards', home: '/dashboards/home' },
  management: { root: '/management', users: '/management/users' },
  diveMaster: { ...reviewQueue('/dive-master'), details: (id: string) => `/dive-master/details/${encodeURIComponent(id)}` },
  trips: { ...reviewQueue('/trips'), details: (id: string) => `/trips/details/${encodeURIComponent(id)}` },
  products: { ...reviewQueue('/products'), view: (id: string) => `/products/view/${encodeURIComponent(id)}` },
  news: { root: '/news', all: '/news/all' },
  legal: {
    root: '/legal',
    terms: '/legal/terms-and-conditions',
    privacy: '/legal/privacy-policy',
    about: '/legal/about-us',
    contact: '/legal/contact-us',
  },
  contact: { root: '/contact', all: '/contact/all' },
  settings: {
    root: '/settings',
    general: '/settings/general',
    security: '/settings/security',
    appearance: '/settings/appearance',
  },
  ...publicPaths,
} as const;

/** Where a signed-in user lands by default. */
export const HOME_PATH = paths.dashboards.home;
