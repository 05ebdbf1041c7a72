/**
 * The icon set: every icon by name, each a list of SVG path `d` strings on a 24×24 grid, drawn with
 * a 1.75 stroke in currentColor by `<Icon>` (icons.tsx). The shapes are drawn for this project;
 * several follow the geometry of Feather (MIT) and Lucide (ISC), whose notice is in the README.
 * The few the sign-in page draws are in icons.tsx, so that page draws them at once; `<Icon>` loads
 * this module with the signed-in shell or the password pages, or when it first draws another icon.
 * A new icon goes in `OTHER_ICON_PATHS`, under its name.
 */
import { SIGN_IN_ICON_PATHS } from './icons';

/** A full circle as a path. */
const circle = (cx: number, cy: number, r: number): string =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;

/** A rectangle with rounded corners as a path. */
const rect = (x: number, y: number, w: number, h: number, rx = 0): string =>
  `M${x + rx} ${y}h${w - 2 * rx}a${rx} ${rx} 0 0 1 ${rx} ${rx}v${h - 2 * rx}a${rx} ${rx} 0 0 1 ${-rx} ${rx}` +
  `h${-(w - 2 * rx)}a${rx} ${rx} 0 0 1 ${-rx} ${-rx}v${-(h - 2 * rx)}a${rx} ${rx} 0 0 1 ${rx} ${-rx}Z`;

/** A cog: `teeth` trapezoid teeth on an inner circle, for the settings icon. */
function gear(teeth: number, inner: number, outer: number): string {
  const step = (2 * Math.PI) / teeth;
  const at = (r: number, a: number) => `${(12 + r * Math.cos(a)).toFixed(2)} ${(12 + r * Math.sin(a)).toFixed(2)}`;
  let d = '';
  for (let i = 0; i < teeth; i += 1) {
    const a = i * step - Math.PI / 2;
    d += `${i === 0 ? 'M' : 'A'}${i === 0 ? '' : `${inner} ${inner} 0 0 1 `}${at(inner, a - step * 0.3)}`;
    d += `L${at(outer, a - step * 0.17)}L${at(outer, a + step * 0.17)}L${at(inner, a + step * 0.3)}`;
  }
  return `${d}A${inner} ${inner} 0 0 1 ${at(inner, -Math.PI / 2 - step * 0.3)}Z`;
}

const x = ['M18 6 6 18', 'm6 6 12 12'];
const userBody = 'M2 21v-2a4 4 0 0 1 4-4h6a4 4 0 0 1 4 4v2';

