/**
 * The auth state machine, pure: INITIALIZE, LOGIN_REQUEST, LOGIN_CHALLENGE (the password was right
 * and two-factor asks for a code), LOGIN_SUCCESS, LOGIN_ERROR, TWO_FACTOR_REQUIRED (the server
 * requires two-factor and this admin has none yet), LOGOUT, and ACCESS_CLAIMS (a fresh token's word
 * on the user's role and staff role).
 */
import { staffRoleOf, type TokenClaims, type User } from '../../contract';

/** What the app knows about the session. */
export interface AuthState {
  isAuthenticated: boolean;
  /** True while a login is in progress. */
  isLoading: boolean;
  /** False until the stored token has been checked at boot; the app shows a full-screen loader until then. */
  isInitialized: boolean;
  /** The last failed login's message (the server's, in English), or null. */
  errorMessage: string | null;
  /** The last failed login's code: the server's (`INVALID_CREDENTIALS`…), `NOT_ADMIN` or `INVALID_RESPONSE`. */
  errorCode: string | null;
  user: User | null;
  /** The challenge of a sign-in waiting for its two-factor code, or null. */
  challenge: string | null;
  /** Signed in, but the server requires two-factor first: only its setup may be shown. */
  twoFactorSetupRequired: boolean;
}

export type AuthAction =
  | { type: 'INITIALIZE'; payload: { isAuthenticated: boolean; user: User | null; twoFactorSetupRequired?: boolean } }
  | { type: 'LOGIN_REQUEST' }
  | { type: 'LOGIN_CHALLENGE'; payload: { challenge: string } }
  | { type: 'LOGIN_SUCCESS'; payload: { user: User; twoFactorSetupRequired?: boolean } }
  | { type: 'TWO_FACTOR_REQUIRED'; payload: { required: boolean } }
  | { type: 'LOGIN_ERROR'; payload: { errorMessage: string | null; errorCode: string | null } }
  | { type: 'LOGOUT' }
  | { type: 'ACCESS_CLAIMS'; payload: Pick<TokenClaims, 'sub' | 'role' | 'staffRole'> };

/** Before the boot check: signed out, not initialised. */
export const initialAuthState: AuthState = {
  isAuthenticated: false,
  isLoading: false,
  isInitialized: false,
  errorMessage: null,
  errorCode: null,
  user: null,
  challenge: null,
  twoFactorSetupRequired: false,
};

/** The next auth state; unknown actions leave the state as it is. */
export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'INITIALIZE': {
      const { isAuthenticated, user, twoFactorSetupRequired = false } = action.payload;
      return {
        ...state, isInitialized: true, isLoading: false, isAuthenticated: isAuthenticated && user !== null, user: isAuthenticated ? user : null,
        twoFactorSetupRequired: isAuthenticated && twoFactorSetupRequired,
      };
    }
    case 'LOGIN_REQUEST':
      return { ...state, isLoading: true, errorMessage: null, errorCode: null };
    case 'LOGIN_CHALLENGE':
      return { ...state, isLoading: false, errorMessage: null, errorCode: null, challenge: action.payload.challenge };
    case 'LOGIN_SUCCESS':
      return {
        ...state, isAuthenticated: true, isLoading: false, errorMessage: null, errorCode: null, user: action.payload.user, challenge: null,
        twoFactorSetupRequired: action.payload.twoFactorSetupRequired ?? state.twoFactorSetupRequired,
      };
    case 'TWO_FACTOR_REQUIRED':
      return state.isAuthenticated ? { ...state, twoFactorSetupRequired: action.payload.required } : state;
    case 'LOGIN_ERROR':
      // A failure of either step ends a waiting challenge: the password is asked for again.
      return { ...state, isLoading: false, errorMessage: action.payload.errorMessage, errorCode: action.payload.errorCode, challenge: null };
    case 'LOGOUT':
      return { ...state, isAuthenticated: false, isLoading: false, errorMessage: null, errorCode: null, user: null, challenge: null, twoFactorSetupRequired: false };
    case 'ACCESS_CLAIMS': {
      // The same state when nothing changed, so a refresh every 30 s renders nothing again.
      const { user } = state;
      const claims = action.payload;
      if (!user || user.id !== claims.sub) return state;
      // A token that does not say the staff role leaves it as the user's record says.
      const staffRole = claims.staffRole === undefined ? user.staffRole : claims.staffRole;
      if (user.role === claims.role && staffRoleOf(user) === staffRoleOf({ role: claims.role, staffRole })) return state;
      return { ...state, user: { ...user, role: claims.role, staffRole: staffRole ?? null } };
    }
    default:
      return state;
  }
}
