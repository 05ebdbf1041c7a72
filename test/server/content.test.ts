import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { LegalDocument, LegalType, LegalVersionSummary, News, User } from '../../src/contract';
import { startTestServer } from '../helpers/server';
import type { TestServer } from '../helpers/server';
import { sleep } from '../helpers/clock';
import { api } from '../helpers/api-client';
import { assertNewestFirst, expectError, expectInvalid, expectOk, isIsoDateTime } from '../helpers/api-asserts';
import { createUser, login } from '../helpers/accounts';
import type { CreatedUser } from '../helpers/accounts';

let server: TestServer;
let admin: { token: string; user: User };
let diver: CreatedUser;

before(async () => {
  server = await startTestServer();
  admin = await login(server);
  diver = await createUser(server);
});
after(() => server.close());

const NEWS_KEYS = ['author', 'content', 'coverImageUrl', 'createdAt', 'id', 'publishedAt', 'status', 'summary', 'title', 'updatedAt'];
const LEGAL_KEYS = ['content', 'id', 'title', 'type', 'updatedAt', 'updatedBy', 'version'];

function assertNews(news: News): void {
  assert.deepEqual(Object.keys(news).sort(), NEWS_KEYS);
  assert.ok(['draft', 'published'].includes(news.status));
  assert.ok(isIsoDateTime(news.createdAt) && isIsoDateTime(news.updatedAt));
  if (news.status === 'published') assert.ok(isIsoDateTime(news.publishedAt), 'a published post has publishedAt');
  else assert.equal(news.publishedAt, null, 'a draft has no publishedAt');
  assert.deepEqual(Object.keys(news.author).sort(), ['id', 'name']);
}

const post = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  title: 'Manta season opens',
  summary: 'Mantas are back at the cleaning stations.',
  content: '# Mantas\n\nThey are **back**.',
  status: 'draft',
  ...over,
});

async function createNews(over: Record<string, unknown> = {}): Promise<News> {
  return expectOk(await api<News>(server, 'POST', '/news/', { token: admin.token, json: post(over) }), 201);
}

