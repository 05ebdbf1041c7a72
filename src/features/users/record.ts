/**
 * A user as the screens show one: the name, the avatar's initials and stable hue, and the values
 * the list's filters offer. Pure, and apart from the forms' rules (model.ts), which the list does
 * not need.
 */
import type { Role, User, UserStatus } from '../../contract';
import { safeRedirect } from '../../lib/router';
import { paths } from '../../paths';

/** The role filter's values, in the order the chips show them (divers are "dive buddies"). */
export const ROLE_FILTERS: readonly Role[] = ['admin', 'diveMaster', 'diver'];
export const STATUS_FILTERS: readonly UserStatus[] = ['active', 'blocked'];

/** "AR": the first letter of each name, upper case in the name's own script. */
export function initialsOf(user: Pick<User, 'firstName' | 'lastName'>): string {
  const first = [...user.firstName.trim()][0] ?? '';
  const last = [...user.lastName.trim()][0] ?? '';
  return `${first}${last}`.toLocaleUpperCase();
}

/** One of the avatar's five tints (0–4), the same for a user every time. */
export function hueOf(id: string): number {
  let hash = 0;
  for (let i = 0; i < id.length; i++) hash = (hash * 31 + id.charCodeAt(i)) >>> 0;
  return hash % 5;
}

/** A user's page, remembering the list view `from` (path and query) it was opened from. */
export function userHref(id: string, from?: string): string {
  const base = paths.users.details(id);
  return from ? `${base}?from=${encodeURIComponent(from)}` : base;
}

/**
 * Where "All users" goes: the list as the admin left it (the `from` of the page's URL, when it is
 * a same-site view of the users list), else the whole list.
 */
export function usersBackHref(from: string | null): string {
  const safe = safeRedirect(from);
  if (!safe) return paths.users.all;
  const url = new URL(safe, 'http://local');
  return url.pathname === paths.users.all ? url.pathname + url.search : paths.users.all;
}
