import '../../helpers/dom';
import { afterEach, beforeEach, mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { TOAST_DURATION_MS, TOAST_EXIT_MS, Toaster, createToastApi, createToastStore } from '../../../src/lib/feedback';
import type { ToastStore, ToasterProps } from '../../../src/lib/feedback';
import { WithI18n } from '../../helpers/i18n-fixture';

let store: ToastStore;
let toast: ReturnType<typeof createToastApi>;
beforeEach(() => {
  mock.timers.enable({ apis: ['setTimeout', 'Date'] });
  store = createToastStore();
  toast = createToastApi(store);
});
afterEach(() => mock.timers.reset());

const show = (props: ToasterProps = {}) => render(<WithI18n><Toaster store={store} {...props} /></WithI18n>);
const region = () => screen.getByRole('region', { name: 'Notifications' });
const items = () => within(region()).queryAllByRole('listitem');

test('renders a labelled region with polite and assertive live regions', () => {
  show();
  const live = region().querySelectorAll('[aria-live]');
  assert.deepEqual([...live].map((el) => el.getAttribute('aria-live')), ['polite', 'assertive']);
  act(() => {
    toast.success('Saved');
    toast.error('Could not save');
  });
  assert.match(live[0]?.textContent ?? '', /Success: Saved/);
  assert.doesNotMatch(live[0]?.textContent ?? '', /Could not save/);
  assert.match(live[1]?.textContent ?? '', /Error: Could not save/);
});

test('a late-mounted toaster shows the toasts already active', () => {
  toast.info('Before mount');
  show({ position: 'top-center' });
  assert.equal(items().length, 1);
  assert.match(items()[0]?.textContent ?? '', /Before mount/);
  assert.equal(region().getAttribute('data-position'), 'top-center');
});

test('the dismiss button has an accessible name and removes the toast', () => {
  toast.success('Saved');
  show();
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
  assert.equal(items()[0]?.getAttribute('data-state'), 'closing');
  act(() => mock.timers.tick(TOAST_EXIT_MS));
  assert.equal(items().length, 0);
});

test('shows at most visibleToasts, newest in front', () => {
  for (const n of [1, 2, 3]) toast.info(`Toast ${n}`);
  show({ visibleToasts: 2 });
  assert.equal(items().length, 2);
  assert.equal(items()[0]?.getAttribute('data-front'), 'true');
  assert.match(items()[0]?.textContent ?? '', /Toast 3/);
});

test('toasts are focusable and Esc dismisses the focused one', () => {
  toast.info('First');
  toast.info('Second');
  show();
  const [front] = items();
  assert.ok(front);
  assert.equal(front.tabIndex, 0);
  act(() => front.focus());
  fireEvent.keyDown(front, { key: 'Escape' });
  assert.equal(front.getAttribute('data-state'), 'closing');
  assert.equal(items()[1]?.getAttribute('data-state'), 'open');
});

test('hovering expands the stack and pauses the timers', () => {
  toast.info('Stay');
  show();
  const list = region().querySelector('ol');
  assert.ok(list);
  assert.equal(list.getAttribute('data-expanded'), 'false');
  fireEvent.mouseEnter(list);
  assert.equal(list.getAttribute('data-expanded'), 'true');
  act(() => mock.timers.tick(TOAST_DURATION_MS * 3));
  assert.equal(items()[0]?.getAttribute('data-state'), 'open');
  fireEvent.mouseLeave(list);
  act(() => mock.timers.tick(TOAST_DURATION_MS));
  assert.equal(items()[0]?.getAttribute('data-state'), 'closing');
});

test('expanded keeps the stack fanned out', () => {
  toast.info('One');
  show({ expanded: true });
  assert.equal(region().querySelector('ol')?.getAttribute('data-expanded'), 'true');
});

test('an action is a named button after the message; clicking it runs the action once and dismisses the toast', () => {
  const undo = mock.fn();
  toast.success('Trip deleted', { action: { label: 'Undo', onClick: undo } });
  show();
  const [item] = items();
  assert.ok(item);
  const button = within(item).getByRole('button', { name: 'Undo' });
  const focusable = [...item.querySelectorAll<HTMLElement>('button, [tabindex]')].filter((el) => el.tabIndex >= 0);
  assert.deepEqual(focusable.map((el) => el.textContent || el.getAttribute('aria-label')), ['Undo', 'Dismiss notification'],
    'Tab goes from the toast to its action, then to dismiss');
  fireEvent.click(button);
  assert.equal(undo.mock.callCount(), 1);
  assert.equal(item.getAttribute('data-state'), 'closing');
  act(() => mock.timers.tick(TOAST_EXIT_MS));
  assert.equal(items().length, 0);
});

test('the toast stays while its action button has focus, and its timer runs again after', () => {
  toast.error('Could not save', { action: { label: 'Retry', onClick: () => {} } });
  show();
  const button = screen.getByRole('button', { name: 'Retry' });
  act(() => button.focus());
  assert.equal(document.activeElement, button);
  act(() => mock.timers.tick(60_000));
  assert.equal(items()[0]?.getAttribute('data-state'), 'open', 'kept while focused');
  act(() => button.blur());
  act(() => mock.timers.tick(6000));
  assert.equal(items()[0]?.getAttribute('data-state'), 'closing');
});

test('Alt+T focuses the newest toast, on its action button when it has one', () => {
  toast.info('Older');
  show();
  fireEvent.keyDown(document, { altKey: true, code: 'KeyT', key: 't' });
  assert.equal(document.activeElement, items()[0]);
  act(() => {
    toast.success('Archived', { action: { label: 'Undo', onClick: () => {} } });
  });
  fireEvent.keyDown(document, { altKey: true, code: 'KeyT', key: 't' });
  assert.equal(document.activeElement, screen.getByRole('button', { name: 'Undo' }));
});

test('the live region tells how to reach the action', () => {
  show();
  act(() => {
    toast.success('Trip deleted', { action: { label: 'Undo', onClick: () => {} } });
  });
  const polite = region().querySelector('[aria-live="polite"]');
  assert.equal(polite?.textContent, 'Success: Trip deleted. Press Alt+T to reach “Undo”.');
});
