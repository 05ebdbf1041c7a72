import '../../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chordOf, createShortcutRegistry } from '../../../src/lib/shortcuts';

const chord = (init: Partial<KeyboardEventInit>) =>
  chordOf({ key: 'k', code: 'KeyK', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...init } as KeyboardEvent);

test('Ctrl or ⌘ with a key is a chord, by its letter even on a layout that types none', () => {
  assert.equal(chord({ ctrlKey: true }), 'Mod+k');
  assert.equal(chord({ metaKey: true }), 'Mod+k');
  assert.equal(chord({ ctrlKey: true, key: 'K' }), 'Mod+k', 'Caps Lock');
  assert.equal(chord({ ctrlKey: true, key: 'ن' }), 'Mod+k', 'Arabic layout: the key in the place of K');
  assert.equal(chord({}), null);
  assert.equal(chord({ ctrlKey: true, shiftKey: true }), null, 'Ctrl+Shift+K is another command');
  assert.equal(chord({ ctrlKey: true, altKey: true }), null);
  assert.equal(chord({ ctrlKey: true, key: 'Control', code: 'ControlLeft' }), null);
});

test('a chord fires while typing in a field, but not in a dialog, and leaves other chords to the browser', () => {
  document.body.innerHTML = '<input id="field"><dialog open aria-modal="true"><input id="inside"></dialog>';
  const registry = createShortcutRegistry({ target: document });
  let opened = 0;
  const remove = registry.register(() => ({ 'Mod+k': () => { opened += 1; }, k: () => { throw new Error('k is not Ctrl+K'); } }));
  const press = (id: string, init: KeyboardEventInit) => {
    const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
    document.getElementById(id)?.dispatchEvent(event);
    return event.defaultPrevented;
  };
  try {
    document.querySelector('dialog')?.removeAttribute('open');
    assert.equal(press('field', { key: 'k', code: 'KeyK', ctrlKey: true }), true);
    assert.equal(opened, 1);
    assert.equal(press('field', { key: 'l', code: 'KeyL', ctrlKey: true }), false, 'Ctrl+L stays the browser’s');
    document.querySelector('dialog')?.setAttribute('open', '');
    assert.equal(press('inside', { key: 'k', code: 'KeyK', metaKey: true }), false);
    assert.equal(opened, 1);
  } finally {
    remove();
  }
});
