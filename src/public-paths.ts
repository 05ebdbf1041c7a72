/**
 * The URLs a signed-out visitor uses: sign-in and password recovery. Part of the one table of
 * URLs (paths.ts spreads them into `paths`), kept in a file of their own so the sign-in screen's
 * first chunk carries these few rather than the whole table.
 */
export const publicPaths = {
  login: '/login',
  password: {
    root: '/password',
    forgot: '/password/forgot-password',
    set: '/password/set-password',
  },
} as const;
