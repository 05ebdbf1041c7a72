import type { SVGProps } from 'react';
import { ICON_PATHS, MIRRORED_ICONS, type IconName } from './icon-paths';

/** Every icon name of the set, for pickers and tests. */
export const ICON_NAMES = Object.keys(ICON_PATHS) as IconName[];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'children'> {
  name: IconName;
}

/**
 * One icon of our inline-SVG set: 24×24, stroked in currentColor, decorative (`aria-hidden`) —
 * give the control around it the accessible name. Sized by CSS (`.icon`, 1.25em by default).
 * Direction-sensitive icons carry `data-mirror` so `[dir="rtl"]` flips them.
 */
export function Icon({ name, className, ...rest }: IconProps) {
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
      {ICON_PATHS[name].map((d) => <path key={d} d={d} />)}
    </svg>
  );
}
