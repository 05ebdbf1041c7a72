import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mergeField, mergeValues, type FieldMerge } from '../../../src/lib/form/index.ts';

// The merge table: each field against the version the typing started from.
const TABLE: { name: string; base: unknown; mine: unknown; theirs: unknown; outcome: FieldMerge; merged: unknown }[] = [
  { name: 'unchanged', base: 'a', mine: 'a', theirs: 'a', outcome: 'unchanged', merged: 'a' },
  { name: 'only mine', base: 'a', mine: 'm', theirs: 'a', outcome: 'mine', merged: 'm' },
  { name: 'only theirs', base: 'a', mine: 'a', theirs: 't', outcome: 'theirs', merged: 't' },
  { name: 'both, to the same value', base: 'a', mine: 'b', theirs: 'b', outcome: 'both-equal', merged: 'b' },
  { name: 'both, to different values', base: 'a', mine: 'm', theirs: 't', outcome: 'both-different', merged: 'm' },
  { name: 'only theirs, to null', base: 'https://x.test/a.png', mine: 'https://x.test/a.png', theirs: null, outcome: 'theirs', merged: null },
  { name: 'only mine, from null', base: null, mine: '', theirs: null, outcome: 'mine', merged: '' },
  { name: 'objects by content', base: { a: [1] }, mine: { a: [1] }, theirs: { a: [2] }, outcome: 'theirs', merged: { a: [2] } },
];

for (const row of TABLE) {
  test(`merge table: ${row.name} → ${row.outcome}`, () => {
    assert.equal(mergeField(row.base, row.mine, row.theirs), row.outcome);
    const result = mergeValues({ f: row.base, g: 1 }, { f: row.mine, g: 1 }, { f: row.theirs, g: 1 });
    assert.deepEqual(result.values, { f: row.merged, g: 1 });
    assert.equal(result.fields.f, row.outcome);
    assert.deepEqual(result.taken, row.outcome === 'theirs' ? ['f'] : []);
    assert.deepEqual(result.conflicts, row.outcome === 'both-different' ? ['f'] : []);
  });
}

test('the article of the issue: they changed the title, I changed the content, both are kept', () => {
  const base = { title: 'Reef day', summary: 's', content: 'Line one.' };
  const result = mergeValues(base, { ...base, content: 'Line one.\nLine two.' }, { ...base, title: 'Reef day, updated' });
  assert.deepEqual(result.values, { title: 'Reef day, updated', summary: 's', content: 'Line one.\nLine two.' });
  assert.deepEqual([result.taken, result.conflicts], [['title'], []]);
  assert.deepEqual(result.fields, { title: 'theirs', summary: 'unchanged', content: 'mine' });
});
