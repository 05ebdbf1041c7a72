import '../../dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { getAuthToken } from '../../../src/lib/http';
import { getStoredToken, setSession } from '../../../src/lib/auth';
import { tokenFor } from './fixtures';

test('stores a token in localStorage authToken and sets it as the bearer', () => {
  const token = tokenFor();
  setSession(token);
  assert.equal(localStorage.getItem('authToken'), token);
  assert.equal(getStoredToken(), token);
  assert.equal(getAuthToken(), token);
});

test('clears both on an empty or non-string token', () => {
  for (const value of ['', null, undefined, 42, {}]) {
    setSession(tokenFor());
    setSession(value);
    assert.equal(localStorage.getItem('authToken'), null, `after ${String(value)}`);
    assert.equal(getStoredToken(), null);
    assert.equal(getAuthToken(), null);
  }
});
