/**
 * `GET /dashboard/summary` (docs/api.md "Dashboard"): the review queues at a glance, computed from
 * the store on each call (a pass over the reviewable records; the overdue mark moves with the
 * clock).
 */
import { OVERDUE_HOURS, personName } from '../../src/contract';
import type { DashboardSummary, PendingKind, QueueCounts, Review } from '../../src/contract';
import type { RequestContext } from '../context';
import { sendData } from '../http/respond';
import { requireAdmin } from '../auth/guard';
import type { Routes } from './common';

const DAY_MS = 24 * 60 * 60 * 1000;
const DAYS = 14;
const OLDEST = 10;

type Pending = DashboardSummary['oldestPending'][number];
type Day = DashboardSummary['decisionsByDay'][number];

const QUEUE: Record<PendingKind, keyof QueueCounts> = { diveMaster: 'diveMasters', trip: 'trips', product: 'products' };

/** The summary as of `now` (ms). */
export function summarize(rc: RequestContext, now: number): DashboardSummary {
  const { store } = rc.app;
  const pending: QueueCounts = { diveMasters: 0, trips: 0, products: 0 };
  const overdue: QueueCounts = { diveMasters: 0, trips: 0, products: 0 };
  const waiting: Pending[] = [];
  const overdueBefore = now - OVERDUE_HOURS * 60 * 60 * 1000;
  const today = Math.floor(now / DAY_MS);
  const days: Day[] = Array.from({ length: DAYS }, (_, i) => ({
    date: new Date((today - DAYS + 1 + i) * DAY_MS).toISOString().slice(0, 10),
    approved: 0,
    rejected: 0,
  }));

  const visit = (kind: PendingKind, id: string, title: string, status: string, submittedAt: string, history: readonly Review[]): void => {
    if (status === 'pending') {
      const queue = QUEUE[kind];
      pending[queue] += 1;
      if (Date.parse(submittedAt) < overdueBefore) overdue[queue] += 1;
      waiting.push({ kind, id, title, submittedAt });
    }
    for (const [index, decision] of history.entries()) {
      // An undone decision was taken back: neither it nor the undo's entry is a decision of its day.
      if (decision.status === 'pending' || decision.undo || history[index + 1]?.undo) continue;
      const day = days[Math.floor(Date.parse(decision.at) / DAY_MS) - (today - DAYS + 1)];
      if (day) day[decision.status] += 1;
    }
  };

  for (const user of store.all('users')) {
    const cert = user.certification;
    if (user.role === 'diveMaster' && cert) visit('diveMaster', user.id, personName(user), cert.status, cert.submittedAt, cert.history);
  }
  for (const trip of store.all('trips')) visit('trip', trip.id, trip.title, trip.status, trip.submittedAt, trip.history);
  for (const product of store.all('products')) visit('product', product.id, product.name, product.status, product.submittedAt, product.history);
  let newMessages = 0;
  for (const message of store.all('contact')) if (message.status === 'new') newMessages += 1;

  waiting.sort((a, b) => (a.submittedAt < b.submittedAt ? -1 : a.submittedAt > b.submittedAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { pending, overdue, newMessages, oldestPending: waiting.slice(0, OLDEST), decisionsByDay: days };
}

/** Adds the dashboard route. */
export function addDashboardRoutes(routes: Routes): void {
  routes.add('GET', '/dashboard/summary', async (rc) => {
    requireAdmin(rc);
    sendData(rc.res, 200, summarize(rc, rc.app.now()));
  });
}
