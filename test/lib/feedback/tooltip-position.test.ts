import { test } from 'node:test';
import assert from 'node:assert/strict';
import { computeTooltipPosition, physicalSide } from '../../../src/lib/feedback/tooltip-position';
import type { TooltipPositionInput } from '../../../src/lib/feedback/tooltip-position';

const viewport = { width: 1000, height: 800 };
const tooltip = { width: 100, height: 30 };
const middle = { top: 400, left: 450, width: 100, height: 40 };
const at = (input: Partial<TooltipPositionInput>) =>
  computeTooltipPosition({ anchor: middle, tooltip, viewport, placement: 'top', dir: 'ltr', ...input });

test('start and end mean left and right in LTR, right and left in RTL', () => {
  assert.equal(physicalSide('start', 'ltr'), 'left');
  assert.equal(physicalSide('end', 'ltr'), 'right');
  assert.equal(physicalSide('start', 'rtl'), 'right');
  assert.equal(physicalSide('end', 'rtl'), 'left');
  assert.equal(physicalSide('top', 'rtl'), 'top');
});

test('centres the tooltip on the requested side with an 8 px gap', () => {
  assert.deepEqual(at({ placement: 'top' }), { top: 362, left: 450, side: 'top' });
  assert.deepEqual(at({ placement: 'bottom' }), { top: 448, left: 450, side: 'bottom' });
  assert.deepEqual(at({ placement: 'start' }), { top: 405, left: 342, side: 'left' });
  assert.deepEqual(at({ placement: 'end' }), { top: 405, left: 558, side: 'right' });
  assert.deepEqual(at({ placement: 'start', dir: 'rtl' }), { top: 405, left: 558, side: 'right' });
});

test('flips to the opposite side at the viewport edge', () => {
  const nearTop = { top: 10, left: 450, width: 100, height: 40 };
  assert.deepEqual(at({ anchor: nearTop, placement: 'top' }), { top: 58, left: 450, side: 'bottom' });
  const nearBottom = { top: 760, left: 450, width: 100, height: 30 };
  assert.equal(at({ anchor: nearBottom, placement: 'bottom' }).side, 'top');
  const nearLeft = { top: 400, left: 20, width: 60, height: 40 };
  assert.deepEqual(at({ anchor: nearLeft, placement: 'start' }), { top: 405, left: 88, side: 'right' });
  const nearRight = { top: 400, left: 930, width: 60, height: 40 };
  assert.deepEqual(at({ anchor: nearRight, placement: 'start', dir: 'rtl' }), { top: 405, left: 822, side: 'left' });
});

test('keeps its side when the opposite one is no better', () => {
  const tall = { width: 100, height: 500 };
  const anchor = { top: 450, left: 450, width: 100, height: 40 };
  assert.equal(at({ anchor, tooltip: tall, placement: 'top' }).side, 'top');
});

test('slides along the other axis to stay inside the viewport', () => {
  const corner = { top: 400, left: 0, width: 20, height: 20 };
  assert.equal(at({ anchor: corner, placement: 'top' }).left, 8);
  const right = { top: 400, left: 990, width: 10, height: 20 };
  assert.equal(at({ anchor: right, placement: 'bottom' }).left, 1000 - 8 - 100);
  const low = { top: 790, left: 400, width: 20, height: 10 };
  assert.equal(at({ anchor: low, placement: 'end' }).top, 800 - 8 - 30);
});
