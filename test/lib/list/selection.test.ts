import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  EMPTY_SELECTION, deselectSelection, pageSelectionOf, setPageSelection, toggleSelection, togglePageSelection,
} from '../../../src/lib/list';

const page = ['a', 'b', 'c', 'd', 'e'];
const ids = (s: { ids: ReadonlySet<string> }) => [...s.ids].sort();

test('a click toggles one row and becomes the anchor', () => {
  const one = toggleSelection(EMPTY_SELECTION, 'b', page);
  assert.deepEqual(ids(one), ['b']);
  assert.equal(one.anchor, 'b');
  assert.deepEqual(ids(toggleSelection(one, 'b', page)), []);
});

test('a shift-click selects the range from the anchor, in either direction', () => {
  const anchored = toggleSelection(EMPTY_SELECTION, 'b', page);
  assert.deepEqual(ids(toggleSelection(anchored, 'd', page, true)), ['b', 'c', 'd']);
  const fromD = toggleSelection(EMPTY_SELECTION, 'd', page);
  assert.deepEqual(ids(toggleSelection(fromD, 'a', page, true)), ['a', 'b', 'c', 'd']);
});

test('a shift-click on a selected row clears the range', () => {
  let s = setPageSelection(EMPTY_SELECTION, page, true);
  s = toggleSelection(s, 'a', page); // a off, anchor a
  s = toggleSelection(s, 'c', page, true); // c is selected, so a..c go off
  assert.deepEqual(ids(s), ['d', 'e']);
});

test('a shift-click without an anchor on this page is a plain toggle', () => {
  const elsewhere = toggleSelection(EMPTY_SELECTION, 'z', ['z']);
  assert.deepEqual(ids(toggleSelection(elsewhere, 'c', page, true)), ['c', 'z']);
});

test('the page box selects the page, then clears it, keeping other pages', () => {
  const other = toggleSelection(EMPTY_SELECTION, 'x', ['x', 'y']);
  const some = toggleSelection(other, 'a', page);
  assert.equal(pageSelectionOf(some, page), 'some');
  const all = togglePageSelection(some, page);
  assert.equal(pageSelectionOf(all, page), 'all');
  assert.deepEqual(ids(all), ['a', 'b', 'c', 'd', 'e', 'x']);
  const none = togglePageSelection(all, page);
  assert.equal(pageSelectionOf(none, page), 'none');
  assert.deepEqual(ids(none), ['x']);
});

test('deselect drops the given ids (the rows a bulk action decided) and leaves the rest', () => {
  const some = toggleSelection(toggleSelection(toggleSelection(EMPTY_SELECTION, 'a', page), 'c', page), 'e', page);
  const after = deselectSelection(some, ['a', 'c', 'q']);
  assert.deepEqual(ids(after), ['e'], 'a row selected meanwhile stays');
  assert.equal(after.anchor, 'e');
  assert.deepEqual(ids(deselectSelection(after, ['e'])), []);
  assert.equal(deselectSelection(after, ['q']), after, 'nothing to drop: the same state');
});
