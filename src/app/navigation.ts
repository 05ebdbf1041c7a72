/**
 * The navigation, read from the screen declarations (screens.tsx): sections with their listed pages,
 * which screen a path shows, and which of them the signed-in admin's staff role may open. Both
 * layouts, the breadcrumb, the palette and the "not available yet" and "not for your role" screens
 * use it, so a page is named, and its permission declared, in one place.
 */
import { useMemo } from 'react';
import { accessAdmits, type StaffRole } from '../contract';
import { useStaffAccess } from '../lib/auth';
import { matchRoutes, type Params } from '../lib/router';
import type { IconName } from '../ui';
import { SCREENS, SECTIONS, type ScreenDeclaration, type ScreenPermission, type SectionId } from './screens';

export interface NavItem {
  path: string;
  /** Locale key of the label. */
  label: string;
  /** What the staff role must hold to open it. */
  permission: ScreenPermission;
}

/**
 * True when an admin of `role` may open a screen declared with `permission`; one the declaration
 * forgot (test/app/screens.test.tsx fails on it) is open to every admin, as the server's `self`.
 */
export function roleMayOpen(role: StaffRole | null, permission: ScreenPermission | undefined): boolean {
  return accessAdmits(permission ?? 'self', role !== null, role);
}

export interface NavSection {
  id: SectionId;
  /** Locale key of the section title. */
  label: string;
  icon: IconName;
  /** The section's own route; every item path starts with it. */
  root: string;
  items: NavItem[];
}

const toNav = (section: (typeof SECTIONS)[number]): NavSection => ({
  id: section.id,
  label: section.label,
  icon: section.icon,
  root: section.root,
  items: SCREENS.filter((s) => s.section === section.id && s.nav !== false)
    .map((s) => ({ path: s.path, label: s.label, permission: s.permission ?? 'self' })),
});

/** The sections of the main navigation, in order. */
export const NAV_SECTIONS: readonly NavSection[] = SECTIONS.filter((s) => !s.end).map(toNav);

/** The settings section, listed apart at the end of the navigation. */
export const SETTINGS_SECTION: NavSection = toNav(SECTIONS.find((s) => s.end) ?? SECTIONS[0]);

/** `section` with only the items `role` may open; null when none is left. */
function sectionFor(section: NavSection, role: StaffRole | null): NavSection | null {
  const items = section.items.filter((item) => roleMayOpen(role, item.permission));
  if (items.length === section.items.length) return section;
  return items.length > 0 ? { ...section, items } : null;
}

/** The navigation as `role` sees it: the sections and items it may open, settings apart. */
export function navigationFor(role: StaffRole | null): { sections: NavSection[]; settings: NavSection | null } {
  return {
    sections: NAV_SECTIONS.flatMap((section) => sectionFor(section, role) ?? []),
    settings: sectionFor(SETTINGS_SECTION, role),
  };
}

/** The navigation as the signed-in admin's staff role sees it (it follows a role changed live). */
export function useNavigation(): { sections: NavSection[]; settings: NavSection | null } {
  const { role } = useStaffAccess();
  return useMemo(() => navigationFor(role), [role]);
}

const SHELL_SCREENS = SCREENS.filter((s) => s.section !== undefined);

/** The signed-in screen a path shows (details pages included) with the path's params, if any. */
export function screenMatchOf(pathname: string): { screen: ScreenDeclaration; params: Params } | undefined {
  const match = matchRoutes(SHELL_SCREENS, pathname)?.at(-1);
  return match ? { screen: match.route, params: match.params } : undefined;
}

/** The signed-in screen a path shows (details pages included), if any. */
export function screenOf(pathname: string): ScreenDeclaration | undefined {
  return screenMatchOf(pathname)?.screen;
}

const within = (pathname: string, root: string) => pathname === root || pathname.startsWith(`${root}/`);

/** The section a path belongs to, if any. */
export function sectionOf(pathname: string): NavSection | undefined {
  return [...NAV_SECTIONS, SETTINGS_SECTION].find((s) => within(pathname, s.root));
}

/** The label key of the page at `pathname`: its screen's label (a details page's too). */
export function pageLabelOf(pathname: string): string | undefined {
  return screenOf(pathname)?.label;
}
