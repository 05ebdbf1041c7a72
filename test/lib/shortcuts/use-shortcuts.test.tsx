import '../../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useState } from 'react';
import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import { createShortcutRegistry, useActiveShortcuts, useShortcuts } from '../../../src/lib/shortcuts';

test('binds while mounted, calls the latest handler, unbinds on unmount', () => {
  const registry = createShortcutRegistry({ target: document });
  function Counter() {
    const [n, setN] = useState(0);
    useShortcuts({ ']': () => setN(n + 1) }, { registry });
    return <p>count {n}</p>;
  }
  const view = render(<Counter />);
  fireEvent.keyDown(document.body, { key: ']' });
  fireEvent.keyDown(document.body, { key: ']' });
  screen.getByText('count 2');
  view.unmount();
  assert.deepEqual(registry.activeKeys(), []);
});

test('binds nothing while disabled', () => {
  const registry = createShortcutRegistry({ target: document });
  let calls = 0;
  const { rerender } = renderHook(({ enabled }) => useShortcuts({ a: () => { calls += 1; } }, { enabled, registry }), {
    initialProps: { enabled: false },
  });
  fireEvent.keyDown(document.body, { key: 'a' });
  assert.equal(calls, 0);
  rerender({ enabled: true });
  fireEvent.keyDown(document.body, { key: 'a' });
  assert.equal(calls, 1);
});

test('useActiveShortcuts follows what is bound', () => {
  const registry = createShortcutRegistry({ target: document });
  function Both({ details }: { details: boolean }) {
    useShortcuts({ j: () => {} }, { registry });
    useShortcuts({ '[': () => {}, ']': () => {} }, { registry, enabled: details });
    return <p>{useActiveShortcuts(registry).join(',')}</p>;
  }
  const { rerender } = render(<Both details={false} />);
  screen.getByText('j');
  rerender(<Both details />);
  screen.getByText('[,],j');
});
