/**
 * The appearance settings' monitor icon (the "system" colour mode), registered by the module that
 * draws it at its top level: only its screen loads it.
 */
import { registerIcons } from './icon-core';
import { rect } from './icon-shell';

export const MONITOR_ICON_PATHS = {
  monitor: [rect(2, 3, 20, 14, 2), 'M8 21h8', 'M12 17v4'],
} satisfies Record<string, readonly string[]>;

/** Makes it draw; call it at the top level of a module that draws it. */
export function registerMonitorIcon(): void {
  registerIcons(MONITOR_ICON_PATHS);
}
