import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formReducer, initialFormState, isDirty, sameValues, type FormState } from '../../../src/lib/form/index.ts';

type V = { title: string; body: string };
const start = (): FormState<V> => initialFormState({ values: { title: 'A', body: 'x' }, stamp: 'v1' });

test('a change makes the form dirty and clears that field’s server problem only', () => {
  let s: FormState<V> = { ...start(), serverProblems: { title: { message: 'bad' }, body: { message: 'worse' } } };
  s = formReducer(s, { type: 'change', patch: { title: 'B' } });
  assert.equal(isDirty(s), true);
  assert.deepEqual(s.serverProblems, { body: { message: 'worse' } });
  s = formReducer(s, { type: 'change', patch: { title: 'A' } });
  assert.equal(isDirty(s), false);
});

test('a failed save keeps every value and records the failure', () => {
  let s = formReducer(start(), { type: 'change', patch: { body: 'typed' } });
  s = formReducer(s, { type: 'submit' });
  assert.equal(s.submitting, true);
  s = formReducer(s, { type: 'failed', failure: new Error('x'), serverProblems: { title: { key: 'form.required' } }, conflict: null });
  assert.equal(s.submitting, false);
  assert.equal(s.values.body, 'typed');
  assert.deepEqual(s.serverProblems.title, { key: 'form.required' });
});

test('a save sets the new baseline and stamp, but keeps what was typed while it ran', () => {
  let s = formReducer(start(), { type: 'change', patch: { body: 'sent' } });
  s = formReducer(s, { type: 'submit' });
  const sent = s.values;
  s = formReducer(s, { type: 'change', patch: { body: 'sent and more' } });
  s = formReducer(s, { type: 'saved', version: { values: { title: 'A', body: 'sent' }, stamp: 'v2' }, sent });
  assert.equal(s.stamp, 'v2');
  assert.equal(s.values.body, 'sent and more');
  assert.equal(isDirty(s), true);
});

test('a newer record arriving is merged in: untouched fields follow it, the typing stays, and it is told', () => {
  const theirs = { values: { title: 'Theirs', body: 'x' }, stamp: 'v2' };
  const clean = formReducer(start(), { type: 'external', version: theirs });
  assert.deepEqual([clean.values.title, clean.stamp, isDirty(clean)], ['Theirs', 'v2', false]);
  assert.deepEqual(clean.merge, { cause: 'live', stamp: 'v2', taken: ['title'], choices: [] });
  const typed = formReducer(start(), { type: 'change', patch: { body: 'mine' } });
  const after = formReducer(typed, { type: 'external', version: theirs });
  assert.deepEqual(after.values, { title: 'Theirs', body: 'mine' });
  assert.equal(after.stamp, 'v2', 'the typing now edits their version: the next save is not a conflict');
  assert.equal(formReducer(after, { type: 'external', version: theirs }), after, 'the same version again changes nothing');
  const busy = formReducer(typed, { type: 'submit' });
  assert.equal(formReducer(busy, { type: 'external', version: theirs }), busy, 'a save in flight settles it instead');
});

test('a refused save merges their version at once; a field both changed waits for a choice and blocks nothing else', () => {
  const theirs = { values: { title: 'Theirs', body: 'their body' }, stamp: 'v2' };
  let s = formReducer(start(), { type: 'change', patch: { title: 'Mine' } });
  s = formReducer(s, { type: 'submit' });
  s = formReducer(s, { type: 'failed', failure: new Error('409'), serverProblems: {}, conflict: { message: 'm', current: {}, by: null }, theirs });
  assert.deepEqual(s.values, { title: 'Mine', body: 'their body' });
  assert.deepEqual(s.merge, { cause: 'save', stamp: 'v2', taken: ['body'], choices: [{ field: 'title', mine: 'Mine', theirs: 'Theirs' }] });
  assert.equal(formReducer(s, { type: 'dismissMerge' }), s, 'an open choice keeps the notice');
  const took = formReducer(s, { type: 'choose', field: 'title', side: 'theirs' });
  assert.deepEqual([took.values.title, took.merge?.choices, isDirty(took)], ['Theirs', [], false]);
  const kept = formReducer(s, { type: 'choose', field: 'title', side: 'mine' });
  assert.deepEqual([kept.values.title, kept.baseline.title, kept.stamp], ['Mine', 'Theirs', 'v2']);
  assert.equal(formReducer(kept, { type: 'dismissMerge' }).merge, null);
});

test('an open choice stays open through a later version that leaves the field alone, and is replaced when they change it again', () => {
  const v2 = { values: { title: 'Theirs', body: 'x' }, stamp: 'v2' };
  let s = formReducer(start(), { type: 'change', patch: { title: 'Mine' } });
  s = formReducer(s, { type: 'external', version: v2 });
  assert.deepEqual(s.merge?.choices, [{ field: 'title', mine: 'Mine', theirs: 'Theirs' }]);
  s = formReducer(s, { type: 'external', version: { values: { title: 'Theirs', body: 'y' }, stamp: 'v3' } });
  assert.deepEqual([s.merge?.choices, s.merge?.taken, s.values], [[{ field: 'title', mine: 'Mine', theirs: 'Theirs' }], ['body'], { title: 'Mine', body: 'y' }]);
  s = formReducer(s, { type: 'external', version: { values: { title: 'Third', body: 'y' }, stamp: 'v4' } });
  assert.deepEqual(s.merge?.choices, [{ field: 'title', mine: 'Mine', theirs: 'Third' }]);
});

test('discard goes back to the baseline', () => {
  const s = formReducer(formReducer(start(), { type: 'change', patch: { title: 'Z' } }), { type: 'discard' });
  assert.deepEqual(s.values, { title: 'A', body: 'x' });
});

test('sameValues compares fields, objects by content', () => {
  assert.ok(sameValues({ a: 1, b: { c: [1] } }, { a: 1, b: { c: [1] } }));
  assert.ok(!sameValues({ a: 1 }, { a: 2 }));
  assert.ok(!sameValues({ a: null }, { a: '' }));
});
