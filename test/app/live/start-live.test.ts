// The admin's stream is shared under their id, so it is read only with a bearer of that admin: a
// token of another account (signed in in another tab, in the shared storage) opens nothing.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { setAuthToken } from '../../../src/lib/http';
import { bearerOf } from '../../../src/app/live/start-live';
import { tokenFor } from '../../helpers/auth-fixtures';

afterEach(() => setAuthToken(null));

test("the bearer of the admin the stream is shared for, and no other's", () => {
  const read = bearerOf('admin-1');
  const mine = tokenFor({ sub: 'admin-1' });
  setAuthToken(mine);
  assert.equal(read(), mine);
  setAuthToken(tokenFor({ sub: 'admin-2' }));
  assert.equal(read(), null);
  setAuthToken('not-a-token');
  assert.equal(read(), null);
  setAuthToken(null);
  assert.equal(read(), null);
});
