import '../../helpers/dom';
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { getAuthToken } from '../../../src/lib/http';
import { getStoredToken, setSession } from '../../../src/lib/auth';
import { tokenFor } from '../../helpers/auth-fixtures';

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

/** Puts a localStorage whose every call throws (a full quota, some private modes) in place for this test. */
function throwingLocalStorage(t: TestContext, methods: readonly string[] = ['getItem', 'setItem', 'removeItem']): Storage {
  const real = localStorage;
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  const fake = {
    getItem: (key: string) => real.getItem(key),
    setItem: (key: string, value: string) => real.setItem(key, value),
    removeItem: (key: string) => real.removeItem(key),
  };
  for (const method of methods) {
    Object.assign(fake, { [method]: () => { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); } });
  }
  Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: () => fake });
  t.after(() => {
    if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor);
  });
  return real;
}

test('with a storage that throws, the session is the bearer alone and nothing throws', (t) => {
  const warn = t.mock.method(console, 'warn', () => {});
  throwingLocalStorage(t);
  const token = tokenFor();
  setSession(token);
  assert.equal(getAuthToken(), token);
  assert.equal(getStoredToken(), null);
  setSession(null);
  assert.equal(getAuthToken(), null);
  assert.equal(warn.mock.callCount(), 1, 'the failure is logged, once');
});

test('a full storage drops the older token it cannot replace', (t) => {
  t.mock.method(console, 'warn', () => {});
  localStorage.setItem('authToken', 'older');
  const real = throwingLocalStorage(t, ['setItem']);
  setSession(tokenFor());
  assert.equal(real.getItem('authToken'), null);
});
