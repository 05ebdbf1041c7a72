import '../../helpers/dom';
import { beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { createSafeStorage, local, session, type StorageLike } from '../../../src/lib/storage';

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** A storage whose every call throws, like a full quota or a private mode. */
function throwingStorage(): StorageLike {
  const fail = (): never => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return { getItem: fail, setItem: fail, removeItem: fail };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

test('reads and writes strings and JSON', () => {
  const backing = memoryStorage();
  const storage = createSafeStorage('memory', () => backing);
  assert.equal(storage.getString('missing'), null);
  assert.equal(storage.setString('name', 'Ana'), true);
  assert.equal(storage.getString('name'), 'Ana');
  assert.equal(storage.setJSON('prefs', { dark: true, size: [1, 2] }), true);
  assert.equal(backing.data.get('prefs'), '{"dark":true,"size":[1,2]}');
  assert.deepEqual(storage.getJSON('prefs'), { dark: true, size: [1, 2] });
  storage.remove('name');
  assert.equal(storage.getString('name'), null);
});

test('getJSON gives null for text that is not JSON (logged) and for values validate rejects', (t) => {
  const warn = t.mock.method(console, 'warn', () => {});
  const backing = memoryStorage();
  const storage = createSafeStorage('memory', () => backing);
  backing.data.set('broken', '{not json');
  assert.equal(storage.getJSON('broken'), null);
  assert.equal(warn.mock.callCount(), 1);
  assert.match(String(warn.mock.calls[0]?.arguments[0]), /"broken" in memory: it is not JSON/);
  const isNumbers = (value: unknown): value is number[] => Array.isArray(value) && value.every((n) => typeof n === 'number');
  storage.setJSON('list', [1, 2]);
  assert.deepEqual(storage.getJSON('list', isNumbers), [1, 2]);
  storage.setJSON('list', ['a']);
  assert.equal(storage.getJSON('list', isNumbers), null);
});

test('a storage that throws on every call reads as empty, writes nowhere and never throws', (t) => {
  const warn = t.mock.method(console, 'warn', () => {});
  const storage = createSafeStorage('localStorage', throwingStorage);
  assert.equal(storage.setString('authToken', 'abc'), false);
  assert.equal(storage.setJSON('settings', { dark: true }), false);
  assert.equal(storage.getString('authToken'), null);
  assert.equal(storage.getJSON('settings'), null);
  storage.remove('authToken');
  assert.equal(warn.mock.callCount(), 1, 'the first failure is logged, once');
  const [message, cause] = warn.mock.calls[0]?.arguments ?? [];
  assert.match(String(message), /^storage: could not write "authToken" in localStorage/);
  assert.ok(cause instanceof DOMException && cause.name === 'QuotaExceededError', 'the cause comes with it');
});

test('a storage whose very lookup throws (SecurityError) is handled the same way', (t) => {
  const warn = t.mock.method(console, 'warn', () => {});
  const storage = createSafeStorage('sessionStorage', () => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  });
  assert.equal(storage.getString('draft:x'), null);
  assert.equal(storage.setString('draft:x', '1'), false);
  storage.remove('draft:x');
  assert.equal(warn.mock.callCount(), 1);
  assert.match(String(warn.mock.calls[0]?.arguments[0]), /could not read "draft:x" in sessionStorage/);
});

test('a missing storage is silent: nothing to remember with', (t) => {
  const warn = t.mock.method(console, 'warn', () => {});
  for (const missing of [null, undefined]) {
    const storage = createSafeStorage('localStorage', () => missing);
    assert.equal(storage.setString('a', 'b'), false);
    assert.equal(storage.getString('a'), null);
    assert.equal(storage.getJSON('a'), null);
    storage.remove('a');
  }
  assert.equal(warn.mock.callCount(), 0);
});

test('each storage logs its own first failure', (t) => {
  const warn = t.mock.method(console, 'warn', () => {});
  const one = createSafeStorage('one', throwingStorage);
  const two = createSafeStorage('two', throwingStorage);
  one.getString('a');
  one.getString('b');
  two.getString('c');
  assert.deepEqual(warn.mock.calls.map((call) => /in (\w+);/.exec(String(call.arguments[0]))?.[1]), ['one', 'two']);
});

test('a value that cannot become JSON is a failed write, not a throw', (t) => {
  t.mock.method(console, 'warn', () => {});
  const backing = memoryStorage();
  const storage = createSafeStorage('memory', () => backing);
  const cycle: Record<string, unknown> = {};
  cycle.self = cycle;
  assert.equal(storage.setJSON('cycle', cycle), false);
  assert.equal(backing.data.has('cycle'), false);
});

test('follows the storage open() returns at each call', () => {
  let backing: StorageLike | null = null;
  const storage = createSafeStorage('memory', () => backing);
  assert.equal(storage.setString('k', 'v'), false);
  backing = memoryStorage();
  assert.equal(storage.setString('k', 'v'), true);
  assert.equal(storage.getString('k'), 'v');
});

test('local and session are the browser storages', () => {
  local.setJSON('both', 1);
  session.setString('both', 'two');
  assert.equal(localStorage.getItem('both'), '1');
  assert.equal(sessionStorage.getItem('both'), 'two');
  local.remove('both');
  assert.equal(localStorage.getItem('both'), null);
  assert.equal(sessionStorage.getItem('both'), 'two');
});