/** Every icon but the sign-in ones; aliases (`x`/`close`) share a shape. */
export const OTHER_ICON_PATHS = {
  menu: ['M4 6h16', 'M4 12h16', 'M4 18h16'],
  close: x,
  x,
  'chevron-left': ['m15 18-6-6 6-6'],
  'chevron-right': ['m9 18 6-6-6-6'],
  'chevron-down': ['m6 9 6 6 6-6'],
  'chevrons-left': ['m11 17-5-5 5-5', 'm18 17-5-5 5-5'],
  'chevrons-right': ['m6 17 5-5-5-5', 'm13 17 5-5-5-5'],
  'arrow-left': ['M19 12H5', 'm12 19-7-7 7-7'],
  'arrow-right': ['M5 12h14', 'm12 5 7 7-7 7'],
  search: [circle(11, 11, 7), 'm21 21-4.35-4.35'],
  user: [circle(12, 8, 4), 'M4 21a8 8 0 0 1 16 0'],
  users: [circle(9, 7, 4), userBody, 'M16 3.13a4 4 0 0 1 0 7.75', 'M22 21v-2a4 4 0 0 0-3-3.87'],
  logout: ['M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4', 'm16 17 5-5-5-5', 'M21 12H9'],
  settings: [gear(8, 7.6, 10), circle(12, 12, 3)],
  palette: [
    'M12 2a10 10 0 0 0 0 20c1.1 0 2-.9 2-2 0-.5-.2-1-.5-1.3-.3-.4-.5-.8-.5-1.3 0-1.1.9-2 2-2h2.4A5.6 5.6 0 0 0 22 10c0-4.4-4.5-8-10-8Z',
    circle(7.5, 11, 1), circle(10.5, 7, 1), circle(15.5, 7.5, 1),
  ],
  lock: [rect(3, 11, 18, 11, 2), 'M7 11V7a5 5 0 0 1 10 0v4'],
  home: ['m3 10 9-7 9 7v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2Z', 'M9 22V12h6v10'],
  inbox: ['M22 12h-6l-2 3h-4l-2-3H2', 'M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11Z'],
  newspaper: [
    'M4 22h16a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2H8a2 2 0 0 0-2 2v16a2 2 0 0 1-2 2Zm0 0a2 2 0 0 1-2-2v-9c0-1.1.9-2 2-2h2',
    'M18 14h-8', 'M15 18h-5', 'M10 6h8v4h-8Z',
  ],
  'file-text': ['M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8Z', 'M14 2v6h6', 'M16 13H8', 'M16 17H8', 'M10 9H8'],
  anchor: [circle(12, 5, 3), 'M12 22V8', 'M5 12H2a10 10 0 0 0 20 0h-3'],
  package: [
    'm7.5 4.27 9 5.15', 'M21 8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.73l7 4a2 2 0 0 0 2 0l7-4A2 2 0 0 0 21 16Z',
    'm3.3 7 8.7 5 8.7-5', 'M12 22V12',
  ],
  award: [circle(12, 8, 6), 'M15.48 12.89 17 22l-5-3-5 3 1.52-9.11'],
  check: ['M20 6 9 17l-5-5'],
  minus: ['M5 12h14'],
  plus: ['M12 5v14', 'M5 12h14'],
  info: [circle(12, 12, 10), 'M12 16v-4', 'M12 8h.01'],
  'check-circle': [circle(12, 12, 10), 'm9 12 2 2 4-4'],
  'x-circle': [circle(12, 12, 10), 'm15 9-6 6', 'm9 9 6 6'],
  'sort-asc': ['m7 14 5-5 5 5'],
  'sort-desc': ['m7 10 5 5 5-5'],
  'sort-none': ['m7 15 5 5 5-5', 'm7 9 5-5 5 5'],
  refresh: ['M21 12a9 9 0 0 0-9-9 9.75 9.75 0 0 0-6.74 2.74L3 8', 'M3 3v5h5', 'M3 12a9 9 0 0 0 9 9 9.75 9.75 0 0 0 6.74-2.74L21 16', 'M16 16h5v5'],
  mail: [rect(2, 4, 20, 16, 2), 'm22 7-10 6L2 7'],
  monitor: [rect(2, 3, 20, 14, 2), 'M8 21h8', 'M12 17v4'],
  'external-link': ['M15 3h6v6', 'M10 14 21 3', 'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6'],
  image: [rect(3, 3, 18, 18, 2), circle(9, 9, 2), 'm21 15-3.09-3.09a2 2 0 0 0-2.82 0L6 21'],
  upload: ['M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4', 'm17 8-5-5-5 5', 'M12 3v12'],
  download: ['M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4', 'm7 10 5 5 5-5', 'M12 15V3'],
  copy: [rect(9, 9, 13, 13, 2), 'M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1'],
  trash: ['M3 6h18', 'M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6', 'M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2', 'M10 11v6', 'M14 11v6'],
  'user-plus': [circle(9, 7, 4), 'M2 21v-2a4 4 0 0 1 4-4h6a4 4 0 0 1 4 4v2', 'M19 8v6', 'M22 11h-6'],
  ban: [circle(12, 12, 10), 'm4.93 4.93 14.14 14.14'],
  unlock: [rect(3, 11, 18, 11, 2), 'M7 11V7a5 5 0 0 1 9.9-1'],
  legal: ['m16 16 3-8 3 8c-.87.65-1.92 1-3 1s-2.13-.35-3-1Z', 'm2 16 3-8 3 8c-.87.65-1.92 1-3 1s-2.13-.35-3-1Z', 'M7 21h10', 'M12 3v18', 'M3 7h2c2 0 5-1 7-2 2 1 5 2 7 2h2'],
  badge: [
    'M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76Z',
    'm9 12 2 2 4-4',
  ],
  phone: ['M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72c.13.96.36 1.9.7 2.81a2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45c.91.34 1.85.57 2.81.7A2 2 0 0 1 22 16.92Z'],
  key: [circle(7.5, 15.5, 5.5), 'm21 2-9.6 9.6', 'm15.5 7.5 3 3L22 7l-3-3'],
  list: ['M8 6h13', 'M8 12h13', 'M8 18h13', 'M3 6h.01', 'M3 12h.01', 'M3 18h.01'],
} satisfies Record<string, readonly string[]>;

/** Every icon by name. */
export const ICON_PATHS = { ...SIGN_IN_ICON_PATHS, ...OTHER_ICON_PATHS };

/** The name of one icon of the set. */
export type IconName = keyof typeof ICON_PATHS;

/** Every icon name of the set, for pickers and tests. */
export const ICON_NAMES = Object.keys(ICON_PATHS) as IconName[];
