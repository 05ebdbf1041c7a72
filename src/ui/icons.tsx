/**
 * `<Icon>`: one icon of our inline-SVG set (icon-paths.ts). The sign-in page's few shapes are here,
 * so that page draws them with its first paint; the rest of the set is one module that loads with
 * the signed-in shell and the password pages (app/routes.tsx calls `loadIcons`), or when an icon
 * outside these few is first drawn.
 */
import type { SVGProps } from 'react';
import { lazyModule, useLazyModule } from '../lib/lazy';
import type { IconName } from './icon-paths';

/** A full circle as a path. */
const circle = (cx: number, cy: number, r: number): string =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;

const wave = (y: number) => `M2 ${y}c.6.5 1.2 1 2.5 1C7 ${y + 1} 7 ${y - 1} 9.5 ${y - 1}c2.6 0 2.4 2 5 2 2.5 0 2.5-2 5-2 1.3 0 1.9.5 2.5 1`;

/** The icons of the sign-in page (its header, its password field, its error messages). */
export const SIGN_IN_ICON_PATHS = {
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

const iconSet = lazyModule(() => import('./icon-paths'));

/** Loads the whole set now, so a screen about to show draws its icons on its first paint; never rejects. */
export const loadIcons = (): Promise<void> => iconSet.preload();

/** The path data of one icon, or undefined while the set it is in has not loaded. */
export function iconPathsOf(name: IconName): readonly string[] | undefined {
  const signIn: Readonly<Record<string, readonly string[]>> = SIGN_IN_ICON_PATHS;
  return signIn[name] ?? iconSet.current?.ICON_PATHS[name];
}

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'children'> {
  name: IconName;
}

/**
 * One icon: 24×24, stroked in currentColor, decorative (`aria-hidden`) — give the control around
 * it the accessible name. Sized by CSS (`.icon`, 1.25em by default). Direction-sensitive icons
 * carry `data-mirror` so `[dir="rtl"]` flips them. Drawn before the set has loaded, it is empty
 * until the set is there.
 */
export function Icon({ name, className, ...rest }: IconProps) {
  const paths = iconPathsOf(name);
  useLazyModule(iconSet, paths === undefined); // re-renders once the set is in
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      data-mirror={MIRRORED_ICONS.has(name) ? '' : undefined}
      className={className ? `icon ${className}` : 'icon'}
      {...rest}
    >
      {paths?.map((d) => <path key={d} d={d} />)}
    </svg>
  );
}
