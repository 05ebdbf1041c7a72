/**
 * The contact messages' mail icon (the list's empty state, a message's reply button), registered
 * by the modules that draw it at their top level: only their screens load it.
 */
import { registerIcons } from './icon-core';
import { rect } from './icon-shell';

export const MAIL_ICON_PATHS = {
  mail: [rect(2, 4, 20, 16, 2), 'm22 7-10 6L2 7'],
} satisfies Record<string, readonly string[]>;

/** Makes it draw; call it at the top level of a module that draws it. */
export function registerMailIcon(): void {
  registerIcons(MAIL_ICON_PATHS);
}
