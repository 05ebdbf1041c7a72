/**
 * SQL planted through the HTTP API is only ever data: every text field a client writes (a user's
 * names, a news post, a contact message, a legal text, a review's reason) and every list parameter
 * (search, sort, order, page, page size, filters, the activity log's admin and range) carry
 * statements, quotes, LIKE and dollar quoting. No answer is a 5xx, each planted text reads back
 * exactly and is found by a search for it, and afterwards every list holds what it held plus the
 * planted records: nothing was dropped, emptied or rewritten. On the PostgreSQL half of the suite
 * (TEST_STORE=postgres) this is the store that would be hurt.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { LegalDocument, News, Trip, User } from '../../src/contract';
import { startTestServer } from '../helpers/server';
import type { TestServer } from '../helpers/server';
import { api, call } from '../helpers/api-client';
import { expectOk } from '../helpers/api-asserts';
import { createUser, login, uniqueEmail } from '../helpers/accounts';
import { mapLimit } from '../helpers/concurrency';

const PLANTED = [
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  '"); DELETE FROM list_rows; --',
  "$1 $$ $x$ '::jsonb ::text",
  '%_\\ LIKE \'%\' ESCAPE \'\'',
  "'||(SELECT pg_sleep(5))||'",
  "robert'); TRUNCATE activity, news CASCADE; --",
];

const LISTS = ['/users/', '/users/dive-buddy', '/users/dive-master/all', '/trips/', '/trips/all-trips/pending', '/products/', '/news/', '/contact/', '/activity'];

describe('SQL planted through the API', () => {
  let server: TestServer;
  let token: string;
  const totals = async (): Promise<Record<string, number>> => {
    const out: Record<string, number> = {};
    for (const path of LISTS) {
      const res = await call<unknown[]>(server, 'GET', `/api/v1${path}?page=1&pageSize=1`, { token });
      assert.equal(res.status, 200, path);
      out[path] = (JSON.parse(res.text) as { meta: { total: number } }).meta.total;
    }
    return out;
  };

  before(async () => {
    server = await startTestServer({ contactLimit: 1000, signupLimit: 1000 });
    token = (await login(server)).token;
  });
  after(() => server?.close());

  it('stays data in every text field and list parameter, and leaves every list whole', async () => {
    const before = await totals();
    const users: { id: string; text: string }[] = [];
    const news: { id: string; text: string }[] = [];
    for (const text of PLANTED) {
      const created = await createUser(server, { adminToken: token, firstName: text, lastName: text });
      users.push({ id: created.user.id, text });
      expectOk(await api<User>(server, 'PUT', `/auth/edit-profile/${created.user.id}`, { token: created.token, json: { lastName: `${text} again` } }));
      const post = expectOk(await api<News>(server, 'POST', '/news', { token, json: { title: text, summary: text, content: text, status: 'draft' } }), 201);
      news.push({ id: post.id, text });
      expectOk(await api(server, 'POST', '/contact', { json: { name: text, email: uniqueEmail('planted'), subject: text, message: text } }), 201);
    }
    const legal = expectOk(await api<LegalDocument>(server, 'GET', '/legal/terms', { token }));
    expectOk(await api(server, 'PUT', `/legal/${legal.id}`, { token, json: { title: PLANTED[0], content: PLANTED.join('\n') } }));
    const pending = expectOk(await api<Trip[]>(server, 'GET', '/trips/all-trips/pending', { token }));
    assert.ok(pending.length > 0, 'the demo data has pending trips');
    const rejected = expectOk(await api<Trip>(server, 'PUT', `/trips/all-trips/${pending[0]?.id}`, { token, json: { status: 'rejected', reason: PLANTED[2] } }));
    assert.equal(rejected.reason, PLANTED[2]);

    // Every list parameter, on every list.
    const queries: string[] = [];
    for (const text of PLANTED) {
      const v = encodeURIComponent(text);
      queries.push(`q=${v}`, `sort=${v}`, `order=${v}`, `page=${v}`, `pageSize=${v}`, `${v}=${v}`, `status=${v}`, `role=${v}`, `sort=createdAt&order=asc&q=${v}`);
    }
    const activity = PLANTED.flatMap((text) => [`admin=${encodeURIComponent(text)}`, `from=${encodeURIComponent(text)}`, `to=${encodeURIComponent(text)}`]);
    const requests = [
      ...LISTS.flatMap((path) => queries.map((q) => `${path}?page=1&${q}`)),
      ...activity.map((q) => `/activity?page=1&${q}`),
      ...PLANTED.map((text) => `/users/${encodeURIComponent(text)}`),
      ...PLANTED.map((text) => `/legal/${encodeURIComponent(text)}`),
    ];
    const statuses = await mapLimit(requests, 8, async (path) => ({ path, status: (await call(server, 'GET', `/api/v1${path}`, { token })).status }));
    const failed = statuses.filter((s) => s.status >= 500);
    assert.deepEqual(failed, [], 'no planted parameter is a server error');
    assert.ok(statuses.some((s) => s.status === 200) && statuses.some((s) => s.status === 400), 'some are answered, some refused');

    // What was planted reads back as written and is found by a search for it.
    for (const { id, text } of users) {
      const user = expectOk(await api<User>(server, 'GET', `/users/${id}`, { token }));
      assert.equal(user.firstName, text);
      assert.equal(user.lastName, `${text} again`);
    }
    for (const { id, text } of news) {
      assert.equal(expectOk(await api<News>(server, 'GET', `/news/${id}`, { token })).content, text);
      const found = expectOk(await api<News[]>(server, 'GET', `/news/?page=1&pageSize=100&q=${encodeURIComponent(text)}`, { token }));
      assert.ok(found.some((post) => post.id === id), `a search for ${text} finds its post`);
    }
    const terms = expectOk(await api<LegalDocument>(server, 'GET', '/legal/terms', { token }));
    assert.equal(terms.content, PLANTED.join('\n'));

    // Every list holds what it held, plus what was planted.
    const after = await totals();
    const added: Record<string, number> = { '/users/': PLANTED.length, '/users/dive-buddy': PLANTED.length, '/news/': PLANTED.length, '/contact/': PLANTED.length };
    for (const path of LISTS) {
      if (path === '/activity') assert.ok((after[path] ?? 0) > (before[path] ?? 0), 'the activity log grew');
      else if (path === '/trips/all-trips/pending') assert.equal(after[path], (before[path] ?? 0) - 1, path);
      else assert.equal(after[path], (before[path] ?? 0) + (added[path] ?? 0), path);
    }
  });
});
