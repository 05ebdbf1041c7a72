/** The session's storage: localStorage `authToken` and the HTTP bearer. React-free, DOM-optional. */
import { setAuthToken } from '../http';

/** localStorage key of the access token. */
export const AUTH_TOKEN_STORAGE_KEY = 'authToken';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage denied (sandboxed frame, privacy settings)
  }
}

/**
 * Starts or ends the session: a non-empty string is stored in localStorage `authToken` and becomes
 * the bearer of every request; anything else removes both.
 */
export function setSession(token: unknown): void {
  if (typeof token === 'string' && token !== '') {
    storage()?.setItem(AUTH_TOKEN_STORAGE_KEY, token);
    setAuthToken(token);
  } else {
    storage()?.removeItem(AUTH_TOKEN_STORAGE_KEY);
    setAuthToken(null);
  }
}

/** The token in localStorage, or null. */
export function getStoredToken(): string | null {
  return storage()?.getItem(AUTH_TOKEN_STORAGE_KEY) ?? null;
}
