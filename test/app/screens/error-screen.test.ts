import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeRouteError } from '../../../src/app/screens/error-screen.tsx';

const t = (key: string, params?: Record<string, string | number>) => (params ? `${key}:${JSON.stringify(params)}` : key);

test('known statuses show the server message, else the status text', () => {
  const withBody = { status: 403, body: { success: false, message: 'Admins only', code: 'FORBIDDEN' } };
  assert.deepEqual(describeRouteError(withBody, t), { status: 403, title: 'errors.titles.403', message: 'Admins only' });
  assert.deepEqual(describeRouteError({ status: 404 }, t), { status: 404, title: 'errors.titles.404', message: 'errors.texts.404' });
  for (const status of [401, 429, 500]) assert.equal(describeRouteError({ status }, t).title, `errors.titles.${status}`);
});

test('another status reads "Error {status}" with the message', () => {
  assert.deepEqual(describeRouteError({ status: 418, message: 'Teapot' }, t), { status: 418, title: 'errors.status:{"status":418}', message: 'Teapot' });
});

test('anything unexpected is "Unexpected Error" with its message or "Something went wrong"', () => {
  assert.deepEqual(describeRouteError(new Error('boom'), t), { status: null, title: 'errors.unexpected', message: 'boom' });
  assert.deepEqual(describeRouteError(undefined, t), { status: null, title: 'errors.unexpected', message: 'errors.somethingWentWrong' });
});
