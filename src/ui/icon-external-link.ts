/**
 * The external-link icon (a dive master's certificate document), registered by the module that
 * draws it at its top level: only its screen loads it.
 */
import { registerIcons } from './icon-core';

export const EXTERNAL_LINK_ICON_PATHS = {
  'external-link': ['M15 3h6v6', 'M10 14 21 3', 'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6'],
} satisfies Record<string, readonly string[]>;

/** Makes it draw; call it at the top level of a module that draws it. */
export function registerExternalLinkIcon(): void {
  registerIcons(EXTERNAL_LINK_ICON_PATHS);
}
