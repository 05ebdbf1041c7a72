/**
 * The toast stack's module, for the app to mount it late (app/app.tsx). Importing the module itself
 * rather than this barrel keeps its entry file to the toaster's names (the barrel's 24 re-exports
 * were ~0.36 KiB gzip on every signed-in screen).
 */
export const loadToaster = () => import('./toaster');
