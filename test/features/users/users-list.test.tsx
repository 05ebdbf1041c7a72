import '../../helpers/dom';
import { afterEach, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { facetCounts } from '../../../src/ui/facet-filter';
import { here, installBackend, renderUsers, type FakeBackend } from '../../helpers/users-fixture';

let backend: FakeBackend;
let restore: () => void;
beforeEach(() => ({ backend, restore } = installBackend()));
afterEach(() => restore());

const bodyRows = () => screen.getAllByRole('row').filter((r) => r.closest('tbody'));
const names = () => screen.getAllByRole('rowheader').map((c) => c.textContent?.replace(/^[^\s]{1,2}(?=[A-Z])/, '') ?? '');
const loaded = () => waitFor(() => assert.ok(screen.queryAllByRole('rowheader').length > 0));
const radio = (group: string, name: RegExp) => within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name });

test('facet counts: each value and their sum as "all"; nothing before the first answer', () => {
  const meta = { total: 3, page: 1, pageSize: 25, facets: { role: { admin: 3, diveMaster: 60 } } };
  assert.deepEqual(facetCounts(meta, 'role', ['admin', 'diveMaster', 'diver']), { '': 63, admin: 3, diveMaster: 60, diver: 0 });
  assert.equal(facetCounts(undefined, 'role', ['admin']), undefined);
  assert.equal(facetCounts(meta, 'status', ['active']), undefined);
});

test('everyone, newest first, one page; the role and status chips count from the facets', async () => {
  renderUsers('/management/users');
  await loaded();
  assert.deepEqual(backend.calls.filter((c) => c.startsWith('GET /api/v1/users/?')), ['GET /api/v1/users/?page=1&sort=createdAt&order=desc']);
  assert.equal(bodyRows().length, 25);
  const newest = [...backend.users].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  assert.ok(newest);
  assert.match(bodyRows()[0]?.textContent ?? '', new RegExp(newest.email.replace(/\./g, '\\.')));
  const count = (role: string) => String(backend.users.filter((u) => u.role === role).length);
  assert.equal(radio('Role', /^All/).closest('label')?.textContent, `All${backend.users.length}`);
  assert.equal(radio('Role', /^Admins/).closest('label')?.textContent, `Admins${count('admin')}`);
  assert.equal(radio('Role', /^Dive masters/).closest('label')?.textContent, `Dive masters${count('diveMaster')}`);
  assert.equal(radio('Role', /^Dive buddies/).closest('label')?.textContent, `Dive buddies${count('diver')}`);
  assert.equal((radio('Role', /^All/) as HTMLInputElement).checked, true);
  const created = screen.getByRole('columnheader', { name: /Created/ });
  assert.equal(created.getAttribute('aria-sort'), 'descending');
  const time = bodyRows()[0]?.querySelector('time');
  assert.ok(time?.getAttribute('title'), 'the absolute date is on hover');
  assert.match(time?.textContent ?? '', /ago|today|seconds/);
});

test('filters, search and sort go into the URL; Back shows the view before', async () => {
  const { history } = renderUsers('/management/users');
  await loaded();
  fireEvent.click(radio('Role', /^Dive buddies/));
  assert.equal(here(history), '/management/users?role=diver');
  await waitFor(() => assert.ok(bodyRows().every((r) => /Dive buddy/.test(r.textContent ?? ''))));
  fireEvent.click(radio('Status', /^Blocked/));
  assert.equal(here(history), '/management/users?role=diver&status=blocked');
  await waitFor(() => assert.ok(bodyRows().every((r) => /Blocked/.test(r.textContent ?? ''))));
  const blockedDivers = backend.users.filter((u) => u.role === 'diver' && u.status === 'blocked').length;
  assert.equal(bodyRows().length, blockedDivers);
  act(() => history.back());
  await waitFor(() => assert.equal((radio('Status', /^All/) as HTMLInputElement).checked, true));

  const someone = backend.users.find((u) => u.role === 'diver');
  assert.ok(someone);
  const search = screen.getByRole('searchbox', { name: 'Search users' });
  fireEvent.change(search, { target: { value: someone.email } });
  fireEvent.keyDown(search, { key: 'Enter' });
  // The URL may follow once the searched rows are in (lib/list asks for them first).
  await waitFor(() => assert.equal(new URLSearchParams(history.location.search).get('q'), someone.email));
  await waitFor(() => assert.equal(bodyRows().length, 1));
  assert.match(bodyRows()[0]?.textContent ?? '', new RegExp(someone.lastName));
  fireEvent.keyDown(search, { key: 'Escape' });
  await waitFor(() => assert.ok(bodyRows().length > 1));

  fireEvent.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
  assert.match(here(history), /sort=name&order=asc/);
  await waitFor(() => assert.equal(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort'), 'ascending'));
  await waitFor(() => {
    const shown = names();
    assert.deepEqual(shown, [...shown].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });
});

test('a search that matches nobody says so and offers everyone back', async () => {
  const { history } = renderUsers('/management/users?q=zzzz-nobody&role=admin');
  await screen.findByText('Nothing matches “zzzz-nobody”.');
  fireEvent.click(screen.getByRole('button', { name: 'Show everyone' }));
  assert.equal(here(history), '/management/users');
  await loaded();
});

test('a failed load shows the error with a retry; the next page keeps the old rows marked updating', async () => {
  backend.failNextList = true;
  renderUsers('/management/users?pageSize=10');
  const alert = await screen.findByRole('alert');
  assert.match(alert.textContent ?? '', /The list is down/);
  fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  await loaded();
  assert.equal(bodyRows().length, 10);
  const first = names()[0];
  let open = () => {};
  backend.listGate = new Promise((resolve) => { open = resolve; });
  fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
  await waitFor(() => assert.ok(document.querySelector('.table-wrap[data-updating]')));
  assert.equal(names()[0], first, 'the old rows stay while the next page loads');
  assert.equal(screen.getByRole('table').getAttribute('aria-busy'), 'true');
  backend.listGate = null;
  open();
  await waitFor(() => assert.notEqual(names()[0], first));
  assert.ok(!document.querySelector('.table-wrap[data-updating]'));
});

test('a row opens the user page; "New user" opens the form', async () => {
  const { history } = renderUsers('/management/users');
  await loaded();
  const row = bodyRows()[2];
  assert.ok(row);
  const link = within(row).getByRole('link');
  fireEvent.click(row.querySelector('td:nth-child(2)') ?? row);
  assert.equal(history.location.pathname + history.location.search, link.getAttribute('href'));
  assert.equal(history.location.search, '?from=%2Fmanagement%2Fusers', 'the page knows the list it came from');
  act(() => history.back());
  await loaded();
  fireEvent.click(screen.getByRole('link', { name: 'New user' }));
  assert.equal(history.location.pathname, '/management/users/new');
});
