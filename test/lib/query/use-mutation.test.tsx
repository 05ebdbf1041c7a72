import '../../helpers/dom';
import { beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  createQueryClient,
  defineMutation,
  QueryClientProvider,
  useMutation,
  useQuery,
  type MutationEndpoint,
  type QueryClient,
  type Tag,
  type UseMutationResult,
} from '../../../src/lib/query';
import { fakeMutation, fakeQuery, flush, type FakeQuery } from '../../helpers/fake-endpoint';

interface Trip { id: string; title: string }
interface Rename { id: string; title: string }

let client: QueryClient;
let trips: FakeQuery<string, Trip>;
let pending: { resolve(value: Trip): void; reject(error: unknown): void } | null;
let invalidated: Tag[][];

const rename: MutationEndpoint<Rename, Trip> = defineMutation<Rename, Trip>({
  name: 'trips/rename',
  request: () =>
    new Promise<Trip>((resolve, reject) => {
      pending = { resolve, reject };
    }),
  invalidates: (_trip, { id }) => {
    const tags: Tag[] = [{ type: 'Trip', id }];
    invalidated.push(tags);
    return tags;
  },
});

beforeEach(() => {
  client = createQueryClient();
  trips = fakeQuery<string, Trip>('trips/get', (_trip, id) => [{ type: 'Trip', id }]);
  pending = null;
  invalidated = [];
});

const settle = () => act(flush);
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

function answer(): NonNullable<typeof pending> {
  assert.ok(pending, 'the mutation was sent');
  return pending;
}

test('is pending while the write runs, then holds its result', async () => {
  const { result } = renderHook(() => useMutation(rename), { wrapper });
  assert.equal(result.current.status, 'idle');
  let done: Promise<Trip> | undefined;
  act(() => {
    done = result.current.mutate({ id: '1', title: 'New' });
  });
  assert.equal(result.current.isPending, true);
  answer().resolve({ id: '1', title: 'New' });
  const value = await act(async () => done);
  assert.deepEqual(value, { id: '1', title: 'New' });
  assert.equal(result.current.isPending, false);
  assert.equal(result.current.status, 'success');
  assert.deepEqual(result.current.data, { id: '1', title: 'New' });
  assert.deepEqual(invalidated, [[{ type: 'Trip', id: '1' }]]);
});

test('rejects with the error, keeps it in state and invalidates nothing', async () => {
  const { result } = renderHook(() => useMutation(rename), { wrapper });
  const failure = new Error('Title is required');
  let done: Promise<Trip> | undefined;
  act(() => {
    done = result.current.mutate({ id: '1', title: '' });
  });
  answer().reject(failure);
  assert.ok(done);
  const call = done;
  await act(() => assert.rejects(call, (error) => error === failure));
  assert.equal(result.current.error, failure);
  assert.equal(result.current.status, 'error');
  assert.equal(result.current.isPending, false);
  assert.deepEqual(invalidated, []);
  act(() => result.current.reset());
  assert.equal(result.current.status, 'idle');
  assert.equal(result.current.error, null);
});

test('a successful write refetches every mounted view of its tags', async () => {
  const mutation: { current: UseMutationResult<Rename, Trip> | null } = { current: null };
  function Title({ id }: { id: string }) {
    const { data, isFetching } = useQuery(trips.endpoint, id);
    return <h2 data-fetching={String(isFetching)}>{data?.title ?? '…'}</h2>;
  }
  function Editor() {
    mutation.current = useMutation(rename);
    return null;
  }
  render(<QueryClientProvider client={client}><Title id="1" /><Title id="2" /><Editor /></QueryClientProvider>);
  await settle();
  trips.request(0).resolve({ id: '1', title: 'Old' });
  trips.request(1).resolve({ id: '2', title: 'Other' });
  await settle();
  assert.deepEqual(screen.getAllByRole('heading').map((h) => h.textContent), ['Old', 'Other']);

  const editor = mutation.current;
  assert.ok(editor);
  let done: Promise<Trip> | undefined;
  act(() => {
    done = editor.mutate({ id: '1', title: 'New' });
  });
  answer().resolve({ id: '1', title: 'New' });
  await act(async () => done);
  assert.equal(trips.requests.length, 3, 'only the view of trip 1 refetches');
  assert.equal(trips.request().args, '1');
  const [first] = screen.getAllByRole('heading');
  assert.equal(first?.textContent, 'Old', 'keeps the old data while refetching');
  assert.equal(first?.getAttribute('data-fetching'), 'true');
  trips.request().resolve({ id: '1', title: 'New' });
  await settle();
  assert.deepEqual(screen.getAllByRole('heading').map((h) => h.textContent), ['New', 'Other']);
});

