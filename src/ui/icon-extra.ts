/**
 * Icons only a few screens draw, in three small groups so a screen loads only its own: this one
 * (the contact messages' mail, the appearance picker's monitor, a dive master's certificate link),
 * icon-drop.ts (the picture drop zone and the delete button) and icon-accounts.ts (the users'
 * screens). A module that draws one calls its group's register function at its top level.
 */
import { registerIcons } from './icon-core';
import { rect } from './icon-shell';

/** The mail, monitor and external-link icons. */
export const EXTRA_ICON_PATHS = {
  mail: [rect(2, 4, 20, 16, 2), 'm22 7-10 6L2 7'],
  monitor: [rect(2, 3, 20, 14, 2), 'M8 21h8', 'M12 17v4'],
  'external-link': ['M15 3h6v6', 'M10 14 21 3', 'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6'],
} satisfies Record<string, readonly string[]>;

/** Makes these icons draw; call it at the top level of a module that draws one. */
export function registerExtraIcons(): void {
  registerIcons(EXTRA_ICON_PATHS);
}
