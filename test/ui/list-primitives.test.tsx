import '../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fireEvent, screen } from '@testing-library/react';
import {
  BulkBar, BulkReport, Button, FacetFilter, ListSummary, PageSizeSelect, shownRange,
} from '../../src/ui';
import { renderUi } from '../helpers/render';

test('shownRange and ListSummary say which rows are shown', () => {
  assert.deepEqual(shownRange(3, 25, 80), { from: 51, to: 75, pages: 4 });
  assert.deepEqual(shownRange(9, 25, 80), { from: 76, to: 80, pages: 4 }, 'a page past the end shows the last');
  assert.deepEqual(shownRange(1, 10, 0), { from: 0, to: 0, pages: 1 });
  const { rerender } = renderUi(<ListSummary page={2} pageSize={10} total={1234} />);
  assert.ok(screen.getByText('Showing 11–20 of 1,234'));
  rerender(<ListSummary page={1} pageSize={10} total={0} />);
  assert.ok(screen.getByText('No results'));
});

test('PageSizeSelect is labelled and reports a number', () => {
  const seen: number[] = [];
  renderUi(<PageSizeSelect value={25} options={[10, 25, 50]} onChange={(n) => seen.push(n)} />);
  const select = screen.getByRole('combobox', { name: 'Rows per page' }) as HTMLSelectElement;
  assert.deepEqual([...select.options].map((o) => o.value), ['10', '25', '50']);
  fireEvent.change(select, { target: { value: '50' } });
  assert.deepEqual(seen, [50]);
});

test('BulkBar: the count, the actions and clear; while running a progress bar and a status line', () => {
  let cleared = 0;
  const { rerender, container } = renderUi(
    <BulkBar count={0} onClear={() => { cleared += 1; }}><Button>Approve</Button></BulkBar>,
  );
  assert.equal(container.textContent, '', 'nothing without a selection');
  rerender(<BulkBar count={3} onClear={() => { cleared += 1; }}><Button>Approve</Button></BulkBar>);
  const group = screen.getByRole('group', { name: 'Selected rows' });
  assert.match(group.textContent ?? '', /3 selected/);
  fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
  assert.equal(cleared, 1);
  assert.equal(screen.queryByRole('progressbar'), null);
  rerender(<BulkBar count={3} onClear={() => {}} progress={{ done: 2, total: 5, label: 'Approving' }}><Button>Approve</Button></BulkBar>);
  const bar = screen.getByRole('progressbar', { name: 'Approving' });
  assert.deepEqual([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemax'), bar.getAttribute('aria-valuetext')], ['2', '5', '2 of 5']);
  assert.equal(screen.getByRole('status').textContent, 'Approving: 2 of 5');
  assert.equal((screen.getByRole('button', { name: 'Approve' }).closest('fieldset') as HTMLFieldSetElement).disabled, true);
  assert.equal((screen.getByRole('button', { name: 'Clear selection' }) as HTMLButtonElement).disabled, true);
});

test('BulkReport lists each failure with its reason, folds the successes, takes focus and dismisses', () => {
  let dismissed = false;
  renderUi(
    <BulkReport title="Approval finished" onDismiss={() => { dismissed = true; }}
      succeeded={[{ id: 'a', label: 'Blue Hole' }, { id: 'b', label: 'Thistlegorm' }]}
      failed={[{ id: 'c', label: 'Abu Nuhas', message: 'Approved by Ana Ruiz at 10:15' }]} />,
  );
  const region = screen.getByRole('region', { name: 'Approval finished' });
  assert.equal(document.activeElement, region);
  assert.match(region.textContent ?? '', /2 succeeded · 1 failed/);
  const failure = screen.getByText('Abu Nuhas').closest('li');
  assert.match(failure?.textContent ?? '', /Approved by Ana Ruiz at 10:15/);
  assert.ok(screen.getByText('Succeeded (2)').closest('details'));
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  assert.equal(dismissed, true);
});

test('FacetFilter: each chip\'s count keeps the width of the widest count seen', () => {
  const meta = (active: number, blocked: number) => ({ total: active + blocked, page: 1, pageSize: 25, facets: { status: { active, blocked } } });
  const chips = (m: ReturnType<typeof meta>) => (
    <FacetFilter label="Status" facet="status" values={['active', 'blocked']} value={undefined} meta={m}
      allLabel="All" labelOf={(v) => v} onChange={() => {}} />
  );
  const view = renderUi(chips(meta(9_990, 10)));
  const reserved = () => [...document.querySelectorAll<HTMLElement>('.facet-filter__count')].map((b) => b.style.getPropertyValue('--count-chars'));
  assert.deepEqual(reserved(), ['6', '6', '6'], '"10,000" is the widest');
  view.rerender(chips(meta(7, 5)));
  assert.deepEqual(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent), ['All12', 'active7', 'blocked5']);
  assert.deepEqual(reserved(), ['6', '6', '6'], 'a narrower count keeps the width');
});