function listView(list: FakeQuery<undefined, Trip[]>) {
  return function List() {
    const { data, isFetching } = useQuery(list.endpoint, undefined);
    return <ul data-fetching={String(isFetching)}>{data?.map((trip) => <li key={trip.id}>{trip.title}</li>)}</ul>;
  };
}
const titles = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

test('50 decisions through useMutation make at most 2 list requests', async () => {
  const list = fakeQuery<undefined, Trip[]>('trips/list', (rows) => ['Trip', ...(rows ?? []).map((r) => ({ type: 'Trip', id: r.id }))]);
  const approve = fakeMutation<string, Trip>('trips/approve', (_trip, id) => [{ type: 'Trip', id }]);
  const List = listView(list);
  const { result } = renderHook(() => useMutation(approve.endpoint), {
    wrapper: ({ children }) => <QueryClientProvider client={client}><List />{children}</QueryClientProvider>,
  });
  await settle();
  list.request().resolve(Array.from({ length: 50 }, (_, i) => ({ id: String(i), title: `Trip ${i}` })));
  await settle();

  let bulk: Promise<Trip[]> = Promise.resolve([]);
  act(() => {
    bulk = Promise.all(Array.from({ length: 50 }, (_, i) => result.current.mutate(String(i))));
  });
  for (const request of approve.requests) request.resolve({ id: request.args, title: 'Approved' });
  await act(async () => {
    await bulk;
  });
  assert.equal(approve.requests.length, 50);
  assert.equal(list.requests.length, 2, 'the load and one refetch');
  assert.equal(result.current.status, 'success');
});

test('an optimistic write from useMutation shows at once and rolls back on failure', async () => {
  const list = fakeQuery<undefined, Trip[]>('trips/list', () => ['Trip']);
  const remove = fakeMutation<string, null>('trips/delete', () => ['Trip']);
  const List = listView(list);
  const { result } = renderHook(
    () => useMutation(remove.endpoint, {
      optimistic: (c, id) => c.setData(list.endpoint, undefined, (rows) => rows?.filter((r) => r.id !== id)),
    }),
    { wrapper: ({ children }) => <QueryClientProvider client={client}><List />{children}</QueryClientProvider> },
  );
  await settle();
  list.request().resolve([{ id: '1', title: 'Blue Hole' }, { id: '2', title: 'Canyon' }]);
  await settle();

  let done: Promise<null> = Promise.resolve(null);
  act(() => {
    done = result.current.mutate('1');
  });
  assert.deepEqual(titles(), ['Canyon'], 'gone before the server answers');
  remove.request().reject(new Error('Forbidden'));
  await act(() => assert.rejects(done, /Forbidden/));
  assert.deepEqual(titles(), ['Blue Hole', 'Canyon']);
  assert.equal(result.current.error?.message, 'Forbidden');

  act(() => {
    done = result.current.mutate('2', { optimistic: () => {} });
  });
  assert.deepEqual(titles(), ['Blue Hole', 'Canyon'], 'a call’s own options replace the hook’s');
  remove.request().resolve(null);
  await act(() => done);
  assert.equal(list.requests.length, 2, 'the success refetches the list');
});
