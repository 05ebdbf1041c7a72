/** Signing in: the one request of the sign-in form, loaded by session.ts when first needed. */
import { http } from '../http';
import type { LoginResult, TokenClaims, User } from '../../contract';
import { AuthError, INVALID_RESPONSE_MESSAGE, NOT_ADMIN_MESSAGE, isAdmin, userFromClaims } from './session';
import { decodeToken, isValidToken, setSession } from './token';

function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Partial<User>;
  return typeof user.id === 'string' && typeof user.role === 'string' && typeof user.email === 'string';
}

/**
 * Signs in through `POST /auth/login` and starts the session.
 * @throws HttpError from the server; AuthError "Response is not vallid" when the answer has no
 * valid token, or `NOT_ADMIN` for another role (whose token is not kept).
 */
export async function signIn(email: string, password: string): Promise<User> {
  const result = await http.post<Partial<LoginResult> | null>('/auth/login', { email, password });
  const token = result?.accessToken;
  if (typeof token !== 'string' || !isValidToken(token)) throw new AuthError(INVALID_RESPONSE_MESSAGE, 'INVALID_RESPONSE');
  const user = isUser(result?.user) ? result.user : userFromClaims(decodeToken<TokenClaims>(token));
  if (!isAdmin(user)) throw new AuthError(NOT_ADMIN_MESSAGE, 'NOT_ADMIN');
  setSession(token);
  return user;
}
