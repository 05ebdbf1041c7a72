/**
 * Every screen of the back office, declared once: its path, its module, who may see it, the locale
 * keys of its label (navigation, breadcrumb) and of its document title, and its section (which
 * gives the icon). The route table (routes.tsx), both layouts' navigation, the breadcrumb,
 * `document.title` and the "not available yet" screen are all read from here.
 *
 * Adding a screen: its page goes in its feature folder as a default export, and one entry goes
 * here, e.g.
 *   { path: paths.news.all, section: 'news', label: 'nav.items.allNews', title: 'titles.news.all',
 *     load: () => import('../features/news/pages/news-list') },
 * An entry without `load` (nor `component`) shows the "not available yet" screen. Pages that are
 * not navigation items (details, editors) say `nav: false`; patterns with `:id` come from paths.ts.
 * A screen of the shell names the permission it needs (`permission`, from the table the server enforces,
 * contract/staff.ts): the navigation, the palette and the route show it to the roles that hold it.
 */
import type { ComponentType } from 'react';
import type { QueryEndpoint } from '../lib/query';
import type { Params, RouteAccess } from '../lib/router';
import type { IconName } from '../ui';
import type { LegalType, Permission } from '../contract';
import type { ReviewKind } from '../features/reviews/api';
import { paths } from '../paths';
// The sign-in screen is in the first chunk: a signed-out visitor sees the form without waiting for
// a second round trip. Every other screen is a lazy chunk.
import Login from '../features/auth/pages/login';

export type SectionId =
  | 'dashboards' | 'management' | 'diveMaster' | 'trips' | 'products' | 'news' | 'legal' | 'contact' | 'settings';

/** A group of screens in the navigation, with its icon and the URL prefix of its screens. */
export interface Section {
  id: SectionId;
  /** Locale key of the section title. */
  label: string;
  icon: IconName;
  /** Every screen path of the section starts with it; visiting it alone goes to its first screen. */
  root: string;
  /** A layout around the section's screens (rendered with an `<Outlet />`). */
  layout?: () => Promise<{ default: ComponentType }>;
  /** Listed apart from the others, at the end of the navigation (settings). */
  end?: boolean;
}

/** What a screen of the shell needs: a permission, any of several, or only to be signed in. */
export type ScreenPermission = Permission | readonly Permission[] | 'self';

/** Where a screen renders: the signed-in shell, or one of the signed-out frames. */
export type ScreenFrame = 'shell' | 'sign-in' | 'password';

export interface ScreenDeclaration {
  /** Absolute route pattern, from paths.ts (`:id` params allowed). */
  path: string;
  /** Locale key of the page's name in the navigation and the breadcrumb. */
  label: string;
  /** Locale key of `document.title` (followed by " · Diving"). */
  title: string;
  /** The section it belongs to; required in the shell, none for the signed-out frames. */
  section?: SectionId;
  /** Default `'shell'`. */
  frame?: ScreenFrame;
  /**
   * What the signed-in admin's staff role must hold to open it (any of a list), or `'self'` for
   * every admin; required in the shell (test/app/screens.test.tsx), none for the signed-out frames.
   * The navigation and the palette leave the screen out for another role, and its URL shows a
   * screen saying the role cannot open it.
   */
  permission?: ScreenPermission;
  /** Default: `'protected'` in the shell, `'guest'` for sign-in, `'public'` for password recovery. */
  access?: RouteAccess;
  /** The page module, loaded on first visit (and preloaded when a link to it is hovered). */
  load?: () => Promise<{ default: ComponentType }>;
  /** A page bundled with the first chunk instead (the sign-in screen only). */
  component?: ComponentType;
  /** Listed in the navigation. Default true; false for details pages and editors. */
  nav?: boolean;
  /** The record the page shows: the shell notes it among the recent visits, with its title, once it has loaded. */
  record?: ScreenRecord;
}

/** A record a screen shows, as its page queries it. */
export interface ScreenRecord {
  /** The page's own query (loaded with its code), so noting the visit shares the page's request. */
  query(): Promise<QueryEndpoint<unknown, unknown>>;
  /** The query's argument, from the path's params. */
  arg(params: Params): unknown;
}

