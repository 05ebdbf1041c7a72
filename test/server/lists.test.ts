import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LIST_SPECS, applyList, parseListParams } from '../../src/contract';
import type { ContactMessage, ListMeta, ListSpec, News, Product, Trip, User } from '../../src/contract';
import { startTestServer } from '../helpers/server';
import type { TestServer } from '../helpers/server';
import { api } from '../helpers/api-client';
import type { ApiResponse } from '../helpers/api-client';
import { expectError, expectInvalid, expectOk } from '../helpers/api-asserts';
import { createUser, login } from '../helpers/accounts';

let server: TestServer;
let token: string;

before(async () => {
  server = await startTestServer();
  token = (await login(server)).token;
});
after(() => server.close());

const get = <T>(path: string): Promise<ApiResponse<T>> => api<T>(server, 'GET', path, { token });

/** One page answer: `{ success, data, meta }`. */
async function page<T>(path: string): Promise<{ data: T[]; meta: ListMeta }> {
  const res = await get<T[]>(path);
  const data = expectOk(res);
  const meta = (res.body as unknown as { meta?: ListMeta }).meta;
  assert.ok(meta, `${path} answers meta`);
  assert.deepEqual(Object.keys(res.body).sort(), ['data', 'meta', 'success']);
  return { data, meta };
}

const ids = (rows: readonly { id: string }[]): string[] => rows.map((r) => r.id);

interface ListCase<T> {
  path: string;
  spec: ListSpec<T>;
  /** What the whole array of `path` holds, out of the base array. */
  base: string;
  fixed?: Record<string, string>;
}

const CASES: ListCase<User | Trip | Product | News | ContactMessage>[] = [
  { path: '/users/', base: '/users/', spec: LIST_SPECS.users as ListSpec<unknown> },
  { path: '/users/dive-buddy', base: '/users/', spec: LIST_SPECS.users as ListSpec<unknown>, fixed: { role: 'diver' } },
  { path: '/users/dive-master/all', base: '/users/dive-master/all', spec: LIST_SPECS.diveMasters as ListSpec<unknown> },
  { path: '/users/dive-master/pending', base: '/users/dive-master/all', spec: LIST_SPECS.diveMasters as ListSpec<unknown>, fixed: { status: 'pending' } },
  { path: '/trips/', base: '/trips/', spec: LIST_SPECS.trips as ListSpec<unknown> },
  { path: '/trips/all-trips/rejected', base: '/trips/', spec: LIST_SPECS.trips as ListSpec<unknown>, fixed: { status: 'rejected' } },
  { path: '/products/', base: '/products/', spec: LIST_SPECS.products as ListSpec<unknown> },
  { path: '/products/all-products/approved', base: '/products/', spec: LIST_SPECS.products as ListSpec<unknown>, fixed: { status: 'approved' } },
  { path: '/news/', base: '/news/', spec: LIST_SPECS.news as ListSpec<unknown> },
  { path: '/contact/', base: '/contact/', spec: LIST_SPECS.contact as ListSpec<unknown> },
] as ListCase<User | Trip | Product | News | ContactMessage>[];

describe('every list endpoint', () => {
  for (const c of CASES) {
    it(`${c.path}: the whole array without page, one page equal to the contract's function with it`, async () => {
      const whole = expectOk(await get<{ id: string }[]>(c.path));
      assert.ok(Array.isArray(whole) && whole.length > 0);
      const base = expectOk(await get<(User & Trip & Product & News & ContactMessage)[]>(c.base));
      const queries = ['page=1', 'page=2&pageSize=5', 'page=1&pageSize=100&sort=status&order=asc', 'page=1&q=a%20e', 'page=3&pageSize=7&order=asc'];
      for (const query of queries) {
        const got = await page<{ id: string }>(`${c.path}?${query}`);
        const parsed = parseListParams(new URLSearchParams(query), c.spec);
        assert.ok('params' in parsed);
        const params = { ...parsed.params, filters: { ...parsed.params.filters, ...c.fixed } };
        const expected = applyList(base, params, c.spec);
        assert.deepEqual(ids(got.data), ids(expected.data as { id: string }[]), `${c.path}?${query}`);
        assert.deepEqual(got.meta, expected.meta, `${c.path}?${query} meta`);
      }
      const first = await page<{ id: string }>(`${c.path}?page=1&pageSize=100`);
      assert.equal(first.meta.total, whole.length, 'the total is the length of the whole array');
      assert.deepEqual(ids(first.data), ids(whole.slice(0, 100)), 'the default sort is the array order');
    });
  }
});

