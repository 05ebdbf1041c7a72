import '../../helpers/dom';
import { beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ReactNode } from 'react';
import { act, render, renderHook } from '@testing-library/react';
import {
  createQueryClient,
  QueryClientProvider,
  QueryError,
  queryKey,
  useQuery,
  type QueryClient,
  type QueryEndpoint,
  type UseQueryOptions,
  type UseQueryResult,
} from '../../../src/lib/query';
import { fakeQuery, flush, type FakeQuery } from '../../helpers/fake-endpoint';

interface Trip { id: string; title: string }

let client: QueryClient;
let trips: FakeQuery<string, Trip>;
let results: UseQueryResult<Trip>[];

beforeEach(() => {
  client?.reset();
  client = createQueryClient();
  trips = fakeQuery<string, Trip>('trips/get', (_trip, id) => [{ type: 'Trip', id }]);
  results = [];
});

const settle = () => act(flush);
const latest = (): UseQueryResult<Trip> => {
  const last = results.at(-1);
  assert.ok(last, 'rendered');
  return last;
};

function View({ endpoint, id, options }: { endpoint: QueryEndpoint<string, Trip>; id: string; options?: UseQueryOptions }) {
  const result = useQuery(endpoint, id, options);
  results.push(result);
  if (result.isLoading) return <p>loading</p>;
  if (result.error) return <p role="alert">{result.error.message}</p>;
  return <h1>{result.data?.title}</h1>;
}

const wrap = (ui: ReactNode) => <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
const mount = (id = '1', options?: UseQueryOptions) => render(wrap(<View endpoint={trips.endpoint} id={id} options={options} />));

test('shows loading on the first render, then the data', async () => {
  const view = mount();
  assert.equal(results[0]?.status, 'loading');
  assert.equal(results[0]?.isLoading, true);
  assert.equal(results[0]?.isFetching, true);
  assert.ok(view.getByText('loading'));
  await settle();
  assert.equal(trips.requests.length, 1);
  trips.request().resolve({ id: '1', title: 'Blue Hole' });
  await settle();
  assert.equal(view.getByRole('heading').textContent, 'Blue Hole');
  assert.equal(latest().status, 'success');
  assert.equal(latest().isLoading, false);
  assert.equal(latest().isFetching, false);
});

test('returns an error as state, then refetch loads the data', async () => {
  const view = mount();
  await settle();
  trips.request().reject(new Error('Trip not found'));
  await settle();
  assert.equal(view.getByRole('alert').textContent, 'Trip not found');
  assert.equal(latest().status, 'error');

  let refetched: Promise<void> = Promise.resolve();
  act(() => {
    refetched = latest().refetch();
  });
  assert.equal(latest().status, 'loading');
  assert.equal(latest().error, null);
  trips.request().resolve({ id: '1', title: 'Blue Hole' });
  await act(() => refetched);
  assert.equal(latest().status, 'success');
  assert.equal(view.getByRole('heading').textContent, 'Blue Hole');
  assert.equal(trips.requests.length, 2);
});

test('fetches again when the arguments change', async () => {
  const view = mount('1');
  await settle();
  trips.request().resolve({ id: '1', title: 'One' });
  await settle();
  view.rerender(wrap(<View endpoint={trips.endpoint} id="2" />));
  assert.equal(latest().status, 'loading');
  assert.equal(latest().data, undefined, 'never shows the other key’s data');
  await settle();
  assert.equal(trips.request().args, '2');
  trips.request().resolve({ id: '2', title: 'Two' });
  await settle();
  assert.equal(view.getByRole('heading').textContent, 'Two');
});

test('shares one request between views of the same key', async () => {
  render(wrap(<><View endpoint={trips.endpoint} id="1" /><View endpoint={trips.endpoint} id="1" /></>));
  await settle();
  assert.equal(trips.requests.length, 1);
});

test('aborts the request when the view unmounts', async () => {
  const view = mount();
  await settle();
  const { signal } = trips.request();
  view.unmount();
  assert.equal(signal.aborted, true);
  await settle();
  assert.equal(client.cache.getState(queryKey(trips.endpoint, '1')).status, 'idle');
});

test('shows cached data at once on a new mount without refetching it', async () => {
  const first = mount();
  await settle();
  trips.request().resolve({ id: '1', title: 'Cached' });
  await settle();
  first.unmount();
  results = [];
  const second = mount();
  assert.equal(results[0]?.status, 'success');
  assert.equal(second.getByRole('heading').textContent, 'Cached');
  await settle();
  assert.equal(trips.requests.length, 1);
});

