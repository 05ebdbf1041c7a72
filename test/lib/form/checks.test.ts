import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkAll, email, formFailure, httpUrl, maxLength, password, phone, readConflict, required, serverProblem } from '../../../src/lib/form/index.ts';
import { HttpError } from '../../../src/lib/http/index.ts';
import type { ErrorEnvelope } from '../../../src/contract/index.ts';

test('checks follow the server: trimmed, e-mail shaped, E.164-like phones, http(s) links to a named host', () => {
  assert.deepEqual(required('  '), { key: 'form.required' });
  assert.equal(required(' a '), null);
  assert.deepEqual(maxLength(3)(' abcd '), { key: 'form.tooLong', params: { max: 3 } });
  assert.equal(maxLength(3)(' abc '), null);
  assert.deepEqual(email('ana@'), { key: 'form.email' });
  assert.equal(email('ana@diving.test'), null);
  assert.equal(email(''), null);
  assert.deepEqual(phone('1'.repeat(33)), { key: 'form.tooLong', params: { max: 32 } });
  assert.equal(phone('+34 600 000 000'), null);
  assert.equal(phone('+1-305-555.0100'), null);
  assert.equal(phone(''), null);
  for (const bad of ['call me maybe', '12', '+12', 'abc-not-a-phone', '600 000 000', '+34 600 000 000 000 000', '+34  600 000', '+34 600 000-']) {
    assert.deepEqual(phone(bad), { key: 'form.phone' }, bad);
  }
  for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'ftp://x.test', 'www.x.test', 'https://', 'data:text/html,x', 'https://tiktok', 'https://.test']) {
    assert.deepEqual(httpUrl(bad), { key: 'form.url' }, bad);
  }
  assert.equal(httpUrl('https://maps.example.test/?q=1'), null);
  assert.equal(httpUrl('http://localhost:8080/map'), null);
});

test('a password counts 8 to 128 characters untrimmed and says only which way it is off', () => {
  assert.deepEqual(password('1234567'), { key: 'form.passwordShort' });
  assert.deepEqual(password('       '), { key: 'form.passwordShort' });
  assert.deepEqual(password(''), { key: 'form.required' }, 'an empty one is missing, not short');
  assert.equal(password('12345678'), null);
  assert.equal(password('x'.repeat(128)), null);
  assert.deepEqual(password('x'.repeat(129)), { key: 'form.passwordLong' });
});

test('checkAll answers the first problem of each field', () => {
  assert.deepEqual(checkAll({ a: '', b: 'ok' }, { a: [required, maxLength(1)], b: [required] }), { a: { key: 'form.required' } });
});

test('server messages become locale keys where they say the same, others stay as written', () => {
  assert.deepEqual(serverProblem('Must be at most 32 characters.'), { key: 'form.tooLong', params: { max: 32 } });
  assert.deepEqual(serverProblem('Must be an http(s) URL.'), { key: 'form.url' });
  assert.deepEqual(serverProblem('Must be a phone number: + and 7 to 15 digits.'), { key: 'form.phone' });
  assert.deepEqual(serverProblem('Something odd.'), { message: 'Something odd.' });
});

test('a failure puts the server’s errors on their fields and reads a conflict', () => {
  const invalid = new HttpError({ status: 400, body: { success: false, code: 'VALIDATION_FAILED', message: 'Some fields are not valid.', errors: [
    { field: 'socials.x', message: 'Must be an http(s) URL.' }, { field: 'email', message: 'Must be a valid e-mail address.' }, { field: 'other', message: '?' },
  ] } });
  const values = { email: '', x: '' };
  const mapped = formFailure(invalid, values, (f) => (f === 'socials.x' ? 'x' : f === 'email' ? 'email' : null));
  assert.deepEqual(mapped.serverProblems, { x: { key: 'form.url' }, email: { key: 'form.email' } });
  assert.equal(mapped.conflict, null);
  const conflict = new HttpError({ status: 409, body: { success: false, code: 'CONFLICT', message: 'Changed by Ana Ruiz at 10:15', current: { id: '1' } } as ErrorEnvelope });
  assert.deepEqual(readConflict(conflict), { message: 'Changed by Ana Ruiz at 10:15', current: { id: '1' }, by: null });
  assert.equal(readConflict(new HttpError({ status: 409, body: { success: false, code: 'CONFLICT', message: 'exists' } })), null);
});
