/**
 * The navigation, read from the screen declarations (screens.tsx): sections with their listed pages,
 * and which screen a path shows. Both layouts, the breadcrumb and the "not available yet" screen
 * use it, so a page is named in one place.
 */
import { matchRoutes, type Params } from '../lib/router';
import type { IconName } from '../ui';
import { SCREENS, SECTIONS, type ScreenDeclaration, type SectionId } from './screens';

export interface NavItem {
  path: string;
  /** Locale key of the label. */
  label: string;
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
  items: SCREENS.filter((s) => s.section === section.id && s.nav !== false).map((s) => ({ path: s.path, label: s.label })),
});

/** The sections of the main navigation, in order. */
export const NAV_SECTIONS: readonly NavSection[] = SECTIONS.filter((s) => !s.end).map(toNav);

/** The settings section, listed apart at the end of the navigation. */
export const SETTINGS_SECTION: NavSection = toNav(SECTIONS.find((s) => s.end) ?? SECTIONS[0]);

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