test('refetches cached data in the background with refetchOnMount', async () => {
  const first = mount();
  await settle();
  trips.request().resolve({ id: '1', title: 'Cached' });
  await settle();
  first.unmount();
  const second = mount('1', { refetchOnMount: true });
  await settle();
  assert.equal(trips.requests.length, 2);
  assert.equal(latest().isFetching, true);
  assert.equal(latest().isLoading, false);
  assert.equal(second.getByRole('heading').textContent, 'Cached');
});

test('neither subscribes nor fetches while skipped', async () => {
  const { result } = renderHook(() => useQuery(trips.endpoint, '1', { skip: true }), {
    wrapper: ({ children }) => wrap(children),
  });
  await settle();
  assert.equal(result.current.status, 'idle');
  assert.equal(result.current.isFetching, false);
  assert.equal(trips.requests.length, 0);
  assert.deepEqual(client.cache.keys(), []);
});

test('throws a QueryError outside a QueryClientProvider', (t) => {
  t.mock.method(console, 'error', () => {});
  assert.throws(() => renderHook(() => useQuery(trips.endpoint, '1')), QueryError);
});

const keep: UseQueryOptions = { keepPreviousData: true };
const show = (id: string, options: UseQueryOptions = keep, endpoint = trips.endpoint) => <View endpoint={endpoint} id={id} options={options} />;

async function loadFirst(options: UseQueryOptions = keep) {
  const view = render(wrap(show('1', options)));
  await settle();
  trips.request().resolve({ id: '1', title: 'One' });
  await settle();
  return view;
}

test('keeps the previous data, marked, while new arguments load with keepPreviousData', async () => {
  const view = await loadFirst();
  assert.equal(latest().isPreviousData, false);
  const before = results.length;
  view.rerender(wrap(show('2')));
  assert.equal(view.getByRole('heading').textContent, 'One', 'never a loading state');
  assert.ok(results.slice(before).every((r) => !r.isLoading && r.data !== undefined), 'not one render without rows');
  assert.deepEqual(latest().data, { id: '1', title: 'One' });
  assert.equal(latest().isPreviousData, true);
  assert.equal(latest().status, 'success');
  assert.equal(latest().isLoading, false);
  assert.equal(latest().isFetching, true);
  await settle();
  assert.equal(trips.request().args, '2');
  trips.request().resolve({ id: '2', title: 'Two' });
  await settle();
  assert.equal(view.getByRole('heading').textContent, 'Two');
  assert.equal(latest().isPreviousData, false);
  assert.equal(latest().isFetching, false);
});

test('keeps the last settled data across several changes in a row', async () => {
  const view = await loadFirst();
  view.rerender(wrap(show('2')));
  await settle();
  view.rerender(wrap(show('3')));
  await settle();
  assert.equal(trips.request(1).signal.aborted, true, 'the page nobody shows any more is aborted');
  assert.equal(latest().isPreviousData, true);
  assert.deepEqual(latest().data, { id: '1', title: 'One' });
  view.rerender(wrap(show('1')));
  assert.equal(latest().isPreviousData, false, 'cached data of the args themselves wins');
  assert.equal(view.getByRole('heading').textContent, 'One');
});

test('does not keep data across a different endpoint', async () => {
  const view = await loadFirst();
  const other = fakeQuery<string, Trip>('trips/other');
  view.rerender(wrap(show('2', keep, other.endpoint)));
  assert.equal(latest().isLoading, true);
  assert.equal(latest().data, undefined);
  assert.equal(latest().isPreviousData, false);
  assert.ok(view.getByText('loading'));
});

test('does not keep data without keepPreviousData', async () => {
  const view = await loadFirst({});
  view.rerender(wrap(show('2', {})));
  assert.equal(latest().isLoading, true);
  assert.equal(latest().isPreviousData, false);
});

test('an error of the new arguments replaces the previous data; a retry shows it again', async () => {
  const view = await loadFirst();
  view.rerender(wrap(show('2')));
  await settle();
  trips.request().reject(new Error('Page out of range'));
  await settle();
  assert.equal(view.getByRole('alert').textContent, 'Page out of range');
  assert.equal(latest().status, 'error');
  assert.equal(latest().data, undefined);
  assert.equal(latest().isPreviousData, false);

  act(() => {
    void latest().refetch();
  });
  assert.equal(latest().isPreviousData, true, 'the retry shows the old rows updating, not a skeleton');
  assert.equal(latest().error, null);
  trips.request().resolve({ id: '2', title: 'Two' });
  await settle();
  assert.equal(view.getByRole('heading').textContent, 'Two');
});
