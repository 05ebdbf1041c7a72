/**
 * Talking to the server about the session: restore at boot, sign in, refresh. React-free. Signing
 * in (sign-in.ts) loads on first use, at once when no session is stored; adopting a renewed token
 * is renew.ts (the security settings' alone).
 */
import { HttpError, http } from '../http';
import { lazyModule } from '../lazy';
import type { RefreshResponse, TokenClaims, User } from '../../contract';
import { decodeToken, getStoredToken, isValidToken, setSession } from './token';

// The refresh loop travels with the code that talks to the server (loaded on first need).
export { startTokenRefresh } from './refresh';

/** Codes of the sign-in failures decided here rather than by the server. */
export type AuthErrorCode = 'NOT_ADMIN' | 'INVALID_RESPONSE';

/** A sign-in refused by the back office itself; `code` says why. */
export class AuthError extends Error {
  override name = 'AuthError';
  constructor(message: string, readonly code: AuthErrorCode) {
    super(message);
  }
}

/** The message of a login answer without a usable token (the spec's spelling). */
export const INVALID_RESPONSE_MESSAGE = 'Response is not vallid';
/** The message when a non-admin signs in. */
export const NOT_ADMIN_MESSAGE = 'Only administrators can use the back office.';

/** Whether a session may proceed; the back office admits admins only. */
export const isAdmin = (user: Pick<User, 'role'> | null | undefined): boolean => user?.role === 'admin';

const SIGNED_OUT = { isAuthenticated: false, user: null } as const;

/** The sign-in code (sign-in.ts). */
const signInCode = lazyModule(() => import('./sign-in'));
// Signed out, this module loads when the visitor starts using the sign-in form: the rest follows.
if (getStoredToken() === null) void signInCode.load().catch(() => undefined);

/** A stand-in user built from the token's claims, used when the user record cannot be fetched. */
export function userFromClaims(claims: TokenClaims): User {
  const issued = new Date(claims.iat * 1000).toISOString();
  return {
    id: claims.sub, email: claims.email, firstName: claims.firstName, lastName: claims.lastName,
    phone: null, country: null, role: claims.role, status: 'active', avatarUrl: null,
    createdAt: issued, updatedAt: issued, lastLoginAt: null, certification: null,
  };
}


/**
 * The session at boot, from the stored token: invalid, expired or not an admin's → cleared and
 * signed out; otherwise the bearer is set and the user fetched from `GET /users/{sub}` (a 401
 * signs out; a 403 `TWO_FACTOR_REQUIRED` signs in for the two-factor setup alone; any other failure
 * falls back to the token's claims, logged).
 */
export async function restoreSession(): Promise<{ isAuthenticated: boolean; user: User | null; twoFactorSetupRequired?: boolean }> {
  const token = getStoredToken();
  if (token === null || !isValidToken(token)) {
    setSession(null);
    return SIGNED_OUT;
  }
  const claims = decodeToken<TokenClaims>(token);
  if (!isAdmin(claims) || typeof claims.sub !== 'string') {
    setSession(null);
    return SIGNED_OUT;
  }
  setSession(token);
  try {
    const user = await http.get<User>(`/users/${encodeURIComponent(claims.sub)}`);
    if (!isAdmin(user)) {
      setSession(null);
      return SIGNED_OUT;
    }
    return { isAuthenticated: true, user };
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) {
      setSession(null);
      return SIGNED_OUT;
    }
    // Signed in, but the server requires two-factor first: the token may only set it up.
    if (isTwoFactorRequired(error)) return { isAuthenticated: true, user: userFromClaims(claims), twoFactorSetupRequired: true };
    console.error('auth: could not load the signed-in user, showing the token claims instead', error);
    return { isAuthenticated: true, user: userFromClaims(claims) };
  }
}

/**
 * Signs in through `POST /auth/login` and starts the session (sign-in.ts, loaded on first use: a
 * stored session never runs it).
 * @throws HttpError from the server; AuthError "Response is not vallid" when the answer has no
 * valid token, or `NOT_ADMIN` for another role (whose token is not kept).
 */
export const signIn = (email: string, password: string) => signInCode.load().then((m) => m.signIn(email, password));

/** The second step of a sign-in with two-factor (sign-in.ts). */
export const signInWithCode = (challenge: string, code: string) => signInCode.load().then((m) => m.signInWithCode(challenge, code));

/** True when the second step's challenge has ended (expired, or five wrong codes): sign in again. */
export const isChallengeEnded = (error: unknown): boolean => error instanceof HttpError && error.status === 401;

/** True for the answer of a call the server refuses until two-factor is set up (`REQUIRE_TWO_FACTOR`). */
export const isTwoFactorRequired = (error: unknown): boolean => error instanceof HttpError && error.code === 'TWO_FACTOR_REQUIRED';

/**
 * Who a token says the user is and what job they have (`staffRole` left out when the token does not
 * say it); null for a token that does not decode.
 */
export function accessClaimsOf(token: string): Pick<TokenClaims, 'sub' | 'role' | 'staffRole'> | null {
  try {
    const { sub, role, staffRole } = decodeToken<Partial<TokenClaims>>(token);
    if (typeof sub !== 'string' || typeof role !== 'string') return null;
    return staffRole === undefined ? { sub, role } : { sub, role, staffRole };
  } catch {
    return null;
  }
}

/** A fresh token from `GET /auth/refresh` (the spec's `{ success, accessToken }`, no envelope). */
export async function requestRefreshedToken(signal?: AbortSignal): Promise<string> {
  const result = await http.raw<Partial<RefreshResponse> | null>('GET', '/auth/refresh', undefined, { signal });
  const token = result?.accessToken;
  if (typeof token !== 'string' || !isValidToken(token)) throw new AuthError(INVALID_RESPONSE_MESSAGE, 'INVALID_RESPONSE');
  return token;
}

/** The message and code a failed sign-in leaves in the state. */
export function describeLoginError(error: unknown): { errorMessage: string; errorCode: string | null } {
  if (error instanceof HttpError) return { errorMessage: error.message, errorCode: error.code };
  if (error instanceof AuthError) return { errorMessage: error.message, errorCode: error.code };
  return { errorMessage: error instanceof Error && error.message ? error.message : 'Something went wrong', errorCode: null };
}
