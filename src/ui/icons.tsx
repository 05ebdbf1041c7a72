import { useEffect, useState, type SVGProps } from 'react';
import { MIRRORED_ICONS, iconPathsOf, registerIcons } from './icon-core';
import type { IconName } from './icon-paths';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'children'> {
  name: IconName;
}

let loading: Promise<void> | null = null;

/**
 * Loads the whole icon set (its own chunk; the sign-in icons are in the first one). Screens loaded
 * on demand call it with their code so their icons draw on the first paint; a failure retries next time.
 */
export function loadIcons(): Promise<void> {
  loading ??= import('./icon-shapes').then(
    (shapes) => registerIcons(shapes.MORE_ICON_PATHS),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * One icon of our inline-SVG set: 24×24, stroked in currentColor, decorative (`aria-hidden`) —
 * give the control around it the accessible name. Sized by CSS (`.icon`, 1.25em by default).
 * Direction-sensitive icons carry `data-mirror` so `[dir="rtl"]` flips them. An icon outside the
 * loaded part of the set draws empty until the set arrives.
 */
export function Icon({ name, className, ...rest }: IconProps) {
  const paths = iconPathsOf(name);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (paths) return;
    let live = true;
    loadIcons().then(() => live && setLoaded((n) => n + 1), () => undefined);
    return () => {
      live = false;
    };
  }, [paths]);
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
