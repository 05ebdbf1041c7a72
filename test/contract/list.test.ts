import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_PAGE_SIZE, LIST_SPECS, MAX_PAGE_SIZE, applyList, foldText, parseListParams, toListSearch } from '../../src/contract';
import type { ListParams, ListSpec, User } from '../../src/contract';

interface Row {
  id: string;
  name: string;
  city: string | null;
  score: number | null;
  kind: 'a' | 'b' | 'c';
  color: 'red' | 'blue';
}

const spec: ListSpec<Row> = {
  words: (r) => [r.name, r.city],
  sort: { name: (r) => r.name, score: (r) => r.score, city: (r) => r.city },
  filters: {
    kind: { values: ['a', 'b', 'c'], of: (r) => r.kind },
    color: { values: ['red', 'blue'], of: (r) => r.color },
  },
  defaultSort: { field: 'score', order: 'desc' },
};

const rows: Row[] = [
  { id: '1', name: 'José Müller', city: 'Dahab', score: 5, kind: 'a', color: 'red' },
  { id: '2', name: 'Ana Ruiz', city: 'Málaga', score: null, kind: 'b', color: 'blue' },
  { id: '3', name: 'ÉMILE Zola', city: null, score: 9, kind: 'a', color: 'blue' },
  { id: '4', name: 'bob stone', city: 'Blue Hole Dahab', score: 5, kind: 'c', color: 'red' },
  { id: '5', name: 'Çelik Ayşe', city: 'Kaş', score: 1, kind: 'b', color: 'red' },
];

const params = (over: Partial<ListParams> = {}): ListParams => ({ page: 1, pageSize: 25, q: '', sort: null, order: 'desc', filters: {}, ...over });
const ids = (page: { data: Row[] }): string[] => page.data.map((r) => r.id);

test('folds case and accents', () => {
  assert.equal(foldText('ÉMILE Çelik Müller Málaga'), 'emile celik muller malaga');
});

test('q matches accent- and case-insensitively, every term somewhere in the row', () => {
  assert.deepEqual(ids(applyList(rows, params({ q: 'jose' }), spec)), ['1']);
  assert.deepEqual(ids(applyList(rows, params({ q: 'MALAGA' }), spec)), ['2']);
  assert.deepEqual(ids(applyList(rows, params({ q: 'émile' }), spec)), ['3']);
  assert.deepEqual(ids(applyList(rows, params({ q: '  dahab   blue ' }), spec)), ['4']);
  assert.deepEqual(ids(applyList(rows, params({ q: 'dahab zola' }), spec)), []);
  assert.equal(applyList(rows, params({ q: 'kas' }), spec).meta.total, 1);
});

test('default sort: the spec field and order, nulls last, ties in input order', () => {
  assert.deepEqual(ids(applyList(rows, params(), spec)), ['3', '1', '4', '5', '2']);
  assert.deepEqual(ids(applyList(rows, params({ order: 'asc' }), spec)), ['5', '1', '4', '3', '2']);
});

test('sorts strings on the folded form, nulls last in both orders', () => {
  assert.deepEqual(ids(applyList(rows, params({ sort: 'name', order: 'asc' }), spec)), ['2', '4', '5', '3', '1']);
  assert.deepEqual(ids(applyList(rows, params({ sort: 'name', order: 'desc' }), spec)), ['1', '3', '5', '4', '2']);
  assert.deepEqual(ids(applyList(rows, params({ sort: 'city', order: 'asc' }), spec)), ['4', '1', '5', '2', '3']);
  assert.deepEqual(ids(applyList(rows, params({ sort: 'city', order: 'desc' }), spec)), ['2', '5', '1', '4', '3']);
});

test('filters by value; facets count over q and the other filters', () => {
  const page = applyList(rows, params({ filters: { kind: 'a' } }), spec);
  assert.deepEqual(ids(page), ['3', '1']);
  // kind counts ignore the kind filter; color counts honour it.
  assert.deepEqual(page.meta.facets, { kind: { a: 2, b: 2, c: 1 }, color: { red: 1, blue: 1 } });
  const both = applyList(rows, params({ filters: { kind: 'b', color: 'red' } }), spec);
  assert.deepEqual(ids(both), ['5']);
  assert.deepEqual(both.meta.facets, { kind: { a: 1, b: 1, c: 1 }, color: { red: 1, blue: 1 } });
  const searched = applyList(rows, params({ q: 'dahab', filters: { kind: 'b' } }), spec);
  assert.equal(searched.meta.total, 0);
  assert.deepEqual(searched.meta.facets, { kind: { a: 1, b: 0, c: 1 }, color: { red: 0, blue: 0 } });
});

test('pages: slices, keeps the total, and a page past the end is empty', () => {
  const first = applyList(rows, params({ pageSize: 2 }), spec);
  assert.deepEqual(ids(first), ['3', '1']);
  assert.deepEqual({ total: first.meta.total, page: first.meta.page, pageSize: first.meta.pageSize }, { total: 5, page: 1, pageSize: 2 });
  assert.deepEqual(ids(applyList(rows, params({ pageSize: 2, page: 3 }), spec)), ['2']);
  const past = applyList(rows, params({ pageSize: 2, page: 9 }), spec);
  assert.deepEqual(past.data, []);
  assert.equal(past.meta.total, 5);
});

