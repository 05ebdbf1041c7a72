/**
 * The icons of the users' screens: a new user, block and unblock. Registered by the modules that
 * draw them, at their top level.
 */
import { registerIcons } from './icon-core';
import { circle, rect } from './icon-shell';

/** The user-plus, ban and unlock icons. */
export const ACCOUNT_ICON_PATHS = {
  'user-plus': [circle(9, 7, 4), 'M2 21v-2a4 4 0 0 1 4-4h6a4 4 0 0 1 4 4v2', 'M19 8v6', 'M22 11h-6'],
  ban: [circle(12, 12, 10), 'm4.93 4.93 14.14 14.14'],
  unlock: [rect(3, 11, 18, 11, 2), 'M7 11V7a5 5 0 0 1 9.9-1'],
} satisfies Record<string, readonly string[]>;

/** Makes these icons draw; call it at the top level of a module that draws one. */
export function registerAccountIcons(): void {
  registerIcons(ACCOUNT_ICON_PATHS);
}
