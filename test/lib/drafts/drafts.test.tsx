import '../../dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, render, screen, fireEvent } from '@testing-library/react';
import { clearDraft, readDraft, useDraft, writeDraft, DRAFT_PREFIX } from '../../../src/lib/drafts/index.ts';

function Form({ storageKey }: { storageKey: string | null }) {
  const [draft, setDraft, clear] = useDraft(storageKey, { name: 'Ana' });
  return (
    <>
      <input aria-label="name" value={draft.name} onChange={(e) => setDraft({ name: e.target.value })} />
      <button type="button" onClick={clear}>saved</button>
    </>
  );
}

test('keeps what was typed across a remount and forgets it once cleared', () => {
  sessionStorage.clear();
  const first = render(<Form storageKey="profile:1" />);
  fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Anaïs' } });
  first.unmount();
  const second = render(<Form storageKey="profile:1" />);
  assert.equal((screen.getByLabelText('name') as HTMLInputElement).value, 'Anaïs');
  act(() => fireEvent.click(screen.getByText('saved')));
  second.unmount();
  render(<Form storageKey="profile:1" />);
  assert.equal((screen.getByLabelText('name') as HTMLInputElement).value, 'Ana');
});

test('stores nothing without a key', () => {
  sessionStorage.clear();
  render(<Form storageKey={null} />);
  fireEvent.change(screen.getByLabelText('name'), { target: { value: 'x' } });
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

test('a sessionStorage that throws on every call keeps nothing, and the form still works', (t) => {
  const warn = t.mock.method(console, 'warn', () => {});
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage');
  const fail = (): never => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  Object.defineProperty(globalThis, 'sessionStorage', { configurable: true, get: () => ({ getItem: fail, setItem: fail, removeItem: fail }) });
  t.after(() => {
    if (descriptor) Object.defineProperty(globalThis, 'sessionStorage', descriptor);
  });
  const view = render(<Form storageKey="profile:2" />);
  fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Bea' } });
  assert.equal((screen.getByLabelText('name') as HTMLInputElement).value, 'Bea', 'typing is kept in memory');
  act(() => fireEvent.click(screen.getByText('saved')));
  view.unmount();
  render(<Form storageKey="profile:2" />);
  assert.equal((screen.getByLabelText('name') as HTMLInputElement).value, 'Ana', 'nothing was remembered');
  assert.equal(warn.mock.callCount(), 1, 'the failure is logged once');
});
