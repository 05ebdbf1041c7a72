/**
 * The navigation of PRODUCT.md as data: sections, their pages and icons. Both layouts, the
 * breadcrumb and the "not available yet" screen read it, so a page is named in one place.
 */
import { paths } from '../paths';
import type { IconName } from '../ui';

export interface NavItem {
  path: string;
  /** Locale key of the label. */
  label: string;
}

export interface NavSection {
  id: string;
  /** Locale key of the section title. */
  label: string;
  icon: IconName;
  /** The section's own route; every item path starts with it. */
  root: string;
  items: NavItem[];
}

const queue = (q: { all: string; status(s: 'pending' | 'approved' | 'rejected'): string }): NavItem[] => [
  { path: q.all, label: 'nav.items.all' },
  { path: q.status('pending'), label: 'nav.items.pending' },
  { path: q.status('approved'), label: 'nav.items.approved' },
  { path: q.status('rejected'), label: 'nav.items.rejected' },
];

export const NAV_SECTIONS: readonly NavSection[] = [
  { id: 'dashboards', label: 'nav.sections.dashboards', icon: 'home', root: paths.dashboards.root, items: [{ path: paths.dashboards.home, label: 'nav.items.home' }] },
  { id: 'management', label: 'nav.sections.management', icon: 'users', root: paths.management.root, items: [{ path: paths.management.users, label: 'nav.items.users' }] },
  { id: 'diveMaster', label: 'nav.sections.diveMaster', icon: 'award', root: paths.diveMaster.root, items: queue(paths.diveMaster) },
  { id: 'trips', label: 'nav.sections.trips', icon: 'anchor', root: paths.trips.root, items: queue(paths.trips) },
  { id: 'products', label: 'nav.sections.products', icon: 'package', root: paths.products.root, items: queue(paths.products) },
  { id: 'news', label: 'nav.sections.news', icon: 'newspaper', root: paths.news.root, items: [{ path: paths.news.all, label: 'nav.items.allNews' }] },
  {
    id: 'legal', label: 'nav.sections.legal', icon: 'file-text', root: paths.legal.root,
    items: [
      { path: paths.legal.terms, label: 'nav.items.terms' },
      { path: paths.legal.privacy, label: 'nav.items.privacy' },
      { path: paths.legal.about, label: 'nav.items.about' },
      { path: paths.legal.contact, label: 'nav.items.contactUs' },
    ],
  },
  { id: 'contact', label: 'nav.sections.contact', icon: 'inbox', root: paths.contact.root, items: [{ path: paths.contact.all, label: 'nav.items.messages' }] },
];

export const SETTINGS_SECTION: NavSection = {
  id: 'settings', label: 'nav.sections.settings', icon: 'settings', root: paths.settings.root,
  items: [
    { path: paths.settings.general, label: 'nav.items.general' },
    { path: paths.settings.security, label: 'nav.items.security' },
    { path: paths.settings.appearance, label: 'nav.items.appearance' },
  ],
};

const within = (pathname: string, root: string) => pathname === root || pathname.startsWith(`${root}/`);

/** The section a path belongs to, if any. */
export function sectionOf(pathname: string): NavSection | undefined {
  return [...NAV_SECTIONS, SETTINGS_SECTION].find((s) => within(pathname, s.root));
}

/** The label key of the page at `pathname`: its nav item, or the details page of its section. */
export function pageLabelOf(pathname: string): string | undefined {
  const section = sectionOf(pathname);
  if (!section) return undefined;
  const item = section.items.find((i) => i.path === pathname);
  if (item) return item.label;
  if (pathname.startsWith(`${paths.diveMaster.root}/details/`)) return 'nav.details.diveMaster';
  if (pathname.startsWith(`${paths.trips.root}/details/`)) return 'nav.details.trip';
  if (pathname.startsWith(`${paths.products.root}/view/`)) return 'nav.details.product';
  return undefined;
}
