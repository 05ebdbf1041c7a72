import '../../helpers/dom';
import { afterEach, before, mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRef } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TOOLTIP_DELAY_MS, Tooltip, preloadTooltip } from '../../../src/lib/feedback/tooltip';

// The placement code loads on the first open; load it up front so each test runs synchronously.
before(() => preloadTooltip());
afterEach(() => mock.timers.reset());

const tooltipOf = (anchor: HTMLElement) => {
  const id = anchor.getAttribute('aria-describedby')?.split(' ').pop() ?? '';
  const tip = document.getElementById(id);
  assert.ok(tip, 'aria-describedby points at an element');
  return tip;
};

test('shows on keyboard focus, described by the tooltip, and Esc hides it', () => {
  render(<Tooltip content="Edit this user"><button type="button">Edit</button></Tooltip>);
  const button = screen.getByRole('button', { name: 'Edit' });
  const tip = tooltipOf(button);
  assert.equal(tip.getAttribute('role'), 'tooltip');
  assert.equal(tip.hidden, true);
  act(() => button.focus());
  assert.equal(tip.hidden, false);
  assert.equal(screen.getByRole('tooltip').textContent, 'Edit this user');
  assert.equal(screen.getByRole('button', { name: 'Edit' }), button);
  fireEvent.keyDown(button, { key: 'Escape' });
  assert.equal(tip.hidden, true);
});

test('hides on blur', () => {
  render(<Tooltip content="Tip"><button type="button">Go</button></Tooltip>);
  const button = screen.getByRole('button');
  act(() => button.focus());
  act(() => button.blur());
  assert.equal(tooltipOf(button).hidden, true);
});

test('shows on hover after a short delay and hides on leave', () => {
  mock.timers.enable({ apis: ['setTimeout'] });
  render(<Tooltip content="Later"><button type="button">Hover</button></Tooltip>);
  const button = screen.getByRole('button');
  fireEvent.mouseEnter(button);
  act(() => mock.timers.tick(TOOLTIP_DELAY_MS - 1));
  assert.equal(tooltipOf(button).hidden, true);
  act(() => mock.timers.tick(1));
  assert.equal(tooltipOf(button).hidden, false);
  fireEvent.mouseLeave(button);
  act(() => mock.timers.tick(200));
  assert.equal(tooltipOf(button).hidden, true);
});

test('Esc anywhere closes a hovered tooltip', () => {
  render(<Tooltip content="Tip"><button type="button">Go</button></Tooltip>);
  const button = screen.getByRole('button');
  act(() => button.focus());
  fireEvent.keyDown(document, { key: 'Escape' });
  assert.equal(tooltipOf(button).hidden, true);
});

test('keeps the child’s own description, handlers and ref', () => {
  const ref = createRef<HTMLButtonElement>();
  const onFocus = mock.fn();
  render(
    <>
      <p id="hint">More</p>
      <Tooltip content="Tip"><button ref={ref} type="button" aria-describedby="hint" onFocus={onFocus}>Go</button></Tooltip>
    </>,
  );
  const button = screen.getByRole('button');
  assert.equal(ref.current, button);
  assert.match(button.getAttribute('aria-describedby') ?? '', /^hint \S+$/);
  act(() => button.focus());
  assert.equal(onFocus.mock.callCount(), 1);
});

test('start means the right side inside an RTL subtree', () => {
  render(<div dir="rtl"><Tooltip content="Tip" placement="start"><button type="button">Go</button></Tooltip></div>);
  const button = screen.getByRole('button');
  act(() => button.focus());
  assert.equal(tooltipOf(button).getAttribute('data-side'), 'right');
});
