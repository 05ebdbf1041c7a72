import { test } from 'node:test';
import assert from 'node:assert/strict';
import { highlightRuns, matchesAll, queryWords } from '../../../src/app/palette/match';
import { moveActive } from '../../../src/app/palette/options';

const marked = (text: string, query: string) =>
  highlightRuns(text, queryWords(query)).map((r) => (r.marked ? `[${r.text}]` : r.text)).join('');

test('every word must occur, without case or accents, as the server searches', () => {
  assert.deepEqual(queryWords('  Blue  HÓLE '), ['blue', 'hole']);
  assert.equal(matchesAll(['Blue Hole, Dahab', 'Trips'], queryWords('hole trips')), true);
  assert.equal(matchesAll(['Blue Hole, Dahab'], queryWords('hole reef')), false);
  assert.equal(matchesAll(['Apariencia'], []), true, 'no words: everything matches');
});

test('matches are marked in the original text, accents and case kept', () => {
  assert.equal(marked('Café Olé', 'cafe'), '[Café] Olé');
  assert.equal(marked('Blue Hole', 'HOLE blue'), '[Blue] [Hole]');
  assert.equal(marked('Año nuevo', 'ano'), '[Año] nuevo');
  assert.equal(marked('banana', 'an'), 'b[anan]a', 'overlapping and repeated matches merge');
  assert.equal(marked('المظهر', 'مظ'), 'ال[مظ]هر');
  assert.equal(marked('Reef', ''), 'Reef');
  // A decomposed é (e + combining accent) is one character to the eye: it is marked whole.
  assert.equal(marked('Cafe\u0301!', 'cafe'), '[Cafe\u0301]!');
});

test('the active option wraps at both ends; Home and End jump', () => {
  assert.equal(moveActive(0, 3, 'next'), 1);
  assert.equal(moveActive(2, 3, 'next'), 0);
  assert.equal(moveActive(0, 3, 'previous'), 2);
  assert.equal(moveActive(1, 3, 'first'), 0);
  assert.equal(moveActive(0, 3, 'last'), 2);
  assert.equal(moveActive(-1, 3, 'next'), 0);
  assert.equal(moveActive(0, 0, 'next'), -1);
});
