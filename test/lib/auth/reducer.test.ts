import { test } from 'node:test';
import assert from 'node:assert/strict';
import { authReducer, initialAuthState, type AuthState } from '../../../src/lib/auth/reducer';
import { user } from '../../helpers/auth-fixtures';

const signedIn: AuthState = { ...initialAuthState, isInitialized: true, isAuthenticated: true, user: user() };

test('starts signed out and not initialised', () => {
  assert.deepEqual(initialAuthState, {
    isAuthenticated: false, isLoading: false, isInitialized: false, errorMessage: null, errorCode: null, user: null,
    challenge: null, twoFactorSetupRequired: false,
  });
});

test('LOGIN_CHALLENGE waits for the code; a failure of either step or a cancel returns to the password', () => {
  const asked = authReducer({ ...initialAuthState, isInitialized: true, isLoading: true }, { type: 'LOGIN_CHALLENGE', payload: { challenge: 'c1' } });
  assert.equal(asked.challenge, 'c1');
  assert.equal(asked.isLoading, false);
  assert.equal(asked.isAuthenticated, false);
  const ended = authReducer(asked, { type: 'LOGIN_ERROR', payload: { errorMessage: 'This sign-in has expired or ended.', errorCode: 'UNAUTHENTICATED' } });
  assert.equal(ended.challenge, null);
  assert.equal(ended.errorCode, 'UNAUTHENTICATED');
  const done = authReducer(asked, { type: 'LOGIN_SUCCESS', payload: { user: user() } });
  assert.equal(done.challenge, null);
  assert.equal(done.isAuthenticated, true);
});

test('a session kept to the two-factor setup goes on once it is on, and ends at sign-out', () => {
  const kept = authReducer(initialAuthState, { type: 'LOGIN_SUCCESS', payload: { user: user(), twoFactorSetupRequired: true } });
  assert.equal(kept.twoFactorSetupRequired, true);
  assert.equal(authReducer(kept, { type: 'TWO_FACTOR_REQUIRED', payload: { required: false } }).twoFactorSetupRequired, false);
  assert.equal(authReducer(kept, { type: 'LOGOUT' }).twoFactorSetupRequired, false);
  const restored = authReducer(initialAuthState, { type: 'INITIALIZE', payload: { isAuthenticated: true, user: user(), twoFactorSetupRequired: true } });
  assert.equal(restored.twoFactorSetupRequired, true);
  // Signed out, the flag means nothing.
  assert.equal(authReducer(initialAuthState, { type: 'TWO_FACTOR_REQUIRED', payload: { required: true } }).twoFactorSetupRequired, false);
});

test('INITIALIZE marks the boot check done, signed in or out', () => {
  const inside = authReducer(initialAuthState, { type: 'INITIALIZE', payload: { isAuthenticated: true, user: user() } });
  assert.equal(inside.isInitialized, true);
  assert.equal(inside.isAuthenticated, true);
  assert.equal(inside.user?.id, 'u1');
  const outside = authReducer(initialAuthState, { type: 'INITIALIZE', payload: { isAuthenticated: false, user: null } });
  assert.deepEqual(outside, { ...initialAuthState, isInitialized: true });
});

test('LOGIN_REQUEST sets loading and clears the previous error', () => {
  const failed = { ...initialAuthState, isInitialized: true, errorMessage: 'Wrong', errorCode: 'INVALID_CREDENTIALS' };
  assert.deepEqual(authReducer(failed, { type: 'LOGIN_REQUEST' }), { ...failed, isLoading: true, errorMessage: null, errorCode: null });
});

test('LOGIN_SUCCESS signs the user in', () => {
  const loading = { ...initialAuthState, isInitialized: true, isLoading: true };
  const next = authReducer(loading, { type: 'LOGIN_SUCCESS', payload: { user: user({ firstName: 'Eva' }) } });
  assert.equal(next.isAuthenticated, true);
  assert.equal(next.isLoading, false);
  assert.equal(next.user?.firstName, 'Eva');
});

test('LOGIN_ERROR keeps the message and code and stops loading', () => {
  const loading = { ...initialAuthState, isInitialized: true, isLoading: true };
  const next = authReducer(loading, { type: 'LOGIN_ERROR', payload: { errorMessage: 'Invalid e-mail or password', errorCode: 'INVALID_CREDENTIALS' } });
  assert.deepEqual(next, { ...loading, isLoading: false, errorMessage: 'Invalid e-mail or password', errorCode: 'INVALID_CREDENTIALS' });
});

test('LOGOUT drops the user and keeps the boot check done', () => {
  assert.deepEqual(authReducer(signedIn, { type: 'LOGOUT' }), { ...initialAuthState, isInitialized: true });
});

test('does not mutate the previous state', () => {
  const before = structuredClone(signedIn);
  authReducer(signedIn, { type: 'LOGOUT' });
  assert.deepEqual(signedIn, before);
});
