import '../../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, render, screen } from '@testing-library/react';
import { createStore, useStore, type ReadableStore } from '../../../src/lib/store';

interface Counter { count: number; label: string }

function Whole({ store }: { store: ReadableStore<Counter> }) {
  const { count, label } = useStore(store);
  return <output>{`${label} ${count}`}</output>;
}

let labelRenders = 0;
function LabelOnly({ store }: { store: ReadableStore<Counter> }) {
  const label = useStore(store, (state) => state.label);
  labelRenders += 1;
  return <p>{label}</p>;
}

test('re-renders with the state after each change', () => {
  const store = createStore<Counter>({ count: 0, label: 'clicks' });
  render(<Whole store={store} />);
  assert.equal(screen.getByRole('status').textContent, 'clicks 0');
  act(() => store.set((s) => ({ ...s, count: s.count + 1 })));
  assert.equal(screen.getByRole('status').textContent, 'clicks 1');
});

test('with a selector, re-renders only when the selected value changes', () => {
  const store = createStore<Counter>({ count: 0, label: 'clicks' });
  labelRenders = 0;
  render(<LabelOnly store={store} />);
  assert.equal(labelRenders, 1);
  act(() => store.set((s) => ({ ...s, count: s.count + 1 })));
  assert.equal(labelRenders, 1, 'the count is not selected');
  act(() => store.set((s) => ({ ...s, label: 'taps' })));
  assert.equal(labelRenders, 2);
  assert.equal(screen.getByText('taps').tagName, 'P');
});

test('unsubscribes when the component unmounts', () => {
  const watched: boolean[] = [];
  const store = createStore<Counter>({ count: 0, label: 'x' }, { onWatch: (w) => watched.push(w) });
  const view = render(<Whole store={store} />);
  assert.deepEqual(watched, [true]);
  view.unmount();
  assert.deepEqual(watched, [true, false]);
});
