// The search field's two reports: every key at once (`onType`, what a list's rows follow) and the
// text once typing pauses, at once on Enter, '' on Esc or clear (`onChange`, what the URL follows).
// The owner's echo of the typed text leaves the field alone; a value from outside replaces the text
// and cancels the pause.
import '../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS, SearchField } from '../../src/ui';
import { renderUi } from '../helpers/render';

/** An owner that shows the typed text back (as a list shows the rows of the newest text). */
function setup(initial = '') {
  const typed: string[] = [];
  const changed: string[] = [];
  let setValue: (value: string) => void = () => {};
  function Owner() {
    const [value, set] = useState(initial);
    setValue = set;
    return (
      <SearchField label="Search trips" value={value}
        onType={(v) => { typed.push(v); set(v); }} onChange={(v) => { changed.push(v); set(v); }} />
    );
  }
  renderUi(<Owner />);
  const input = screen.getByRole('searchbox', { name: 'Search trips' }) as HTMLInputElement;
  return { typed, changed, input, type: (text: string) => fireEvent.change(input, { target: { value: text } }), outside: (v: string) => act(() => setValue(v)) };
}

test('every key is reported at once to onType; onChange waits for the pause', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const s = setup();
  s.type('w');
  s.type('wr');
  assert.deepEqual(s.typed, ['w', 'wr'], 'no pause before onType');
  act(() => t.mock.timers.tick(SEARCH_DEBOUNCE_MS - 1));
  s.type('wre');
  assert.deepEqual(s.typed, ['w', 'wr', 'wre']);
  act(() => t.mock.timers.tick(SEARCH_DEBOUNCE_MS - 1));
  assert.deepEqual(s.changed, [], 'the pause restarts with each key');
  act(() => t.mock.timers.tick(1));
  assert.deepEqual(s.changed, ['wre']);
  assert.equal(s.input.value, 'wre', 'the echo of each key left the text alone');
});

test('Enter and Esc report at once; back on the reported text they bring the rows back through onType', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const s = setup('reef');
  s.type('reefs');
  fireEvent.keyDown(s.input, { key: 'Enter' });
  assert.deepEqual(s.changed, ['reefs'], 'Enter without the pause');
  act(() => t.mock.timers.tick(SEARCH_DEBOUNCE_MS * 2));
  assert.deepEqual(s.changed, ['reefs'], 'and not again after it');
  fireEvent.keyDown(s.input, { key: 'Escape' });
  assert.deepEqual(s.changed, ['reefs', ''], 'Esc clears at once');
  assert.equal(s.input.value, '');
  s.type('x');
  fireEvent.keyDown(s.input, { key: 'Escape' });
  assert.equal(s.input.value, '');
  assert.deepEqual(s.changed, ['reefs', ''], '"" was reported already: nothing new for the URL');
  assert.deepEqual(s.typed.slice(-2), ['x', ''], 'but the rows follow the text back');
});

test('a value from outside (Back, a link) replaces the text and cancels the pause; an echo does not', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const s = setup('reef');
  s.type('reefs');
  assert.equal(s.input.value, 'reefs');
  s.outside('wreck');
  assert.equal(s.input.value, 'wreck');
  act(() => t.mock.timers.tick(SEARCH_DEBOUNCE_MS * 2));
  assert.deepEqual(s.changed, [], 'what was typed is not reported over the value from outside');
  assert.deepEqual(s.typed, ['reefs']);
  s.type('wrecks');
  s.outside('wrecks');
  assert.equal(s.input.value, 'wrecks', 'the echo of the text typed');
  act(() => t.mock.timers.tick(SEARCH_DEBOUNCE_MS));
  assert.deepEqual(s.changed, ['wrecks'], 'an echo does not cancel the pause');
});

test('a late echo of a text typed over leaves the field alone; a value never typed replaces it', () => {
  // An owner that echoes a text only when its rows come, as a list does.
  let echo: (value: string) => void = () => {};
  function Owner() {
    const [value, set] = useState('');
    echo = set;
    return <SearchField label="Search trips" value={value} onChange={() => {}} onType={() => {}} />;
  }
  renderUi(<Owner />);
  const input = screen.getByRole('searchbox', { name: 'Search trips' }) as HTMLInputElement;
  const type = (text: string) => fireEvent.change(input, { target: { value: text } });
  const outside = (v: string) => act(() => echo(v));
  type('fer');
  type('fern');
  outside('fer'); // the rows of "fer" came in as "n" was typed
  assert.equal(input.value, 'fern', 'no key is lost');
  outside('fern');
  assert.equal(input.value, 'fern');
  outside('reef'); // Back
  assert.equal(input.value, 'reef');
  type('reefs');
  outside('fer'); // typed before the echo of "fern": from outside now
  assert.equal(input.value, 'fer');
});