/** A ScreenRecord whose argument type is checked against its query's. */
const recordOf = <A,>(query: () => Promise<QueryEndpoint<A, unknown>>, arg: (params: Params) => A): ScreenRecord =>
  ({ query, arg }) as ScreenRecord;
const byId = (params: Params) => params.id ?? '';

export const SECTIONS: readonly Section[] = [
  { id: 'dashboards', label: 'nav.sections.dashboards', icon: 'home', root: paths.dashboards.root },
  { id: 'management', label: 'nav.sections.management', icon: 'users', root: paths.management.root },
  { id: 'diveMaster', label: 'nav.sections.diveMaster', icon: 'award', root: paths.diveMaster.root },
  { id: 'trips', label: 'nav.sections.trips', icon: 'anchor', root: paths.trips.root },
  { id: 'products', label: 'nav.sections.products', icon: 'package', root: paths.products.root },
  { id: 'news', label: 'nav.sections.news', icon: 'newspaper', root: paths.news.root },
  { id: 'legal', label: 'nav.sections.legal', icon: 'file-text', root: paths.legal.root },
  { id: 'contact', label: 'nav.sections.contact', icon: 'inbox', root: paths.contact.root },
  {
    id: 'settings', label: 'nav.sections.settings', icon: 'settings', root: paths.settings.root, end: true,
    layout: () => import('../features/settings/pages/settings-layout'),
  },
];

/** The four tabs of a review queue, then its details page. */
function reviewScreens(
  section: 'diveMaster' | 'trips' | 'products',
  queue: { all: string; pending: string; approved: string; rejected: string; load?: ScreenDeclaration['load'] },
  details: { path: string; label: string; load?: ScreenDeclaration['load']; kind: ReviewKind },
): ScreenDeclaration[] {
  const tabs = ['all', 'pending', 'approved', 'rejected'] as const;
  const record = recordOf(() => import('../features/reviews/api').then((api) => api.REVIEW_QUERIES[details.kind]), byId);
  return [
    ...tabs.map((tab): ScreenDeclaration => ({
      path: queue[tab], section, label: `nav.items.${tab}`, title: `titles.${section}.${tab}`, permission: 'office.read', load: queue.load,
    })),
    { path: details.path, section, label: details.label, title: details.label, nav: false, permission: 'office.read', load: details.load, record },
  ];
}

/** A legal text's page shows its latest version, named by its title. */
const legalRecord = (type: LegalType) => recordOf(() => import('../features/legal/api').then((api) => api.getLegal), () => type);

