/**
 * The list cache's memory: bounded by bytes whatever the number of distinct queries, the least
 * recently used dropped first, nothing kept that is larger than the budget, and every list that
 * reads a collection dropped when that collection changes. Answers stay what a fresh computation
 * gives.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LIST_SPECS, applyList, parseListParams } from '../../src/contract';
import type { ListParams, News } from '../../src/contract';
import { createListCache } from '../../server/http/list-cache';
import type { ListKey } from '../../server/http/list-cache';

const WORDS = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet', 'kilo', 'lima'];

/** `count` posts whose summaries hold every word, each about `bytes` long. */
function posts(count: number, bytes: number): News[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `n${i}`,
    title: `Post ${String(i).padStart(3, '0')}`,
    summary: WORDS.join(' '),
    content: 'x'.repeat(bytes),
    coverImageUrl: null,
    status: i % 2 ? 'draft' : 'published',
    publishedAt: null,
    author: { id: 'a', name: 'Ana Ruiz' },
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
    updatedAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
  }));
}

/** Distinct queries that each match every post: two words of the summaries. */
function queries(count: number): ListParams[] {
  const out: ListParams[] = [];
  for (let i = 0; i < WORDS.length && out.length < count; i++) {
    for (let j = i + 1; j < WORDS.length && out.length < count; j++) {
      for (const sort of ['title', 'createdAt']) {
        if (out.length >= count) break;
        const parsed = parseListParams(new URLSearchParams({ page: '1', pageSize: '100', q: `${WORDS[i]} ${WORDS[j]}`, sort }), LIST_SPECS.news);
        assert.ok(!('errors' in parsed));
        out.push(parsed.params);
      }
    }
  }
  return out;
}

const key = (version: string, collections: ListKey['collections'] = ['news']): ListKey => ({ name: 'news', collections, version });

describe('the list cache', () => {
  it('holds at most its budget in bytes over 100 distinct large queries, and answers as a fresh computation does', () => {
    const rows = posts(20, 10_000);
    const budget = 1024 * 1024;
    const cache = createListCache(budget);
    const pageBytes: number[] = [];
    for (const params of queries(100)) {
      const bytes = cache.page(key('1'), () => rows, params, LIST_SPECS.news);
      pageBytes.push(bytes.length);
      assert.ok(cache.heldBytes() <= budget, `held ${cache.heldBytes()} B over a budget of ${budget} B`);
      const fresh = applyList(rows, params, LIST_SPECS.news);
      assert.deepEqual(JSON.parse(bytes.toString('utf8')), { success: true, data: fresh.data, meta: fresh.meta });
    }
    const total = pageBytes.reduce((a, b) => a + b, 0);
    assert.ok(total > 10 * budget, `the queries produced ${total} B, far more than the budget`);
    assert.ok(cache.heldBytes() > budget / 2, 'the budget is used, not left empty');
  });

  it('keeps a recently asked page and drops the least recently used one first', () => {
    const rows = posts(10, 10_000);
    const [a, b, c, d] = queries(4) as [ListParams, ListParams, ListParams, ListParams];
    const one = cache1(rows, a);
    const cache = createListCache(Math.floor(one * 3.5));
    const first = cache.page(key('1'), () => rows, a, LIST_SPECS.news);
    const firstB = cache.page(key('1'), () => rows, b, LIST_SPECS.news);
    cache.page(key('1'), () => rows, c, LIST_SPECS.news);
    assert.equal(cache.page(key('1'), () => rows, a, LIST_SPECS.news), first, 'a is still kept (the same buffer)');
    cache.page(key('1'), () => rows, d, LIST_SPECS.news);
    assert.equal(cache.page(key('1'), () => rows, a, LIST_SPECS.news), first, 'a, used last, outlived b');
    assert.notEqual(cache.page(key('1'), () => rows, b, LIST_SPECS.news), firstB, 'b, the least recently used, was dropped and is built again');
  });

  it('sends but does not keep an answer larger than the whole budget', () => {
    const rows = posts(10, 10_000);
    const cache = createListCache(50_000);
    const [a] = queries(1) as [ListParams];
    const bytes = cache.page(key('1'), () => rows, a, LIST_SPECS.news);
    assert.ok(bytes.length > 50_000);
    assert.ok(cache.heldBytes() <= 50_000);
    assert.notEqual(cache.page(key('1'), () => rows, a, LIST_SPECS.news), bytes, 'built again, not kept');
  });

  it('drops every list that reads a changed collection at once, and only those', () => {
    const rows = posts(10, 1_000);
    const cache = createListCache(10 * 1024 * 1024);
    const [a] = queries(1) as [ListParams];
    cache.page(key('1'), () => rows, a, LIST_SPECS.news);
    cache.get({ name: 'users', collections: ['users'], version: '1' }, () => [{ id: 'u1' }]);
    const before = cache.heldBytes();
    assert.ok(before > 10_000);
    cache.invalidate(new Set(['news']));
    assert.ok(cache.heldBytes() < 100, `the news pages are gone (${cache.heldBytes()} B held)`);
    assert.ok(cache.heldBytes() > 0, 'the users list stays');
    cache.invalidate(new Set(['users', 'contact']));
    assert.equal(cache.heldBytes(), 0);
  });

  it('a zero budget keeps nothing and still answers', () => {
    const rows = posts(3, 100);
    const cache = createListCache(0);
    const [a] = queries(1) as [ListParams];
    assert.equal(JSON.parse(cache.page(key('1'), () => rows, a, LIST_SPECS.news).toString('utf8')).data.length, 3);
    assert.equal(cache.heldBytes(), 0);
  });
});

/** The size of one page answer of `params` over `rows`. */
function cache1(rows: News[], params: ListParams): number {
  return createListCache(Number.MAX_SAFE_INTEGER).page(key('x'), () => rows, params, LIST_SPECS.news).length;
}
