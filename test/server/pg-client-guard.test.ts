// The filter main.ts installs on PostgreSQL: it lets through only the postgres client's throw on a
// socket it has already closed, so any other uncaught error still ends the process.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isClosedSocketWrite } from '../../server/pg/client-guard';

function thrown(message: string, stack: string): TypeError {
  const error = new TypeError(message);
  error.stack = `TypeError: ${message}\n${stack}`;
  return error;
}

test("only the client's write on a closed socket is let through", () => {
  const frame = '    at Immediate.nextWrite (/app/node_modules/postgres/src/connection.js:255:22)\n    at process.processImmediate (node:internal/timers:485:21)';
  assert.equal(isClosedSocketWrite(thrown("Cannot read properties of null (reading 'write')", frame)), true);
  assert.equal(isClosedSocketWrite(thrown("Cannot read properties of null (reading 'write')", '    at ours (/app/server/routes/news.ts:10:5)')), false);
  assert.equal(isClosedSocketWrite(thrown("Cannot read properties of undefined (reading 'id')", frame)), false);
  assert.equal(isClosedSocketWrite(new RangeError("Cannot read properties of null (reading 'write')")), false);
  assert.equal(isClosedSocketWrite('nextWrite'), false);
});
