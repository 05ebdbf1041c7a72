import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyEdit, formatEdit, listEnterEdit, type FormatAction } from '../../../src/lib/markdown/index.ts';

const P = { text: 'bold text', linkText: 'link text' };

/** Applies `action` to `text` where `[` `]` mark the selection; answers the result with the new selection marked. */
function run(marked: string, action: FormatAction): string {
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  const text = marked.replace('[', '').replace(']', '');
  const edit = formatEdit(text, start, end, action, P);
  const out = applyEdit(text, edit);
  return `${out.slice(0, edit.selectionStart)}[${out.slice(edit.selectionStart, edit.selectionEnd)}]${out.slice(edit.selectionEnd)}`;
}

test('bold and italic wrap the selection and unwrap it again', () => {
  assert.equal(run('a [word] b', 'bold'), 'a **[word]** b');
  assert.equal(run('a **[word]** b', 'bold'), 'a [word] b');
  assert.equal(run('a [word] b', 'italic'), 'a *[word]* b');
  assert.equal(run('a *[word]* b', 'italic'), 'a [word] b');
  assert.equal(run('a **[word]** b', 'italic'), 'a ***[word]*** b');
});

test('with nothing selected, a placeholder is inserted and selected', () => {
  assert.equal(run('a [] b', 'bold'), 'a **[bold text]** b');
  assert.equal(run('a [] b', 'link'), 'a [[link text]](https://) b');
});

test('a link around selected text selects the URL to type', () => {
  assert.equal(run('see [the site] now', 'link'), 'see [the site]([https://]) now');
});

test('heading and lists prefix every selected line, and toggle off', () => {
  assert.equal(run('x\n[one\ntwo]\ny', 'bulletList'), 'x\n[- one\n- two]\ny');
  assert.equal(run('[- one\n- two]', 'bulletList'), '[one\ntwo]');
  assert.equal(run('[one\n- two]', 'numberedList'), '[1. one\n2. two]');
  assert.equal(run('Ti[]tle', 'heading'), '## Ti[]tle');
  assert.equal(run('## Ti[]tle', 'heading'), 'Ti[]tle');
  assert.equal(run('# [Title]', 'heading'), '[Title]');
});

test('Enter in a list item continues the list; on an empty item it ends it; elsewhere it is a line break', () => {
  const enter = (marked: string) => {
    const at = marked.indexOf('|');
    const text = marked.replace('|', '');
    const edit = listEnterEdit(text, at, at);
    if (!edit) return null;
    const out = applyEdit(text, edit);
    return `${out.slice(0, edit.selectionStart)}|${out.slice(edit.selectionEnd)}`;
  };
  assert.equal(enter('- one|'), '- one\n- |');
  assert.equal(enter('intro\n  - one|\nafter'), 'intro\n  - one\n  - |\nafter');
  assert.equal(enter('1. first|'), '1. first\n2. |');
  assert.equal(enter('9. nine|'), '9. nine\n10. |');
  assert.equal(enter('- sp|lit'), '- sp\n- |lit');
  assert.equal(enter('- one\n- |'), '- one\n|');
  assert.equal(enter('1. a\n2.   |'), '1. a\n|');
  assert.equal(enter('plain text|'), null);
  assert.equal(enter('-|'), null);
  assert.equal(enter('|- one'), null, 'inside the marker Enter only breaks the line');
  assert.equal(listEnterEdit('- one', 1, 4), null, 'a selection is replaced as usual');
});
