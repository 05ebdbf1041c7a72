import '../../helpers/dom';
import { beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { toast, toastStore } from '../../../src/lib/feedback';
import { UNDO_WINDOW_MS, offerUndo, takeUndoOffer } from '../../../src/features/reviews/components/undo-offer';

beforeEach(() => toastStore.dismiss());
const active = () => toastStore.get().toasts.filter((t) => !t.closing);

test('a decision\'s toast carries Undo for 10 s; taking the offer undoes once and closes the toast', () => {
  let undone = 0;
  const id = offerUndo('Blue Hole approved', 'Undo', () => { undone += 1; });
  const shown = active().find((t) => t.id === id);
  assert.equal(shown?.duration, UNDO_WINDOW_MS);
  assert.equal(shown?.action?.label, 'Undo');
  assert.equal(takeUndoOffer(), true);
  assert.equal(undone, 1);
  assert.equal(active().some((t) => t.id === id), false, 'the toast goes');
  assert.equal(takeUndoOffer(), false, 'nothing left to undo');
  assert.equal(undone, 1);
});

test('the offer ends with its toast, and the newest offer is the one taken', () => {
  const taken: string[] = [];
  const first = offerUndo('A approved', 'Undo', () => taken.push('A'));
  offerUndo('B approved', 'Undo', () => taken.push('B'));
  toast.dismiss(first);
  assert.equal(takeUndoOffer(), true);
  assert.deepEqual(taken, ['B']);
  const third = offerUndo('C approved', 'Undo', () => taken.push('C'));
  toast.dismiss(third);
  assert.equal(takeUndoOffer(), false, 'a dismissed toast offers nothing');
});
