/**
 * Every icon of the set but the sign-in ones (icon-core.ts), by name: the shell's (icon-shell.ts),
 * those of a few screens (icon-drop.ts, icon-accounts.ts, icon-mail.ts, icon-monitor.ts,
 * icon-external-link.ts) and some no screen draws. Each icon is a list of SVG path `d` strings on
 * a 24×24 grid, drawn with a 1.75 stroke in currentColor (see icons.tsx); shapes follow the Feather
 * / Lucide family (MIT / ISC). Screens never load this module: their icons come with the code that
 * draws them. icons.tsx loads it when an icon nobody registered is drawn, so a forgotten
 * registration still draws, a moment late.
 */
import { ACCOUNT_ICON_PATHS } from './icon-accounts';
import { DROP_ICON_PATHS } from './icon-drop';
import { EXTERNAL_LINK_ICON_PATHS } from './icon-external-link';
import { MAIL_ICON_PATHS } from './icon-mail';
import { MONITOR_ICON_PATHS } from './icon-monitor';
import { SHELL_ICON_PATHS, circle } from './icon-shell';

/** Every icon but the sign-in ones. */
export const MORE_ICON_PATHS = {
  ...SHELL_ICON_PATHS,
  ...MAIL_ICON_PATHS,
  ...MONITOR_ICON_PATHS,
  ...EXTERNAL_LINK_ICON_PATHS,
  ...DROP_ICON_PATHS,
  ...ACCOUNT_ICON_PATHS,
  legal: ['m16 16 3-8 3 8c-.87.65-1.92 1-3 1s-2.13-.35-3-1Z', 'm2 16 3-8 3 8c-.87.65-1.92 1-3 1s-2.13-.35-3-1Z', 'M7 21h10', 'M12 3v18', 'M3 7h2c2 0 5-1 7-2 2 1 5 2 7 2h2'],
  badge: [
    'M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76Z',
    'm9 12 2 2 4-4',
  ],
  phone: ['M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72c.13.96.36 1.9.7 2.81a2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45c.91.34 1.85.57 2.81.7A2 2 0 0 1 22 16.92Z'],
  key: [circle(7.5, 15.5, 5.5), 'm21 2-9.6 9.6', 'm15.5 7.5 3 3L22 7l-3-3'],
  list: ['M8 6h13', 'M8 12h13', 'M8 18h13', 'M3 6h.01', 'M3 12h.01', 'M3 18h.01'],
} satisfies Record<string, readonly string[]>;
