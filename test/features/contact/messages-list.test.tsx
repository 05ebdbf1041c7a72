import '../../helpers/dom';
import { afterEach, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { facetCounts } from '../../../src/ui/facet-filter';
import { STATUS_FILTERS } from '../../../src/features/contact/listing';
import { here, installBackend, renderContact, type FakeBackend } from '../../helpers/contact-fixture';

let backend: FakeBackend;
let restore: () => void;
beforeEach(() => ({ backend, restore } = installBackend()));
afterEach(() => restore());

const bodyRows = () => screen.getAllByRole('row').filter((r) => r.closest('tbody'));
const senders = () => screen.getAllByRole('rowheader').map((c) => c.textContent ?? '');
const loaded = () => waitFor(() => assert.ok(screen.queryAllByRole('rowheader').length > 0));
const chip = (name: RegExp) => within(screen.getByRole('radiogroup', { name: 'Status' })).getByRole('radio', { name });
const count = (status: string) => backend.messages.filter((m) => m.status === status).length;

test('status counts: each status and their sum as "all"; nothing before the first answer', () => {
  assert.deepEqual(facetCounts({ total: 5, page: 1, pageSize: 25, facets: { status: { new: 3, resolved: 2 } } }, 'status', STATUS_FILTERS),
    { '': 5, new: 3, in_progress: 0, resolved: 2, archived: 0 });
  assert.equal(facetCounts(undefined, 'status', STATUS_FILTERS), undefined);
  assert.equal(facetCounts({ total: 0, page: 1, pageSize: 25, facets: {} }, 'status', STATUS_FILTERS), undefined);
});

test('newest first, one page; the status chips count from the facets; new messages stand out', async () => {
  renderContact('/contact/all');
  await loaded();
  assert.deepEqual(backend.calls.filter((c) => c.startsWith('GET /api/v1/contact/?')), ['GET /api/v1/contact/?page=1&sort=createdAt&order=desc']);
  assert.equal(bodyRows().length, 25);
  const newest = [...backend.messages].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  assert.deepEqual(senders(), newest.slice(0, 25).map((m) => m.name));
  assert.equal(chip(/^All/).closest('label')?.textContent, `All${backend.messages.length}`);
  assert.equal(chip(/^New/).closest('label')?.textContent, `New${count('new')}`);
  assert.equal(chip(/^In progress/).closest('label')?.textContent, `In progress${count('in_progress')}`);
  assert.equal(chip(/^Resolved/).closest('label')?.textContent, `Resolved${count('resolved')}`);
  assert.equal(chip(/^Archived/).closest('label')?.textContent, `Archived${count('archived')}`);
  assert.equal(screen.getByRole('columnheader', { name: /Received/ }).getAttribute('aria-sort'), 'descending');
  const first = bodyRows()[0];
  assert.ok(first && newest[0]);
  assert.equal(first.hasAttribute('data-new'), newest[0].status === 'new');
  within(first).getByText(newest[0].subject);
  const time = first.querySelector('time');
  assert.equal(time?.getAttribute('dateTime'), newest[0].createdAt);
  assert.ok(time?.getAttribute('title'), 'the absolute date is on hover');
});

test('status, search and sort go into the URL; Back shows the view before', async () => {
  const { history } = renderContact('/contact/all');
  await loaded();
  fireEvent.click(chip(/^New/));
  assert.equal(here(history), '/contact/all?status=new');
  await waitFor(() => assert.equal(bodyRows().length, count('new')));
  assert.ok(bodyRows().every((r) => /New/.test(r.textContent ?? '') && r.hasAttribute('data-new')));
  act(() => history.back());
  await waitFor(() => assert.equal((chip(/^All/) as HTMLInputElement).checked, true));

  const someone = backend.messages[7];
  assert.ok(someone);
  const search = screen.getByRole('searchbox', { name: 'Search messages' });
  fireEvent.change(search, { target: { value: someone.email } });
  fireEvent.keyDown(search, { key: 'Enter' });
  // The URL may follow once the searched rows are in (lib/list asks for them first).
  await waitFor(() => assert.equal(new URLSearchParams(history.location.search).get('q'), someone.email));
  await waitFor(() => assert.deepEqual(senders(), backend.messages.filter((m) => m.email === someone.email).map((m) => m.name)));
  fireEvent.keyDown(search, { key: 'Escape' });
  await waitFor(() => assert.equal(bodyRows().length, 25));

  fireEvent.click(within(screen.getByRole('columnheader', { name: /From/ })).getByRole('button'));
  assert.equal(here(history), '/contact/all?sort=name&order=asc');
  await waitFor(() => assert.equal(screen.getByRole('columnheader', { name: /From/ }).getAttribute('aria-sort'), 'ascending'));
  await waitFor(() => {
    const shown = senders();
    assert.deepEqual(shown, [...shown].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });
  fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), { target: { value: '10' } });
  await waitFor(() => assert.equal(bodyRows().length, 10));
  fireEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
  assert.equal(here(history), '/contact/all?sort=name&order=asc&pageSize=10&page=3');
  await waitFor(() => screen.getByText('Showing 21–30 of 40'));
});

test('a search that matches nothing says so and offers every message back; a failed load offers a retry', async () => {
  const first = renderContact('/contact/all?q=zzzz-nobody&status=archived');
  await waitFor(() => screen.getByText('Nothing matches “zzzz-nobody”.'));
  fireEvent.click(screen.getByRole('button', { name: 'Show all messages' }));
  assert.equal(here(first.history), '/contact/all');
  await loaded();
  first.unmount();

  backend.failNextList = true;
  renderContact('/contact/all');
  const alert = await screen.findByRole('alert');
  assert.match(alert.textContent ?? '', /The list is down/);
  fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  await loaded();
  assert.equal(bodyRows().length, 25);
});

test('a row opens its message and remembers the view it came from', async () => {
  const { history } = renderContact('/contact/all?status=in_progress');
  await waitFor(() => assert.equal(bodyRows().length, count('in_progress')));
  const row = bodyRows()[1];
  assert.ok(row);
  const link = within(row).getByRole('link');
  assert.match(link.getAttribute('href') ?? '', /^\/contact\/messages\/[^?]+\?from=%2Fcontact%2Fall%3Fstatus%3Din_progress$/);
  fireEvent.click(row.querySelector('td:nth-child(3)') ?? row);
  assert.equal(here(history), link.getAttribute('href'));
  const back = await screen.findByRole('link', { name: 'All messages' });
  assert.equal(back.getAttribute('href'), '/contact/all?status=in_progress');
});
