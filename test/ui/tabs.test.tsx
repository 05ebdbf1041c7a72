import '../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fireEvent, screen } from '@testing-library/react';
import { TabLinks, Tabs, type TabItem } from '../../src/ui';
import { renderUi } from '../helpers/render';

const items: TabItem[] = [
  { id: 'all', label: 'All', content: 'All trips' },
  { id: 'pending', label: 'Pending', content: 'Pending trips', count: 1200 },
  { id: 'archived', label: 'Archived', disabled: true },
  { id: 'rejected', label: 'Rejected', content: 'Rejected trips' },
];
const tab = (name: RegExp) => screen.getByRole('tab', { name });

test('a tab list with one tab in the Tab order and its panel labelled by it', () => {
  renderUi(<Tabs label="Trip status" items={items} />);
  assert.ok(screen.getByRole('tablist', { name: 'Trip status' }));
  assert.equal(tab(/^All/).getAttribute('aria-selected'), 'true');
  assert.equal(tab(/^All/).tabIndex, 0);
  assert.equal(tab(/^Pending/).tabIndex, -1);
  const panel = screen.getByRole('tabpanel');
  assert.equal(panel.textContent, 'All trips');
  assert.equal(panel.getAttribute('aria-labelledby'), tab(/^All/).id);
  assert.equal(tab(/^All/).getAttribute('aria-controls'), panel.id);
  assert.equal(tab(/^Pending/).querySelector('.badge')?.textContent, '1,200');
});

test('arrow keys, Home and End move focus and selection, skipping disabled tabs', () => {
  const seen: string[] = [];
  renderUi(<Tabs label="Trip status" items={items} onChange={(id) => seen.push(id)} />);
  fireEvent.keyDown(tab(/^All/), { key: 'ArrowRight' });
  assert.equal(document.activeElement, tab(/^Pending/));
  assert.equal(tab(/^Pending/).getAttribute('aria-selected'), 'true');
  assert.equal(screen.getByRole('tabpanel').textContent, 'Pending trips');
  fireEvent.keyDown(tab(/^Pending/), { key: 'ArrowRight' });
  assert.equal(document.activeElement, tab(/^Rejected/));
  fireEvent.keyDown(tab(/^Rejected/), { key: 'ArrowRight' });
  assert.equal(document.activeElement, tab(/^All/), 'wraps to the first');
  fireEvent.keyDown(tab(/^All/), { key: 'ArrowLeft' });
  assert.equal(document.activeElement, tab(/^Rejected/), 'wraps to the last');
  fireEvent.keyDown(tab(/^Rejected/), { key: 'Home' });
  assert.equal(document.activeElement, tab(/^All/));
  fireEvent.keyDown(tab(/^All/), { key: 'End' });
  assert.equal(document.activeElement, tab(/^Rejected/));
  assert.equal(tab(/^Rejected/).tabIndex, 0);
  assert.equal(tab(/^All/).tabIndex, -1);
  assert.deepEqual(seen, ['pending', 'rejected', 'all', 'rejected', 'all', 'rejected']);
});

test('arrows follow the reading direction in right-to-left pages', () => {
  renderUi(<div dir="rtl"><Tabs label="Trip status" items={items} /></div>);
  fireEvent.keyDown(tab(/^All/), { key: 'ArrowLeft' });
  assert.equal(tab(/^Pending/).getAttribute('aria-selected'), 'true');
});

test('a click selects; a controlled value wins', () => {
  const { rerender } = renderUi(<Tabs label="Trip status" items={items} value="pending" onChange={() => {}} />);
  fireEvent.click(tab(/^All/));
  assert.equal(tab(/^Pending/).getAttribute('aria-selected'), 'true');
  rerender(<Tabs label="Trip status" items={items} value="rejected" onChange={() => {}} />);
  assert.equal(tab(/^Rejected/).getAttribute('aria-selected'), 'true');
});

test('tab links are a named navigation around the given links', () => {
  renderUi(<TabLinks label="Settings pages"><a href="/a" aria-current="page">General</a><a href="/b">Security</a></TabLinks>);
  const nav = screen.getByRole('navigation', { name: 'Settings pages' });
  assert.equal(nav.querySelectorAll('a').length, 2);
});
