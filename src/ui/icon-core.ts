/**
 * The few icon shapes the sign-in screen draws, kept out of the rest of the set (icon-shapes.ts)
 * so the first chunk stays small, and the table `<Icon>` reads from: these shapes at once, the rest
 * once icon-paths.ts has run or icons.tsx has loaded them on demand.
 */
import type { IconName } from './icon-paths';

/** A full circle as a path (icon-shapes.ts has its own: neither module imports the other). */
const circle = (cx: number, cy: number, r: number): string =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;

const wave = (y: number) => `M2 ${y}c.6.5 1.2 1 2.5 1C7 ${y + 1} 7 ${y - 1} 9.5 ${y - 1}c2.6 0 2.4 2 5 2 2.5 0 2.5-2 5-2 1.3 0 1.9.5 2.5 1`;

/** The icons of the first screen (sign-in, its header and its error messages). */
export const BOOT_ICON_PATHS = {
  globe: [circle(12, 12, 10), 'M2 12h20', 'M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10Z'],
  sun: [circle(12, 12, 4), 'M12 2v2', 'M12 20v2', 'm4.93 4.93 1.41 1.41', 'm17.66 17.66 1.41 1.41', 'M2 12h2', 'M20 12h2', 'm6.34 17.66-1.41 1.41', 'm19.07 4.93-1.41 1.41'],
  moon: ['M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z'],
  'alert-triangle': ['m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3Z', 'M12 9v4', 'M12 17h.01'],
  eye: ['M2 12s3-7 10-7 10 7 10 7-3 7-10 7-10-7-10-7Z', circle(12, 12, 3)],
  'eye-off': [
    'M9.88 9.88a3 3 0 1 0 4.24 4.24', 'M10.73 5.08A10.43 10.43 0 0 1 12 5c7 0 10 7 10 7a13.16 13.16 0 0 1-1.67 2.68',
    'M6.61 6.61A13.53 13.53 0 0 0 2 12s3 7 10 7a9.74 9.74 0 0 0 5.39-1.61', 'm2 2 20 20',
  ],
  waves: [wave(6), wave(12), wave(18)],
} satisfies Record<string, readonly string[]>;

/** Icons that point along the reading direction; CSS mirrors them in right-to-left pages. */
export const MIRRORED_ICONS: ReadonlySet<IconName> = new Set<IconName>([
  'chevron-left', 'chevron-right', 'chevrons-left', 'chevrons-right', 'arrow-left', 'arrow-right',
  'logout', 'external-link',
]);

const known = new Map<string, readonly string[]>(Object.entries(BOOT_ICON_PATHS));

/** Adds shapes to the table `<Icon>` draws from. */
export function registerIcons(table: Readonly<Record<string, readonly string[]>>): void {
  for (const [name, paths] of Object.entries(table)) known.set(name, paths);
}

/** The path data of one icon, or undefined while its part of the set has not loaded. */
export function iconPathsOf(name: IconName): readonly string[] | undefined {
  return known.get(name);
}
