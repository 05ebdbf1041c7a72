import { test } from 'node:test';
import assert from 'node:assert/strict';
import { generateDemoData } from '../../../server/demo';
import { createRandom } from '../../../server/demo/random';
import { reviewTimeline } from '../../../server/demo/reviews';
import type { Review, ReviewStatus } from '../../../src/contract';

const NOW = new Date('2026-11-22T10:15:00.000Z');
const data = generateDemoData({ size: 'large', adminEmail: 'admin@diving.test', adminPassword: 'secret-pass', now: NOW });

interface Reviewed {
  status: ReviewStatus;
  reason: string | null;
  submittedAt: string;
  reviewedAt: string | null;
  history: Review[];
}

/** What is wrong with one item's review state (empty when consistent). */
function problemsOf(item: Reviewed, createdAt: string, updatedAt: string): string[] {
  const problems: string[] = [];
  const { history, status } = item;
  const last = history[history.length - 1];
  const times = [createdAt, item.submittedAt, ...history.map((r) => r.at), item.reviewedAt ?? createdAt, updatedAt];
  if (times.some((t) => t > NOW.toISOString())) problems.push('an event after now');
  if (item.submittedAt < createdAt || updatedAt < item.submittedAt) problems.push('submitted outside created..updated');
  if (history.some((r, i) => i > 0 && r.at < (history[i - 1]?.at ?? ''))) problems.push('history not oldest first');
  if (history.some((r) => r.at < createdAt || r.at > updatedAt)) problems.push('review outside created..updated');
  if (history.some((r) => (r.status === 'rejected') !== (r.reason !== null && r.reason.length > 0))) problems.push('reason iff rejected');
  if (status === 'pending') {
    if (item.reviewedAt !== null || item.reason !== null) problems.push('pending with a decision');
    if (last && (last.status !== 'rejected' || item.submittedAt <= last.at)) problems.push('pending history must end in a rejection before the resubmission');
  } else {
    if (history.length < 1 || history.length > 3) problems.push(`history of ${history.length}`);
    if (last?.status !== status || item.reviewedAt !== last.at) problems.push('last review is not the current decision');
    if (item.reason !== (status === 'rejected' ? last?.reason : null)) problems.push('reason does not match');
  }
  return problems;
}

test('gives every trip, product and certification a consistent review history', () => {
  const problems: string[] = [];
  for (const t of [...data.trips, ...data.products]) problemsOf(t, t.createdAt, t.updatedAt).forEach((p) => problems.push(`${t.id}: ${p}`));
  for (const u of data.users) {
    const c = u.certification;
    if (c) problemsOf(c, u.createdAt, u.updatedAt).forEach((p) => problems.push(`${u.id}: ${p}`));
  }
  assert.deepEqual(problems.slice(0, 10), []);
});

test('has long histories and resubmitted pending items as well as fresh ones', () => {
  const lengths = new Set(data.trips.filter((t) => t.status !== 'pending').map((t) => t.history.length));
  assert.deepEqual([...lengths].sort(), [1, 2, 3]);
  const pending = data.products.filter((p) => p.status === 'pending');
  assert.ok(pending.some((p) => p.history.length === 0));
  assert.ok(pending.some((p) => p.history.length > 0));
  const reasons = new Set(data.trips.flatMap((t) => t.history.map((r) => r.reason)).filter(Boolean));
  assert.ok(reasons.size >= 6);
});

test('keeps a timeline inside its window even when the window is short', () => {
  const admins = [{ id: 'u_1', name: 'Ada Admin' }];
  for (const status of ['approved', 'rejected', 'pending'] as const) {
    for (let seed = 0; seed < 200; seed++) {
      const from = Date.parse('2026-01-01T00:00:00.000Z');
      const to = from + (seed % 4 === 0 ? 3_600_000 : 90 * 86_400_000);
      const t = reviewTimeline(createRandom(`${status}/${seed}`), { status, from, to, admins, reasons: ['Because.'] });
      assert.ok(t.createdMs >= from && t.updatedMs <= to, `${status}/${seed}`);
      assert.deepEqual(problemsOf({ ...t, status }, new Date(t.createdMs).toISOString(), new Date(t.updatedMs).toISOString()), [], `${status}/${seed}`);
    }
  }
});
