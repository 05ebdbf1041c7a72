/**
 * The whole icon set: the sign-in shapes (icon-core.ts, in the first chunk) and the others
 * (icon-shapes.ts). Importing it makes every name draw at once; the bundle brings it only where
 * ICON_PATHS or ICON_NAMES are used (build.mjs resolves barrel imports to their files).
 */
import { BOOT_ICON_PATHS, registerIcons } from './icon-core';
import { MORE_ICON_PATHS } from './icon-shapes';

export { MIRRORED_ICONS } from './icon-core';

/** Every icon by name, each a list of path `d` strings on a 24×24 grid. */
export const ICON_PATHS = { ...BOOT_ICON_PATHS, ...MORE_ICON_PATHS };

/** The name of one icon of the set. */
export type IconName = keyof typeof ICON_PATHS;

/** Every icon name of the set, for pickers and tests. */
export const ICON_NAMES = Object.keys(ICON_PATHS) as IconName[];

registerIcons(ICON_PATHS);
