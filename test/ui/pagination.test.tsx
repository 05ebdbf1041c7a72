import '../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { Pagination } from '../../src/ui';
import { renderUi } from '../helpers/render';

function Owner({ total = 312, start = 1 }: { total?: number; start?: number }) {
  const [page, setPage] = useState(start);
  const [size, setSize] = useState(20);
  return <Pagination page={page} pageSize={size} total={total} onPageChange={setPage} onPageSizeChange={(s) => { setSize(s); setPage(1); }} />;
}

test('marks the current page and disables previous and first on page 1', () => {
  renderUi(<Owner />);
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  assert.equal(within(nav).getByRole('button', { name: 'Go to page 1' }).getAttribute('aria-current'), 'page');
  assert.equal((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled, true);
  assert.equal((screen.getByRole('button', { name: 'First page' }) as HTMLButtonElement).disabled, true);
  assert.equal((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled, false);
  assert.equal(screen.getByText('Showing 1–20 of 312').tagName, 'P');
});

test('next, a page button and last move the page; the summary follows', () => {
  renderUi(<Owner />);
  fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
  assert.equal(screen.getByRole('button', { name: 'Go to page 2' }).getAttribute('aria-current'), 'page');
  assert.equal(screen.getByRole('button', { name: 'Go to page 1' }).hasAttribute('aria-current'), false);
  assert.ok(screen.getByText('Showing 21–40 of 312'));
  fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
  assert.equal(screen.getByRole('button', { name: 'Go to page 16' }).getAttribute('aria-current'), 'page');
  assert.ok(screen.getByText('Showing 301–312 of 312'));
  assert.equal((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled, true);
});

test('shows gaps as plain, unfocusable text in the 1 … 4 5 6 … 16 shape', () => {
  renderUi(<Owner start={5} />);
  const list = screen.getByRole('navigation').querySelector('ul');
  const items = [...(list?.children ?? [])].map((li) => li.textContent);
  assert.deepEqual(items.slice(2, -2), ['1', '…', '4', '5', '6', '…', '16']);
  const dots = list?.querySelectorAll('.pagination__dots') ?? [];
  assert.equal(dots.length, 2);
  for (const d of dots) {
    assert.equal(d.tagName, 'SPAN');
    assert.equal(d.getAttribute('aria-hidden'), 'true');
  }
});

test('the rows-per-page select changes the page size', () => {
  renderUi(<Owner start={3} />);
  const select = screen.getByLabelText('Rows per page') as HTMLSelectElement;
  assert.equal(select.value, '20');
  fireEvent.change(select, { target: { value: '50' } });
  assert.ok(screen.getByText('Showing 1–50 of 312'));
  assert.equal(screen.getByRole('button', { name: 'Go to page 7' }).textContent, '7');
});

test('a click on the current page does not call onPageChange', () => {
  const seen: number[] = [];
  renderUi(<Pagination page={2} pageSize={10} total={45} onPageChange={(p) => seen.push(p)} />);
  fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
  fireEvent.click(screen.getByRole('button', { name: 'Go to page 5' }));
  assert.deepEqual(seen, [5]);
  assert.equal(screen.queryByLabelText('Rows per page'), null);
});

test('formats large numbers and says so when there is nothing', () => {
  const { rerender } = renderUi(<Pagination page={1} pageSize={1000} total={12345} onPageChange={() => {}} />);
  assert.ok(screen.getByText('Showing 1–1,000 of 12,345'));
  rerender(<Pagination page={1} pageSize={20} total={0} onPageChange={() => {}} />);
  assert.ok(screen.getByText('No results'));
  assert.equal((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled, true);
});
