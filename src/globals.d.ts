// Constants replaced by build.mjs (esbuild `define`); tests give them values in test/helpers/dom.ts.
/** API base address, `/api/v1` on the same origin unless API_URL was set at build time. */
declare const __API_URL__: string;
/**
 * Language code → URL of its hashed locale file, as JSON text: esbuild inlines a string define,
 * while an object define becomes a module that every other module initialises first, which defeats
 * tree shaking across chunks (the sign-in chunk then carried the whole router).
 */
declare const __LOCALE_URLS__: string;
/** The app title, `Diving`. */
declare const __APP_TITLE__: string;
/** True in `npm run dev` builds. */
declare const __DEV__: boolean;
