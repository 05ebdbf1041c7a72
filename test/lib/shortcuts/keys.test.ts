import '../../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hasCommandModifier, isActivation, isInDialog, isTypingTarget, keyOf, parseShortcut } from '../../../src/lib/shortcuts';

const el = (html: string): Element => {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  const found = host.querySelector('[data-t]');
  if (!found) throw new Error('no [data-t]');
  return found;
};

test('parses single keys and two-key sequences', () => {
  assert.deepEqual(parseShortcut('a'), ['a']);
  assert.deepEqual(parseShortcut(' g   p '), ['g', 'p']);
  assert.deepEqual(parseShortcut('?'), ['?']);
  assert.deepEqual(parseShortcut(''), []);
});

test('names the space bar Space and every other key as the event says', () => {
  assert.equal(keyOf({ key: ' ' }), 'Space');
  assert.equal(keyOf({ key: ']' }), ']');
  assert.equal(keyOf({ key: 'Enter' }), 'Enter');
});

test('Ctrl, Meta and Alt are command modifiers; Shift alone is not', () => {
  assert.equal(hasCommandModifier({ ctrlKey: true, metaKey: false, altKey: false }), true);
  assert.equal(hasCommandModifier({ ctrlKey: false, metaKey: true, altKey: false }), true);
  assert.equal(hasCommandModifier({ ctrlKey: false, metaKey: false, altKey: true }), true);
  assert.equal(hasCommandModifier({ ctrlKey: false, metaKey: false, altKey: false }), false);
});

test('text inputs, textareas, selects and editable regions are typing; checkboxes and buttons are not', () => {
  assert.equal(isTypingTarget(el('<input data-t>')), true);
  assert.equal(isTypingTarget(el('<input type="search" data-t>')), true);
  assert.equal(isTypingTarget(el('<textarea data-t></textarea>')), true);
  assert.equal(isTypingTarget(el('<select data-t><option>1</option></select>')), true);
  assert.equal(isTypingTarget(el('<div contenteditable="true"><p data-t>x</p></div>')), true);
  assert.equal(isTypingTarget(el('<div contenteditable="false"><p data-t>x</p></div>')), false);
  assert.equal(isTypingTarget(el('<input type="checkbox" data-t>')), false);
  assert.equal(isTypingTarget(el('<button data-t>Go</button>')), false);
  assert.equal(isTypingTarget(document.body), false);
  assert.equal(isTypingTarget(null), false);
});

test('Enter and Space on a button or link are its own activation', () => {
  assert.equal(isActivation('Enter', el('<button data-t>Go</button>')), true);
  assert.equal(isActivation('Space', el('<a href="/x"><span data-t>x</span></a>')), true);
  assert.equal(isActivation('Space', el('<input type="checkbox" data-t>')), true);
  assert.equal(isActivation('Enter', document.body), false);
  assert.equal(isActivation('a', el('<button data-t>Go</button>')), false);
});

test('a target inside a dialog, or any open modal dialog, counts as in a dialog', () => {
  assert.equal(isInDialog(el('<div role="dialog"><button data-t>x</button></div>'), document), true);
  assert.equal(isInDialog(document.body, document), false);
  const modal = el('<dialog open aria-modal="true" data-t></dialog>');
  assert.equal(isInDialog(document.body, document), true);
  modal.remove();
});
