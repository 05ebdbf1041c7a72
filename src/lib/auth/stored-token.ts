/** The session's storage: localStorage `authToken` and the HTTP bearer. React-free, DOM-optional. */
import { setAuthToken } from '../http';
import { local } from '../storage';

/** Hears each token the session adopts (a string) and its end (null). */
export type SessionTokenListener = (token: string | null) => void;

const tokenListeners = new Set<SessionTokenListener>();

/**
 * Calls `listener` with every token `setSession` adopts (sign-in, each refresh, a renewal) and null
 * when it ends; returns the function that stops it. The auth provider reads the staff role of each
 * new token here, so a role changed on the server reaches the screens with the token that says it.
 */
export function onSessionToken(listener: SessionTokenListener): () => void {
  tokenListeners.add(listener);
  return () => {
    tokenListeners.delete(listener);
  };
}

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
  const adopted = typeof token === 'string' && token !== '' ? token : null;
  for (const listener of [...tokenListeners]) listener(adopted);
}

/** The token in localStorage, or null (also when the storage fails). */
export function getStoredToken(): string | null {
  return local.getString(AUTH_TOKEN_STORAGE_KEY);
}
