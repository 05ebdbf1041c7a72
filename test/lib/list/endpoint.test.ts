// A list endpoint gives the same page whether the backend pages (docs/api.md "Lists") or answers
// the spec's whole array and the page is cut locally: the server's own parse + applyList stands in
// for a paging backend, the bare array for a spec one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LIST_SPECS, applyList, parseListParams, type ListParams, type Trip } from '../../../src/contract';
import type { QueryValue, RequestOptions } from '../../../src/lib/http';
import { ListError, createListEndpoint, readListAnswer } from '../../../src/lib/list';
import { generateDemoData } from '../../../server/demo/index.ts';

const { trips } = generateDemoData({ size: 'normal', adminEmail: 'admin@diving.test', adminPassword: 'x'.repeat(12), now: new Date('2026-11-25T09:00:00Z') });

interface Call { method: string; path: string; query: Record<string, QueryValue> }

/** A backend over `trips`: `paging` answers like our server, otherwise like the spec (whole array). */
function backend(paging: boolean) {
  const calls: Call[] = [];
  const client = {
    async raw<T>(method: string, path: string, _body?: unknown, options: RequestOptions = {}): Promise<T> {
      const query = options.query ?? {};
      calls.push({ method, path, query });
      const rows = path === '/trips/' ? trips : trips.filter((t) => t.status === path.split('/').at(-1));
      if (!paging) return { success: true, data: rows } as T;
      const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
      const parsed = parseListParams(search, LIST_SPECS.trips);
      assert.ok('params' in parsed, 'the query the endpoint sends is valid');
      return { success: true, ...applyList(rows, parsed.params, LIST_SPECS.trips) } as T;
    },
  };
  const endpoint = createListEndpoint<Trip, string>({
    name: 'test/trips',
    path: (status) => (status === 'all' ? '/trips/' : `/trips/all-trips/${status}`),
    spec: LIST_SPECS.trips,
    provides: () => [{ type: 'Trip', id: 'LIST' }],
    client,
  });
  return { endpoint, calls };
}

const base: ListParams = { page: 1, pageSize: 25, q: '', sort: null, order: 'desc', filters: {} };
const VIEWS: { scope: string; params: ListParams }[] = [
  { scope: 'all', params: base },
  { scope: 'all', params: { ...base, page: 3, pageSize: 10, sort: 'price', order: 'asc' } },
  { scope: 'pending', params: { ...base, sort: 'submittedAt', order: 'asc', filters: { status: 'pending' } } },
  { scope: 'all', params: { ...base, q: 'reef', sort: 'title', order: 'desc' } },
  { scope: 'all', params: { ...base, page: 99 } },
];

test('a paging backend and a whole-array backend give the same rows and meta', async () => {
  const paging = backend(true);
  const whole = backend(false);
  const signal = new AbortController().signal;
  for (const view of VIEWS) {
    const a = await paging.endpoint.request(view, signal);
    const b = await whole.endpoint.request(view, signal);
    assert.deepEqual(a.data.map((t) => t.id), b.data.map((t) => t.id), JSON.stringify(view));
    assert.equal(a.meta.total, b.meta.total);
    assert.equal(a.meta.page, view.params.page);
  }
  // The view did something: pages differ and the pending view is oldest first.
  const pending = await whole.endpoint.request(VIEWS[2] ?? VIEWS[0], signal);
  assert.ok(pending.data.length > 1);
  assert.ok(pending.data.every((t, i, all) => t.status === 'pending' && (i === 0 || (all[i - 1]?.submittedAt ?? '') <= t.submittedAt)));
  assert.equal((await whole.endpoint.request(VIEWS[4] ?? VIEWS[0], signal)).data.length, 0);
});

test('asks for one page on the scope\'s path, with the view as the query', async () => {
  const { endpoint, calls } = backend(true);
  await endpoint.request({ scope: 'pending', params: { ...base, page: 2, q: 'dahab', sort: 'submittedAt', order: 'asc', filters: { status: 'pending' } } }, new AbortController().signal);
  assert.deepEqual(calls, [{
    method: 'GET', path: '/trips/all-trips/pending',
    query: { page: '2', q: 'dahab', sort: 'submittedAt', order: 'asc', status: 'pending' },
  }]);
  assert.deepEqual(endpoint.provides?.(undefined, { scope: 'pending', params: base }), [{ type: 'Trip', id: 'LIST' }]);
});

test('a bare array is cut locally too; anything else is a ListError', async () => {
  const page = await readListAnswer(trips, { ...base, pageSize: 10 }, LIST_SPECS.trips);
  assert.equal(page.data.length, 10);
  assert.equal(page.meta.total, trips.length);
  assert.equal(Object.values(page.meta.facets.status ?? {}).reduce((a, b) => a + b, 0), trips.length);
  await assert.rejects(readListAnswer({ success: true, data: { id: 'x' } }, base, LIST_SPECS.trips, 'trips'), (e: unknown) =>
    e instanceof ListError && e.name === 'ListError' && e.message === 'list: "trips" answered neither a page nor an array');
});

test('downloads the view as CSV: its search, filters and sort, every page, in the language asked', async () => {
  const asked: { path: string; query: Record<string, QueryValue> | undefined }[] = [];
  const blob = new Blob(['Title\r\n']);
  const endpoint = createListEndpoint<Trip, string>({
    name: 'test/trips-file',
    path: (status) => `/trips/all-trips/${status}`,
    spec: LIST_SPECS.trips,
    client: {
      raw: async <T,>() => ({}) as T,
      file: async (path, options) => {
        asked.push({ path, query: options?.query });
        return { blob, fileName: 'trips-pending-2031-07-14.csv' };
      },
    },
  });
  const file = await endpoint.download({ scope: 'pending', params: { ...base, page: 4, pageSize: 50, q: 'dahab', sort: 'title', order: 'asc', filters: { status: 'pending' } } }, 'ar');
  assert.equal(file.blob, blob);
  assert.deepEqual(asked, [{
    path: '/trips/all-trips/pending',
    query: { q: 'dahab', sort: 'title', order: 'asc', status: 'pending', format: 'csv', lang: 'ar' },
  }], 'no page nor page size: every row');
});
