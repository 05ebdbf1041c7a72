import '../../helpers/dom';
import { afterEach, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { facetCounts } from '../../../src/ui/facet-filter';
import { NEWS_STATUSES } from '../../../src/contract';
import { here } from '../../helpers/fake-backend';
import { installNewsBackend, renderNewsList, type NewsBackend } from '../../helpers/news-list-fixture';

let backend: NewsBackend;
let restore: () => void;
beforeEach(() => ({ backend, restore } = installNewsBackend()));
afterEach(() => restore());

const bodyRows = () => screen.getAllByRole('row').filter((r) => r.closest('tbody'));
const titles = () => [...document.querySelectorAll('.news-list__link')].map((a) => a.textContent ?? '');
const loaded = () => waitFor(() => assert.ok(screen.queryAllByRole('rowheader').length > 0));
const chip = (name: RegExp) => within(screen.getByRole('radiogroup', { name: 'Status' })).getByRole('radio', { name });

test('counts per status and their sum; nothing before the first answer', () => {
  assert.deepEqual(facetCounts({ total: 3, page: 1, pageSize: 25, facets: { status: { draft: 1, published: 2 } } }, 'status', NEWS_STATUSES), { '': 3, draft: 1, published: 2 });
  assert.equal(facetCounts(undefined, 'status', NEWS_STATUSES), undefined);
});

test('every article, the last updated first under the Updated column\'s arrow, with its status and times; the filter counts', async () => {
  renderNewsList('/news/all');
  await loaded();
  assert.deepEqual(backend.calls.filter((c) => c.startsWith('GET /api/v1/news/?')), ['GET /api/v1/news/?page=1&sort=updatedAt&order=desc']);
  const newest = [...backend.news].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  assert.deepEqual(titles(), newest.map((n) => n.title));
  assert.equal(screen.getByRole('columnheader', { name: /Updated/ }).getAttribute('aria-sort'), 'descending', 'the order is shown');
  const drafts = backend.news.filter((n) => n.status === 'draft').length;
  assert.equal(chip(/^All/).closest('label')?.textContent, `All${backend.news.length}`);
  assert.equal(chip(/^Draft/).closest('label')?.textContent, `Draft${drafts}`);
  assert.equal(chip(/^Published/).closest('label')?.textContent, `Published${backend.news.length - drafts}`);
  const draftRow = bodyRows().find((r) => /Draft/.test(r.textContent ?? ''));
  assert.ok(draftRow);
  within(draftRow).getByText('Not published');
  const publishedRow = bodyRows().find((r) => /Published/.test(r.textContent ?? ''));
  assert.equal(publishedRow?.querySelectorAll('time').length, 2, 'published and updated');
  assert.deepEqual(screen.getAllByRole('columnheader').map((h) => h.textContent), ['Title', 'Status', 'Published', 'Updated']);
});

test('the status filter, search, sort and pages live in the URL; Back returns', async () => {
  const { history } = renderNewsList('/news/all');
  await loaded();
  fireEvent.click(chip(/^Draft/));
  assert.equal(here(history), '/news/all?status=draft');
  await waitFor(() => assert.ok(bodyRows().every((r) => /Draft/.test(r.textContent ?? '')) && bodyRows().length < backend.news.length));
  act(() => history.back());
  await waitFor(() => assert.equal(bodyRows().length, backend.news.length));

  const target = backend.news[3];
  assert.ok(target);
  const search = screen.getByRole('searchbox', { name: 'Search news' });
  fireEvent.change(search, { target: { value: target.title } });
  fireEvent.keyDown(search, { key: 'Enter' });
  // The URL may follow once the searched rows are in (lib/list asks for them first).
  await waitFor(() => assert.equal(new URLSearchParams(history.location.search).get('q'), target.title));
  await waitFor(() => assert.ok(titles().includes(target.title) && titles().length < backend.news.length));

  fireEvent.keyDown(search, { key: 'Escape' });
  fireEvent.click(within(screen.getByRole('columnheader', { name: /Title/ })).getByRole('button'));
  assert.equal(here(history), '/news/all?sort=title&order=asc');
  await waitFor(() => {
    const shown = titles();
    assert.equal(shown.length, backend.news.length);
    assert.deepEqual(shown, [...shown].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });
  fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), { target: { value: '10' } });
  fireEvent.click(await screen.findByRole('button', { name: 'Go to page 2' }));
  assert.equal(here(history), '/news/all?sort=title&order=asc&pageSize=10&page=2');
  await waitFor(() => assert.equal(bodyRows().length, backend.news.length - 10));
});

test('"New article" and each row open the editor; an empty search offers every article back; a failure retries', async () => {
  const first = renderNewsList('/news/all');
  await loaded();
  fireEvent.click(screen.getByRole('link', { name: 'New article' }));
  assert.equal(here(first.history), '/news/new');
  act(() => first.history.back());
  await loaded();
  const row = bodyRows()[2];
  assert.ok(row);
  const link = within(row).getAllByRole('link')[0];
  assert.match(link?.getAttribute('href') ?? '', /^\/news\/edit\/[^/]+$/);
  fireEvent.click(row.querySelector('td:nth-child(3)') ?? row);
  assert.equal(here(first.history), link?.getAttribute('href'));
  first.unmount();

  const second = renderNewsList('/news/all?q=zzzz-nothing');
  await screen.findByText('Nothing matches “zzzz-nothing”.');
  fireEvent.click(screen.getByRole('button', { name: 'Show all articles' }));
  assert.equal(here(second.history), '/news/all');
  await loaded();
  second.unmount();

  backend.failNextList = true;
  renderNewsList('/news/all');
  const alert = await screen.findByRole('alert');
  assert.match(alert.textContent ?? '', /The news are down/);
  fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  await loaded();
});
