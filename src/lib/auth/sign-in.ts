/** Signing in: the requests of the sign-in form, loaded by session.ts when first needed. */
import { http } from '../http';
import type { LoginResult, TokenClaims, TwoFactorChallenge, User } from '../../contract';
import { AuthError, INVALID_RESPONSE_MESSAGE, NOT_ADMIN_MESSAGE, isAdmin, userFromClaims } from './session';
import { decodeToken, isValidToken, setSession } from './token';

/** How a sign-in step ended: signed in, or a two-factor code is asked for with `challenge`. */
export type SignInOutcome =
  | { kind: 'signedIn'; user: User; twoFactorSetupRequired: boolean }
  | { kind: 'challenge'; challenge: string };

function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Partial<User>;
  return typeof user.id === 'string' && typeof user.role === 'string' && typeof user.email === 'string';
}

/** Starts the session of a sign-in answer with a token; admins only. */
function adopt(result: Partial<LoginResult> | null): SignInOutcome {
  const token = result?.accessToken;
  if (typeof token !== 'string' || !isValidToken(token)) throw new AuthError(INVALID_RESPONSE_MESSAGE, 'INVALID_RESPONSE');
  const user = isUser(result?.user) ? result.user : userFromClaims(decodeToken<TokenClaims>(token));
  if (!isAdmin(user)) throw new AuthError(NOT_ADMIN_MESSAGE, 'NOT_ADMIN');
  setSession(token);
  return { kind: 'signedIn', user, twoFactorSetupRequired: result?.twoFactorSetupRequired === true };
}

/**
 * Signs in through `POST /auth/login`: starts the session, or answers the challenge when the
 * account asks for a two-factor code.
 * @throws HttpError from the server; AuthError "Response is not vallid" when the answer has no
 * valid token, or `NOT_ADMIN` for another role (whose token is not kept).
 */
export async function signIn(email: string, password: string): Promise<SignInOutcome> {
  const result = await http.post<(Partial<LoginResult> & Partial<TwoFactorChallenge>) | null>('/auth/login', { email, password });
  if (result?.twoFactorRequired === true && typeof result.challenge === 'string') return { kind: 'challenge', challenge: result.challenge };
  return adopt(result);
}

/**
 * The second step, `POST /auth/login/two-factor`: the code (or a recovery code) for `challenge`.
 * @throws HttpError: 400 with the `code` field for a wrong code, 401 when the challenge ended.
 */
export async function signInWithCode(challenge: string, code: string): Promise<SignInOutcome> {
  return adopt(await http.post<Partial<LoginResult> | null>('/auth/login/two-factor', { challenge, code }));
}
