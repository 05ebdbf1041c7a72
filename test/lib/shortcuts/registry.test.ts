import '../../helpers/dom';
import { afterEach, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { createShortcutRegistry, SEQUENCE_TIMEOUT_MS, type ShortcutRegistry } from '../../../src/lib/shortcuts';

let clock = 0;
let registry: ShortcutRegistry;
let log: string[];
let cleanups: (() => void)[] = [];

// Each test's registry listens on the shared document: it stops after its test, so neither the next
// test nor the next file's keys reach it.
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
});

beforeEach(() => {
  clock = 1_000_000;
  log = [];
  document.body.innerHTML = '<input id="field"><textarea id="area"></textarea><button id="btn">B</button><main id="main" tabindex="-1"></main>';
  const created = createShortcutRegistry({ target: document, now: () => clock });
  registry = {
    ...created,
    register(read) {
      const remove = created.register(read);
      cleanups.push(remove);
      return remove;
    },
  };
});

const press = (key: string, init: KeyboardEventInit = {}, target: Element | null = document.getElementById('main')) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  (target ?? document.body).dispatchEvent(event);
  return event;
};
const rec = (name: string) => () => { log.push(name); };

test('fires a single-key binding and prevents the default', () => {
  registry.register(() => ({ a: rec('approve'), '?': rec('help') }));
  const event = press('a');
  press('?', { shiftKey: true });
  assert.deepEqual(log, ['approve', 'help']);
  assert.equal(event.defaultPrevented, true);
  assert.equal(press('b').defaultPrevented, false, 'unbound keys pass through');
});

test('never fires while typing in an input or textarea, or with Ctrl, Meta or Alt held', () => {
  registry.register(() => ({ a: rec('approve') }));
  press('a', {}, document.getElementById('field'));
  press('a', {}, document.getElementById('area'));
  press('a', { ctrlKey: true });
  press('a', { metaKey: true });
  press('a', { altKey: true });
  assert.deepEqual(log, []);
});

test('never fires on a key repeat or during IME composition', () => {
  registry.register(() => ({ a: rec('approve') }));
  press('a', { repeat: true });
  press('a', { isComposing: true });
  assert.deepEqual(log, []);
});

test('leaves Enter on a button to the button', () => {
  registry.register(() => ({ Enter: rec('open') }));
  press('Enter', {}, document.getElementById('btn'));
  assert.deepEqual(log, []);
  press('Enter');
  assert.deepEqual(log, ['open']);
});

test('waits for the second key of a sequence, within the timeout', () => {
  registry.register(() => ({ 'g p': rec('pending') }));
  assert.equal(press('g').defaultPrevented, true, 'the first key is taken');
  clock += SEQUENCE_TIMEOUT_MS;
  press('p');
  assert.deepEqual(log, ['pending']);
});

test('drops a sequence whose second key comes too late, or is another key', () => {
  registry.register(() => ({ 'g p': rec('pending'), p: rec('p alone') }));
  press('g');
  clock += SEQUENCE_TIMEOUT_MS + 1;
  press('p');
  assert.deepEqual(log, ['p alone']);
  press('g');
  press('x');
  press('p');
  assert.deepEqual(log, ['p alone', 'p alone']);
});

test('a modifier or typing between the keys breaks the sequence', () => {
  registry.register(() => ({ 'g p': rec('pending') }));
  press('g');
  press('p', {}, document.getElementById('field'));
  press('p');
  press('g');
  press('c', { ctrlKey: true });
  press('p');
  assert.deepEqual(log, []);
});

test('the latest registration wins a key; removing it gives the key back', () => {
  registry.register(() => ({ a: rec('list') }));
  const remove = registry.register(() => ({ a: rec('details') }));
  press('a');
  remove();
  press('a');
  assert.deepEqual(log, ['details', 'list']);
});

test('listens only while something is registered', () => {
  const remove = registry.register(() => ({ a: rec('a') }));
  remove();
  press('a');
  assert.deepEqual(log, []);
});

test('does nothing while a modal dialog is open', () => {
  registry.register(() => ({ a: rec('approve') }));
  const dialog = document.createElement('dialog');
  dialog.setAttribute('open', '');
  dialog.setAttribute('aria-modal', 'true');
  document.body.append(dialog);
  press('a');
  dialog.remove();
  press('a');
  assert.deepEqual(log, ['approve']);
});

test('lists the active keys, newest first, and tells subscribers about changes', () => {
  let changes = 0;
  registry.subscribe(() => { changes += 1; });
  registry.register(() => ({ j: rec('j'), a: rec('a') }));
  registry.register(() => ({ a: rec('a2'), 'g  p': rec('g') }));
  assert.deepEqual(registry.activeKeys(), ['a', 'g p', 'j']);
  assert.equal(changes, 2);
});
