/** The session's storage: localStorage `authToken` and the HTTP bearer. React-free, DOM-optional. */
import { setAuthToken } from '../http';
import { local } from '../storage';

/** localStorage key of the access token. */
export const AUTH_TOKEN_STORAGE_KEY = 'authToken';

/**
 * Starts or ends the session: a non-empty string is stored in localStorage `authToken` and becomes
 * the bearer of every request; anything else removes both. A storage that fails (full, denied)
 * keeps nothing: the session then lasts as long as the page.
 */
export function setSession(token: unknown): void {
  if (typeof token === 'string' && token !== '') {
    // A full storage cannot take the new token; an older one must not outlive it there.
    if (!local.setString(AUTH_TOKEN_STORAGE_KEY, token)) local.remove(AUTH_TOKEN_STORAGE_KEY);
    setAuthToken(token);
  } else {
    local.remove(AUTH_TOKEN_STORAGE_KEY);
    setAuthToken(null);
  }
}

/** The token in localStorage, or null (also when the storage fails). */
export function getStoredToken(): string | null {
  return local.getString(AUTH_TOKEN_STORAGE_KEY);
}
