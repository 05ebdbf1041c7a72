// The app's `toast` writes to the app's store, which a Toaster mounted later reads: toasts raised
// before the Toaster is there are kept, in order, with their ids.
import { afterEach, beforeEach, mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { toast, toastStore } from '../../../src/lib/feedback';

beforeEach(() => mock.timers.enable({ apis: ['setTimeout', 'Date'] }));
afterEach(() => mock.timers.reset());

test('toasts raised before any Toaster mounts are in the app\'s store, in order, and a dismiss applies', () => {
  const first = toast.info('Saved');
  const second = toast.error('Failed', { id: 'failure' });
  const third = toast.success('Gone soon');
  toast.dismiss(third);
  assert.equal(second, 'failure', 'a given id is kept');
  const toasts = toastStore.get().toasts;
  assert.deepEqual(toasts.map((t) => [t.id, t.type, t.message]), [
    [third, 'success', 'Gone soon'], ['failure', 'error', 'Failed'], [first, 'info', 'Saved'],
  ]);
  assert.equal(toasts[0]?.closing, true, 'the dismissed toast is leaving');
  toastStore.dismiss();
});