describe('paging, search, sort and facets', () => {
  it('a status path filters, and facets.status still counts every status', async () => {
    const all = expectOk(await get<Trip[]>('/trips/'));
    const pending = await page<Trip>('/trips/all-trips/pending?page=1&pageSize=100');
    assert.ok(pending.data.every((t) => t.status === 'pending'));
    for (const status of ['pending', 'approved', 'rejected'] as const) {
      assert.equal(pending.meta.facets.status?.[status], all.filter((t) => t.status === status).length, status);
    }
    assert.equal(pending.meta.total, pending.meta.facets.status?.pending);
    // A status in the query cannot widen the path's.
    const forced = await page<Trip>('/trips/all-trips/pending?page=1&status=approved');
    assert.equal(forced.meta.total, pending.meta.total);
  });

  it('q is accent- and case-insensitive over names and e-mail', async () => {
    const users = expectOk(await get<User[]>('/users/'));
    const someone = users.find((u) => u.role === 'diver');
    assert.ok(someone);
    const shouted = `${someone.lastName.toUpperCase()} ${someone.email.split('@')[0] ?? ''}`;
    const found = await page<User>(`/users/?page=1&q=${encodeURIComponent(shouted)}`);
    assert.ok(ids(found.data).includes(someone.id));
    const accented = users.find((u) => /[\u00C0-\u024F]/.test(`${u.firstName}${u.lastName}`));
    if (accented) {
      const plain = accented.lastName.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      assert.ok(ids((await page<User>(`/users/?page=1&pageSize=100&q=${encodeURIComponent(plain)}`)).data).includes(accented.id));
    }
  });

  it('sorts by a column both ways, and pages past the end are empty with the total', async () => {
    const asc = await page<Trip>('/trips/?page=1&pageSize=100&sort=price&order=asc');
    const prices = asc.data.map((t) => t.price.amount);
    assert.deepEqual(prices, [...prices].sort((a, b) => a - b));
    const desc = await page<Trip>('/trips/?page=1&pageSize=100&sort=price&order=desc');
    assert.equal(desc.data[0]?.price.amount, Math.max(...prices));
    const past = await page<Trip>('/trips/?page=999');
    assert.deepEqual(past.data, []);
    assert.equal(past.meta.total, asc.meta.total);
  });

  it('users filter by role and status, with facets over the other filter', async () => {
    const users = expectOk(await get<User[]>('/users/'));
    const masters = await page<User>('/users/?page=1&role=diveMaster&status=active');
    assert.ok(masters.data.every((u) => u.role === 'diveMaster' && u.status === 'active'));
    assert.equal(masters.meta.facets.role?.diver, users.filter((u) => u.role === 'diver' && u.status === 'active').length);
    assert.equal(masters.meta.facets.status?.blocked, users.filter((u) => u.role === 'diveMaster' && u.status === 'blocked').length);
  });

  it('each dive masters tab counts the rows its list holds, after role and status changes', async () => {
    const TABS = ['pending', 'approved', 'rejected'] as const;
    /** Asserts every tab's count (its status facet; all: their sum, as the screen shows them) is its list's total. */
    const agree = async (when: string): Promise<ListMeta> => {
      const all = (await page<User>('/users/dive-master/all?page=1&pageSize=100')).meta;
      const facet = all.facets.status ?? {};
      assert.equal(TABS.reduce((sum, status) => sum + (facet[status] ?? 0), 0), all.total, `${when}: the All tab counts the rows of All`);
      for (const status of TABS) {
        const tab = (await page<User>(`/users/dive-master/${status}?page=1&pageSize=100`)).meta;
        assert.equal(facet[status], tab.total, `${when}: the ${status} tab counts its rows`);
        assert.deepEqual(tab.facets.status, facet, `${when}: every tab shows the same counts`);
      }
      return all;
    };
    const admin = { adminToken: token };
    const start = await agree('at first');
    const diver = await createUser(server);
    expectOk(await api(server, 'PUT', `/users/${diver.user.id}`, { token, json: { role: 'diveMaster' } }));
    await agree('a diver made a dive master');
    await createUser(server, { ...admin, role: 'diveMaster' });
    await agree('a dive master created without a certification');
    await createUser(server, { ...admin, role: 'diveMaster', certification: { agency: 'SSI', level: 'Dive Guide', number: 'SSI-1' } });
    assert.equal((await agree('a dive master created with one')).total, start.total + 1, 'one more certification to review');
    const [certified] = expectOk(await get<User[]>('/users/dive-master/approved?page=1&pageSize=1'));
    assert.ok(certified);
    expectOk(await api(server, 'PUT', `/users/${certified.id}`, { token, json: { status: 'blocked' } }));
    await agree('a dive master blocked');
    expectOk(await api(server, 'PUT', `/users/${certified.id}`, { token, json: { role: 'diver' } }));
    assert.equal((await agree('a dive master made a diver')).total, start.total, 'one fewer');
    expectOk(await api(server, 'PUT', `/users/${certified.id}`, { token, json: { role: 'diveMaster' } }));
    assert.equal((await agree('and a dive master again')).total, start.total + 1);
  });

  it('repeated pages come from the cache and change after a write', async () => {
    const before = await page<News>('/news/?page=1&pageSize=100');
    const created = expectOk(
      await api<News>(server, 'POST', '/news/', { token, json: { title: 'Zebra reef survey', summary: 's', content: 'c', status: 'draft' } }),
      201,
    );
    const afterWrite = await page<News>('/news/?page=1&pageSize=100');
    assert.equal(afterWrite.meta.total, before.meta.total + 1);
    assert.equal(afterWrite.data[0]?.id, created.id);
    assert.deepEqual(ids((await page<News>('/news/?page=1&q=ZEBRA')).data), [created.id]);
  });
});

