import '../../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clearDraft, readDraft, writeDraft, DRAFT_PREFIX } from '../../../src/lib/drafts/index.ts';

test('keeps a draft under its key until it is cleared', () => {
  sessionStorage.clear();
  writeDraft('profile:1', { name: 'Anaïs' });
  assert.equal(sessionStorage.getItem(`${DRAFT_PREFIX}profile:1`), '{"name":"Anaïs"}');
  assert.deepEqual(readDraft('profile:1'), { name: 'Anaïs' });
  clearDraft('profile:1');
  assert.equal(readDraft('profile:1'), null);
  assert.equal(sessionStorage.length, 0);
});

test('reads null for a missing or unparsable draft (the latter logged)', (t) => {
  const warn = t.mock.method(console, 'warn', () => {});
  sessionStorage.clear();
  assert.equal(readDraft('nope'), null);
  sessionStorage.setItem(`${DRAFT_PREFIX}bad`, '{not json');
  assert.equal(readDraft('bad'), null);
  assert.equal(warn.mock.callCount(), 1);
  writeDraft('ok', [1, 2]);
  assert.deepEqual(readDraft('ok'), [1, 2]);
  clearDraft('ok');
  assert.equal(readDraft('ok'), null);
});

test('a sessionStorage that throws on every call keeps nothing and throws nothing', (t) => {
  const warn = t.mock.method(console, 'warn', () => {});
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage');
  const fail = (): never => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  Object.defineProperty(globalThis, 'sessionStorage', { configurable: true, get: () => ({ getItem: fail, setItem: fail, removeItem: fail }) });
  t.after(() => {
    if (descriptor) Object.defineProperty(globalThis, 'sessionStorage', descriptor);
  });
  writeDraft('profile:2', { name: 'Bea' });
  assert.equal(readDraft('profile:2'), null, 'nothing was remembered');
  clearDraft('profile:2');
  assert.equal(warn.mock.callCount(), 1, 'the failure is logged once');
});
