import type { HttpError } from './errors';

// The bearer lives here, not in lib/auth, so the client needs no import back up; auth sets it.
let authToken: string | null = null;
const unauthorizedListeners = new Set<(error: HttpError) => void>();

/** Sets the bearer sent on every call; null (or an empty string) sends none. */
export function setAuthToken(token: string | null): void {
  authToken = typeof token === 'string' && token !== '' ? token : null;
}

/** The bearer sent on every call, or null. */
export function getAuthToken(): string | null {
  return authToken;
}

/**
 * Calls `listener` with the error of every 401 answer to a call that carried a token, while a token
 * is still set (lib/auth signs out on it). Returns the unsubscribe function.
 */
export function onUnauthorized(listener: (error: HttpError) => void): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

/** Tells every listener once; a throwing listener is logged and does not stop the others. */
export function notifyUnauthorized(error: HttpError): void {
  for (const listener of [...unauthorizedListeners]) {
    try {
      listener(error);
    } catch (failure) {
      console.error('http: an onUnauthorized listener threw', failure);
    }
  }
}