export const SCREENS: readonly ScreenDeclaration[] = [
  { path: paths.login, frame: 'sign-in', label: 'titles.login', title: 'titles.login', component: Login },
  {
    path: paths.password.forgot, frame: 'password', label: 'password.forgotTitle', title: 'password.forgotTitle',
    load: () => import('../features/auth/pages/forgot-password'),
  },
  {
    path: paths.password.set, frame: 'password', label: 'password.setTitle', title: 'password.setTitle',
    load: () => import('../features/auth/pages/set-password'),
  },

  {
    path: paths.dashboards.home, section: 'dashboards', label: 'nav.items.home', title: 'titles.dashboards.home', permission: 'office.read',
    load: () => import('../features/dashboard/pages/home'),
  },

  {
    path: paths.users.all, section: 'management', label: 'nav.items.users', title: 'titles.management.users', permission: 'people.read',
    load: () => import('../features/users/pages/users-list'),
  },
  {
    path: paths.users.create, section: 'management', label: 'users.screens.create', title: 'users.screens.create', nav: false, permission: 'people.write',
    load: () => import('../features/users/pages/user-create'),
  },
  {
    path: paths.users.detailsPattern, section: 'management', label: 'users.screens.details', title: 'users.screens.details', nav: false, permission: 'people.read',
    load: () => import('../features/users/pages/user-details'),
    record: recordOf(() => import('../features/users/api').then((api) => api.getUser), byId),
  },

  {
    path: paths.management.activity, section: 'management', label: 'nav.items.activity', title: 'titles.management.activity', permission: ['activity.readAll', 'activity.readOwn'],
    load: () => import('../features/activity/pages/activity-log'),
  },
  {
    path: paths.management.staff, section: 'management', label: 'nav.items.staff', title: 'titles.management.staff', permission: 'staff.manage',
    load: () => import('../features/staff/pages/staff-list'),
  },

  ...reviewScreens('diveMaster', { ...paths.diveMaster, load: () => import('../features/reviews/pages/dive-master-queue') }, {
    path: paths.diveMaster.detailsPattern, label: 'nav.details.diveMaster', kind: 'diveMaster', load: () => import('../features/reviews/pages/dive-master-details'),
  }),
  ...reviewScreens('trips', { ...paths.trips, load: () => import('../features/reviews/pages/trips-queue') }, {
    path: paths.trips.detailsPattern, label: 'nav.details.trip', kind: 'trip', load: () => import('../features/reviews/pages/trip-details'),
  }),
  ...reviewScreens('products', { ...paths.products, load: () => import('../features/reviews/pages/products-queue') }, {
    path: paths.products.detailsPattern, label: 'nav.details.product', kind: 'product', load: () => import('../features/reviews/pages/product-details'),
  }),

  {
    path: paths.news.all, section: 'news', label: 'nav.items.allNews', title: 'titles.news.all', permission: 'office.read',
    load: () => import('../features/news/pages/news-list'),
  },
  {
    path: paths.news.create, section: 'news', label: 'news.editor.createTitle', title: 'news.editor.createTitle', nav: false, permission: 'content.write',
    load: () => import('../features/news/pages/news-editor'),
  },
  {
    path: paths.news.detailsPattern, section: 'news', label: 'news.editor.editTitle', title: 'news.editor.editTitle', nav: false, permission: 'office.read',
    load: () => import('../features/news/pages/news-editor'),
    record: recordOf(() => import('../features/news/api').then((api) => api.getNews), byId),
  },

  {
    path: paths.legal.terms, section: 'legal', label: 'nav.items.terms', title: 'nav.items.terms', permission: 'office.read',
    load: () => import('../features/legal/pages/terms-and-conditions'),
    record: legalRecord('terms'),
  },
  {
    path: paths.legal.privacy, section: 'legal', label: 'nav.items.privacy', title: 'nav.items.privacy', permission: 'office.read',
    load: () => import('../features/legal/pages/privacy-policy'),
    record: legalRecord('privacy'),
  },
  {
    path: paths.legal.about, section: 'legal', label: 'nav.items.about', title: 'nav.items.about', permission: 'office.read',
    load: () => import('../features/legal/pages/about-us'),
    record: legalRecord('about'),
  },
  {
    path: paths.legal.contact, section: 'legal', label: 'nav.items.contactUs', title: 'titles.legal.contactUs', permission: 'office.read',
    load: () => import('../features/legal/pages/contact-us'),
  },

  {
    path: paths.contact.all, section: 'contact', label: 'nav.items.messages', title: 'titles.contact.all', permission: 'people.read',
    load: () => import('../features/contact/pages/messages-list'),
  },
  {
    path: paths.contact.detailsPattern, section: 'contact', label: 'contact.screens.details', title: 'contact.screens.details', nav: false, permission: 'people.read',
    load: () => import('../features/contact/pages/message-details'),
    record: recordOf(() => import('../features/contact/api').then((api) => api.getMessage), byId),
  },

  {
    path: paths.settings.general, section: 'settings', label: 'nav.items.general', title: 'titles.settings.general', permission: 'self',
    load: () => import('../features/settings/pages/general'),
  },
  {
    path: paths.settings.security, section: 'settings', label: 'nav.items.security', title: 'titles.settings.security', permission: 'self',
    load: () => import('../features/settings/pages/security'),
  },
  {
    path: paths.settings.appearance, section: 'settings', label: 'nav.items.appearance', title: 'titles.settings.appearance', permission: 'self',
    load: () => import('../features/settings/pages/appearance'),
  },
];
