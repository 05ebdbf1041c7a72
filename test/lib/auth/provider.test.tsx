import '../../helpers/dom';
import { calls, envelope, failure, resetFetch, route } from '../../helpers/fake-fetch';
import { before, beforeEach, mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { act, render, screen, waitFor } from '@testing-library/react';
import { getAuthToken, http, setAuthToken } from '../../../src/lib/http';
import { AuthProvider, useAuth, type AuthContextValue } from '../../../src/lib/auth';
import { tokenFor, user } from '../../helpers/auth-fixtures';

let latest: AuthContextValue | null = null;
const renders: AuthContextValue[] = [];

function Probe() {
  const auth = useAuth();
  latest = auth;
  renders.push(auth);
  if (!auth.isInitialized) return <p>loading</p>;
  return <p data-testid="who">{auth.isAuthenticated && auth.user ? `${auth.user.firstName} ${auth.user.lastName}` : 'signed out'}</p>;
}

const current = (): AuthContextValue => {
  assert.ok(latest, 'rendered');
  return latest;
};

// The provider loads the session code on first need (a dynamic import). Loaded here first, that
// import resolves within a few ticks however busy the machine is, so `settle` below is enough.
before(async () => {
  await import('../../../src/lib/auth/session.ts');
});

/** Lets fetch answers, JSON parsing and React updates run to the end. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 10; i += 1) await new Promise((done) => setImmediate(done));
  });

async function mount() {
  render(<AuthProvider><Probe /></AuthProvider>);
  await settle();
}

async function signedInAs(token = tokenFor()) {
  localStorage.setItem('authToken', token);
  route('GET /users/u1', { body: envelope(user()) });
  await mount();
  assert.equal(current().isAuthenticated, true);
}

beforeEach(() => {
  resetFetch();
  setAuthToken(null);
  latest = null;
  renders.length = 0;
});

test('without a stored token it is signed out from the first render, with no request', async () => {
  render(<AuthProvider><Probe /></AuthProvider>);
  assert.equal(renders[0]?.isInitialized, true);
  assert.equal(renders[0]?.isAuthenticated, false);
  await settle();
  assert.equal(screen.getByTestId('who').textContent, 'signed out');
  assert.deepEqual(calls, []);
});

test('shows the loader until a stored token is checked', async () => {
  localStorage.setItem('authToken', tokenFor({}));
  route('GET /users/u1', { body: envelope(user({ firstName: 'Ana' })) });
  render(<AuthProvider><Probe /></AuthProvider>);
  assert.equal(renders[0]?.isInitialized, false);
  assert.ok(screen.getByText('loading'));
  // The first restore of the file also loads the session code: wait for the outcome, not for ticks.
  await waitFor(() => assert.equal(screen.getByTestId('who').textContent, 'Ana Diaz'));
});

test('restores a valid admin session and shows the current user from the server', async () => {
  const token = tokenFor({ firstName: 'Old' });
  localStorage.setItem('authToken', token);
  route('GET /users/u1', { body: envelope(user({ firstName: 'Ana' })) });
  await mount();
  assert.equal(screen.getByTestId('who').textContent, 'Ana Diaz');
  assert.equal(calls[0]?.authorization, `Bearer ${token}`);
  assert.equal(getAuthToken(), token);
  assert.ok(renders.every((r) => !r.isAuthenticated || r.user?.firstName === 'Ana'), 'never shows the stale name');
});

test('signs out at boot with an expired token, never rendering signed in', async () => {
  localStorage.setItem('authToken', tokenFor({ exp: Math.floor(Date.now() / 1000) - 5 }));
  await mount();
  assert.equal(screen.getByTestId('who').textContent, 'signed out');
  assert.ok(renders.every((r) => !r.isAuthenticated));
  assert.equal(localStorage.getItem('authToken'), null);
  assert.equal(getAuthToken(), null);
  assert.deepEqual(calls, []);
});

test('signs out at boot when the server answers 401 for the user', async () => {
  localStorage.setItem('authToken', tokenFor());
  route('GET /users/u1', failure(401, 'UNAUTHENTICATED', 'Blocked'));
  await mount();
  assert.equal(screen.getByTestId('who').textContent, 'signed out');
  assert.ok(renders.every((r) => !r.isAuthenticated));
  assert.equal(localStorage.getItem('authToken'), null);
});

test('signs out at boot when the user is no longer an admin', async () => {
  localStorage.setItem('authToken', tokenFor());
  route('GET /users/u1', { body: envelope(user({ role: 'diver' })) });
  await mount();
  assert.equal(screen.getByTestId('who').textContent, 'signed out');
  assert.ok(renders.every((r) => !r.isAuthenticated));
  assert.equal(getAuthToken(), null);
});

test('keeps the session with the token claims when the user cannot be fetched', async () => {
  const error = mock.method(console, 'error', () => {});
  try {
    localStorage.setItem('authToken', tokenFor({ firstName: 'Claims' }));
    route('GET /users/u1', failure(500, 'INTERNAL', 'Boom'));
    await mount();
    assert.equal(screen.getByTestId('who').textContent, 'Claims Diaz');
    assert.equal(error.mock.callCount(), 1);
  } finally {
    error.mock.restore();
  }
});

test('does not restore a stored token of another role', async () => {
  localStorage.setItem('authToken', tokenFor({ role: 'diver' }));
  await mount();
  assert.equal(current().isAuthenticated, false);
  assert.equal(localStorage.getItem('authToken'), null);
});

test('signs an admin in and keeps the token', async () => {
  await mount();
  const token = tokenFor();
  route('POST /auth/login', { body: envelope({ accessToken: token, user: user() }) });
  await act(() => current().login('ana@example.com', 'secret-pass'));
  assert.deepEqual(calls.at(-1)?.body, { email: 'ana@example.com', password: 'secret-pass' });
  assert.equal(current().isAuthenticated, true);
  assert.equal(current().isLoading, false);
  assert.equal(localStorage.getItem('authToken'), token);
  assert.equal(getAuthToken(), token);
});

test('is loading while the login request runs', async () => {
  await mount();
  let answer: () => void = () => {};
  route('POST /auth/login', { body: envelope({ accessToken: tokenFor(), user: user() }), delay: new Promise<void>((done) => { answer = done; }) });
  let pending: Promise<void> = Promise.resolve();
  act(() => { pending = current().login('ana@example.com', 'secret-pass'); });
  assert.equal(current().isLoading, true);
  answer();
  await act(() => pending);
  assert.equal(current().isLoading, false);
});

test('rejects a login answer without a valid token with "Response is not vallid"', async () => {
  await mount();
  for (const accessToken of [undefined, 42, 'not-a-jwt', tokenFor({ exp: 1 })]) {
    route('POST /auth/login', { body: envelope({ accessToken, user: user() }) });
    const error = mock.method(console, 'error', () => {});
    await act(() => assert.rejects(current().login('ana@example.com', 'secret-pass'), /^AuthError: Response is not vallid$/));
    error.mock.restore();
    assert.equal(current().errorMessage, 'Response is not vallid');
    assert.equal(current().isAuthenticated, false);
    assert.equal(localStorage.getItem('authToken'), null);
  }
});

test('refuses a user who is not an admin and does not keep the token', async () => {
  await mount();
  route('POST /auth/login', { body: envelope({ accessToken: tokenFor({ role: 'diveMaster' }), user: user({ role: 'diveMaster' }) }) });
  await act(() => assert.rejects(current().login('dm@example.com', 'secret-pass')));
  assert.equal(current().errorCode, 'NOT_ADMIN');
  assert.equal(current().errorMessage, 'Only administrators can use the back office.');
  assert.equal(current().isAuthenticated, false);
  assert.equal(localStorage.getItem('authToken'), null);
  assert.equal(getAuthToken(), null);
});

test("keeps the server's message and code when the login fails", async () => {
  await mount();
  route('POST /auth/login', failure(401, 'INVALID_CREDENTIALS', 'Invalid e-mail or password'));
  await act(() => assert.rejects(current().login('ana@example.com', 'wrong-pass')));
  assert.equal(current().errorMessage, 'Invalid e-mail or password');
  assert.equal(current().errorCode, 'INVALID_CREDENTIALS');
  assert.equal(current().isAuthenticated, false);
});

test('logs out, clearing the token and the bearer', async () => {
  await signedInAs();
  act(() => current().logout());
  assert.equal(current().isAuthenticated, false);
  assert.equal(current().user, null);
  assert.equal(localStorage.getItem('authToken'), null);
  assert.equal(getAuthToken(), null);
});

test('signs out on a 401 from any call', async () => {
  await signedInAs();
  route('GET /news', failure(401, 'UNAUTHENTICATED', 'Session expired'));
  await act(() => assert.rejects(http.get('/news/')));
  await settle();
  assert.equal(current().isAuthenticated, false);
  assert.equal(localStorage.getItem('authToken'), null);
});

test('updates the signed-in user, and ignores an update when signed out', async () => {
  await signedInAs();
  act(() => current().updateUser(user({ firstName: 'Marta' })));
  assert.equal(screen.getByTestId('who').textContent, 'Marta Diaz');
  act(() => current().logout());
  act(() => current().updateUser(user()));
  assert.equal(current().isAuthenticated, false);
});

test('signs out when another tab removes the token', async () => {
  await signedInAs();
  localStorage.removeItem('authToken');
  // The cross-tab listener is added after the first paint (lib/after-paint): the event is sent
  // until it is heard, as another tab's removal would come at any time.
  await waitFor(() => {
    act(() => {
      window.dispatchEvent(new window.StorageEvent('storage', { key: 'authToken', oldValue: 'x', newValue: null }) as unknown as Event);
    });
    assert.equal(current().isAuthenticated, false);
  });
  assert.equal(getAuthToken(), null);
});

test('refreshes the token every 30 s while signed in, one request at a time', async (t) => {
  t.mock.timers.enable({ apis: ['setInterval'] });
  await signedInAs();
  const fresh = tokenFor({ iat: Math.floor(Date.now() / 1000) + 30 });
  let answer: () => void = () => {};
  route('GET /auth/refresh', { body: { success: true, accessToken: fresh }, delay: new Promise<void>((done) => { answer = done; }) });
  const refreshes = () => calls.filter((c) => c.path === '/auth/refresh').length;
  t.mock.timers.tick(29_999);
  await settle();
  assert.equal(refreshes(), 0);
  t.mock.timers.tick(1);
  await settle();
  assert.equal(refreshes(), 1);
  t.mock.timers.tick(30_000);
  t.mock.timers.tick(30_000);
  await settle();
  assert.equal(refreshes(), 1, 'a slow refresh does not start a second');
  answer();
  await settle();
  assert.equal(localStorage.getItem('authToken'), fresh);
  assert.equal(getAuthToken(), fresh);
  t.mock.timers.tick(30_000);
  await settle();
  assert.equal(refreshes(), 2);
  act(() => current().logout());
  t.mock.timers.tick(90_000);
  await settle();
  assert.equal(refreshes(), 2, 'stops when signed out');
});

test('only logs a failed refresh and stays signed in', async (t) => {
  t.mock.timers.enable({ apis: ['setInterval'] });
  const token = tokenFor();
  await signedInAs(token);
  const error = mock.method(console, 'error', () => {});
  try {
    route('GET /auth/refresh', failure(500, 'INTERNAL', 'Boom'));
    t.mock.timers.tick(30_000);
    await settle();
    assert.equal(error.mock.callCount(), 1);
    assert.equal(current().isAuthenticated, true);
    assert.equal(localStorage.getItem('authToken'), token);
  } finally {
    error.mock.restore();
  }
});

test('useAuth outside the provider fails with a clear message', () => {
  function Lonely() {
    useAuth();
    return null;
  }
  const error = mock.method(console, 'error', () => {});
  try {
    assert.throws(() => render(<Lonely />), /inside an AuthProvider/);
  } finally {
    error.mock.restore();
  }
});
