import { afterEach, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  configureHttp,
  createHttpClient,
  DEFAULT_BASE_URL,
  getAuthToken,
  http,
  HttpError,
  isHttpError,
  onUnauthorized,
  setAuthToken,
} from '../../../src/lib/http';

interface Sent { url: string; method: string; headers: Headers; body: BodyInit | null | undefined; signal: AbortSignal | null | undefined }

let sent: Sent[] = [];
let answer: () => Response | Promise<Response> = () => json(200, { success: true, data: null });
const unsubscribers: (() => void)[] = [];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fakeFetch: typeof fetch = async (input, init) => {
  sent.push({ url: String(input), method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: init?.body, signal: init?.signal });
  return answer();
};

const client = createHttpClient({ baseUrl: 'https://api.test/api/v1/', fetch: fakeFetch });
const lastSent = (): Sent => {
  const last = sent.at(-1);
  assert.ok(last, 'a request was sent');
  return last;
};

/** Runs `call` and returns what it rejected with. */
async function failure(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  assert.fail('expected a rejection');
}

async function httpFailure(call: Promise<unknown>): Promise<HttpError> {
  const error = await failure(call);
  assert.ok(error instanceof HttpError, `an HttpError, got ${String(error)}`);
  return error;
}

beforeEach(() => {
  sent = [];
  answer = () => json(200, { success: true, data: null });
  setAuthToken(null);
  configureHttp({ baseUrl: DEFAULT_BASE_URL });
});

afterEach(() => {
  for (const off of unsubscribers.splice(0)) off();
});

test('sends the bearer when a token is set and none without', async () => {
  await client.get('/users/');
  assert.equal(lastSent().headers.get('authorization'), null);
  setAuthToken('abc.def.ghi');
  await client.get('/users/');
  assert.equal(lastSent().headers.get('authorization'), 'Bearer abc.def.ghi');
  setAuthToken('');
  assert.equal(getAuthToken(), null);
});

test('unwraps the success envelope to its data', async () => {
  answer = () => json(200, { success: true, data: { id: 'u1' }, message: 'ok' });
  assert.deepEqual(await client.get('/users/u1'), { id: 'u1' });
  assert.equal(lastSent().url, 'https://api.test/api/v1/users/u1');
  assert.equal(lastSent().method, 'GET');
  assert.equal(lastSent().headers.get('accept'), 'application/json');
});

test('sends a JSON body with its content type and no content type without a body', async () => {
  await client.post('/auth/login', { email: 'a@b.co', password: 'secret' });
  assert.equal(lastSent().method, 'POST');
  assert.equal(lastSent().headers.get('content-type'), 'application/json');
  assert.equal(lastSent().body, JSON.stringify({ email: 'a@b.co', password: 'secret' }));
  await client.put('/users/u1', { firstName: 'Ana' });
  assert.equal(lastSent().method, 'PUT');
  await client.delete('/news/n1');
  assert.equal(lastSent().method, 'DELETE');
  assert.equal(lastSent().headers.get('content-type'), null);
  assert.equal(lastSent().body, undefined);
});

test('encodes query parameters and skips undefined ones', async () => {
  await client.get('/users/', { query: { q: 'a b&c', page: 2, active: true, role: undefined } });
  assert.equal(lastSent().url, 'https://api.test/api/v1/users/?q=a+b%26c&page=2&active=true');
  await client.get('/search?x=1', { query: { y: 'é' } });
  assert.equal(lastSent().url, 'https://api.test/api/v1/search?x=1&y=%C3%A9');
});

test('rejects a failed call with an HttpError carrying the server envelope', async () => {
  const envelope = {
    success: false,
    message: 'Some fields are invalid',
    code: 'VALIDATION_FAILED',
    errors: [{ field: 'email', message: 'Required' }],
  };
  answer = () => json(400, envelope);
  const error = await httpFailure(client.post('/users/', {}));
  assert.equal(error.name, 'HttpError');
  assert.equal(error.status, 400);
  assert.equal(error.code, 'VALIDATION_FAILED');
  assert.equal(error.message, 'Some fields are invalid');
  assert.deepEqual(error.body, envelope);
  assert.deepEqual(error.fieldErrors, [{ field: 'email', message: 'Required' }]);
  assert.equal(isHttpError(error), true);
  assert.equal(isHttpError(new Error('x')), false);
});

