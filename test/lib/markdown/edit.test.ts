import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyEdit, formatEdit, type FormatAction } from '../../../src/lib/markdown/index.ts';

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