describe('news', () => {
  it('GET /news/ lists the demo posts last updated first', async () => {
    const list = expectOk(await api<News[]>(server, 'GET', '/news/', { token: admin.token }));
    assert.ok(list.length >= 12);
    for (const news of list) assertNews(news);
    assertNewestFirst(list, 'updatedAt');
    assert.ok(list.some((n) => n.status === 'draft') && list.some((n) => n.status === 'published'));
  });

  it('POST /news/ creates a draft with 201, the admin as author, trimmed fields', async () => {
    const news = await createNews({ title: '  Whale sharks  ', coverImageUrl: '/api/v1/uploads/demo-news-01.png', extra: 'ignored' });
    assertNews(news);
    assert.equal(news.title, 'Whale sharks');
    assert.equal(news.status, 'draft');
    assert.equal(news.publishedAt, null);
    assert.equal(news.coverImageUrl, '/api/v1/uploads/demo-news-01.png');
    assert.equal(news.author.id, admin.user.id);
    assert.ok(news.author.name.length > 0);
    assert.ok(!('extra' in news));
    const list = expectOk(await api<News[]>(server, 'GET', '/news/', { token: admin.token }));
    assert.equal(list[0]?.id, news.id, 'the new post comes first');
  });

  it('POST /news/ publishes with publishedAt and defaults coverImageUrl to null', async () => {
    const news = await createNews({ status: 'published' });
    assert.equal(news.status, 'published');
    assert.ok(isIsoDateTime(news.publishedAt));
    assert.equal(news.coverImageUrl, null);
  });

  it('accepts the limits exactly: title 200, summary 500, content 100,000', async () => {
    const news = await createNews({ title: 't'.repeat(200), summary: 's'.repeat(500), content: 'c'.repeat(100_000) });
    assert.equal(news.title.length, 200);
    assert.equal(news.content.length, 100_000);
  });

  const invalid: [string, Record<string, unknown>, string[]][] = [
    ['a missing title', { title: undefined }, ['title']],
    ['a blank title', { title: '   ' }, ['title']],
    ['a title of 201 characters', { title: 't'.repeat(201) }, ['title']],
    ['a title that is a number', { title: 5 }, ['title']],
    ['a missing summary', { summary: undefined }, ['summary']],
    ['a summary of 501 characters', { summary: 's'.repeat(501) }, ['summary']],
    ['a missing content', { content: undefined }, ['content']],
    ['a content of 100,001 characters', { content: 'c'.repeat(100_001) }, ['content']],
    ['a content that is an array', { content: ['a'] }, ['content']],
    ['a missing status', { status: undefined }, ['status']],
    ['an unknown status', { status: 'live' }, ['status']],
    ['a cover image that is not a string', { coverImageUrl: 12 }, ['coverImageUrl']],
    ['everything missing', { title: undefined, summary: undefined, content: undefined, status: undefined }, ['title', 'summary', 'content', 'status']],
  ];
  for (const [name, over, fields] of invalid) {
    it(`POST /news/ answers 400 for ${name}`, async () => {
      const json = post(over);
      for (const key of Object.keys(json)) if (json[key] === undefined) delete json[key];
      expectInvalid(await api(server, 'POST', '/news/', { token: admin.token, json }), ...fields);
    });
  }

  it('GET /news/{id} answers the post, 404 for an unknown id', async () => {
    const news = await createNews();
    assert.deepEqual(expectOk(await api<News>(server, 'GET', `/news/${news.id}`, { token: admin.token })), news);
    expectError(await api(server, 'GET', '/news/no-such-post', { token: admin.token }), 404, 'NOT_FOUND');
  });

  it('PUT /news/{id} changes only the fields sent and sets publishedAt on publishing', async () => {
    const news = await createNews();
    await sleep(5);
    const renamed = expectOk(await api<News>(server, 'PUT', `/news/${news.id}`, { token: admin.token, json: { title: 'Renamed' } }));
    assert.equal(renamed.title, 'Renamed');
    assert.equal(renamed.summary, news.summary);
    assert.equal(renamed.content, news.content);
    assert.equal(renamed.status, 'draft');
    assert.equal(renamed.createdAt, news.createdAt);
    assert.ok(renamed.updatedAt > news.updatedAt, 'updatedAt moves');
    const published = expectOk(await api<News>(server, 'PUT', `/news/${news.id}`, { token: admin.token, json: { status: 'published' } }));
    assert.ok(isIsoDateTime(published.publishedAt));
    const cover = expectOk(await api<News>(server, 'PUT', `/news/${news.id}`, { token: admin.token, json: { coverImageUrl: null, summary: '' } }));
    assert.equal(cover.coverImageUrl, null);
    assert.equal(cover.status, 'published');
    const back = expectOk(await api<News>(server, 'PUT', `/news/${news.id}`, { token: admin.token, json: { status: 'draft' } }));
    assert.equal(back.publishedAt, null);
    assert.deepEqual(expectOk(await api<News>(server, 'GET', `/news/${news.id}`, { token: admin.token })), back);
  });

  it('PUT /news/{id} validates what it gets and answers 404 for an unknown id', async () => {
    const news = await createNews();
    expectInvalid(await api(server, 'PUT', `/news/${news.id}`, { token: admin.token, json: { title: '' } }), 'title');
    expectInvalid(await api(server, 'PUT', `/news/${news.id}`, { token: admin.token, json: { status: 'gone' } }), 'status');
    expectInvalid(await api(server, 'PUT', `/news/${news.id}`, { token: admin.token, json: { summary: 's'.repeat(501), content: 1 } }), 'summary', 'content');
    const same = expectOk(await api<News>(server, 'GET', `/news/${news.id}`, { token: admin.token }));
    assert.equal(same.title, news.title);
    expectError(await api(server, 'PUT', '/news/no-such-post', { token: admin.token, json: { title: 'x' } }), 404, 'NOT_FOUND');
  });

  it('DELETE /news/{id} answers { id } and the post is gone', async () => {
    const news = await createNews();
    assert.deepEqual(expectOk(await api(server, 'DELETE', `/news/${news.id}`, { token: admin.token })), { id: news.id });
    expectError(await api(server, 'GET', `/news/${news.id}`, { token: admin.token }), 404, 'NOT_FOUND');
    expectError(await api(server, 'DELETE', `/news/${news.id}`, { token: admin.token }), 404, 'NOT_FOUND');
    expectError(await api(server, 'PUT', `/news/${news.id}`, { token: admin.token, json: { title: 'x' } }), 404, 'NOT_FOUND');
    const list = expectOk(await api<News[]>(server, 'GET', '/news/', { token: admin.token }));
    assert.ok(!list.some((n) => n.id === news.id));
  });

  it('answers 401 without a token and 403 for a diver on every news route', async () => {
    const news = await createNews();
    const routes: [string, string, unknown][] = [
      ['GET', '/news/', undefined],
      ['POST', '/news/', post()],
      ['GET', `/news/${news.id}`, undefined],
      ['PUT', `/news/${news.id}`, { title: 'Hijacked' }],
      ['DELETE', `/news/${news.id}`, undefined],
    ];
    for (const [method, path, json] of routes) {
      expectError(await api(server, method, path, { json }), 401, 'UNAUTHENTICATED');
      expectError(await api(server, method, path, { json, token: diver.token }), 403, 'FORBIDDEN');
    }
    assert.deepEqual(expectOk(await api<News>(server, 'GET', `/news/${news.id}`, { token: admin.token })), news);
  });
});

