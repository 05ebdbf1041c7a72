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

test('a newer record replaces the values only while nothing is typed', () => {
  const theirs = { values: { title: 'Theirs', body: 'y' }, stamp: 'v2' };
  assert.equal(formReducer(start(), { type: 'external', version: theirs }).values.title, 'Theirs');
  const typed = formReducer(start(), { type: 'change', patch: { title: 'Mine' } });
  const after = formReducer(typed, { type: 'external', version: theirs });
  assert.equal(after.values.title, 'Mine');
  assert.equal(after.stamp, 'v1', 'the typing stays based on the version it started from');
});

test('after a conflict: keep mine rebases, load theirs keeps mine aside to restore', () => {
  const theirs = { values: { title: 'Theirs', body: 'y' }, stamp: 'v2' };
  const typed = formReducer(start(), { type: 'change', patch: { title: 'Mine' } });
  const kept = formReducer(typed, { type: 'keepMine', version: theirs });
  assert.deepEqual([kept.values.title, kept.baseline.title, kept.stamp], ['Mine', 'Theirs', 'v2']);
  const loaded = formReducer(typed, { type: 'loadTheirs', version: theirs });
  assert.deepEqual([loaded.values.title, loaded.stash?.title, isDirty(loaded)], ['Theirs', 'Mine', false]);
  const restored = formReducer(loaded, { type: 'restoreMine' });
  assert.deepEqual([restored.values.title, restored.stash, restored.stamp], ['Mine', null, 'v2']);
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
