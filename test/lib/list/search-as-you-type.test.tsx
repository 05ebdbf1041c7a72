// Search as you type through lib/list and the ui's SearchField, wired as every list screen wires
// them: each key asks for the rows at once, a text typed over is aborted and never shown, keys typed
// at speed leave the table still until they stop, the old rows stay marked updating while rows are
// slow, and the URL follows only the field's pause (replacing the entry), Enter or Esc; Back puts
// the earlier view back, field included.
import '../../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MemoryHistory } from 'history';
import { LIST_SPECS, type ListPage, type ListSpec } from '../../../src/contract';
import type { RequestOptions } from '../../../src/lib/http';
import { SEARCH_BURST_MS, UPDATING_DELAY_MS, createListEndpoint, useListController } from '../../../src/lib/list';
import { QueryClientProvider, createQueryClient } from '../../../src/lib/query';
import { SearchField } from '../../../src/ui';
import { fakeTimers } from '../../helpers/fake-timers';
import { WithI18n } from '../../helpers/render';
import { here, renderRouter } from '../../helpers/render-router';

interface Row { id: string; name?: string }
interface Asked { q: string; page: number; signal: AbortSignal | undefined; answered: boolean; resolve(ids: string[]): void }

const spec: ListSpec<Row> = { words: (r) => [r.id], sort: { id: (r) => r.id }, filters: {}, defaultSort: { field: 'id', order: 'asc' } };
let lists = 0;

/** A list endpoint whose answers the test gives, with the `q` and signal each request was sent with. */
function heldList(clock: ReturnType<typeof fakeTimers>) {
  const asked: Asked[] = [];
  const client = {
    raw: <T,>(_method: string, _path: string, _body?: unknown, options?: RequestOptions) => new Promise<T>((resolve) => {
      const request: Asked = {
        q: String(options?.query?.q ?? ''), page: Number(options?.query?.page ?? 1), signal: options?.signal, answered: false,
        resolve: (ids) => {
          request.answered = true;
          // `id=name` gives the record a name, so a test can change a record and keep its id.
          const records = ids.map((text) => {
            const [id = '', name] = text.split('=');
            return name === undefined ? { id } : { id, name };
          });
          const page: ListPage<Row> = { data: records, meta: { total: ids.length, page: 1, pageSize: 25, facets: {} } };
          resolve({ success: true, ...page } as T);
        },
      };
      asked.push(request);
    }),
  };
  const endpoint = createListEndpoint<Row>({ name: `test/typed-${lists++}`, path: () => '/rows', spec, client });
  /** Answers the oldest unanswered request for `q`, then lets the promise steps, the paint and the render run. */
  const answer = (q: string, ...ids: string[]) => act(async () => {
    const request = asked.find((a) => a.q === q && !a.answered);
    assert.ok(request, `a request for "${q}" is waiting`);
    request.resolve(ids);
    await clock.advance(0);
  });
  return { endpoint, asked, answer };
}

/** A list screen's search and rows (ListScreen wires the field the same way). */
function renderSearch(pauseMs: number, initial = '/trips/all') {
  const clock = fakeTimers();
  const { endpoint, asked, answer } = heldList(clock);
  const queryClient = createQueryClient();
  const painted: string[] = [];
  const shown: (readonly Row[])[] = [];
  function Searching() {
    const list = useListController({ endpoint, view: { spec: LIST_SPECS.trips }, timers: clock, searchPauseMs: pauseMs });
    const result = list;
    const rows = `${result.isLoading ? 'loading' : result.rows.map((r) => r.id).join(',')}${result.isUpdating ? ' (updating)' : ''}`;
    painted.push(rows);
    shown.push(result.rows);
    return (
      <>
        <SearchField label="Search trips" search={list.search} />
        <p data-testid="rows">{rows}</p>
        <button onClick={() => list.setPage(2)}>page 2</button>
      </>
    );
  }
  const element = <WithI18n><QueryClientProvider client={queryClient}><Searching /></QueryClientProvider></WithI18n>;
  const { history } = renderRouter([{ path: '/trips/all', element }], { initial });
  const input = screen.getByRole('searchbox', { name: 'Search trips' }) as HTMLInputElement;
  const type = (text: string) => fireEvent.change(input, { target: { value: text } });
  const rows = () => screen.getByTestId('rows').textContent;
  /** The rows shown, updating or not. */
  const ids = () => rows()?.replace(' (updating)', '');
  /** Lets `ms` pass on the list's clock. */
  const wait = (ms: number) => act(() => clock.advance(ms));
  return { history, asked, answer, input, type, rows, ids, painted, shown, wait, done: () => queryClient.reset() };
}

