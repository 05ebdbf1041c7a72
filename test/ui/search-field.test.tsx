// The search field is a view of a list's search (lib/list's machine keeps the rules and timers,
// test/lib/list/search-machine.test.ts): it shows the search's text, every key goes to `type`, and
// Enter, Esc and the clear button go to `submit`; an Esc with nothing to clear is left to what is around.
import '../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, fireEvent, screen } from '@testing-library/react';
import type { SearchBox } from '../../src/lib/list';
import { createStore } from '../../src/lib/store';
import { SearchField } from '../../src/ui';
import { renderUi } from '../helpers/render';

/** A search that records what the field reports and shows it back, as a list's does. */
function setup(initial = '') {
  const text = createStore(initial);
  const calls: string[] = [];
  const search: SearchBox = {
    text,
    type: (value) => { calls.push(`type ${value}`); text.set(value); },
    submit: (value) => { calls.push(`submit ${value}`); text.set(value); },
  };
  renderUi(<SearchField label="Search trips" search={search} />);
  const input = screen.getByRole('searchbox', { name: 'Search trips' }) as HTMLInputElement;
  return { text, calls, input, type: (value: string) => fireEvent.change(input, { target: { value } }) };
}

test('a labelled search landmark; every key goes to the search at once and the field shows its text', () => {
  const s = setup('reef');
  assert.ok(screen.getByRole('search', { name: 'Search trips' }));
  assert.equal(s.input.value, 'reef');
  s.type('reefs');
  s.type('reefsx');
  assert.deepEqual(s.calls, ['type reefs', 'type reefsx']);
  assert.equal(s.input.value, 'reefsx');
  act(() => s.text.set('wreck')); // Back: the search puts the URL's text in the field
  assert.equal(s.input.value, 'wreck');
});

test('Enter submits the text, Esc and the clear button submit nothing, and focus stays in the field', () => {
  const s = setup('');
  s.type('wreck');
  fireEvent.keyDown(s.input, { key: 'Enter' });
  assert.deepEqual(s.calls, ['type wreck', 'submit wreck']);
  fireEvent.keyDown(s.input, { key: 'Escape' });
  assert.equal(s.input.value, '');
  assert.deepEqual(s.calls.at(-1), 'submit ');
  s.type('blue');
  fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
  assert.deepEqual(s.calls.at(-1), 'submit ');
  assert.equal(s.input.value, '');
  assert.equal(document.activeElement, s.input, 'focus goes back to the field');
});

test('an Esc with nothing to clear is not the field\'s: it reaches what is around (a dialog)', () => {
  const s = setup('');
  let around = 0;
  document.addEventListener('keydown', () => { around += 1; }, { once: true });
  fireEvent.keyDown(s.input, { key: 'Escape' });
  assert.equal(around, 1);
  assert.deepEqual(s.calls, []);
});