test('rejects with "Something went wrong" when the error body is not JSON', async () => {
  answer = () => new Response('<html>Bad gateway</html>', { status: 502 });
  const error = await httpFailure(client.get('/trips/'));
  assert.equal(error.status, 502);
  assert.equal(error.message, 'Something went wrong');
  assert.equal(error.body, null);
  assert.equal(error.code, null);
  assert.deepEqual(error.fieldErrors, []);
});

test('rejects with "Something went wrong" when the error body is empty', async () => {
  answer = () => new Response(null, { status: 500 });
  const error = await httpFailure(client.get('/trips/'));
  assert.equal(error.status, 500);
  assert.equal(error.message, 'Something went wrong');
});

test('rejects a network failure with status 0 and keeps the cause', async () => {
  const cause = new TypeError('fetch failed');
  answer = () => Promise.reject(cause);
  const error = await httpFailure(client.get('/trips/'));
  assert.equal(error.status, 0);
  assert.equal(error.message, 'Something went wrong');
  assert.equal(error.cause, cause);
});

test('rejects a success whose body is not JSON with status 0', async () => {
  answer = () => new Response('not json', { status: 200 });
  const error = await httpFailure(client.get('/trips/'));
  assert.equal(error.status, 0);
  assert.ok(error.cause instanceof SyntaxError);
});

test('passes an abort through untouched', async () => {
  const controller = new AbortController();
  answer = () => {
    const { signal } = lastSent();
    assert.ok(signal, 'the signal reaches fetch');
    return new Promise((_resolve, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    });
  };
  const call = client.get('/trips/', { signal: controller.signal });
  controller.abort();
  const error = await failure(call);
  assert.ok(error instanceof DOMException);
  assert.equal(error.name, 'AbortError');
  assert.equal(isHttpError(error), false);
});

