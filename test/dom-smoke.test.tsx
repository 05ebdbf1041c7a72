import './helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useState } from 'react';
import { render, screen, fireEvent } from '@testing-library/react';

function Counter() {
  const [n, setN] = useState(0);
  return <button onClick={() => setN(n + 1)}>count {n}</button>;
}

test('renders a component and reacts to a click under happy-dom', () => {
  render(<Counter />);
  fireEvent.click(screen.getByRole('button', { name: 'count 0' }));
  assert.ok(screen.getByRole('button', { name: 'count 1' }));
});
