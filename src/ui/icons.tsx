import type { SVGProps } from 'react';
import { onDemand, useOnDemand } from '../lib/on-demand';
import { MIRRORED_ICONS, iconPathsOf, registerIcons } from './icon-core';
import type { IconName } from './icon-paths';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'children'> {
  name: IconName;
}

/**
 * Every icon beyond the sign-in ones (its own chunk), loaded only when an icon nobody registered is
 * drawn: the shell registers its icons and a screen's code those it alone draws (icon-shell.ts,
 * icon-accounts.ts…), so a screen loads only the icons it draws.
 */
const fullSet = onDemand(async () => {
  const shapes = await import('./icon-shapes');
  registerIcons(shapes.MORE_ICON_PATHS);
  return shapes;
});

/**
 * One icon of our inline-SVG set: 24×24, stroked in currentColor, decorative (`aria-hidden`) —
 * give the control around it the accessible name. Sized by CSS (`.icon`, 1.25em by default).
 * Direction-sensitive icons carry `data-mirror` so `[dir="rtl"]` flips them. An icon nobody
 * registered draws empty until the whole set arrives.
 */
export function Icon({ name, className, ...rest }: IconProps) {
  const paths = iconPathsOf(name);
  useOnDemand(fullSet, paths === undefined); // re-renders once the set is in
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
