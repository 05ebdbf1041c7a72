// auth owns the administrator's session: the access token (decode, validity, localStorage
// `authToken` and the HTTP bearer), the auth reducer, sign-in (admins only), sign-out, the boot
// check before anything protected renders, the 30 s refresh loop, adopting a renewed token (after a
// password change), sign-out on any 401, and what the signed-in admin's staff role may do
// (`useStaffAccess`, `useMay`: the screens ask the table the server enforces).
export {
  AUTH_TOKEN_STORAGE_KEY, InvalidTokenError, decodeToken, getStoredToken, isValidToken, setSession,
  type DecodeOptions, type JwtHeader, type JwtPayload,
} from './token';
export { authReducer, initialAuthState, type AuthAction, type AuthState } from './reducer';
export {
  AuthError, INVALID_RESPONSE_MESSAGE, NOT_ADMIN_MESSAGE, isAdmin, userFromClaims, type AuthErrorCode,
} from './session';
export { isSessionUser, renewSession } from './renew';
export { REFRESH_INTERVAL_MS, startTokenRefresh, type TokenRefreshOptions } from './refresh';
export { AuthProvider, preloadSession, useAuth, useMay, useStaffAccess, type AuthContextValue, type StaffAccess } from './provider';