test('each key asks for its rows at once and they show when they are in, the URL left alone', async () => {
  const s = renderSearch(60_000);
  await s.answer('', 'a', 'b');
  s.painted.length = 0;
  s.type('r');
  assert.deepEqual(s.asked.map((a) => a.q), ['', 'r'], 'the first key asked without a pause');
  assert.equal(s.ids(), 'a,b', 'the old rows stay');
  await s.wait(UPDATING_DELAY_MS - 1);
  assert.equal(s.rows(), 'a,b', 'not marked before UPDATING_DELAY_MS');
  await s.wait(1);
  assert.equal(s.rows(), 'a,b (updating)', 'marked updating once the wait is noticeable');
  await s.answer('r', 'r1');
  assert.equal(s.rows(), 'r1', 'the rows follow the key');
  s.type('re');
  s.type('ree');
  assert.deepEqual(s.asked.map((a) => a.q), ['', 'r', 're', 'ree']);
  await s.answer('ree', 'r3');
  assert.equal(s.rows(), 'r1', 'keys typed at speed: the table holds still until they stop');
  await s.wait(SEARCH_BURST_MS);
  assert.equal(s.rows(), 'r3');
  assert.equal(s.input.value, 'ree', 'the field keeps what was typed');
  assert.equal(here(s.history), '/trips/all', 'the URL waits for the pause (a minute here)');
  assert.ok(!s.painted.includes('loading'), 'never a skeleton');
  s.done();
});

test('keys at a pace the rows are drawn within show each key\'s rows as they come', async () => {
  const s = renderSearch(60_000);
  await s.answer('', 'a');
  s.type('r');
  await s.answer('r', 'r1');
  assert.equal(s.rows(), 'r1', 'a key after a pause: its rows, timed to their frame (at once on this clock)');
  await s.wait(100);
  s.type('re');
  await s.answer('re', 'r2');
  assert.equal(s.rows(), 'r2', 'within the burst, 100 ms after the key before: drawn before the next is due');
  s.type('ree');
  await s.answer('ree', 'r3');
  assert.equal(s.rows(), 'r2', 'a key at once after the one before leaves no time: held');
  await s.wait(SEARCH_BURST_MS);
  assert.equal(s.rows(), 'r3');
  s.done();
});

test('a record that another answer brings again unchanged is the object already shown', async () => {
  const s = renderSearch(60_000);
  await s.answer('', 'a=Abu', 'b=Blue', 'c=Coral');
  const [a, b, c] = s.shown.at(-1) ?? [];
  s.type('r');
  await s.answer('r', 'b=Blue', 'x=Xanadu', 'c=Coral reef', 'a=Abu');
  const after = s.shown.at(-1) ?? [];
  assert.deepEqual(after.map((r) => r.name), ['Blue', 'Xanadu', 'Coral reef', 'Abu']);
  assert.equal(after[0], b, 'the same record in another place: the same object, so its row is not rendered again');
  assert.equal(after[3], a);
  assert.notEqual(after[2], c, 'a record that changed is the new one');
  await s.wait(SEARCH_BURST_MS);
  s.type('re');
  await s.answer('re', 'b=Blue');
  assert.equal(s.ids(), 'b');
  assert.equal(s.shown.at(-1)?.[0], b, 'compared with the rows shown last, across answers');
  s.done();
});

test('a text typed over is aborted and its answer, however late, never shows', async () => {
  const s = renderSearch(60_000);
  await s.answer('', 'a');
  s.type('w');
  s.type('wr');
  const [, w, wr] = s.asked;
  assert.equal(w?.signal?.aborted, true, '"w" was aborted by the next key');
  assert.equal(wr?.signal?.aborted, false);
  await s.answer('w', 'w1');
  assert.equal(s.ids(), 'a', 'a late answer for a text typed over is dropped');
  await s.answer('wr', 'wr1');
  await s.wait(SEARCH_BURST_MS);
  assert.equal(s.rows(), 'wr1');
  s.type('wre');
  s.type('wr');
  assert.equal(s.asked.at(-1)?.signal?.aborted, true, 'typed back to the rows shown: "wre" aborted');
  assert.equal(s.asked.length, 4, 'and nothing asked for the rows already shown');
  assert.equal(s.rows(), 'wr1');
  await s.answer('wre', 'wre1');
  assert.equal(s.rows(), 'wr1');
  assert.ok(s.painted.every((p) => !p.startsWith('w1') && !p.startsWith('wre1')), `painted: ${s.painted.join(' | ')}`);
  s.done();
});

