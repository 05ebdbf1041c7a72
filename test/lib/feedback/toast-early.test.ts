// The app's `toast` before its store has loaded (toast.ts): toasts are kept in order, with their
// ids, and handed to the store once it runs; from then on calls go straight to it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadToasts, subscribeToasts, toast, toastsRaised } from '../../../src/lib/feedback/toast';

test('toasts raised before the store loads reach it in order, and a queued dismiss too', async () => {
  assert.equal(toastsRaised(), false, 'nothing raised, nothing loaded');
  let calls = 0;
  const stop = subscribeToasts(() => { calls += 1; });
  toast.dismiss(); // nothing to dismiss: loads nothing
  assert.equal(toastsRaised(), false);
  const first = toast.info('Saved');
  const second = toast.error('Failed', { id: 'failure' });
  const third = toast.success('Gone soon');
  toast.dismiss(third);
  assert.equal(toastsRaised(), true);
  assert.ok(calls >= 1, 'the Toaster hears that a toast was raised');
  assert.equal(second, 'failure', 'a given id is kept');
  assert.notEqual(first, third);
  await loadToasts();
  const { toastStore } = await import('../../../src/lib/feedback/toast-live');
  const toasts = toastStore.get().toasts;
  assert.deepEqual(toasts.map((t) => [t.id, t.type, t.message]), [
    [third, 'success', 'Gone soon'], ['failure', 'error', 'Failed'], [first, 'info', 'Saved'],
  ]);
  assert.equal(toasts[0]?.closing, true, 'the dismiss raised before the load applied after its toast');
  const now = toast.info('Direct');
  assert.equal(toastStore.get().toasts[0]?.id, now, 'once loaded, a toast is in the store at once');
  toastStore.dismiss();
  stop();
});
