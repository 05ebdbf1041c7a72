// storage owns every read and write of the browser's localStorage and sessionStorage. Nothing it
// does throws: a storage that is missing, denied (private modes, sandboxed frames: even touching
// `window.localStorage` can throw a SecurityError) or full (QuotaExceededError) reads as empty and
// writes nowhere, the first failure of each storage is logged once with its context, and the app
// works on without remembering. `local` and `session` are the two browser storages.
export { createSafeStorage, local, session, type SafeStorage, type StorageLike } from './safe-storage';
