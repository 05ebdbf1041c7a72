/**
 * The icons of the picture drop zone (image-drop-field.tsx) and of delete buttons: registered by
 * the forms that show one (a user's creation, a news article's editor) at their top level.
 */
import { registerIcons } from './icon-core';
import { circle, rect } from './icon-shell';

/** The image, upload, copy and trash icons. */
export const DROP_ICON_PATHS = {
  image: [rect(3, 3, 18, 18, 2), circle(9, 9, 2), 'm21 15-3.09-3.09a2 2 0 0 0-2.82 0L6 21'],
  upload: ['M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4', 'm17 8-5-5-5 5', 'M12 3v12'],
  copy: [rect(9, 9, 13, 13, 2), 'M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1'],
  trash: ['M3 6h18', 'M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6', 'M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2', 'M10 11v6', 'M14 11v6'],
} satisfies Record<string, readonly string[]>;

/** Makes these icons draw; call it at the top level of a module that draws one. */
export function registerDropIcons(): void {
  registerIcons(DROP_ICON_PATHS);
}
