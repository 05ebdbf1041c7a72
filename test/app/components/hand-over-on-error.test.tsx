import '../../dom';
import { test, mock } from 'node:test';
import assert from 'node:assert/strict';
import { cleanup, render, screen } from '@testing-library/react';
import { HandOverOnError } from '../../../src/app/components/hand-over-on-error.tsx';

function Boom(): never {
  throw new Error('broken screen');
}

test('renders its children while they work', () => {
  let calls = 0;
  render(<HandOverOnError onError={() => { calls += 1; }}><p>Sign in</p></HandOverOnError>);
  screen.getByText('Sign in');
  assert.equal(calls, 0);
  cleanup();
});

test('a throwing child leaves nothing on the page and asks for the hand-over once', () => {
  const logged = mock.method(console, 'error', () => {});
  try {
    let calls = 0;
    const { container } = render(
      <div>
        <HandOverOnError onError={() => { calls += 1; }}><Boom /></HandOverOnError>
        <p>still here</p>
      </div>,
    );
    assert.equal(calls, 1);
    assert.equal(container.textContent, 'still here');
  } finally {
    logged.mock.restore();
    cleanup();
  }
});