test('tells onUnauthorized listeners about a 401 only while a token is set', async () => {
  const seen: HttpError[] = [];
  unsubscribers.push(onUnauthorized((error) => seen.push(error)));
  answer = () => json(401, { success: false, message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' });
  await httpFailure(client.post('/auth/login', { email: 'a@b.co', password: 'x' }));
  assert.equal(seen.length, 0);

  setAuthToken('t1');
  answer = () => json(401, { success: false, message: 'Token expired', code: 'UNAUTHENTICATED' });
  const error = await httpFailure(client.get('/users/'));
  assert.equal(seen.length, 1);
  assert.equal(seen[0], error);
  assert.equal(seen[0]?.code, 'UNAUTHENTICATED');

  answer = () => json(403, { success: false, message: 'Forbidden', code: 'FORBIDDEN' });
  await httpFailure(client.get('/users/'));
  assert.equal(seen.length, 1, 'a 403 is not a sign-out');
});

test('stops telling a listener once it unsubscribes', async () => {
  let count = 0;
  const off = onUnauthorized(() => {
    count += 1;
  });
  setAuthToken('t1');
  answer = () => json(401, { success: false, message: 'Expired', code: 'UNAUTHENTICATED' });
  await httpFailure(client.get('/users/'));
  off();
  await httpFailure(client.get('/users/'));
  assert.equal(count, 1);
});

test('raw returns the body as it came, without unwrapping', async () => {
  setAuthToken('t1');
  answer = () => json(200, { success: true, accessToken: 'new.token.here' });
  assert.deepEqual(await client.raw('get', '/auth/refresh'), { success: true, accessToken: 'new.token.here' });
  assert.equal(lastSent().method, 'GET');
  assert.equal(lastSent().headers.get('authorization'), 'Bearer t1');
});

test('raw sends a Blob or ArrayBuffer upload as it is, with the given content type', async () => {
  answer = () => json(201, { success: true, data: { url: '/uploads/a.png' } });
  const image = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
  const result = await client.raw('POST', '/uploads', image, { headers: { 'Content-Type': 'image/png' } });
  assert.deepEqual(result, { success: true, data: { url: '/uploads/a.png' } });
  assert.equal(lastSent().body, image);
  assert.equal(lastSent().headers.get('content-type'), 'image/png');

  const bytes = new ArrayBuffer(4);
  await client.raw('POST', '/uploads', bytes, { headers: { 'Content-Type': 'image/jpeg' } });
  assert.equal(lastSent().body, bytes);
  assert.equal(lastSent().headers.get('content-type'), 'image/jpeg');
});

test('the shared client uses the configured base and the fetch in place at call time', async (t) => {
  const original = globalThis.fetch;
  t.after(() => {
    globalThis.fetch = original;
  });
  globalThis.fetch = fakeFetch;
  answer = () => json(200, { success: true, data: [1, 2] });
  assert.deepEqual(await http.get('/trips/'), [1, 2]);
  assert.equal(lastSent().url, '/api/v1/trips/');
  configureHttp({ baseUrl: 'https://example.org/api/v1' });
  await http.get('trips/pending');
  assert.equal(lastSent().url, 'https://example.org/api/v1/trips/pending');
});

test('a throwing onUnauthorized listener is logged and the others still hear the 401', async (t) => {
  const logged = t.mock.method(console, 'error', () => {});
  let heard = 0;
  unsubscribers.push(onUnauthorized(() => {
    throw new Error('listener bug');
  }));
  unsubscribers.push(onUnauthorized(() => {
    heard += 1;
  }));
  setAuthToken('t1');
  answer = () => json(401, { success: false, message: 'Expired', code: 'UNAUTHENTICATED' });
  const error = await httpFailure(client.get('/users/'));
  assert.equal(error.status, 401);
  assert.equal(heard, 1);
  assert.equal(logged.mock.callCount(), 1);
});

test('no 401 news for a call answered after the token was cleared', async () => {
  let heard = 0;
  unsubscribers.push(onUnauthorized(() => {
    heard += 1;
  }));
  setAuthToken('t1');
  answer = () => {
    setAuthToken(null); // signed out while the call was on its way
    return json(401, { success: false, message: 'Expired', code: 'UNAUTHENTICATED' });
  };
  await httpFailure(client.get('/users/'));
  assert.equal(heard, 0);
});

test('file: the bytes and the name of the Content-Disposition, with the bearer; a failure is an HttpError', async () => {
  setAuthToken('t0ken');
  answer = () => new Response('\uFEFFName\r\n', { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="users-2031-07-14.csv"' } });
  const file = await client.file('/users/', { query: { format: 'csv', lang: 'es' } });
  assert.equal(file.fileName, 'users-2031-07-14.csv');
  assert.deepEqual([...new Uint8Array(await file.blob.arrayBuffer())], [0xef, 0xbb, 0xbf, ...Buffer.from('Name\r\n')], 'the bytes as sent, BOM included');
  assert.equal(lastSent().url, 'https://api.test/api/v1/users/?format=csv&lang=es');
  assert.equal(lastSent().headers.get('authorization'), 'Bearer t0ken');
  answer = () => new Response('x', { status: 200 });
  assert.equal((await client.file('/users/')).fileName, null, 'no name without the header');
  answer = () => json(400, { success: false, code: 'VALIDATION_FAILED', message: 'Some query parameters are not valid.', errors: [{ field: 'lang', message: 'Must be one of: en, es, ar, zh-cn.' }] });
  const error = await httpFailure(client.file('/users/', { query: { lang: 'fr' } }));
  assert.equal(error.status, 400);
  assert.equal(error.message, 'Some query parameters are not valid.');
});
