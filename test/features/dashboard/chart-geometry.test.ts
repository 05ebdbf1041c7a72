import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chartGeometry, niceMax } from '../../../src/features/dashboard/components/chart-geometry';

test('scales to four whole steps, round above ten per step', () => {
  assert.equal(niceMax(0), 4);
  assert.equal(niceMax(3), 4);
  assert.equal(niceMax(5), 8);
  assert.equal(niceMax(9), 12);
  assert.equal(niceMax(40), 40);
  assert.equal(niceMax(44), 60);
  assert.equal(niceMax(45), 60);
  assert.equal(niceMax(130), 160);
  assert.equal(niceMax(1000), 1000);
});

const days = [
  { date: '2026-11-24', approved: 4, rejected: 0 },
  { date: '2026-11-25', approved: 1, rejected: 2 },
];
const box = { width: 200, height: 120, padStart: 20, padEnd: 0, padTop: 20, padBottom: 20 };

test('draws bars to scale from the bottom of the plot, days left to right', () => {
  const g = chartGeometry(days, { ...box, dir: 'ltr' });
  assert.equal(g.max, 4);
  const [first, second] = g.days;
  assert.equal(first?.approvedBar.height, 80);
  assert.equal(first?.approvedBar.y, 20);
  assert.equal(first?.rejectedBar.height, 0);
  assert.equal(second?.rejectedBar.height, 40);
  assert.equal(second?.rejectedBar.y, 60);
  assert.ok((first?.labelX ?? 0) < (second?.labelX ?? 0));
  assert.ok((first?.approvedBar.x ?? 0) < (first?.rejectedBar.x ?? 0), 'approved first');
  assert.deepEqual(g.ticks.map((t) => [t.value, t.y]), [[0, 100], [1, 80], [2, 60], [3, 40], [4, 20]]);
  assert.ok(g.tickLabelX < g.plot.x0);
});

test('mirrors everything in right-to-left languages', () => {
  const ltr = chartGeometry(days, { ...box, dir: 'ltr' });
  const rtl = chartGeometry(days, { ...box, dir: 'rtl' });
  for (const [i, day] of rtl.days.entries()) {
    const mirror = ltr.days[i];
    assert.ok(mirror);
    assert.equal(day.approvedBar.x, box.width - mirror.approvedBar.x - mirror.approvedBar.width);
    assert.equal(day.labelX, box.width - mirror.labelX);
    assert.equal(day.approvedBar.height, mirror.approvedBar.height);
  }
  assert.ok((rtl.days[0]?.labelX ?? 0) > (rtl.days[1]?.labelX ?? 0), 'the first day on the right');
  assert.ok(rtl.tickLabelX > rtl.plot.x1);
});