describe('bad list parameters', () => {
  const bad: [string, string][] = [
    ['/users/?page=0', 'page'],
    ['/users/?page=abc', 'page'],
    ['/users/?page=', 'page'],
    ['/users/?page=1&pageSize=101', 'pageSize'],
    ['/users/?page=1&pageSize=0', 'pageSize'],
    ['/users/?page=1&sort=password', 'sort'],
    ['/users/?page=1&sort=agency', 'sort'],
    ['/users/?page=1&order=sideways', 'order'],
    ['/users/?page=1&role=root', 'role'],
    ['/users/?page=1&status=pending', 'status'],
    ['/users/dive-master/all?page=1&status=blocked', 'status'],
    ['/trips/?page=1&status=draft', 'status'],
    ['/trips/?page=1&sort=__proto__', 'sort'],
    ['/products/?page=1&category=boats', 'category'],
    ['/products/?page=1&condition=broken', 'condition'],
    ['/news/?page=1&status=pending', 'status'],
    ['/contact/?page=1&status=open', 'status'],
  ];
  for (const [path, field] of bad) {
    it(`${path} is 400 naming ${field}`, async () => expectInvalid(await get(path), field));
  }

  it('names every bad parameter at once, and ignores unknown ones', async () => {
    expectInvalid(await get('/contact/?page=-1&pageSize=x&order=up'), 'page', 'pageSize', 'order');
    await page('/contact/?page=1&colour=blue&role=admin');
  });

  it('without page, the query is not read: the spec array answers', async () => {
    const res = await get<ContactMessage[]>('/contact/?pageSize=9999&sort=nope');
    assert.ok(Array.isArray(expectOk(res)));
    assert.equal((res.body as unknown as { meta?: unknown }).meta, undefined);
  });

  it('still needs an admin', async () => {
    expectError(await api(server, 'GET', '/users/?page=1'), 401, 'UNAUTHENTICATED');
  });
});
