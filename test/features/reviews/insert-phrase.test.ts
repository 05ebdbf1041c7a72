import { test } from 'node:test';
import assert from 'node:assert/strict';
import { insertPhrase } from '../../../src/features/reviews/components/insert-phrase';

test('appends to an empty reason without padding', () => {
  assert.deepEqual(insertPhrase('', 'Photos are missing.'), { text: 'Photos are missing.', caret: 19 });
});

test('appends after text with one space, and puts the caret after the phrase', () => {
  assert.deepEqual(insertPhrase('Sorry.', 'Photos are missing.'), { text: 'Sorry. Photos are missing.', caret: 26 });
  assert.deepEqual(insertPhrase('Sorry. ', 'X.'), { text: 'Sorry. X.', caret: 9 });
});

test('inserts at the caret, spaced from the words on both sides', () => {
  assert.deepEqual(insertPhrase('Hello world', 'X.', 5, 5), { text: 'Hello X. world', caret: 8 });
  assert.deepEqual(insertPhrase('Hello world', 'X.', 0, 0), { text: 'X. Hello world', caret: 2 });
});

test('replaces a selection, in either order of its ends', () => {
  assert.deepEqual(insertPhrase('Hello big world', 'small', 6, 9), { text: 'Hello small world', caret: 11 });
  assert.deepEqual(insertPhrase('Hello big world', 'small', 9, 6), { text: 'Hello small world', caret: 11 });
});

test('clamps positions outside the text to its end', () => {
  assert.deepEqual(insertPhrase('Hi', 'X.', 40, 99), { text: 'Hi X.', caret: 5 });
  assert.deepEqual(insertPhrase('Hi', 'X.', Number.NaN), { text: 'Hi X.', caret: 5 });
});

test('a phrase the reason already holds is not added again; the caret goes after it', () => {
  assert.deepEqual(insertPhrase('Sorry. X. Please fix.', 'X.'), { text: 'Sorry. X. Please fix.', caret: 9 });
  assert.deepEqual(insertPhrase('X.', 'X.', 0, 0), { text: 'X.', caret: 2 });
});