describe('legal documents', () => {
  const latest = async (type: LegalType): Promise<LegalDocument> => expectOk(await api<LegalDocument>(server, 'GET', `/legal/${type}`, { token: admin.token }));

  for (const type of ['terms', 'privacy', 'about'] as const) {
    it(`GET /legal/${type} answers the latest document of that type`, async () => {
      const doc = await latest(type);
      assert.deepEqual(Object.keys(doc).sort(), LEGAL_KEYS);
      assert.equal(doc.type, type);
      assert.ok(Number.isInteger(doc.version) && doc.version >= 1);
      assert.ok(isIsoDateTime(doc.updatedAt));
      assert.ok(doc.updatedBy === null || (typeof doc.updatedBy.id === 'string' && typeof doc.updatedBy.name === 'string'));
      assert.ok(doc.title.length > 0);
    });
  }

  it('refuses an unknown legal type', async () => {
    const res = await api(server, 'GET', '/legal/cookies', { token: admin.token });
    assert.ok(res.status === 400 || res.status === 404, `400 or 404, got ${res.status}`);
    expectError(res, res.status, res.status === 400 ? 'VALIDATION_FAILED' : 'NOT_FOUND');
  });

  it('PUT /legal/{id} bumps the version by one each time and records who edited', async () => {
    const doc = await latest('privacy');
    await sleep(5);
    const first = expectOk(await api<LegalDocument>(server, 'PUT', `/legal/${doc.id}`, { token: admin.token, json: { title: '  Privacy notice  ' } }));
    assert.equal(first.id, doc.id);
    assert.equal(first.version, doc.version + 1);
    assert.equal(first.title, 'Privacy notice');
    assert.equal(first.content, doc.content, 'content kept');
    assert.equal(first.type, 'privacy');
    assert.ok(first.updatedAt > doc.updatedAt);
    assert.deepEqual(first.updatedBy, { id: admin.user.id, name: first.updatedBy?.name });
    assert.ok((first.updatedBy?.name ?? '').length > 0);
    const second = expectOk(await api<LegalDocument>(server, 'PUT', `/legal/${doc.id}`, { token: admin.token, json: { content: '## Data\n\nWe keep *little*.' } }));
    assert.equal(second.version, doc.version + 2);
    assert.equal(second.title, 'Privacy notice');
    assert.equal(second.content, '## Data\n\nWe keep *little*.');
    const again = await latest('privacy');
    assert.equal(again.version, doc.version + 2);
    assert.equal(again.content, second.content);
  });

  it('keeps every version a save replaces: listed newest first with who and when, each readable as it was', async () => {
    const before = await latest('terms');
    const saved = expectOk(await api<LegalDocument>(server, 'PUT', `/legal/${before.id}`, { token: admin.token, json: { content: 'Version two of the terms.' } }));
    assert.deepEqual(Object.keys(saved).sort(), LEGAL_KEYS, 'the answer carries no kept versions');
    assert.deepEqual(Object.keys(await latest('terms')).sort(), LEGAL_KEYS);
    const list = expectOk(await api<LegalVersionSummary[]>(server, 'GET', '/legal/terms/versions', { token: admin.token }));
    const summary = (d: LegalDocument) => ({ version: d.version, title: d.title, updatedAt: d.updatedAt, updatedBy: d.updatedBy });
    assert.deepEqual(list.slice(0, 2), [summary(saved), summary(before)]);
    assert.deepEqual(expectOk(await api<LegalDocument>(server, 'GET', `/legal/terms/versions/${before.version}`, { token: admin.token })), before, 'the old text as it was');
    assert.deepEqual(expectOk(await api<LegalDocument>(server, 'GET', `/legal/terms/versions/${saved.version}`, { token: admin.token })), saved);
    expectError(await api(server, 'GET', `/legal/terms/versions/${saved.version + 1}`, { token: admin.token }), 404, 'NOT_FOUND');
    expectError(await api(server, 'GET', '/legal/terms/versions/abc', { token: admin.token }), 404, 'NOT_FOUND');
    expectInvalid(await api(server, 'GET', '/legal/cookies/versions', { token: admin.token }), 'type');
    expectError(await api(server, 'GET', '/legal/terms/versions'), 401, 'UNAUTHENTICATED');
    expectError(await api(server, 'GET', `/legal/terms/versions/${before.version}`, { token: diver.token }), 403, 'FORBIDDEN');
  });

  it('accepts content of 100,000 characters and refuses 100,001', async () => {
    const doc = await latest('about');
    expectOk(await api(server, 'PUT', `/legal/${doc.id}`, { token: admin.token, json: { content: 'a'.repeat(100_000) } }));
    expectInvalid(await api(server, 'PUT', `/legal/${doc.id}`, { token: admin.token, json: { content: 'a'.repeat(100_001) } }), 'content');
  });

  it('validates title and type and leaves the version alone on a 400', async () => {
    const doc = await latest('terms');
    expectInvalid(await api(server, 'PUT', `/legal/${doc.id}`, { token: admin.token, json: { title: '' } }), 'title');
    expectInvalid(await api(server, 'PUT', `/legal/${doc.id}`, { token: admin.token, json: { title: 't'.repeat(201) } }), 'title');
    expectInvalid(await api(server, 'PUT', `/legal/${doc.id}`, { token: admin.token, json: { type: 'cookies' } }), 'type');
    expectInvalid(await api(server, 'PUT', `/legal/${doc.id}`, { token: admin.token, json: { content: { md: 'x' } } }), 'content');
    assert.equal((await latest('terms')).version, doc.version);
  });

  it('answers 404 for an unknown id, 401 without a token, 403 for a diver', async () => {
    const doc = await latest('terms');
    expectError(await api(server, 'PUT', '/legal/no-such-doc', { token: admin.token, json: { title: 'x' } }), 404, 'NOT_FOUND');
    expectError(await api(server, 'GET', '/legal/terms'), 401, 'UNAUTHENTICATED');
    expectError(await api(server, 'PUT', `/legal/${doc.id}`, { json: { title: 'x' } }), 401, 'UNAUTHENTICATED');
    expectError(await api(server, 'GET', '/legal/terms', { token: diver.token }), 403, 'FORBIDDEN');
    expectError(await api(server, 'PUT', `/legal/${doc.id}`, { token: diver.token, json: { title: 'x' } }), 403, 'FORBIDDEN');
    assert.equal((await latest('terms')).version, doc.version);
  });
});
