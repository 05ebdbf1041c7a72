import '../../helpers/dom';
import { calls, failure, resetFetch, route } from '../../helpers/fake-fetch';
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { getAuthToken, http, onUnauthorized } from '../../../src/lib/http';
import { getStoredToken, renewSession, setSession } from '../../../src/lib/auth';
import { tokenFor } from '../../helpers/auth-fixtures';

afterEach(() => {
  setSession(null);
  resetFetch();
});

test('renewSession stores a fresh token of the same user and makes it the bearer', async () => {
  setSession(tokenFor({ iat: 1 }));
  const fresh = tokenFor();
  assert.equal(renewSession(fresh), true);
  assert.equal(getStoredToken(), fresh);
  assert.equal(getAuthToken(), fresh);
  route('GET /users/u1', { body: { success: true, data: {} } });
  await http.get('/users/u1');
  assert.equal(calls.at(-1)?.authorization, `Bearer ${fresh}`, 'the next call carries it');
});

test('renewSession changes nothing when signed out, for another user, or for a token that is not valid', (t) => {
  t.mock.method(console, 'error', () => {});
  const fresh = tokenFor();
  assert.equal(renewSession(fresh), false, 'signed out');
  assert.equal(getAuthToken(), null);
  const mine = tokenFor({ iat: 1 });
  setSession(mine);
  for (const token of [undefined, null, '', 'not-a-token', tokenFor({ sub: 'someone-else' }), tokenFor({ exp: 10 })]) {
    assert.equal(renewSession(token), false, String(token));
    assert.equal(getAuthToken(), mine);
    assert.equal(getStoredToken(), mine);
  }
});

test('a 401 to a call signed with the token a renewal replaced does not end the new session', async () => {
  const old = tokenFor({ iat: 1 });
  setSession(old);
  const heard: unknown[] = [];
  const off = onUnauthorized((error) => heard.push(error));
  let release = (): void => undefined;
  route('GET /users/u1', { ...failure(401, 'UNAUTHENTICATED', 'Please sign in to continue.'), delay: new Promise<void>((r) => (release = r)) });
  const late = http.get('/users/u1').catch((error: unknown) => error);
  renewSession(tokenFor());
  release();
  await late;
  assert.equal(heard.length, 0, 'no sign-out for the replaced token');
  await http.get('/users/u1').catch(() => undefined);
  assert.equal(heard.length, 1, 'a 401 to the token in use still signs out');
  off();
});