test('parses a full query, ignoring unknown names and empty filters', () => {
  const parsed = parseListParams(new URLSearchParams('page=2&pageSize=10&q=%20blue%20&sort=name&order=desc&kind=a&color=&x=1'), spec);
  assert.deepEqual(parsed, { params: { page: 2, pageSize: 10, q: 'blue', sort: 'name', order: 'desc', filters: { kind: 'a' } } });
});

test('defaults: page 1, 25 a page, the default order without sort, asc with it', () => {
  assert.deepEqual(parseListParams(new URLSearchParams(''), spec), { params: params() });
  const sorted = parseListParams(new URLSearchParams('sort=name'), spec);
  assert.ok('params' in sorted);
  assert.equal(sorted.params.order, 'asc');
  assert.equal(DEFAULT_PAGE_SIZE, 25);
});

test('a bad value is an error naming its parameter', () => {
  const bad = (query: string): string[] => {
    const parsed = parseListParams(new URLSearchParams(query), spec);
    return 'errors' in parsed ? parsed.errors.map((e) => e.field) : [];
  };
  for (const page of ['0', '-1', '1.5', 'x', '', '1e3', '9999999999']) assert.deepEqual(bad(`page=${page}`), ['page'], page);
  assert.deepEqual(bad(`pageSize=${MAX_PAGE_SIZE + 1}`), ['pageSize']);
  assert.deepEqual(bad('pageSize=0'), ['pageSize']);
  assert.deepEqual(bad(`pageSize=${MAX_PAGE_SIZE}`), []);
  assert.deepEqual(bad('sort=kind'), ['sort']);
  assert.deepEqual(bad('sort=constructor'), ['sort']);
  assert.deepEqual(bad('order=up'), ['order']);
  assert.deepEqual(bad('kind=d'), ['kind']);
  assert.deepEqual(bad('color=RED'), ['color']);
  assert.deepEqual(bad(`q=${'a'.repeat(201)}`), ['q']);
  assert.deepEqual(bad('page=0&order=x&kind=z'), ['page', 'order', 'kind']);
});

test('toListSearch round-trips through parseListParams and is canonical', () => {
  const all = params({ page: 3, pageSize: 50, q: 'blue hole', sort: 'city', order: 'asc', filters: { kind: 'c', color: 'red' } });
  const search = toListSearch(all);
  assert.equal(search.toString(), 'page=3&pageSize=50&q=blue+hole&sort=city&order=asc&color=red&kind=c');
  assert.deepEqual(parseListParams(search, spec), { params: all });
  assert.equal(toListSearch(params()).toString(), 'page=1&order=desc');
  assert.deepEqual(parseListParams(toListSearch(params({ order: 'asc' })), spec), { params: params({ order: 'asc' }) });
});

test('the API specs: every default field is sortable and every filter has values', () => {
  for (const [kind, s] of Object.entries(LIST_SPECS) as [string, ListSpec<unknown>][]) {
    assert.ok(Object.hasOwn(s.sort, s.defaultSort.field), kind);
    assert.equal(s.defaultSort.order, 'desc', kind);
    for (const [name, f] of Object.entries(s.filters)) assert.ok(f.values.length > 1, `${kind}.${name}`);
  }
  assert.deepEqual(Object.keys(LIST_SPECS.diveMasters.sort).slice(0, 7), ['name', 'email', 'agency', 'level', 'number', 'submittedAt', 'status']);
  assert.deepEqual(Object.keys(LIST_SPECS.users.filters), ['role', 'status']);
  assert.deepEqual(Object.keys(LIST_SPECS.products.filters), ['status', 'category', 'condition']);
});

test('the users spec searches names, e-mail and certification, and dive masters filter by certification', () => {
  const user = (id: string, over: Partial<User>): User => ({
    id, email: `${id}@x.test`, firstName: 'A', lastName: 'B', phone: null, country: null, role: 'diver', status: 'active',
    avatarUrl: null, createdAt: `2026-01-0${id}T00:00:00.000Z`, updatedAt: '2026-01-01T00:00:00.000Z', lastLoginAt: null, certification: null, ...over,
  });
  const cert = { agency: 'SSI', level: 'Divemaster', number: 'SSI-9', documentUrl: null, submittedAt: '2026-01-01T00:00:00.000Z', reviewedAt: null, reason: null, history: [] };
  const people = [
    user('1', { firstName: 'Zoë' }),
    user('2', { role: 'diveMaster', certification: { ...cert, status: 'pending' } }),
    user('3', { role: 'diveMaster', certification: { ...cert, status: 'approved', agency: 'PADI' } }),
  ];
  assert.deepEqual(applyList(people, params({ q: 'zoe' }), LIST_SPECS.users).data.map((u) => u.id), ['1']);
  assert.deepEqual(applyList(people, params({ q: 'padi' }), LIST_SPECS.users).data.map((u) => u.id), ['3']);
  assert.deepEqual(applyList(people, params(), LIST_SPECS.users).data.map((u) => u.id), ['3', '2', '1']);
  const masters = applyList(people.slice(1), params({ filters: { status: 'pending' } }), LIST_SPECS.diveMasters);
  assert.deepEqual(masters.data.map((u) => u.id), ['2']);
  assert.deepEqual(masters.meta.facets, { status: { pending: 1, approved: 1, rejected: 0 } });
});