test('the URL follows only after the pause, replacing the entry; the rows came before it', async () => {
  const pause = SEARCH_BURST_MS + 80;
  const s = renderSearch(pause);
  await s.answer('', 'a');
  const memory = s.history as MemoryHistory;
  const index = memory.index;
  s.type('r');
  s.type('re');
  s.type('reef');
  await s.answer('reef', 'reef1');
  assert.equal(s.ids(), 'a', 'keys typed at speed: the table holds still until they stop');
  await s.wait(SEARCH_BURST_MS);
  assert.equal(s.rows(), 'reef1');
  await s.wait(pause - SEARCH_BURST_MS - 1);
  assert.equal(here(s.history), '/trips/all', 'no URL before the pause');
  await s.wait(1);
  assert.equal(here(s.history), '/trips/all?q=reef', 'the URL followed the pause');
  assert.equal(s.history.action, 'REPLACE');
  assert.equal(memory.index, index, 'typing adds no history entry');
  assert.equal(s.asked.filter((a) => a.q === 'reef').length, 1, 'the URL did not ask again');
  assert.equal(s.rows(), 'reef1');
  s.done();
});

test('Enter and Esc put the search in the URL at once, without the pause', async () => {
  const s = renderSearch(60_000);
  await s.answer('', 'a');
  s.type('wreck');
  await s.answer('wreck', 'w1');
  fireEvent.keyDown(s.input, { key: 'Enter' });
  await s.wait(0);
  assert.equal(here(s.history), '/trips/all?q=wreck');
  s.type('wrecks');
  fireEvent.keyDown(s.input, { key: 'Enter' });
  assert.equal(s.ids(), 'w1');
  await s.answer('wrecks', 'w2');
  await s.wait(0);
  assert.equal(here(s.history), '/trips/all?q=wrecks');
  assert.equal(s.rows(), 'w2');
  fireEvent.keyDown(s.input, { key: 'Escape' });
  assert.equal(s.input.value, '');
  await s.wait(0);
  assert.equal(here(s.history), '/trips/all');
  assert.equal(s.rows(), 'a', 'the rows of no search, from the cache');
  // Typed away and Esc back to the search in the URL: the rows come back too.
  s.type('x');
  await s.answer('x', 'x1');
  fireEvent.keyDown(s.input, { key: 'Escape' });
  await s.wait(0);
  assert.equal(s.rows(), 'a');
  assert.equal(here(s.history), '/trips/all');
  s.done();
});

test('Back restores the earlier view, field included; what was being typed is dropped', async () => {
  // No pause within the test: what is typed stays unsettled.
  const s = renderSearch(60_000, '/trips/all?q=reef');
  await s.answer('reef', 'r1');
  assert.equal(s.input.value, 'reef');
  fireEvent.click(screen.getByRole('button', { name: 'page 2' }));
  assert.equal(here(s.history), '/trips/all?q=reef&page=2');
  await s.answer('reef', 'r2');
  s.type('reefs');
  const typed = s.asked.at(-1);
  await s.answer('reefs', 's1');
  assert.equal(s.rows(), 's1');
  s.type('reefsx');
  act(() => s.history.back());
  assert.equal(here(s.history), '/trips/all?q=reef');
  await waitFor(() => assert.equal(s.input.value, 'reef'));
  assert.equal(s.rows(), 'r1');
  assert.equal(typed?.signal?.aborted, false, '"reefs" had been answered');
  assert.equal(s.asked.at(-1)?.signal?.aborted, true, 'the text being typed was aborted');
  act(() => s.history.forward());
  await waitFor(() => assert.equal(s.input.value, 'reef'));
  assert.equal(here(s.history), '/trips/all?q=reef&page=2');
  s.done();
});

test('rows that come quickly are never marked updating; rows left behind are, once fast keys stop', async () => {
  const s = renderSearch(60_000);
  await s.answer('', 'a');
  s.painted.length = 0;
  s.type('b');
  await s.answer('b', 'b1');
  s.type('bl');
  await s.answer('bl', 'bl1');
  await s.wait(UPDATING_DELAY_MS + 50);
  assert.equal(s.rows(), 'bl1');
  assert.ok(s.painted.every((p) => !p.includes('updating')), `no flash of the mark: ${s.painted.join(' | ')}`);
  // Keys faster than the burst, none answered: the table holds still while they go on, past the
  // delay, and once they stop shows the old rows marked updating.
  for (const text of ['blu', 'blue', 'bluer', 'bluest', 'bluesty', 'bluestyl', 'bluestyle', 'bluestyles']) {
    s.type(text);
    await s.wait(UPDATING_DELAY_MS / 3);
    assert.equal(s.rows(), 'bl1', `still while the keys go on ("${text}")`);
  }
  await s.wait(SEARCH_BURST_MS);
  assert.equal(s.rows(), 'bl1 (updating)');
  await s.answer(s.asked.at(-1)?.q ?? '', 'h1');
  assert.equal(s.rows(), 'h1');
  s.done();
});
