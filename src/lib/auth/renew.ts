/** Adopting a renewed token (after a password change): the security settings' alone. */
import { getAuthToken } from '../http';
import type { TokenClaims } from '../../contract';
import { decodeToken, isValidToken, setSession } from './token';

function subjectOf(token: string): string | null {
  try {
    const { sub } = decodeToken<Partial<TokenClaims>>(token);
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}

/**
 * Adopts a fresh token the server issued for the current session (a password change ends every
 * earlier token and answers the caller's new one): stored and made the bearer at once, so the calls
 * that follow, and the other tabs, carry it. Changes nothing and answers false when signed out or
 * when `token` is not a valid token of the same user.
 */
export function renewSession(token: unknown): boolean {
  const current = getAuthToken();
  if (current === null || typeof token !== 'string' || !isValidToken(token)) return false;
  const subject = subjectOf(token);
  if (subject === null || subject !== subjectOf(current)) return false;
  setSession(token);
  return true;
}

/** True when the session's token is `id`'s: the live stream's word on a user concerns the one signed in. */
export function isSessionUser(id: string): boolean {
  const current = getAuthToken();
  return current !== null && subjectOf(current) === id;
}
