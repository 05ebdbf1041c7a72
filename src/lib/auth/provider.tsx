import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { onUnauthorized, setAuthToken } from '../http';
import { lazyModule } from '../lazy';
import { afterNextPaint } from '../after-paint';
import { staffMay, staffRoleOf, type Permission, type StaffRole, type User } from '../../contract';
import { authReducer, initialAuthState, type AuthState } from './reducer';
import { AUTH_TOKEN_STORAGE_KEY, getStoredToken, onSessionToken, setSession } from './stored-token';

/** The auth state with its actions. */
export interface AuthContextValue extends AuthState {
  /**
   * Signs in; rejects (and keeps the failure as errorMessage/errorCode) when refused. With
   * two-factor on, resolves with `challenge` set: `loginWithCode` ends the sign-in.
   */
  login(email: string, password: string): Promise<void>;
  /**
   * The second step of a sign-in with two-factor: a code from the app or a recovery code. Rejects
   * with the server's HttpError (a wrong code names the `code` field; an ended challenge is 401).
   */
  loginWithCode(code: string): Promise<void>;
  /** Leaves the second step for the password form again. */
  cancelChallenge(): void;
  /** Two-factor is on now: a session that was kept to its setup goes on to the app. */
  twoFactorEnabled(): void;
  /** Ends the session: token, bearer and user. */
  logout(): void;
  /** Replaces the signed-in user (after a profile edit); ignored when signed out. */
  updateUser(user: User): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * Talking to the server (session.ts with the http client) loads on first need: a signed-out visitor
 * of the sign-in page does not need it until they submit, and their first paint does not wait for it.
 */
const session = lazyModule(() => import('./session'));

/** Starts loading the sign-in and session code now (a visitor has started using the sign-in form). */
export const preloadSession = (): void => void session.load().catch(() => undefined);

/**
 * Owns the session: checks the stored token on mount (INITIALIZE), signs in and out, refreshes the
 * token every 30 s while signed in, and signs out on any 401 or when another tab signs out.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  // No stored token: signed out from the first render, so a visitor of the login screen sees the
  // form without a loader pass. A stored token is checked (and its user fetched) in the effect below.
  const [state, dispatch] = useReducer(authReducer, initialAuthState, (initial) =>
    getStoredToken() === null ? authReducer(initial, { type: 'INITIALIZE', payload: { isAuthenticated: false, user: null } }) : initial);
  const initializedAtMount = useRef(state.isInitialized);
  const signedIn = useRef(false);
  useEffect(() => {
    signedIn.current = state.isAuthenticated;
  }, [state.isAuthenticated]);

  useEffect(() => {
    if (initializedAtMount.current) return undefined;
    let active = true;
    session.load().then((api) => api.restoreSession()).then(
      (payload) => active && dispatch({ type: 'INITIALIZE', payload }),
      (error: unknown) => {
        console.error('auth: could not restore the session', error);
        if (active) dispatch({ type: 'INITIALIZE', payload: { isAuthenticated: false, user: null } });
      },
    );
    return () => {
      active = false;
    };
  }, []);

  useEffect(
    () =>
      onUnauthorized(() => {
        setSession(null);
        dispatch({ type: 'LOGOUT' });
      }),
    [],
  );

  // Each token adopted while signed in (the refresh loop's, the one the live stream asks for when
  // the user's record changed) carries the role and staff role as the server knows them now: the
  // screens follow a changed role without a new sign-in. An account that is no longer an admin's
  // leaves the back office.
  useEffect(
    () =>
      onSessionToken((token) => {
        const api = session.current;
        if (token === null || !signedIn.current || !api) return;
        const claims = api.accessClaimsOf(token);
        if (!claims) return;
        if (claims.role !== 'admin') {
          setSession(null);
          dispatch({ type: 'LOGOUT' });
        } else {
          dispatch({ type: 'ACCESS_CLAIMS', payload: claims });
        }
      }),
    [],
  );

  useEffect(() => {
    if (typeof window === 'undefined') return;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== AUTH_TOKEN_STORAGE_KEY && event.key !== null) return;
      const token = getStoredToken();
      if (token === null) {
        setAuthToken(null);
        dispatch({ type: 'LOGOUT' });
      } else if (signedIn.current) {
        setAuthToken(token); // another tab refreshed it
      }
    };
    // Another tab signing out matters from the second frame on, not before the first paint.
    const cancel = afterNextPaint(() => window.addEventListener('storage', onStorage));
    return () => {
      cancel();
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  useEffect(() => {
    if (!state.isAuthenticated) return;
    let stop: (() => void) | undefined;
    let live = true;
    const start = (api: typeof import('./session')) => {
      if (live) stop = api.startTokenRefresh({ request: api.requestRefreshedToken, onToken: setSession });
    };
    // Signed in means the session code is usually here already (it restored or signed in).
    if (session.current) start(session.current);
    else session.load().then(start, (error: unknown) => console.error('auth: token refresh unavailable', error));
    return () => {
      live = false;
      stop?.();
    };
  }, [state.isAuthenticated]);

  const login = useCallback(async (email: string, password: string) => {
    dispatch({ type: 'LOGIN_REQUEST' });
    let api: typeof import('./session');
    try {
      api = await session.load();
    } catch (error) {
      // The code could not be fetched: as a request that never reached the server (http's
      // SOMETHING_WENT_WRONG; its module is not on the sign-in page's path, hence the literal).
      dispatch({ type: 'LOGIN_ERROR', payload: { errorMessage: 'Something went wrong', errorCode: null } });
      throw error;
    }
    try {
      const outcome = await api.signIn(email, password);
      if (outcome.kind === 'challenge') dispatch({ type: 'LOGIN_CHALLENGE', payload: { challenge: outcome.challenge } });
      else dispatch({ type: 'LOGIN_SUCCESS', payload: { user: outcome.user, twoFactorSetupRequired: outcome.twoFactorSetupRequired } });
    } catch (error) {
      dispatch({ type: 'LOGIN_ERROR', payload: api.describeLoginError(error) });
      throw error;
    }
  }, []);

  const challenge = useRef<string | null>(null);
  useEffect(() => {
    challenge.current = state.challenge;
  }, [state.challenge]);

  const loginWithCode = useCallback(async (code: string) => {
    const api = await session.load();
    const pending = challenge.current;
    if (pending === null) throw new Error('auth: no sign-in is waiting for a code');
    try {
      const outcome = await api.signInWithCode(pending, code);
      if (outcome.kind === 'signedIn') dispatch({ type: 'LOGIN_SUCCESS', payload: { user: outcome.user, twoFactorSetupRequired: outcome.twoFactorSetupRequired } });
    } catch (error) {
      // An ended challenge (expired, five wrong codes) sends the admin back to the password.
      if (api.isChallengeEnded(error)) dispatch({ type: 'LOGIN_ERROR', payload: api.describeLoginError(error) });
      throw error;
    }
  }, []);

  const cancelChallenge = useCallback(() => dispatch({ type: 'LOGIN_ERROR', payload: { errorMessage: null, errorCode: null } }), []);
  const twoFactorEnabled = useCallback(() => dispatch({ type: 'TWO_FACTOR_REQUIRED', payload: { required: false } }), []);

  const logout = useCallback(() => {
    setSession(null);
    dispatch({ type: 'LOGOUT' });
  }, []);

  const updateUser = useCallback((user: User) => {
    if (signedIn.current) dispatch({ type: 'LOGIN_SUCCESS', payload: { user } });
  }, []);

  const value = useMemo(
    () => ({ ...state, login, loginWithCode, cancelChallenge, twoFactorEnabled, logout, updateUser }),
    [state, login, loginWithCode, cancelChallenge, twoFactorEnabled, logout, updateUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The session and its actions; must be used below `AuthProvider`. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside an AuthProvider');
  return value;
}

/** What the signed-in admin's staff role may do, from the permission table the server enforces. */
export interface StaffAccess {
  /** The signed-in admin's staff role; null when signed out. */
  role: StaffRole | null;
  /** True when the role holds `permission`. */
  may(permission: Permission): boolean;
}

const accessByRole = new Map<StaffRole | null, StaffAccess>();

function accessOf(role: StaffRole | null): StaffAccess {
  let access = accessByRole.get(role);
  if (!access) accessByRole.set(role, (access = { role, may: (permission) => staffMay(role, permission) }));
  return access;
}

/**
 * The signed-in admin's staff role and what it may do, read from the user the session holds (a
 * fresh token updates it), so every screen asks the same table the server enforces
 * (contract/staff.ts). The same object while the role stays. A part rendered without a session
 * around it, or before the stored session is checked (the app's shell waits for it; a component
 * test of one part may not), acts as an owner, as an admin stored without a role does: the server
 * decides in the end either way.
 */
export function useStaffAccess(): StaffAccess {
  const value = useContext(AuthContext);
  if (!value || !value.isInitialized) return accessOf('owner');
  return accessOf(value.user ? staffRoleOf(value.user) : null);
}

/** True when the signed-in admin's staff role may do `permission` (`useStaffAccess().may`). */
export const useMay = (permission: Permission): boolean => useStaffAccess().may(permission);
