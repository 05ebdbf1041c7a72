import { test } from 'node:test';
import assert from 'node:assert/strict';
import { authReducer, initialAuthState, type AuthState } from '../../../src/lib/auth/reducer';
import { user } from '../../helpers/auth-fixtures';

const signedIn: AuthState = { ...initialAuthState, isInitialized: true, isAuthenticated: true, user: user() };

test('starts signed out and not initialised', () => {
  assert.deepEqual(initialAuthState, {
    isAuthenticated: false, isLoading: false, isInitialized: false, errorMessage: null, errorCode: null, user: null,
  });
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
