import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LIST_SPECS, toListSearch } from '../../../src/contract';
import {
  PAGE_SIZES, changeListParams, listQueryOf, pickSearch, readListParams, type ListStateConfig,
} from '../../../src/lib/list';

const trips: ListStateConfig = { spec: LIST_SPECS.trips, sort: 'submittedAt', order: 'asc', fixedFilters: { status: 'pending' } };
const read = (query: string, config = trips) => readListParams(new URLSearchParams(query), config);

test('an empty query is the configured default view, with fixed filters', () => {
  assert.deepEqual(read(''), { page: 1, pageSize: 25, q: '', sort: 'submittedAt', order: 'asc', filters: { status: 'pending' } });
  assert.deepEqual(PAGE_SIZES, [10, 25, 50]);
});

test('reads page, page size, search, sort and order from the query', () => {
  assert.deepEqual(read('page=3&pageSize=10&q=blue%20hole&sort=price&order=desc'), {
    page: 3, pageSize: 10, q: 'blue hole', sort: 'price', order: 'desc', filters: { status: 'pending' },
  });
});

test('invalid values fall back to the defaults one by one', () => {
  const params = read('page=-2&pageSize=13&sort=password&order=sideways');
  assert.deepEqual(params, { page: 1, pageSize: 25, q: '', sort: 'submittedAt', order: 'asc', filters: { status: 'pending' } });
  assert.equal(read('page=abc').page, 1);
  assert.equal(read('page=0').page, 1);
  assert.equal(read('page=2.5').page, 1);
  assert.equal(read('q=' + 'x'.repeat(300)).q.length, 200);
});

test('another sort without an order is ascending; the default sort keeps its own order', () => {
  const config: ListStateConfig = { spec: LIST_SPECS.trips, sort: 'submittedAt', order: 'desc' };
  assert.equal(read('sort=title', config).order, 'asc');
  assert.equal(read('sort=submittedAt', config).order, 'desc');
});

test('URL filters are read when their value is allowed; fixed filters cannot be overridden from the URL', () => {
  const products: ListStateConfig = { spec: LIST_SPECS.products, fixedFilters: { status: 'approved' } };
  const params = readListParams(new URLSearchParams('category=apparel&condition=broken&status=rejected'), products);
  assert.deepEqual(params.filters, { category: 'apparel', status: 'approved' });
  assert.equal(params.sort, 'createdAt', 'the spec default sort without a configured one');
  assert.equal(params.order, 'desc');
});

test('the default view writes a clean URL; other values write only what differs', () => {
  assert.deepEqual(listQueryOf(read(''), trips), { page: null, pageSize: null, q: null, sort: null, order: null });
  const params = read('page=2&pageSize=50&q=reef&sort=title&order=desc');
  assert.deepEqual(listQueryOf(params, trips), { page: '2', pageSize: '50', q: 'reef', sort: 'title', order: 'desc' });
  // The default field in the other order must be written, or a reload would flip it back.
  assert.deepEqual(listQueryOf({ ...read(''), order: 'desc' }, trips), { page: null, pageSize: null, q: null, sort: 'submittedAt', order: 'desc' });
});

test('what is written reads back as the same view', () => {
  for (const query of ['', 'page=4', 'pageSize=10&sort=price&order=desc', 'q=dahab&sort=submittedAt&order=desc']) {
    const params = read(query);
    const written = new URLSearchParams();
    for (const [key, value] of Object.entries(listQueryOf(params, trips))) if (value !== null) written.set(key, value);
    assert.deepEqual(read(written.toString()), params, query);
  }
});

test('a new search, sort, filter or page size starts at page 1; a page change keeps the rest', () => {
  const on3 = read('page=3&q=reef');
  assert.equal(changeListParams(on3, { page: 5 }, trips).page, 5);
  assert.equal(changeListParams(on3, { page: 5 }, trips).q, 'reef');
  assert.equal(changeListParams(on3, { q: 'wreck' }, trips).page, 1);
  assert.equal(changeListParams(on3, { pageSize: 10 }, trips).page, 1);
  assert.equal(changeListParams(on3, { pageSize: 7 }, trips).pageSize, 25, 'a size not offered is the default');
  const sorted = changeListParams(on3, { sort: 'price', order: 'desc' }, trips);
  assert.deepEqual([sorted.page, sorted.sort, sorted.order], [1, 'price', 'desc']);
  const unsorted = changeListParams(sorted, { sort: null }, trips);
  assert.deepEqual([unsorted.sort, unsorted.order], ['submittedAt', 'asc'], 'no sort = the default sort');
  const products: ListStateConfig = { spec: LIST_SPECS.products };
  const base = readListParams(new URLSearchParams('page=2'), products);
  const filtered = changeListParams(base, { filter: 'category', value: 'courses' }, products);
  assert.deepEqual([filtered.page, filtered.filters], [1, { category: 'courses' }]);
  assert.deepEqual(changeListParams(filtered, { filter: 'category', value: null }, products).filters, {});
  assert.equal(changeListParams(read('page=2'), { filter: 'status', value: 'rejected' }, trips).filters.status, 'pending', 'fixed');
});

test('the request query names the fixed filter and the page', () => {
  assert.equal(toListSearch(read('page=2&q=reef')).toString(), 'page=2&q=reef&sort=submittedAt&order=asc&status=pending');
});

test('pickSearch carries only the named keys to a sibling view', () => {
  assert.equal(pickSearch('?q=reef&page=3&pageSize=10&sort=title', ['q', 'pageSize']), '?q=reef&pageSize=10');
  assert.equal(pickSearch('?page=3', ['q', 'pageSize']), '');
});
