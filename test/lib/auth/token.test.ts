// Runs without a DOM: token.ts must import and work in plain Node.
import { test, mock } from 'node:test';
import assert from 'node:assert/strict';
import { InvalidTokenError, decodeToken, getStoredToken, isValidToken, setSession } from '../../../src/lib/auth/token';
import { b64url, jwt } from '../../helpers/auth-fixtures';

const messageOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
};

test('decodes the payload by default and the header on request', () => {
  const token = jwt({ sub: 'u1', exp: 10 });
  assert.deepEqual(decodeToken(token), { sub: 'u1', exp: 10 });
  assert.deepEqual(decodeToken(token, { header: true }), { alg: 'HS256', typ: 'JWT' });
});

test('decodes UTF-8 payloads', () => {
  assert.deepEqual(decodeToken(jwt({ name: 'José Müller 潜水 🤿' })), { name: 'José Müller 潜水 🤿' });
});

test('falls back to the raw bytes when the payload is not UTF-8', () => {
  const latin1 = Buffer.from('{"name":"\u00e9"}', 'latin1');
  assert.deepEqual(decodeToken(`x.${b64url(latin1)}.y`), { name: 'é' });
});

test('rejects a non-string with "must be a string"', () => {
  for (const value of [undefined, null, 42, {}]) {
    assert.throws(() => decodeToken(value), (error: unknown) => {
      assert.ok(error instanceof InvalidTokenError);
      assert.ok(error instanceof Error);
      assert.equal(error.name, 'InvalidTokenError');
      assert.equal(error.message, 'Invalid token specified: must be a string');
      return true;
    });
  }
});

test('names the missing part', () => {
  assert.equal(messageOf(() => decodeToken('only-one-part')), 'Invalid token specified: missing part #2');
});

test('names the part with invalid base64, with the cause', () => {
  assert.equal(
    messageOf(() => decodeToken('x.abcde.y')),
    'Invalid token specified: invalid base64 for part #2 (base64 string is not of the correct length)',
  );
  const cause = messageOf(() => atob('ab$c'));
  assert.equal(messageOf(() => decodeToken('ab$c.x', { header: true })), `Invalid token specified: invalid base64 for part #1 (${cause})`);
});

test('names the part with invalid JSON, with the cause', () => {
  const cause = messageOf(() => JSON.parse('{not json'));
  assert.equal(messageOf(() => decodeToken(`x.${b64url('{not json')}.y`)), `Invalid token specified: invalid json for part #2 (${cause})`);
  assert.throws(() => decodeToken(`x.${b64url('{not json')}.y`), InvalidTokenError);
});

test('accepts a token whose exp is later than now, in seconds', () => {
  const now = Math.floor(Date.now() / 1000);
  assert.equal(isValidToken(jwt({ exp: now + 60 })), true);
  assert.equal(isValidToken(jwt({ exp: now - 1 })), false);
  assert.equal(isValidToken(jwt({ sub: 'no-exp' })), false);
});

test('logs "Invalid token format." for a non-string', () => {
  const error = mock.method(console, 'error', () => {});
  try {
    assert.equal(isValidToken(12345), false);
    assert.deepEqual(error.mock.calls.map((c) => c.arguments), [['Invalid token format.']]);
  } finally {
    error.mock.restore();
  }
});

test('logs "Failed to decode token:" with the error for an undecodable string', () => {
  const error = mock.method(console, 'error', () => {});
  try {
    assert.equal(isValidToken('garbage'), false);
    assert.equal(error.mock.callCount(), 1);
    const [message, cause] = error.mock.calls[0]?.arguments ?? [];
    assert.equal(message, 'Failed to decode token:');
    assert.ok(cause instanceof InvalidTokenError);
  } finally {
    error.mock.restore();
  }
});

test('session helpers work without localStorage', () => {
  assert.equal(typeof localStorage, 'undefined');
  setSession('abc');
  assert.equal(getStoredToken(), null);
  setSession(null);
});
