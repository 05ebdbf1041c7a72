import { afterEach, beforeEach, mock, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  ERROR_TOAST_DURATION_MS, TOAST_DURATION_MS, TOAST_EXIT_MS, createToastApi, createToastStore, visibleToasts,
} from '../../../src/lib/feedback/toast-store';
import type { ToastStore } from '../../../src/lib/feedback/toast-store';

let store: ToastStore;
let toast: ReturnType<typeof createToastApi>;

beforeEach(() => {
  mock.timers.enable({ apis: ['setTimeout', 'Date'] });
  store = createToastStore();
  toast = createToastApi(store);
});
afterEach(() => mock.timers.reset());

const ids = () => store.get().toasts.map((t) => t.id);
const open = () => store.get().toasts.filter((t) => !t.closing).map((t) => t.message);

test('adds toasts newest first and returns their ids', () => {
  const first = toast.success('Saved');
  const second = toast.error('Failed', { description: 'Try again' });
  assert.notEqual(first, second);
  assert.deepEqual(ids(), [second, first]);
  const [error] = store.get().toasts;
  assert.equal(error?.type, 'error');
  assert.equal(error?.description, 'Try again');
  assert.equal(error?.duration, ERROR_TOAST_DURATION_MS);
  assert.equal(store.get().toasts[1]?.duration, TOAST_DURATION_MS);
});

test('the same id updates the toast in place and restarts its timer', () => {
  toast.info('Older');
  const id = toast.info('Uploading…', { id: 'upload' });
  toast.info('Newer');
  mock.timers.tick(3000);
  toast.success('Uploaded', { id });
  assert.equal(ids()[1], 'upload', 'keeps its place in the stack');
  const updated = store.get().toasts[1];
  assert.equal(updated?.type, 'success');
  assert.equal(updated?.message, 'Uploaded');
  assert.equal(updated?.version, 1);
  mock.timers.tick(3999);
  assert.ok(open().includes('Uploaded'));
  mock.timers.tick(1);
  assert.ok(!open().includes('Uploaded'));
});

test('dismisses itself after its duration, then leaves after the exit animation', () => {
  toast.success('Saved');
  mock.timers.tick(TOAST_DURATION_MS - 1);
  assert.deepEqual(open(), ['Saved']);
  mock.timers.tick(1);
  assert.deepEqual(open(), []);
  assert.equal(store.get().toasts.length, 1, 'still there while it animates out');
  mock.timers.tick(TOAST_EXIT_MS);
  assert.equal(store.get().toasts.length, 0);
});

test('errors stay 6 s and a custom duration wins', () => {
  toast.error('Broken');
  toast.info('Quick', { duration: 1000 });
  mock.timers.tick(1000);
  assert.deepEqual(open(), ['Broken']);
  mock.timers.tick(ERROR_TOAST_DURATION_MS - 1001);
  assert.deepEqual(open(), ['Broken']);
  mock.timers.tick(1);
  assert.deepEqual(open(), []);
});

test('dismiss(id) closes one toast and dismiss() closes all', () => {
  const a = toast.info('A');
  toast.info('B');
  toast.info('C');
  toast.dismiss(a);
  assert.deepEqual(open(), ['C', 'B']);
  toast.dismiss();
  assert.deepEqual(open(), []);
  mock.timers.tick(TOAST_EXIT_MS);
  assert.deepEqual(ids(), []);
});

test('re-showing a closing toast by id brings it back', () => {
  const id = toast.info('Again', { id: 'again' });
  toast.dismiss(id);
  toast.info('Again', { id });
  mock.timers.tick(TOAST_EXIT_MS);
  assert.deepEqual(open(), ['Again']);
});

test('pausing keeps the remaining time until every reason has resumed', () => {
  toast.success('Paused');
  mock.timers.tick(1000);
  store.pause('hover');
  store.pause('hidden');
  mock.timers.tick(60_000);
  assert.deepEqual(open(), ['Paused']);
  store.resume('hover');
  mock.timers.tick(10_000);
  assert.deepEqual(open(), ['Paused'], 'still paused while the page is hidden');
  store.resume('hidden');
  mock.timers.tick(TOAST_DURATION_MS - 1000 - 1);
  assert.deepEqual(open(), ['Paused']);
  mock.timers.tick(1);
  assert.deepEqual(open(), []);
});

test('toasts shown while paused wait for the resume', () => {
  store.pause('focus');
  toast.info('Queued');
  mock.timers.tick(TOAST_DURATION_MS * 2);
  assert.deepEqual(open(), ['Queued']);
  store.resume('focus');
  mock.timers.tick(TOAST_DURATION_MS);
  assert.deepEqual(open(), []);
});

test('shows only the newest toasts up to the visible count', () => {
  for (const n of [1, 2, 3, 4, 5, 6]) toast.info(`T${n}`);
  assert.deepEqual(visibleToasts(store.get(), 4).map((t) => t.message), ['T6', 'T5', 'T4', 'T3']);
  assert.equal(visibleToasts(store.get(), 0).length, 0);
});

test('notifies subscribers of every change', () => {
  const listener = mock.fn();
  const unsubscribe = store.subscribe(listener);
  const id = toast.info('Hello');
  toast.dismiss(id);
  toast.dismiss(id);
  assert.equal(listener.mock.callCount(), 2, 'a second dismiss of a closing toast changes nothing');
  unsubscribe();
  toast.info('Unheard');
  assert.equal(listener.mock.callCount(), 2);
});

test('keeps a toast\'s action, and an update in place replaces or drops it', () => {
  const undo = () => {};
  const id = toast.success('Archived', { action: { label: 'Undo', onClick: undo } });
  assert.deepEqual(store.get().toasts[0]?.action, { label: 'Undo', onClick: undo });
  toast.error('Could not archive', { id, action: { label: 'Retry', onClick: undo } });
  assert.equal(store.get().toasts[0]?.action?.label, 'Retry');
  toast.info('Archived later', { id });
  assert.equal(store.get().toasts[0]?.action, undefined);
});

test('notifies subscribers once per change and not for a no-op', () => {
  let calls = 0;
  const stop = store.subscribe(() => { calls += 1; });
  const id = toast.info('One');
  assert.equal(calls, 1);
  store.dismiss('unknown');
  store.dispatch({ type: 'remove', id: 'unknown' });
  assert.equal(calls, 1, 'nothing changed');
  store.dismiss(id);
  assert.equal(calls, 2);
  stop();
  mock.timers.tick(TOAST_EXIT_MS);
  assert.equal(calls, 2);
  assert.deepEqual(ids(), []);
});
