import '../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fireEvent, screen } from '@testing-library/react';
import { HttpError } from '../../src/lib/http';
import { RecordView, type RecordQuery } from '../../src/ui';
import { renderUi } from '../helpers/render';

const query = (over: Partial<RecordQuery<string>>): RecordQuery<string> => ({ data: undefined, error: null, isFetching: true, refetch: () => {}, ...over });
const draw = (record: string) => <p>Record {record}</p>;

test('a record view shows its skeleton and a status while loading, then the record', () => {
  const { rerender, container } = renderUi(<RecordView query={query({})} loadingLabel="Loading the user…">{draw}</RecordView>);
  assert.equal(container.querySelector('[aria-busy="true"]') !== null, true);
  assert.equal(screen.getByRole('status').textContent, 'Loading the user…');
  rerender(<RecordView query={query({ data: 'u1', isFetching: false })}>{draw}</RecordView>);
  screen.getByText('Record u1');
  assert.equal(screen.queryByText('Loading the user…'), null);
});

test('a failed load says why with a retry; a 404 says the record is not there, without one', () => {
  let retries = 0;
  const failed = new HttpError({ status: 500, body: { success: false, code: 'INTERNAL', message: 'The store is down.' } });
  const { rerender } = renderUi(
    <RecordView query={query({ error: failed, isFetching: false, refetch: () => { retries += 1; } })} errorTitle="Could not load" notFoundTitle="No such user">{draw}</RecordView>,
  );
  const alert = screen.getByRole('alert');
  assert.match(alert.textContent ?? '', /Could not load.*The store is down\./);
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  assert.equal(retries, 1);
  const gone = new HttpError({ status: 404, body: { success: false, code: 'NOT_FOUND', message: 'User not found.' } });
  rerender(<RecordView query={query({ error: gone, isFetching: false })} errorTitle="Could not load" notFoundTitle="No such user">{draw}</RecordView>);
  assert.match(screen.getByRole('alert').textContent ?? '', /No such user/);
  assert.equal(screen.queryByRole('button'), null);
});

test('a failed refetch keeps the record on screen under a compact notice', () => {
  const failed = new HttpError({ status: 0 });
  renderUi(<RecordView query={query({ data: 'u1', error: failed, isFetching: false })}>{draw}</RecordView>);
  screen.getByText('Record u1');
  screen.getByRole('alert');
});
